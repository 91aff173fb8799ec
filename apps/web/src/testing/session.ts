import type { UserRole } from '@claims/shared';
import { STORAGE_KEYS } from '../lib/storage';
import { jsonResponse, type StubHandler } from './fetch';

// What POST /v1/auth/me answers (see apps/web/src/entities/session.ts).
export type TestSession = {
  token: string;
  user: { id: string; first_name: string; last_name: string; email_address: string; type: UserRole };
  schools: Array<{ id: string; name: string; allow_students_import: boolean }>;
};

export const ADMIN_SESSION: TestSession = {
  token: 'admin-token',
  user: { id: 'u-admin', first_name: 'Ada', last_name: 'Admin', email_address: 'ada@claims.test', type: 'admin' },
  schools: [],
};

export const SCHOOL_USER_SESSION: TestSession = {
  token: 'user-token',
  user: { id: 'u-school', first_name: 'Sam', last_name: 'Staff', email_address: 'sam@lincoln.test', type: 'user' },
  schools: [
    { id: 's1', name: 'Lincoln High', allow_students_import: false },
    { id: 's2', name: 'Roosevelt Middle', allow_students_import: true },
  ],
};

// A coach of one school (ADR 048): the session names the school they report for.
export const COACH_SESSION: TestSession = {
  token: 'coach-token',
  user: { id: 'u-coach', first_name: 'Carlos', last_name: 'Mendez', email_address: 'carlos@lincoln.test', type: 'coach' },
  schools: [{ id: 's1', name: 'Lincoln High', allow_students_import: false }],
};

// Starts the test signed in: the session's token is in storage, as after a real sign-in.
export const storeSession = (session: TestSession) => {
  window.localStorage.setItem(STORAGE_KEYS.token, session.token);
  return session;
};

export const meHandler =
  (session: TestSession): StubHandler =>
  () =>
    jsonResponse(session);

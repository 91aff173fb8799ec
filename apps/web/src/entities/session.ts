import { useQuery } from '@tanstack/react-query';
import { isLanguage, USER_ROLES, type Session, type SessionSchool, type SessionUser, type UserRole } from '@claims/shared';
import { api, unexpectedAnswer } from '../lib/api';
import { isRecord } from '../lib/json';
import { getToken } from '../lib/token';

export type { Session, SessionSchool, SessionUser };

// The shared sessionAnswer, checked by hand rather than with the schema: every page's first load reads it,
// and no validation library is part of that load (ADR 017).
const areStrings = (record: Record<string, unknown>, keys: readonly string[]) => keys.every((key) => typeof record[key] === 'string');
const isSessionUser = (value: unknown): value is SessionUser =>
  isRecord(value) &&
  areStrings(value, ['id', 'first_name', 'last_name', 'email_address']) &&
  USER_ROLES.includes(value.type as UserRole) &&
  (value.preferred_language == null || isLanguage(value.preferred_language));
const isSessionSchool = (value: unknown): value is SessionSchool =>
  isRecord(value) && areStrings(value, ['id', 'name']) && typeof value.allow_students_import === 'boolean';
const isSession = (value: unknown): value is Session =>
  isRecord(value) && typeof value.token === 'string' && isSessionUser(value.user) && Array.isArray(value.schools) && value.schools.every(isSessionSchool);

export const meQueryKey = (token: string | null) => ['auth', 'me', token] as const;

// POST /v1/auth/me: who the bearer token belongs to. `token` overrides the stored one (the check right
// after sign-in happens before the token is stored). 401 NOT_AUTHENTICATED when the session is gone.
export const getMe = async ({ token, signal }: { token?: string; signal?: AbortSignal } = {}): Promise<Session> => {
  const answer = await api('/v1/auth/me', { token, signal });
  if (!isSession(answer)) throw unexpectedAnswer('/v1/auth/me');
  return answer;
};

// The signed-in user, as the auth provider loaded it when the app started: read from that cache entry,
// not asked of the server again (the provider keeps it fresh).
export const useSessionUser = () =>
  useQuery({
    queryKey: meQueryKey(getToken()),
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: Infinity,
    select: (session) => session.user,
  });

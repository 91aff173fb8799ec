import * as z from 'zod/mini';
import { LANGUAGES } from './languages.ts';
import { SSO_PROVIDERS, USER_ROLES } from './sign-in-rules.ts';

// The answers of the sign-in routes, in zod's small API like the requests. The server declares them; the
// sign-in pages read them with hand-written guards typed by them, so no schema code joins the first load
// (ADR 017).
// POST /v1/auth/login: a code was e-mailed (two-factor stage), or this browser is a remembered device and
// the session starts at once.
export const loginAnswer = z.union([z.object({ two_factor: z.literal(true) }), z.object({ two_factor: z.literal(false), token: z.string().check(z.minLength(1)) })]);
export type LoginAnswer = z.infer<typeof loginAnswer>;
export const verifyCodeAnswer = z.object({ token: z.string().check(z.minLength(1)), email_address: z.string() });
export type VerifyCodeAnswer = z.infer<typeof verifyCodeAnswer>;
// POST /v1/auth/me: who the bearer token belongs to, and their schools.
export const sessionAnswer = z.object({
  token: z.string(),
  user: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email_address: z.string(),
    type: z.enum(USER_ROLES),
    // null until the user chooses a language, when the browser's applies
    preferred_language: z.optional(z.nullable(z.enum(LANGUAGES))),
  }),
  schools: z.array(z.object({ id: z.string(), name: z.string(), allow_students_import: z.boolean() })),
});
export type Session = z.infer<typeof sessionAnswer>;
export type SessionUser = Session['user'];
export type SessionSchool = Session['schools'][number];

// GET /v1/auth/sso/providers: those this server is set up for (none: no buttons).
export const ssoProvidersAnswer = z.object({ providers: z.array(z.enum(SSO_PROVIDERS)) });

import type { ErrorKey } from './errors.ts';
import { LIMITS } from './limits.ts';

// The rules of the public pages (sign in, the e-mailed code, a reset or first password) as plain
// functions, and the roles a session names: the app's first load checks its fields and reads the session
// with them and loads no validation library at all (zod's core alone weighs more over the wire than the
// login page's budget allows). The server's schemas in sign-in.ts are built on these same functions, so
// a rule is written once.

// Who a session belongs to: a school's user or a program admin.
// A coach (ADR 048) reports incidents for their schools and sees nothing else.
export const USER_ROLES = ['user', 'admin', 'coach'] as const;
export type UserRole = (typeof USER_ROLES)[number];

// A field's first problem, as its error key, or undefined when the value passes.
export type FieldRule = (value: string) => ErrorKey | undefined;

// Every e-mail address the product stores (users, parents, contacts, TPAs) meets this pattern: zod's
// own (`z.regexes.email`), kept here so that the public pages need none of zod.
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

// Trimmed, required, bounded; an empty field gets only its required key.
export const userEmailRule: FieldRule = (value) => {
  const email = value.trim();
  if (email === '') return 'EMAIL_REQUIRED';
  if (email.length > LIMITS.EMAIL_MAX) return 'EMAIL_MAX';
  return EMAIL_PATTERN.test(email) ? undefined : 'INVALID_EMAIL';
};

// PASSWORD_REQUIRED is our key (the spec names none). Login does not apply the minimum of new
// passwords, so accounts created under an older rule can still sign in.
export const loginPasswordRule: FieldRule = (value) => (value === '' ? 'PASSWORD_REQUIRED' : undefined);

// New passwords (reset, account confirmation).
export const newPasswordRule: FieldRule = (value) => (value.length < LIMITS.PASSWORD_MIN ? 'PASSWORD_TOO_SHORT' : undefined);

// PASSWORDS_DO_NOT_MATCH is our key for the confirmation field.
export const passwordConfirmationProblem = (password: string, confirmation: string): ErrorKey | undefined =>
  password === confirmation ? undefined : 'PASSWORDS_DO_NOT_MATCH';

const CODE_PATTERN = new RegExp(`^\\d{${LIMITS.TWO_FACTOR_CODE_LENGTH}}$`);
export const twoFactorCodeRule: FieldRule = (value) => (CODE_PATTERN.test(value.trim()) ? undefined : 'INVALID_CODE');

// Staff sign-in with a district account (ADR 030): the providers a server may be set up for.
export const SSO_PROVIDERS = ['google', 'microsoft'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

import * as z from 'zod/mini';
import { INVALID_VALUE_ERROR } from './errors.ts';
import { LIMITS } from './limits.ts';

// The rules of the public pages (sign in, the e-mailed code, a reset or first password), written with
// zod's tree-shakable API: these pages load them before anything else, and zod's full API alone weighs
// more over the wire (about 35 KiB) than the login page's budget allows. The schemas are the same
// objects to zod's functions and to the other schemas, which compose them like any field.

// Who a session belongs to: a school's user or a program admin.
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

const EMAIL_KEYS = { required: 'EMAIL_REQUIRED', invalid: 'INVALID_EMAIL', max: 'EMAIL_MAX' } as const;

// Trimmed, required, bounded; an empty field gets only its required key.
export const userEmailSchema = z.string({ error: EMAIL_KEYS.required }).check(
  z.trim(),
  z.minLength(1, EMAIL_KEYS.required),
  z.maxLength(LIMITS.EMAIL_MAX, EMAIL_KEYS.max),
  z.refine((value) => value === '' || z.regexes.email.test(value), EMAIL_KEYS.invalid),
);

// New passwords (reset, account confirmation). Login does not apply the minimum, so accounts created
// under an older rule can still sign in.
export const passwordSchema = z.string({ error: 'PASSWORD_TOO_SHORT' }).check(z.minLength(LIMITS.PASSWORD_MIN, 'PASSWORD_TOO_SHORT'));

// PASSWORDS_DO_NOT_MATCH is our key for the confirmation field.
export const setPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: 'PASSWORDS_DO_NOT_MATCH' }) }, INVALID_VALUE_ERROR)
  .check(z.refine((value) => value.password === value.confirmPassword, { message: 'PASSWORDS_DO_NOT_MATCH', path: ['confirmPassword'] }));
export type SetPasswordForm = z.output<typeof setPasswordFormSchema>;

// POST /v1/auth/login. PASSWORD_REQUIRED is our key (the spec names none).
export const loginPasswordSchema = z.string({ error: 'PASSWORD_REQUIRED' }).check(z.minLength(1, 'PASSWORD_REQUIRED'));
export const loginSchema = z.object(
  {
    email: userEmailSchema,
    password: loginPasswordSchema,
    // the browser remembers this e-mail (skips the two-factor stage when the server agrees)
    user_remembered: z._default(z.boolean(INVALID_VALUE_ERROR), false),
  },
  INVALID_VALUE_ERROR,
);
export type LoginInput = z.output<typeof loginSchema>;

// POST /v1/auth/password-reset and its form
export const requestResetSchema = z.object({ email: userEmailSchema }, INVALID_VALUE_ERROR);

export const twoFactorCodeSchema = z
  .string({ error: 'INVALID_CODE' })
  .check(z.trim(), z.regex(new RegExp(`^\\d{${LIMITS.TWO_FACTOR_CODE_LENGTH}}$`), 'INVALID_CODE'));

// POST /v1/auth/verify
export const verifyCodeSchema = z.object({ email: userEmailSchema, code: twoFactorCodeSchema }, INVALID_VALUE_ERROR);
export type VerifyCodeInput = z.output<typeof verifyCodeSchema>;

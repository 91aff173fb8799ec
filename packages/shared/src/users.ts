import { z } from 'zod';
import { INVALID_VALUE_ERROR, requiredEmail, requiredId, requiredText } from './fields.ts';
import { LIMITS } from './limits.ts';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

const emailKeys = { required: 'EMAIL_REQUIRED', invalid: 'INVALID_EMAIL', max: 'EMAIL_MAX' } as const;

export const userEmailSchema = requiredEmail(emailKeys, LIMITS.EMAIL_MAX);

// Add/edit school user modal; column names of the users table.
export const userFormSchema = z.object({
  first_name: requiredText(LIMITS.PERSON_NAME_MAX, 'FIRST_NAME_REQUIRED', 'FIRST_NAME_MAX'),
  last_name: requiredText(LIMITS.PERSON_NAME_MAX, 'LAST_NAME_REQUIRED', 'LAST_NAME_MAX'),
  email_address: userEmailSchema,
  is_active: z.boolean({ error: 'IS_ACTIVE_REQUIRED' }),
}, INVALID_VALUE_ERROR);
export type UserForm = z.output<typeof userFormSchema>;
export type UserFormInput = z.input<typeof userFormSchema>;

// POST /v1/user; school users are always created with type 'user'.
export const createSchoolUserSchema = z.object({
  email: userEmailSchema,
  first_name: requiredText(LIMITS.PERSON_NAME_MAX, 'FIRST_NAME_REQUIRED', 'FIRST_NAME_MAX'),
  last_name: requiredText(LIMITS.PERSON_NAME_MAX, 'LAST_NAME_REQUIRED', 'LAST_NAME_MAX'),
  school_id: requiredId('SCHOOL_REQUIRED'),
  type: z.literal('user', INVALID_VALUE_ERROR).default('user'),
}, INVALID_VALUE_ERROR);
export type CreateSchoolUser = z.output<typeof createSchoolUserSchema>;

// New passwords (reset, account confirmation). Login does not apply the minimum, so accounts created
// under an older rule can still sign in.
export const passwordSchema = z.string({ error: 'PASSWORD_TOO_SHORT' }).min(LIMITS.PASSWORD_MIN, 'PASSWORD_TOO_SHORT');

// PASSWORDS_DO_NOT_MATCH is our key for the confirmation field.
export const setPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string({ error: 'PASSWORDS_DO_NOT_MATCH' }),
  }, INVALID_VALUE_ERROR)
  .refine((value) => value.password === value.confirmPassword, {
    message: 'PASSWORDS_DO_NOT_MATCH',
    path: ['confirmPassword'],
  });
export type SetPasswordForm = z.output<typeof setPasswordFormSchema>;

// POST /v1/auth/login. PASSWORD_REQUIRED is our key (the spec names none).
export const loginSchema = z.object({
  email: userEmailSchema,
  password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, 'PASSWORD_REQUIRED'),
  // the browser remembers this e-mail (skips the two-factor stage when the server agrees)
  user_remembered: z.boolean(INVALID_VALUE_ERROR).default(false),
}, INVALID_VALUE_ERROR);
export type LoginInput = z.output<typeof loginSchema>;

export const twoFactorCodeSchema = z
  .string({ error: 'INVALID_CODE' })
  .trim()
  .regex(new RegExp(`^\\d{${LIMITS.TWO_FACTOR_CODE_LENGTH}}$`), 'INVALID_CODE');

// POST /v1/auth/verify
export const verifyCodeSchema = z.object({
  email: userEmailSchema,
  code: twoFactorCodeSchema,
}, INVALID_VALUE_ERROR);
export type VerifyCodeInput = z.output<typeof verifyCodeSchema>;

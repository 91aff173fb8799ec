import * as z from 'zod/mini';
import { INVALID_VALUE_ERROR, type ErrorKey } from './errors.ts';
import {
  loginPasswordRule,
  newPasswordRule,
  twoFactorCodeRule,
  userEmailRule,
  type FieldRule,
} from './sign-in-rules.ts';

// The schemas of the sign-in requests, built on the plain rules of sign-in-rules.ts that the public
// pages check their fields with. zod's tree-shakable API keeps them light for the other schemas that
// compose them (users.ts takes the e-mail rule).

// A string field checked by its rule; a value that is not a string at all gets the rule's key for ''.
// `trimmed` fields are stored trimmed.
const ruledString = (rule: FieldRule, { trimmed }: { trimmed: boolean }) => {
  const typeKey: ErrorKey = rule('') ?? INVALID_VALUE_ERROR.error;
  const check = z.superRefine<string>((value, context) => {
    const key = rule(value);
    if (key) context.addIssue({ code: 'custom', message: key, input: value });
  });
  return z.string({ error: typeKey }).check(...(trimmed ? [z.trim(), check] : [check]));
};

export const userEmailSchema = ruledString(userEmailRule, { trimmed: true });

// New passwords (reset, account confirmation).
export const passwordSchema = ruledString(newPasswordRule, { trimmed: false });

// POST /v1/auth/login
export const loginPasswordSchema = ruledString(loginPasswordRule, { trimmed: false });
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

// POST /v1/auth/password-reset
export const requestResetSchema = z.object({ email: userEmailSchema }, INVALID_VALUE_ERROR);

export const twoFactorCodeSchema = ruledString(twoFactorCodeRule, { trimmed: true });

// POST /v1/auth/verify
export const verifyCodeSchema = z.object({ email: userEmailSchema, code: twoFactorCodeSchema }, INVALID_VALUE_ERROR);
export type VerifyCodeInput = z.output<typeof verifyCodeSchema>;

// POST /v1/auth/reset-password and /v1/auth/confirm: the link's token and the new password.
const linkTokenSchema = z.string({ error: 'INVALID_LINK' }).check(z.minLength(1, 'INVALID_LINK'));
export const passwordLinkSchema = z.object({ token: linkTokenSchema, password: passwordSchema });
// POST /v1/auth/accept-invitation: the link a school's invitation to coach sent to an existing account.
export const invitationLinkSchema = z.object({ token: linkTokenSchema });

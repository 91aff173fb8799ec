import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loginPasswordRule, newPasswordRule, passwordConfirmationProblem, twoFactorCodeRule, userEmailRule } from './sign-in-rules.ts';
import {
  loginPasswordSchema,
  loginSchema,
  passwordSchema,
  requestResetSchema,
  twoFactorCodeSchema,
  userEmailSchema,
  verifyCodeSchema,
} from './sign-in.ts';
import { emailOfLength, expectIssue, expectValid, text } from './test-helpers.ts';

describe('passwords', () => {
  it('accepts 12 characters and rejects 11', () => {
    expectValid(passwordSchema, text(12));
    expectIssue(passwordSchema, text(11), '', 'PASSWORD_TOO_SHORT');
  });

  it('confirms the new password', () => {
    expect(passwordConfirmationProblem(text(12), text(12))).toBeUndefined();
    expect(passwordConfirmationProblem(text(12), text(13))).toBe('PASSWORDS_DO_NOT_MATCH');
  });
});

describe('loginSchema', () => {
  it('defaults user_remembered to false and does not apply the password minimum', () => {
    expect(loginSchema.parse({ email: 'a@b.co', password: 'short' })).toEqual({
      email: 'a@b.co',
      password: 'short',
      user_remembered: false,
    });
  });

  it.each([
    ['email', '', 'EMAIL_REQUIRED'],
    ['email', 'nope', 'INVALID_EMAIL'],
    ['password', '', 'PASSWORD_REQUIRED'],
  ])('%s = %j fails with %s', (field, value, key) => {
    expectIssue(loginSchema, { email: 'a@b.co', password: 'pw', [field]: value }, field, key);
  });
});

describe('two-factor code', () => {
  it.each(['123456', ' 000000 '])('accepts %j', (code) => {
    expectValid(twoFactorCodeSchema, code);
  });

  it.each(['12345', '1234567', '12a456', '', '12 456'])('rejects %j with INVALID_CODE', (code) => {
    expectIssue(twoFactorCodeSchema, code, '', 'INVALID_CODE');
  });

  it('verifies with e-mail and code', () => {
    expectValid(verifyCodeSchema, { email: 'a@b.co', code: '654321' });
    expectIssue(verifyCodeSchema, { email: 'a@b.co', code: '6543' }, 'code', 'INVALID_CODE');
  });
});

describe('password reset request', () => {
  it.each([
    [' sam@school.org ', undefined],
    ['', 'EMAIL_REQUIRED'],
    ['sam@', 'INVALID_EMAIL'],
    [emailOfLength(101), 'EMAIL_MAX'],
  ])('%j: %s', (email, key) => {
    if (key) expectIssue(requestResetSchema, { email }, 'email', key);
    else expect(requestResetSchema.parse({ email })).toEqual({ email: 'sam@school.org' });
  });

  it('gives an empty e-mail only its required key', () => {
    expect(requestResetSchema.safeParse({ email: '  ' }).error?.issues.map((issue) => issue.message)).toEqual(['EMAIL_REQUIRED']);
  });
});

// The public pages check their fields with the plain rules; the server parses with the schemas.
describe('the pages and the server agree', () => {
  const firstKey = (schema: z.ZodMiniType, value: unknown) => {
    const parsed = z.safeParse(schema, value);
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };

  it.each(['', '  ', 'sam@school.org', ' sam@school.org ', 'sam@', 'a b@c.de', emailOfLength(100), emailOfLength(101)])('e-mail %j', (value) => {
    expect(userEmailRule(value)).toBe(firstKey(userEmailSchema, value));
  });

  it.each(['', ' ', 'x'])('login password %j', (value) => {
    expect(loginPasswordRule(value)).toBe(firstKey(loginPasswordSchema, value));
  });

  it.each(['', text(11), text(12)])('new password %j', (value) => {
    expect(newPasswordRule(value)).toBe(firstKey(passwordSchema, value));
  });

  it.each(['', '123456', ' 123456 ', '12345', '12a456'])('code %j', (value) => {
    expect(twoFactorCodeRule(value)).toBe(firstKey(twoFactorCodeSchema, value));
  });

  it('a value that is not a string gets the key of an empty field', () => {
    expect(firstKey(userEmailSchema, 5)).toBe('EMAIL_REQUIRED');
    expect(firstKey(twoFactorCodeSchema, null)).toBe('INVALID_CODE');
  });
});

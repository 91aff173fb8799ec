import type { VerifyCodeAnswer, VerifyCodeInput } from '@claims/shared';
import { api, unexpectedAnswer } from '../../../lib/api';
import { isRecord } from '../../../lib/json';

// The shared verifyCodeAnswer (also the SSO hand-over's), checked by hand: the sign-in page loads no
// schema code for answers (ADR 017).
export const isVerifyCodeAnswer = (value: unknown): value is VerifyCodeAnswer =>
  isRecord(value) && typeof value.token === 'string' && value.token !== '' && typeof value.email_address === 'string';

// POST /v1/auth/verify. Errors: INVALID_CODE, CODE_EXPIRED, CODE_LOCKED (401), TOO_MANY_REQUESTS (429).
export const verifyCode = async (input: VerifyCodeInput): Promise<VerifyCodeAnswer> => {
  const answer = await api('/v1/auth/verify', { body: input, isPublic: true });
  if (!isVerifyCodeAnswer(answer)) throw unexpectedAnswer('/v1/auth/verify');
  return answer;
};

import type { VerifyCodeInput } from '@claims/shared';
import { api, unexpectedAnswer } from '../../../lib/api';
import { isRecord } from '../../../lib/json';

type VerifyCodeResponse = { token: string; email_address: string };

const isVerifyCodeResponse = (value: unknown): value is VerifyCodeResponse =>
  isRecord(value) && typeof value.token === 'string' && value.token !== '' && typeof value.email_address === 'string';

// POST /v1/auth/verify. Errors: INVALID_CODE, CODE_EXPIRED, CODE_LOCKED (401), TOO_MANY_REQUESTS (429).
export const verifyCode = async (input: VerifyCodeInput): Promise<VerifyCodeResponse> => {
  const answer = await api('/v1/auth/verify', { body: input, isPublic: true });
  if (!isVerifyCodeResponse(answer)) throw unexpectedAnswer('/v1/auth/verify');
  return answer;
};

import { verifyCodeAnswer, type VerifyCodeAnswer, type VerifyCodeInput } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';

// POST /v1/auth/verify. Errors: INVALID_CODE, CODE_EXPIRED, CODE_LOCKED (401), TOO_MANY_REQUESTS (429).
export const verifyCode = async (input: VerifyCodeInput): Promise<VerifyCodeAnswer> => apiAnswer(verifyCodeAnswer, '/v1/auth/verify', { body: input, isPublic: true });

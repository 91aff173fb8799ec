import type { VerifyCodeInput } from '@claims/shared';
import { z } from 'zod';
import { api } from '../../../lib/api';

const verifyCodeResponseSchema = z.object({ token: z.string().min(1), email_address: z.string() });

// POST /v1/auth/verify. Errors: INVALID_CODE, CODE_EXPIRED, CODE_LOCKED (401), TOO_MANY_REQUESTS (429).
export const verifyCode = async (input: VerifyCodeInput) =>
  verifyCodeResponseSchema.parse(await api('/v1/auth/verify', { body: input, isPublic: true }));

import type { VerifyCodeInput } from '@claims/shared';
import * as z from 'zod/mini';
import { api } from '../../../lib/api';

const verifyCodeResponseSchema = z.object({ token: z.string().check(z.minLength(1)), email_address: z.string() });

// POST /v1/auth/verify. Errors: INVALID_CODE, CODE_EXPIRED, CODE_LOCKED (401), TOO_MANY_REQUESTS (429).
export const verifyCode = async (input: VerifyCodeInput) =>
  verifyCodeResponseSchema.parse(await api('/v1/auth/verify', { body: input, isPublic: true }));

import type { LoginInput } from '@claims/shared';
import * as z from 'zod/mini';
import { api } from '../../../lib/api';

// Either a code was e-mailed (two-factor stage), or this browser is a remembered device and the
// session starts at once.
const loginResponseSchema = z.discriminatedUnion('two_factor', [
  z.object({ two_factor: z.literal(true) }),
  z.object({ two_factor: z.literal(false), token: z.string().check(z.minLength(1)) }),
]);

export type LoginResponse = z.infer<typeof loginResponseSchema>;

// POST /v1/auth/login. Errors: LOGIN_FAILED (401), VALIDATION_FAILED (400), TOO_MANY_REQUESTS (429).
export const login = async (input: LoginInput): Promise<LoginResponse> =>
  loginResponseSchema.parse(await api('/v1/auth/login', { body: input, isPublic: true }));

import { loginAnswer, type LoginAnswer, type LoginInput } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';

// Either a code was e-mailed (two-factor stage), or this browser is a remembered device and the
// session starts at once.
export type LoginResponse = LoginAnswer;

// POST /v1/auth/login. Errors: LOGIN_FAILED (401), VALIDATION_FAILED (400), TOO_MANY_REQUESTS (429).
export const login = async (input: LoginInput): Promise<LoginResponse> => apiAnswer(loginAnswer, '/v1/auth/login', { body: input, isPublic: true });

import type { LoginAnswer, LoginInput } from '@claims/shared';
import { api, unexpectedAnswer } from '../../../lib/api';
import { isRecord } from '../../../lib/json';

// Either a code was e-mailed (two-factor stage), or this browser is a remembered device and the
// session starts at once.
export type LoginResponse = LoginAnswer;

// The shared loginAnswer, checked by hand: the sign-in page loads no schema code for answers (ADR 017).
const isLoginResponse = (value: unknown): value is LoginResponse =>
  isRecord(value) && (value.two_factor === true || (value.two_factor === false && typeof value.token === 'string' && value.token !== ''));

// POST /v1/auth/login. Errors: LOGIN_FAILED (401), VALIDATION_FAILED (400), TOO_MANY_REQUESTS (429).
export const login = async (input: LoginInput): Promise<LoginResponse> => {
  const answer = await api('/v1/auth/login', { body: input, isPublic: true });
  if (!isLoginResponse(answer)) throw unexpectedAnswer('/v1/auth/login');
  return answer;
};

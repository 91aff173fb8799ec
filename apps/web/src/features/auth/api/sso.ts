import { SSO_PROVIDERS, type SsoProvider } from '@claims/shared';
import { api, unexpectedAnswer } from '../../../lib/api';
import { isRecord } from '../../../lib/json';
import { isVerifyCodeAnswer } from './verify-code';

export type { SsoProvider };

const isSsoProvider = (value: unknown): value is SsoProvider => (SSO_PROVIDERS as readonly unknown[]).includes(value);

// GET /v1/auth/sso/providers: the providers this server is set up for (none: no buttons). The shared
// ssoProvidersAnswer, checked by hand like the other sign-in answers (ADR 017).
export const getSsoProviders = async (): Promise<SsoProvider[]> => {
  const answer = await api('/v1/auth/sso/providers', { method: 'GET', isPublic: true, quiet: true });
  if (!isRecord(answer) || !Array.isArray(answer.providers)) throw unexpectedAnswer('/v1/auth/sso/providers');
  return answer.providers.filter(isSsoProvider);
};

// A full-page navigation: the server sends the browser on to the provider.
export const ssoStartUrl = (provider: SsoProvider) => `/v1/auth/sso/${provider}/start`;

// POST /v1/auth/sso/session: the session the provider's callback opened, handed over once (ADR 030).
// Errors: SSO_FAILED (401).
export const takeSsoSession = async (): Promise<string> => {
  const answer = await api('/v1/auth/sso/session', { isPublic: true });
  if (!isVerifyCodeAnswer(answer)) throw unexpectedAnswer('/v1/auth/sso/session');
  return answer.token;
};

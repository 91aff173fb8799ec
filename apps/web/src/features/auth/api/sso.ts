import { api, unexpectedAnswer } from '../../../lib/api';
import { isRecord } from '../../../lib/json';

export type SsoProvider = 'google' | 'microsoft';
const SSO_PROVIDERS: readonly string[] = ['google', 'microsoft'] satisfies SsoProvider[];

// GET /v1/auth/sso/providers: the providers this server is set up for (none: no buttons).
export const getSsoProviders = async (): Promise<SsoProvider[]> => {
  const answer = await api('/v1/auth/sso/providers', { method: 'GET', isPublic: true, quiet: true });
  if (!isRecord(answer) || !Array.isArray(answer.providers)) throw unexpectedAnswer('/v1/auth/sso/providers');
  return answer.providers.filter((provider): provider is SsoProvider => SSO_PROVIDERS.includes(provider as string));
};

// A full-page navigation: the server sends the browser on to the provider.
export const ssoStartUrl = (provider: SsoProvider) => `/v1/auth/sso/${provider}/start`;

// POST /v1/auth/sso/session: the session the provider's callback opened, handed over once (ADR 030).
// Errors: SSO_FAILED (401).
export const takeSsoSession = async (): Promise<string> => {
  const answer = await api('/v1/auth/sso/session', { isPublic: true });
  if (!isRecord(answer) || typeof answer.token !== 'string' || answer.token === '') throw unexpectedAnswer('/v1/auth/sso/session');
  return answer.token;
};

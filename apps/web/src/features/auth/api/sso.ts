import { ssoProvidersAnswer, verifyCodeAnswer, type SsoProvider } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';

export type { SsoProvider };

// GET /v1/auth/sso/providers: the providers this server is set up for (none: no buttons).
export const getSsoProviders = async (): Promise<SsoProvider[]> =>
  (await apiAnswer(ssoProvidersAnswer, '/v1/auth/sso/providers', { method: 'GET', isPublic: true, quiet: true })).providers;

// A full-page navigation: the server sends the browser on to the provider.
export const ssoStartUrl = (provider: SsoProvider) => `/v1/auth/sso/${provider}/start`;

// POST /v1/auth/sso/session: the session the provider's callback opened, handed over once (ADR 030).
// Errors: SSO_FAILED (401).
export const takeSsoSession = async (): Promise<string> => (await apiAnswer(verifyCodeAnswer, '/v1/auth/sso/session', { isPublic: true })).token;

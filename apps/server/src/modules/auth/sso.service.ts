import * as oidc from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { SsoProviderConfig, SsoProviderName } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain/domain-error.ts';
import type { RequestMeta } from './auth.service.ts';
import { hashToken, newToken } from './secrets.ts';
import * as repo from './sso.repo.ts';

// Long enough to pick an account and pass the provider's own second factor, short enough that an
// abandoned attempt is soon of no use.
const ATTEMPT_LIFETIME_MS = 10 * 60_000;

type Claims = { email?: unknown; email_verified?: unknown; hd?: unknown; tid?: unknown; xms_edov?: unknown };

// Which claim names the district, and where the user's schools list the ones they allow (ADR 030).
const DISTRICT_CLAIM = {
  google: { claim: 'hd', allowed: (user: { google_domains: string[] }) => user.google_domains },
  microsoft: { claim: 'tid', allowed: (user: { microsoft_tenants: string[] }) => user.microsoft_tenants },
} as const;

const isLoopback = (issuer: string) => new URL(issuer).protocol === 'http:';

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET']);

// A network failure shows as its code somewhere down the error's causes (fetch wraps it as "fetch failed").
function isUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (current instanceof AggregateError && current.errors.some(isUnreachable)) return true;
  }
  return false;
}

export type SsoServiceDeps = {
  db: Db;
  log: FastifyBaseLogger;
  publicUrl: string;
  providers: Partial<Record<SsoProviderName, SsoProviderConfig>>;
  openSession: (userId: string, meta: RequestMeta) => Promise<string>;
  now?: () => Date;
};

export function createSsoService({ db, log, publicUrl, providers, openSession, now = () => new Date() }: SsoServiceDeps) {
  // Discovered on first use and kept; a failed discovery (the provider out of reach) is tried again next time.
  const configurations = new Map<SsoProviderName, Promise<oidc.Configuration>>();
  const configurationOf = (name: SsoProviderName) => {
    const provider = providers[name];
    if (!provider) throw new DomainError('NOT_FOUND', 'not_found');
    let configuration = configurations.get(name);
    if (!configuration) {
      // The ID token's signature is checked against the provider's keys too, not only trusted for having
      // come over TLS from its token endpoint.
      configuration = oidc.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
        execute: [...(isLoopback(provider.issuer) ? [oidc.allowInsecureRequests] : []), oidc.enableNonRepudiationChecks],
      });
      configuration.catch(() => configurations.delete(name));
      configurations.set(name, configuration);
    }
    return configuration;
  };
  const redirectUri = (name: SsoProviderName) => `${publicUrl}/v1/auth/sso/${name}/callback`;
  const refuse = (key: 'SSO_FAILED' | 'SSO_EMAIL_UNVERIFIED' | 'SSO_NO_ACCOUNT' | 'SSO_NOT_ALLOWED', name: SsoProviderName, reason: string, extra: object = {}): never => {
    log.info({ event: 'sign-in', method: `sso-${name}`, outcome: 'refused', reason, ...extra }, 'sign-in refused');
    throw new DomainError(key, key === 'SSO_FAILED' ? 'unauthenticated' : 'forbidden');
  };

  return {
    providers: () => (Object.keys(providers) as SsoProviderName[]).sort(),

    isProvider: (name: string): name is SsoProviderName => Object.hasOwn(providers, name),

    // Where to send the browser, and the key it must bring back (in a cookie) to finish.
    async start(name: SsoProviderName) {
      let configuration: oidc.Configuration;
      try {
        configuration = await configurationOf(name);
      } catch (error) {
        log.error({ err: error, provider: name }, 'sign-in provider out of reach');
        throw new DomainError('SSO_FAILED', 'unauthenticated');
      }
      const browserKey = newToken();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const at = now();
      await repo.insertSsoAttempt(
        db,
        { key_hash: hashToken(browserKey), provider: name, state, nonce, code_verifier: codeVerifier, expires_at: new Date(at.getTime() + ATTEMPT_LIFETIME_MS) },
        at,
      );
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri(name),
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { redirectTo: url.href, browserKey };
    },

    // The provider's answer (the callback's query) checked against the attempt this browser started:
    // state, nonce and PKCE verifier must all match, the code is exchanged once, and openid-client checks
    // the ID token (signature included). Then the account must be a verified e-mail of an active user
    // whose schools allow the account's district.
    async finish(name: SsoProviderName, browserKey: string | undefined, callbackQuery: string, meta: RequestMeta) {
      if (!browserKey) return refuse('SSO_FAILED', name, 'no-attempt-cookie');
      const attempt = await repo.takeSsoAttempt(db, hashToken(browserKey), name);
      if (!attempt) return refuse('SSO_FAILED', name, 'attempt-unknown-or-used');
      if (attempt.expires_at <= now()) return refuse('SSO_FAILED', name, 'attempt-expired');
      let claims: Claims;
      try {
        const tokens = await oidc.authorizationCodeGrant(await configurationOf(name), new URL(`${redirectUri(name)}${callbackQuery}`), {
          pkceCodeVerifier: attempt.code_verifier,
          expectedState: attempt.state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
        claims = (tokens.claims() ?? {}) as Claims;
      } catch (error) {
        // What failed (the state, the nonce, the code...), without the values compared.
        const { name: errorName, code, message, cause } = error as { name?: string; code?: string; message?: string; cause?: { message?: unknown; claim?: unknown } };
        const detail = { name: errorName, code, message, cause: typeof cause?.message === 'string' ? cause.message : undefined, claim: cause?.claim };
        // An issuer out of reach (refused, reset, unknown host, timed out) is an outage, not a forged answer.
        return refuse('SSO_FAILED', name, isUnreachable(error) ? 'provider-unreachable' : 'provider-answer-refused', { error: detail });
      }
      const email = typeof claims.email === 'string' ? claims.email.trim() : '';
      // Entra names an e-mail its tenant owns by `xms_edov` (an optional claim) rather than `email_verified`.
      if (!email || (claims.email_verified !== true && claims.xms_edov !== true)) return refuse('SSO_EMAIL_UNVERIFIED', name, 'email-unverified');
      const user = await repo.findSsoUser(db, email);
      if (!user) return refuse('SSO_NO_ACCOUNT', name, 'no-active-user');
      const { claim, allowed } = DISTRICT_CLAIM[name];
      const district = typeof claims[claim] === 'string' ? (claims[claim] as string).toLowerCase() : '';
      if (!district || !allowed(user).includes(district)) return refuse('SSO_NOT_ALLOWED', name, `${claim}-not-allowed`, { userId: user.id, [claim]: district || null });
      const token = await openSession(user.id, meta);
      log.info({ event: 'sign-in', method: `sso-${name}`, outcome: 'signed-in', userId: user.id, ip: meta.ip }, 'signed in');
      return { token };
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;

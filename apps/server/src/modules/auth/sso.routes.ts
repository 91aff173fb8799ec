import { ssoProvidersAnswer, verifyCodeAnswer } from '@claims/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../domain/domain-error.ts';
import type { TypedApp } from '../../http/openapi.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { refuseTooManyRequests, type RateLimiter } from '../rate-limits/rate-limiter.ts';
import type { RateLimits } from './auth.routes.ts';
import type { AuthService } from './auth.service.ts';
import type { SsoService } from './sso.service.ts';

// The browser's key to its sign-in under way, from the start to the provider's callback. Lax, not Strict:
// the callback is a navigation from the provider's site, which a Strict cookie would not come back with.
const ATTEMPT_COOKIE = 'claims_sso';
// The new session, handed from the callback (a redirect) to the sign-in page, which takes it once by a
// POST, so the token never appears in an address, a history or a log.
const SESSION_COOKIE = 'claims_sso_session';
const SESSION_PATH = '/v1/auth/sso/session';
const HANDOFF_SECONDS = 60;
const tags = ['Sign-in'];
// Any name: one this server is not set up for is not found.
const providerParams = z.object({ provider: z.string() });

export async function registerSsoRoutes(app: TypedApp, sso: SsoService, auth: AuthService, limits: RateLimits, limiter: RateLimiter) {
  const throttleAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    const state = await limiter.hit(`auth:address:${request.ip}`, { max: limits.perIpPerMinute, windowMs: 60_000 });
    if (!state.allowed) refuseTooManyRequests(reply, state.retryAfterMs);
  };
  const publicLimited = { config: { public: true }, onRequest: [throttleAddress] };
  const cookieOptions = (request: FastifyRequest, path: string, maxAge: number) => ({
    path,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    maxAge,
  });
  // A refusal comes back to the sign-in page, which says why in the reader's language.
  const toSignIn = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof DomainError)) throw error;
    return reply.redirect(`/login?sso_error=${encodeURIComponent(error.code)}`);
  };
  const providerOf = ({ provider }: z.output<typeof providerParams>) => {
    if (!sso.isProvider(provider)) throw new DomainError('NOT_FOUND', 'not_found');
    return provider;
  };
  // The provider's pages, by redirect: the sign-in page hears of a refusal in its address.
  const redirecting = { ...publicLimited, schema: { tags, params: providerParams } };

  app.get('/v1/auth/sso/providers', { config: { public: true }, schema: { tags, response: { 200: ssoProvidersAnswer } } }, async () => ({ providers: sso.providers() }));

  app.get('/v1/auth/sso/:provider/start', redirecting, async (request, reply) => {
    const provider = providerOf(request.params);
    try {
      const { redirectTo, browserKey } = await sso.start(provider);
      reply.setCookie(ATTEMPT_COOKIE, browserKey, cookieOptions(request, '/v1/auth/sso', 600));
      return reply.redirect(redirectTo);
    } catch (error) {
      return toSignIn(reply, error);
    }
  });

  app.get('/v1/auth/sso/:provider/callback', redirecting, async (request, reply) => {
    const provider = providerOf(request.params);
    const queryStart = request.url.indexOf('?');
    const query = queryStart === -1 ? '' : request.url.slice(queryStart);
    reply.clearCookie(ATTEMPT_COOKIE, { path: '/v1/auth/sso' });
    try {
      const { token } = await sso.finish(provider, request.cookies[ATTEMPT_COOKIE], query, requestMeta(request));
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, SESSION_PATH, HANDOFF_SECONDS));
      return reply.redirect('/login?sso=done');
    } catch (error) {
      return toSignIn(reply, error);
    }
  });

  app.post(SESSION_PATH, { ...publicLimited, schema: { tags, response: { 200: verifyCodeAnswer } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    reply.clearCookie(SESSION_COOKIE, { path: SESSION_PATH });
    const actor = token ? await auth.authenticate(token) : null;
    if (!token || !actor) throw new DomainError('SSO_FAILED', 'unauthenticated');
    const { user } = await auth.me(actor, token);
    return { token, email_address: user.email_address };
  });
}

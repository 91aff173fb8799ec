import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../http/domain-error.ts';
import { requireActor } from './actor.ts';
import { AUTH_LIMITS, type AuthService } from './auth.service.ts';

export type RateLimits = { perIpPerMinute: number; perAccountPer15Minutes: number };
export const DEFAULT_RATE_LIMITS: RateLimits = { perIpPerMinute: 30, perAccountPer15Minutes: 10 };

const DEVICE_COOKIE = 'claims_device';
// Only a well-formed address reaches the inet column.
const meta = (request: FastifyRequest) => ({ ip: isIP(request.ip) ? request.ip : undefined, userAgent: request.headers['user-agent'] });
const emailOf = (request: FastifyRequest) => String((request.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase();

export async function registerAuthRoutes(app: FastifyInstance, auth: AuthService, limits: RateLimits) {
  // Per address, every request; per account, only failures (so a stranger cannot lock a user out by
  // knocking with the right email), and reset requests on a counter of their own. The plugin runs one
  // limiter hook per request, so the account counters are checked and counted here.
  const perIp = app.rateLimit({ max: limits.perIpPerMinute, timeWindow: 60_000 });
  const accountCounter = (prefix: string) =>
    app.createRateLimit({ max: limits.perAccountPer15Minutes, timeWindow: 15 * 60_000, keyGenerator: (request) => `${prefix}:${emailOf(request)}` });
  const failures = accountCounter('failures');
  const resets = accountCounter('resets');
  const refuseWhenSpent = async (request: FastifyRequest, counter: typeof failures, count: boolean) => {
    const limit = await counter(request, { increment: count });
    if (!limit.isAllowed && (count ? limit.isExceeded : limit.remaining <= 0)) {
      request.log.warn({ event: 'rate-limited', account: emailOf(request), url: request.url }, 'too many attempts for one account');
      throw new DomainError('TOO_MANY_REQUESTS', 'too_many_requests');
    }
  };
  const perAccount = (request: FastifyRequest) => refuseWhenSpent(request, failures, false);
  const countingFailures = async <T>(request: FastifyRequest, attempt: () => Promise<T>) => {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'unauthenticated') await failures(request);
      throw error;
    }
  };
  const publicLimited = { config: { public: true }, onRequest: [perIp], preHandler: [perAccount] };

  app.post('/v1/auth/login', publicLimited, async (request) =>
    countingFailures(request, () => auth.login(request.body, request.cookies[DEVICE_COOKIE], meta(request))),
  );

  app.post('/v1/auth/verify', publicLimited, async (request, reply) => {
    const { token, email_address, deviceToken } = await countingFailures(request, () => auth.verify(request.body, meta(request)));
    if (deviceToken) {
      reply.setCookie(DEVICE_COOKIE, deviceToken, {
        path: '/v1/auth',
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: AUTH_LIMITS.rememberedDeviceMs / 1000,
      });
    }
    return { token, email_address };
  });

  app.post('/v1/auth/me', async (request) => auth.me(requireActor(request.actor), request.bearerToken ?? ''));

  app.post('/v1/auth/logout', async (request) => {
    await auth.logout(requireActor(request.actor));
    return { success: true };
  });

  app.post('/v1/auth/reset-password/request', { config: { public: true }, onRequest: [perIp], preHandler: [(request: FastifyRequest) => refuseWhenSpent(request, resets, true)] }, async (request) => {
    await auth.requestPasswordReset(request.body);
    return { success: true };
  });

  app.post('/v1/auth/reset-password', { config: { public: true }, onRequest: [perIp] }, async (request) => {
    await auth.setPasswordWithLink(request.body, 'reset');
    return { success: true };
  });

  app.post('/v1/auth/confirm', { config: { public: true }, onRequest: [perIp] }, async (request) => {
    await auth.setPasswordWithLink(request.body, 'confirm');
    return { success: true };
  });
}

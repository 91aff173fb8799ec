import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../http/domain-error.ts';
import { requireActor } from './actor.ts';
import { AUTH_LIMITS, type AuthService } from './auth.service.ts';

export type RateLimits = { perIpPerMinute: number; perAccountPer15Minutes: number };
export const DEFAULT_RATE_LIMITS: RateLimits = { perIpPerMinute: 30, perAccountPer15Minutes: 10 };

const DEVICE_COOKIE = 'claims_device';
const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const emailOf = (request: FastifyRequest) => String((request.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase();

export async function registerAuthRoutes(app: FastifyInstance, auth: AuthService, limits: RateLimits) {
  // Per address and per account, so neither one attacker nor many can hammer one account. The plugin
  // runs one limiter hook per request, so the per-account one checks its result itself.
  const perIp = app.rateLimit({ max: limits.perIpPerMinute, timeWindow: 60_000 });
  const accountLimiter = app.createRateLimit({
    max: limits.perAccountPer15Minutes,
    timeWindow: 15 * 60_000,
    keyGenerator: (request) => `account:${emailOf(request)}`,
  });
  const perAccount = async (request: FastifyRequest) => {
    const limit = await accountLimiter(request);
    if (!limit.isAllowed && limit.isExceeded) {
      request.log.warn({ event: 'rate-limited', account: emailOf(request), url: request.url }, 'too many attempts for one account');
      throw new DomainError('TOO_MANY_REQUESTS', 'too_many_requests');
    }
  };
  const publicLimited = { config: { public: true }, onRequest: [perIp], preHandler: [perAccount] };

  app.post('/v1/auth/login', publicLimited, async (request) =>
    auth.login(request.body, request.cookies[DEVICE_COOKIE], meta(request)),
  );

  app.post('/v1/auth/verify', publicLimited, async (request, reply) => {
    const { token, email_address, deviceToken } = await auth.verify(request.body, meta(request));
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

  app.post('/v1/auth/reset-password/request', publicLimited, async (request) => {
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

import {
  loginAnswer,
  loginSchema,
  passwordLinkSchema,
  preferredLanguageSchema,
  requestResetSchema,
  sessionAnswer,
  successAnswer,
  verifyCodeAnswer,
  verifyCodeSchema,
} from '@claims/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/domain-error.ts';
import type { TypedApp } from '../../http/openapi.ts';
import { fieldOf } from '../../http/request-field.ts';
import { urlForLog } from '../../http/log-redaction.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { refuseTooManyRequests, type RateLimiter } from '../rate-limits/rate-limiter.ts';
import { requireActor } from './actor.ts';
import { AUTH_LIMITS, type AuthService } from './auth.service.ts';

export type RateLimits = { perIpPerMinute: number; perAccountPer15Minutes: number };
export const DEFAULT_RATE_LIMITS: RateLimits = { perIpPerMinute: 30, perAccountPer15Minutes: 10 };

const DEVICE_COOKIE = 'claims_device';
// Only a well-formed address reaches the inet column.
const emailOf = (request: FastifyRequest) => String(fieldOf(request.body, 'email') ?? '').trim().toLowerCase();

const MINUTE = 60_000;
// Failures from one address can spend an account's allowance from that address only; from all addresses
// together an account may fail this many times more before it is throttled for everyone, a ceiling no
// owner reaches by mistake that still stops a distributed guessing run. A stranger with a few addresses
// can reach it, so it does not hold for a browser its owner had remembered (issue 37).
const ACCOUNT_CEILING_FACTOR = 10;

const tags = ['Sign-in'];
const answers = { 200: successAnswer };

// The sign-in routes' and e-mailed links' one allowance per address, shared by every such route.
export const addressThrottle = (limiter: RateLimiter, limits: RateLimits) => async (request: FastifyRequest, reply: FastifyReply) => {
  const state = await limiter.hit(`auth:address:${request.ip}`, { max: limits.perIpPerMinute, windowMs: MINUTE });
  if (!state.allowed) refuseTooManyRequests(reply, state.retryAfterMs);
};

export async function registerAuthRoutes(app: TypedApp, auth: AuthService, limits: RateLimits, limiter: RateLimiter) {
  // Per address, every request; per account, only failures (so knocking with the right email never locks
  // anyone out), counted per (account, address) and, far higher, per account. Counts live in the database,
  // so they hold across every server process.
  const perAccountAndAddress = { max: limits.perAccountPer15Minutes, windowMs: 15 * MINUTE };
  const perAccount = { max: limits.perAccountPer15Minutes * ACCOUNT_CEILING_FACTOR, windowMs: 15 * MINUTE };
  const keysOf = (purpose: string, request: FastifyRequest) => ({
    pair: `auth:${purpose}:${emailOf(request)}|${request.ip}`,
    account: `auth:${purpose}:${emailOf(request)}`,
  });

  const throttleAddress = addressThrottle(limiter, limits);
  const refuseSpentAccount = async (request: FastifyRequest, reply: FastifyReply, purpose: string) => {
    const { pair, account } = keysOf(purpose, request);
    const [pairSpent, accountSpent] = await Promise.all([limiter.isSpent(pair, perAccountAndAddress), limiter.isSpent(account, perAccount)]);
    const ownersDevice = async () => purpose === 'failures' && (await auth.isRememberedDeviceOf(emailOf(request), request.cookies[DEVICE_COOKIE]));
    if (pairSpent || (accountSpent && !(await ownersDevice()))) {
      request.log.warn({ event: 'rate-limited', limit: pairSpent ? 'account-and-address' : 'account', url: urlForLog(request.url) }, 'too many attempts for one account');
      refuseTooManyRequests(reply, 15 * MINUTE);
    }
  };
  const countAgainstAccount = async (request: FastifyRequest, purpose: string) => {
    const { pair, account } = keysOf(purpose, request);
    await Promise.all([limiter.hit(pair, perAccountAndAddress), limiter.hit(account, perAccount)]);
  };
  const countingFailures = async <T>(request: FastifyRequest, attempt: () => Promise<T>) => {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'unauthenticated') await countAgainstAccount(request, 'failures');
      throw error;
    }
  };
  const publicLimited = {
    config: { public: true },
    onRequest: [throttleAddress],
    preHandler: [(request: FastifyRequest, reply: FastifyReply) => refuseSpentAccount(request, reply, 'failures')],
  };
  // Reset requests count every time (each sends an e-mail), on counters of their own.
  const resetLimited = {
    config: { public: true },
    onRequest: [throttleAddress],
    preHandler: [
      async (request: FastifyRequest, reply: FastifyReply) => {
        await refuseSpentAccount(request, reply, 'resets');
        await countAgainstAccount(request, 'resets');
      },
    ],
  };

  app.post('/v1/auth/login', { ...publicLimited, schema: { tags, body: loginSchema, response: { 200: loginAnswer } } }, async (request) =>
    countingFailures(request, () => auth.login(request.body, request.cookies[DEVICE_COOKIE], requestMeta(request))),
  );

  app.post('/v1/auth/verify', { ...publicLimited, schema: { tags, body: verifyCodeSchema, response: { 200: verifyCodeAnswer } } }, async (request, reply) => {
    const { token, email_address, deviceToken } = await countingFailures(request, () => auth.verify(request.body, requestMeta(request)));
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

  app.post('/v1/auth/me', { config: { coach: true }, schema: { tags, response: { 200: sessionAnswer } } }, async (request) => auth.me(requireActor(request.actor), request.bearerToken ?? ''));

  app.post('/v1/auth/me/language', { config: { coach: true }, schema: { tags, body: preferredLanguageSchema, response: answers } }, async (request) => {
    await auth.setPreferredLanguage(requireActor(request.actor), request.body);
    return { success: true as const };
  });

  app.post('/v1/auth/logout', { config: { coach: true }, schema: { tags, response: answers } }, async (request) => {
    await auth.logout(requireActor(request.actor));
    return { success: true as const };
  });

  app.post('/v1/auth/reset-password/request', { ...resetLimited, schema: { tags, body: requestResetSchema, response: answers } }, async (request) => {
    await auth.requestPasswordReset(request.body);
    return { success: true as const };
  });

  // The link's purpose decides which password it sets: a reset, or a new account's first.
  for (const [url, purpose] of [['/v1/auth/reset-password', 'reset'], ['/v1/auth/confirm', 'confirm']] as const) {
    app.post(url, { config: { public: true }, onRequest: [throttleAddress], schema: { tags, body: passwordLinkSchema, response: answers } }, async (request) => {
      await auth.setPasswordWithLink(request.body, purpose);
      return { success: true as const };
    });
  }
}

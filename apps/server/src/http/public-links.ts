import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken } from '../modules/auth/secrets.ts';
import { refuseTooManyRequests, type RateLimiter, type RateLimitState } from '../modules/rate-limits/rate-limiter.ts';
import { fieldOf } from './request-field.ts';

const MINUTE = 60_000;

// The parent's and the TPA's pages answer anyone holding a link (ADR 023, ADR 027). A link that leads
// nowhere is the one sign of someone trying tokens: an address that meets this many in the window is
// refused every link for the rest of it. A parent or an adjuster who mistypes a link a few times, or
// opens a few old e-mails, stays far below. Any one link takes this many requests a minute from all
// addresses together: a parent's whole part, uploads included, is a few dozen (issue 37).
export const PUBLIC_LINK_LIMITS = {
  deadEndsPerAddress: { max: 30, windowMs: 15 * MINUTE },
  requestsPerLink: { max: 60, windowMs: MINUTE },
};

// An export's download is signed for one admin and needs that admin's session too (ADR 041); its link is
// counted by the export's id.
const LINK_ROUTES = ['/v1/parent/:token', '/v1/tpa/:token', '/v1/guardian/:token', '/v1/data-exports/:id/download'];
const isLinkRoute = (request: FastifyRequest) => {
  const route = request.routeOptions.url;
  return route !== undefined && LINK_ROUTES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));
};
const tokenOf = (request: FastifyRequest) => String(fieldOf(request.params, 'token') ?? fieldOf(request.params, 'id') ?? '');

// Registered before the link routes. Counts live in the database (ADR 013), so they hold across every
// server process; a link is counted by its hash, never stored as it was sent.
export function throttlePublicLinks(app: FastifyInstance, limiter: RateLimiter) {
  // Every request on a link is counted against its address before the token is looked up, in one atomic
  // write, and given back once it has led somewhere: requests sent together are counted as they come,
  // so no burst gets more answers than the limit (issue 57). Until its answer, a request that will lead
  // somewhere holds one of the address's 30; one whose answer never leaves stays counted.
  const attempts = new WeakMap<FastifyRequest, RateLimitState>();
  const deadEndsOf = (request: FastifyRequest) => `public-link:dead-ends:${request.ip}`;

  app.addHook('onRequest', async (request, reply) => {
    if (!isLinkRoute(request)) return;
    const attempt = await limiter.hit(deadEndsOf(request), PUBLIC_LINK_LIMITS.deadEndsPerAddress);
    attempts.set(request, attempt);
    if (!attempt.allowed) {
      request.log.warn({ event: 'rate-limited', url: request.routeOptions.url }, 'too many unknown links from one address');
      refuseTooManyRequests(reply, attempt.retryAfterMs);
    }
    const link = await limiter.hit(`public-link:link:${hashToken(tokenOf(request))}`, PUBLIC_LINK_LIMITS.requestsPerLink);
    if (!link.allowed) refuseTooManyRequests(reply, link.retryAfterMs);
  });

  // Given back before the answer leaves, so the caller's next request finds it free.
  app.addHook('onSend', async (request, reply) => {
    const attempt = attempts.get(request);
    if (!attempt) return;
    attempts.delete(request);
    if (reply.statusCode !== 404) await limiter.giveBack(deadEndsOf(request), attempt);
  });
}

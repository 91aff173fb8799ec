import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken } from '../modules/auth/secrets.ts';
import { refuseTooManyRequests, type RateLimiter } from '../modules/rate-limits/rate-limiter.ts';
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
  app.addHook('onRequest', async (request, reply) => {
    if (!isLinkRoute(request)) return;
    const deadEnds = `public-link:dead-ends:${request.ip}`;
    if (await limiter.isSpent(deadEnds, PUBLIC_LINK_LIMITS.deadEndsPerAddress)) {
      request.log.warn({ event: 'rate-limited', url: request.routeOptions.url }, 'too many unknown links from one address');
      refuseTooManyRequests(reply, PUBLIC_LINK_LIMITS.deadEndsPerAddress.windowMs);
    }
    const link = await limiter.hit(`public-link:link:${hashToken(tokenOf(request))}`, PUBLIC_LINK_LIMITS.requestsPerLink);
    if (!link.allowed) refuseTooManyRequests(reply, link.retryAfterMs);
  });

  // Counted as the answer leaves, before the caller can send the next: requests already under way when
  // the limit is reached still get their answer, so a burst may run that many past it.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 404 && isLinkRoute(request)) await limiter.hit(`public-link:dead-ends:${request.ip}`, PUBLIC_LINK_LIMITS.deadEndsPerAddress);
  });
}

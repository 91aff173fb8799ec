import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TpaLinkService } from './tpa-link.service.ts';

const tokenParam = (request: FastifyRequest) => (request.params as { token?: unknown }).token;
const publicRoute = { config: { public: true } };

// Public: the TPA has no account; the link is the permission, checked in the service.
export async function registerTpaLinkRoutes(app: FastifyInstance, tpaLink: TpaLinkService) {
  // A POST: each opening is a disclosure recorded (ADR 027), which no prefetch or cache may make or skip.
  app.post('/v1/tpa/:token/open', publicRoute, async (request) => ({ claim: await tpaLink.open(tokenParam(request)) }));

  app.post('/v1/tpa/:token/report', publicRoute, async (request) => ({ report: await tpaLink.report(tokenParam(request), request.body) }));
}

import { tokenParams, tpaOpenAnswer, tpaReportAnswer, tpaReportSchema } from '@claims/shared';
import type { TypedApp } from '../../http/openapi.ts';
import type { TpaLinkService } from './tpa-link.service.ts';

const publicRoute = { config: { public: true } };

// Public: the TPA has no account; the link is the permission, checked in the service.
export async function registerTpaLinkRoutes(app: TypedApp, tpaLink: TpaLinkService) {
  // A POST: each opening is a disclosure recorded (ADR 027), which no prefetch or cache may make or skip.
  app.post('/v1/tpa/:token/open', { ...publicRoute, schema: { tags: ['TPA link'], params: tokenParams, response: { 200: tpaOpenAnswer } } }, async (request) => ({
    claim: await tpaLink.open(request.params.token, request.accessTrail),
  }));

  app.post('/v1/tpa/:token/report', { ...publicRoute, schema: { tags: ['TPA link'], params: tokenParams, body: tpaReportSchema, response: { 200: tpaReportAnswer } } }, async (request) => ({
    report: await tpaLink.report(request.params.token, request.body, request.accessTrail),
  }));
}

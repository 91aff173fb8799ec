import { documentRemovalSchema, LIMITS, parentDocumentAnswer, guardianLinkAnswer, guardianRequestAnswer, guardianSignAnswer, guardianStudentParams, parentAccessAnswer, parentInsurersAnswer, parentLinkCheckSchema, parentPartSchema, successAnswer, tokenParams } from '@claims/shared';
import type { FastifyRequest } from 'fastify';
import type { TypedApp } from '../../http/openapi.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { PARENT_ACCESS_HEADER } from '../parent-part/parent-part.routes.ts';
import { readUpload } from '../uploads/read-upload.ts';
import type { SeasonConsentService } from './season-consent.service.ts';

// The page session travels in the parent page's header, never in a URL (ADR 023).
const accessOf = (request: FastifyRequest) => request.headers[PARENT_ACCESS_HEADER];
const route = { config: { public: true }, schema: { tags: ['Guardian link'], params: tokenParams } } as const;
const studentRoute = { ...route, schema: { ...route.schema, params: guardianStudentParams } } as const;

// Public: the guardian has no account; the link and its page session are the permission, checked in the
// service, and for a form before its body is read (issue 43, ADR 049).
export async function registerSeasonConsentRoutes(app: TypedApp, seasonConsent: SeasonConsentService) {
  app.get('/v1/guardian/:token', { ...route, schema: { ...route.schema, response: { 200: guardianLinkAnswer } } }, async (request) => seasonConsent.open(request.params.token));

  app.post(
    '/v1/guardian/:token/check',
    { ...route, preValidation: async (request) => seasonConsent.requireLink(request.params.token), schema: { ...route.schema, body: parentLinkCheckSchema, response: { 200: parentAccessAnswer } } },
    async (request) => seasonConsent.check(request.params.token, request.body),
  );

  app.get('/v1/guardian/:token/request', { ...route, schema: { ...route.schema, response: { 200: guardianRequestAnswer } } }, async (request) => ({
    request: await seasonConsent.view(request.params.token, accessOf(request), request.accessTrail),
  }));

  app.get('/v1/guardian/:token/insurers', { ...route, schema: { ...route.schema, response: { 200: parentInsurersAnswer } } }, async (request) => ({
    insurers: await seasonConsent.insurers(request.params.token, accessOf(request)),
  }));

  app.post(
    '/v1/guardian/:token/students/:studentId/sign',
    { ...studentRoute, preValidation: async (request) => seasonConsent.requireSession(request.params.token, accessOf(request)), schema: { ...studentRoute.schema, body: parentPartSchema, response: { 200: guardianSignAnswer } } },
    async (request) => seasonConsent.sign(request.params.token, accessOf(request), request.params.studentId, request.body, requestMeta(request), request.accessTrail),
  );

  // Multipart: the kind, then the file (the session, the student and the kind are checked before the file
  // is read). Needs the multipart plugin (uploads.routes.ts) before these routes.
  app.post(
    '/v1/guardian/:token/students/:studentId/cards',
    { ...studentRoute, schema: { ...studentRoute.schema, consumes: ['multipart/form-data'], response: { 200: parentDocumentAnswer } } },
    async (request) => ({
      document: await seasonConsent.uploadCard(request.params.token, accessOf(request), request.params.studentId, (beforeFile) => readUpload(request, { maxBytes: LIMITS.DOCUMENT_MAX_BYTES, beforeFile })),
    }),
  );

  app.post(
    '/v1/guardian/:token/students/:studentId/cards/remove',
    { ...studentRoute, preValidation: async (request) => seasonConsent.requireSession(request.params.token, accessOf(request)), schema: { ...studentRoute.schema, body: documentRemovalSchema, response: { 200: successAnswer } } },
    async (request) => {
      await seasonConsent.removeCard(request.params.token, accessOf(request), request.params.studentId, request.body);
      return { success: true as const };
    },
  );

  app.post('/v1/guardian/:token/students/:studentId/revoke', { ...studentRoute, schema: { ...studentRoute.schema, response: { 200: successAnswer } } }, async (request) => {
    await seasonConsent.revoke(request.params.token, accessOf(request), request.params.studentId, request.accessTrail);
    return { success: true as const };
  });

  app.post('/v1/guardian/:token/opt-out', { ...route, schema: { ...route.schema, response: { 200: successAnswer } } }, async (request) => {
    await seasonConsent.optOut(request.params.token, accessOf(request));
    return { success: true as const };
  });
}

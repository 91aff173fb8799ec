import {
  documentRemovalSchema,
  LIMITS,
  parentAccessAnswer,
  parentClaimAnswer,
  parentDocumentAnswer,
  parentInsurersAnswer,
  parentLinkAnswer,
  parentLinkCheckSchema,
  parentPartSchema,
  parentSignAnswer,
  successAnswer,
  tokenParams,
} from '@claims/shared';
import type { FastifyRequest } from 'fastify';
import type { TypedApp } from '../../http/openapi.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { readUpload } from '../uploads/read-upload.ts';
import type { ParentPartService } from './parent-part.service.ts';

// The page session the birth date opened travels in a header, never in a URL (ADR 023).
export const PARENT_ACCESS_HEADER = 'x-parent-access';

const accessOf = (request: FastifyRequest) => request.headers[PARENT_ACCESS_HEADER];
const route = { config: { public: true }, schema: { tags: ['Parent link'], params: tokenParams } } as const;

// Public: the parent has no account; the link and its page session are the permission, checked in the
// service, and for a form before its body is read. Needs the multipart plugin (uploads.routes.ts) before
// these routes.
export async function registerParentPartRoutes(app: TypedApp, parentPart: ParentPartService) {
  app.get('/v1/parent/:token', { ...route, schema: { ...route.schema, response: { 200: parentLinkAnswer } } }, async (request) => parentPart.open(request.params.token));

  app.post(
    '/v1/parent/:token/check',
    { ...route, preValidation: async (request) => parentPart.requireLink(request.params.token), schema: { ...route.schema, body: parentLinkCheckSchema, response: { 200: parentAccessAnswer } } },
    async (request) => parentPart.check(request.params.token, request.body),
  );

  app.get('/v1/parent/:token/claim', { ...route, schema: { ...route.schema, response: { 200: parentClaimAnswer } } }, async (request) => ({
    claim: await parentPart.view(request.params.token, accessOf(request), request.accessTrail),
  }));

  app.get('/v1/parent/:token/insurers', { ...route, schema: { ...route.schema, response: { 200: parentInsurersAnswer } } }, async (request) => ({
    insurers: await parentPart.insurers(request.params.token, accessOf(request)),
  }));

  // Multipart: the kind, then the file (the session and the kind are checked before the file is read).
  app.post('/v1/parent/:token/documents', { ...route, schema: { ...route.schema, consumes: ['multipart/form-data'], response: { 200: parentDocumentAnswer } } }, async (request) => ({
    document: await parentPart.upload(request.params.token, accessOf(request), (beforeFile) => readUpload(request, { maxBytes: LIMITS.DOCUMENT_MAX_BYTES, beforeFile })),
  }));

  app.post(
    '/v1/parent/:token/documents/remove',
    { ...route, preValidation: async (request) => parentPart.requireSession(request.params.token, accessOf(request)), schema: { ...route.schema, body: documentRemovalSchema, response: { 200: successAnswer } } },
    async (request) => {
      await parentPart.remove(request.params.token, accessOf(request), request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/v1/parent/:token/sign',
    { ...route, preValidation: async (request) => parentPart.requireSession(request.params.token, accessOf(request)), schema: { ...route.schema, body: parentPartSchema, response: { 200: parentSignAnswer } } },
    async (request) => parentPart.sign(request.params.token, accessOf(request), request.body, requestMeta(request), request.accessTrail),
  );
}

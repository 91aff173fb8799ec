import { LIMITS } from '@claims/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestMeta } from '../../http/request-meta.ts';
import { readUpload } from '../uploads/read-upload.ts';
import type { ParentPartService } from './parent-part.service.ts';

// The page session the birth date opened travels in a header, never in a URL (ADR 023).
export const PARENT_ACCESS_HEADER = 'x-parent-access';

const tokenOf = (request: FastifyRequest) => (request.params as { token?: unknown }).token;
const accessOf = (request: FastifyRequest) => request.headers[PARENT_ACCESS_HEADER];
const publicRoute = { config: { public: true } };

// Public: the parent has no account; the link and its page session are the permission, checked in the
// service. Needs the multipart plugin (uploads.routes.ts) before these routes.
export async function registerParentPartRoutes(app: FastifyInstance, parentPart: ParentPartService) {
  app.get('/v1/parent/:token', publicRoute, async (request) => parentPart.open(tokenOf(request)));

  app.post('/v1/parent/:token/check', publicRoute, async (request) => parentPart.check(tokenOf(request), request.body));

  app.get('/v1/parent/:token/claim', publicRoute, async (request) => ({ claim: await parentPart.view(tokenOf(request), accessOf(request)) }));

  app.get('/v1/parent/:token/insurers', publicRoute, async (request) => ({ insurers: await parentPart.insurers(tokenOf(request), accessOf(request)) }));

  app.post('/v1/parent/:token/documents', publicRoute, async (request) => ({
    document: await parentPart.upload(tokenOf(request), accessOf(request), (beforeFile) => readUpload(request, { maxBytes: LIMITS.DOCUMENT_MAX_BYTES, beforeFile })),
  }));

  app.post('/v1/parent/:token/documents/remove', publicRoute, async (request) => {
    await parentPart.remove(tokenOf(request), accessOf(request), request.body);
    return { success: true };
  });

  app.post('/v1/parent/:token/sign', publicRoute, async (request) =>
    parentPart.sign(tokenOf(request), accessOf(request), request.body, requestMeta(request)),
  );
}

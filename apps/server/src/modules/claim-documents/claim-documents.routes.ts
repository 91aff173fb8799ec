import { claimDocumentUploadAnswer, documentRemovalSchema, LIMITS, successAnswer } from '@claims/shared';
import { z } from 'zod';
import type { TypedApp } from '../../http/openapi.ts';
import { readUpload } from '../uploads/read-upload.ts';
import type { ClaimDocumentsService } from './claim-documents.service.ts';

const tags = ['Claim documents'];
// A link's parts as the e-mail wrote them; anything else is the same 404 as a link whose signature fails.
const bundleParams = z.object({ emailLogId: z.uuid() });
const bundleQuery = z.object({ exp: z.coerce.number().int(), sig: z.string().min(1).max(100) });
const idempotencyHeaders = z.looseObject({ 'idempotency-key': z.string().optional() });

// Needs the multipart plugin, registered with the other uploads (uploads.routes.ts) before these routes.
export async function registerClaimDocumentsRoutes(app: TypedApp, documents: ClaimDocumentsService) {
  // Multipart: school_id, claim_id (none for a draft the submission takes), kind, then the file. Admins,
  // or the staff of the school (nurses included), checked in the service as the form is read. The uploader
  // sends one Idempotency-Key per file selection: a retry after a lost answer gets the stored document.
  app.post('/v1/claim-documents', { schema: { tags, headers: idempotencyHeaders, consumes: ['multipart/form-data'], response: { 200: claimDocumentUploadAnswer } } }, async (request) => {
    const document = await documents.upload(request.actor, (beforeFile) => readUpload(request, { maxBytes: LIMITS.DOCUMENT_MAX_BYTES, beforeFile }), request.headers['idempotency-key']);
    const { id, kind, filename, content_type, size, created_at, url } = document;
    return { document: { id, kind, filename, content_type, size, created_at: created_at.toISOString(), url } };
  });

  app.post('/v1/claim-documents/remove', { schema: { tags, body: documentRemovalSchema, response: { 200: successAnswer } } }, async (request) => {
    await documents.remove(request.actor, request.body);
    return { success: true as const };
  });

  // Public: the link in a TPA's e-mail, whose signature and expiry are the permission (ADR 021). Any
  // link that is not valid answers the same 404, saying nothing of why.
  app.get(
    '/v1/claim-documents/bundle/:emailLogId',
    { config: { public: true }, schema: { tags, params: bundleParams, querystring: bundleQuery } },
    async (request, reply) => {
      const bundle = await documents.bundle({ emailLogId: request.params.emailLogId, expires: request.query.exp, signature: request.query.sig });
      if (!bundle) return reply.code(404).send({ error: 'NOT_FOUND' });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${bundle.filename}"`)
        .header('cache-control', 'no-store')
        .send(bundle.data);
    },
  );
}

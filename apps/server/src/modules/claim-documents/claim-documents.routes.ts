import { LIMITS } from '@claims/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readUpload } from '../uploads/read-upload.ts';
import type { ClaimDocumentsService } from './claim-documents.service.ts';

const bundleQuerySchema = z.object({ exp: z.coerce.number().int(), sig: z.string().min(1).max(100) });

// Needs the multipart plugin, registered with the other uploads (uploads.routes.ts) before these routes.
export async function registerClaimDocumentsRoutes(app: FastifyInstance, documents: ClaimDocumentsService) {
  // Admins, or the staff of the school (nurses included), checked in the service as the form is read.
  app.post('/v1/claim-documents', async (request) => {
    const document = await documents.upload(request.actor, (beforeFile) => readUpload(request, { maxBytes: LIMITS.DOCUMENT_MAX_BYTES, beforeFile }));
    const { id, kind, filename, content_type, size, created_at, url } = document;
    return { document: { id, kind, filename, content_type, size, created_at, url } };
  });

  app.post('/v1/claim-documents/remove', async (request) => {
    await documents.remove(request.actor, request.body);
    return { success: true };
  });

  // Public: the link in a TPA's e-mail, whose signature and expiry are the permission (ADR 021). Any
  // link that is not valid answers the same 404, saying nothing of why.
  app.get('/v1/claim-documents/bundle/:emailLogId', { config: { public: true } }, async (request, reply) => {
    const query = bundleQuerySchema.safeParse(request.query);
    const { emailLogId } = request.params as { emailLogId: string };
    const bundle =
      query.success && z.uuid().safeParse(emailLogId).success
        ? await documents.bundle({ emailLogId, expires: query.data.exp, signature: query.data.sig })
        : undefined;
    if (!bundle) return reply.code(404).send({ error: 'NOT_FOUND' });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${bundle.filename}"`)
      .header('cache-control', 'no-store')
      .send(bundle.data);
  });
}

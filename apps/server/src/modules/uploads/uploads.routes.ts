import multipart from '@fastify/multipart';
import { fileRemovalSchema, LIMITS, successAnswer, uploadAnswer } from '@claims/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TypedApp } from '../../http/openapi.ts';
import { requireAdmin } from '../auth/actor.ts';
import type { Services } from '../../services.ts';
import { readUpload, type Upload } from './read-upload.ts';

const tags = ['Uploads'];
// A link's parts as it was minted; anything else is the same 404 as a link whose signature fails.
const fileParams = z.object({ id: z.uuid() });
const fileQuery = z.object({ exp: z.coerce.number().int(), sig: z.string().min(1), for: z.uuid().optional() });
const adminFirst = { preValidation: async (request: FastifyRequest) => void requireAdmin(request.actor) };

export async function registerUploadRoutes(app: TypedApp, services: Services) {
  // For the claim documents' routes too (claim-documents.routes.ts), registered after these.
  await app.register(multipart, { limits: { fileSize: Math.max(LIMITS.LOGO_MAX_BYTES, LIMITS.DOCUMENT_MAX_BYTES), files: 1, fields: 10, parts: 12 } });

  // Every upload is admin work. Checked before the body is read, so nobody without the right can make
  // the server buffer a file; the service checks again as it does for every operation.
  const uploadRoute = (url: string, store: (request: FastifyRequest, upload: Upload) => Promise<{ id: string; fileId: string | null }>) =>
    app.post(url, { schema: { tags, consumes: ['multipart/form-data'], response: { 200: uploadAnswer } } }, async (request) => {
      requireAdmin(request.actor);
      const element = await store(request, await readUpload(request));
      return { success: true as const, element_id: element.id, location: element.fileId ? services.files.url(element.fileId) : null };
    });
  const removal = { ...adminFirst, schema: { tags, body: fileRemovalSchema, response: { 200: successAnswer } } };

  uploadRoute('/v1/upload/school-logo', (request, { fields, file }) => services.schools.setLogo(request.actor, fields.school_id ?? '', file));
  uploadRoute('/v1/upload/school-documents', (request, { fields, file }) => services.dashboard.addFile(request.actor, fields.school_id ?? '', fields, file));
  uploadRoute('/v1/upload/school-element', (request, { fields, file }) => services.dashboard.replaceFile(request.actor, fields.element_id ?? '', file));
  uploadRoute('/v1/upload/tpa', async (request, { fields, file }) => {
    const element = await services.tpas.addFile(request.actor, fields.tpa_id ?? '', fields, file);
    return { id: element.id, fileId: element.file_id };
  });
  uploadRoute('/v1/upload/tpa-element', async (request, { fields, file }) => {
    const element = await services.tpas.replaceFile(request.actor, fields.element_id ?? '', file);
    return { id: element.id, fileId: element.file_id };
  });

  // The file of a dashboard section element, or else the logo's.
  app.post('/v1/remove/school-element', removal, async (request) => {
    const fileId = request.body.file_id ?? '';
    if (!(await services.dashboard.removeFileElement(request.actor, fileId))) await services.schools.removeLogo(request.actor, fileId);
    return { success: true as const };
  });
  app.post('/v1/remove/tpa-element', removal, async (request) => {
    await services.tpas.removeElementByFile(request.actor, request.body.file_id ?? '');
    return { success: true as const };
  });

  // Public: the signature in the link is the permission, minted only after an access check.
  app.get('/v1/files/:id', { config: { public: true }, schema: { tags, params: fileParams, querystring: fileQuery } }, async (request, reply) => {
    const file = await services.files.open(request.params.id, request.query);
    if (!file) return reply.code(404).send({ error: 'NOT_FOUND' });
    await services.claimDocuments.noteDownload(request.accessTrail, file.id, request.query.for);
    await services.incidents.noteFileDownload(request.accessTrail, file.id, request.query.for);
    return reply
      .header('content-type', file.content_type)
      .header('content-length', file.size)
      .header('content-disposition', `inline; filename="${file.filename.replace(/[^\w. -]/g, '_')}"`)
      // Even a file that got past the checks can never run script when opened directly.
      .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'private, max-age=3600')
      .header('etag', `"${file.sha256}"`)
      .send(file.data);
  });
}

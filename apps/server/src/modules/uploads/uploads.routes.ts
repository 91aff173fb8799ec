import multipart from '@fastify/multipart';
import { LIMITS } from '@claims/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../auth/actor.ts';
import type { Services } from '../../services.ts';
import { readUpload, type Upload } from './read-upload.ts';

const fileQuerySchema = z.object({ exp: z.coerce.number().int(), sig: z.string().min(1) });

export async function registerUploadRoutes(app: FastifyInstance, services: Services) {
  // For the claim documents' routes too (claim-documents.routes.ts), registered after these.
  await app.register(multipart, { limits: { fileSize: Math.max(LIMITS.LOGO_MAX_BYTES, LIMITS.DOCUMENT_MAX_BYTES), files: 1, fields: 10, parts: 12 } });

  // Every upload is admin work. Checked before the body is read, so nobody without the right can make
  // the server buffer a file; the service checks again as it does for every operation.
  const uploadRoute = (url: string, store: (request: FastifyRequest, upload: Upload) => Promise<{ id: string; fileId: string | null }>) =>
    app.post(url, async (request) => {
      requireAdmin(request.actor);
      const element = await store(request, await readUpload(request));
      return { success: true, element_id: element.id, location: element.fileId ? services.files.url(element.fileId) : null };
    });
  const fileIdOf = (request: FastifyRequest) => String((request.body as { file_id?: unknown } | undefined)?.file_id ?? '');

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
  app.post('/v1/remove/school-element', async (request) => {
    const fileId = fileIdOf(request);
    if (!(await services.dashboard.removeFileElement(request.actor, fileId))) await services.schools.removeLogo(request.actor, fileId);
    return { success: true };
  });
  app.post('/v1/remove/tpa-element', async (request) => {
    await services.tpas.removeElementByFile(request.actor, fileIdOf(request));
    return { success: true };
  });

  // Public: the signature in the link is the permission, minted only after an access check.
  app.get('/v1/files/:id', { config: { public: true } }, async (request, reply) => {
    const query = fileQuerySchema.safeParse(request.query);
    const { id } = request.params as { id: string };
    const file = query.success && z.uuid().safeParse(id).success ? await services.files.open(id, query.data.exp, query.data.sig) : undefined;
    if (!file) return reply.code(404).send({ error: 'NOT_FOUND' });
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

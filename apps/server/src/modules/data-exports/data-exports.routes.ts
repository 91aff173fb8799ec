import { z } from 'zod';
import type { TypedApp } from '../../http/openapi.ts';
import type { DataExportsService } from './data-exports.service.ts';

const downloadQuery = z.object({ exp: z.coerce.number().int(), sig: z.string().min(1), for: z.uuid() });

export async function registerDataExportsRoutes(app: TypedApp, dataExports: DataExportsService) {
  // Public: the signature in the link is the permission, made only for an admin; it works once.
  app.get(
    '/v1/data-exports/:id/download',
    { config: { public: true }, schema: { tags: ['Admin'], params: z.object({ id: z.uuid() }), querystring: downloadQuery } },
    async (request, reply) => {
      const file = await dataExports.download(request.accessTrail, request.params.id, request.query);
      if (!file) return reply.code(404).send({ error: 'NOT_FOUND' });
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.data);
    },
  );
}

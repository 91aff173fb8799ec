import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TypedApp } from '../../http/openapi.ts';
import { requireAdmin } from '../auth/actor.ts';
import type { DataExportsService } from './data-exports.service.ts';

const downloadQuery = z.object({ exp: z.coerce.number().int(), sig: z.string().min(1), for: z.uuid() });

export async function registerDataExportsRoutes(app: TypedApp, dataExports: DataExportsService) {
  // The signed link and the session of the admin it was made for, both (ADR 041): a link passed on, or
  // opened in another user's browser, gives nothing. Throttled with the public links (http/public-links.ts).
  app.get(
    '/v1/data-exports/:id/download',
    {
      preValidation: async (request: FastifyRequest) => void requireAdmin(request.actor),
      schema: { tags: ['Admin'], params: z.object({ id: z.uuid() }), querystring: downloadQuery },
    },
    async (request, reply) => {
      const file = await dataExports.download(request.actor, request.accessTrail, request.params.id, request.query);
      if (!file) return reply.code(404).send({ error: 'NOT_FOUND' });
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}

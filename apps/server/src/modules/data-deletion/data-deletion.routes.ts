import { z } from 'zod';
import type { TypedApp } from '../../http/openapi.ts';
import type { DataDeletionService } from './data-deletion.service.ts';

export async function registerDataDeletionRoutes(app: TypedApp, dataDeletion: DataDeletionService) {
  app.get('/v1/deletion-certificates/:id/pdf', { schema: { tags: ['Admin'], params: z.object({ id: z.string() }) } }, async (request, reply) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="deletion-certificate-${request.params.id}.pdf"`)
      .header('cache-control', 'no-store')
      .send(await dataDeletion.certificatePdf(request.actor, request.params.id)),
  );
}

import { z } from 'zod';
import { sendCsv } from '../../http/csv-reply.ts';
import type { TypedApp } from '../../http/openapi.ts';
import type { DisclosuresService } from './disclosures.service.ts';

export async function registerDisclosuresRoutes(app: TypedApp, disclosures: DisclosuresService) {
  // A student's disclosure record as CSV (UTF-8 with BOM, for spreadsheets).
  app.get('/v1/students/:studentId/disclosures.csv', { schema: { tags: ['Students'], params: z.object({ studentId: z.string() }) } }, async (request, reply) => {
    return sendCsv(reply, 'disclosures.csv', await disclosures.csvForStudent(request.actor, request.params.studentId));
  });
}

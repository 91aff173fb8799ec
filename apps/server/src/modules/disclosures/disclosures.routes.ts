import type { FastifyInstance } from 'fastify';
import type { DisclosuresService } from './disclosures.service.ts';

export async function registerDisclosuresRoutes(app: FastifyInstance, disclosures: DisclosuresService) {
  // A student's disclosure record as CSV (UTF-8 with BOM, for spreadsheets).
  app.get('/v1/students/:studentId/disclosures.csv', async (request, reply) => {
    const csv = await disclosures.csvForStudent(request.actor, String((request.params as { studentId?: unknown }).studentId ?? ''));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="disclosures.csv"')
      .header('cache-control', 'no-store')
      .send(`\uFEFF${csv}`);
  });
}

import { LOSS_RUN_FORMATS, type LossRunFormat } from '@claims/shared';
import type { FastifyInstance } from 'fastify';
import type { LossRunService } from './loss-run.ts';

const CONTENT_TYPES: Record<LossRunFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

// Query strings carry text; an empty field is no filter.
const filterOf = (query: unknown) => Object.fromEntries(Object.entries((query ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined && value !== ''));

export async function registerReportsRoutes(app: FastifyInstance, lossRun: LossRunService) {
  for (const format of LOSS_RUN_FORMATS) {
    app.get(`/v1/reports/loss-run.${format}`, async (request, reply) => {
      const file = await lossRun.exportFile(request.actor, filterOf(request.query), format);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.data);
    });
  }
}

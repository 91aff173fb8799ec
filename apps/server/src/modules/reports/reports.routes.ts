import { LOSS_RUN_FORMATS, type LossRunFormat } from '@claims/shared';
import { z } from 'zod';
import type { TypedApp } from '../../http/openapi.ts';
import type { LossRunService } from './loss-run.ts';

const CONTENT_TYPES: Record<LossRunFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

// The report filter (reportFilterSchema) as query text: the service checks it as the reports page's.
const text = z.string().optional();
const lossRunQuery = z.object({
  from: text,
  to: text,
  schoolId: text,
  tpaId: text,
  activity: text,
  activityType: text,
  activityLevel: text,
  status: text,
  tpaStatus: text,
  bodyPart: text,
  natureOfInjury: text,
});

// An empty field is no filter.
const filterOf = (query: z.output<typeof lossRunQuery>) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export async function registerReportsRoutes(app: TypedApp, lossRun: LossRunService) {
  for (const format of LOSS_RUN_FORMATS) {
    app.get(`/v1/reports/loss-run.${format}`, { schema: { tags: ['Reports'], querystring: lossRunQuery } }, async (request, reply) => {
      const file = await lossRun.exportFile(request.actor, filterOf(request.query), format);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.data);
    });
  }
}

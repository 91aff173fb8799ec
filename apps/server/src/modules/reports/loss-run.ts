import { CLAIM_STATUSES, LOSS_RUN_MAX_ROWS, type LossRunFormat } from '@claims/shared';
import pLimit from 'p-limit';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { requireActor, type Actor } from '../auth/actor.ts';
import { idsOfRows, noteAccess } from '../../domain/access-trail.ts';
import { lossRunCsv } from './loss-run.csv.ts';
import { lossRunPdf } from './loss-run.pdf.ts';
import { lossRunRows, tpaName } from './loss-run.repo.ts';
import { lossRunOf, type LossRun } from './loss-run.table.ts';
import { lossRunXlsx } from './loss-run.xlsx.ts';
import { schoolNames, type ReportScope } from './reports.repo.ts';
import { statusShownTo, type ReportsService } from './reports.service.ts';

const RENDERS: Record<LossRunFormat, (run: LossRun) => Buffer | Promise<Buffer>> = { xlsx: lossRunXlsx, csv: lossRunCsv, pdf: lossRunPdf };

// A name fit for a file name on any system: lower-case ASCII words joined by hyphens.
const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'school';

// A loss run (issue 20): one school's claims of a period with their totals by status and by sport, as a
// file. The whole run or none: one over LOSS_RUN_MAX_ROWS claims is refused, never cut short.
// A file of 50,000 claims takes seconds and a hundred megabytes or more to write: one at a time per process.
const FILES_AT_ONCE = 1;

export function createLossRunService({ db, reports }: { db: Db; reports: ReportsService }) {
  const filesAtOnce = pLimit(FILES_AT_ONCE);

  async function exportFile(actor: Actor | null, input: unknown, format: LossRunFormat): Promise<{ filename: string; data: Buffer }> {
    const signedIn = requireActor(actor);
    // scopeFor checked the school the filter names; a loss run is of exactly one
    const scope = reports.scopeFor(signedIn, input);
    const schoolId = scope.schoolId;
    if (!schoolId) throw new DomainError('SCHOOL_NOT_SELECTED');
    return filesAtOnce(() => fileOf(signedIn, scope, schoolId, format));
  }

  async function fileOf(signedIn: Actor, scope: ReportScope, schoolId: string, format: LossRunFormat): Promise<{ filename: string; data: Buffer }> {
    const [rows, names, tpa] = await Promise.all([
      lossRunRows(db, scope, LOSS_RUN_MAX_ROWS + 1),
      schoolNames(db, [schoolId]),
      scope.tpaId ? tpaName(db, scope.tpaId) : undefined,
    ]);
    const school = names.get(schoolId);
    if (school === undefined) throw new DomainError('NOT_FOUND', 'not_found');
    if (rows.length > LOSS_RUN_MAX_ROWS) throw new DomainError('LOSS_RUN_TOO_LARGE', 'invalid', { max: LOSS_RUN_MAX_ROWS });
    noteAccess(signedIn.trail, { action: 'EXPORT', resource: 'LOSS_RUN', ...idsOfRows(rows), schoolIds: [schoolId] });
    const shown = statusShownTo(signedIn);
    const run = lossRunOf({
      school,
      scope,
      tpaName: tpa,
      rows: rows.map((row) => ({ ...row, status: shown(row.status) })),
      statuses: CLAIM_STATUSES.filter((status) => shown(status) === status),
      language: signedIn.language,
      now: new Date(),
    });
    return { filename: `loss-run-${slugOf(school)}-${scope.from}-to-${scope.to}.${format}`, data: await RENDERS[format](run) };
  }

  return { exportFile };
}

export type LossRunService = ReturnType<typeof createLossRunService>;

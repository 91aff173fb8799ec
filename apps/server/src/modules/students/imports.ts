import type { FastifyBaseLogger } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { notFoundOrForbidden } from '../../db/record-school.ts';
import { DomainError } from '../../domain/domain-error.ts';
import type { Metrics } from '../../domain/metrics.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireSchoolAccess, type Actor } from '../auth/actor.ts';
import { countPreviewRows, refreshStaleStatistics } from './students-import.repo.ts';
import { schools } from '../schools/schools.schema.ts';
import { findSchoolFlags } from './students.repo.ts';

// What both student imports (a CSV, a OneRoster bundle) share: who may import, how long a preview lives,
// and the commit of a preview.

// Previews nobody imports within a day are dropped (both imports), and a commit refuses an older one: its
// rows may be gone in part, and a OneRoster commit that found none would deactivate every student.
export const PREVIEW_LIFETIME_MS = 24 * 3600_000;
export const previewsFreshSince = () => new Date(Date.now() - PREVIEW_LIFETIME_MS);

// Admins, and the school's own users where the school allows imports.
export async function requireImportSchool(db: Db, actor: Actor | null, schoolId: string) {
  const id = parseId(schoolId);
  const school = await findSchoolFlags(db, id);
  if (!school) throw await notFoundOrForbidden(db, schools, id);
  const signedIn = requireSchoolAccess(actor, school.id);
  if (signedIn.role !== 'admin' && !school.allow_students_import) throw new DomainError('FORBIDDEN', 'forbidden');
  return { school, actor: signedIn };
}

type CommitDeps<T> = {
  db: Db;
  log: FastifyBaseLogger;
  metrics: Metrics;
  kind: 'csv' | 'oneroster';
  event: string;
  // the whole preview into the school in the given transaction; null when the preview is not there, or
  // was made before `freshSince`
  commitPreview: (tx: Tx, importId: string, schoolId: string, freshSince: Date) => Promise<T | null>;
  // the tables the commit reads and writes in bulk, whose statistics it needs current
  tables: PgTable[];
};

// A preview imported in one transaction; an unknown, used, stale or other school's preview is IMPORT_NOT_FOUND.
export async function commitImport<T extends Record<string, number>>(
  { db, log, metrics, kind, event, commitPreview, tables }: CommitDeps<T>,
  actor: Actor | null,
  schoolId: string,
  input: unknown,
) {
  const { school, actor: signedIn } = await requireImportSchool(db, actor, schoolId);
  const { importId } = parseInput(z.object({ importId: z.uuid('IMPORT_NOT_FOUND') }), input);
  const started = performance.now();
  await refreshStaleStatistics(db, tables, await countPreviewRows(db, importId));
  const result = await db.transaction((tx) => commitPreview(tx, importId, school.id, previewsFreshSince()));
  if (!result) throw new DomainError('IMPORT_NOT_FOUND', 'not_found');
  // The file's rows, whatever became of each; students deactivated for being absent from it are not rows.
  const rows = Object.entries(result).reduce((sum, [outcome, count]) => (outcome === 'deactivated' ? sum : sum + count), 0);
  metrics.imported(kind, rows, (performance.now() - started) / 1000);
  const counts: Record<string, unknown> = { ...result };
  log.info({ event, schoolId: school.id, ...counts, by: signedIn.userId }, 'students imported');
  return result;
}

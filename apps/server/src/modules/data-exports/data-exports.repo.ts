import { and, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { uuidArray } from '../../db/sql-arrays.ts';
import type { PageArgs } from '../../domain/paging.ts';
import { claims } from '../claims/claims.schema.ts';
import { schools } from '../schools/schools.schema.ts';
import { students } from '../students/students.schema.ts';
import { users } from '../users/users.schema.ts';
import type { ExportFile } from './data-exports.files.ts';
import { dataExports } from './data-exports.schema.ts';

type Executor = Db | Tx;
export type DataExportRow = typeof dataExports.$inferSelect;

export async function insertExport(tx: Tx, schoolIds: readonly string[], requestedBy: string) {
  const [row] = await tx.insert(dataExports).values({ school_ids: [...schoolIds], requested_by: requestedBy }).returning();
  return row!;
}

const requester = alias(users, 'requester');
const downloader = alias(users, 'downloader');
const nameOf = (user: typeof requester | typeof downloader) => sql<string | null>`trim(${user.first_name} || ' ' || ${user.last_name})`;

export type DataExportListRow = DataExportRow & { requested_by_name: string | null; downloaded_by_name: string | null; schools: { id: string; name: string }[] };

export async function pageExports(db: Db, page: PageArgs): Promise<{ items: DataExportListRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: dataExports, requested_by_name: nameOf(requester), downloaded_by_name: nameOf(downloader) })
      .from(dataExports)
      .innerJoin(requester, eq(requester.id, dataExports.requested_by))
      .leftJoin(downloader, eq(downloader.id, dataExports.downloaded_by))
      .orderBy(desc(dataExports.created_at), desc(dataExports.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(dataExports),
  ]);
  const schoolIds = [...new Set(rows.flatMap(({ row }) => row.school_ids))];
  const names = new Map(
    schoolIds.length === 0 ? [] : (await db.select({ id: schools.id, name: schools.name }).from(schools).where(inArray(schools.id, schoolIds))).map((school) => [school.id, school.name]),
  );
  return {
    items: rows.map(({ row, ...people }) => ({ ...row, ...people, schools: row.school_ids.map((id) => ({ id, name: names.get(id) ?? '' })) })),
    total: total?.value ?? 0,
  };
}

// The schools of the list that exist (a deleted school's data is still the district's).
export async function existingSchoolIds(db: Db, ids: readonly string[]) {
  return (await db.select({ id: schools.id }).from(schools).where(inArray(schools.id, [...ids]))).map((row) => row.id);
}

// A worker takes the export: QUEUED (or RUNNING again, after a crash or a failed try) starts over.
export async function startRun(db: Db, id: string, at: Date) {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'RUNNING', started_at: at, steps_done: 0, steps_total: 0, error: null })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['QUEUED', 'RUNNING'])))
    .returning();
  return row;
}

export async function setProgress(db: Db, id: string, progress: { steps_done: number; steps_total?: number }) {
  await db.update(dataExports).set(progress).where(and(eq(dataExports.id, id), eq(dataExports.status, 'RUNNING')));
}

export async function finishRun(tx: Tx, id: string, values: { file_id: string; size: number; row_counts: Record<string, number>; at: Date; steps: number }) {
  await tx
    .update(dataExports)
    .set({ status: 'DONE', file_id: values.file_id, size: values.size, row_counts: values.row_counts, finished_at: values.at, steps_done: values.steps, steps_total: values.steps })
    .where(eq(dataExports.id, id));
}

export async function failRun(db: Db, id: string, error: string, at: Date) {
  await db.update(dataExports).set({ status: 'FAILED', error, finished_at: at }).where(and(eq(dataExports.id, id), eq(dataExports.status, 'RUNNING')));
}

// The one download: the export is DOWNLOADED and loses its zip in the same step, so a second request,
// at the same moment or later, finds nothing.
export async function takeForDownload(tx: Tx, id: string, by: string, at: Date) {
  const [before] = await tx
    .select({ file_id: dataExports.file_id, school_ids: dataExports.school_ids })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'DONE'), isNotNull(dataExports.file_id)))
    .for('update');
  if (!before?.file_id) return undefined;
  await tx.update(dataExports).set({ status: 'DOWNLOADED', downloaded_at: at, downloaded_by: by, file_id: null }).where(eq(dataExports.id, id));
  return { fileId: before.file_id, schoolIds: before.school_ids };
}

// Finished exports nobody downloaded in time: EXPIRED, the ids of their zips returned to be destroyed.
export async function expireExports(tx: Tx, finishedBefore: Date) {
  const waiting = await tx
    .select({ id: dataExports.id, file_id: dataExports.file_id })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'DONE'), lt(dataExports.finished_at, finishedBefore)))
    .for('update');
  if (waiting.length === 0) return [];
  await tx.update(dataExports).set({ status: 'EXPIRED', file_id: null }).where(inArray(dataExports.id, waiting.map((row) => row.id)));
  return waiting.flatMap((row) => (row.file_id ? [row.file_id] : []));
}

// One page of a file's rows after `afterKey`, in key order.
export async function pageFileRows(db: Db, file: ExportFile, schoolIds: readonly string[], afterKey: string, limit: number) {
  const result = await db.execute(sql`select * from (${file.rows(schoolIds)}) as rows where rows._key > ${afterKey} order by rows._key limit ${limit}`);
  return rowsOf<Record<string, unknown> & { _key: string }>(result);
}

// The students and claims of the schools, which the export's download names in the access log.
export async function recordsOfSchools(db: Executor, schoolIds: readonly string[]) {
  const schoolsArray = uuidArray(schoolIds);
  const [studentRows, claimRows] = await Promise.all([
    db.select({ id: students.id }).from(students).where(sql`${students.school_id} = any(${schoolsArray})`),
    db.select({ id: claims.id }).from(claims).where(sql`${claims.school_id} = any(${schoolsArray})`),
  ]);
  return { studentIds: studentRows.map((row) => row.id), claimIds: claimRows.map((row) => row.id) };
}

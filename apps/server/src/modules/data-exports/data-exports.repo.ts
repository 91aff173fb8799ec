import { and, count, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { uuidArray } from '../../db/sql-arrays.ts';
import type { PageArgs } from '../../domain/paging.ts';
import { claims } from '../claims/claims.schema.ts';
import { schools } from '../schools/schools.schema.ts';
import { students } from '../students/students.schema.ts';
import { users } from '../users/users.schema.ts';
import type { SealedObject } from '../uploads/file-store.ts';
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

export async function finishRun(db: Executor, id: string, values: { object: SealedObject; size: number; row_counts: Record<string, number>; at: Date; steps: number }) {
  await db
    .update(dataExports)
    .set({ status: 'DONE', ...values.object, size: values.size, row_counts: values.row_counts, finished_at: values.at, steps_done: values.steps, steps_total: values.steps })
    .where(eq(dataExports.id, id));
}

export async function failRun(db: Db, id: string, error: string, at: Date) {
  await db.update(dataExports).set({ status: 'FAILED', error, finished_at: at }).where(and(eq(dataExports.id, id), eq(dataExports.status, 'RUNNING')));
}

// The one download: the export is DOWNLOADED in one step, so a second request, at the same moment or
// later, finds nothing. An export made before ADR 056 loses its stored file in that step; a newer one keeps
// its object until its stream has closed (releaseObject).
export async function takeForDownload(tx: Tx, id: string, by: string, at: Date) {
  const [before] = await tx
    .select({ file_id: dataExports.file_id, school_ids: dataExports.school_ids, size: dataExports.size, object_key: dataExports.object_key, encryption_key_id: dataExports.encryption_key_id, wrapped_key: dataExports.wrapped_key })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'DONE'), or(isNotNull(dataExports.file_id), isNotNull(dataExports.object_key))))
    .for('update');
  if (!before) return undefined;
  await tx.update(dataExports).set({ status: 'DOWNLOADED', downloaded_at: at, downloaded_by: by, file_id: null }).where(eq(dataExports.id, id));
  const { object_key, encryption_key_id, wrapped_key } = before;
  return {
    fileId: before.file_id,
    schoolIds: before.school_ids,
    size: before.size ?? 0,
    object: { object_key: object_key ?? '', encryption_key_id: encryption_key_id ?? '', wrapped_key: wrapped_key ?? Buffer.alloc(0) },
  };
}

export async function releaseObject(tx: Tx, id: string) {
  await tx.update(dataExports).set({ object_key: null, encryption_key_id: null, wrapped_key: null }).where(eq(dataExports.id, id));
}

// Finished exports nobody downloaded in time become EXPIRED; they, and downloads whose object was never let
// go of, lose their zips: the ids of the stored files and the keys of the objects returned to be destroyed.
export async function expireExports(tx: Tx, before: Date) {
  const waiting = await tx
    .select({ id: dataExports.id, status: dataExports.status, file_id: dataExports.file_id, object_key: dataExports.object_key })
    .from(dataExports)
    .where(
      or(
        and(eq(dataExports.status, 'DONE'), lt(dataExports.finished_at, before)),
        and(eq(dataExports.status, 'DOWNLOADED'), isNotNull(dataExports.object_key), lt(dataExports.downloaded_at, before)),
      ),
    )
    .for('update');
  if (waiting.length === 0) return { fileIds: [], objectKeys: [] };
  const ids = waiting.map((row) => row.id);
  await tx.update(dataExports).set({ status: sql`case when ${dataExports.status} = 'DONE' then 'EXPIRED' else ${dataExports.status} end`, file_id: null, object_key: null, encryption_key_id: null, wrapped_key: null }).where(inArray(dataExports.id, ids));
  return { fileIds: waiting.flatMap((row) => (row.file_id ? [row.file_id] : [])), objectKeys: waiting.flatMap((row) => (row.object_key ? [row.object_key] : [])) };
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

import { count, eq, getTableName, lt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { copyRows } from '../../db/copy-rows.ts';
import { onerosterPreviews, students, studentsProviders, temporalStudents, temporalStudentsProviders } from './students.schema.ts';
import { otherWorkTurn } from '../../domain/work-turn.ts';

type Executor = Db | Tx;

// Both drivers answer a raw statement with `rows`; Drizzle types it per driver.

export type TemporalStudent = typeof temporalStudents.$inferInsert;
export type TemporalProvider = typeof temporalStudentsProviders.$inferInsert;

export async function insertTemporalRows(tx: Tx, rows: TemporalStudent[], providerRows: TemporalProvider[]) {
  await copyRows(tx, temporalStudents, rows);
  await copyRows(tx, temporalStudentsProviders, providerRows);
}

// The scratch tables have no foreign keys, so a preview's insurance rows go with its students by hand.
async function deletePreviews(db: Executor, which: SQL) {
  await db.execute(
    sql`delete from ${temporalStudentsProviders} where temporal_student_id in (select id from ${temporalStudents} where ${which})`,
  );
  await db.delete(temporalStudents).where(which);
}

// Previews nobody imported within their lifetime are dropped, of both imports (each preview calls this):
// a OneRoster preview's remembered settings go with its rows, never one without the other.
export async function deleteStalePreviews(db: Executor, before: Date) {
  await deletePreviews(db, lt(temporalStudents.created_at, before));
  await db.delete(onerosterPreviews).where(lt(onerosterPreviews.created_at, before));
}

export const STUDENT_FIELDS = [
  'academic_id', 'first_name', 'last_name', 'gender', 'date_of_birth', 'email_address', 'primary_phone',
  'address_1', 'address_2', 'city', 'state_prov', 'country', 'postal_code', 'parents_info',
];
const ENTRY_FIELDS = ['insurance_provider_id', 'insurance_group_id', 'insurance_member_id', 'provider_name', 'is_other_provider', 'phone'];
export const columnList = (fields: string[], alias = '') => sql.raw(fields.map((field) => alias + field).join(', '));

// Locks the preview's last row for this transaction: a second commit of the same preview (a double click)
// waits for it, then finds the rows gone. Returns the last row number, or 0 when there are none (a
// OneRoster preview's rows, which carry a sis_source_id, are not this import's; nor are a stale preview's).
async function lockPreview(db: Executor, importId: string, schoolId: string, freshSince: Date) {
  const rows = await db.execute(
    sql`select row_number from ${temporalStudents}
      where import_id = ${importId} and school_id = ${schoolId} and sis_source_id is null and created_at >= ${freshSince.toISOString()}::timestamptz
      order by row_number desc limit 1 for update`,
  );
  return Number(rowsOf<{ row_number: number }>(rows)[0]?.row_number ?? 0);
}

// The embedded database runs each statement on the server's own thread: a statement over ten thousand
// rows holds every other request for its whole length. Rows go in slices, with a turn for other work in
// between; all of it is still one transaction.
export const SLICE_ROWS = 1_000;

// The planner's statistics of a table are refreshed before a commit that brings more rows than this share
// of what they last counted (PostgreSQL's own autovacuum analyzes at 10 %).
const STALE_STATISTICS_SHARE = 0.1;

export const statisticsAreStale = (counted: number, coming: number) => counted < 0 || coming > STALE_STATISTICS_SHARE * counted;

// The embedded database runs no autovacuum, so its planner would know nothing of the students an earlier
// import added and join them row by row (a second import of 10,000 students took 20x the first); fresh
// statistics make the commit's statements hash joins. They are refreshed only where this import would
// make them stale, never by default: ANALYZE of 100,000 students was 9.7 s of an 18 s commit of 2,000.
// And outside the commit's transaction: ANALYZE's lock lasts to the end of its transaction, and a second
// school's ANALYZE waited on it, so two schools' imports ran one after the other. ANALYZE is the table
// owner's: the owner's function runs it for the application role (ADR 050).
export async function refreshStaleStatistics(db: Db, tables: PgTable[], coming: number) {
  for (const table of tables) {
    const [stats] = rowsOf<{ counted: number }>(await db.execute(sql`select reltuples::float8 as counted from pg_class where oid = ${getTableName(table)}::regclass`));
    if (statisticsAreStale(Number(stats?.counted ?? -1), coming)) await db.execute(sql`select refresh_planner_statistics(${getTableName(table)})`);
  }
}

export async function countPreviewRows(db: Db, importId: string) {
  const [preview] = await db.select({ rows: count() }).from(temporalStudents).where(eq(temporalStudents.import_id, importId));
  return preview?.rows ?? 0;
}

// The tables the commit reads and writes in bulk: their statistics are refreshed before it where stale
// (imports.ts).
export const COMMITTED_TABLES = [students, studentsProviders, temporalStudents, temporalStudentsProviders];

// Set-based, so ten thousand rows are a handful of statements. Runs inside the caller's transaction.
export async function commitPreview(db: Executor, importId: string, schoolId: string, freshSince: Date) {
  const lastRow = await lockPreview(db, importId, schoolId, freshSince);
  if (lastRow === 0) return null;
  // The live student each preview row stands for (the same academic id in the same school; the oldest, should
  // two share it), found once before anything is written. Asked of the students table slice by slice, the
  // planner, whose statistics did not know the students the earlier slices had added, read all of them
  // for every row (a first import of 20,000 rows took 36 s instead of 3).
  await db.execute(sql`
    create temp table import_matches on commit drop as
    select distinct on (t.id) t.id as temporal_student_id, s.id as student_id
    from ${temporalStudents} t
    join ${students} s on s.school_id = t.school_id and s.academic_id = t.academic_id and s.deleted_at is null
    where t.import_id = ${importId} and t.school_id = ${schoolId}
    order by t.id, s.created_at`);
  await db.execute(sql`create index on import_matches (temporal_student_id)`);
  await db.execute(sql`analyze import_matches`);
  let created = 0;
  let updated = 0;
  for (let first = 0; first <= lastRow; first += SLICE_ROWS) {
    const slice = sql`t.import_id = ${importId} and t.school_id = ${schoolId} and t.row_number >= ${first} and t.row_number < ${first + SLICE_ROWS}`;
    const updatedRows = await db.execute(sql`
      update ${students} s set
        first_name = t.first_name, last_name = t.last_name, gender = t.gender, date_of_birth = t.date_of_birth,
        email_address = t.email_address, primary_phone = t.primary_phone, address_1 = t.address_1, address_2 = t.address_2,
        city = t.city, state_prov = t.state_prov, country = t.country, postal_code = t.postal_code,
        parents_info = coalesce(t.parents_info, s.parents_info), updated_at = now()
      from ${temporalStudents} t
      join import_matches m on m.temporal_student_id = t.id
      where ${slice} and s.id = m.student_id
      returning s.id`);
    // A new student takes its preview row's id, by which its insurance row finds it; that insurance is
    // the student's first entry, and primary.
    const createdRows = await db.execute(sql`
      with added as (
        insert into ${students} (id, school_id, ${columnList(STUDENT_FIELDS)})
        select t.id, t.school_id, ${columnList(STUDENT_FIELDS, 't.')}
        from ${temporalStudents} t
        where ${slice} and not exists (select 1 from import_matches m where m.temporal_student_id = t.id)
        order by t.row_number
        returning id),
      entries as (
        insert into ${studentsProviders} (school_id, student_id, ${columnList(ENTRY_FIELDS)}, "primary")
        select ${schoolId}::uuid, added.id, ${columnList(ENTRY_FIELDS, 'tp.')}, true
        from added
        join ${temporalStudentsProviders} tp on tp.temporal_student_id = added.id)
      select id from added`);
    updated += rowsOf(updatedRows).length;
    created += rowsOf(createdRows).length;
    await otherWorkTurn();
  }
  if (updated > 0) await matchEntriesOfUpdatedStudents(db, schoolId);
  await deletePreviews(db, eq(temporalStudents.import_id, importId));
  return { created, updated };
}

async function matchEntriesOfUpdatedStudents(db: Executor, schoolId: string) {
  // Each updated student's insurance row, materialised once (dropped at commit) so the statements below
  // stay linear in the number of rows.
  await db.execute(sql`
    create temp table import_rows on commit drop as
    select tp.*, m.student_id, ${schoolId}::uuid as school_id
    from import_matches m
    join ${temporalStudentsProviders} tp on tp.temporal_student_id = m.temporal_student_id`);
  await db.execute(sql`create index on import_rows (student_id)`);
  await db.execute(sql`analyze import_rows`);
  // The student's existing entry for the same company (or the same Other name) is updated and becomes the
  // primary, with its verification reset when the member id changed; the student's other entries stop being
  // primary; a file's insurance the student has no entry for is added as the primary. Each row is written
  // once: a second write of a row inserted in this transaction would check its foreign keys again.
  // The school is named so the (school_id, student_id) index finds a student's entries.
  const sameEntry = sql`p.school_id = r.school_id and p.student_id = r.student_id and p.deleted_at is null and (
      (not r.is_other_provider and not p.is_other_provider and p.insurance_provider_id = r.insurance_provider_id)
      or (r.is_other_provider and p.is_other_provider and lower(p.provider_name) = lower(r.provider_name)))`;
  await db.execute(sql`
    update ${studentsProviders} p set
      status = case when p.insurance_member_id is distinct from r.insurance_member_id then null else p.status end,
      insurance_member_id = r.insurance_member_id, insurance_group_id = r.insurance_group_id, phone = r.phone,
      "primary" = true, updated_at = now()
    from import_rows r
    where ${sameEntry}`);
  await otherWorkTurn();
  await db.execute(sql`
    update ${studentsProviders} p set "primary" = null
    where p.deleted_at is null and p.school_id = ${schoolId} and p."primary" is not null
      and p.student_id in (select r.student_id from import_rows r)
      and not exists (select 1 from import_rows r where ${sameEntry})`);
  await otherWorkTurn();
  // The new entries are found first and inserted after: a statement that inserts into the table its
  // anti-join reads would read its own new pages once per row while the planner, which saw an empty table
  // on a school's first import, scans it in a nested loop (20,000 rows took 4 s, 100,000 minutes).
  await db.execute(sql`
    create temp table new_entries on commit drop as
    select r.school_id, r.student_id, ${columnList(ENTRY_FIELDS, 'r.')}
    from import_rows r
    where not exists (select 1 from ${studentsProviders} p where ${sameEntry})`);
  await db.execute(sql`
    insert into ${studentsProviders} (school_id, student_id, ${columnList(ENTRY_FIELDS)}, "primary")
    select *, true from new_entries`);
}

import { eq, lt, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { insertMany } from '../../db/insert-many.ts';
import { students, studentsProviders, temporalStudents, temporalStudentsProviders } from './students.schema.ts';

type Executor = Db | Tx;

// Both drivers answer a raw statement with `rows`; Drizzle types it per driver.

export type TemporalStudent = typeof temporalStudents.$inferInsert;
export type TemporalProvider = typeof temporalStudentsProviders.$inferInsert;

export async function insertTemporalRows(db: Executor, rows: TemporalStudent[], providerRows: TemporalProvider[]) {
  await insertMany(db, temporalStudents, rows);
  await insertMany(db, temporalStudentsProviders, providerRows);
}

// Previews nobody imported within a day are dropped.
export async function deleteStalePreviews(db: Executor, before: Date) {
  await db.delete(temporalStudents).where(lt(temporalStudents.created_at, before));
}


const STUDENT_COLUMNS = sql.raw(
  'academic_id, first_name, last_name, gender, date_of_birth, email_address, primary_phone, address_1, address_2, city, state_prov, country, postal_code, parents_info',
);

// The live student a preview row stands for: the same academic id in the same school.
const matchingStudent = sql`select s.id from ${students} s where s.school_id = t.school_id and s.academic_id = t.academic_id and s.deleted_at is null order by s.created_at limit 1`;

// Set-based, so ten thousand rows are a handful of statements. Runs inside the caller's transaction.
// Locks the preview's rows for this transaction: a second commit of the same preview (a double click)
// waits, then finds them gone. Returns the last row number, or 0 when there are none.
async function lockPreview(db: Executor, importId: string, schoolId: string) {
  const rows = await db.execute(sql`select row_number from ${temporalStudents} where import_id = ${importId} and school_id = ${schoolId} for update`);
  return Math.max(0, ...rowsOf<{ row_number: number }>(rows).map((row) => Number(row.row_number)));
}

// The embedded database runs each statement on the server's own thread: a statement over ten thousand
// rows holds every other request for its whole length. Rows go in slices, with a turn for other work in
// between; all of it is still one transaction.
const SLICE_ROWS = 1_000;
const otherWorkTurn = () => new Promise((resolve) => setImmediate(resolve));

export async function commitPreview(db: Executor, importId: string, schoolId: string) {
  const lastRow = await lockPreview(db, importId, schoolId);
  if (lastRow === 0) return null;
  // The embedded database runs no autovacuum, so its planner knows nothing of the students an earlier
  // import added and joins them row by row: a second import of 10,000 students took 20x the first.
  // Fresh statistics make every statement below a hash join; on a server they cost a sampled read.
  for (const table of [students, studentsProviders, temporalStudents, temporalStudentsProviders]) await db.execute(sql`analyze ${table}`);
  let created = 0;
  let updated = 0;
  for (let first = 0; first <= lastRow; first += SLICE_ROWS) {
    const slice = sql`t.import_id = ${importId} and t.row_number >= ${first} and t.row_number < ${first + SLICE_ROWS}`;
    const updatedRows = await db.execute(sql`
      update ${students} s set
        first_name = t.first_name, last_name = t.last_name, gender = t.gender, date_of_birth = t.date_of_birth,
        email_address = t.email_address, primary_phone = t.primary_phone, address_1 = t.address_1, address_2 = t.address_2,
        city = t.city, state_prov = t.state_prov, country = t.country, postal_code = t.postal_code,
        parents_info = coalesce(t.parents_info, s.parents_info), updated_at = now()
      from ${temporalStudents} t
      where ${slice} and t.school_id = ${schoolId} and s.school_id = t.school_id and s.academic_id = t.academic_id and s.deleted_at is null
      returning s.id`);
    const createdRows = await db.execute(sql`
      insert into ${students} (school_id, ${STUDENT_COLUMNS})
      select t.school_id, ${sql.raw(['academic_id', 'first_name', 'last_name', 'gender', 'date_of_birth', 'email_address', 'primary_phone', 'address_1', 'address_2', 'city', 'state_prov', 'country', 'postal_code', 'parents_info'].map((column) => `t.${column}`).join(', '))}
      from ${temporalStudents} t
      where ${slice} and not exists (${matchingStudent})
      order by t.row_number
      returning id`);
    updated += rowsOf(updatedRows).length;
    created += rowsOf(createdRows).length;
    await otherWorkTurn();
  }

  // Each row's insurance, with the student it now belongs to, materialised once (dropped at commit) so the
  // statements below stay linear in the number of rows.
  // A join, not a per-row subquery: right after the inserts above the planner's statistics do not know the
  // new students yet, and a correlated subquery would scan the table once per row.
  await db.execute(sql`
    create temp table import_rows on commit drop as
    select distinct on (tp.id) tp.*, s.id as student_id, t.school_id as school_id
    from ${temporalStudentsProviders} tp
    join ${temporalStudents} t on t.id = tp.temporal_student_id
    join ${students} s on s.school_id = t.school_id and s.academic_id = t.academic_id and s.deleted_at is null
    where t.import_id = ${importId}
    order by tp.id, s.created_at`);
  await db.execute(sql`create index on import_rows (student_id)`);
  await db.execute(sql`analyze import_rows`);
  // The student's existing entry for the same company (or the same Other name) is updated, with its
  // verification reset when the member id changed; otherwise a new entry is added.
  // The school is named so the (school_id, student_id) index finds a student's entries.
  const sameEntry = sql`p.school_id = r.school_id and p.student_id = r.student_id and p.deleted_at is null and (
      (not r.is_other_provider and not p.is_other_provider and p.insurance_provider_id = r.insurance_provider_id)
      or (r.is_other_provider and p.is_other_provider and lower(p.provider_name) = lower(r.provider_name)))`;
  await db.execute(sql`
    update ${studentsProviders} p set
      status = case when p.insurance_member_id is distinct from r.insurance_member_id then null else p.status end,
      insurance_member_id = r.insurance_member_id, insurance_group_id = r.insurance_group_id, phone = r.phone, updated_at = now()
    from import_rows r
    where ${sameEntry}`);
  await otherWorkTurn();
  // The new entries are found first and inserted after: a statement that inserts into the table its
  // anti-join reads would read its own new pages once per row while the planner, which saw an empty table
  // on a school's first import, scans it in a nested loop (20,000 rows took 4 s, 100,000 minutes).
  await db.execute(sql`
    create temp table new_entries on commit drop as
    select r.school_id, r.student_id, r.insurance_provider_id, r.insurance_group_id, r.insurance_member_id, r.provider_name, r.is_other_provider, r.phone
    from import_rows r
    where not exists (select 1 from ${studentsProviders} p where ${sameEntry})`);
  await db.execute(sql`
    insert into ${studentsProviders} (school_id, student_id, insurance_provider_id, insurance_group_id, insurance_member_id, provider_name, is_other_provider, phone)
    select * from new_entries`);
  await otherWorkTurn();
  // The file's insurance becomes each imported student's primary.
  await db.execute(sql`
    update ${studentsProviders} p set "primary" = case when exists (select 1 from import_rows r where ${sameEntry}) then true else null end
    where p.deleted_at is null and p.school_id = ${schoolId} and p.student_id in (select r.student_id from import_rows r)`);
  await otherWorkTurn();
  await db.delete(temporalStudents).where(eq(temporalStudents.import_id, importId));
  return { created, updated };
}

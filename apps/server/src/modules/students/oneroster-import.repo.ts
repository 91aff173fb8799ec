import { and, count, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { copyRows } from '../../db/copy-rows.ts';
import { schools } from '../schools/schools.schema.ts';
import { otherWorkTurn } from '../../domain/work-turn.ts';
import { columnList, SLICE_ROWS, STUDENT_FIELDS, type TemporalStudent } from './students-import.repo.ts';
import { onerosterPreviews, students, temporalStudents } from './students.schema.ts';

type Executor = Db | Tx;

export type OneRosterPreviewRow = typeof onerosterPreviews.$inferInsert;
export type OneRosterCommitCounts = { created: number; updated: number; reactivated: number; deactivated: number; unchanged: number };

export async function insertPreview(tx: Tx, preview: OneRosterPreviewRow, rows: TemporalStudent[]) {
  await tx.insert(onerosterPreviews).values(preview);
  await copyRows(tx, temporalStudents, rows);
}

// The school's live OneRoster students (sourcedId, active), read once per preview: what a delta file may
// leave out for them, and whom the commit would deactivate.
export async function findSchoolSourcedIds(db: Executor, schoolId: string) {
  return db
    .select({ sourced_id: students.sis_source_id, is_active: students.is_active })
    .from(students)
    .where(and(eq(students.school_id, schoolId), isNull(students.deleted_at), isNotNull(students.sis_source_id)));
}

// What an imported student becomes, from their preview row `t` and the student as stored `s`. A value the
// file leaves blank (null in `t`) keeps the stored one, as does every column the file does not carry (the
// address, insurance). A guardian in the file replaces the stored guardian's own fields (names, e-mail,
// phone: `t.parents_info` carries each, null where the file has none) as a set, so a new guardian never
// keeps the old one's contacts; the parent info's other fields (the address, the employer) stay.
const IMPORTED_VALUES = {
  academic_id: sql`coalesce(t.academic_id, s.academic_id)`,
  first_name: sql`t.first_name`,
  last_name: sql`t.last_name`,
  gender: sql`coalesce(t.gender, s.gender)`,
  date_of_birth: sql`coalesce(t.date_of_birth, s.date_of_birth)`,
  email_address: sql`coalesce(t.email_address, s.email_address)`,
  primary_phone: sql`coalesce(t.primary_phone, s.primary_phone)`,
  parents_info: sql`case when t.parents_info is null then s.parents_info else coalesce(s.parents_info, '{}'::jsonb) || t.parents_info end`,
};
const importedColumns = Object.keys(IMPORTED_VALUES);
const assignments = sql.join(Object.entries(IMPORTED_VALUES).map(([column, value]) => sql`${sql.raw(column)} = ${value}`), sql`, `);
const changed = sql`row(${sql.join(Object.values(IMPORTED_VALUES), sql`, `)}) is distinct from row(${columnList(importedColumns, 's.')})`;
// A new student has no address yet (the claim wizard and the student form ask for it) and X for no sex.
const newStudentValues = columnList(STUDENT_FIELDS.map((field) => (field === 'gender' ? `coalesce(t.gender, 'X')` : `t.${field}`)));

// The tables the commit reads and writes in bulk (imports.ts refreshes their statistics where stale).
export const COMMITTED_TABLES = [students, temporalStudents];

// Set-based, in slices like the CSV import's commit, inside the caller's transaction. Returns null when
// the preview is gone (imported already, or stale), lost rows, or is another school's.
export async function commitPreview(db: Executor, importId: string, schoolId: string, freshSince: Date): Promise<OneRosterCommitCounts | null> {
  // Locked: a second commit of the same preview (a double click) waits, then finds it gone.
  const [preview] = await db
    .select()
    .from(onerosterPreviews)
    .where(and(eq(onerosterPreviews.import_id, importId), eq(onerosterPreviews.school_id, schoolId), gte(onerosterPreviews.created_at, freshSince)))
    .for('update');
  if (!preview) return null;
  // A bulk commit deactivates whoever its rows do not list: with rows missing it would deactivate them.
  const [kept] = await db.select({ n: count() }).from(temporalStudents).where(eq(temporalStudents.import_id, importId));
  if (kept?.n !== preview.students) return null;
  await linkByAcademicId(db, importId, schoolId);
  // The live student each preview row stands for (one at most: the sourcedId is unique in a school), and
  // whether they were active, found once before anything is written.
  await db.execute(sql`
    create temp table oneroster_matches on commit drop as
    select t.id as temporal_student_id, s.id as student_id, s.is_active as was_active
    from ${temporalStudents} t
    join ${students} s on s.school_id = t.school_id and s.sis_source_id = t.sis_source_id and s.deleted_at is null
    where t.import_id = ${importId}`);
  await db.execute(sql`create index on oneroster_matches (temporal_student_id)`);
  await db.execute(sql`analyze oneroster_matches`);
  const [totals] = rowsOf<{ matched: number; last_row: number }>(
    await db.execute(sql`
      select (select count(*) from oneroster_matches)::int as matched,
        coalesce((select max(row_number) from ${temporalStudents} where import_id = ${importId}), 0)::int as last_row`),
  );
  const lastRow = Number(totals?.last_row ?? 0);

  const counts: OneRosterCommitCounts = { created: 0, updated: 0, reactivated: 0, deactivated: 0, unchanged: 0 };
  for (let first = 0; first <= lastRow; first += SLICE_ROWS) {
    const slice = sql`t.import_id = ${importId} and t.row_number >= ${first} and t.row_number < ${first + SLICE_ROWS}`;
    // Only a student whose values differ, or who comes back, is written: a second import of the same files
    // writes nothing.
    const written = await db.execute(sql`
      update ${students} s set ${assignments}, is_active = true, updated_at = now()
      from ${temporalStudents} t
      join oneroster_matches m on m.temporal_student_id = t.id
      where ${slice} and s.id = m.student_id and (not m.was_active or ${changed})
      returning m.was_active`);
    const created = await db.execute(sql`
      insert into ${students} (id, school_id, sis_source_id, ${columnList(STUDENT_FIELDS)})
      select t.id, t.school_id, t.sis_source_id, ${newStudentValues}
      from ${temporalStudents} t
      where ${slice} and not exists (select 1 from oneroster_matches m where m.temporal_student_id = t.id)
      order by t.row_number
      returning id`);
    for (const row of rowsOf<{ was_active: boolean }>(written)) counts[row.was_active ? 'updated' : 'reactivated'] += 1;
    counts.created += rowsOf(created).length;
    await otherWorkTurn();
  }
  counts.unchanged = Number(totals?.matched ?? 0) - counts.updated - counts.reactivated;

  // The file's withdrawn students, and with a full (bulk) users file every OneRoster student of the school it
  // does not list, become inactive: never deleted, their claims stay. Students typed by hand or imported
  // from a CSV have no sis_source_id (unless linked above) and are never touched.
  const deactivated = await db.execute(sql`
    update ${students} s set is_active = false, updated_at = now()
    from ${onerosterPreviews} p
    where p.import_id = ${importId} and s.school_id = ${schoolId} and s.deleted_at is null and s.is_active and s.sis_source_id is not null
      and (s.sis_source_id = any(p.withdrawn)
        or (p.users_mode = 'bulk' and not exists (select 1 from ${temporalStudents} t where t.import_id = p.import_id and t.sis_source_id = s.sis_source_id)))
    returning s.id`);
  counts.deactivated = rowsOf(deactivated).length;

  await db.update(schools).set({ sis_org_sourced_id: preview.org_sourced_id }).where(eq(schools.id, schoolId));
  await db.delete(temporalStudents).where(eq(temporalStudents.import_id, importId));
  await db.delete(onerosterPreviews).where(eq(onerosterPreviews.import_id, importId));
  return counts;
}

// A school's first OneRoster import finds its students typed by hand or imported from a CSV, who have no
// sourcedId: a row whose sourcedId no live student has takes the one live student of the school with its
// academic id (case-insensitive) and no sourcedId, rather than a second student. Two candidates, or two
// rows for one student, link nobody: the row is created as new.
async function linkByAcademicId(db: Executor, importId: string, schoolId: string) {
  await db.execute(sql`
    with candidates as (
      select t.sis_source_id, (array_agg(s.id))[1] as student_id
      from ${temporalStudents} t
      join ${students} s on s.school_id = t.school_id and s.deleted_at is null and s.sis_source_id is null
        and s.academic_id <> '' and lower(s.academic_id) = lower(t.academic_id)
      where t.import_id = ${importId} and t.school_id = ${schoolId}
        and not exists (select 1 from ${students} o where o.school_id = t.school_id and o.sis_source_id = t.sis_source_id and o.deleted_at is null)
      group by t.sis_source_id
      having count(*) = 1),
    claimed as (
      select sis_source_id, student_id, count(*) over (partition by student_id) as rows_for_student from candidates)
    update ${students} s set sis_source_id = claimed.sis_source_id
    from claimed
    where s.id = claimed.student_id and claimed.rows_for_student = 1`);
}

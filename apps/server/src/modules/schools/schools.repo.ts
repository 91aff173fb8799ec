import { SCHOOL_LOGO_TITLE } from '@claims/shared';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contains } from '../../db/search.ts';
import { compactSections, lockSchools, logoFileIdOf, maxOrderOf } from '../dashboard/dashboard.repo.ts';
import { schoolsDashboardElements } from '../dashboard/dashboard.schema.ts';
import { salesReps } from '../sales-reps/sales-reps.schema.ts';
import { thirdPartyAdministrators, tpaDashboardElements } from '../tpas/tpas.schema.ts';
import { users } from '../users/users.schema.ts';
import { schools, schoolsNotes, schoolsThirdPartyAdministrators, usersSchools } from './schools.schema.ts';

type Executor = Db | Tx;

// The logo is a dashboard element of its own section, outside the six dashboard sections.
export const LOGO_COMPONENT = 'SCHOOL_LOGO' as const;

export type SchoolOption = { id: string; name: string; is_active: boolean };

// Schools not deleted, by name; `activeOnly` leaves out the inactive ones.
export function listSchoolOptions(db: Executor, { activeOnly }: { activeOnly: boolean }): Promise<SchoolOption[]> {
  return db
    .select({ id: schools.id, name: schools.name, is_active: schools.is_active })
    .from(schools)
    .where(and(activeOnly ? eq(schools.is_active, true) : undefined, isNull(schools.deleted_at)))
    .orderBy(asc(schools.name), asc(schools.id));
}

export type SchoolFilter = { name?: string; salesRepId?: string; tpaId?: string; isActive?: boolean };
export type SchoolSort = { column: 'name' | 'sales_rep' | 'updated_at'; direction: 'asc' | 'desc' };

// Columns computed per school in the same statement as the page, so a list costs two queries at any size.
// Drizzle leaves a column unqualified in a single-table select, where inside a subquery it would bind to
// the subquery's own table; the outer school is therefore always named in full.
const outerSchoolId = sql.raw('"schools"."id"');
const firstNote = sql<string | null>`(select n.note from ${schoolsNotes} n where n.school_id = ${outerSchoolId} and n.deleted_at is null order by n.created_at, n.id limit 1)`;
const tpaCodes = sql<string[]>`coalesce((select array_agg(t.code order by t.code) from ${schoolsThirdPartyAdministrators} l join ${thirdPartyAdministrators} t on t.id = l.third_party_administrator_id where l.school_id = ${outerSchoolId} and l.deleted_at is null and t.deleted_at is null), '{}')`;
const logoFileId = logoFileIdOf(outerSchoolId);

function schoolFilterWhere(filter: SchoolFilter): SQL | undefined {
  return and(
    isNull(schools.deleted_at),
    filter.name ? contains(schools.name, filter.name) : undefined,
    filter.salesRepId ? eq(schools.sales_rep_id, filter.salesRepId) : undefined,
    filter.isActive === undefined ? undefined : eq(schools.is_active, filter.isActive),
    filter.tpaId
      ? sql`exists (select 1 from ${schoolsThirdPartyAdministrators} l where l.school_id = ${outerSchoolId} and l.third_party_administrator_id = ${filter.tpaId} and l.deleted_at is null)`
      : undefined,
  );
}

export async function pageSchools(db: Executor, filter: SchoolFilter, sort: SchoolSort, page: { offset: number; limit: number }) {
  const direction = sort.direction === 'asc' ? asc : desc;
  const order =
    sort.column === 'sales_rep'
      ? [direction(sql`lower(${salesReps.first_name})`), direction(sql`lower(${salesReps.last_name})`)]
      : sort.column === 'updated_at'
        ? [direction(schools.updated_at)]
        : [direction(sql`lower(${schools.name})`)];
  const where = schoolFilterWhere(filter);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: schools.id,
        name: schools.name,
        is_active: schools.is_active,
        updated_at: schools.updated_at,
        sales_rep_first_name: salesReps.first_name,
        sales_rep_last_name: salesReps.last_name,
        tpa_codes: tpaCodes,
        first_note: firstNote,
        logo_file_id: logoFileId,
      })
      .from(schools)
      .leftJoin(salesReps, eq(salesReps.id, schools.sales_rep_id))
      .where(where)
      .orderBy(...order, asc(schools.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(schools).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}
export type SchoolListRow = Awaited<ReturnType<typeof pageSchools>>['items'][number];

export async function findSchool(db: Executor, id: string) {
  const [row] = await db
    .select({ school: schools, first_note: firstNote, logo_file_id: logoFileId })
    .from(schools)
    .where(and(eq(schools.id, id), isNull(schools.deleted_at)));
  return row ? { ...row.school, first_note: row.first_note, logo_file_id: row.logo_file_id } : undefined;
}
export type SchoolRow = NonNullable<Awaited<ReturnType<typeof findSchool>>>;

export async function insertSchool(db: Executor, values: typeof schools.$inferInsert) {
  const [row] = await db.insert(schools).values(values).returning({ id: schools.id });
  return row!.id;
}

export async function updateSchool(db: Executor, id: string, values: Partial<typeof schools.$inferInsert>) {
  const rows = await db
    .update(schools)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(schools.id, id), isNull(schools.deleted_at)))
    .returning({ id: schools.id });
  return rows.length === 1;
}

// Users who belong only to this school go with it; a user shared with another school stays.
export async function usersOnlyInSchool(db: Executor, schoolId: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(usersSchools, eq(usersSchools.user_id, users.id))
    .where(
      and(
        eq(usersSchools.school_id, schoolId),
        isNull(users.deleted_at),
        sql`not exists (select 1 from ${usersSchools} other join ${schools} s on s.id = other.school_id where other.user_id = ${users.id} and other.school_id <> ${schoolId} and s.deleted_at is null)`,
      ),
    );
  return rows.map((row) => row.id);
}

// The school's staff who hear of its claims (a TPA's request, a deadline): its users who can sign in
// (active, not deleted), in their language; never its coaches, who see nothing of its claims (ADR 048).
export function activeSchoolUsers(db: Executor, schoolId: string) {
  return db
    .select({ id: users.id, email_address: users.email_address, first_name: users.first_name, preferred_language: users.preferred_language })
    .from(usersSchools)
    .innerJoin(users, eq(users.id, usersSchools.user_id))
    .where(and(eq(usersSchools.school_id, schoolId), eq(users.type, 'user'), eq(users.is_active, true), isNull(users.deleted_at)))
    .orderBy(asc(users.email_address));
}

export async function softDeleteSchoolCascade(db: Executor, schoolId: string, userIds: string[], at: Date) {
  await db.update(schools).set({ deleted_at: at, updated_at: at }).where(eq(schools.id, schoolId));
  await db
    .update(schoolsThirdPartyAdministrators)
    .set({ deleted_at: at, updated_at: at })
    .where(and(eq(schoolsThirdPartyAdministrators.school_id, schoolId), isNull(schoolsThirdPartyAdministrators.deleted_at)));
  await db
    .update(schoolsNotes)
    .set({ deleted_at: at, updated_at: at })
    .where(and(eq(schoolsNotes.school_id, schoolId), isNull(schoolsNotes.deleted_at)));
  if (userIds.length) await db.update(users).set({ deleted_at: at, updated_at: at }).where(inArray(users.id, userIds));
}

export async function findFirstNote(db: Executor, schoolId: string) {
  const [row] = await db
    .select()
    .from(schoolsNotes)
    .where(and(eq(schoolsNotes.school_id, schoolId), isNull(schoolsNotes.deleted_at)))
    .orderBy(asc(schoolsNotes.created_at), asc(schoolsNotes.id))
    .limit(1);
  return row;
}

export async function insertNote(db: Executor, values: typeof schoolsNotes.$inferInsert) {
  await db.insert(schoolsNotes).values(values);
}

export async function updateNote(db: Executor, id: string, note: string) {
  await db.update(schoolsNotes).set({ note, updated_at: new Date() }).where(eq(schoolsNotes.id, id));
}

// ---------- school-TPA links ----------

export function listSchoolTpas(db: Executor, schoolId: string, options: { activeOnly?: boolean } = {}) {
  return db
    .select({
      id: schoolsThirdPartyAdministrators.id,
      school_id: schoolsThirdPartyAdministrators.school_id,
      third_party_administrator_id: schoolsThirdPartyAdministrators.third_party_administrator_id,
      policy_number: schoolsThirdPartyAdministrators.policy_number,
      tpa_identifier: schoolsThirdPartyAdministrators.tpa_identifier,
      effective_date: schoolsThirdPartyAdministrators.effective_date,
      activities: schoolsThirdPartyAdministrators.activities,
      is_active: schoolsThirdPartyAdministrators.is_active,
      is_default: schoolsThirdPartyAdministrators.is_default,
      notice_days: schoolsThirdPartyAdministrators.notice_days,
      treatment_days: schoolsThirdPartyAdministrators.treatment_days,
      filing_days: schoolsThirdPartyAdministrators.filing_days,
      absolute_days: schoolsThirdPartyAdministrators.absolute_days,
      tpa_code: thirdPartyAdministrators.code,
      tpa_name: thirdPartyAdministrators.name,
      created_at: schoolsThirdPartyAdministrators.created_at,
    })
    .from(schoolsThirdPartyAdministrators)
    .innerJoin(thirdPartyAdministrators, eq(thirdPartyAdministrators.id, schoolsThirdPartyAdministrators.third_party_administrator_id))
    .where(
      and(
        eq(schoolsThirdPartyAdministrators.school_id, schoolId),
        isNull(schoolsThirdPartyAdministrators.deleted_at),
        isNull(thirdPartyAdministrators.deleted_at),
        options.activeOnly ? eq(schoolsThirdPartyAdministrators.is_active, true) : undefined,
      ),
    )
    // by the TPA's name (then code and link id), the same on every install of the same data
    .orderBy(asc(thirdPartyAdministrators.name), asc(thirdPartyAdministrators.code), asc(schoolsThirdPartyAdministrators.id));
}
export type SchoolTpaRow = Awaited<ReturnType<typeof listSchoolTpas>>[number];

export async function findLiveTpa(db: Executor, tpaId: string) {
  const [row] = await db
    .select({ id: thirdPartyAdministrators.id })
    .from(thirdPartyAdministrators)
    .where(and(eq(thirdPartyAdministrators.id, tpaId), isNull(thirdPartyAdministrators.deleted_at)));
  return row;
}

export async function insertSchoolTpa(db: Executor, schoolId: string, tpaId: string) {
  const [row] = await db
    .insert(schoolsThirdPartyAdministrators)
    .values({ school_id: schoolId, third_party_administrator_id: tpaId, is_active: true, is_default: false })
    .returning({ id: schoolsThirdPartyAdministrators.id });
  return row!.id;
}

export async function updateSchoolTpa(db: Executor, schoolId: string, id: string, values: Partial<typeof schoolsThirdPartyAdministrators.$inferInsert>) {
  const rows = await db
    .update(schoolsThirdPartyAdministrators)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(schoolsThirdPartyAdministrators.id, id), eq(schoolsThirdPartyAdministrators.school_id, schoolId), isNull(schoolsThirdPartyAdministrators.deleted_at)))
    .returning({ id: schoolsThirdPartyAdministrators.id, tpaId: schoolsThirdPartyAdministrators.third_party_administrator_id });
  return rows[0];
}

// The TPA's files and links appear on the school's dashboard, each after the last item of its section.
export async function copyTpaElementsToSchool(db: Executor, schoolId: string, tpaId: string) {
  await lockSchools(db, sql`${schoolId}`);
  await db.execute(sql`
    insert into ${schoolsDashboardElements} (school_id, type, title, component, filename, url, "order", third_party_administrators_dashboard_element_id, file_id)
    select ${schoolId}, e.type, e.title, e.component, e.filename, e.url,
      ${maxOrderOf(sql`${schoolId}`, sql`e.component`)} + row_number() over (partition by e.component order by e.created_at, e.id),
      e.id, e.file_id
    from ${tpaDashboardElements} e
    where e.third_party_administrator_id = ${tpaId} and e.deleted_at is null`);
}

// The copies go, and the sections they leave close up.
export async function removeTpaElementsFromSchool(db: Executor, schoolId: string, tpaId: string) {
  await lockSchools(db, sql`${schoolId}`);
  await db.execute(sql`
    delete from ${schoolsDashboardElements}
    where school_id = ${schoolId}
      and third_party_administrators_dashboard_element_id in (select id from ${tpaDashboardElements} where third_party_administrator_id = ${tpaId})`);
  await compactSections(db, sql`${schoolId}`);
}

// ---------- logo ----------

export async function findLogoElement(db: Executor, schoolId: string) {
  const [row] = await db
    .select({ id: schoolsDashboardElements.id, file_id: schoolsDashboardElements.file_id })
    .from(schoolsDashboardElements)
    .where(and(eq(schoolsDashboardElements.school_id, schoolId), eq(schoolsDashboardElements.title, SCHOOL_LOGO_TITLE)));
  return row;
}

export async function findLogoElementByFile(db: Executor, fileId: string) {
  const [row] = await db
    .select({ id: schoolsDashboardElements.id, school_id: schoolsDashboardElements.school_id })
    .from(schoolsDashboardElements)
    .where(and(eq(schoolsDashboardElements.file_id, fileId), eq(schoolsDashboardElements.title, SCHOOL_LOGO_TITLE)));
  return row;
}

export async function insertLogoElement(db: Executor, schoolId: string, fileId: string, filename: string) {
  const [row] = await db
    .insert(schoolsDashboardElements)
    .values({ school_id: schoolId, type: 'FILE', title: SCHOOL_LOGO_TITLE, component: LOGO_COMPONENT, filename, file_id: fileId })
    .returning({ id: schoolsDashboardElements.id });
  return row!.id;
}

export async function replaceLogoFile(db: Executor, elementId: string, fileId: string, filename: string) {
  await db.update(schoolsDashboardElements).set({ file_id: fileId, filename, updated_at: new Date() }).where(eq(schoolsDashboardElements.id, elementId));
}

export async function deleteElement(db: Executor, elementId: string) {
  await db.delete(schoolsDashboardElements).where(eq(schoolsDashboardElements.id, elementId));
}

import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { containsPattern, fullName } from '../../db/search.ts';
import { providers } from '../providers/providers.schema.ts';
import { schools } from '../schools/schools.schema.ts';
import { users } from '../users/users.schema.ts';
import { students, studentsProviders } from './students.schema.ts';

type Executor = Db | Tx;

export type StudentRow = typeof students.$inferSelect;
export type StudentSort = { column: 'last_name' | 'first_name' | 'academic_id' | 'date_of_birth'; direction: 'asc' | 'desc' };

// A page of a school's roster and its total in one prepared statement per shape (which filters are set,
// the order), as the claim lists do: the total rides on the page, and only a page past the end counts apart.
export async function pageStudents(
  db: Db,
  schoolId: string,
  filter: { name?: string; academicId?: string },
  sort: StudentSort,
  page: { offset: number; limit: number },
) {
  const values = {
    schoolId,
    ...(filter.name ? { name: containsPattern(filter.name) } : {}),
    ...(filter.academicId ? { academicId: containsPattern(filter.academicId) } : {}),
  };
  const shape = `${Object.keys(values).join(',')}:${sort.column}:${sort.direction}`;
  const where = and(
    eq(students.school_id, sql.placeholder('schoolId')),
    isNull(students.deleted_at),
    filter.name ? sql`${fullName(students.first_name, students.last_name)} ilike ${sql.placeholder('name')}` : undefined,
    filter.academicId ? sql`${students.academic_id} ilike ${sql.placeholder('academicId')}` : undefined,
  );
  const direction = sort.direction === 'asc' ? asc : desc;
  // Last then first name is the default order (SPEC §9) and breaks ties for the other columns.
  const order = {
    last_name: [direction(sql`lower(${students.last_name})`), direction(sql`lower(${students.first_name})`)],
    first_name: [direction(sql`lower(${students.first_name})`), direction(sql`lower(${students.last_name})`)],
    academic_id: [direction(students.academic_id), asc(sql`lower(${students.last_name})`)],
    date_of_birth: [direction(students.date_of_birth), asc(sql`lower(${students.last_name})`)],
  }[sort.column];
  const planEachTime = Boolean(filter.name || filter.academicId);
  const totalOf = () => db.select({ value: count() }).from(students).where(where);
  const rows = await prepared(
    db,
    `roster:page:${shape}`,
    (name) =>
      db
        .select({ ...getTableColumns(students), total: sql<number>`(${totalOf()})`.mapWith(Number) })
        .from(students)
        .where(where)
        .orderBy(...order, asc(students.id))
        .offset(sql.placeholder('offset'))
        .limit(sql.placeholder('limit'))
        .prepare(name),
    { planEachTime },
  ).execute({ ...values, ...page });
  const total =
    rows[0]?.total ?? Number((await prepared(db, `roster:total:${shape}`, (name) => totalOf().prepare(name), { planEachTime }).execute(values))[0]?.value ?? 0);
  return { items: rows.map(({ total: _total, ...student }) => student), total };
}

export async function findStudent(db: Executor, id: string) {
  const [row] = await db.select().from(students).where(and(eq(students.id, id), isNull(students.deleted_at)));
  return row;
}

export async function insertStudent(db: Executor, values: typeof students.$inferInsert) {
  const [row] = await db.insert(students).values(values).returning();
  return row!;
}

export async function updateStudent(db: Executor, id: string, values: Partial<typeof students.$inferInsert>) {
  await db.update(students).set({ ...values, updated_at: new Date() }).where(eq(students.id, id));
}

// Primary first, then the most recently changed (SPEC §7).
export function listStudentProviders(db: Executor, schoolId: string, studentId: string) {
  return db
    .select({
      provider: studentsProviders,
      company_name: providers.name,
    })
    .from(studentsProviders)
    .leftJoin(providers, eq(providers.id, studentsProviders.insurance_provider_id))
    .where(and(eq(studentsProviders.school_id, schoolId), eq(studentsProviders.student_id, studentId), isNull(studentsProviders.deleted_at)))
    .orderBy(sql`${studentsProviders.primary} is not true`, desc(studentsProviders.updated_at), asc(studentsProviders.id))
    .then((rows) => rows.map((row) => ({ ...row.provider, name: row.provider.is_other_provider ? row.provider.provider_name : row.company_name })));
}
export type StudentProviderRow = Awaited<ReturnType<typeof listStudentProviders>>[number];

export async function findStudentProvider(db: Executor, id: string) {
  const [row] = await db.select().from(studentsProviders).where(and(eq(studentsProviders.id, id), isNull(studentsProviders.deleted_at)));
  return row;
}

export async function insertStudentProviders(db: Executor, rows: (typeof studentsProviders.$inferInsert)[]) {
  if (rows.length) await db.insert(studentsProviders).values(rows);
}

export async function updateStudentProvider(db: Executor, id: string, values: Partial<typeof studentsProviders.$inferInsert>) {
  await db.update(studentsProviders).set({ ...values, updated_at: new Date() }).where(eq(studentsProviders.id, id));
}

export async function softDeleteStudentProviders(db: Executor, ids: string[], at: Date) {
  if (ids.length) await db.update(studentsProviders).set({ deleted_at: at, updated_at: at }).where(inArray(studentsProviders.id, ids));
}

export async function makePrimary(db: Executor, studentId: string, providerId: string) {
  await db
    .update(studentsProviders)
    .set({ primary: sql`case when ${studentsProviders.id} = ${providerId} then true else null end` })
    .where(and(eq(studentsProviders.student_id, studentId), isNull(studentsProviders.deleted_at)));
}

export async function liveProviderIds(db: Executor, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db.select({ id: providers.id }).from(providers).where(and(inArray(providers.id, ids), eq(providers.is_active, true)));
  return rows.map((row) => row.id);
}

export async function resetSchoolStudents(db: Executor, schoolId: string, at: Date) {
  const removed = await db
    .update(students)
    .set({ deleted_at: at, updated_at: at })
    .where(and(eq(students.school_id, schoolId), isNull(students.deleted_at)))
    .returning({ id: students.id });
  await db
    .update(studentsProviders)
    .set({ deleted_at: at, updated_at: at })
    .where(and(eq(studentsProviders.school_id, schoolId), isNull(studentsProviders.deleted_at)));
  return removed.length;
}

export async function findSchoolFlags(db: Executor, schoolId: string) {
  const [row] = await db
    .select({
      id: schools.id,
      name: schools.name,
      allow_piv: schools.allow_piv,
      allow_students_import: schools.allow_students_import,
      show_verification_status: schools.show_verification_status,
      sis_org_sourced_id: schools.sis_org_sourced_id,
    })
    .from(schools)
    .where(and(eq(schools.id, schoolId), isNull(schools.deleted_at)));
  return row;
}

// The admin verification queue: oldest request first, with what staff need to check the policy.
export async function pageVerificationQueue(db: Executor, page: { offset: number; limit: number }) {
  const where = and(eq(studentsProviders.status, 'QUEUED'), isNull(studentsProviders.deleted_at), isNull(students.deleted_at));
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: studentsProviders.id,
        student_id: students.id,
        school_id: schools.id,
        school_name: schools.name,
        student_first_name: students.first_name,
        student_last_name: students.last_name,
        date_of_birth: students.date_of_birth,
        provider_name: sql<string | null>`coalesce(${providers.name}, ${studentsProviders.provider_name})`,
        insurance_member_id: studentsProviders.insurance_member_id,
        insurance_group_id: studentsProviders.insurance_group_id,
        phone: studentsProviders.phone,
        requested_at: studentsProviders.verification_requested_at,
        requested_by_first_name: users.first_name,
        requested_by_last_name: users.last_name,
      })
      .from(studentsProviders)
      .innerJoin(students, eq(students.id, studentsProviders.student_id))
      .innerJoin(schools, eq(schools.id, studentsProviders.school_id))
      .leftJoin(providers, eq(providers.id, studentsProviders.insurance_provider_id))
      .leftJoin(users, eq(users.id, studentsProviders.verification_requested_by))
      .where(where)
      .orderBy(asc(studentsProviders.verification_requested_at), asc(studentsProviders.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(studentsProviders).innerJoin(students, eq(students.id, studentsProviders.student_id)).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}
export type VerificationRequestRow = Awaited<ReturnType<typeof pageVerificationQueue>>['items'][number];

import { and, asc, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contains } from '../../db/search.ts';
import type { PageArgs } from '../../domain/paging.ts';
import type { CoachStatus } from '@claims/shared';
import { schools, usersSchools } from '../schools/schools.schema.ts';
import { coachInvitations } from './coach-invitations.schema.ts';
import { users } from './users.schema.ts';

type Executor = Db | Tx;

export const userColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email_address: users.email_address,
  type: users.type,
  is_active: users.is_active,
  created_at: users.created_at,
  last_activity_at: users.last_activity_at,
  confirmed_at: users.confirmed_at,
};

export async function findLiveSchool(db: Executor, schoolId: string) {
  const [row] = await db.select({ id: schools.id, name: schools.name }).from(schools).where(and(eq(schools.id, schoolId), isNull(schools.deleted_at)));
  return row;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning(userColumns);
  return row!;
}

// Whether the link is new.
export async function linkUserToSchool(db: Executor, userId: string, schoolId: string) {
  const inserted = await db.insert(usersSchools).values({ user_id: userId, school_id: schoolId }).onConflictDoNothing().returning({ user_id: usersSchools.user_id });
  return inserted.length > 0;
}

// The live account an e-mail address names, whatever its letter case.
export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ ...userColumns, preferred_language: users.preferred_language })
    .from(users)
    .where(and(eq(sql`lower(${users.email_address})`, email.toLowerCase()), isNull(users.deleted_at)));
  return row;
}

export async function findUser(db: Executor, id: string) {
  const [row] = await db.select(userColumns).from(users).where(and(eq(users.id, id), isNull(users.deleted_at)));
  return row;
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export async function pageSchoolUsers(db: Executor, schoolId: string, search: string | undefined, page: PageArgs) {
  const where = and(
    eq(usersSchools.school_id, schoolId),
    isNull(users.deleted_at),
    search ? or(contains(users.first_name, search), contains(users.last_name, search), contains(users.email_address, search)) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .innerJoin(usersSchools, eq(usersSchools.user_id, users.id))
      .where(where)
      .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(users).innerJoin(usersSchools, eq(usersSchools.user_id, users.id)).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function updateUser(db: Executor, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(users.id, id), isNull(users.deleted_at)))
    .returning(userColumns);
  return row;
}

// Who can appear as "submitted by" in a claims filter: everyone, or the members of the given schools;
// never a coach, who submits no claim (ADR 048).
export function listLiveUsers(db: Executor, schoolIds?: readonly string[]) {
  const base = db.selectDistinct(userColumns).from(users);
  const live = and(isNull(users.deleted_at), ne(users.type, 'coach'));
  const query = schoolIds
    ? base.innerJoin(usersSchools, eq(usersSchools.user_id, users.id)).where(and(live, inArray(usersSchools.school_id, [...schoolIds])))
    : base.where(live);
  return query.orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
}

export type SchoolCoachRow = { id: string; first_name: string; last_name: string; email_address: string; status: CoachStatus };

// A school's coaches not deleted, and the invitations they have not accepted, by name; a school has a
// handful. An invitation shows what the school's staff typed, never the invited account's own details.
export async function listSchoolCoaches(db: Executor, schoolId: string): Promise<SchoolCoachRow[]> {
  const [coaches, invited] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .innerJoin(usersSchools, eq(usersSchools.user_id, users.id))
      .where(and(eq(usersSchools.school_id, schoolId), eq(users.type, 'coach'), isNull(users.deleted_at))),
    db
      .select({ id: coachInvitations.id, first_name: coachInvitations.first_name, last_name: coachInvitations.last_name, email_address: coachInvitations.email_address })
      .from(coachInvitations)
      .where(and(eq(coachInvitations.school_id, schoolId), isNull(coachInvitations.accepted_at))),
  ]);
  const rows: SchoolCoachRow[] = [
    ...coaches.map(({ id, first_name, last_name, email_address, is_active, confirmed_at, last_activity_at }) => ({
      id,
      first_name,
      last_name,
      email_address,
      status: !is_active ? ('INACTIVE' as const) : confirmed_at || last_activity_at ? ('ACTIVE' as const) : ('INVITED' as const),
    })),
    ...invited.map((row) => ({ ...row, status: 'INVITED' as const })),
  ];
  return rows.sort((a, b) => a.first_name.localeCompare(b.first_name) || a.last_name.localeCompare(b.last_name) || a.id.localeCompare(b.id));
}

export async function findCoachInvitation(db: Executor, schoolId: string, userId: string) {
  const [row] = await db
    .select({ id: coachInvitations.id, token_id: coachInvitations.token_id })
    .from(coachInvitations)
    .where(and(eq(coachInvitations.school_id, schoolId), eq(coachInvitations.user_id, userId)));
  return row;
}

// One invitation per school and account: inviting again renews it with what was typed this time.
export async function saveCoachInvitation(db: Executor, values: typeof coachInvitations.$inferInsert) {
  const renewed = { email_address: values.email_address, first_name: values.first_name, last_name: values.last_name, token_id: values.token_id ?? null, accepted_at: null, updated_at: new Date() };
  const [row] = await db
    .insert(coachInvitations)
    .values(values)
    .onConflictDoUpdate({ target: [coachInvitations.school_id, coachInvitations.user_id], set: renewed })
    .returning({ id: coachInvitations.id });
  return row!.id;
}

// The invitation a used link accepts, once.
export async function acceptCoachInvitation(db: Executor, tokenId: string, now: Date) {
  const [row] = await db
    .update(coachInvitations)
    .set({ accepted_at: now, updated_at: now })
    .where(and(eq(coachInvitations.token_id, tokenId), isNull(coachInvitations.accepted_at)))
    .returning({ id: coachInvitations.id, school_id: coachInvitations.school_id, user_id: coachInvitations.user_id });
  return row;
}

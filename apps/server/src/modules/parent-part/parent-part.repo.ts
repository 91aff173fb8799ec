import { DAY_MS } from '@claims/shared';
import { and, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { claims } from '../claims/claims.schema.ts';
import { schools, schoolsThirdPartyAdministrators } from '../schools/schools.schema.ts';
import { students } from '../students/students.schema.ts';
import { thirdPartyAdministrators } from '../tpas/tpas.schema.ts';
import { users } from '../users/users.schema.ts';
import { claimSignatures, parentLinks } from './parent-part.schema.ts';

type Executor = Db | Tx;

export type ParentLinkRow = typeof parentLinks.$inferSelect;

export async function insertLink(db: Executor, values: typeof parentLinks.$inferInsert) {
  const [row] = await db.insert(parentLinks).values(values).returning();
  if (!row) throw new Error('parent link insert returned no row');
  return row;
}

// A claim has one working link at a time: the new one replaces any earlier one still open.
export async function revokeOpenLinks(db: Executor, claimId: string) {
  await db
    .update(parentLinks)
    .set({ revoked_at: new Date() })
    .where(and(eq(parentLinks.claim_id, claimId), isNull(parentLinks.used_at), isNull(parentLinks.revoked_at)));
}

// With its claim's school, which the rest of the link's request is narrowed to.
export async function findLinkByToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ ...getTableColumns(parentLinks), school_id: claims.school_id })
    .from(parentLinks)
    .innerJoin(claims, eq(claims.id, parentLinks.claim_id))
    .where(eq(parentLinks.token_hash, tokenHash));
  return row;
}

export async function lockLink(tx: Tx, id: string) {
  const [row] = await tx.select().from(parentLinks).where(eq(parentLinks.id, id)).for('update');
  return row;
}

export async function updateLink(db: Executor, id: string, values: Partial<typeof parentLinks.$inferInsert>) {
  await db.update(parentLinks).set(values).where(eq(parentLinks.id, id));
}

// The first opening only: later ones keep the time the parent first saw it.
export async function markOpened(db: Executor, id: string) {
  await db.update(parentLinks).set({ opened_at: sql`coalesce(${parentLinks.opened_at}, now())` }).where(eq(parentLinks.id, id));
}

// One more wrong birth date, counted in one statement so that parallel guesses all count.
export async function countFailedCheck(db: Executor, id: string) {
  const [row] = await db
    .update(parentLinks)
    .set({ failed_checks: sql`${parentLinks.failed_checks} + 1` })
    .where(eq(parentLinks.id, id))
    .returning({ failed_checks: parentLinks.failed_checks });
  return row?.failed_checks ?? 0;
}

// The reminders' days after a link was sent (issue 17).
export const REMINDER_DAYS = [3, 7] as const;

// Links whose next reminder is due at `now`: still working, their part not done, their claim not deleted;
// locked, skipping any another run holds.
export async function lockLinksDueReminder(tx: Tx, now: Date, checksMax: number) {
  const dueAfter = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const result = await tx.execute(sql`
    select link.id, link.email, link.language, link.expires_at, link.reminders_sent, link.purpose,
      claim.parent_info->>'first_name' as parent_first_name, student.first_name as student_first_name, school.name as school_name
    from ${parentLinks} link
    join ${claims} claim on claim.id = link.claim_id
    join ${students} student on student.id = claim.student_id
    join ${schools} school on school.id = claim.school_id
    where link.used_at is null and link.revoked_at is null and link.expires_at > ${now}
      and link.failed_checks < ${checksMax}
      and claim.deleted_at is null and (claim.parent_part is null or link.purpose = 'CONFIRM')
      and ((link.reminders_sent = 0 and link.created_at <= ${dueAfter(REMINDER_DAYS[0])})
        or (link.reminders_sent = 1 and link.created_at <= ${dueAfter(REMINDER_DAYS[1])}))
    order by link.created_at
    limit 100
    for update of link skip locked`);
  return rowsOf<{
    id: string;
    email: string;
    language: ParentLinkRow['language'];
    expires_at: Date;
    reminders_sent: number;
    purpose: ParentLinkRow['purpose'];
    parent_first_name: string | null;
    student_first_name: string;
    school_name: string;
  }>(result).map((row) => ({ ...row, expires_at: new Date(row.expires_at) }));
}

export async function latestLink(db: Executor, claimId: string) {
  const [row] = await db.select().from(parentLinks).where(eq(parentLinks.claim_id, claimId)).orderBy(desc(parentLinks.created_at)).limit(1);
  return row;
}

// What the parent's page and e-mail show of the claim: the claim, its student, school and TPA.
export async function findParentClaim(db: Executor, claimId: string) {
  const [row] = await db
    .select({
      claim: {
        id: claims.id,
        claim_number: claims.claim_number,
        status: claims.status,
        school_id: claims.school_id,
        student_id: claims.student_id,
        injury_date: claims.injury_date,
        activity: claims.activity,
        parent_info: claims.parent_info,
        parent_part: claims.parent_part,
      },
      student: { first_name: students.first_name, last_name: students.last_name, date_of_birth: students.date_of_birth },
      school: { name: schools.name, parent_link_days: schools.parent_link_days },
      tpa: { name: thirdPartyAdministrators.name },
    })
    .from(claims)
    .innerJoin(students, eq(students.id, claims.student_id))
    .innerJoin(schools, eq(schools.id, claims.school_id))
    .innerJoin(schoolsThirdPartyAdministrators, eq(schoolsThirdPartyAdministrators.id, claims.schools_third_party_administrator_id))
    .innerJoin(thirdPartyAdministrators, eq(thirdPartyAdministrators.id, schoolsThirdPartyAdministrators.third_party_administrator_id))
    .where(and(eq(claims.id, claimId), isNull(claims.deleted_at)));
  return row;
}
export type ParentClaim = NonNullable<Awaited<ReturnType<typeof findParentClaim>>>;

export async function countAwaitingParent(db: Executor, schoolId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(claims)
    .where(and(eq(claims.school_id, schoolId), eq(claims.status, 'AWAITING_PARENT'), isNull(claims.deleted_at)));
  return Number(row?.n ?? 0);
}

export async function insertSignature(db: Executor, values: typeof claimSignatures.$inferInsert) {
  const [row] = await db.insert(claimSignatures).values(values).returning();
  if (!row) throw new Error('signature insert returned no row');
  return row;
}

// A new signature of a role replaces the one before it, kept as the record it was.
export async function voidSignatures(db: Executor, claimId: string, role: 'PARENT' | 'SCHOOL') {
  await db
    .update(claimSignatures)
    .set({ voided_at: new Date() })
    .where(and(eq(claimSignatures.claim_id, claimId), eq(claimSignatures.role, role), isNull(claimSignatures.voided_at)));
}

export async function hasStandingSignature(db: Executor, claimId: string, role: 'PARENT' | 'SCHOOL') {
  return (await standingSignature(db, claimId, role)) !== undefined;
}

export async function standingSignature(db: Executor, claimId: string, role: 'PARENT' | 'SCHOOL') {
  const [row] = await db
    .select({ signer_name: claimSignatures.signer_name, signed_at: claimSignatures.signed_at, season_authorization_id: claimSignatures.season_authorization_id })
    .from(claimSignatures)
    .where(and(eq(claimSignatures.claim_id, claimId), eq(claimSignatures.role, role), isNull(claimSignatures.voided_at)))
    .orderBy(desc(claimSignatures.signed_at))
    .limit(1);
  return row;
}

export async function findSigner(db: Executor, userId: string) {
  const [row] = await db.select({ first_name: users.first_name, last_name: users.last_name, email_address: users.email_address }).from(users).where(eq(users.id, userId));
  return row;
}

// The signatures a claim stands on now (voided ones are kept as records, not shown as standing).
export function standingSignatures(db: Executor, claimId: string) {
  return db
    .select()
    .from(claimSignatures)
    .where(and(eq(claimSignatures.claim_id, claimId), isNull(claimSignatures.voided_at)))
    .orderBy(claimSignatures.signed_at);
}

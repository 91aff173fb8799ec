import { DEADLINE_REMINDER_DAYS, type DeadlineReminderDays } from '@claims/shared';
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { claims, claimsEmailLogs } from '../claims/claims.schema.ts';
import { schools, schoolsThirdPartyAdministrators as links } from '../schools/schools.schema.ts';
import { students } from '../students/students.schema.ts';
import { deadlineReminders } from './deadlines.schema.ts';

type Executor = Db | Tx;

// A claim is sent once an e-mail of it reached the TPA. Its status DELIVERED says so without the lookup;
// a later edit or supplement puts the status back to PENDING, so the e-mails are asked too.
const isSent = sql<boolean>`(${claims.status} = 'DELIVERED' or exists (select 1 from ${claimsEmailLogs} delivered where delivered.claim_id = ${claims.id} and delivered.status = 'DELIVERED'))`;

// A claim's nearest due date (ADR 028): the earliest of its notice, filing and absolute dates (past ones
// included), null once it is sent or when its policy sets none of the three. The database keeps it in
// `claims.next_due_on` (migration 0033's triggers, the same rule as isSent). A date, comparable with a
// wire date cast to date: `${nearestDueOn} <= ${until}::date` is the lists' "due within" filter.
export const nearestDueOn = claims.next_due_on;

// Claims whose nearest due date is `until` or earlier (past ones included), for the count at risk and the
// lists' "due within" filter: read from the due indexes, which hold only the claims not yet sent.
export const dueBy = (until: unknown) => sql`${claims.next_due_on} <= ${until}::date`;

// What a claim's due dates are computed from, for a claim not deleted.
export async function findClaimDeadlines(db: Executor, claimId: string) {
  const [row] = await db
    .select({
      school_id: claims.school_id,
      injury_date: claims.injury_date,
      first_treatment_date: claims.first_treatment_date,
      notice_days: links.notice_days,
      treatment_days: links.treatment_days,
      filing_days: links.filing_days,
      absolute_days: links.absolute_days,
      sent: isSent,
    })
    .from(claims)
    .innerJoin(links, eq(links.id, claims.schools_third_party_administrator_id))
    .where(and(eq(claims.id, claimId), isNull(claims.deleted_at)));
  return row;
}

// The school's claims (not deleted, not sent) whose nearest due date is `until` or earlier.
export async function countDueBy(db: Executor, schoolId: string, until: string) {
  const [row] = await db
    .select({ n: count() })
    .from(claims)
    .where(and(eq(claims.school_id, schoolId), isNull(claims.deleted_at), dueBy(until)));
  return Number(row?.n ?? 0);
}

// The reminder a number of days left calls for, as SQL: the smallest threshold it is within (the days
// are constants of the code, written in the statement).
const reminderDaysOf = (daysLeft: SQL) =>
  sql`(case ${sql.join(
    [...DEADLINE_REMINDER_DAYS].sort((a, b) => a - b).map((days) => sql`when ${daysLeft} <= ${sql.raw(String(days))} then ${sql.raw(String(days))}`),
    sql` `,
  )} end)`;

// Claims (not deleted, not sent, of a school not deleted) whose nearest due date is from `today` to
// `until` and that have no reminder yet of the threshold it has reached (or a smaller one), locked for the
// caller's transaction; those another run has locked are skipped.
export async function lockClaimsDueReminder(tx: Tx, today: string, until: string, limit: number) {
  return tx
    .select({
      id: claims.id,
      claim_number: claims.claim_number,
      school_id: claims.school_id,
      school_name: schools.name,
      student_first_name: students.first_name,
      injury_date: claims.injury_date,
      notice_days: links.notice_days,
      treatment_days: links.treatment_days,
      filing_days: links.filing_days,
      absolute_days: links.absolute_days,
    })
    .from(claims)
    .innerJoin(links, eq(links.id, claims.schools_third_party_administrator_id))
    .innerJoin(students, eq(students.id, claims.student_id))
    .innerJoin(schools, eq(schools.id, claims.school_id))
    .where(
      and(
        isNull(claims.deleted_at),
        isNull(schools.deleted_at),
        sql`${nearestDueOn} between ${today}::date and ${until}::date`,
        sql`not exists (select 1 from ${deadlineReminders} sent where sent.claim_id = ${claims.id} and sent.days_before <= ${reminderDaysOf(sql`${nearestDueOn} - ${today}::date`)})`,
      ),
    )
    .orderBy(asc(nearestDueOn), asc(claims.claim_number))
    .limit(limit)
    .for('update', { of: claims, skipLocked: true });
}

// The reminder's record; false when that threshold of the claim was reminded already.
export async function insertReminder(tx: Tx, values: { claim_id: string; days_before: DeadlineReminderDays; due_on: string }) {
  const inserted = await tx.insert(deadlineReminders).values(values).onConflictDoNothing().returning({ id: deadlineReminders.id });
  return inserted.length === 1;
}

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { activities } from '../activities/activities.schema.ts';
import { standingSignatures } from '../parent-part/parent-part.repo.ts';
import { providers } from '../providers/providers.schema.ts';
import { schools, schoolsThirdPartyAdministrators } from '../schools/schools.schema.ts';
import { students, studentsProviders } from '../students/students.schema.ts';
import { thirdPartyAdministrators } from '../tpas/tpas.schema.ts';
import { storedFiles } from '../uploads/uploads.schema.ts';
import { users } from '../users/users.schema.ts';
import { claimDocuments, claims, claimsChangeLogs, claimsEmailLogs, claimsProviders } from './claims.schema.ts';
import { documentStands, type LifecycleColumn } from './lifecycle/claim-lifecycle.repo.ts';

type Executor = Db | Tx;

// What a claim says, which the school writes; where it stands is the lifecycle's (claim-lifecycle.ts).
export type ClaimValues = Omit<typeof claims.$inferInsert, 'id' | 'claim_number' | LifecycleColumn>;
export type ClaimProviderValues = Omit<typeof claimsProviders.$inferInsert, 'id' | 'claim_id' | 'created_at' | 'position'>;
export type EmailLogRow = typeof claimsEmailLogs.$inferSelect;

export async function findClaimByIdempotencyKey(db: Executor, userId: string, key: string) {
  const [row] = await db
    .select({ id: claims.id, claim_number: claims.claim_number })
    .from(claims)
    .where(and(eq(claims.user_id, userId), eq(claims.idempotency_key, key)));
  return row;
}

// Claims of one student are reported one at a time: the duplicate check and the insert it allows are
// not raced by another submission for the same student.
export async function lockStudent(tx: Tx, studentId: string) {
  // `no key update`: other rows' references to the student (a disclosure written meanwhile) are not held up
  await tx.select({ id: students.id }).from(students).where(eq(students.id, studentId)).for('no key update');
}

// The student's claims whose injury is within a day of `injuryDate`: a new one may report the same injury.
export function claimsNearInjuryDate(db: Executor, studentId: string, injuryDate: string) {
  return db
    .select({ id: claims.id, claim_number: claims.claim_number, injury_date: claims.injury_date, activity: claims.activity, status: claims.status, school_id: claims.school_id })
    .from(claims)
    .where(
      and(
        eq(claims.student_id, studentId),
        isNull(claims.deleted_at),
        sql`${claims.injury_date} between ${injuryDate}::date - 1 and ${injuryDate}::date + 1`,
      ),
    )
    .orderBy(asc(claims.injury_date), asc(claims.claim_number));
}

export function listClaimProviders(db: Executor, claimId: string) {
  return db.select().from(claimsProviders).where(eq(claimsProviders.claim_id, claimId)).orderBy(asc(claimsProviders.position));
}

// The rows a submission must belong to, fetched together so the service can check them in one place.
export async function findSubmissionContext(db: Executor, input: { schoolId: string; studentId: string; linkId: string }) {
  const [student] = await db
    .select({ id: students.id, school_id: students.school_id, first_name: students.first_name, date_of_birth: students.date_of_birth })
    .from(students)
    .where(and(eq(students.id, input.studentId), isNull(students.deleted_at)));
  const [school] = await db
    .select({ name: schools.name, parent_part_online: schools.parent_part_online, parent_link_days: schools.parent_link_days, insurance_confirm_days: schools.insurance_confirm_days })
    .from(schools)
    .where(eq(schools.id, input.schoolId));
  const [link] = await db
    .select({ id: schoolsThirdPartyAdministrators.id, school_id: schoolsThirdPartyAdministrators.school_id, is_active: schoolsThirdPartyAdministrators.is_active, activities: schoolsThirdPartyAdministrators.activities })
    .from(schoolsThirdPartyAdministrators)
    .innerJoin(thirdPartyAdministrators, eq(thirdPartyAdministrators.id, schoolsThirdPartyAdministrators.third_party_administrator_id))
    .where(and(eq(schoolsThirdPartyAdministrators.id, input.linkId), isNull(schoolsThirdPartyAdministrators.deleted_at), isNull(thirdPartyAdministrators.deleted_at)));
  return { student, link, school };
}

// Activities (not deleted) whose name matches, any case: the payload names the sport rather than its id.
export function findActivitiesByName(db: Executor, name: string) {
  return db
    .select({ id: activities.id, activity: activities.activity })
    .from(activities)
    .where(and(isNull(activities.deleted_at), sql`lower(${activities.activity}) = lower(${name})`));
}

export async function liveStudentProviders(db: Executor, studentId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: studentsProviders.id, insurance_provider_id: studentsProviders.insurance_provider_id })
    .from(studentsProviders)
    .where(and(eq(studentsProviders.student_id, studentId), inArray(studentsProviders.id, ids), isNull(studentsProviders.deleted_at)));
}

export async function existingInsurers(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: providers.id }).from(providers).where(inArray(providers.id, ids));
}

// A new claim is dated the day it is submitted; its status follows from its first event.
export async function insertClaim(db: Executor, values: ClaimValues & Pick<typeof claims.$inferInsert, 'submitted_to_tpa_at'>) {
  const [row] = await db.insert(claims).values(values).returning();
  if (!row) throw new Error('claim insert returned no row');
  return row;
}

export async function updateClaimContent(db: Executor, id: string, values: Partial<ClaimValues>) {
  await db.update(claims).set({ ...values, updated_at: new Date() }).where(eq(claims.id, id));
}

export async function replaceClaimProviders(db: Executor, claimId: string, rows: ClaimProviderValues[]) {
  await db.delete(claimsProviders).where(eq(claimsProviders.claim_id, claimId));
  if (rows.length > 0) await db.insert(claimsProviders).values(rows.map((row, position) => ({ ...row, claim_id: claimId, position })));
}

export async function updateStudentContact(db: Executor, studentId: string, values: Partial<typeof students.$inferInsert>) {
  await db.update(students).set({ ...values, updated_at: new Date() }).where(eq(students.id, studentId));
}

export async function findEmailLog(db: Executor, id: string): Promise<EmailLogRow | undefined> {
  const [row] = await db.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.id, id));
  return row;
}

// Whether the TPA the claim goes to now already received an earlier version of it: an e-mail delivered
// for an earlier change since the claim last moved to this TPA. A resend repeats its own change and is
// not one. The first e-mail a TPA gets of a claim, the claim's first or after a move, is a new claim to it.
export async function tpaHasEarlierVersion(db: Executor, emailLog: Pick<EmailLogRow, 'claim_id' | 'claims_change_log_id'>) {
  const result = await db.execute(sql`
    with this_change as (select created_at from ${claimsChangeLogs} where id = ${emailLog.claims_change_log_id}),
    last_move as (
      select max(moved.created_at) as at from ${claimsChangeLogs} moved, this_change
      where moved.claim_id = ${emailLog.claim_id} and moved.created_at <= this_change.created_at
        and moved.changes_log -> 'schools_third_party_administrator_id' is not null)
    select exists (
      select 1 from ${claimsEmailLogs} sent
      join ${claimsChangeLogs} sent_change on sent_change.id = sent.claims_change_log_id
      cross join this_change cross join last_move
      where sent.claim_id = ${emailLog.claim_id} and sent.status = 'DELIVERED'
        and sent_change.created_at < this_change.created_at
        and (last_move.at is null or sent_change.created_at >= last_move.at)
    ) as earlier`);
  return rowsOf<{ earlier: boolean }>(result)[0]?.earlier === true;
}

export async function lockEmailLogStatus(tx: Tx, id: string) {
  const [row] = await tx.select({ status: claimsEmailLogs.status }).from(claimsEmailLogs).where(eq(claimsEmailLogs.id, id)).for('update');
  return row?.status;
}

// Takes the right to hand this e-mail to the SMTP server, in one statement: only while it is PENDING and
// no other send started within the lease. Returns the row as it was before, or nothing if refused.
export async function claimEmailSend(db: Executor, id: string, leaseMs: number) {
  const result = await db.execute(sql`
    update ${claimsEmailLogs} set
      attempts = ${claimsEmailLogs.attempts} + 1,
      sending_started_at = now(),
      updated_at = now()
    from (select id, sending_started_at as previous_start from ${claimsEmailLogs} where id = ${id} for update) as before
    where ${claimsEmailLogs.id} = before.id
      and ${claimsEmailLogs.status} = 'PENDING'
      and (${claimsEmailLogs.sending_started_at} is null or ${claimsEmailLogs.sending_started_at} < now() - ${`${leaseMs} milliseconds`}::interval)
    returning ${claimsEmailLogs.attempts} as attempts, before.previous_start as previous_start`);
  return rowsOf<{ attempts: number; previous_start: Date | string | null }>(result)[0];
}

// Seconds until the lease of the send holding this e-mail ends (at least 1), or nothing when no send holds
// it any more, or the e-mail is settled: reckoned on the database's clock, as the lease is.
export async function emailSendLeaseLeft(db: Executor, id: string, leaseMs: number) {
  const result = await db.execute(sql`
    select greatest(1, ceil(extract(epoch from ${claimsEmailLogs.sending_started_at} + ${`${leaseMs} milliseconds`}::interval - now())))::int as seconds
    from ${claimsEmailLogs}
    where ${claimsEmailLogs.id} = ${id} and ${claimsEmailLogs.status} = 'PENDING' and ${claimsEmailLogs.sending_started_at} is not null`);
  return rowsOf<{ seconds: number }>(result)[0]?.seconds;
}

// A send still running keeps its lease (claims.delivery.ts): `sending_started_at` is its last sign of life.
export async function renewEmailSend(db: Executor, id: string) {
  await db.execute(sql`update ${claimsEmailLogs} set sending_started_at = now() where id = ${id} and status = 'PENDING' and sending_started_at is not null`);
}

// PENDING e-mails with no job left to send them (their process died during the last allowed attempt, or
// the job was lost): the sweeper's work. Untouched for `graceMs`, so an e-mail being queued or sent now is
// never taken; one that may be sent again (attempts within `retryLimit`) waits out the lease of a send
// that never finished. Locked rows are skipped, so several servers sweeping at once never take the same one.
export async function lockOrphanedEmailLogs(tx: Tx, options: { graceMs: number; leaseMs: number; retryLimit: number; limit: number }) {
  const result = await tx.execute(sql`
    select id, claim_id, claims_change_log_id, attempts from ${claimsEmailLogs} log
    where log.status = 'PENDING'
      and log.updated_at < now() - ${`${options.graceMs} milliseconds`}::interval
      and (log.attempts > ${options.retryLimit} or log.sending_started_at is null or log.sending_started_at < now() - ${`${options.leaseMs} milliseconds`}::interval)
      and not exists (
        select 1 from pgboss.job job
        where job.name = 'claimDelivery' and job.data->>'emailLogId' = log.id::text and job.state in ('created', 'retry', 'active')
      )
    order by log.updated_at
    limit ${options.limit}
    for update skip locked`);
  return rowsOf<Pick<EmailLogRow, 'id' | 'claim_id' | 'claims_change_log_id' | 'attempts'>>(result);
}

// A job whose process died mid-attempt is put back by pg-boss (missed heartbeat) with the retry back-off
// of a failed send, up to an hour late. Its e-mail still shows the send that never finished (a send that
// failed cleanly clears `sending_started_at`), so it is due again as soon as that send's lease is over.
export async function expediteInterruptedSends(db: Executor, leaseMs: number) {
  const result = await db.execute(sql`
    update pgboss.job job set start_after = greatest(now(), log.sending_started_at + ${`${leaseMs} milliseconds`}::interval)
    from ${claimsEmailLogs} log
    where job.name = 'claimDelivery' and job.state = 'retry'
      and job.data->>'emailLogId' = log.id::text
      and log.status = 'PENDING' and log.sending_started_at is not null
      and job.start_after > greatest(now(), log.sending_started_at + ${`${leaseMs} milliseconds`}::interval)
    returning log.id as id, log.claim_id as claim_id`);
  return rowsOf<{ id: string; claim_id: string }>(result);
}

export async function updateEmailLog(db: Executor, id: string, values: Partial<typeof claimsEmailLogs.$inferInsert>) {
  await db.update(claimsEmailLogs).set({ ...values, updated_at: new Date() }).where(eq(claimsEmailLogs.id, id));
}

// Everything the claim PDF and the TPA e-mail show, read in one go.
export async function findClaimDocument(db: Executor, claimId: string) {
  const [row] = await db
    .select({
      claim: claims,
      student: students,
      school: { id: schools.id, name: schools.name, address_1: schools.address_1, address_2: schools.address_2, city: schools.city, state: schools.state, postal_code: schools.postal_code },
      link: { policy_number: schoolsThirdPartyAdministrators.policy_number, tpa_identifier: schoolsThirdPartyAdministrators.tpa_identifier },
      tpa: {
        name: thirdPartyAdministrators.name,
        code: thirdPartyAdministrators.code,
        claims_email_address: thirdPartyAdministrators.claims_email_address,
        electronic_claims_email_address: thirdPartyAdministrators.electronic_claims_email_address,
        delivery_method: thirdPartyAdministrators.delivery_method,
        max_attachment_bytes: thirdPartyAdministrators.max_attachment_bytes,
      },
      submitter: { first_name: users.first_name, last_name: users.last_name, email_address: users.email_address },
    })
    .from(claims)
    .innerJoin(students, eq(students.id, claims.student_id))
    .innerJoin(schools, eq(schools.id, claims.school_id))
    .innerJoin(schoolsThirdPartyAdministrators, eq(schoolsThirdPartyAdministrators.id, claims.schools_third_party_administrator_id))
    .innerJoin(thirdPartyAdministrators, eq(thirdPartyAdministrators.id, schoolsThirdPartyAdministrators.third_party_administrator_id))
    .innerJoin(users, eq(users.id, claims.user_id))
    .where(eq(claims.id, claimId));
  if (!row) return undefined;
  const insurance = await db
    .select({
      is_other_provider: claimsProviders.is_other_provider,
      provider_name: claimsProviders.provider_name,
      insurer_name: providers.name,
      insurance_member_id: claimsProviders.insurance_member_id,
      insurance_group_id: claimsProviders.insurance_group_id,
      phone: claimsProviders.phone,
    })
    .from(claimsProviders)
    .leftJoin(providers, eq(providers.id, claimsProviders.insurance_provider_id))
    .where(eq(claimsProviders.claim_id, claimId))
    .orderBy(asc(claimsProviders.position));
  // in upload order: the enclosures the PDF lists
  const documents = await db
    .select({ kind: claimDocuments.kind, filename: storedFiles.filename })
    .from(claimDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, claimDocuments.file_id))
    .where(and(eq(claimDocuments.claim_id, claimId), documentStands))
    .orderBy(asc(claimDocuments.created_at), asc(claimDocuments.id));
  return { ...row, insurance, documents, signatures: await standingSignatures(db, claimId) };
}

export type ClaimDocument = NonNullable<Awaited<ReturnType<typeof findClaimDocument>>>;

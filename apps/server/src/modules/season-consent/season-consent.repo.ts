import { DAY_MS, type ParentInfoWire } from '@claims/shared';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { mailOutbox } from '../mail/mail.schema.ts';
import { schools, schoolsThirdPartyAdministrators } from '../schools/schools.schema.ts';
import { students } from '../students/students.schema.ts';
import { thirdPartyAdministrators } from '../tpas/tpas.schema.ts';
import { storedFiles } from '../uploads/uploads.schema.ts';
import { guardianRequests, guardianRequestStudents, seasonAuthorizations, seasonCampaigns, seasonCardFiles } from './season-consent.schema.ts';

type Executor = Db | Tx;
export type GuardianRequestRow = typeof guardianRequests.$inferSelect;
export type SeasonAuthorizationRow = typeof seasonAuthorizations.$inferSelect;

// Rows a multi-row insert carries at once: well under PostgreSQL's 65,535 parameters a statement.
const INSERT_CHUNK = 1000;
async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) await insert(rows.slice(start, start + INSERT_CHUNK));
}

// The school's live students with a guardian e-mail: all of them, or those named.
export async function studentsWithGuardian(db: Executor, schoolId: string, studentIds: readonly string[] | 'ALL') {
  return db
    .select({ id: students.id, first_name: students.first_name, parents_info: students.parents_info })
    .from(students)
    .where(
      and(
        eq(students.school_id, schoolId),
        isNull(students.deleted_at),
        eq(students.is_active, true),
        sql`nullif(trim(${students.parents_info}->>'email'), '') is not null`,
        ...(studentIds === 'ALL' ? [] : [inArray(students.id, [...studentIds])]),
      ),
    )
    .orderBy(asc(students.last_name), asc(students.first_name), asc(students.id)) as Promise<{ id: string; first_name: string; parents_info: ParentInfoWire }[]>;
}

export async function insertCampaign(db: Executor, values: typeof seasonCampaigns.$inferInsert) {
  const [row] = await db.insert(seasonCampaigns).values(values).returning();
  if (!row) throw new Error('campaign insert returned no row');
  return row;
}

export async function insertRequests(db: Executor, requests: (typeof guardianRequests.$inferInsert)[], links: (typeof guardianRequestStudents.$inferInsert)[]) {
  await insertInChunks(requests, (chunk) => db.insert(guardianRequests).values(chunk));
  await insertInChunks(links, (chunk) => db.insert(guardianRequestStudents).values(chunk));
}

// The campaign's next guardians whose e-mail is still to be written, locked (another worker skips them).
export async function lockUnqueuedRequests(tx: Tx, campaignId: string, limit: number) {
  const result = await tx.execute(sql`
    select request.id, request.email, request.language, request.first_name, request.expires_at, campaign.activity, school.name as school_name,
      (select array_agg(student.first_name order by student.first_name) from ${guardianRequestStudents} link
        join ${students} student on student.id = link.student_id where link.request_id = request.id) as student_first_names
    from ${guardianRequests} request
    join ${seasonCampaigns} campaign on campaign.id = request.campaign_id
    join ${schools} school on school.id = request.school_id
    where request.campaign_id = ${campaignId} and request.mail_queued_at is null
    order by request.email
    limit ${limit}
    for update of request skip locked`);
  return rowsOf<MailRow>(result).map(withDates);
}

type MailRow = Pick<GuardianRequestRow, 'id' | 'email' | 'language' | 'first_name' | 'expires_at'> & {
  activity: string | null;
  school_name: string;
  student_first_names: string[] | null;
  reminders_sent?: number;
};
const withDates = <T extends { expires_at: Date }>(row: T): T => ({ ...row, expires_at: new Date(row.expires_at) });

// Requests whose next reminder (day 3, day 7 after their e-mail was written, by the app's clock) is due:
// not done, not declined, the link working, their e-mail written and not refused by the guardian's mail
// server (a bounce is chased by staff, not repeated); locked, skipping any another run holds.
export async function lockRequestsDueReminder(tx: Tx, now: Date, checksMax: number, reminderDays: readonly [number, number]) {
  const dueAfter = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const result = await tx.execute(sql`
    select request.id, request.email, request.language, request.first_name, request.expires_at, request.reminders_sent, campaign.activity, school.name as school_name,
      (select array_agg(student.first_name order by student.first_name) from ${guardianRequestStudents} link
        join ${students} student on student.id = link.student_id where link.request_id = request.id) as student_first_names
    from ${guardianRequests} request
    join ${seasonCampaigns} campaign on campaign.id = request.campaign_id
    join ${schools} school on school.id = request.school_id
    where request.completed_at is null and request.opted_out_at is null and request.mail_queued_at is not null
      and request.expires_at > ${now} and request.failed_checks < ${checksMax}
      and not exists (select 1 from ${mailOutbox} mail where mail.id = request.mail_outbox_id and mail.status = 'FAILED')
      and ((request.reminders_sent = 0 and request.mail_queued_at <= ${dueAfter(reminderDays[0])})
        or (request.reminders_sent = 1 and request.mail_queued_at <= ${dueAfter(reminderDays[1])}))
    order by request.created_at
    limit 100
    for update of request skip locked`);
  return rowsOf<MailRow & { reminders_sent: number }>(result).map(withDates);
}

export async function updateRequest(db: Executor, id: string, values: Partial<typeof guardianRequests.$inferInsert>) {
  await db.update(guardianRequests).set(values).where(eq(guardianRequests.id, id));
}

export async function findRequestByToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(guardianRequests).where(eq(guardianRequests.token_hash, tokenHash));
  return row;
}

export async function campaignHasEmail(db: Executor, campaignId: string, email: string) {
  const [row] = await db.select({ id: guardianRequests.id }).from(guardianRequests).where(and(eq(guardianRequests.campaign_id, campaignId), eq(guardianRequests.email, email)));
  return row !== undefined;
}

export async function lockRequest(tx: Tx, id: string) {
  const [row] = await tx.select().from(guardianRequests).where(eq(guardianRequests.id, id)).for('update');
  return row;
}

export async function findRequest(db: Executor, id: string) {
  const [row] = await db.select().from(guardianRequests).where(eq(guardianRequests.id, id));
  return row;
}

export async function markOpened(db: Executor, id: string) {
  await db.update(guardianRequests).set({ opened_at: sql`coalesce(${guardianRequests.opened_at}, now())` }).where(eq(guardianRequests.id, id));
}

export async function countFailedCheck(db: Executor, id: string) {
  const [row] = await db
    .update(guardianRequests)
    .set({ failed_checks: sql`${guardianRequests.failed_checks} + 1` })
    .where(eq(guardianRequests.id, id))
    .returning({ failed_checks: guardianRequests.failed_checks });
  return row?.failed_checks ?? 0;
}

// The request's students still on the school's roster, each with the newest authorization signed by this link.
export async function requestStudents(db: Executor, requestId: string) {
  const rows = await db
    .select({
      id: students.id,
      first_name: students.first_name,
      last_name: students.last_name,
      date_of_birth: students.date_of_birth,
      authorization: {
        id: seasonAuthorizations.id,
        signed_at: seasonAuthorizations.signed_at,
        expires_on: seasonAuthorizations.expires_on,
        revoked_at: seasonAuthorizations.revoked_at,
      },
    })
    .from(guardianRequestStudents)
    .innerJoin(guardianRequests, eq(guardianRequests.id, guardianRequestStudents.request_id))
    .innerJoin(students, and(eq(students.id, guardianRequestStudents.student_id), eq(students.school_id, guardianRequests.school_id), isNull(students.deleted_at)))
    .leftJoin(seasonAuthorizations, and(eq(seasonAuthorizations.request_id, guardianRequests.id), eq(seasonAuthorizations.student_id, students.id)))
    .where(eq(guardianRequestStudents.request_id, requestId))
    .orderBy(asc(students.first_name), asc(students.id), desc(seasonAuthorizations.signed_at));
  // newest authorization first per student: keep the first row of each
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
}

export async function findSchool(db: Executor, schoolId: string) {
  const [row] = await db.select({ id: schools.id, name: schools.name, parent_part_online: schools.parent_part_online }).from(schools).where(eq(schools.id, schoolId));
  return row;
}

export async function findCampaign(db: Executor, campaignId: string) {
  const [row] = await db.select().from(seasonCampaigns).where(eq(seasonCampaigns.id, campaignId));
  return row;
}

// The claims administrators a school's claims go to now, as the season's authorization names them.
export async function schoolTpaNames(db: Executor, schoolId: string) {
  const rows = await db
    .select({ name: thirdPartyAdministrators.name })
    .from(schoolsThirdPartyAdministrators)
    .innerJoin(thirdPartyAdministrators, eq(thirdPartyAdministrators.id, schoolsThirdPartyAdministrators.third_party_administrator_id))
    .where(and(eq(schoolsThirdPartyAdministrators.school_id, schoolId), eq(schoolsThirdPartyAdministrators.is_active, true), isNull(schoolsThirdPartyAdministrators.deleted_at)))
    .orderBy(asc(thirdPartyAdministrators.name));
  return rows.map((row) => row.name);
}

export async function insertAuthorization(db: Executor, values: typeof seasonAuthorizations.$inferInsert) {
  const [row] = await db.insert(seasonAuthorizations).values(values).returning();
  if (!row) throw new Error('authorization insert returned no row');
  return row;
}

export async function revokeAuthorizations(db: Executor, requestId: string, studentId: string, at: Date) {
  return db
    .update(seasonAuthorizations)
    .set({ revoked_at: at })
    .where(and(eq(seasonAuthorizations.request_id, requestId), eq(seasonAuthorizations.student_id, studentId), isNull(seasonAuthorizations.revoked_at)))
    .returning({ id: seasonAuthorizations.id });
}

// The authorization a claim filed today for the student may use: of the student's own school, not
// revoked, expiring after today; the newest signed.
export async function usableAuthorization(db: Executor, schoolId: string, studentId: string, today: string) {
  const [row] = await db
    .select({ authorization: seasonAuthorizations, request: { email: guardianRequests.email, language: guardianRequests.language, first_name: guardianRequests.first_name } })
    .from(seasonAuthorizations)
    .innerJoin(guardianRequests, eq(guardianRequests.id, seasonAuthorizations.request_id))
    .where(
      and(
        eq(seasonAuthorizations.student_id, studentId),
        eq(seasonAuthorizations.school_id, schoolId),
        isNull(seasonAuthorizations.revoked_at),
        gt(seasonAuthorizations.expires_on, today),
      ),
    )
    .orderBy(desc(seasonAuthorizations.signed_at))
    .limit(1);
  return row;
}

export async function authorizationsOfStudent(db: Executor, studentId: string) {
  return db.select().from(seasonAuthorizations).where(eq(seasonAuthorizations.student_id, studentId)).orderBy(desc(seasonAuthorizations.signed_at));
}

// A request's state, as the campaign's standing counts it: the outbox's failure is a bounce.
const stateOf = sql<string>`case
  when ${guardianRequests.completed_at} is not null then 'COMPLETED'
  when ${guardianRequests.opted_out_at} is not null then 'OPTED_OUT'
  when ${mailOutbox.status} = 'FAILED' then 'BOUNCED'
  else 'PENDING' end`;

export async function campaignStanding(db: Executor, campaignIds: readonly string[]) {
  if (campaignIds.length === 0) return [];
  const rows = await db
    .select({
      campaign_id: guardianRequests.campaign_id,
      state: stateOf,
      guardians: count(),
      queued: sql<number>`count(${guardianRequests.mail_queued_at})::int`,
    })
    .from(guardianRequests)
    .leftJoin(mailOutbox, eq(mailOutbox.id, guardianRequests.mail_outbox_id))
    .where(inArray(guardianRequests.campaign_id, [...campaignIds]))
    .groupBy(guardianRequests.campaign_id, stateOf);
  return rows.map((row) => ({ ...row, guardians: Number(row.guardians), queued: Number(row.queued) }));
}

export async function campaignsOfSchool(db: Executor, schoolId: string, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(seasonCampaigns).where(eq(seasonCampaigns.school_id, schoolId)).orderBy(desc(seasonCampaigns.created_at), desc(seasonCampaigns.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(seasonCampaigns).where(eq(seasonCampaigns.school_id, schoolId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

// The guardians of a campaign in one state, for staff to chase: by e-mail.
export async function campaignGuardians(db: Executor, campaignId: string, state: string | null, page: { limit: number; offset: number }) {
  const where = and(eq(guardianRequests.campaign_id, campaignId), ...(state ? [sql`${stateOf} = ${state}`] : []));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: guardianRequests.id,
        email: guardianRequests.email,
        first_name: guardianRequests.first_name,
        last_name: guardianRequests.last_name,
        state: stateOf,
        opened_at: guardianRequests.opened_at,
        completed_at: guardianRequests.completed_at,
        reminders_sent: guardianRequests.reminders_sent,
        expires_at: guardianRequests.expires_at,
        student_ids: sql<string[] | null>`(select array_agg(link.student_id) from ${guardianRequestStudents} link where link.request_id = ${guardianRequests.id})`,
      })
      .from(guardianRequests)
      .leftJoin(mailOutbox, eq(mailOutbox.id, guardianRequests.mail_outbox_id))
      .where(where)
      .orderBy(asc(guardianRequests.email))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(guardianRequests).leftJoin(mailOutbox, eq(mailOutbox.id, guardianRequests.mail_outbox_id)).where(where),
  ]);
  return { rows: rows.map(({ student_ids, ...row }) => ({ ...row, student_ids: student_ids ?? [], students: student_ids?.length ?? 0 })), total: Number(total?.n ?? 0) };
}

// The card photos added for a student by a request: waiting for the signature (authorizationId null), or
// those an authorization took.
export async function cardFiles(db: Executor, of: { requestId: string; studentId: string } | { authorizationId: string }) {
  return db
    .select({
      id: seasonCardFiles.id,
      kind: seasonCardFiles.kind,
      file_id: seasonCardFiles.file_id,
      filename: storedFiles.filename,
      content_type: storedFiles.content_type,
      size: storedFiles.size,
      created_at: seasonCardFiles.created_at,
    })
    .from(seasonCardFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, seasonCardFiles.file_id))
    .where(
      'authorizationId' in of
        ? eq(seasonCardFiles.authorization_id, of.authorizationId)
        : and(eq(seasonCardFiles.request_id, of.requestId), eq(seasonCardFiles.student_id, of.studentId), isNull(seasonCardFiles.authorization_id)),
    )
    .orderBy(asc(seasonCardFiles.created_at), asc(seasonCardFiles.id));
}

export async function insertCardFile(db: Executor, values: typeof seasonCardFiles.$inferInsert) {
  const [row] = await db.insert(seasonCardFiles).values(values).returning({ id: seasonCardFiles.id });
  if (!row) throw new Error('card file insert returned no row');
  return row.id;
}

export async function deleteCardFile(db: Executor, id: string) {
  await db.delete(seasonCardFiles).where(eq(seasonCardFiles.id, id));
}

// A signature takes the photos added for it.
export async function takeCardFiles(db: Executor, requestId: string, studentId: string, authorizationId: string) {
  await db
    .update(seasonCardFiles)
    .set({ authorization_id: authorizationId })
    .where(and(eq(seasonCardFiles.request_id, requestId), eq(seasonCardFiles.student_id, studentId), isNull(seasonCardFiles.authorization_id)));
}

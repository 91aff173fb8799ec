import type { DeletionCount } from '@claims/shared';
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import type { PageArgs } from '../../domain/paging.ts';
import { textArray, uuidArray } from '../../db/sql-arrays.ts';
import { deleteHistoryOf } from '../claims/lifecycle/claim-lifecycle.repo.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { deletionCertificates, type ChainHead } from './data-deletion.schema.ts';

// The chain of the events naming no school (domain/access-chain.ts PROGRAM_CHAIN_ID), as a certificate names it.
const PROGRAM_CHAIN_NAME = 'The program (events naming no school)';

// Deletion for good reaches into every module's tables on purpose: it is the one place that must know
// every row a student, a claim or a school leaves behind (ADR 042). The data inventory's test fails when a
// table is added, and the deletion test searches every table for what was deleted.

// What is destroyed: whole schools (their students, claims, users of no other school and their own
// records), or students (with their claims), or single claims.
export type DeletionTarget = { schoolIds?: string[]; studentIds?: string[]; claimIds?: string[] };

const ids = async (tx: Tx, query: SQL) => rowsOf<{ id: string | null }>(await tx.execute(query)).flatMap((row) => (row.id ? [row.id] : []));
const texts = ids;

async function run(tx: Tx, query: SQL): Promise<number> {
  const result = (await tx.execute(query)) as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

// Every id the target reaches, gathered before anything is deleted.
async function gather(tx: Tx, target: DeletionTarget) {
  const schools = uuidArray(target.schoolIds ?? []);
  const studentIds = [...new Set([...(target.studentIds ?? []), ...(await ids(tx, sql`select id from students where school_id = any(${schools})`))])];
  const students = uuidArray(studentIds);
  const claimIds = [
    ...new Set([...(target.claimIds ?? []), ...(await ids(tx, sql`select id from claims where student_id = any(${students}) or school_id = any(${schools})`))]),
  ];
  const claims = uuidArray(claimIds);
  const emailLogIds = await ids(tx, sql`select id from claims_email_logs where claim_id = any(${claims})`);
  const documentIds = await ids(tx, sql`select id from claim_documents where claim_id = any(${claims}) or school_id = any(${schools})`);
  const userIds = await ids(
    tx,
    sql`select u.id from users u where u.type in ('user', 'coach') and exists (select 1 from users_schools us where us.user_id = u.id and us.school_id = any(${schools}))
      and not exists (select 1 from users_schools us where us.user_id = u.id and not (us.school_id = any(${schools})))`,
  );
  const incidentIds = await ids(tx, sql`select id from incidents where student_id = any(${students}) or school_id = any(${schools})`);
  const exportIds = await ids(tx, sql`select id from data_exports where school_ids && ${schools}`);
  // A guardian's season records (ADR 049): the students' authorizations, and the requests of the schools or
  // left asking about no other student.
  const authorizationIds = await ids(tx, sql`select id from season_authorizations where student_id = any(${students}) or school_id = any(${schools})`);
  const requestIds = await ids(
    tx,
    sql`select r.id from guardian_requests r where r.school_id = any(${schools})
      or (exists (select 1 from guardian_request_students s where s.request_id = r.id and s.student_id = any(${students}))
        and not exists (select 1 from guardian_request_students s where s.request_id = r.id and not (s.student_id = any(${students}))))`,
  );
  // The campaigns of those requests: one left asking no one goes with them.
  const requestCampaignIds = await ids(tx, sql`select distinct campaign_id as id from guardian_requests where id = any(${uuidArray(requestIds)})`);
  // A school's dashboard file copied from its TPA is the TPA's: it stays.
  const fileIds = await ids(
    tx,
    sql`select file_id as id from claim_documents where id = any(${uuidArray(documentIds)})
      union select attachment_file_id from claims_email_logs where claim_id = any(${claims})
      union select document_file_id from claim_signatures where claim_id = any(${claims})
      union select english_rendering_file_id from claim_signatures where claim_id = any(${claims})
      union select file_id from incident_files where incident_id = any(${uuidArray(incidentIds)})
      union select document_file_id from season_authorizations where id = any(${uuidArray(authorizationIds)})
      union select english_rendering_file_id from season_authorizations where id = any(${uuidArray(authorizationIds)})
      union select file_id from season_card_files where student_id = any(${students}) or request_id = any(${uuidArray(requestIds)})
      union (select file_id from schools_dashboard_elements where school_id = any(${schools})
        except select file_id from third_party_administrators_dashboard_elements)`,
  );
  const emails = await texts(
    tx,
    sql`select lower(parents_info ->> 'email') as id from students where id = any(${students})
      union select lower(parent_info ->> 'email') from claims where id = any(${claims})
      union select lower(email) from parent_links where claim_id = any(${claims})
      union select lower(email) from guardian_requests where id = any(${uuidArray(requestIds)})
      union select lower(email_address) from users where id = any(${uuidArray(userIds)})`,
  );
  return { studentIds, claimIds, emailLogIds, documentIds, userIds, incidentIds, exportIds, fileIds, emails, authorizationIds, requestIds, requestCampaignIds };
}

// The counts for the certificate, the access log chains' heads after it, and the ids of the e-mails about the records (outbox rows and claim
// e-mails), whose .eml copies a server without SMTP wrote.
export async function destroyRecords(
  tx: Tx,
  fileStore: Pick<FileStore, 'destroy' | 'forgetObjects'>,
  target: DeletionTarget,
  requestedBy: string | null,
): Promise<{ counts: Record<DeletionCount, number>; mailIds: string[]; chainHeads: ChainHead[] }> {
  const found = await gather(tx, target);
  const schools = uuidArray(target.schoolIds ?? []);
  const students = uuidArray(found.studentIds);
  const claims = uuidArray(found.claimIds);
  const emailLogs = uuidArray(found.emailLogIds);
  const documents = uuidArray(found.documentIds);
  const users = uuidArray(found.userIds);
  const everyId = [
    ...(target.schoolIds ?? []),
    ...found.studentIds,
    ...found.claimIds,
    ...found.emailLogIds,
    ...found.documentIds,
    ...found.userIds,
    ...found.incidentIds,
    ...found.exportIds,
    ...found.fileIds,
    ...found.requestIds,
  ];

  await run(tx, sql`delete from claims_email_log_documents where email_log_id = any(${emailLogs}) or document_id = any(${documents})`);
  // An incident of a claim deleted alone (closed past retention) stays, without its claim.
  await run(tx, sql`update incidents set claim_id = null where claim_id = any(${claims})`);
  const counts = {
    disclosures: await run(tx, sql`delete from disclosures where claim_id = any(${claims}) or student_id = any(${students})`),
    tpa_links: await run(tx, sql`delete from tpa_links where claim_id = any(${claims})`),
    signatures: await run(tx, sql`delete from claim_signatures where claim_id = any(${claims})`),
    parent_links: await run(tx, sql`delete from parent_links where claim_id = any(${claims})`),
    deadline_reminders: await run(tx, sql`delete from deadline_reminders where claim_id = any(${claims})`),
    claim_emails: await run(tx, sql`delete from claims_email_logs where claim_id = any(${claims})`),
    claim_changes: await deleteHistoryOf(tx, found.claimIds),
    // the student's or school's incidents go with their history
    incidents: await run(tx, sql`delete from incidents where id = any(${uuidArray(found.incidentIds)})`),
    claim_providers: await run(tx, sql`delete from claims_providers where claim_id = any(${claims})`),
    documents: await run(tx, sql`delete from claim_documents where id = any(${documents})`),
    claims: await run(tx, sql`delete from claims where id = any(${claims})`),
    insurance_records: await run(tx, sql`delete from students_providers where student_id = any(${students})`),
    season_cards: await run(tx, sql`delete from season_card_files where student_id = any(${students}) or request_id = any(${uuidArray(found.requestIds)})`),
    season_authorizations: await run(tx, sql`delete from season_authorizations where id = any(${uuidArray(found.authorizationIds)})`),
    season_request_students: await run(tx, sql`delete from guardian_request_students where student_id = any(${students}) or request_id = any(${uuidArray(found.requestIds)})`),
    guardian_requests: await run(tx, sql`delete from guardian_requests where id = any(${uuidArray(found.requestIds)})`),
    season_campaigns: await ids(
      tx,
      sql`delete from season_campaigns c where c.school_id = any(${schools})
        or (c.id = any(${uuidArray(found.requestCampaignIds)}) and not exists (select 1 from guardian_requests r where r.campaign_id = c.id)) returning c.id`,
    ),
    students: await run(tx, sql`delete from students where id = any(${students})`),
  };
  const schoolRecords = [
    sql`delete from schools_dashboard_elements where school_id = any(${schools})`,
    sql`delete from schools_dashboard_contacts where school_id = any(${schools})`,
    sql`delete from schools_notes where school_id = any(${schools})`,
    sql`delete from schools_third_party_administrators where school_id = any(${schools})`,
    sql`delete from oneroster_previews where school_id = any(${schools})`,
    sql`delete from temporal_students_providers where temporal_student_id in (select id from temporal_students where school_id = any(${schools}))`,
    sql`delete from temporal_students where school_id = any(${schools})`,
    sql`delete from users_schools where school_id = any(${schools})`,
  ];
  // The schools' invitations to coach, and any school's to the coaches who go; before their links.
  let school_records = await run(tx, sql`delete from coach_invitations where school_id = any(${schools}) or user_id = any(${users})`);
  for (const query of schoolRecords) school_records += await run(tx, query);
  // An export finished while this ran still loses its zip: the delete reads the row as committed.
  const exportObjects = await texts(tx, sql`select object_key as id from data_exports where id = any(${uuidArray(found.exportIds)})`);
  const exportFiles = await ids(tx, sql`delete from data_exports where id = any(${uuidArray(found.exportIds)}) returning file_id as id`);
  await fileStore.forgetObjects(tx, exportObjects);
  school_records += found.exportIds.length;
  let sessions = 0;
  for (const table of ['sessions', 'password_tokens', 'remembered_devices', 'two_factor_codes']) sessions += await run(tx, sql`delete from ${sql.identifier(table)} where user_id = any(${users})`);
  const files = await fileStore.destroy(tx, [...found.fileIds, ...exportFiles], found.userIds);
  const userCount = await run(tx, sql`delete from users where id = any(${users})`);
  school_records += await run(tx, sql`delete from schools where id = any(${schools})`);

  // Access events: one that named only these records goes, one that named others too keeps those; their
  // links stay as tombstones. Only the database's definer function may do this (ADR 052); it records the
  // deletion as an event of its own and answers the heads of the chains it touched.
  const [outcome] = rowsOf<{ outcome: { removed: number; redacted: number; heads: { school_id: string; seq: number; hash: string }[] } }>(
    await tx.execute(sql`select access_log_certified_delete(${uuidArray(everyId)}, ${users}, ${requestedBy}::uuid) as outcome`),
  );
  const { removed: access_events_removed, redacted: access_events_redacted, heads } = outcome!.outcome;
  const names = new Map(
    rowsOf<{ id: string; name: string }>(await tx.execute(sql`select id, name from schools where id = any(${uuidArray(heads.map((head) => head.school_id))})`)).map((row) => [row.id, row.name]),
  );
  const chainHeads: ChainHead[] = heads.map((head) => ({ school: names.get(head.school_id) ?? PROGRAM_CHAIN_NAME, seq: head.seq, hash: head.hash }));

  const emails = found.emails;
  // messages to the people deleted or the guardians, and messages to staff about the records
  const outboxIds = await ids(tx, sql`delete from mail_outbox where lower(recipient) = any(${textArray(emails)}) or about && ${uuidArray(everyId)} returning id`);
  const needles = [...everyId, ...emails];
  const rate_limit_counters =
    needles.length === 0 ? 0 : await run(tx, sql`delete from rate_limit_counters where exists (select 1 from unnest(${textArray(needles)}) n where position(n in lower(key)) > 0)`);
  const queued_jobs = await deleteJobsNaming(tx, [...found.emailLogIds, ...found.claimIds, ...found.exportIds, ...found.userIds, ...counts.season_campaigns, ...outboxIds, ...emails]);

  const certified: Record<DeletionCount, number> = {
    students: counts.students,
    insurance_records: counts.insurance_records,
    claims: counts.claims,
    claim_changes: counts.claim_changes + counts.claim_providers + counts.deadline_reminders,
    incidents: counts.incidents,
    claim_emails: counts.claim_emails,
    signatures: counts.signatures,
    parent_links: counts.parent_links,
    season_campaigns: counts.season_campaigns.length,
    guardian_requests: counts.guardian_requests + counts.season_request_students,
    season_authorizations: counts.season_authorizations + counts.season_cards,
    tpa_links: counts.tpa_links,
    disclosures: counts.disclosures,
    documents: counts.documents,
    stored_files: files.count,
    stored_bytes: files.bytes,
    access_events_removed,
    access_events_redacted,
    users: userCount,
    sessions,
    pending_emails: outboxIds.length,
    rate_limit_counters,
    queued_jobs,
    school_records,
  };
  return { counts: certified, mailIds: [...outboxIds, ...found.emailLogIds], chainHeads };
}

// Jobs in the queue (pg-boss's own table), waiting or finished and kept a while, whose payload names a
// destroyed record or address: a claim e-mail, a message of the outbox, a campaign, an export, a reset.
// `values` are ids and lower-case addresses.
async function deleteJobsNaming(tx: Tx, values: readonly string[]) {
  if (values.length === 0) return 0;
  const [table] = rowsOf<{ name: string | null }>(await tx.execute(sql`select to_regclass('pgboss.job')::text as name`));
  if (!table?.name) return 0;
  return run(tx, sql`delete from pgboss.job j where exists (select 1 from unnest(${textArray(values)}) n where position(n in lower(j.data::text)) > 0)`);
}

export type Certificate = typeof deletionCertificates.$inferSelect;
export type NewCertificate = Omit<typeof deletionCertificates.$inferInsert, 'counts'>;

export async function insertCertificate(tx: Tx, values: typeof deletionCertificates.$inferInsert) {
  const [row] = await tx.insert(deletionCertificates).values(values).returning();
  return row!;
}

export async function pageCertificates(db: Db, page: PageArgs) {
  const [items, [total]] = await Promise.all([
    db.select().from(deletionCertificates).orderBy(desc(deletionCertificates.performed_at), desc(deletionCertificates.id)).offset(page.offset).limit(page.limit),
    db.select({ value: count() }).from(deletionCertificates),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findCertificate(db: Db, id: string) {
  const [row] = await db.select().from(deletionCertificates).where(eq(deletionCertificates.id, id));
  return row;
}

const firstName = async (db: Db, query: SQL) => rowsOf<{ name: string }>(await db.execute(query))[0]?.name;

// Who asked, as the certificate keeps it (the account may go; the certificate stays).
export const userName = async (db: Db, userId: string) => (await firstName(db, sql`select trim(first_name || ' ' || last_name) as name from users where id = ${userId}`)) ?? null;
// The school a certificate names; undefined when there is no such student or school.
export const schoolNameOfStudent = (db: Db, studentId: string) => firstName(db, sql`select sc.name from students s join schools sc on sc.id = s.school_id where s.id = ${studentId}`);
export const schoolName = (db: Db, schoolId: string) => firstName(db, sql`select name from schools where id = ${schoolId}`);

// Each school's closed claims (closed by its TPA, or deleted) untouched for longer than its retention.
export async function claimsPastRetention(db: Db, now: Date, closedStatuses: readonly string[]) {
  return rowsOf<{ school_id: string; name: string; claim_ids: string[] }>(
    await db.execute(sql`select c.school_id, s.name, array_agg(c.id) as claim_ids from claims c join schools s on s.id = c.school_id
      where s.retention_years is not null
        and (c.deleted_at is not null or c.tpa_status = any(${textArray(closedStatuses)}))
        and coalesce(c.tpa_reported_at, c.updated_at) < ${now}::timestamptz - make_interval(years => s.retention_years)
      group by c.school_id, s.name`),
  );
}

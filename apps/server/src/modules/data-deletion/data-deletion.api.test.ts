import { SAMPLE_INCIDENT } from '@claims/shared/samples';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { verifyChain } from '../access-log/access-chain.repo.ts';
import { accessEvents, claims, deletionCertificates, incidentFiles, mailOutbox, schools, students, users } from '../../db/schema.ts';
import { pdfDocument, uploadedDocument } from '../../testing/claim-documents.ts';
import { claimPayload, insertClaim, seedClaimSetup, seedStudent, waitForClaimStatus, waitForEmailsSent, type ClaimSetup } from '../../testing/claims.ts';
import { bearer, createUser, insertRoster, sessionFor, TEST_PASSWORD } from '../../testing/fixtures.ts';
import { multipart } from '../../testing/multipart.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { signedSeasonAuthorization } from '../../testing/season-consent.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { waitUntil } from '../../testing/wait.ts';

const ROSTER_SIZE = 5000;

let smtp: TestSmtp;
let testApp: TestApp;
let setup: ClaimSetup;

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url, maintenanceIntervalMs: 300 });
  setup = await seedClaimSetup(testApp.db);
  await insertRoster(testApp.db, setup.ids.school, ROSTER_SIZE - 1);
}, 120_000);
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const CERTIFICATE = 'id kind subject reference requested_by_name counts { key count } chain_heads { school seq hash } pdf_url';
const deleteStudent = (id: string, token = setup.tokens.admin) =>
  graphql<{ deleteStudentForGood: Certificate }>(testApp, `mutation($id: ID!) { deleteStudentForGood(id: $id, reference: "REQ-7") { ${CERTIFICATE} } }`, { token, variables: { id } });
const deleteSchool = (id: string, confirmName: string, token = setup.tokens.admin) =>
  graphql<{ deleteSchoolForGood: Certificate }>(testApp, `mutation($id: ID!, $name: String!) { deleteSchoolForGood(id: $id, confirmName: $name, reference: "Contract end") { ${CERTIFICATE} } }`, {
    token,
    variables: { id, name: confirmName },
  });
type Certificate = {
  id: string;
  kind: string;
  subject: string;
  reference: string;
  requested_by_name: string;
  counts: { key: string; count: number }[];
  chain_heads: { school: string; seq: number; hash: string }[];
  pdf_url: string;
};
const countsOf = (certificate: Certificate) => Object.fromEntries(certificate.counts.map(({ key, count }) => [key, count]));

// A claim of the school delivered to its TPA (e-mail, PDF as sent, disclosure, TPA link), with a document,
// looked at by the nurse: every kind of row a claim leaves.
async function deliveredClaim(values: Record<string, unknown> = {}) {
  const submitted = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids, values) } });
  const claimId = (submitted.json() as { claim_id: string }).claim_id;
  await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
  await uploadedDocument(testApp, setup.tokens.nurse, { school_id: setup.ids.school, kind: 'ITEMIZED_BILL', claim_id: claimId }, { filename: 'bill.pdf', data: await pdfDocument() });
  // the document goes to the TPA as a supplement: sent before anything is deleted
  await waitForEmailsSent(testApp.db, claimId, 2);
  expect((await graphql(testApp, `{ claim(id: "${claimId}") { id } student(id: "${setup.ids.student}") { id } }`, { token: setup.tokens.nurse })).status).toBe(200);
  return claimId;
}

const filesOf = async (claimId: string) =>
  rowsOf<{ id: string }>(
    await testApp.db.execute(sql`select file_id as id from claim_documents where claim_id = ${claimId}
      union select attachment_file_id from claims_email_logs where claim_id = ${claimId}
      union select document_file_id from claim_signatures where claim_id = ${claimId}
      union select english_rendering_file_id from claim_signatures where claim_id = ${claimId}`),
  ).flatMap((row) => (row.id ? [row.id] : []));

// An incident reported at the school (ADR 048): a student's, or, with no student, a visitor's.
async function reportedIncident(token: string, values: Record<string, unknown> = {}) {
  const input = { ...SAMPLE_INCIDENT, school_id: setup.ids.school, person_kind: 'STUDENT', student_id: setup.ids.student, ...values };
  const { body } = await graphql<{ reportIncident: { id: string } }>(testApp, 'mutation($input: IncidentReportInput!) { reportIncident(input: $input) { id } }', { token, variables: { input } });
  expect(body.errors).toBeUndefined();
  return body.data!.reportIncident.id;
}

const seasonAuthorization = (studentId: string) =>
  signedSeasonAuthorization(testApp, async (email) => (await smtp.waitForMail(email)).text ?? '', { schoolId: setup.ids.school, staffToken: setup.tokens.nurse, studentId });

// Every table of the database, the job queue's included, read whole as text for any of the ids.
async function rowsNaming(needles: string[]) {
  const tables = rowsOf<{ schema: string; name: string }>(
    await testApp.db.execute(sql`select table_schema as schema, table_name as name from information_schema.tables
      where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE' and table_name not like '%drizzle%'`),
  );
  expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['students', 'claims', 'access_events', 'stored_files', 'mail_outbox', 'job']));
  const found: Record<string, number> = {};
  const pattern = needles.join('|');
  for (const table of tables) {
    const [row] = rowsOf<{ n: string | number }>(await testApp.db.execute(sql`select count(*) as n from ${sql.identifier(table.schema)}.${sql.identifier(table.name)} x where x::text ~ ${pattern}`));
    if (Number(row!.n) > 0) found[`${table.schema}.${table.name}`] = Number(row!.n);
  }
  return found;
}

describe('deleting a student for good', () => {
  it("destroys the student's records, claims, documents and files, keeps the rest of the school, and certifies the counts", async () => {
    const claimId = await deliveredClaim();
    const files = await filesOf(claimId);
    expect(files.length).toBeGreaterThanOrEqual(3);
    const rosterLooks = (await testApp.db.select().from(accessEvents).where(sql`${accessEvents.student_ids} @> array[${setup.ids.student}]::uuid[]`)).length;
    expect(rosterLooks).toBeGreaterThan(0);
    const incidentId = await reportedIncident(setup.tokens.nurse);
    const visitorsIncident = await reportedIncident(setup.tokens.nurse, { person_kind: 'VISITOR', student_id: null, person_name: 'Dana Fox' });
    // a return to play's signed clearance goes with its incident
    expect((await graphql(testApp, `mutation { startReturnToPlay(id: "${incidentId}") { id } }`, { token: setup.tokens.nurse })).body.errors).toBeUndefined();
    const upload = multipart({}, { name: 'file', filename: 'clearance.pdf', type: 'application/pdf', data: pdfDocument('Clearance') });
    const attached = await testApp.app.inject({ method: 'POST', url: `/v1/incidents/${incidentId}/clearance`, payload: upload.payload, headers: { ...upload.headers, ...bearer(setup.tokens.nurse) } });
    expect(attached.statusCode).toBe(200);
    const [clearance] = await testApp.db.select({ id: incidentFiles.file_id }).from(incidentFiles).where(eq(incidentFiles.incident_id, incidentId));
    // a season campaign for the student alone, signed: its e-mail's jobs (finished) name its outbox row and the campaign
    const season = await seasonAuthorization(setup.ids.student);
    const outboxIds = (await testApp.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.recipient, season.email))).map((row) => row.id);
    expect(outboxIds.length).toBeGreaterThan(0);
    await waitUntil('the season jobs finished', async () => Object.keys(await rowsNaming([season.campaignId, ...outboxIds])).some((table) => table.startsWith('pgboss.')));

    const { body } = await deleteStudent(setup.ids.student);
    expect(body.errors).toBeUndefined();
    const certificate = body.data!.deleteStudentForGood;
    expect(certificate).toMatchObject({ kind: 'STUDENT', subject: 'A student of Lincoln High', reference: 'REQ-7' });
    expect(countsOf(certificate)).toMatchObject({
      students: 1,
      claims: 1,
      incidents: 1,
      insurance_records: 1,
      disclosures: 2,
      claim_emails: 2,
      tpa_links: 2,
      documents: 1,
      stored_files: files.length + 1 + season.files.length,
      users: 0,
      season_campaigns: 1,
      guardian_requests: 2,
      season_authorizations: 2,
    });

    expect(await rowsNaming([setup.ids.student, claimId, incidentId, clearance!.id, ...files, season.campaignId, season.email, ...outboxIds, ...season.files])).toEqual({});
    // the removed events' links are tombstones: the school's chain still verifies, up to the head the certificate names
    const verdict = await verifyChain(testApp.db, setup.ids.school);
    expect(verdict.broken).toBeNull();
    expect(certificate.chain_heads).toEqual([{ school: 'Lincoln High', seq: verdict.headSeq, hash: verdict.headHash }]);
    const pdf = await testApp.app.inject({ method: 'GET', url: certificate.pdf_url, headers: bearer(setup.tokens.admin) });
    expect(await pdfText(pdf.rawPayload)).toContain(verdict.headHash);
    expect((await graphql(testApp, `{ incident(id: "${visitorsIncident}") { id } }`, { token: setup.tokens.nurse })).body.errors).toBeUndefined();
    expect(await testApp.db.select({ id: schools.id }).from(schools).where(eq(schools.id, setup.ids.school))).toHaveLength(1);
    expect(await testApp.db.select({ id: users.id }).from(users).where(eq(users.id, setup.users.nurse))).toHaveLength(1);
  });
});

describe('deleting a school for good', () => {
  let certificate: Certificate;
  let before: { claimId: string; files: string[]; exportObject: string; studentIds: string[]; exportId: string; coach: string; incidentId: string };

  beforeAll(async () => {
    setup.ids.student = (await seedStudent(testApp.db, setup.ids.school, 'Ana')).id;
    const seasonFiles = (await seasonAuthorization(setup.ids.student)).files;
    const claimId = await deliveredClaim({ students_providers: [{ is_other_provider: true, provider_name: 'Blue Local', insurance_member_id: 'B-1' }] });
    const coach = await createUser(testApp.db, { type: 'coach', schoolIds: [setup.ids.school] });
    const incidentId = await reportedIncident(await sessionFor(testApp.db, coach.id));
    const exportId = (await graphql<{ startDataExport: string }>(testApp, 'mutation($ids: [ID!]!) { startDataExport(schoolIds: $ids) }', { token: setup.tokens.admin, variables: { ids: [setup.ids.school] } })).body.data!.startDataExport;
    await waitUntil('export made', async () => rowsOf<{ status: string }>(await testApp.db.execute(sql`select status from data_exports where id = ${exportId}`))[0]?.status === 'DONE');
    // a sign-in under way: a code, its e-mail and a counter of attempts
    const [nurse] = await testApp.db.select({ email: users.email_address }).from(users).where(eq(users.id, setup.users.nurse));
    const login = await testApp.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: nurse!.email, password: TEST_PASSWORD, user_remembered: false } });
    expect(login.json()).toEqual({ two_factor: true });
    const studentIds = (await testApp.db.select({ id: students.id }).from(students).where(eq(students.school_id, setup.ids.school))).map((row) => row.id);
    const [exportObject] = rowsOf<{ key: string }>(await testApp.db.execute(sql`select object_key as key from data_exports where id = ${exportId}`));
    before = { claimId, files: [...(await filesOf(claimId)), ...seasonFiles], exportObject: exportObject!.key, studentIds, exportId, coach: coach.id, incidentId };
    expect(studentIds).toHaveLength(ROSTER_SIZE);
    const { body } = await deleteSchool(setup.ids.school, 'Lincoln High');
    expect(body.errors).toBeUndefined();
    certificate = body.data!.deleteSchoolForGood;
  }, 120_000);

  it('leaves no row in any table naming the school, its students, claims, users or files, and no stored file of it', async () => {
    const sample = [...before.studentIds.slice(0, 200), ...before.studentIds.slice(-200)];
    expect(await rowsNaming([setup.ids.school, setup.users.nurse, before.coach, before.incidentId, before.claimId, before.exportId, ...before.files, ...sample])).toEqual({});
    // the export's sealed zip too, once the deletion has committed (ADR 056)
    await waitUntil('the export deleted', async () => rowsOf(await testApp.db.execute(sql`select 1 from stored_object_parts where object_key = ${before.exportObject}`)).length === 0);
    for (const table of ['students', 'claims', 'claim_documents', 'students_providers', 'users_schools', 'schools_third_party_administrators']) {
      const [row] = rowsOf<{ n: string | number }>(await testApp.db.execute(sql`select count(*) as n from ${sql.identifier(table)} where school_id = ${setup.ids.school}`));
      expect({ table, rows: Number(row!.n) }).toEqual({ table, rows: 0 });
    }
  });

  it('certifies what was destroyed, with the counts, as a PDF', async () => {
    expect(certificate).toMatchObject({ kind: 'SCHOOL', subject: 'Lincoln High', reference: 'Contract end' });
    // the coach's, and the visitor's the first test left
    expect(countsOf(certificate)).toMatchObject({ students: ROSTER_SIZE, claims: 1, incidents: 2, users: 2, stored_files: before.files.length, season_campaigns: 1, guardian_requests: 2, season_authorizations: 2 });
    expect(countsOf(certificate).school_records).toBeGreaterThan(0);
    const pdf = await testApp.app.inject({ method: 'GET', url: certificate.pdf_url, headers: bearer(setup.tokens.admin) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Certificate of data destruction');
    expect(text).toContain('Lincoln High');
    expect(text).toMatch(/Student records\s*5000/);
    expect(text).toMatch(/Season campaigns\s*1/);
    expect(text).toMatch(/Season authorizations signed by guardians \(with their insurance card photos\)\s*2/);
  });

  it("keeps the other school's records, and the access log stays append-only for everything else", async () => {
    expect((await graphql(testApp, `{ student(id: "${setup.ids.otherStudent}") { id } }`, { token: setup.tokens.outsider })).body.errors).toBeUndefined();
    expect(await testApp.db.select({ id: students.id }).from(students).where(eq(students.id, setup.ids.otherStudent))).toHaveLength(1);
    expect(await testApp.db.select({ id: users.id }).from(users).where(eq(users.id, setup.users.outsider))).toHaveLength(1);
    expect(await testApp.db.select({ id: users.id }).from(users).where(eq(users.id, setup.users.admin))).toHaveLength(1);
    await expect(testApp.db.execute(sql`delete from access_events`)).rejects.toThrow();
  });
});

describe('who may delete', () => {
  it('refuses school staff, a wrong name and an unknown school, and deletes nothing', async () => {
    const otherName = (await testApp.db.select({ name: schools.name }).from(schools).where(eq(schools.id, setup.ids.other)))[0]!.name;
    const certificates = async () => (await testApp.db.select({ id: deletionCertificates.id }).from(deletionCertificates)).length;
    const count = await certificates();
    expect((await deleteSchool(setup.ids.other, otherName, setup.tokens.outsider)).body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await deleteStudent(setup.ids.otherStudent, setup.tokens.outsider)).body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await deleteSchool(setup.ids.other, `${otherName} `.repeat(2))).body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { confirmName: 'CONFIRM_NAME_MISMATCH' } });
    expect((await deleteStudent('7d8f2c1e-0000-4000-8000-000000000000')).body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await certificates()).toBe(count);
    expect(await testApp.db.select({ id: schools.id }).from(schools).where(eq(schools.id, setup.ids.other))).toHaveLength(1);
    const pdf = await testApp.app.inject({ method: 'GET', url: `/v1/deletion-certificates/${'7d8f2c1e-0000-4000-8000-000000000000'}/pdf`, headers: bearer(setup.tokens.outsider) });
    expect(pdf.statusCode).toBe(403);
  });
});

describe("a school's retention of closed claims", () => {
  it('deletes closed claims past it for good, with a certificate, and keeps open and recent ones', async () => {
    const base = { student_id: setup.ids.otherStudent, user_id: setup.users.outsider, school_id: setup.ids.other, schools_third_party_administrator_id: setup.ids.otherLink };
    const longAgo = new Date(Date.now() - 3 * 365 * 24 * 3600 * 1000);
    const old = await insertClaim(testApp.db, { ...base, tpa_status: 'CLOSED_PAID', tpa_reported_at: longAgo });
    const open = await insertClaim(testApp.db, { ...base, tpa_status: 'RECEIVED', tpa_reported_at: longAgo });
    const recent = await insertClaim(testApp.db, { ...base, tpa_status: 'CLOSED_DENIED', tpa_reported_at: new Date() });
    await testApp.db.update(schools).set({ retention_years: 2 }).where(eq(schools.id, setup.ids.other));

    await waitUntil('retention purge', async () => (await testApp.db.select({ id: claims.id }).from(claims).where(eq(claims.id, old.id))).length === 0);
    const remaining = (await testApp.db.select({ id: claims.id }).from(claims).where(eq(claims.school_id, setup.ids.other))).map((row) => row.id);
    expect(remaining).toEqual(expect.arrayContaining([open.id, recent.id]));
    const [certificate] = await testApp.db.select().from(deletionCertificates).where(eq(deletionCertificates.kind, 'RETENTION'));
    expect(certificate).toMatchObject({ subject: (await testApp.db.select({ name: schools.name }).from(schools).where(eq(schools.id, setup.ids.other)))[0]!.name, requested_by: null });
    expect(certificate!.counts.claims).toBe(1);
  });
});

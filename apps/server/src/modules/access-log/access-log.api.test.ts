import { SAMPLE_INCIDENT } from '@claims/shared/samples';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { accessEvents, claimsEmailLogs, studentsProviders } from '../../db/schema.ts';
import { pdfDocument, uploadedDocument } from '../../testing/claim-documents.ts';
import { claimPayload, seedClaimSetup, TPA_EMAIL, waitForClaimStatus, type ClaimSetup } from '../../testing/claims.ts';
import { bearer } from '../../testing/fixtures.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';

let smtp: TestSmtp;
let testApp: TestApp;
let setup: ClaimSetup;
let claim: { id: string; number: number; tpaToken: string; emailLogId: string };
let document: { id: string; url: string };

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url });
  setup = await seedClaimSetup(testApp.db);
  const submitted = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids) } });
  const { claim_id: id, claim_number: number } = submitted.json() as { claim_id: string; claim_number: number };
  await waitForClaimStatus(testApp.db, id, 'DELIVERED');
  const mail = await smtp.waitForMail(TPA_EMAIL, 0);
  const [emailLog] = await testApp.db.select({ id: claimsEmailLogs.id }).from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, id));
  claim = { id, number, tpaToken: /\/tpa\/([\w-]{43})\b/.exec(mail.text ?? '')![1]!, emailLogId: emailLog!.id };
  const uploaded = await uploadedDocument(testApp, setup.tokens.nurse, { school_id: setup.ids.school, kind: 'ITEMIZED_BILL', claim_id: id }, { filename: 'bill.pdf', data: await pdfDocument() });
  document = { id: uploaded.id, url: uploaded.url };
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const eventIds = async () => new Set((await testApp.db.select({ id: accessEvents.id }).from(accessEvents)).map((row) => row.id));

// What one request added to the log.
async function eventsOf<R extends { statusCode: number }>(request: () => Promise<R>) {
  const before = await eventIds();
  const response = await request();
  const added = (await testApp.db.select().from(accessEvents)).filter((event) => !before.has(event.id));
  return { response, added };
}

async function onlyEventOf<R extends { statusCode: number }>(request: () => Promise<R>) {
  const { response, added } = await eventsOf(request);
  expect(response.statusCode).toBe(200);
  expect(added).toHaveLength(1);
  return added[0]!;
}

const get = (url: string, token?: string) => testApp.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const query = (document: string, token: string) => testApp.app.inject({ method: 'POST', url: '/v1/graphql', headers: bearer(token), payload: { query: document } });

describe('the access log', () => {
  it("records one event naming the student for a student's page, by the nurse, with where from", async () => {
    const event = await onlyEventOf(() =>
      testApp.app.inject({ method: 'POST', url: '/v1/graphql', headers: { ...bearer(setup.tokens.nurse), 'user-agent': 'Firefox/140' }, payload: { query: `{ student(id: "${setup.ids.student}") { id } }` } }),
    );
    expect(event).toMatchObject({
      user_id: setup.users.nurse,
      link: null,
      action: 'VIEW',
      resource: 'STUDENT',
      student_ids: [setup.ids.student],
      claim_ids: [],
      school_ids: [setup.ids.school],
      ip: '127.0.0.1',
      user_agent: 'Firefox/140',
    });
  });

  it('records one event per roster page and claims page, naming every row it returned', async () => {
    const roster = await onlyEventOf(() => query(`{ students(schoolId: "${setup.ids.school}") { items { id } } }`, setup.tokens.nurse));
    expect(roster).toMatchObject({ action: 'VIEW', resource: 'STUDENT', student_ids: [setup.ids.student] });
    const { response, added } = await eventsOf(() => query(`{ claims(schoolId: "${setup.ids.school}") { items { id } } }`, setup.tokens.admin));
    const listed = (response.json() as { data: { claims: { items: { id: string }[] } } }).data.claims.items.map((item) => item.id);
    expect(listed).toContain(claim.id);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ user_id: setup.users.admin, action: 'VIEW', resource: 'CLAIM', student_ids: [setup.ids.student] });
    expect([...added[0]!.claim_ids].sort()).toEqual([...listed].sort());
  });

  it("records a claim's view, its documents listed with it, as one event", async () => {
    const event = await onlyEventOf(() => query(`{ claim(id: "${claim.id}") { id student { first_name } documents { id } } }`, setup.tokens.nurse));
    expect(event).toMatchObject({ action: 'VIEW', resource: 'CLAIM', claim_ids: [claim.id], student_ids: [setup.ids.student], document_ids: [document.id], school_ids: [setup.ids.school] });
  });

  it('records a download by whoever the signed link was made for: a document, the claim PDF', async () => {
    const download = await onlyEventOf(() => get(document.url));
    expect(download).toMatchObject({ user_id: setup.users.nurse, action: 'DOWNLOAD', resource: 'DOCUMENT', document_ids: [document.id], claim_ids: [claim.id], student_ids: [setup.ids.student] });

    const { added: minting } = await eventsOf(() => get(`/v1/claims/jwt-pdf/${claim.id}`, setup.tokens.admin));
    const jwt = ((await get(`/v1/claims/jwt-pdf/${claim.id}`, setup.tokens.admin)).json() as { token: string }).token;
    expect(minting).toEqual([]);
    const pdf = await onlyEventOf(() => get(`/v1/pdf/claim?jwt=${encodeURIComponent(jwt)}`));
    expect(pdf).toMatchObject({ user_id: setup.users.admin, action: 'DOWNLOAD', resource: 'CLAIM_PDF', claim_ids: [claim.id], student_ids: [setup.ids.student] });
  });

  it('records a link whose signature names someone else as nobody’s download: it is refused', async () => {
    const forged = document.url.replace(setup.users.nurse, setup.users.outsider);
    const { response, added } = await eventsOf(() => get(forged));
    expect(response.statusCode).toBe(404);
    expect(added).toEqual([]);
  });

  it('records exports: the claims CSV, the loss run, the disclosure record', async () => {
    const claimsCsv = await onlyEventOf(() => get(`/v1/claims/export.csv?schoolId=${setup.ids.school}`, setup.tokens.nurse));
    expect(claimsCsv).toMatchObject({ action: 'EXPORT', resource: 'CLAIMS_EXPORT', student_ids: [setup.ids.student] });
    expect(claimsCsv.claim_ids).toContain(claim.id);

    const lossRun = await onlyEventOf(() => get(`/v1/reports/loss-run.csv?schoolId=${setup.ids.school}&from=2020-01-01&to=2029-12-31`, setup.tokens.nurse));
    expect(lossRun).toMatchObject({ action: 'EXPORT', resource: 'LOSS_RUN', school_ids: [setup.ids.school] });
    expect(lossRun.claim_ids).toContain(claim.id);

    const disclosures = await onlyEventOf(() => query(`{ studentDisclosures(studentId: "${setup.ids.student}") { total } }`, setup.tokens.nurse));
    expect(disclosures).toMatchObject({ action: 'VIEW', resource: 'DISCLOSURES', student_ids: [setup.ids.student] });
    const disclosuresCsv = await onlyEventOf(() => get(`/v1/students/${setup.ids.student}/disclosures.csv`, setup.tokens.nurse));
    expect(disclosuresCsv).toMatchObject({ action: 'EXPORT', resource: 'DISCLOSURES', student_ids: [setup.ids.student] });
  });

  it('records the e-mail to the TPA as staff read it, and the TPA opening its link with no user', async () => {
    const email = await onlyEventOf(() => get(`/v1/claims/email/${claim.emailLogId}`, setup.tokens.nurse));
    expect(email).toMatchObject({ user_id: setup.users.nurse, action: 'VIEW', resource: 'EMAIL', claim_ids: [claim.id] });

    const opened = await onlyEventOf(() => testApp.app.inject({ method: 'POST', url: `/v1/tpa/${claim.tpaToken}/open` }));
    expect(opened).toMatchObject({ user_id: null, link: 'TPA_LINK', action: 'VIEW', resource: 'CLAIM', claim_ids: [claim.id], student_ids: [setup.ids.student], school_ids: [setup.ids.school] });
    expect(opened.link_id).toBeTruthy();
  });

  it('records a change to a student', async () => {
    const student = { first_name: 'Maya', last_name: 'Lopez', academic_id: 'A-100', date_of_birth: '2010-04-02', gender: 'F', address_1: '12 Oak Street', city: 'Sacramento', state_prov: 'California', postal_code: '95814', country: 'UNITED_STATES' };
    const update = `mutation ($id: ID!, $input: StudentPageInput!) { updateStudent(id: $id, input: $input) { id } }`;
    const { response, added } = await eventsOf(() =>
      testApp.app.inject({ method: 'POST', url: '/v1/graphql', headers: bearer(setup.tokens.nurse), payload: { query: update, variables: { id: setup.ids.student, input: { student, providers: [] } } } }),
    );
    expect(response.json()).not.toHaveProperty('errors');
    expect(added.map(({ action, resource, student_ids }) => ({ action, resource, student_ids }))).toEqual([{ action: 'CHANGE', resource: 'STUDENT', student_ids: [setup.ids.student] }]);
  });

  it("records the admin's verification queue, naming each student whose insurance waits in it", async () => {
    // (the change above removed the student's saved entry: it is back, waiting for verification)
    await testApp.db.update(studentsProviders).set({ status: 'QUEUED', deleted_at: null }).where(eq(studentsProviders.id, setup.ids.saved));
    const queue = await onlyEventOf(() => query('{ verificationQueue { items { id } } }', setup.tokens.admin));
    expect(queue).toMatchObject({ user_id: setup.users.admin, action: 'VIEW', resource: 'STUDENT', student_ids: [setup.ids.student], school_ids: [setup.ids.school] });
  });

  it('records nothing for a list that showed no one', async () => {
    const { response, added } = await eventsOf(() => query(`{ students(schoolId: "${setup.ids.school}", name: "nobody-by-this-name") { total } }`, setup.tokens.nurse));
    expect(response.statusCode).toBe(200);
    expect(added).toEqual([]);
  });

  it('records nothing for a request that was refused', async () => {
    const { response, added } = await eventsOf(() => query(`{ student(id: "${setup.ids.student}") { id } }`, setup.tokens.outsider));
    expect((response.json() as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('FORBIDDEN');
    expect(added).toEqual([]);
  });

  it("cannot be changed or emptied by the application's own connection", async () => {
    const [first] = await testApp.db.select({ id: accessEvents.id }).from(accessEvents).limit(1);
    await expect(testApp.db.update(accessEvents).set({ user_id: null }).where(eq(accessEvents.id, first!.id))).rejects.toThrow();
    await expect(testApp.db.delete(accessEvents).where(inArray(accessEvents.id, [first!.id]))).rejects.toThrow();
    await expect(testApp.db.execute(sql`truncate access_events`)).rejects.toThrow();
    expect(await eventIds()).toContain(first!.id);
  });
});

type AccessPage = { total: number; items: { user_name: string | null; link: string | null; action: string; resource: string; claim_numbers: number[] }[] };

describe("who looked at a student's records", () => {
  const LOG = `query ($id: ID!, $filter: AccessLogFilter) { studentAccessLog(studentId: $id, filter: $filter) { total items { user_name link action resource claim_numbers } } }`;

  it("shows the staff of the student's school and admins every event naming the student, newest first, filtered by person and action", async () => {
    const all = await graphql<{ studentAccessLog: AccessPage }>(testApp, LOG, { token: setup.tokens.admin, variables: { id: setup.ids.student } });
    const events = all.body.data!.studentAccessLog;
    const stored = await testApp.db.select({ id: accessEvents.id }).from(accessEvents).where(sql`${accessEvents.student_ids} @> array[${setup.ids.student}]::uuid[]`);
    expect(events.total).toBe(stored.length);
    expect(events.items.some((item) => item.link === 'TPA_LINK' && item.claim_numbers.includes(claim.number))).toBe(true);

    const downloads = await graphql<{ studentAccessLog: AccessPage }>(testApp, LOG, { token: setup.tokens.nurse, variables: { id: setup.ids.student, filter: { userId: setup.users.nurse, action: 'DOWNLOAD' } } });
    expect(downloads.body.data!.studentAccessLog.items).toEqual([{ user_name: 'Nora Nurse', link: null, action: 'DOWNLOAD', resource: 'DOCUMENT', claim_numbers: [claim.number] }]);

    // an incident the nurse reported and read names it by its number
    const input = { ...SAMPLE_INCIDENT, school_id: setup.ids.school, person_kind: 'STUDENT', student_id: setup.ids.student };
    const reported = await graphql<{ reportIncident: { id: string; incident_number: number } }>(testApp, 'mutation ($input: IncidentReportInput!) { reportIncident(input: $input) { id incident_number } }', { token: setup.tokens.nurse, variables: { input } });
    const incident = reported.body.data!.reportIncident;
    await graphql(testApp, 'query ($id: ID!) { incident(id: $id) { id } }', { token: setup.tokens.nurse, variables: { id: incident.id } });
    const INCIDENTS = `query ($id: ID!) { studentAccessLog(studentId: $id) { items { action resource incident_count incident_numbers } } }`;
    const withIncidents = await graphql<{ studentAccessLog: { items: { action: string; resource: string; incident_count: number; incident_numbers: number[] }[] } }>(testApp, INCIDENTS, { token: setup.tokens.nurse, variables: { id: setup.ids.student } });
    expect(withIncidents.body.data!.studentAccessLog.items.filter((item) => item.resource === 'INCIDENT')).toEqual([
      { action: 'VIEW', resource: 'INCIDENT', incident_count: 1, incident_numbers: [incident.incident_number] },
      { action: 'CHANGE', resource: 'INCIDENT', incident_count: 1, incident_numbers: [incident.incident_number] },
    ]);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = await graphql<{ studentAccessLog: AccessPage }>(testApp, LOG, { token: setup.tokens.admin, variables: { id: setup.ids.student, filter: { from: tomorrow } } });
    expect(future.body.data!.studentAccessLog.total).toBe(0);
  });

  it("refuses another school's staff, and a per-person report to anyone but an admin", async () => {
    const outsider = await graphql(testApp, LOG, { token: setup.tokens.outsider, variables: { id: setup.ids.student } });
    expect(outsider.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const csv = await get(`/v1/students/${setup.ids.student}/access-log.csv`, setup.tokens.outsider);
    expect(csv.statusCode).toBe(403);
    const report = await graphql(testApp, `{ userAccessReport(userId: "${setup.users.nurse}") { total } }`, { token: setup.tokens.nurse });
    expect(report.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('gives the same events as CSV, and an admin the whole report of one person', async () => {
    const page = await graphql<{ studentAccessLog: AccessPage }>(testApp, LOG, { token: setup.tokens.nurse, variables: { id: setup.ids.student, filter: { userId: setup.users.nurse } } });
    const csv = await get(`/v1/students/${setup.ids.student}/access-log.csv?userId=${setup.users.nurse}`, setup.tokens.nurse);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('At (UTC),Who,E-mail,Action,What,Students,Claims,Claim numbers,Documents,Address,Browser');
    expect(lines).toHaveLength(page.body.data!.studentAccessLog.total + 1);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'Nora Nurse')).toBe(true);

    const report = await graphql<{ userAccessReport: AccessPage }>(testApp, `query ($id: ID!) { userAccessReport(userId: $id, limit: 200) { total items { user_name } } }`, {
      token: setup.tokens.admin,
      variables: { id: setup.users.nurse },
    });
    const byNurse = await testApp.db.select({ id: accessEvents.id }).from(accessEvents).where(eq(accessEvents.user_id, setup.users.nurse));
    expect(report.body.data!.userAccessReport.total).toBe(byNurse.length);
    expect(new Set(report.body.data!.userAccessReport.items.map((item) => item.user_name))).toEqual(new Set(['Nora Nurse']));
  });

  it('refuses a filter it cannot read with the spec keys', async () => {
    const wrong = await graphql(testApp, LOG, { token: setup.tokens.admin, variables: { id: setup.ids.student, filter: { from: '2026-02-30' } } });
    expect(wrong.body.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
  });
});

describe("verifying a school's access log chain", () => {
  const VERIFY = 'query($id: ID!) { accessLogChain(schoolId: $id) { intact events head_seq head_hash broken { seq event_id reason } } }';
  type Verification = { intact: boolean; events: number; head_seq: number; head_hash: string; broken: null | { seq: number; event_id: string; reason: string } };

  it("is the admins': intact after the school's use, up to its head", async () => {
    const { body } = await graphql<{ accessLogChain: Verification }>(testApp, VERIFY, { token: setup.tokens.admin, variables: { id: setup.ids.school } });
    expect(body.errors).toBeUndefined();
    const [head] = rowsOf<{ seq: string; hash: string }>(await testApp.db.execute(sql`select seq::text, hash from access_chain_heads where school_id = ${setup.ids.school}`));
    expect(body.data!.accessLogChain).toEqual({ intact: true, events: Number(head!.seq), head_seq: Number(head!.seq), head_hash: head!.hash, broken: null });
    expect(body.data!.accessLogChain.events).toBeGreaterThan(0);
  });

  it("is refused to a school's staff, for another school's chain and for their own", async () => {
    for (const id of [setup.ids.school, setup.ids.other]) {
      const { body } = await graphql(testApp, VERIFY, { token: setup.tokens.outsider, variables: { id } });
      expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      expect(body.data).toBeNull();
    }
  });
});

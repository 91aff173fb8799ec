import { LIMITS } from '@claims/shared';
import { SAMPLE_INCIDENT, SAMPLE_OFFICIAL_STATEMENT } from '@claims/shared/samples';
import { and, arrayContains, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessEvents, claims, incidentFiles, incidents, mailOutbox, students, users, usersSchools } from '../../db/schema.ts';
import { FIXTURE_CAMERA, jpegWithGps, pdfDocument, pngImage } from '../../testing/claim-documents.ts';
import { claimPayload, seedClaimSetup, seedStudent, type ClaimSetup } from '../../testing/claims.ts';
import { bearer, createUser, sessionFor } from '../../testing/fixtures.ts';
import { multipart } from '../../testing/multipart.ts';
import { createTestApp, graphql, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { waitUntil } from '../../testing/wait.ts';

let testApp: TestApp;
let setup: ClaimSetup;
let coach: { id: string; token: string };
let otherCoach: { id: string; token: string };
let outsideCoach: { id: string; token: string };

const coachOf = async (schoolIds: string[]) => {
  const user = await createUser(testApp.db, { type: 'coach', schoolIds });
  return { id: user.id, token: await sessionFor(testApp.db, user.id) };
};

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url });
  setup = await seedClaimSetup(testApp.db);
  coach = await coachOf([setup.ids.school]);
  otherCoach = await coachOf([setup.ids.school]);
  outsideCoach = await coachOf([setup.ids.other]);
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const statement = SAMPLE_OFFICIAL_STATEMENT;
const reportOf = (values: Record<string, unknown> = {}) => ({ ...SAMPLE_INCIDENT, school_id: setup.ids.school, person_kind: 'STUDENT', student_id: setup.ids.student, ...values });

const INCIDENT_FIELDS = 'id incident_number status serious school_id student_id student_first_name person_name person_kind injury_date location_of_injury activity activity_type official_statement reported_by_id reported_by_name claim_id';
type Incident = { id: string; incident_number: number; status: string; serious: boolean; student_id: string | null; official_statement: Record<string, unknown>; reported_by_id: string };

async function report(token: string, values: Record<string, unknown> = {}) {
  const { body } = await graphql<{ reportIncident: Incident }>(testApp, `mutation ($input: IncidentReportInput!) { reportIncident(input: $input) { ${INCIDENT_FIELDS} } }`, { token, variables: { input: reportOf(values) } });
  return body;
}
const reported = async (token: string, values: Record<string, unknown> = {}) => {
  const body = await report(token, values);
  expect(body.errors).toBeUndefined();
  return body.data!.reportIncident;
};
const codeOf = (body: { errors?: { extensions: { code: string } }[] }) => body.errors?.[0]?.extensions.code;

const listOf = async (token: string, variables: Record<string, unknown> = {}) =>
  (await graphql<{ incidents: { total: number; items: { id: string }[] } }>(testApp, 'query ($schoolId: ID, $status: IncidentStatus) { incidents(schoolId: $schoolId, status: $status, limit: 200) { total items { id } } }', { token, variables })).body;
const getOne = async (token: string, id: string) =>
  (await graphql<{ incident: Incident & { history: { action: string; user_name: string }[] } }>(testApp, `query ($id: ID!) { incident(id: $id) { ${INCIDENT_FIELDS} history { action user_name changes } } }`, { token, variables: { id } })).body;
const move = async (token: string, mutation: 'reviewIncident' | 'closeIncident', id: string) =>
  (await graphql<Record<string, Incident>>(testApp, `mutation ($id: ID!) { ${mutation}(id: $id) { id status } }`, { token, variables: { id } })).body;

describe('reporting an incident', () => {
  it("takes a coach's report of a student's injury in the claim's own names, on record with its history and an access event", async () => {
    const incident = await reported(coach.token);
    expect(incident).toMatchObject({ status: 'REPORTED', serious: false, student_id: setup.ids.student, student_first_name: 'Maya', reported_by_id: coach.id, activity_type: 'PRACTICE', claim_id: null });
    expect(incident.official_statement).toEqual(SAMPLE_OFFICIAL_STATEMENT);
    const { data } = await getOne(coach.token, incident.id);
    expect(data!.incident.history.map(({ action }) => action)).toEqual(['REPORTED']);
    const events = await testApp.db.select().from(accessEvents).where(arrayContains(accessEvents.incident_ids, [incident.id]));
    expect(events.map(({ action, resource, user_id, student_ids }) => ({ action, resource, user_id, student_ids })).sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { action: 'CHANGE', resource: 'INCIDENT', user_id: coach.id, student_ids: [setup.ids.student] },
      { action: 'VIEW', resource: 'INCIDENT', user_id: coach.id, student_ids: [setup.ids.student] },
    ]);
  });

  it('keeps the language its reporter wrote it in, which staff read with it to start a claim in English', async () => {
    const spanishUser = await createUser(testApp.db, { type: 'coach', schoolIds: [setup.ids.school], preferred_language: 'es' });
    const spanish = await reported(await sessionFor(testApp.db, spanishUser.id), { location_of_injury: 'Gimnasio' });
    const english = await reported(coach.token);
    const languageOf = async (id: string) =>
      (await graphql<{ incident: { language: string | null } }>(testApp, 'query ($id: ID!) { incident(id: $id) { language } }', { token: setup.tokens.nurse, variables: { id } })).body.data!.incident.language;
    expect(await languageOf(spanish.id)).toBe('es');
    expect(await languageOf(english.id)).toBe('en');
    // a coach who never chose a language, shown the form in Spanish by the browser, wrote it in Spanish
    const shownInSpanish = await reported(coach.token, { location_of_injury: 'Cancha', language: 'es' });
    expect(await languageOf(shownInSpanish.id)).toBe('es');
  });

  it("records a visitor's injury by name, with no student, and its access event by the incident alone", async () => {
    const incident = await reported(coach.token, { person_kind: 'SPECTATOR', student_id: null, person_name: 'Dana Fox' });
    expect(incident).toMatchObject({ person_kind: 'SPECTATOR', person_name: 'Dana Fox', student_id: null });
    const [event] = await testApp.db.select().from(accessEvents).where(arrayContains(accessEvents.incident_ids, [incident.id]));
    expect(event).toMatchObject({ resource: 'INCIDENT', student_ids: [], school_ids: [setup.ids.school] });
  });

  it('marks as serious an ambulance, the emergency room and a head injury', async () => {
    expect((await reported(coach.token)).serious).toBe(false);
    expect((await reported(coach.token, { official_statement: { ...statement, sent_to: 'AMBULANCE' } })).serious).toBe(true);
    expect((await reported(coach.token, { official_statement: { ...statement, nature_of_injury: 'CONCUSSION' } })).serious).toBe(true);
  });

  it('refuses a bad report with its keys, a student of another school, and a school not theirs, changing nothing', async () => {
    const before = (await listOf(setup.tokens.admin)).data!.incidents.total;
    const invalid = await report(coach.token, { location_of_injury: '', person_kind: 'STUDENT', student_id: null });
    expect(codeOf(invalid)).toBe('VALIDATION_FAILED');
    expect(invalid.errors![0]!.extensions).toMatchObject({ fields: { location_of_injury: 'LOCATION_OF_INJURY_REQUIRED', student_id: 'STUDENT_REQUIRED' } });
    const elsewhere = await report(coach.token, { student_id: setup.ids.otherStudent });
    expect(elsewhere.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { student_id: 'STUDENT_REQUIRED' } });
    expect(codeOf(await report(coach.token, { school_id: setup.ids.other, student_id: setup.ids.otherStudent }))).toBe('FORBIDDEN');
    expect(codeOf(await report(setup.tokens.outsider))).toBe('FORBIDDEN');
    expect((await listOf(setup.tokens.admin)).data!.incidents.total).toBe(before);
  });

  it("lets the school's staff and admins report too", async () => {
    expect((await reported(setup.tokens.nurse)).reported_by_id).toBe(setup.users.nurse);
    expect((await reported(setup.tokens.admin, { school_id: setup.ids.other, student_id: setup.ids.otherStudent })).student_id).toBe(setup.ids.otherStudent);
  });
});

describe('who sees an incident', () => {
  it("shows a coach their own reports and never another coach's", async () => {
    const mine = await reported(coach.token);
    const theirs = await reported(otherCoach.token);
    const listed = (await listOf(coach.token)).data!.incidents.items.map(({ id }) => id);
    expect(listed).toContain(mine.id);
    expect(listed).not.toContain(theirs.id);
    expect(codeOf(await getOne(coach.token, theirs.id))).toBe('FORBIDDEN');
    expect(codeOf(await getOne(outsideCoach.token, mine.id))).toBe('FORBIDDEN');
    expect((await listOf(outsideCoach.token)).data!.incidents.items.map(({ id }) => id)).not.toContain(mine.id);
  });

  it('no longer shows a coach their reports once they leave the school', async () => {
    const leaving = await coachOf([setup.ids.school, setup.ids.other]);
    const incident = await reported(leaving.token);
    await testApp.db.delete(usersSchools).where(and(eq(usersSchools.user_id, leaving.id), eq(usersSchools.school_id, setup.ids.school)));
    expect(codeOf(await getOne(leaving.token, incident.id))).toBe('FORBIDDEN');
    expect((await listOf(leaving.token)).data!.incidents.total).toBe(0);
  });

  it("shows the school's staff every incident of their school and none of another's; an admin every school's", async () => {
    const ours = await reported(coach.token);
    const elsewhere = await reported(outsideCoach.token, { school_id: setup.ids.other, student_id: setup.ids.otherStudent });
    const nurseSees = (await listOf(setup.tokens.nurse)).data!.incidents.items.map(({ id }) => id);
    expect(nurseSees).toContain(ours.id);
    expect(nurseSees).not.toContain(elsewhere.id);
    expect(codeOf(await getOne(setup.tokens.nurse, elsewhere.id))).toBe('FORBIDDEN');
    expect(codeOf(await listOf(setup.tokens.nurse, { schoolId: setup.ids.other }))).toBe('FORBIDDEN');
    const adminSees = (await listOf(setup.tokens.admin)).data!.incidents.items.map(({ id }) => id);
    expect(adminSees).toEqual(expect.arrayContaining([ours.id, elsewhere.id]));
    expect((await listOf(setup.tokens.admin, { schoolId: setup.ids.other })).data!.incidents.items.map(({ id }) => id)).not.toContain(ours.id);
  });

  it('answers an unknown or malformed id as not found', async () => {
    expect(codeOf(await getOne(setup.tokens.admin, '7d8f2c1e-0000-4000-8000-000000000000'))).toBe('NOT_FOUND');
    expect(codeOf(await getOne(setup.tokens.admin, 'not-an-id'))).toBe('NOT_FOUND');
  });
});

describe('review and close', () => {
  it('moves forward one step at a time by the school staff, each step in the history', async () => {
    const incident = await reported(coach.token);
    expect(codeOf(await move(setup.tokens.nurse, 'closeIncident', incident.id))).toBe('INCIDENT_STATUS_INVALID');
    expect((await move(setup.tokens.nurse, 'reviewIncident', incident.id)).data!.reviewIncident!.status).toBe('REVIEWED');
    expect(codeOf(await move(setup.tokens.nurse, 'reviewIncident', incident.id))).toBe('INCIDENT_STATUS_INVALID');
    expect((await move(setup.tokens.admin, 'closeIncident', incident.id)).data!.closeIncident!.status).toBe('CLOSED');
    const { data } = await getOne(setup.tokens.nurse, incident.id);
    expect(data!.incident.history.map(({ action, user_name }) => ({ action, user_name }))).toEqual([
      { action: 'REPORTED', user_name: expect.stringMatching(/^First\d+ Last\d+$/) },
      { action: 'REVIEWED', user_name: 'Nora Nurse' },
      { action: 'CLOSED', user_name: expect.stringMatching(/^First\d+ Last\d+$/) },
    ]);
    expect((await listOf(setup.tokens.nurse, { status: 'CLOSED' })).data!.incidents.items.map(({ id }) => id)).toContain(incident.id);
  });

  it('refuses the coach who reported it, and the staff of another school', async () => {
    const incident = await reported(coach.token);
    expect(codeOf(await move(coach.token, 'reviewIncident', incident.id))).toBe('FORBIDDEN');
    expect(codeOf(await move(setup.tokens.outsider, 'reviewIncident', incident.id))).toBe('FORBIDDEN');
    expect((await getOne(setup.tokens.nurse, incident.id)).data!.incident.status).toBe('REPORTED');
  });

  it('changes an incident reviewed by two people at once once', async () => {
    const incident = await reported(coach.token);
    const answers = await Promise.all([move(setup.tokens.nurse, 'reviewIncident', incident.id), move(setup.tokens.admin, 'reviewIncident', incident.id)]);
    expect(answers.map((body) => body.data?.reviewIncident?.status ?? codeOf(body)).sort()).toEqual(['INCIDENT_STATUS_INVALID', 'REVIEWED']);
    expect((await getOne(setup.tokens.nurse, incident.id)).data!.incident.history.map(({ action }) => action)).toEqual(['REPORTED', 'REVIEWED']);
  });
});

describe("naming the report's student", () => {
  const search = async (token: string, schoolId: string, name: string) =>
    (await graphql<{ incidentStudents: Record<string, unknown>[] }>(testApp, 'query ($schoolId: ID!, $name: String!) { incidentStudents(schoolId: $schoolId, name: $name) { id first_name last_name } }', { token, variables: { schoolId, name } })).body;

  it("finds the school's active students by name, names only, from two letters", async () => {
    const inactive = await seedStudent(testApp.db, setup.ids.school, 'Mayra');
    await testApp.db.update(students).set({ is_active: false }).where(eq(students.id, inactive.id));
    expect((await search(coach.token, setup.ids.school, 'may')).data!.incidentStudents).toEqual([{ id: setup.ids.student, first_name: 'Maya', last_name: 'Rivera' }]);
    expect((await search(coach.token, setup.ids.school, 'm')).data!.incidentStudents).toEqual([]);
    expect((await search(coach.token, setup.ids.school, 'olivia')).data!.incidentStudents).toEqual([]);
    expect(codeOf(await search(coach.token, setup.ids.other, 'olivia'))).toBe('FORBIDDEN');
    const [event] = await testApp.db
      .select()
      .from(accessEvents)
      .where(and(eq(accessEvents.user_id, coach.id), eq(accessEvents.resource, 'STUDENT')));
    expect(event).toMatchObject({ action: 'VIEW', student_ids: [setup.ids.student] });
  });

  it('lists the schools each one reports for', async () => {
    const schools = async (token: string) => (await graphql<{ incidentSchools: { id: string }[] }>(testApp, '{ incidentSchools { id name } }', { token })).body.data!.incidentSchools.map(({ id }) => id);
    expect(await schools(coach.token)).toEqual([setup.ids.school]);
    expect(await schools(setup.tokens.outsider)).toEqual([setup.ids.other]);
    expect(await schools(setup.tokens.admin)).toEqual(expect.arrayContaining([setup.ids.school, setup.ids.other]));
  });
});

describe('a coach sees nothing else of the school', () => {
  it("is refused the school's claims, roster, students and users, by GraphQL and REST alike", async () => {
    for (const query of [
      `{ claims(schoolId: "${setup.ids.school}") { total } }`,
      '{ claims { total } }',
      `{ students(schoolId: "${setup.ids.school}") { total } }`,
      `{ student(id: "${setup.ids.student}") { id } }`,
      `{ school(id: "${setup.ids.school}") { id } }`,
      '{ users { id } }',
      '{ activeSchools { id } }',
      `{ incidents { total } claims { total } }`,
      `query { ... on Query { claims { total } } }`,
    ]) {
      const { body } = await graphql(testApp, query, { token: coach.token });
      expect({ query, code: codeOf(body), data: body.data }).toEqual({ query, code: 'FORBIDDEN', data: null });
    }
    for (const url of ['/v1/claims/export.csv', `/v1/students/${setup.ids.student}/disclosures.csv`]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(coach.token) });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 403, body: { error: 'FORBIDDEN' } });
    }
  });

  it("is not among the school's submitters a claims list filters by", async () => {
    for (const token of [setup.tokens.nurse, setup.tokens.admin]) {
      const { body } = await graphql<{ users: { id: string }[] }>(testApp, '{ users { id } }', { token });
      expect(body.data!.users.map(({ id }) => id)).toContain(setup.users.nurse);
      expect(body.data!.users.map(({ id }) => id)).not.toContain(coach.id);
    }
  });

  it('keeps their session and their own fields', async () => {
    const me = await testApp.app.inject({ method: 'POST', url: '/v1/auth/me', headers: bearer(coach.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { type: 'coach' } });
    const { body } = await graphql<{ activities: unknown[] }>(testApp, '{ __typename activities { id activity } incidentSchools { id } }', { token: coach.token });
    expect(body.errors).toBeUndefined();
    expect(body.data!.activities.length).toBeGreaterThan(0);
  });
});

describe("the school's staff hear of a new incident", () => {
  // Earlier reports' e-mails may still be arriving: each is found by its incident's number.
  const mailAbout = async (address: string, incident: { incident_number: number }) => {
    const about = () => smtp.messagesTo(address).find((mail) => mail.subject?.includes(` ${incident.incident_number} `));
    await waitUntil(`the e-mail of incident ${incident.incident_number} to ${address}`, async () => about() !== undefined);
    return about()!;
  };
  const emailOf = async (id: string) => (await testApp.db.select({ email: users.email_address }).from(users).where(eq(users.id, id)))[0]!.email;
  // The notices a report queued, in its own transaction: the outbox's rows it added (its content is
  // cleared once sent, so they are told apart by id).
  const queuedBy = async <T>(report: () => Promise<T>) => {
    const rows = () => testApp.db.select({ id: mailOutbox.id, to: mailOutbox.recipient }).from(mailOutbox).where(eq(mailOutbox.kind, 'new-incident'));
    const before = new Set((await rows()).map(({ id }) => id));
    const result = await report();
    return { result, recipients: (await rows()).filter(({ id }) => !before.has(id)).map(({ to }) => to) };
  };

  it('by one e-mail each in their language, with its link, serious ones so marked, and nobody else', async () => {
    const [nurse, outsider] = [await emailOf(setup.users.nurse), await emailOf(setup.users.outsider)];
    const spanish = await createUser(testApp.db, { schoolIds: [setup.ids.school], preferred_language: 'es' });
    const reporter = await coachOf([setup.ids.school]);

    const { result: incident, recipients } = await queuedBy(() => reported(reporter.token, { official_statement: { ...statement, sent_to: 'AMBULANCE' } }));
    expect(recipients.sort()).toEqual([nurse, spanish.email_address].sort());
    expect(recipients).not.toContain(outsider);
    const mail = await mailAbout(nurse, incident);
    expect(mail.subject).toBe(`SERIOUS incident ${incident.incident_number} at Lincoln High`);
    expect(mail.text).toContain('reported an injury of Maya on 09/01/2026 at Soccer field.');
    expect(mail.text).toContain('Injury: Sprain or strain. Afterwards: Ambulance.');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/dashboard/${setup.ids.school}/incidents/${incident.id}`);
    expect(mail.text).not.toContain('Rivera');
    expect((await mailAbout(spanish.email_address, incident)).subject).toBe(`Incidente GRAVE ${incident.incident_number} en Lincoln High`);

    const plain = await reported(reporter.token, { person_kind: 'VISITOR', student_id: null, person_name: 'Dana Fox' });
    const second = await mailAbout(nurse, plain);
    expect(second.subject).toBe(`New incident ${plain.incident_number} at Lincoln High`);
    expect(second.text).toContain('reported an injury of a visitor on');
    expect(second.text).not.toContain('Dana Fox');
  });

  it('leaves out whoever reported it', async () => {
    const { recipients } = await queuedBy(() => reported(setup.tokens.nurse));
    expect(recipients.length).toBeGreaterThan(0);
    expect(recipients).not.toContain(await emailOf(setup.users.nurse));
  });
});

describe('a claim started from an incident', () => {
  const submit = (values: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids, values) } });
  const claimCount = async () => (await testApp.db.select({ id: claims.id }).from(claims)).length;

  it('links the claim and the incident to each other, in the history, once', async () => {
    const incident = await reported(coach.token);
    const created = await submit({ incident_id: incident.id });
    expect(created.statusCode).toBe(200);
    const { claim_id: claimId, claim_number: claimNumber } = created.json() as { claim_id: string; claim_number: number };
    const { data } = await getOne(setup.tokens.nurse, incident.id);
    expect(data!.incident).toMatchObject({ claim_id: claimId });
    expect(data!.incident.history.map(({ action }) => action)).toEqual(['REPORTED', 'CLAIM_STARTED']);
    const claim = await graphql<{ claim: { incident_id: string | null } }>(testApp, `{ claim(id: "${claimId}") { incident_id } }`, { token: setup.tokens.nurse });
    expect(claim.body.data!.claim.incident_id).toBe(incident.id);
    expect(claimNumber).toBeGreaterThan(0);

    const before = await claimCount();
    const again = await submit({ incident_id: incident.id, duplicate_reason: 'A second claim of the same injury' });
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 409, body: { error: 'INCIDENT_HAS_CLAIM' } });
    expect(await claimCount()).toBe(before);
  });

  it("refuses an incident of another student, a visitor's, or another school's, creating nothing", async () => {
    const other = await seedStudent(testApp.db, setup.ids.school, 'Noa');
    const ofAnother = await reported(coach.token, { student_id: other.id });
    const visitors = await reported(coach.token, { person_kind: 'VISITOR', student_id: null, person_name: 'Dana Fox' });
    const elsewhere = await reported(outsideCoach.token, { school_id: setup.ids.other, student_id: setup.ids.otherStudent });
    const before = await claimCount();
    for (const incident of [ofAnother, visitors, elsewhere]) {
      const refused = await submit({ incident_id: incident.id, duplicate_reason: 'Another injury' });
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 400, body: { error: 'VALIDATION_FAILED', fields: { incident_id: 'INCIDENT_NOT_FOR_CLAIM' } } });
    }
    expect(await claimCount()).toBe(before);
    const unlinked = await testApp.db.select({ claim_id: incidents.claim_id }).from(incidents).where(eq(incidents.id, ofAnother.id));
    expect(unlinked).toEqual([{ claim_id: null }]);
  });
});

describe("a school's coaches", () => {
  const invite = async (token: string, schoolId: string, email: string) =>
    (await graphql<{ inviteCoach: { id: string; status: string } }>(testApp, 'mutation ($input: CoachInviteInput!) { inviteCoach(input: $input) { id status } }', { token, variables: { input: { email, first_name: 'Casey', last_name: 'Cole', school_id: schoolId } } })).body;
  const coachesOf = async (token: string, schoolId: string) =>
    (await graphql<{ schoolCoaches: { email_address: string }[] }>(testApp, 'query ($schoolId: ID!) { schoolCoaches(schoolId: $schoolId) { email_address } }', { token, variables: { schoolId } })).body;

  it("are invited by the school's staff, who list them; the coach gets the link to choose a password and reports for that school only", async () => {
    const email = `casey.cole.${crypto.randomUUID()}@own.test`;
    const invited = await invite(setup.tokens.nurse, setup.ids.school, email);
    expect(invited.errors).toBeUndefined();
    expect(invited.data!.inviteCoach.status).toBe('INVITED');
    expect((await smtp.waitForMail(email)).text).toContain(`${TEST_PUBLIC_URL}/confirm?token=`);
    expect((await coachesOf(setup.tokens.nurse, setup.ids.school)).data!.schoolCoaches.map((row) => row.email_address)).toContain(email);

    const token = await sessionFor(testApp.db, invited.data!.inviteCoach.id);
    expect(codeOf(await report(token))).toBeUndefined();
    expect(codeOf(await report(token, { school_id: setup.ids.other, student_id: setup.ids.otherStudent }))).toBe('FORBIDDEN');
  });

  it("are neither invited to nor listed for another school by its staff, and a coach invites nobody", async () => {
    const email = `not.invited.${crypto.randomUUID()}@own.test`;
    expect(codeOf(await invite(setup.tokens.nurse, setup.ids.other, email))).toBe('FORBIDDEN');
    expect(codeOf(await invite(coach.token, setup.ids.school, email))).toBe('FORBIDDEN');
    expect(codeOf(await coachesOf(setup.tokens.nurse, setup.ids.other))).toBe('FORBIDDEN');
    expect(codeOf(await coachesOf(coach.token, setup.ids.school))).toBe('FORBIDDEN');
    expect(await testApp.db.select().from(users).where(eq(users.email_address, email))).toEqual([]);
  });
});

describe("the parent's notice", () => {
  const notify = async (token: string, id: string) =>
    (await graphql<{ notifyIncidentParent: { id: string } }>(testApp, 'mutation ($id: ID!) { notifyIncidentParent(id: $id) { id } }', { token, variables: { id } })).body;

  it("goes to the roster's parent in their language when the school's staff send it, and is in the history; nobody else may send it", async () => {
    const studentId = (await seedStudent(testApp.db, setup.ids.school, 'Lucia')).id;
    const incident = await reported(coach.token, { student_id: studentId });
    expect(codeOf(await notify(setup.tokens.nurse, incident.id))).toBe('INCIDENT_NO_PARENT_EMAIL');

    const parentEmail = `ana.ruiz.${crypto.randomUUID()}@family.test`;
    await testApp.db.update(students).set({ parents_info: { first_name: 'Ana', last_name: 'Ruiz', email: parentEmail, language: 'es' } }).where(eq(students.id, studentId));
    expect(codeOf(await notify(coach.token, incident.id))).toBe('FORBIDDEN');
    expect(codeOf(await notify(setup.tokens.outsider, incident.id))).toBe('FORBIDDEN');
    expect((await notify(setup.tokens.nurse, incident.id)).errors).toBeUndefined();

    const mail = await smtp.waitForMail(parentEmail);
    expect(mail.subject).toBe('Lucia se lesionó en Lincoln High');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain(`Lucia se lesionó el ${SAMPLE_INCIDENT.injury_date.slice(5, 7)}/${SAMPLE_INCIDENT.injury_date.slice(8, 10)}/${SAMPLE_INCIDENT.injury_date.slice(0, 4)} en ${SAMPLE_INCIDENT.location_of_injury}`);
    expect(mail.text).not.toContain('http');
    const { data } = await getOne(setup.tokens.nurse, incident.id);
    expect(data!.incident.history.map(({ action }) => action)).toEqual(['REPORTED', 'PARENT_NOTIFIED']);
  });
});

describe("an incident's photos", () => {
  const addPhoto = (token: string, id: string, file: { filename: string; type: string; data: Buffer }) => {
    const body = multipart({}, { name: 'file', ...file });
    return testApp.app.inject({ method: 'POST', url: `/v1/incidents/${id}/photos`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  };
  const photosOf = async (token: string, id: string) =>
    (await graphql<{ incident: { photos: { filename: string; url: string; uploaded_by_name: string }[]; history: { action: string }[] } }>(testApp, 'query ($id: ID!) { incident(id: $id) { photos { filename url uploaded_by_name } history { action } } }', { token, variables: { id } })).body;
  const storedPhotos = async (id: string) => (await testApp.db.select().from(incidentFiles).where(eq(incidentFiles.incident_id, id))).length;

  it('are added by the coach who reported it and by its staff, without their EXIF or location, and read by whoever may read it', async () => {
    const incident = await reported(coach.token);
    const photo = await jpegWithGps(40, 20);
    expect(photo.includes(Buffer.from(FIXTURE_CAMERA))).toBe(true);
    expect((await addPhoto(coach.token, incident.id, { filename: 'knee.jpeg', type: 'image/jpeg', data: photo })).json()).toEqual({ success: true });
    expect((await addPhoto(setup.tokens.nurse, incident.id, { filename: 'field.png', type: 'image/png', data: await pngImage() })).statusCode).toBe(200);

    const seen = (await photosOf(coach.token, incident.id)).data!.incident;
    expect(seen.photos.map((row) => row.filename)).toEqual(['knee.jpeg', 'field.png']);
    expect(seen.history.filter((row) => row.action === 'PHOTO_ADDED')).toHaveLength(2);
    const stored = (await testApp.app.inject({ method: 'GET', url: seen.photos[0]!.url })).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['jpeg', 20, 40, undefined]);
    expect(stored.includes(Buffer.from(FIXTURE_CAMERA))).toBe(false);
    expect((await photosOf(setup.tokens.nurse, incident.id)).data!.incident.photos).toHaveLength(2);
  });

  it("are refused to another coach, another school's staff, a PDF and an eleventh photo, storing nothing", async () => {
    const incident = await reported(coach.token);
    const png = { filename: 'place.png', type: 'image/png', data: await pngImage() };
    expect((await addPhoto(otherCoach.token, incident.id, png)).json()).toEqual({ error: 'FORBIDDEN' });
    expect((await addPhoto(setup.tokens.outsider, incident.id, png)).json()).toEqual({ error: 'FORBIDDEN' });
    expect(codeOf(await photosOf(otherCoach.token, incident.id))).toBe('FORBIDDEN');
    expect((await addPhoto(coach.token, incident.id, { filename: 'scan.pdf', type: 'application/pdf', data: pdfDocument() })).json()).toMatchObject({ error: 'INVALID_FILE_TYPE' });
    expect(await storedPhotos(incident.id)).toBe(0);

    for (let photo = 0; photo < LIMITS.INCIDENT_PHOTOS_MAX; photo++) expect((await addPhoto(coach.token, incident.id, png)).statusCode).toBe(200);
    expect((await addPhoto(coach.token, incident.id, png)).json()).toMatchObject({ error: 'INCIDENT_PHOTOS_FULL' });
    expect(await storedPhotos(incident.id)).toBe(LIMITS.INCIDENT_PHOTOS_MAX);
  });
});

describe("a school's places", () => {
  const placesOf = async (token: string, schoolId = setup.ids.school) =>
    (await graphql<{ incidentPlaces: string[] | null }>(testApp, 'query ($schoolId: ID!) { incidentPlaces(schoolId: $schoolId) }', { token, variables: { schoolId } })).body;
  const setPlaces = async (token: string, places: string[] | null, schoolId = setup.ids.school) =>
    (await graphql<{ setIncidentPlaces: string[] | null }>(testApp, 'mutation ($schoolId: ID!, $places: [String!]) { setIncidentPlaces(schoolId: $schoolId, places: $places) }', { token, variables: { schoolId, places } })).body;

  it("are the school's staff's to set, and its coaches' to read; null puts the product's list back", async () => {
    expect((await placesOf(coach.token)).data!.incidentPlaces).toBeNull();
    expect((await setPlaces(setup.tokens.nurse, ['  North field ', 'Wrestling room'])).data!.setIncidentPlaces).toEqual(['North field', 'Wrestling room']);
    expect((await placesOf(coach.token)).data!.incidentPlaces).toEqual(['North field', 'Wrestling room']);
    expect((await setPlaces(setup.tokens.nurse, null)).data!.setIncidentPlaces).toBeNull();
    expect((await placesOf(setup.tokens.nurse)).data!.incidentPlaces).toBeNull();
  });

  it('are refused to a coach, to another school and to a list that is empty, too long or has a blank name, changing nothing', async () => {
    await setPlaces(setup.tokens.nurse, ['Gym']);
    expect(codeOf(await setPlaces(coach.token, ['Roof']))).toBe('FORBIDDEN');
    expect(codeOf(await setPlaces(setup.tokens.outsider, ['Roof']))).toBe('FORBIDDEN');
    expect(codeOf(await placesOf(setup.tokens.outsider))).toBe('FORBIDDEN');
    expect(codeOf(await placesOf(outsideCoach.token))).toBe('FORBIDDEN');
    const fieldOf = (body: { errors?: { extensions: object }[] }) => Object.values((body.errors?.[0]?.extensions as { fields?: Record<string, string> }).fields ?? {})[0];
    expect(fieldOf(await setPlaces(setup.tokens.nurse, []))).toBe('INCIDENT_PLACES_REQUIRED');
    expect(fieldOf(await setPlaces(setup.tokens.nurse, ['Gym', ' ']))).toBe('INCIDENT_PLACE_NAME_REQUIRED');
    expect(fieldOf(await setPlaces(setup.tokens.nurse, Array.from({ length: 31 }, (_, index) => `Place ${index}`)))).toBe('INCIDENT_PLACES_TOO_MANY');
    expect((await placesOf(setup.tokens.nurse)).data!.incidentPlaces).toEqual(['Gym']);
  });
});

describe('what a coach learns of what the school did (ADR 048)', () => {
  const graphqlAs = async <T>(token: string, query: string, variables: Record<string, unknown>) => (await graphql<T>(testApp, query, { token, variables })).body;
  const attachClearance = (id: string) => {
    const body = multipart({}, { name: 'file', filename: 'signed-clearance.pdf', type: 'application/pdf', data: pdfDocument('Signed clearance') });
    return testApp.app.inject({ method: 'POST', url: `/v1/incidents/${id}/clearance`, payload: body.payload, headers: { ...body.headers, ...bearer(setup.tokens.nurse) } });
  };
  const FULL = `id claim_id history { action changes } return_to_play { status steps { name } clearance { filename url } }`;
  type Full = { id: string; claim_id: string | null; history: { action: string; changes: Record<string, unknown> }[]; return_to_play: { status: string; steps: unknown[] | null; clearance: { filename: string; url: string } | null } | null };

  // A coach's report, its parent told, a claim started from it and a return to play begun with its clearance.
  async function handledByTheSchool() {
    // the roster's parent (the claim then writes the parent it names)
    await testApp.db.update(students).set({ parents_info: { first_name: 'Ana', last_name: 'Ruiz', email: `ana.${crypto.randomUUID()}@family.test`, language: 'en' } }).where(eq(students.id, setup.ids.student));
    const incident = await reported(coach.token);
    expect((await graphqlAs(setup.tokens.nurse, 'mutation ($id: ID!) { notifyIncidentParent(id: $id) { id } }', { id: incident.id })).errors).toBeUndefined();
    const claim = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids, { incident_id: incident.id }) } });
    expect(claim.statusCode, claim.body).toBe(200);
    expect((await graphqlAs(setup.tokens.nurse, 'mutation ($id: ID!) { startReturnToPlay(id: $id) { id } }', { id: incident.id })).errors).toBeUndefined();
    expect((await attachClearance(incident.id)).statusCode).toBe(200);
    return { incident, claimId: (claim.json() as { claim_id: string }).claim_id };
  }

  it("shows the coach no claim, no parent's notice, no step and no clearance, by the incident and the list; the staff everything", async () => {
    const { incident, claimId } = await handledByTheSchool();

    const staff = (await graphqlAs<{ incident: Full }>(setup.tokens.nurse, `query ($id: ID!) { incident(id: $id) { ${FULL} } }`, { id: incident.id })).data!.incident;
    expect(staff.claim_id).toBe(claimId);
    expect(staff.history.map(({ action }) => action)).toEqual(['REPORTED', 'PARENT_NOTIFIED', 'CLAIM_STARTED', 'RTP_STARTED', 'RTP_CLEARANCE']);
    expect(staff.return_to_play!.clearance!.filename).toBe('signed-clearance.pdf');

    const seen = (await graphqlAs<{ incident: Full }>(coach.token, `query ($id: ID!) { incident(id: $id) { ${FULL} } }`, { id: incident.id })).data!.incident;
    expect(seen).toEqual({ id: incident.id, claim_id: null, history: [{ action: 'REPORTED', changes: {} }], return_to_play: { status: 'NOT_CLEARED', steps: null, clearance: null } });
    const listed = (await graphqlAs<{ incidents: { items: { id: string; claim_id: string | null }[] } }>(coach.token, '{ incidents(limit: 200) { items { id claim_id } } }', {})).data!.incidents.items;
    expect(listed.find(({ id }) => id === incident.id)).toEqual({ id: incident.id, claim_id: null });
    expect(JSON.stringify(seen)).not.toContain('signed-clearance');
  });

  it('records a photo or a clearance opened by its signed link as a download by whoever the link was made for', async () => {
    const { incident } = await handledByTheSchool();
    const png = await pngImage();
    const photo = multipart({}, { name: 'file', filename: 'knee.png', type: 'image/png', data: png });
    expect((await testApp.app.inject({ method: 'POST', url: `/v1/incidents/${incident.id}/photos`, payload: photo.payload, headers: { ...photo.headers, ...bearer(coach.token) } })).statusCode).toBe(200);
    const coachView = (await graphqlAs<{ incident: { photos: { url: string }[] } }>(coach.token, 'query ($id: ID!) { incident(id: $id) { photos { url } } }', { id: incident.id })).data!.incident;
    const nurseView = (await graphqlAs<{ incident: Full }>(setup.tokens.nurse, `query ($id: ID!) { incident(id: $id) { ${FULL} } }`, { id: incident.id })).data!.incident;

    const downloads = () => testApp.db.select().from(accessEvents).where(and(arrayContains(accessEvents.incident_ids, [incident.id]), eq(accessEvents.action, 'DOWNLOAD')));
    expect(await downloads()).toEqual([]);
    for (const url of [coachView.photos[0]!.url, nurseView.return_to_play!.clearance!.url]) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    const recorded = (await downloads()).map(({ user_id, resource, student_ids, school_ids }) => ({ user_id, resource, student_ids, school_ids }));
    expect(recorded).toEqual([
      { user_id: coach.id, resource: 'INCIDENT', student_ids: [incident.student_id], school_ids: [setup.ids.school] },
      { user_id: setup.users.nurse, resource: 'INCIDENT', student_ids: [incident.student_id], school_ids: [setup.ids.school] },
    ]);
  });
});

describe('a report sent again (issue 57, item 12)', () => {
  const noticeIds = async () => new Set((await testApp.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.kind, 'new-incident'))).map(({ id }) => id));
  const withKey = async (token: string, clientId: string, values: Record<string, unknown> = {}) => reported(token, { client_id: clientId, ...values });
  const storedWith = async (clientId: string) => (await testApp.db.select({ id: incidents.id }).from(incidents).where(eq(incidents.client_id, clientId))).map(({ id }) => id);

  it('is the same incident, with its notices sent once, however often and however close together the same client id comes', async () => {
    const clientId = crypto.randomUUID();
    const before = await noticeIds();
    const first = await withKey(coach.token, clientId);
    const notices = [...(await noticeIds())].filter((id) => !before.has(id));
    expect(notices.length).toBeGreaterThan(0);
    const again = await withKey(coach.token, clientId, { injury_description: 'Typed again after the answer was lost.' });
    expect(again).toEqual(first);
    expect(await storedWith(clientId)).toEqual([first.id]);
    expect((await noticeIds()).size).toBe(before.size + notices.length);

    const raced = crypto.randomUUID();
    const answers = await Promise.all([withKey(coach.token, raced), withKey(coach.token, raced), withKey(coach.token, raced)]);
    expect(new Set(answers.map(({ id }) => id)).size).toBe(1);
    expect(await storedWith(raced)).toEqual([answers[0]!.id]);
    expect((await noticeIds()).size).toBe(before.size + 2 * notices.length);
  });

  it("never answers someone else's incident: another coach's, another school's and a staff member's key make their own", async () => {
    const clientId = crypto.randomUUID();
    const twoSchools = await coachOf([setup.ids.school, setup.ids.other]);
    const mine = await withKey(coach.token, clientId);
    const theirs = await withKey(otherCoach.token, clientId);
    const elsewhere = await withKey(outsideCoach.token, clientId, { school_id: setup.ids.other, student_id: setup.ids.otherStudent });
    const nurses = await withKey(setup.tokens.nurse, clientId);
    const here = await withKey(twoSchools.token, clientId);
    const there = await withKey(twoSchools.token, clientId, { school_id: setup.ids.other, student_id: setup.ids.otherStudent });
    const ids = [mine, theirs, elsewhere, nurses, here, there].map(({ id }) => id);
    expect(new Set(ids).size).toBe(6);
    expect(theirs.reported_by_id).toBe(otherCoach.id);
    expect((await storedWith(clientId)).sort()).toEqual([...ids].sort());
    // another coach's key still refused where they do not report
    expect(codeOf(await report(outsideCoach.token, { client_id: clientId }))).toBe('FORBIDDEN');
  });

  it('refuses a client id that is not printable text, storing nothing', async () => {
    const before = (await listOf(setup.tokens.admin)).data!.incidents.total;
    const refused = await report(coach.token, { client_id: 'a key with spaces' });
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { client_id: 'INVALID_VALUE' } });
    expect((await listOf(setup.tokens.admin)).data!.incidents.total).toBe(before);
  });
});

describe('the report is a typed input (issue 57, item 19)', () => {
  it('refuses a field the input does not have and a person kind it does not know, before anything is stored', async () => {
    const before = (await listOf(setup.tokens.admin)).data!.incidents.total;
    const unknownField = await report(coach.token, { shoe_size: 42 });
    expect(unknownField.errors![0]!.message).toContain('shoe_size');
    const unknownKind = await report(coach.token, { person_kind: 'ALIEN' });
    expect(unknownKind.errors![0]!.message).toContain('ALIEN');
    expect(unknownKind.data ?? null).toBeNull();
    // the statement is typed too: a field it does not have, or a body part it does not know
    const unknownStatementField = await report(coach.token, { official_statement: { ...statement, shoe_size: 42 } });
    expect(unknownStatementField.errors![0]!.message).toContain('shoe_size');
    const unknownPart = await report(coach.token, { official_statement: { ...statement, body_parts: [{ part: 'TAIL', side: 'LEFT' }] } });
    expect(unknownPart.errors![0]!.message).toContain('TAIL');
    // the untyped JSON the mutation took before is no longer its input
    const untyped = await graphql(testApp, 'mutation ($input: JSON!) { reportIncident(input: $input) { id } }', { token: coach.token, variables: { input: reportOf() } });
    expect(untyped.body.errors![0]!.message).toContain('IncidentReportInput');
    expect((await listOf(setup.tokens.admin)).data!.incidents.total).toBe(before);
  });
});

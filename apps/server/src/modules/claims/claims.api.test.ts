import { SAMPLE_OFFICIAL_STATEMENT } from '@claims/shared/samples';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, claimsChangeLogs, claimsEmailLogs, claimSignatures, schoolsThirdPartyAdministrators, students } from '../../db/schema.ts';
import { claimPayload, editPayload, seedClaimSetup, seedStudent, seedTpa, TPA_EMAIL, waitForClaimStatus, type ClaimSetup } from '../../testing/claims.ts';
import { bearer } from '../../testing/fixtures.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';

let smtp: TestSmtp;
let testApp: TestApp;
let admin: string;
let nurse: string;
let outsider: string;
let ids: ClaimSetup['ids'];

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url });
  const setup = await seedClaimSetup(testApp.db);
  ({ admin, nurse, outsider } = setup.tokens);
  ids = setup.ids;
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const payload = (values: Record<string, unknown> = {}) => claimPayload(ids, values);
const edit = (claimId: string, values: Record<string, unknown> = {}) => editPayload(testApp.db, ids, claimId, values);

const submit = (token: string, data: unknown, headers: Record<string, string> = {}, url = '/v1/claims') =>
  testApp.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload: { data } });

const claimCount = async () => (await testApp.db.select({ n: count() }).from(claims))[0]!.n;

const CLAIM = 'query ($id: ID!) { claim(id: $id) { id claim_number status activity student_address { city country } parent_info { first_name country } providers { is_other_provider provider_name insurance_provider_id insurance_member_id } } }';
type ClaimView = {
  id: string;
  claim_number: number;
  status: string;
  activity: string;
  student_address: { city: string; country: string };
  parent_info: { first_name: string | null; country: string | null } | null;
  providers: { is_other_provider: boolean; provider_name: string | null; insurance_provider_id: string | null }[] };

const waitForStatus = (claimId: string, status: string) => waitForClaimStatus(testApp.db, claimId, status);

describe('submitting a claim', () => {
  it('stores the claim, updates the student, and delivers one e-mail with the claim PDF to the TPA', async () => {
    const before = smtp.messagesTo(TPA_EMAIL).length;
    const response = await submit(nurse, payload());
    expect(response.statusCode).toBe(200);
    const { claim_id: claimId, claim_number: claimNumber } = response.json() as { claim_id: string; claim_number: number };
    expect(claimNumber).toBeGreaterThanOrEqual(100001);

    const mail = await smtp.waitForMail(TPA_EMAIL, before);
    expect(mail.subject).toContain(String(claimNumber));
    expect(mail.attachments).toHaveLength(1);
    const attachment = mail.attachments[0]!;
    expect(attachment.contentType).toBe('application/pdf');
    const text = await pdfText(attachment.content);
    expect(text).toContain('Maya Rivera');
    expect(text).toContain(String(claimNumber));
    expect(text).toContain('Nora Nurse');
    expect(text).toContain('California');
    expect(text).toContain('Blue Local');
    expect(text).toContain("School Official's Statement");
    expect(text).toContain('Dana Brooks, Head coach');
    expect(text).toContain('Ankle (Left)');

    await waitForStatus(claimId, 'DELIVERED');
    const [log] = await testApp.db.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, claimId));
    expect(log).toMatchObject({ status: 'DELIVERED', recipient: TPA_EMAIL, attempts: 1 });
    expect(log!.sent_at).toBeInstanceOf(Date);
    const [change] = await testApp.db.select().from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claimId));
    expect(change!.status).toBe('DELIVERED');

    const [student] = await testApp.db.select().from(students).where(eq(students.id, ids.student));
    expect(student).toMatchObject({ address_1: '22 Elm Street', postal_code: '95816', parents_info: { first_name: 'Paula', last_name: 'Rivera' } });

    const view = (await graphql<{ claim: ClaimView }>(testApp, CLAIM, { token: nurse, variables: { id: claimId } })).body.data!.claim;
    expect(view.activity).toBe('soccer');
    // typed objects, the country by its API name (ADR 014)
    expect(view.student_address).toEqual({ city: 'Sacramento', country: 'UNITED_STATES' });
    // a parent sent without a country is taken to be in the United States
    expect(view.parent_info).toEqual({ first_name: 'Paula', country: 'UNITED_STATES' });
    expect(view.providers.map((entry) => entry.insurance_provider_id ?? entry.provider_name)).toEqual([ids.insurer, 'Blue Local']);
  });

  it("prints the parent as entered: the name without a comma, no address made of the wizard's country alone", async () => {
    const before = smtp.messagesTo(TPA_EMAIL).length;
    const canadian = { address_1: '5 Rue Principale', city: 'Montreal', state_prov: 'Quebec', postal_code: 'H2X 1Y4', country: 'Canada' };
    const response = await submit(nurse, payload({ student_address: canadian, parent_info: { first_name: 'Marie', last_name: 'Tremblay', country: 'United States' } }));
    expect(response.statusCode).toBe(200);
    const text = await pdfText((await smtp.waitForMail(TPA_EMAIL, before)).attachments[0]!.content);
    expect(text).toContain('Marie Tremblay');
    expect(text).not.toContain('Marie, Tremblay');
    expect(text).toContain('5 Rue Principale, Montreal, Quebec, H2X 1Y4, Canada');
    expect(text).not.toContain('United States');
  });

  it('sends to the electronic claims address when that is the TPA delivery method', async () => {
    const tpa = await seedTpa(testApp.db, 'Electronic TPA', 'ELEC', { delivery_method: 'ELECTRONIC_EMAIL', electronic_claims_email_address: 'edi@tpa.test' });
    const [link] = await testApp.db.insert(schoolsThirdPartyAdministrators).values({ school_id: ids.school, third_party_administrator_id: tpa.id }).returning();
    const response = await submit(nurse, payload({ school_third_party_administrator_id: link!.id }));
    expect(response.statusCode).toBe(200);
    const mail = await smtp.waitForMail('edi@tpa.test');
    expect(mail.attachments[0]!.filename).toBe(`claim-${(response.json() as { claim_number: number }).claim_number}.pdf`);
  });

  it("keeps the browser that signed a new claim, with its idempotency key, in the school signature's evidence", async () => {
    const response = await submit(nurse, payload(), { 'idempotency-key': 'signature-evidence-key', 'user-agent': 'NurseBrowser/1.0' });
    expect(response.statusCode).toBe(200);
    const [signature] = await testApp.db.select().from(claimSignatures).where(eq(claimSignatures.claim_id, response.json().claim_id));
    expect(signature?.user_agent).toBe('NurseBrowser/1.0');
  });

  it('never stores two claims for one idempotency key, sequential or at once', async () => {
    const before = await claimCount();
    const headers = { 'idempotency-key': 'draft-123' };
    const first = await submit(nurse, payload(), headers);
    const again = await submit(nurse, payload(), headers);
    expect(again.json()).toEqual(first.json());
    const racing = await Promise.all([submit(nurse, payload(), { 'idempotency-key': 'draft-456' }), submit(nurse, payload(), { 'idempotency-key': 'draft-456' })]);
    expect(racing.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(racing[0]!.json()).toEqual(racing[1]!.json());
    expect(await claimCount()).toBe(before + 2);
  });

  it.each([
    ['future injury date', { injury_date: '2999-01-01' }, 'injury_date', 'FUTURE_DATE'],
    ['reported before injury', { injury_date: '2026-09-05', injury_reported_date: '2026-09-04' }, 'injury_reported_date', 'INJURY_REPORTED_DATE_BEFORE_INJURY'],
    ['missing injury date', { injury_date: undefined }, 'injury_date', 'INJURY_DATE_REQUIRED'],
    ['missing reported date', { injury_reported_date: '' }, 'injury_reported_date', 'INJURY_REPORTED_DATE'],
    ['missing first treatment date', { first_treatment_date: null }, 'first_treatment_date', 'FIRST_TREATMENT_DATE_REQUIRED'],
    ['missing activity', { activity: ' ' }, 'activity', 'ACTIVITY_REQUIRED'],
    ['bad activity type', { activity_type: 'NAP' }, 'activity_type', 'ACTIVITY_TYPE_REQUIRED'],
    ['bad activity level', { activity_level: undefined }, 'activity_level', 'ACTIVITY_LEVEL_REQUIRED'],
    ['missing work related', { is_work_related: undefined }, 'is_work_related', 'IS_WORK_RELATED_REQUIRED'],
    ['missing previous injury', { is_previous_injury: 'maybe' }, 'is_previous_injury', 'IS_PREVIOUS_INJURY_REQUIRED'],
    ['missing location', { location_of_injury: '' }, 'location_of_injury', 'LOCATION_OF_INJURY_REQUIRED'],
    ['location too long', { location_of_injury: 'x'.repeat(256) }, 'location_of_injury', 'LOCATION_OF_INJURY_INVALID'],
    ['missing description', { injury_description: '' }, 'injury_description', 'INJURY_DESCRIPTION_REQUIRED'],
    ['description too long', { injury_description: 'x'.repeat(2049) }, 'injury_description', 'INJURY_DESCRIPTION_INVALID'],
    ['nature Other without the injury detail', { injury_type: '', official_statement: { ...SAMPLE_OFFICIAL_STATEMENT, nature_of_injury: 'OTHER' } }, 'injury_type', 'INJURY_TYPE_REQUIRED'],
    ['supervision unanswered', { official_statement: { ...SAMPLE_OFFICIAL_STATEMENT, is_supervised: null } }, 'official_statement.is_supervised', 'SUPERVISED_REQUIRED'],
    ['no statement', { official_statement: undefined }, 'official_statement', 'INVALID_VALUE'],
    ['supervised without the supervisor', { official_statement: { ...SAMPLE_OFFICIAL_STATEMENT, supervisor_name: ' ' } }, 'official_statement.supervisor_name', 'SUPERVISOR_NAME_REQUIRED'],
    ['an accident time of no clock', { official_statement: { ...SAMPLE_OFFICIAL_STATEMENT, accident_time: '7pm' } }, 'official_statement.accident_time', 'TIME_INVALID'],
    ['parent told before the injury', { official_statement: { ...SAMPLE_OFFICIAL_STATEMENT, parent_notified_date: '2026-08-01' } }, 'official_statement.parent_notified_date', 'PARENT_NOTIFIED_BEFORE_INJURY'],
    ['injury type too long', { injury_type: 'x'.repeat(256) }, 'injury_type', 'INJURY_TYPE_INVALID'],
    ['missing TPA', { school_third_party_administrator_id: '' }, 'school_third_party_administrator_id', 'TPA_REQUIRED'],
    ['sport the TPA link does not cover', { school_third_party_administrator_id: 'soccerOnly', activity: 'Hockey' }, 'activity', 'ACTIVITY_REQUIRED'],
    ['unknown sport', { activity: 'Quidditch' }, 'activity', 'ACTIVITY_REQUIRED'],
    ['other provider without a name', { students_providers: [{ is_other_provider: true }] }, 'students_providers.0.provider_name', 'PROVIDER_NAME_REQUIRED'],
    ['member id too long', { students_providers: [{ is_other_provider: true, provider_name: 'X', insurance_member_id: 'x'.repeat(51) }] }, 'students_providers.0.insurance_member_id', 'INSURANCE_MEMBER_ID_MAX'],
  ])('refuses %s with its key and stores nothing', async (_name, change, field, key) => {
    const values = { ...change } as Record<string, unknown>;
    if (values.school_third_party_administrator_id === 'soccerOnly') values.school_third_party_administrator_id = ids.soccerOnlyLink;
    const before = await claimCount();
    const response = await submit(nurse, payload(values));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_FAILED', fields: { [field]: key } });
    expect(await claimCount()).toBe(before);
  });

  it('accepts a sport the limited TPA link covers', async () => {
    const response = await submit(nurse, payload({ school_third_party_administrator_id: ids.soccerOnlyLink, activity: 'Soccer' }));
    expect(response.statusCode).toBe(200);
  });
});

describe('a claim that may report the same injury again', () => {
  const NEAR = `query ($school: ID!, $student: ID!, $date: String!, $activity: String) {
    claimsNearInjury(schoolId: $school, studentId: $student, injuryDate: $date, activity: $activity) { claim_number injury_date activity same_injury }
  }`;
  const sameInjury = (values: Record<string, unknown> = {}) => payload({ injury_date: '2025-05-10', injury_reported_date: '2025-05-10', first_treatment_date: '2025-05-11', activity: 'Soccer', ...values });

  it("is refused with CLAIM_DUPLICATE and the claim it repeats, storing nothing; with a reason it is taken and the reason kept in its history", async () => {
    const first = (await submit(nurse, sameInjury())).json() as { claim_id: string; claim_number: number };
    const before = await claimCount();
    const refused = await submit(nurse, sameInjury({ activity: ' soccer ' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'CLAIM_DUPLICATE', duplicate_of: { claim_id: first.claim_id, claim_number: first.claim_number } });
    expect(await claimCount()).toBe(before);

    const taken = await submit(nurse, sameInjury({ duplicate_reason: 'Second injury in the same game, to the other knee' }));
    expect(taken.statusCode).toBe(200);
    const { claim_id: claimId } = taken.json() as { claim_id: string };
    const [history] = await testApp.db.select().from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claimId));
    expect(history!.changes_log).toEqual({ duplicate_of: { from: first.claim_number, to: 'Second injury in the same game, to the other knee' } });
  });

  it('takes one of another sport or a day apart without a reason, and lists each to the school with whether it repeats', async () => {
    await submit(nurse, sameInjury({ injury_date: '2025-06-10', injury_reported_date: '2025-06-10' }));
    expect((await submit(nurse, sameInjury({ injury_date: '2025-06-10', injury_reported_date: '2025-06-10', activity: 'Hockey' }))).statusCode).toBe(200);
    expect((await submit(nurse, sameInjury({ injury_date: '2025-06-11', injury_reported_date: '2025-06-11' }))).statusCode).toBe(200);

    const near = await graphql<{ claimsNearInjury: { injury_date: string; activity: string; same_injury: boolean }[] }>(testApp, NEAR, {
      token: nurse,
      variables: { school: ids.school, student: ids.student, date: '2025-06-10', activity: 'soccer' },
    });
    expect(near.body.data?.claimsNearInjury.map(({ injury_date, activity, same_injury }) => [injury_date, activity, same_injury])).toEqual([
      ['2025-06-10', 'Soccer', true],
      ['2025-06-10', 'Hockey', false],
      ['2025-06-11', 'Soccer', false],
    ]);
    const outsiderAsks = await graphql(testApp, NEAR, { token: outsider, variables: { school: ids.school, student: ids.student, date: '2025-06-10' } });
    expect(outsiderAsks.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const throughOwnSchool = await graphql<{ claimsNearInjury: unknown[] }>(testApp, NEAR, { token: outsider, variables: { school: ids.other, student: ids.student, date: '2025-06-10' } });
    expect(throughOwnSchool.body.data?.claimsNearInjury).toEqual([]);
  });

  it('stores one of a racing pair and refuses the other', async () => {
    const before = await claimCount();
    const racing = await Promise.all([
      submit(nurse, sameInjury({ injury_date: '2025-07-10', injury_reported_date: '2025-07-10' }), { 'idempotency-key': 'race-a' }),
      submit(nurse, sameInjury({ injury_date: '2025-07-10', injury_reported_date: '2025-07-10' }), { 'idempotency-key': 'race-b' }),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(racing.map((response) => response.json().error).filter(Boolean)).toEqual(['CLAIM_DUPLICATE']);
    expect(await claimCount()).toBe(before + 1);
  });
});

describe('who may submit and read claims', () => {
  it('refuses a signed-out caller', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/v1/claims', payload: { data: payload() } });
    expect(response.statusCode).toBe(401);
  });

  it("refuses another school's user, student and TPA link", async () => {
    const before = await claimCount();
    expect((await submit(outsider, payload())).statusCode).toBe(403);
    expect((await submit(nurse, payload({ student_id: ids.otherStudent }))).statusCode).toBe(404);
    const wrongLink = await submit(nurse, payload({ school_third_party_administrator_id: ids.otherLink }));
    expect(wrongLink.json()).toMatchObject({ fields: { school_third_party_administrator_id: 'TPA_REQUIRED' } });
    const savedOfOther = await submit(nurse, payload({ students_providers: [{ id: ids.otherLink, is_other_provider: false }] }));
    expect(savedOfOther.statusCode).toBe(400);
    expect(await claimCount()).toBe(before);
  });

  it("hides a claim from another school's user and lets an admin read it", async () => {
    const { claim_id: claimId } = (await submit(nurse, payload())).json() as { claim_id: string };
    const refused = await graphql(testApp, CLAIM, { token: outsider, variables: { id: claimId } });
    expect(refused.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const read = await graphql<{ claim: ClaimView }>(testApp, CLAIM, { token: admin, variables: { id: claimId } });
    expect(read.body.data?.claim.id).toBe(claimId);
    const editByOutsider = await submit(outsider, await edit(claimId), {}, `/v1/claims/${claimId}`);
    expect(editByOutsider.statusCode).toBe(403);
  });
});

describe('editing a claim', () => {
  it('stores the statement, reads it back, and names each statement answer an edit changes', async () => {
    const { claim_id: claimId } = (await submit(nurse, payload())).json() as { claim_id: string };
    const read = await graphql<{ claim: { official_statement: Record<string, unknown> } }>(
      testApp,
      'query ($id: ID!) { claim(id: $id) { official_statement { is_supervised supervisor_name body_parts { part side } mechanism_other sent_to } } }',
      { token: nurse, variables: { id: claimId } },
    );
    expect(read.body.data?.claim.official_statement).toEqual({
      is_supervised: true,
      supervisor_name: 'Dana Brooks',
      body_parts: [{ part: 'ANKLE', side: 'LEFT' }],
      mechanism_other: null,
      sent_to: 'URGENT_CARE',
    });
    const statement = { ...SAMPLE_OFFICIAL_STATEMENT, supervisor_name: 'Lee Park', body_parts: [{ part: 'KNEE', side: 'RIGHT' }] };
    expect((await submit(nurse, await edit(claimId, { official_statement: statement }), {}, `/v1/claims/${claimId}`)).statusCode).toBe(200);
    const [change] = await testApp.db.select().from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claimId)).orderBy(desc(claimsChangeLogs.created_at)).limit(1);
    expect(change!.changes_log).toEqual({
      'official_statement.supervisor_name': { from: 'Dana Brooks', to: 'Lee Park' },
      'official_statement.body_parts': { from: [{ part: 'ANKLE', side: 'LEFT' }], to: [{ part: 'KNEE', side: 'RIGHT' }] },
    });
  });

  it('records what changed and sends the updated claim; an edit that changes nothing sends nothing', async () => {
    const { claim_id: claimId } = (await submit(nurse, payload())).json() as { claim_id: string };
    await waitForStatus(claimId, 'DELIVERED');
    const before = smtp.messagesTo(TPA_EMAIL).length;

    const edited = await submit(nurse, await edit(claimId, { injury_type: 'Fracture' }), {}, `/v1/claims/${claimId}`);
    expect(edited.statusCode).toBe(200);
    const mail = await smtp.waitForMail(TPA_EMAIL, before);
    expect(mail.subject).toMatch(/^Updated claim/);
    expect(await pdfText(mail.attachments[0]!.content)).toContain('Fracture');
    await waitForStatus(claimId, 'DELIVERED');
    const changes = await testApp.db.select().from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claimId));
    expect(changes).toHaveLength(2);
    expect(changes.find((row) => row.changes_log)?.changes_log).toEqual({ injury_type: { from: 'Sprain', to: 'Fracture' } });
    const history = await graphql<{ claim: { change_logs: { changes_log: unknown }[] } }>(testApp, 'query ($id: ID!) { claim(id: $id) { change_logs { changes_log { field from to } } } }', {
      token: nurse,
      variables: { id: claimId },
    });
    expect(history.body.data?.claim.change_logs.map((log) => log.changes_log)).toEqual([[{ field: 'injury_type', from: 'Sprain', to: 'Fracture' }], null]);

    const repeated = await submit(nurse, await edit(claimId, { injury_type: 'Fracture' }), {}, `/v1/claims/${claimId}`);
    expect(repeated.statusCode).toBe(200);
    expect(await testApp.db.select().from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claimId))).toHaveLength(2);
  });

  it('refuses to move a claim to another student', async () => {
    const { claim_id: claimId } = (await submit(nurse, payload())).json() as { claim_id: string };
    const [student] = await testApp.db.insert(students).values({ school_id: ids.school, first_name: 'Zoe', last_name: 'Kim', gender: 'F', date_of_birth: '2011-01-01', address_1: 'x', city: 'y', postal_code: '1' }).returning();
    const response = await submit(nurse, await edit(claimId, { student_id: student!.id }), {}, `/v1/claims/${claimId}`);
    expect(response.statusCode).toBe(404);
  });
});

// Last of the file: the injury dates it takes would move the ones the tests above count on.
describe('a student imported without a birth date', () => {
  it('asks for the birth date of a student imported without one, and gives it to the student with the claim', async () => {
    const student = await seedStudent(testApp.db, ids.school, 'Nodate');
    await testApp.db.update(students).set({ date_of_birth: null }).where(eq(students.id, student.id));
    const claim = payload({ student_id: student.id, students_providers: [{ is_other_provider: true, provider_name: 'Blue Local', insurance_member_id: 'B-1' }] });
    const forStudent = (values: Record<string, unknown> = {}) => ({ ...claim, ...values });
    const before = await claimCount();
    const birthDateOf = async (id: string) => (await testApp.db.select({ date: students.date_of_birth }).from(students).where(eq(students.id, id)))[0]!.date;

    const refused = await submit(nurse, forStudent());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'VALIDATION_FAILED', fields: { student_date_of_birth: 'DOB_REQUIRED' } });
    expect((await submit(nurse, forStudent({ student_date_of_birth: '2999-01-01' }))).json()).toEqual({ error: 'VALIDATION_FAILED', fields: { student_date_of_birth: 'FUTURE_DATE' } });
    expect(await claimCount()).toBe(before);
    expect(await birthDateOf(student.id)).toBeNull();

    const taken = await submit(nurse, forStudent({ student_date_of_birth: '2011-05-06' }));
    expect(taken.statusCode).toBe(200);
    expect(await birthDateOf(student.id)).toBe('2011-05-06');
    const { body } = await graphql<{ claim: { student: { date_of_birth: string } } }>(testApp, 'query ($id: ID!) { claim(id: $id) { student { date_of_birth } } }', {
      token: nurse,
      variables: { id: taken.json().claim_id },
    });
    expect(body.data!.claim.student.date_of_birth).toBe('2011-05-06');
    // a student who has one keeps it: the student's page is where it changes
    const other = await submit(nurse, payload({ student_date_of_birth: '2001-01-01' }));
    expect(other.statusCode).toBe(200);
    expect(await birthDateOf(ids.student)).toBe('2010-03-04');
    await waitForStatus(taken.json().claim_id, 'DELIVERED');
    await waitForStatus(other.json().claim_id, 'DELIVERED');
  });
});

import { createHash } from 'node:crypto';
import { LIMITS } from '@claims/shared';
import { arrayContains, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { accessEvents, claimSignatures, claims, claimsChangeLogs, guardianRequests, mailOutbox, parentLinks, schools, seasonAuthorizations, seasonCardFiles, students } from '../../db/schema.ts';
import { jpegWithGps } from '../../testing/claim-documents.ts';
import { multipart } from '../../testing/multipart.ts';
import { claimPayload, seedClaimSetup, TPA_EMAIL, waitForClaimStatus, type ClaimSetup } from '../../testing/claims.ts';
import { bearer, createSchool, createUser, sessionFor } from '../../testing/fixtures.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, graphql, TEST_FILE_KEYS, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';
import { createTestClock } from '../../testing/test-clock.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { createMailService } from '../mail/mail.service.ts';
import { createMailTransport } from '../mail/mail.transport.ts';
import { createFileStore } from '../uploads/file-store.ts';
import { PARENT_ACCESS_HEADER } from '../parent-part/parent-part.routes.ts';
import { createSigner } from '../auth/signing.ts';
import { createSeasonConsentService, MAIL_BATCH } from './season-consent.service.ts';

let smtp: TestSmtp;
let testApp: TestApp;
let setup: ClaimSetup;
let family = 0;
const clock = createTestClock();

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url, clock: clock.now });
  setup = await seedClaimSetup(testApp.db);
  await testApp.db.update(schools).set({ parent_part_online: true }).where(eq(schools.id, setup.ids.school));
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});
afterEach(() => clock.reset());

const codeOf = (body: { errors?: { extensions: { code: string; fields?: Record<string, string> } }[] }) => body.errors?.[0]?.extensions.code;

// A family of the school: a guardian with an e-mail and their children on the roster.
async function seedFamily(schoolId: string, children: { first: string; birth: string }[], language: 'en' | 'es' = 'en', email?: string) {
  family += 1;
  const guardianEmail = email ?? `guardian${family}@family.test`;
  const rows = await testApp.db
    .insert(students)
    .values(
      children.map((child) => ({
        school_id: schoolId,
        first_name: child.first,
        last_name: `Family${family}`,
        gender: 'F' as const,
        date_of_birth: child.birth,
        address_1: '1 Main St',
        city: 'Sacramento',
        state_prov: 'California',
        postal_code: '95814',
        parents_info: { first_name: 'Gloria', last_name: `Family${family}`, email: guardianEmail.toUpperCase(), language },
      })),
    )
    .returning();
  return { email: guardianEmail, students: rows };
}

const createCampaign = (token: string, variables: Record<string, unknown>) =>
  graphql<{ createSeasonCampaign: { id: string; guardians: number; students: number } }>(
    testApp,
    'mutation ($schoolId: ID!, $activity: String, $all: Boolean, $ids: [ID!]) { createSeasonCampaign(schoolId: $schoolId, activity: $activity, allWithGuardian: $all, studentIds: $ids) { id guardians students } }',
    { token, variables },
  );

type Standing = { guardians: number; queued: number; completed: number; pending: number; opted_out: number; bounced: number };
const campaignOf = (token: string, id: string, state?: string) =>
  graphql<{ seasonCampaign: { activity: string | null; standing: Standing; guardians: { total: number; items: { id: string; email: string; state: string; students: number }[] } } }>(
    testApp,
    'query ($id: ID!, $state: GuardianRequestState) { seasonCampaign(id: $id) { activity standing { guardians queued completed pending opted_out bounced } guardians(state: $state) { total items { id email state students } } } }',
    { token, variables: { id, state } },
  );

const tokenFrom = (text: string | undefined) => /\/guardian\/([\w-]{43})\b/.exec(text ?? '')?.[1] ?? '';

const api = (method: 'GET' | 'POST', token: string, path = '', options: { access?: string; payload?: unknown } = {}) =>
  testApp.app.inject({
    method,
    url: `/v1/guardian/${token}${path}`,
    headers: options.access ? { [PARENT_ACCESS_HEADER]: options.access } : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });

async function accessFor(token: string, birth: string) {
  const response = await api('POST', token, '/check', { payload: { birth_date: birth } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { access: string }).access;
}

const signature = (values: Record<string, unknown> = {}) => ({
  parent: { first_name: 'Gloria', last_name: 'Rivera', email: 'gloria@family.test', phone: '916-555-0100' },
  other_insurance: 'HAS_OTHER',
  providers: [{ is_other_provider: false, insurance_provider_id: setup.ids.insurer, insurance_member_id: 'SEASON-1', insurance_group_id: 'G-4' }],
  medicaid: 'NO',
  records_consent: true,
  authorization_accepted: true,
  signature_name: 'Gloria Rivera',
  intent_accepted: true,
  ...values,
});

// A campaign to one family, its e-mail received, and the guardian's page session.
async function familyWithLink(children: { first: string; birth: string }[], language: 'en' | 'es' = 'en') {
  const seeded = await seedFamily(setup.ids.school, children, language);
  const created = await createCampaign(setup.tokens.nurse, { schoolId: setup.ids.school, activity: 'Soccer', ids: seeded.students.map((row) => row.id) });
  expect(created.body.errors).toBeUndefined();
  const mail = await smtp.waitForMail(seeded.email);
  const token = tokenFrom(mail.text);
  expect(token).toHaveLength(43);
  return { ...seeded, campaignId: created.body.data!.createSeasonCampaign.id, mail, token, access: await accessFor(token, children[0]!.birth) };
}

const uploadCard = async (link: { token: string; access: string }, studentId: string, kind: string, filename: string) => {
  const form = multipart({ kind }, { name: 'file', filename, type: 'image/jpeg', data: await jpegWithGps() });
  return testApp.app.inject({ method: 'POST', url: `/v1/guardian/${link.token}/students/${studentId}/cards`, headers: { [PARENT_ACCESS_HEADER]: link.access, ...form.headers }, payload: form.payload });
};

const submitClaim = (studentId: string, email: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/v1/claims',
    headers: bearer(setup.tokens.nurse),
    payload: {
      data: claimPayload(
        { ...setup.ids, student: studentId },
        {
          parent_info: { first_name: 'Gloria', last_name: 'Rivera', email, language: 'en' },
          students_providers: [{ is_other_provider: false, insurance_provider_id: setup.ids.insurer, insurance_member_id: 'CLAIM-1' }],
        },
      ),
    },
  });

describe('a season campaign', () => {
  it("sends each guardian one link for all their students, in the guardian's language, and counts its progress", async () => {
    const seeded = await seedFamily(setup.ids.school, [{ first: 'Ana', birth: '2011-02-03' }, { first: 'Luis', birth: '2013-04-05' }], 'es');
    const other = await seedFamily(setup.ids.school, [{ first: 'Eva', birth: '2012-06-07' }]);
    const created = await createCampaign(setup.tokens.nurse, { schoolId: setup.ids.school, activity: 'Fútbol', ids: [...seeded.students, ...other.students].map((row) => row.id) });
    expect(created.body.data!.createSeasonCampaign).toMatchObject({ guardians: 2, students: 3 });
    const mail = await smtp.waitForMail(seeded.email);
    expect(mail.subject).toContain('temporada');
    expect(mail.text).toContain('Ana y Luis');
    expect(mail.text).toContain('de Fútbol');
    await smtp.waitForMail(other.email);
    expect(smtp.messagesTo(seeded.email)).toHaveLength(1);
    // reading the students' guardians into the campaign is an access event naming each student
    const changes = await testApp.db.select().from(accessEvents).where(arrayContains(accessEvents.student_ids, [seeded.students[0]!.id]));
    expect(changes.some((event) => event.action === 'CHANGE' && event.resource === 'STUDENT')).toBe(true);

    const { body } = await campaignOf(setup.tokens.nurse, created.body.data!.createSeasonCampaign.id);
    expect(body.data!.seasonCampaign.standing).toEqual({ guardians: 2, queued: 2, completed: 0, pending: 2, opted_out: 0, bounced: 0 });
    expect(body.data!.seasonCampaign.guardians.items.map((row) => [row.email, row.students])).toEqual([
      [seeded.email, 2],
      [other.email, 1],
    ].sort());
    // the guardians' list is a look at the students' records
    const views = await testApp.db.select().from(accessEvents).where(arrayContains(accessEvents.student_ids, [other.students[0]!.id]));
    expect(views.some((event) => event.action === 'VIEW' && event.resource === 'STUDENT')).toBe(true);
  });

  it('is refused without students, or when none of them has a guardian e-mail, and stores nothing', async () => {
    const [before] = await testApp.db.select({ n: count() }).from(guardianRequests);
    expect(codeOf((await createCampaign(setup.tokens.nurse, { schoolId: setup.ids.school, ids: [] })).body)).toBe('VALIDATION_FAILED');
    // Maya of the setup has no guardian e-mail; Olivia is another school's
    const none = await createCampaign(setup.tokens.nurse, { schoolId: setup.ids.school, ids: [setup.ids.student, setup.ids.otherStudent] });
    expect(none.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { student_ids: 'CAMPAIGN_NO_GUARDIANS' } });
    const [after] = await testApp.db.select({ n: count() }).from(guardianRequests);
    expect(after!.n).toBe(before!.n);
  });

  it("is another school's staff's to neither send nor read", async () => {
    const seeded = await seedFamily(setup.ids.school, [{ first: 'Iris', birth: '2011-01-01' }]);
    expect(codeOf((await createCampaign(setup.tokens.outsider, { schoolId: setup.ids.school, ids: [seeded.students[0]!.id] })).body)).toBe('FORBIDDEN');
    const created = await createCampaign(setup.tokens.nurse, { schoolId: setup.ids.school, ids: [seeded.students[0]!.id] });
    const id = created.body.data!.createSeasonCampaign.id;
    expect(codeOf((await campaignOf(setup.tokens.outsider, id)).body)).toBe('FORBIDDEN');
    const list = await graphql(testApp, 'query ($id: ID!) { seasonCampaigns(schoolId: $id) { total } }', { token: setup.tokens.outsider, variables: { id: setup.ids.school } });
    expect(codeOf(list.body as never)).toBe('FORBIDDEN');
    const [request] = await testApp.db.select().from(guardianRequests).where(eq(guardianRequests.campaign_id, id));
    const resend = await graphql(testApp, 'mutation ($id: ID!) { resendSeasonLink(requestId: $id) }', { token: setup.tokens.outsider, variables: { id: request!.id } });
    expect(codeOf(resend.body as never)).toBe('FORBIDDEN');
  });
});

describe("the guardian's link", () => {
  it("opens with any of the guardian's students' birth dates, and signs for each student in turn", async () => {
    const opened = await familyWithLink([{ first: 'Ana', birth: '2011-02-03' }, { first: 'Luis', birth: '2013-04-05' }]);
    // the second student's birth date opens it too (a new page session replaces the first)
    const link = { ...opened, access: await accessFor(opened.token, '2013-04-05') };
    const wrong = await api('POST', link.token, '/check', { payload: { birth_date: '2000-01-01' } });
    expect(wrong.json()).toMatchObject({ error: 'VALIDATION_FAILED', fields: { birth_date: 'BIRTH_DATE_MISMATCH' } });
    expect((await api('GET', link.token, '/request')).statusCode).toBe(401);

    const view = await api('GET', link.token, '/request', { access: link.access });
    const request = view.json().request as { students: { id: string; first_name: string; on_file: unknown; authorization: { tpaNames: string[] } }[] };
    expect(request.students.map((student) => [student.first_name, student.on_file])).toEqual([
      ['Ana', null],
      ['Luis', null],
    ]);
    expect(request.students[0]!.authorization.tpaNames).toEqual(['Acme Claims', 'Soccer TPA']);

    const [ana, luis] = link.students;
    const signed = await api('POST', link.token, `/students/${ana!.id}/sign`, { access: link.access, payload: signature() });
    expect(signed.statusCode).toBe(200);
    expect((await api('POST', link.token, `/students/${ana!.id}/sign`, { access: link.access, payload: signature() })).json()).toEqual({ error: 'AUTHORIZATION_ON_FILE' });
    // a student who is not the guardian's
    expect((await api('POST', link.token, `/students/${setup.ids.student}/sign`, { access: link.access, payload: signature() })).statusCode).toBe(404);
    expect((await campaignOf(setup.tokens.nurse, link.campaignId)).body.data!.seasonCampaign.standing).toMatchObject({ completed: 0, pending: 1 });
    await api('POST', link.token, `/students/${luis!.id}/sign`, { access: link.access, payload: signature() });
    expect((await campaignOf(setup.tokens.nurse, link.campaignId)).body.data!.seasonCampaign.standing).toMatchObject({ completed: 1, pending: 0 });

    const [stored] = await testApp.db.select().from(seasonAuthorizations).where(eq(seasonAuthorizations.student_id, ana!.id));
    const file = await createFileStore(TEST_FILE_KEYS).find(testApp.db, stored!.document_file_id!);
    expect(createHash('sha256').update(file!.data).digest('hex')).toBe(stored!.document_sha256);
    const text = await pdfText(file!.data);
    expect(text).toContain('Gloria Rivera');
    expect(text).toContain('SEASON-1');
    expect(text).toContain('any injury in a sport or activity of Lincoln High');

    const views = await testApp.db.select().from(accessEvents).where(eq(accessEvents.link_id, stored!.request_id));
    expect(views.some((event) => event.link === 'SEASON_LINK' && event.action === 'VIEW')).toBe(true);
  });

  it("says it is locked, in the guardian's language, wherever it is opened next", async () => {
    const link = await familyWithLink([{ first: 'Eva', birth: '2012-06-07' }], 'es');
    for (let attempt = 0; attempt < LIMITS.PARENT_LINK_CHECKS_MAX; attempt++) await api('POST', link.token, '/check', { payload: { birth_date: '2000-01-01' } });
    const opened = await api('GET', link.token);
    expect(opened.statusCode).toBe(409);
    expect(opened.json()).toEqual({ error: 'LINK_LOCKED', language: 'es' });
  });

  it('keeps the authorization for 12 months from the day it was signed, and a claim uses it only before then', async () => {
    clock.set('2026-01-10T15:00:00Z');
    const link = await familyWithLink([{ first: 'Rosa', birth: '2011-05-06' }]);
    const [rosa] = link.students;
    expect((await api('POST', link.token, `/students/${rosa!.id}/sign`, { access: link.access, payload: signature() })).json()).toEqual({ expires_on: '2027-01-10' });

    clock.set('2027-01-09T12:00:00Z');
    const before = await submitClaim(rosa!.id, link.email);
    expect(before.statusCode).toBe(200);
    const [used] = await testApp.db.select({ status: claims.status }).from(claims).where(eq(claims.id, before.json().claim_id));
    expect(used!.status).not.toBe('AWAITING_PARENT');

    clock.set('2027-01-10T12:00:00Z');
    const after = await submitClaim(rosa!.id, link.email);
    const [waiting] = await testApp.db.select({ status: claims.status }).from(claims).where(eq(claims.id, after.json().claim_id));
    expect(waiting!.status).toBe('AWAITING_PARENT');
  });
});

describe("a campaign's reminders", () => {
  it('go on day 3 and day 7 after the e-mail, once each, to guardians still to answer, and not to one whose e-mail bounced, which staff send to a corrected address', async () => {
    // years after every other test's links stopped working, so only these are due
    clock.set('2030-03-01T10:00:00Z');
    const pending = await seedFamily(setup.ids.school, [{ first: 'Pia', birth: '2012-02-02' }]);
    const done = await seedFamily(setup.ids.school, [{ first: 'Dora', birth: '2012-03-03' }]);
    const bounced = await seedFamily(setup.ids.school, [{ first: 'Bea', birth: '2012-04-04' }]);
    const created = await createCampaign(setup.tokens.nurse, { schoolId: setup.ids.school, ids: [pending, done, bounced].map((family) => family.students[0]!.id) });
    expect(created.body.errors).toBeUndefined();
    const [, doneMail, bouncedMail] = await Promise.all([pending, done, bounced].map((family) => smtp.waitForMail(family.email)));
    const doneToken = tokenFrom(doneMail!.text);
    await api('POST', doneToken, `/students/${done.students[0]!.id}/sign`, { access: await accessFor(doneToken, '2012-03-03'), payload: signature() });
    // the guardian's mail server refused the e-mail after all
    const [refused] = await testApp.db.select({ outbox: guardianRequests.mail_outbox_id }).from(guardianRequests).where(eq(guardianRequests.email, bounced.email));
    await testApp.db.update(mailOutbox).set({ status: 'FAILED' }).where(eq(mailOutbox.id, refused!.outbox!));
    expect(bouncedMail).toBeDefined();

    const remindAt = async (instant: string) => {
      clock.set(instant);
      return testApp.app.scheduled.remindGuardians();
    };
    expect(await remindAt('2030-03-03T12:00:00Z')).toBe(0);
    expect(await remindAt('2030-03-04T10:30:00Z')).toBe(1);
    expect(await remindAt('2030-03-04T11:00:00Z')).toBe(0);
    const first = await smtp.waitForMail(pending.email, 1);
    expect(first.subject).toMatch(/^Reminder/);
    expect(tokenFrom(first.text)).toHaveLength(43);
    expect(await remindAt('2030-03-08T10:30:00Z')).toBe(1);
    expect(await remindAt('2030-03-20T10:30:00Z')).toBe(0);
    expect((await smtp.waitForMail(pending.email, 2)).subject).toMatch(/^Reminder/);
    expect(smtp.messagesTo(done.email)).toHaveLength(1);
    expect(smtp.messagesTo(bounced.email)).toHaveLength(1);

    // staff chase the bounce: its link again, to a corrected address the request then keeps
    const resend = (variables: { id: string; email?: string }) =>
      graphql(testApp, 'mutation ($id: ID!, $email: String) { resendSeasonLink(requestId: $id, email: $email) }', { token: setup.tokens.nurse, variables });
    const fieldsOf = (body: unknown) => (body as { errors?: { extensions: { fields?: Record<string, string> } }[] }).errors?.[0]?.extensions.fields;
    const [doneRequest] = await testApp.db.select({ id: guardianRequests.id }).from(guardianRequests).where(eq(guardianRequests.email, done.email));
    const [bouncedRequest] = await testApp.db.select({ id: guardianRequests.id }).from(guardianRequests).where(eq(guardianRequests.email, bounced.email));
    expect(codeOf((await resend({ id: doneRequest!.id })).body as never)).toBe('LINK_USED');
    expect(fieldsOf((await resend({ id: bouncedRequest!.id, email: 'not-an-address' })).body)).toEqual({ email: 'EMAIL_INVALID' });
    expect(fieldsOf((await resend({ id: bouncedRequest!.id, email: pending.email.toUpperCase() })).body)).toEqual({ email: 'CAMPAIGN_GUARDIAN_EXISTS' });
    expect((await resend({ id: bouncedRequest!.id, email: 'Bea.Guardian@Family.test' })).body.errors).toBeUndefined();
    const corrected = await smtp.waitForMail('bea.guardian@family.test');
    expect(await accessFor(tokenFrom(corrected.text), '2012-04-04')).toHaveLength(43);
    const [stored] = await testApp.db.select({ email: guardianRequests.email }).from(guardianRequests).where(eq(guardianRequests.id, bouncedRequest!.id));
    expect(stored!.email).toBe('bea.guardian@family.test');
    expect((await campaignOf(setup.tokens.nurse, created.body.data!.createSeasonCampaign.id)).body.data!.seasonCampaign.standing).toMatchObject({ completed: 1, pending: 2, bounced: 0 });
  });
});

describe("the insurance card's photos", () => {
  it('are re-encoded without their location, named by side, removable before signing, and at most four', async () => {
    const link = await familyWithLink([{ first: 'Vera', birth: '2012-01-02' }]);
    const [vera] = link.students;
    const refused = await uploadCard(link, vera!.id, 'EOB', 'eob.jpg');
    expect(refused.json()).toMatchObject({ error: 'VALIDATION_FAILED', fields: { kind: 'DOCUMENT_KIND_REQUIRED' } });
    const added = (await uploadCard(link, vera!.id, 'INSURANCE_CARD_BACK', 'back.jpg')).json().document as { id: string; kind: string };
    expect(added.kind).toBe('INSURANCE_CARD_BACK');
    const [stored] = await testApp.db.select().from(seasonCardFiles).where(eq(seasonCardFiles.id, added.id));
    const file = await createFileStore(TEST_FILE_KEYS).find(testApp.db, stored!.file_id);
    expect((await sharp(file!.data).metadata()).exif).toBeUndefined();
    const view = (await api('GET', link.token, '/request', { access: link.access })).json().request as { students: { cards: { id: string }[] }[] };
    expect(view.students[0]!.cards.map((card) => card.id)).toEqual([added.id]);
    // another guardian's student
    expect((await uploadCard(link, setup.ids.student, 'INSURANCE_CARD_FRONT', 'x.jpg')).statusCode).toBe(404);

    expect((await api('POST', link.token, `/students/${vera!.id}/cards/remove`, { access: link.access, payload: { document_id: added.id } })).json()).toEqual({ success: true });
    for (let n = 0; n < 4; n += 1) expect((await uploadCard(link, vera!.id, 'INSURANCE_CARD_FRONT', `c${n}.jpg`)).statusCode).toBe(200);
    expect((await uploadCard(link, vera!.id, 'INSURANCE_CARD_FRONT', 'c5.jpg')).json()).toEqual({ error: 'TOO_MANY_DOCUMENTS' });
  });
});

describe('a claim for a student with an authorization on file', () => {
  it('goes to the TPA without waiting, with the signed authorization whose digest is the one kept at signing, and the guardian is told', async () => {
    const link = await familyWithLink([{ first: 'Sara', birth: '2010-08-09' }], 'es');
    const [sara] = link.students;
    expect((await uploadCard(link, sara!.id, 'INSURANCE_CARD_FRONT', 'tarjeta.jpg')).statusCode).toBe(200);
    await api('POST', link.token, `/students/${sara!.id}/sign`, { access: link.access, payload: signature() });
    const [authorization] = await testApp.db.select().from(seasonAuthorizations).where(eq(seasonAuthorizations.student_id, sara!.id));

    const before = smtp.messagesTo(TPA_EMAIL).length;
    const response = await submitClaim(sara!.id, link.email);
    const { claim_id: claimId, claim_number: claimNumber } = response.json() as { claim_id: string; claim_number: number };
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    const mail = await smtp.waitForMail(TPA_EMAIL, before);
    const signed = mail.attachments.find((attachment) => attachment.filename === `claim-${claimNumber}-parent-authorization.pdf`);
    expect(signed).toBeDefined();
    expect(createHash('sha256').update(signed!.content).digest('hex')).toBe(authorization!.document_sha256);
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(expect.arrayContaining([`claim-${claimNumber}-parent-authorization-english.pdf`, 'tarjeta.jpg']));
    // the governing English names the TPAs in English words, the Spanish rendering in Spanish ones
    const signedText = (await pdfText(signed!.content)).replace(/\s+/g, ' ');
    expect(signedText).toContain('released to Acme Claims or Soccer TPA, which administers');
    expect(signedText).toContain('se divulgará a Acme Claims o Soccer TPA, que administra');
    const english = mail.attachments.find((attachment) => attachment.filename === `claim-${claimNumber}-parent-authorization-english.pdf`);
    const englishText = (await pdfText(english!.content)).replace(/\s+/g, ' ');
    expect(englishText).toContain('released to Acme Claims or Soccer TPA, which administers');
    expect(englishText).not.toContain(' o Soccer TPA');
    const claimPdf = await pdfText(mail.attachments[0]!.content);
    expect(claimPdf).toContain('SEASON-1');
    expect(claimPdf).toContain(authorization!.document_sha256);

    const [row] = await testApp.db.select().from(claimSignatures).where(eq(claimSignatures.claim_id, claimId)).then((rows) => rows.filter((signature) => signature.role === 'PARENT'));
    expect(row).toMatchObject({ season_authorization_id: authorization!.id, identified_by: 'SEASON_AUTHORIZATION', document_sha256: authorization!.document_sha256 });
    const notice = await smtp.waitForMail(link.email, 1);
    expect(notice.subject).toContain('autorización registrada');
  });

  it('waits for the parent as before once the guardian revoked it by the same link', async () => {
    const link = await familyWithLink([{ first: 'Tina', birth: '2012-10-11' }]);
    const [tina] = link.students;
    await api('POST', link.token, `/students/${tina!.id}/sign`, { access: link.access, payload: signature() });
    expect((await api('POST', link.token, `/students/${tina!.id}/revoke`, { access: link.access })).json()).toEqual({ success: true });
    expect((await api('POST', link.token, `/students/${tina!.id}/revoke`, { access: link.access })).json()).toEqual({ error: 'NO_AUTHORIZATION_ON_FILE' });
    const view = (await api('GET', link.token, '/request', { access: link.access })).json().request as { students: { on_file: { revoked_on: string | null } }[] };
    expect(view.students[0]!.on_file!.revoked_on).not.toBeNull();

    const response = await submitClaim(tina!.id, 'tina.parent@family.test');
    const [claim] = await testApp.db.select({ status: claims.status }).from(claims).where(eq(claims.id, response.json().claim_id));
    expect(claim!.status).toBe('AWAITING_PARENT');
    await smtp.waitForMail('tina.parent@family.test');
  });
});

describe("insurance on file older than the school's threshold", () => {
  const parentApi = (method: 'GET' | 'POST', token: string, path: string, options: { access?: string; payload?: unknown } = {}) =>
    testApp.app.inject({
      method,
      url: `/v1/parent/${token}${path}`,
      headers: options.access ? { [PARENT_ACCESS_HEADER]: options.access } : {},
      ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    });
  const statusOf = async (claimId: string) => (await testApp.db.select({ status: claims.status }).from(claims).where(eq(claims.id, claimId)))[0]!.status;

  it("is confirmed by the parent through the claim's link while the claim goes, the new signature following as a supplement", async () => {
    clock.set('2026-01-10T15:00:00Z');
    const link = await familyWithLink([{ first: 'Olga', birth: '2011-02-03' }]);
    const [olga] = link.students;
    await api('POST', link.token, `/students/${olga!.id}/sign`, { access: link.access, payload: signature() });
    await testApp.db.update(schools).set({ insurance_confirm_days: 90 }).where(eq(schools.id, setup.ids.school));
    try {
      // 90 days after signing: the guardian is only told the claim went with it
      clock.set('2026-04-10T12:00:00Z');
      const within = (await submitClaim(olga!.id, 'olga.parent@family.test')).json() as { claim_id: string };
      expect(await statusOf(within.claim_id)).not.toBe('AWAITING_PARENT');
      expect(await testApp.db.select().from(parentLinks).where(eq(parentLinks.claim_id, within.claim_id))).toEqual([]);
      expect((await smtp.waitForMail(link.email, 1)).subject).toContain('authorization on file');

      // 91 days: the claim goes all the same, and its own link asks the guardian to confirm the insurance
      clock.set('2026-04-11T12:00:00Z');
      const past = (await submitClaim(olga!.id, 'olga.parent@family.test')).json() as { claim_id: string; claim_number: number };
      expect(await statusOf(past.claim_id)).not.toBe('AWAITING_PARENT');
      const [asked] = await testApp.db.select().from(parentLinks).where(eq(parentLinks.claim_id, past.claim_id));
      expect(asked).toMatchObject({ purpose: 'CONFIRM', email: link.email });
      const confirmMail = await smtp.waitForMail(link.email, 2);
      expect(confirmMail.subject).toContain('confirm');
      expect(confirmMail.text).toContain('was sent with the insurance');
      const token = /\/parent\/([\w-]{43})\b/.exec(confirmMail.text ?? '')?.[1] ?? '';
      await waitForClaimStatus(testApp.db, within.claim_id, 'DELIVERED');
      await waitForClaimStatus(testApp.db, past.claim_id, 'DELIVERED');
      const tpaMails = smtp.messagesTo(TPA_EMAIL).length;
      // reminded on day 3 like any parent's link, with the same request
      clock.set('2026-04-14T13:00:00Z');
      expect(await testApp.app.scheduled.remindParents()).toBe(1);
      const reminder = await smtp.waitForMail(link.email, 3);
      expect(reminder.subject).toBe('Reminder from Lincoln High: please confirm the student\'s insurance for a claim');
      expect(reminder.text).toContain(token);
      // staff send it again: the same request, by a new link; the one before stops working
      const resend = 'mutation ($id: ID!) { sendParentLink(claimId: $id) }';
      expect((await graphql(testApp, resend, { token: setup.tokens.nurse, variables: { id: past.claim_id } })).body.errors).toBeUndefined();
      const again = await smtp.waitForMail(link.email, 4);
      expect(again.subject).toBe('Lincoln High: please confirm the student\'s insurance for a claim');
      const token2 = /\/parent\/([\w-]{43})\b/.exec(again.text ?? '')?.[1] ?? '';
      expect((await parentApi('GET', token, '')).json()).toEqual({ error: 'LINK_EXPIRED', language: 'en' });

      // the page shows the insurance on file, and when it was signed
      const check = await parentApi('POST', token2, '/check', { payload: { birth_date: '2011-02-03' } });
      const access = (check.json() as { access: string }).access;
      const view = (await parentApi('GET', token2, '/claim', { access })).json() as { claim: { on_file: unknown } };
      expect(view.claim.on_file).toMatchObject({ signed_on: '2026-01-10', other_insurance: 'HAS_OTHER', medicaid: 'NO', providers: [{ insurance_member_id: 'SEASON-1' }] });

      const corrected = signature({ providers: [{ is_other_provider: false, insurance_provider_id: setup.ids.insurer, insurance_member_id: 'NEW-2', insurance_group_id: 'G-5' }] });
      expect((await parentApi('POST', token2, '/sign', { access, payload: corrected })).json()).toEqual({ claim_number: past.claim_number });
      // the season's signature stays as the record of what went first; the parent's new one stands
      const signatures = (await testApp.db.select().from(claimSignatures).where(eq(claimSignatures.claim_id, past.claim_id))).filter((row) => row.role === 'PARENT');
      expect(signatures.map((row) => ({ season: row.season_authorization_id !== null, voided: row.voided_at !== null }))).toEqual(
        expect.arrayContaining([
          { season: true, voided: true },
          { season: false, voided: false },
        ]),
      );
      expect(signatures).toHaveLength(2);
      const [claim] = await testApp.db.select({ parent_part: claims.parent_part }).from(claims).where(eq(claims.id, past.claim_id));
      expect(claim!.parent_part!.providers[0]!.insurance_member_id).toBe('NEW-2');
      const history = await testApp.db.select({ changes: claimsChangeLogs.changes_log }).from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, past.claim_id));
      expect(history.map((row) => row.changes?.parent_part)).toContainEqual({ from: 'Gloria Rivera', to: 'Gloria Rivera' });
      const supplement = await smtp.waitForMail(TPA_EMAIL, tpaMails);
      expect(supplement.attachments.map((attachment) => attachment.filename)).toContain(`claim-${past.claim_number}-parent-signed.pdf`);
      // confirmed once: the link is used, and there is nothing left to send again
      expect((await graphql(testApp, resend, { token: setup.tokens.nurse, variables: { id: past.claim_id } })).body.errors?.[0]?.extensions.code).toBe('NOT_AWAITING_PARENT');
      expect((await parentApi('POST', token2, '/check', { payload: { birth_date: '2011-02-03' } })).json()).toEqual({ error: 'LINK_USED', language: 'en' });
      // the authorization on file is the guardian's own, unchanged by the claim's confirmation
      const [onFile] = await testApp.db.select().from(seasonAuthorizations).where(eq(seasonAuthorizations.student_id, olga!.id));
      expect(onFile!.part.providers[0]!.insurance_member_id).toBe('SEASON-1');
    } finally {
      await testApp.db.update(schools).set({ insurance_confirm_days: null }).where(eq(schools.id, setup.ids.school));
    }
  });
});

describe('a guardian of students at two schools', () => {
  it("gets each school's link for that school's students only, and each school sees only its own", async () => {
    const email = 'two.schools@family.test';
    const here = await seedFamily(setup.ids.school, [{ first: 'Uma', birth: '2011-03-03' }], 'en', email);
    const there = await seedFamily(setup.ids.other, [{ first: 'Val', birth: '2012-04-04' }], 'en', email);
    const outsider = setup.tokens.outsider;
    const ours = await createCampaign(setup.tokens.nurse, { schoolId: setup.ids.school, ids: [here.students[0]!.id, there.students[0]!.id] });
    expect(ours.body.data!.createSeasonCampaign).toMatchObject({ guardians: 1, students: 1 });
    const theirs = await createCampaign(outsider, { schoolId: setup.ids.other, all: true });
    expect(theirs.body.data!.createSeasonCampaign.students).toBeGreaterThanOrEqual(1);

    const first = tokenFrom((await smtp.waitForMail(email)).text);
    const second = tokenFrom((await smtp.waitForMail(email, 1)).text);
    const names = async (token: string, birth: string) => {
      const attempt = await api('POST', token, '/check', { payload: { birth_date: birth } });
      if (attempt.statusCode !== 200) return null;
      const view = await api('GET', token, '/request', { access: attempt.json().access });
      return (view.json().request as { school_name: string; students: { first_name: string }[] });
    };
    const views = [await names(first, '2011-03-03'), await names(first, '2012-04-04'), await names(second, '2011-03-03'), await names(second, '2012-04-04')].filter(Boolean);
    expect(views.map((view) => [view!.school_name, view!.students.map((student) => student.first_name)]).sort()).toEqual([
      ['Lincoln High', ['Uma']],
      ['Other High', ['Val']],
    ]);
    const theirCampaign = (await campaignOf(outsider, theirs.body.data!.createSeasonCampaign.id)).body.data!.seasonCampaign;
    expect(theirCampaign.guardians.items.every((row) => row.students === 1)).toBe(true);
  });
});

describe('a campaign of 5,000 guardians', () => {
  it('is queued in one transaction and its e-mails are written in batches, the standing counting them', async () => {
    // Its own database, whose workers do not run: the campaign's job waits, as on a busy server.
    const quiet = await createTestApp({ smtpUrl: smtp.url, runWorkers: false, clock: clock.now });
    const school = await createSchool(quiet.db, { name: 'Big District High' });
    const staff = await createUser(quiet.db, { schoolIds: [school.id] });
    const token = await sessionFor(quiet.db, staff.id);
    const roster = Array.from({ length: 5000 }, (_, index) => ({
      school_id: school.id,
      first_name: `Student${index}`,
      last_name: 'Big',
      gender: 'X' as const,
      date_of_birth: '2011-01-01',
      address_1: '1 Main St',
      city: 'Sacramento',
      state_prov: 'California',
      postal_code: '95814',
      parents_info: { email: `big${index}@family.test` },
    }));
    for (let start = 0; start < roster.length; start += 1000) await quiet.db.insert(students).values(roster.slice(start, start + 1000));

    try {
      const created = await graphql<{ createSeasonCampaign: { id: string; guardians: number } }>(
        quiet,
        'mutation ($schoolId: ID!) { createSeasonCampaign(schoolId: $schoolId, allWithGuardian: true) { id guardians } }',
        { token, variables: { schoolId: school.id } },
      );
      const campaignId = created.body.data!.createSeasonCampaign.id;
      expect(created.body.data!.createSeasonCampaign.guardians).toBe(5000);
      const standing = async () =>
        (await graphql<{ seasonCampaign: { standing: Standing } }>(quiet, 'query ($id: ID!) { seasonCampaign(id: $id) { standing { guardians queued pending } } }', { token, variables: { id: campaignId } })).body.data!
          .seasonCampaign.standing;
      expect(await standing()).toEqual({ guardians: 5000, queued: 0, pending: 5000 });

      // One batch, as the campaign's job runs it.
      const jobs = createJobQueue(quiet.database, quiet.app.log);
      await jobs.start();
      try {
        const transport = createMailTransport({ smtpUrl: smtp.url, from: 'School Claims <no-reply@claims.test>', mailDir: '/nonexistent-data-dir' });
        const mail = createMailService({ db: quiet.db, jobs, transport, log: quiet.app.log, publicUrl: TEST_PUBLIC_URL, retryLimit: 1, orphanGraceMs: 60_000 });
        const signer = createSigner(Buffer.alloc(32, 1));
        const service = createSeasonConsentService({ db: quiet.db, jobs, mail, publicUrl: TEST_PUBLIC_URL, signer, log: quiet.app.log, clock: clock.now, fileStore: createFileStore(TEST_FILE_KEYS) });
        await service.sendCampaignMail({ campaignId });
      } finally {
        await jobs.stop();
      }
      expect(await standing()).toEqual({ guardians: 5000, queued: MAIL_BATCH, pending: 5000 });
      const nextJobs = await quiet.database.jobDatabase.executeSql("select count(*)::int as n from pgboss.job where name = 'campaignMail' and data->>'campaignId' = $1 and state = 'created'", [campaignId]);
      expect((nextJobs.rows[0] as { n: number }).n).toBe(2);
    } finally {
      await quiet.close();
    }
  });
});

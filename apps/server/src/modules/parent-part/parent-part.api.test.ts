import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { toDisplayDate } from '@claims/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimSignatures, claims, claimsChangeLogs, claimsEmailLogs, parentLinks, schools} from '../../db/schema.ts';
import { jpegWithGps } from '../../testing/claim-documents.ts';
import { claimPayload, editPayload, seedClaimSetup, TPA_EMAIL, waitForClaimStatus, type ClaimSetup } from '../../testing/claims.ts';
import { bearer } from '../../testing/fixtures.ts';
import { multipart } from '../../testing/multipart.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, graphql, TEST_FILE_KEYS, type TestApp } from '../../testing/test-app.ts';
import { createFileStore } from '../uploads/file-store.ts';
import { createTestClock } from '../../testing/test-clock.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { PARENT_ACCESS_HEADER } from './parent-part.routes.ts';

let smtp: TestSmtp;
let testApp: TestApp;
let setup: ClaimSetup;
let parentCount = 0;
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

const BIRTH_DATE = '2010-03-04';

const submit = (parentInfo: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids, { parent_info: parentInfo }) } });

// A claim of the setup's school, waiting for its parent, and the link the parent was e-mailed.
async function claimAwaitingParent(language: 'en' | 'es' = 'en') {
  parentCount += 1;
  const email = `parent${parentCount}@family.test`;
  const response = await submit({ first_name: 'Paula', last_name: 'Rivera', email, language });
  expect(response.statusCode).toBe(200);
  const claim = response.json() as { claim_id: string; claim_number: number };
  const mail = await smtp.waitForMail(email);
  const token = /\/parent\/([\w-]{43})\b/.exec(mail.text ?? '')?.[1];
  expect(token).toBeTruthy();
  return { ...claim, email, mail, token: token! };
}

const api = (method: 'GET' | 'POST', token: string, path = '', options: { access?: string; payload?: unknown; headers?: Record<string, string> } = {}) =>
  testApp.app.inject({
    method,
    url: `/v1/parent/${token}${path}`,
    headers: { ...(options.access ? { [PARENT_ACCESS_HEADER]: options.access } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });

async function accessFor(token: string) {
  const response = await api('POST', token, '/check', { payload: { birth_date: BIRTH_DATE } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { access: string }).access;
}

const signature = (values: Record<string, unknown> = {}) => ({
  parent: { first_name: 'Paula', last_name: 'Rivera', email: 'paula@family.test', phone: '916-555-0100' },
  other_insurance: 'HAS_OTHER',
  providers: [{ is_other_provider: false, insurance_provider_id: setup.ids.insurer, insurance_member_id: 'PAR-1', insurance_group_id: 'G-9' }],
  medicaid: 'NO',
  records_consent: true,
  authorization_accepted: true,
  signature_name: 'Paula Rivera',
  intent_accepted: true,
  ...values,
});

// The nurse edits the claim's location, keeping the parent as they were reported.
const editLocation = async (claimId: string, email: string, location: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/v1/claims/${claimId}`,
    headers: bearer(setup.tokens.nurse),
    payload: { data: await editPayload(testApp.db, setup.ids, claimId, { parent_info: { first_name: 'Paula', last_name: 'Rivera', email, language: 'en' }, location_of_injury: location }) },
  });

const emailLogCount = async (claimId: string) =>
  Number((await testApp.db.select({ n: count() }).from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, claimId)))[0]!.n);

describe("a claim of a school whose parents complete their part online", () => {
  it('is refused without the parent\'s e-mail address, and nothing is stored', async () => {
    const [before] = await testApp.db.select({ n: count() }).from(claims);
    const response = await submit({ first_name: 'Paula', last_name: 'Rivera' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'VALIDATION_FAILED', fields: { 'parent_info.email': 'PARENT_EMAIL_REQUIRED' } });
    const [after] = await testApp.db.select({ n: count() }).from(claims);
    expect(after!.n).toBe(before!.n);
  });

  it('waits for the parent, sends nothing to the TPA, and e-mails the parent a link in their language', async () => {
    const { claim_id: claimId, mail } = await claimAwaitingParent('es');
    const [row] = await testApp.db.select({ status: claims.status }).from(claims).where(eq(claims.id, claimId));
    expect(row!.status).toBe('AWAITING_PARENT');
    expect(await emailLogCount(claimId)).toBe(0);
    expect(mail.subject).toContain('complete su parte');
    expect(mail.text).toContain('Maya');
    expect(mail.text).not.toContain('Rivera, Maya');

    const { body } = await graphql<{ claim: { status: string; parent_link: { email: string; opened_at: string | null } } }>(
      testApp,
      'query ($id: ID!) { claim(id: $id) { status parent_link { email opened_at } } }',
      { token: setup.tokens.nurse, variables: { id: claimId } },
    );
    expect(body.data!.claim).toEqual({ status: 'AWAITING_PARENT', parent_link: { email: 'parent1@family.test', opened_at: null } });

    const dashboard = await graphql<{ schoolDashboard: { claims_awaiting_parent: number } }>(testApp, 'query ($id: ID!) { schoolDashboard(schoolId: $id) { claims_awaiting_parent } }', {
      token: setup.tokens.nurse,
      variables: { id: setup.ids.school },
    });
    expect(dashboard.body.data!.schoolDashboard.claims_awaiting_parent).toBe(1);
  });
});

describe("the school's signature", () => {
  it('is signed anew by an edit, the one before kept as void; the claim keeps waiting and nothing goes to the TPA', async () => {
    const { claim_id: claimId, email } = await claimAwaitingParent();
    const edit = await editLocation(claimId, email, 'South field');
    expect(edit.statusCode).toBe(200);
    const signatures = await testApp.db.select().from(claimSignatures).where(eq(claimSignatures.claim_id, claimId));
    expect(signatures.map((row) => [row.role, row.voided_at === null])).toEqual(expect.arrayContaining([['SCHOOL', true], ['SCHOOL', false]]));
    expect(signatures).toHaveLength(2);
    const [row] = await testApp.db.select({ status: claims.status }).from(claims).where(eq(claims.id, claimId));
    expect(row!.status).toBe('AWAITING_PARENT');
    expect(await emailLogCount(claimId)).toBe(0);
  });
});

describe("the parent's link", () => {
  it('answers a tampered or unknown link 404 and tells nothing before the birth date', async () => {
    const { token } = await claimAwaitingParent();
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'short', `${token}x`]) {
      expect((await api('GET', bad)).statusCode).toBe(404);
      expect((await api('POST', bad, '/check', { payload: { birth_date: BIRTH_DATE } })).statusCode).toBe(404);
    }
    const opened = await api('GET', token);
    expect(opened.json()).toEqual({ language: 'en' });
    expect((await api('GET', token, '/claim')).statusCode).toBe(401);
    expect((await api('GET', token, '/claim', { access: 'x'.repeat(43) })).statusCode).toBe(401);
  });

  it('records the first opening', async () => {
    const { claim_id: claimId, token } = await claimAwaitingParent();
    await api('GET', token);
    const [link] = await testApp.db.select().from(parentLinks).where(eq(parentLinks.claim_id, claimId));
    expect(link!.opened_at).toBeInstanceOf(Date);
  });

  it("locks after too many wrong birth dates, and says so in the e-mail's language wherever it is opened", async () => {
    const { token } = await claimAwaitingParent('es');
    for (let attempt = 1; attempt < 5; attempt++) {
      const wrong = await api('POST', token, '/check', { payload: { birth_date: '2011-01-01' } });
      expect(wrong.json()).toEqual({ error: 'VALIDATION_FAILED', fields: { birth_date: 'BIRTH_DATE_MISMATCH' }, tries_left: 5 - attempt });
    }
    for (const birthDate of ['2011-01-01', BIRTH_DATE]) {
      expect((await api('POST', token, '/check', { payload: { birth_date: birthDate } })).json()).toEqual({ error: 'LINK_LOCKED', language: 'es' });
    }
    expect((await api('GET', token)).json()).toEqual({ error: 'LINK_LOCKED', language: 'es' });
  });

  it("stops working once the app's clock passes its date, and is reminded only until then", async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const [school] = await testApp.db.select({ parent_link_days: schools.parent_link_days }).from(schools).where(eq(schools.id, setup.ids.school));
    await testApp.db.update(schools).set({ parent_link_days: 5 }).where(eq(schools.id, setup.ids.school));
    try {
      const sentAt = clock.freeze().getTime();
      const { claim_id: claimId, email, token } = await claimAwaitingParent();
      const expiresAt = sentAt + 5 * DAY;
      const linkNow = async () => (await testApp.db.select().from(parentLinks).where(eq(parentLinks.claim_id, claimId)))[0];
      expect(await linkNow()).toMatchObject({ created_at: new Date(sentAt), expires_at: new Date(expiresAt), reminders_sent: 0 });

      // (other tests' links, sent earlier, may be reminded by the same runs)
      clock.set(sentAt + 3 * DAY);
      await testApp.app.scheduled.remindParents();
      expect(await linkNow()).toMatchObject({ reminders_sent: 1 });
      const reminder = await smtp.waitForMail(email, 1);
      expect(reminder.text).toContain(`/parent/${token}`);
      expect(reminder.text).toContain(toDisplayDate(new Date(expiresAt).toISOString().slice(0, 10)));

      clock.set(expiresAt - 1000);
      expect((await api('GET', token)).json()).toEqual({ language: 'en' });
      const access = await accessFor(token);
      expect((await api('GET', token, '/claim', { access })).statusCode).toBe(200);

      clock.set(expiresAt);
      for (const response of [await api('GET', token), await api('POST', token, '/check', { payload: { birth_date: BIRTH_DATE } }), await api('GET', token, '/claim', { access })]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ error: 'LINK_EXPIRED', language: 'en' });
      }
      // the day-7 reminder is not sent for a link that no longer works
      clock.set(sentAt + 7 * DAY + 1000);
      await testApp.app.scheduled.remindParents();
      expect(await linkNow()).toMatchObject({ reminders_sent: 1 });
      expect(smtp.messagesTo(email)).toHaveLength(2);
    } finally {
      await testApp.db.update(schools).set(school!).where(eq(schools.id, setup.ids.school));
    }
  });

  it("opens one claim only: a page session of one link does not open another's", async () => {
    const first = await claimAwaitingParent();
    const second = await claimAwaitingParent();
    const access = await accessFor(first.token);
    expect((await api('GET', second.token, '/claim', { access })).statusCode).toBe(401);
    expect((await api('POST', second.token, '/sign', { access, payload: signature() })).statusCode).toBe(401);
    const view = await api('GET', first.token, '/claim', { access });
    expect(view.json().claim).toMatchObject({ claim_number: first.claim_number, school_name: 'Lincoln High', student: { first_name: 'Maya', date_of_birth: BIRTH_DATE } });
  });

  it('is replaced by a new one staff send, to a corrected address; others cannot send one', async () => {
    const { claim_id: claimId, token } = await claimAwaitingParent();
    const mutation = 'mutation ($id: ID!, $email: String) { sendParentLink(claimId: $id, email: $email) }';
    const outsider = await graphql(testApp, mutation, { token: setup.tokens.outsider, variables: { id: claimId, email: 'evil@x.test' } });
    expect(outsider.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const sent = await graphql(testApp, mutation, { token: setup.tokens.nurse, variables: { id: claimId, email: 'corrected@family.test' } });
    expect(sent.body.errors).toBeUndefined();
    await smtp.waitForMail('corrected@family.test');
    expect((await api('GET', token)).json()).toEqual({ error: 'LINK_EXPIRED', language: 'en' });
    const history = await testApp.db.select().from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claimId));
    expect(history.map((row) => row.changes_log?.parent_link?.to ?? null)).toContain('corrected@family.test');
  });
});

describe('signing', () => {
  it('refuses an incomplete part with its keys and stores nothing', async () => {
    const { claim_id: claimId, token } = await claimAwaitingParent();
    const access = await accessFor(token);
    const response = await api('POST', token, '/sign', {
      access,
      payload: signature({ other_insurance: 'HAS_OTHER', providers: [], medicaid: null, authorization_accepted: false, signature_name: ' ' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      providers: 'INSURANCE_COMPANY_REQUIRED',
      medicaid: 'MEDICAID_REQUIRED',
      authorization_accepted: 'AUTHORIZATION_REQUIRED',
      signature_name: 'SIGNATURE_REQUIRED',
    });
    const [row] = await testApp.db.select({ status: claims.status, parent_part: claims.parent_part }).from(claims).where(eq(claims.id, claimId));
    expect(row).toEqual({ status: 'AWAITING_PARENT', parent_part: null });
    const signatures = await testApp.db.select({ role: claimSignatures.role }).from(claimSignatures).where(eq(claimSignatures.claim_id, claimId));
    expect(signatures).toEqual([{ role: 'SCHOOL' }]);
  });

  it('sends the claim with both parts, the parent\'s documents and the signed part, whose digest is the stored one', async () => {
    const { claim_id: claimId, claim_number: claimNumber, token } = await claimAwaitingParent();
    const access = await accessFor(token);
    const form = multipart({ kind: 'INSURANCE_CARD_FRONT' }, { name: 'file', filename: 'card.jpg', type: 'image/jpeg', data: await jpegWithGps() });
    const uploaded = await api('POST', token, '/documents', { access, payload: form.payload, headers: form.headers });
    expect(uploaded.statusCode).toBe(200);

    const before = smtp.messagesTo(TPA_EMAIL).length;
    const signed = await api('POST', token, '/sign', { access, payload: signature(), headers: { 'user-agent': 'ParentPhone/1.0' } });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ claim_number: claimNumber });
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    const mail = await smtp.waitForMail(TPA_EMAIL, before);
    expect(smtp.messagesTo(TPA_EMAIL).length).toBe(before + 1);
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`claim-${claimNumber}.pdf`, 'card.jpg', `claim-${claimNumber}-parent-signed.pdf`]);

    const signatures = await testApp.db.select().from(claimSignatures).where(eq(claimSignatures.claim_id, claimId));
    expect(signatures.map(({ role, signer_name, identified_by }) => ({ role, signer_name, identified_by }))).toEqual(
      expect.arrayContaining([
        { role: 'SCHOOL', signer_name: 'Nora Nurse', identified_by: 'SIGNED_IN' },
        { role: 'PARENT', signer_name: 'Paula Rivera', identified_by: 'LINK_AND_BIRTH_DATE' },
      ]),
    );
    const evidence = signatures.find((row) => row.role === 'PARENT');
    expect(evidence!.user_agent).toBe('ParentPhone/1.0');
    const school = signatures.find((row) => row.role === 'SCHOOL')!;
    const schoolFile = await createFileStore(TEST_FILE_KEYS).find(testApp.db, school.document_file_id!);
    expect(createHash('sha256').update(schoolFile!.data).digest('hex')).toBe(school.document_sha256);
    const signedPart = mail.attachments[2]!.content;
    expect(createHash('sha256').update(signedPart).digest('hex')).toBe(evidence!.document_sha256);
    expect(await pdfText(signedPart)).toContain('Paula Rivera');

    const claimPdf = await pdfText(mail.attachments[0]!.content);
    expect(claimPdf).toContain("Parent's part");
    expect(claimPdf).toContain('PAR-1');
    expect(claimPdf).toContain('Certificate of electronic signatures');
    expect(claimPdf).toContain(evidence!.document_sha256);
    expect(claimPdf).toContain('School official: Nora Nurse');
    expect(claimPdf).toContain(school.document_sha256);
    // each signature's agreed texts name every version once
    const agreed = [...claimPdf.matchAll(/Texts agreed to\s+(.*?)\s+IP address/g)].map((match) => match[1]!.split(/,\s*/));
    expect(agreed).toHaveLength(2);
    for (const versions of agreed) expect(versions).toEqual([...new Set(versions)]);

    expect((await api('GET', token)).json()).toEqual({ error: 'LINK_USED', language: 'en' });
    expect((await api('POST', token, '/sign', { access, payload: signature() })).json()).toEqual({ error: 'LINK_USED', language: 'en' });
  });
});

describe('a part signed in Spanish', () => {
  it("goes to the TPA with an unsigned English rendering beside the signed original, and an edit takes both off", async () => {
    const { claim_id: claimId, claim_number: claimNumber, email, token } = await claimAwaitingParent('es');
    const access = await accessFor(token);
    const before = smtp.messagesTo(TPA_EMAIL).length;
    expect((await api('POST', token, '/sign', { access, payload: signature() })).statusCode).toBe(200);
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    const mail = await smtp.waitForMail(TPA_EMAIL, before);
    const signedName = `claim-${claimNumber}-parent-signed.pdf`;
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`claim-${claimNumber}.pdf`, signedName, `claim-${claimNumber}-parent-signed-english.pdf`]);

    const [evidence] = await testApp.db.select().from(claimSignatures).where(eq(claimSignatures.claim_id, claimId)).then((rows) => rows.filter((row) => row.role === 'PARENT'));
    expect(createHash('sha256').update(mail.attachments[1]!.content).digest('hex')).toBe(evidence!.document_sha256);
    expect(evidence!.language).toBe('es');
    const original = await pdfText(mail.attachments[1]!.content);
    expect(original).toContain('Parte del padre o tutor');
    expect(original).not.toContain('Unsigned English rendering');
    const english = (await pdfText(mail.attachments[2]!.content)).replace(/\s+/g, ' ');
    expect(english).toContain(`Parent's part of claim ${claimNumber}`);
    expect(english).toContain(`Unsigned English rendering, for the claims administrator, of the parent's part the parent signed in Spanish. The signed original is ${signedName}`);
    expect(english).toContain('Parent or guardian Paula Rivera');
    expect(english).toContain('PAR-1');
    expect(english).not.toContain('Parte del padre o tutor de la reclamación');

    const edit = await editLocation(claimId, email, 'Tennis courts');
    expect(edit.json()).toMatchObject({ success: true, parent_asked_again: true });
    const updated = await smtp.waitForMail(TPA_EMAIL, before + 1);
    expect(updated.attachments.map((attachment) => attachment.filename)).toEqual([`claim-${claimNumber}.pdf`]);
    const newToken = /\/parent\/([\w-]{43})\b/.exec((await smtp.waitForMail(email, 1)).text ?? '')![1]!;
    const newAccess = await accessFor(newToken);
    expect((await api('GET', newToken, '/claim', { access: newAccess })).json().claim.documents).toEqual([]);
  });
});

describe('an edit after the parent signed', () => {
  it("voids the parent's signature, sends the edit at once without their part, and asks them to sign again; their new part follows as one supplement", async () => {
    const { claim_id: claimId, claim_number: claimNumber, email, token } = await claimAwaitingParent();
    const access = await accessFor(token);
    const form = multipart({ kind: 'EOB' }, { name: 'file', filename: 'eob.jpg', type: 'image/jpeg', data: await jpegWithGps() });
    expect((await api('POST', token, '/documents', { access, payload: form.payload, headers: form.headers })).statusCode).toBe(200);
    const before = smtp.messagesTo(TPA_EMAIL).length;
    expect((await api('POST', token, '/sign', { access, payload: signature() })).statusCode).toBe(200);
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    await smtp.waitForMail(TPA_EMAIL, before);
    const [firstParentSignature] = await testApp.db.select().from(claimSignatures).where(eq(claimSignatures.claim_id, claimId)).then((rows) => rows.filter((row) => row.role === 'PARENT'));

    const edit = await editLocation(claimId, email, 'Baseball diamond');
    expect(edit.json()).toMatchObject({ success: true, parent_asked_again: true });
    const newLinkMail = await smtp.waitForMail(email, 1);
    const newToken = /\/parent\/([\w-]{43})\b/.exec(newLinkMail.text ?? '')![1]!;
    expect(newToken).not.toBe(token);
    expect((await api('GET', token)).json()).toEqual({ error: 'LINK_USED', language: 'en' });

    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    const updated = await smtp.waitForMail(TPA_EMAIL, before + 1);
    expect(updated.subject).toBe(`Updated claim ${claimNumber} from Lincoln High`);
    expect(updated.attachments.map((attachment) => attachment.filename)).toEqual([`claim-${claimNumber}.pdf`, 'eob.jpg']);
    const updatedPdf = await pdfText(updated.attachments[0]!.content);
    expect(updatedPdf).toContain('Baseball diamond');
    expect(updatedPdf).not.toContain('PAR-1');
    expect(updatedPdf).not.toContain(firstParentSignature!.document_sha256);
    const signatures = await testApp.db.select().from(claimSignatures).where(eq(claimSignatures.claim_id, claimId));
    expect(signatures.filter((row) => row.role === 'PARENT').map((row) => row.voided_at === null)).toEqual([false]);
    const [waiting] = await testApp.db.select({ parent_part: claims.parent_part }).from(claims).where(eq(claims.id, claimId));
    expect(waiting!.parent_part).toBeNull();

    const newAccess = await accessFor(newToken);
    const view = await api('GET', newToken, '/claim', { access: newAccess });
    const documents = view.json().claim.documents as { id: string; filename: string; sent: boolean }[];
    expect(documents.map(({ filename, sent }) => ({ filename, sent }))).toEqual([{ filename: 'eob.jpg', sent: true }]);
    const removal = await api('POST', newToken, '/documents/remove', { access: newAccess, payload: { document_id: documents[0]!.id } });
    expect(removal.json()).toEqual({ error: 'DOCUMENT_ALREADY_SENT' });

    expect((await api('POST', newToken, '/sign', { access: newAccess, payload: signature({ providers: [{ ...signature().providers[0], insurance_member_id: 'PAR-2' }] }) })).statusCode).toBe(200);
    const supplement = await smtp.waitForMail(TPA_EMAIL, before + 2);
    expect(supplement.subject).toBe(`Supplemental documents for claim ${claimNumber} from Lincoln High`);
    expect(supplement.attachments.map((attachment) => attachment.filename)).toEqual([`claim-${claimNumber}.pdf`, `claim-${claimNumber}-parent-signed.pdf`]);
    expect(await pdfText(supplement.attachments[0]!.content)).toContain('PAR-2');
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    expect(smtp.messagesTo(TPA_EMAIL).length).toBe(before + 3);
  });

  it('asks nothing of a parent who had not signed: an edit of a claim sent without them keeps their link', async () => {
    const { claim_id: claimId, email, token } = await claimAwaitingParent();
    const sent = await graphql(testApp, 'mutation ($id: ID!, $reason: String!) { sendClaimWithoutParent(claimId: $id, reason: $reason) }', {
      token: setup.tokens.nurse,
      variables: { id: claimId, reason: 'The TPA asked for it' },
    });
    expect(sent.body.errors).toBeUndefined();
    const edit = await editLocation(claimId, email, 'Gym');
    expect(edit.json()).toMatchObject({ success: true, parent_asked_again: false });
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    expect((await api('GET', token)).json()).toEqual({ language: 'en' });
    expect(smtp.messagesTo(email)).toHaveLength(1);
  });
});

describe("sending the school's part without waiting", () => {
  const sendNow = (claimId: string, reason: string, token = setup.tokens.nurse) =>
    graphql(testApp, 'mutation ($id: ID!, $reason: String!) { sendClaimWithoutParent(claimId: $id, reason: $reason) }', { token, variables: { id: claimId, reason } });

  it('needs a reason, then sends the claim and logs why; the parent signing later sends their part as one supplement', async () => {
    const { claim_id: claimId, claim_number: claimNumber, token } = await claimAwaitingParent();
    const access = await accessFor(token);
    const form = multipart({ kind: 'EOB' }, { name: 'file', filename: 'eob.jpg', type: 'image/jpeg', data: await jpegWithGps() });
    expect((await api('POST', token, '/documents', { access, payload: form.payload, headers: form.headers })).statusCode).toBe(200);

    const refused = await sendNow(claimId, '  ');
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reason: 'REASON_REQUIRED' } });
    expect(await emailLogCount(claimId)).toBe(0);

    const before = smtp.messagesTo(TPA_EMAIL).length;
    expect((await sendNow(claimId, 'Parent unreachable; the TPA needs the claim this week')).body.errors).toBeUndefined();
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    const first = await smtp.waitForMail(TPA_EMAIL, before);
    expect(first.subject).toBe(`New claim ${claimNumber} from Lincoln High`);
    expect(first.attachments.map((attachment) => attachment.filename)).toEqual([`claim-${claimNumber}.pdf`, 'eob.jpg']);
    const history = await testApp.db.select().from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claimId));
    expect(history.map((row) => row.changes_log?.sent_without_parent?.to ?? null)).toContain('Parent unreachable; the TPA needs the claim this week');
    expect((await sendNow(claimId, 'again')).body.errors?.[0]?.extensions?.code).toBe('NOT_AWAITING_PARENT');

    expect((await api('POST', token, '/sign', { access, payload: signature() })).statusCode).toBe(200);
    const supplement = await smtp.waitForMail(TPA_EMAIL, before + 1);
    expect(supplement.subject).toBe(`Supplemental documents for claim ${claimNumber} from Lincoln High`);
    expect(supplement.attachments.map((attachment) => attachment.filename)).toEqual([`claim-${claimNumber}.pdf`, `claim-${claimNumber}-parent-signed.pdf`]);
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    expect(smtp.messagesTo(TPA_EMAIL).length).toBe(before + 2);
  });
});

describe('reminders to the parent', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('go on day 3 and day 7, once each, with the same link, and none once the parent signed', async () => {
    const { claim_id: claimId, email, token } = await claimAwaitingParent();
    const [link] = await testApp.db.select().from(parentLinks).where(eq(parentLinks.claim_id, claimId));
    const sentAt = link!.created_at.getTime();
    const remind = (days: number) => {
      clock.set(sentAt + days * DAY + 1000);
      return testApp.app.scheduled.remindParents();
    };
    const mails = () => smtp.messagesTo(email).length;

    await remind(2.9);
    expect(await remind(2.9)).toBe(0);
    expect(mails()).toBe(1);

    await remind(3);
    const reminder = await smtp.waitForMail(email, 1);
    expect(reminder.subject).toContain('Reminder from Lincoln High');
    expect(reminder.text).toContain(`/parent/${token}`);
    await remind(3);
    await remind(6);
    await remind(7);
    await smtp.waitForMail(email, 2);
    await remind(7);
    await remind(12);
    const [after] = await testApp.db.select({ reminders_sent: parentLinks.reminders_sent }).from(parentLinks).where(eq(parentLinks.claim_id, claimId));
    expect(after!.reminders_sent).toBe(2);

    const signed = await claimAwaitingParent();
    const access = await accessFor(signed.token);
    expect((await api('POST', signed.token, '/sign', { access, payload: signature() })).statusCode).toBe(200);
    const [signedLink] = await testApp.db.select().from(parentLinks).where(eq(parentLinks.claim_id, signed.claim_id));
    clock.set(signedLink!.created_at.getTime() + 3 * DAY + 1000);
    expect(await testApp.app.scheduled.remindParents()).toBe(0);
    expect(smtp.messagesTo(signed.email).length).toBe(1);
    expect(mails()).toBe(3);
  });
});

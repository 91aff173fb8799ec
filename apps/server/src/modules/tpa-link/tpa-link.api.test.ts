import { and, count, eq } from 'drizzle-orm';
import { LIMITS } from '@claims/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claims, claimsChangeLogs, claimsEmailLogs, disclosures, mailOutbox, parentLinks, tpaLinks } from '../../db/schema.ts';
import { claimPayload, editPayload, seedClaimSetup, TPA_EMAIL, waitForClaimStatus, type ClaimSetup } from '../../testing/claims.ts';
import { bearer, createUser } from '../../testing/fixtures.ts';
import { createTestApp, graphql, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';
import { createTestClock } from '../../testing/test-clock.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { TPA_REQUEST_MAIL_KIND } from './tpa-link.mail.ts';
import { tpaLinkForEmail } from './tpa-link.service.ts';
import { createSigner } from '../auth/signing.ts';
import { loadSecret } from '../auth/auth.repo.ts';

let smtp: TestSmtp;
let testApp: TestApp;
let setup: ClaimSetup;
let secondNurseEmail: string;
const clock = createTestClock();

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url, clock: clock.now });
  setup = await seedClaimSetup(testApp.db);
  secondNurseEmail = (await createUser(testApp.db, { schoolIds: [setup.ids.school], preferred_language: 'es' })).email_address;
});
afterEach(() => clock.reset());
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const tokenIn = (text: string | undefined) => /\/tpa\/([\w-]{43})\b/.exec(text ?? '')?.[1];

// A claim of the setup's school delivered to the TPA, and the token of the link its e-mail carried.
async function deliveredClaim() {
  const already = smtp.messagesTo(TPA_EMAIL).length;
  const response = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids) } });
  expect(response.statusCode).toBe(200);
  const claim = response.json() as { claim_id: string; claim_number: number };
  await waitForClaimStatus(testApp.db, claim.claim_id, 'DELIVERED');
  // other tests' e-mails to the TPA (an edit's) may come between
  let mail = await smtp.waitForMail(TPA_EMAIL, already);
  for (let seen = already + 1; mail.subject !== `New claim ${claim.claim_number} from Lincoln High`; seen += 1) mail = await smtp.waitForMail(TPA_EMAIL, seen);
  const token = tokenIn(mail.text);
  expect(token).toBeTruthy();
  return { claimId: claim.claim_id, claimNumber: claim.claim_number, token: token! };
}

const open = (token: string) => testApp.app.inject({ method: 'POST', url: `/v1/tpa/${token}/open` });
const report = (token: string, payload: Record<string, unknown>) => testApp.app.inject({ method: 'POST', url: `/v1/tpa/${token}/report`, payload });

const claimRow = async (claimId: string) => (await testApp.db.select().from(claims).where(eq(claims.id, claimId)))[0]!;
const viewRows = (claimId: string) => testApp.db.select().from(disclosures).where(and(eq(disclosures.claim_id, claimId), eq(disclosures.kind, 'TPA_LINK_VIEW')));
// The notices queued for an address: written in the transaction of the report, so counted without waiting.
const requestsQueuedTo = async (address: string) =>
  (
    await testApp.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, TPA_REQUEST_MAIL_KIND), eq(mailOutbox.recipient, address)))
  )[0]!.n;

const nurseClaim = (claimId: string) =>
  graphql<{ claim: { tpa_status: string | null; tpa_claim_number: string | null; tpa_note: string | null; tpa_received_at: string | null; change_logs: { by_tpa: boolean; tpa_reporter: string | null; user_name: string | null; changes_log: { field: string; to: unknown }[] | null }[] } }>(
    testApp,
    'query ($id: ID!) { claim(id: $id) { tpa_status tpa_claim_number tpa_note tpa_received_at change_logs { by_tpa tpa_reporter user_name changes_log { field to } } } }',
    { token: setup.tokens.nurse, variables: { id: claimId } },
  );

describe("the TPA's link in a claim e-mail", () => {
  it('opens the claim it came with, records the first opening as its receipt, and each opening as a disclosure', async () => {
    const { claimId, claimNumber, token } = await deliveredClaim();
    expect((await claimRow(claimId)).tpa_received_at).toBeNull();

    const first = await open(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().claim).toMatchObject({ claim_number: claimNumber, school_name: 'Lincoln High', student_name: 'Maya Rivera', tpa_status: null, reports: [] });
    const receivedAt = (await claimRow(claimId)).tpa_received_at;
    expect(receivedAt).toBeInstanceOf(Date);

    expect((await open(token)).statusCode).toBe(200);
    expect((await claimRow(claimId)).tpa_received_at).toEqual(receivedAt);
    const views = await viewRows(claimId);
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ student_id: setup.ids.student, recipient: TPA_EMAIL, basis: 'SCHOOL_CLAIM', disclosed_by: null });
    const [link] = await testApp.db.select().from(tpaLinks).where(eq(tpaLinks.claim_id, claimId));
    expect(views.every((view) => view.tpa_link_id === link!.id)).toBe(true);

    const { body } = await nurseClaim(claimId);
    expect(body.data!.claim.tpa_received_at).toBe(receivedAt!.toISOString());
    // the student's record names who saw it: the TPA, not a parent
    const record = await testApp.app.inject({ method: 'GET', url: `/v1/students/${setup.ids.student}/disclosures.csv`, headers: bearer(setup.tokens.nurse) });
    expect(record.body.split('\r\n').filter((line) => line.includes('TPA_LINK_VIEW') && line.includes('The TPA, by its link'))).toHaveLength(2);
  });

  it("takes the TPA's claim number and an information request, shows them to the school, and notifies the school's users and the parent once per request", async () => {
    const { claimId, token } = await deliveredClaim();
    await testApp.db.insert(parentLinks).values({ claim_id: claimId, token_hash: `hash-${claimId}`, email: 'parent@family.test', language: 'es', expires_at: new Date(Date.now() + 86_400_000) });
    const before = { second: smtp.messagesTo(secondNurseEmail).length, parent: smtp.messagesTo('parent@family.test').length };

    const requested = await report(token, { status: 'INFORMATION_REQUESTED', tpa_claim_number: 'AX-778', note: 'Itemized bill from the urgent care', reporter_name: 'Dana Adjuster' });
    expect(requested.statusCode).toBe(200);
    expect(requested.json().report).toMatchObject({ tpa_status: 'INFORMATION_REQUESTED', tpa_claim_number: 'AX-778', tpa_note: 'Itemized bill from the urgent care' });
    expect(await smtp.waitForMail(secondNurseEmail, before.second)).toMatchObject({ subject: expect.stringContaining('solicita información') });
    const parentMail = await smtp.waitForMail('parent@family.test', before.parent);
    expect(parentMail.text).toContain('Itemized bill from the urgent care');
    expect(parentMail.text).toContain('AX-778');

    const { body } = await nurseClaim(claimId);
    expect(body.data!.claim).toMatchObject({ tpa_status: 'INFORMATION_REQUESTED', tpa_claim_number: 'AX-778', tpa_note: 'Itemized bill from the urgent care' });
    const [newest] = body.data!.claim.change_logs;
    expect(newest).toMatchObject({ by_tpa: true, tpa_reporter: 'Dana Adjuster', user_name: null });
    expect(newest!.changes_log).toEqual(
      expect.arrayContaining([
        { field: 'tpa_status', to: 'INFORMATION_REQUESTED' },
        { field: 'tpa_claim_number', to: 'AX-778' },
      ]),
    );

    // the same form sent again is no new request: no history row, no second notice
    const logsBefore = (await testApp.db.select().from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claimId))).length;
    expect((await report(token, { status: 'INFORMATION_REQUESTED', tpa_claim_number: 'AX-778', note: 'Itemized bill from the urgent care' })).statusCode).toBe(200);
    expect((await testApp.db.select().from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claimId))).length).toBe(logsBefore);

    // the close is no request: it reaches nobody
    const closed = await report(token, { status: 'CLOSED_PAID', tpa_claim_number: 'AX-778' });
    expect(closed.json().report).toMatchObject({ tpa_status: 'CLOSED_PAID', tpa_note: null });
    expect(await requestsQueuedTo(secondNurseEmail)).toBe(1);
    expect(await requestsQueuedTo('parent@family.test')).toBe(1);

    // a changed list of what is missing is a new request
    await report(token, { status: 'INFORMATION_REQUESTED', tpa_claim_number: 'AX-778', note: 'The EOB of the primary insurer' });
    expect(await requestsQueuedTo(secondNurseEmail)).toBe(2);
  });

  it('lets the school filter its list on what the TPA reported and shows the TPA claim number there', async () => {
    const { claimId, token } = await deliveredClaim();
    await report(token, { status: 'CLOSED_DENIED', tpa_claim_number: '=DN-1', note: 'Not a school activity' });
    const list = await graphql<{ claims: { items: { id: string; tpa_status: string; tpa_claim_number: string }[] } }>(
      testApp,
      'query ($school: ID!) { claims(schoolId: $school, tpaStatus: CLOSED_DENIED) { items { id tpa_status tpa_claim_number } } }',
      { token: setup.tokens.nurse, variables: { school: setup.ids.school } },
    );
    expect(list.body.data!.claims.items).toEqual([{ id: claimId, tpa_status: 'CLOSED_DENIED', tpa_claim_number: '=DN-1' }]);
    const csv = await testApp.app.inject({ method: 'GET', url: `/v1/claims/export.csv?schoolId=${setup.ids.school}&tpaStatus=CLOSED_DENIED`, headers: bearer(setup.tokens.nurse) });
    expect(csv.body).toContain('Closed, denied');
    // the TPA typed it: a spreadsheet must not run it as a formula
    expect(csv.body).toContain("'=DN-1");
  });

  it('queues one notice for two identical requests sent at once', async () => {
    const { token } = await deliveredClaim();
    const before = await requestsQueuedTo(secondNurseEmail);
    const request = { status: 'INFORMATION_REQUESTED', note: 'The EOB' };
    const answers = await Promise.all([report(token, request), report(token, request)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await requestsQueuedTo(secondNurseEmail)).toBe(before + 1);
  });

  it('is the same link on every try of its e-mail, and stops working once the claim goes to another TPA, whose report starts empty', async () => {
    const { claimId, token } = await deliveredClaim();
    const [emailLog] = await testApp.db.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, claimId));
    const again = await tpaLinkForEmail(testApp.db, { signer: createSigner(await loadSecret(testApp.db, 'url-signing')), publicUrl: TEST_PUBLIC_URL }, emailLog!);
    expect(again.url).toBe(`${TEST_PUBLIC_URL}/tpa/${token}`);
    expect(await testApp.db.select().from(tpaLinks).where(eq(tpaLinks.claim_id, claimId))).toHaveLength(1);

    await report(token, { status: 'RECEIVED', tpa_claim_number: 'OLD-1' });
    const moved = await testApp.app.inject({
      method: 'POST',
      url: `/v1/claims/${claimId}`,
      headers: bearer(setup.tokens.nurse),
      payload: { data: await editPayload(testApp.db, setup.ids, claimId, { school_third_party_administrator_id: setup.ids.soccerOnlyLink }) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await claimRow(claimId)).toMatchObject({ tpa_status: null, tpa_claim_number: null, tpa_received_at: null });
    // revoked, it answers as an unknown link does
    for (const answer of [await open(token), await report(token, { status: 'CLOSED_PAID' })]) expect([answer.statusCode, answer.json()]).toEqual([404, { error: 'NOT_FOUND' }]);
    const { body } = await nurseClaim(claimId);
    expect(body.data!.claim.change_logs[0]!.changes_log).toEqual(expect.arrayContaining([{ field: 'tpa_claim_number', to: null }]));
  });

  it('refuses a request without what is missing and a denial without its reason, changing nothing', async () => {
    const { claimId, token } = await deliveredClaim();
    const missing = await report(token, { status: 'INFORMATION_REQUESTED', note: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'VALIDATION_FAILED', fields: { note: 'TPA_NOTE_REQUIRED' } });
    const denied = await report(token, { status: 'CLOSED_DENIED', tpa_claim_number: 'x'.repeat(51) });
    expect(denied.json()).toEqual({ error: 'VALIDATION_FAILED', fields: { note: 'TPA_DENIAL_REASON_REQUIRED', tpa_claim_number: 'TPA_CLAIM_NUMBER_MAX' } });
    expect(await claimRow(claimId)).toMatchObject({ tpa_status: null, tpa_claim_number: null, tpa_reported_at: null });
  });

  it('reaches its own claim only, and nothing once expired, tampered with, or its claim deleted, answering all of these alike', async () => {
    const first = await deliveredClaim();
    const second = await deliveredClaim();
    await report(first.token, { status: 'RECEIVED', tpa_claim_number: 'ONE' });
    expect(await claimRow(second.claimId)).toMatchObject({ tpa_status: null, tpa_claim_number: null });

    const tampered = `${first.token.slice(0, -1)}${first.token.endsWith('A') ? 'B' : 'A'}`;
    const unknown = await open(tampered);
    expect(unknown.statusCode).toBe(404);
    expect((await report('not-a-token', { status: 'RECEIVED' })).statusCode).toBe(404);

    // made on the app's clock, and expired by it: a second before its end the link still opens
    const [link] = await testApp.db.select({ expires_at: tpaLinks.expires_at }).from(tpaLinks).where(eq(tpaLinks.claim_id, first.claimId));
    expect(link!.expires_at.getTime() - Date.now()).toBeGreaterThan((LIMITS.TPA_LINK_DAYS - 1) * 86_400_000);
    clock.set(link!.expires_at.getTime() - 1000);
    expect((await open(first.token)).statusCode).toBe(200);
    clock.set(link!.expires_at);
    // past its date, it answers as an unknown link does: no answer tells that a token was ever real
    for (const expired of [await open(first.token), await report(first.token, { status: 'CLOSED_PAID' })]) {
      expect([expired.statusCode, expired.json(), expired.headers['content-type']]).toEqual([unknown.statusCode, unknown.json(), unknown.headers['content-type']]);
    }
    expect(await claimRow(first.claimId)).toMatchObject({ tpa_status: 'RECEIVED' });
    // the opening before the end only
    expect(await viewRows(first.claimId)).toHaveLength(1);

    await testApp.db.update(claims).set({ deleted_at: new Date() }).where(eq(claims.id, second.claimId));
    expect((await open(second.token)).statusCode).toBe(404);
    expect((await report(second.token, { status: 'RECEIVED' })).statusCode).toBe(404);
  });
});

describe("a TPA's information requests", () => {
  const changeLogCount = async (claimId: string) => (await testApp.db.select().from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claimId))).length;

  it("takes one at a time: the next waits for the school's answer, and a refusal changes nothing and e-mails no one", async () => {
    const { claimId, token } = await deliveredClaim();
    const before = await requestsQueuedTo(secondNurseEmail);
    expect((await report(token, { status: 'INFORMATION_REQUESTED', note: 'The itemized bill' })).statusCode).toBe(200);
    const logs = await changeLogCount(claimId);

    const again = await report(token, { status: 'INFORMATION_REQUESTED', note: 'Pay the fee at https://evil.example' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'TPA_REQUEST_PENDING' });
    expect(await claimRow(claimId)).toMatchObject({ tpa_status: 'INFORMATION_REQUESTED', tpa_note: 'The itemized bill' });
    expect(await changeLogCount(claimId)).toBe(logs);
    expect(await requestsQueuedTo(secondNurseEmail)).toBe(before + 1);
    // what is not a new request still goes through
    expect((await report(token, { status: 'INFORMATION_REQUESTED', note: 'The itemized bill', tpa_claim_number: 'AX-9' })).statusCode).toBe(200);

    // the school answers by sending the claim again: a follow-up question is a new request
    expect((await testApp.app.inject({ method: 'POST', url: `/v1/claims/${claimId}/resend-email`, headers: bearer(setup.tokens.nurse) })).statusCode).toBe(200);
    const followUp = await report(token, { status: 'INFORMATION_REQUESTED', note: 'The bill is for another date: the one of the injury' });
    expect(followUp.statusCode).toBe(200);
    expect(await requestsQueuedTo(secondNurseEmail)).toBe(before + 2);
  });

  it('takes a few a day for a claim however its status goes back and forth, and e-mails them without a live link', async () => {
    const { claimId, token } = await deliveredClaim();
    const before = await requestsQueuedTo(secondNurseEmail);
    for (const note of ['The EOB', 'The bill', 'The X-ray report at www.evil.example']) {
      expect((await report(token, { status: 'INFORMATION_REQUESTED', note })).statusCode).toBe(200);
      expect((await report(token, { status: 'RECEIVED' })).statusCode).toBe(200);
    }
    const logs = await changeLogCount(claimId);
    const fourth = await report(token, { status: 'INFORMATION_REQUESTED', note: 'One more thing' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ error: 'TPA_REQUESTS_PER_DAY' });
    expect(await claimRow(claimId)).toMatchObject({ tpa_status: 'RECEIVED', tpa_note: null });
    expect(await changeLogCount(claimId)).toBe(logs);
    expect(await requestsQueuedTo(secondNurseEmail)).toBe(before + 3);

    let seen = 0;
    let notice = await smtp.waitForMail(secondNurseEmail, seen);
    while (!notice.text?.includes('X-ray')) notice = await smtp.waitForMail(secondNurseEmail, ++seen);
    for (const body of [notice.text, String(notice.html)]) {
      expect(body).not.toContain('www.evil.example');
      expect(body).toContain('www[.]evil[.]example');
    }
  });
});

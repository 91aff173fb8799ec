import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { claimsChangeLogs, claimsEmailLogs, guardianRequests, guardianRequestStudents, seasonCampaigns, students, tpaLinks, usersSchools } from './db/schema.ts';
import { insertPasswordToken, loadSecret } from './modules/auth/auth.repo.ts';
import { hashToken, newToken } from './modules/auth/secrets.ts';
import { createSigner } from './modules/auth/signing.ts';
import { bundleUrl } from './modules/claim-documents/claim-documents.bundle.ts';
import { insertLink } from './modules/parent-part/parent-part.repo.ts';
import { saveCoachInvitation } from './modules/users/users.repo.ts';
import { pdfDocument } from './testing/claim-documents.ts';
import { insertClaim, seedClaimSetup, type ClaimSetup } from './testing/claims.ts';
import { bearer, createUser } from './testing/fixtures.ts';
import { multipart } from './testing/multipart.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './testing/test-app.ts';
import { createTestDatabase } from './testing/test-database.ts';

// A public link's request starts across schools and, once its token names its record, acts for that
// record's school alone (ADR 051). Each request here is watched as its answer goes out: a query that
// forgets its school filter (every student's school) then sees only the link's school.

let database: Database;
let testApp: TestApp;
let setup: ClaimSetup;
let everySchool: string[];
let seen: string[][] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await createTestApp({
    database,
    beforeReady: (app) =>
      app.addHook('onSend', async () => {
        const rows = await database.db.selectDistinct({ school_id: students.school_id }).from(students);
        seen.push(rows.map((row) => row.school_id).sort());
      }),
  });
  setup = await seedClaimSetup(testApp.db);
  everySchool = (await testApp.db.selectDistinct({ school_id: students.school_id }).from(students)).map((row) => row.school_id).sort();
});
afterAll(async () => {
  await testApp.close();
  await database.close();
});

// The answer, and the schools the forgetful query saw during that request.
async function watched(send: () => Promise<LightMyRequestResponse>) {
  seen = [];
  const response = await send();
  return { status: response.statusCode, schools: seen };
}

const ourClaim = (status: 'AWAITING_PARENT' | 'DELIVERED') =>
  insertClaim(testApp.db, { school_id: setup.ids.school, schools_third_party_administrator_id: setup.ids.link, student_id: setup.ids.student, user_id: setup.users.nurse, status });

const inOneDay = () => new Date(Date.now() + 86_400_000);

async function deliveredEmail() {
  const claim = await ourClaim('DELIVERED');
  const [changeLog] = await testApp.db.select({ id: claimsChangeLogs.id }).from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claim.id));
  const [emailLog] = await testApp.db.insert(claimsEmailLogs).values({ claim_id: claim.id, claims_change_log_id: changeLog!.id, status: 'DELIVERED', recipient: 'claims@tpa.test' }).returning();
  return { claim, emailLog: emailLog! };
}

describe('a public link acts for its own school once its token is resolved', () => {
  it('sees every school while a token names nothing, which the watch would show of a link left across schools', async () => {
    expect(everySchool).toEqual([setup.ids.school, setup.ids.other].sort());
    expect(await watched(() => testApp.app.inject({ method: 'GET', url: `/v1/parent/${newToken()}` }))).toEqual({ status: 404, schools: [everySchool] });
  });

  it("a parent's link: opening it, the birth date checked in the route's own hook, the claim read with the page session, a document sent", async () => {
    const claim = await ourClaim('AWAITING_PARENT');
    const token = newToken();
    await insertLink(testApp.db, { claim_id: claim.id, token_hash: hashToken(token), email: 'parent@family.test', language: 'en', expires_at: inOneDay() });
    const ours = { status: 200, schools: [[setup.ids.school]] };

    expect(await watched(() => testApp.app.inject({ method: 'GET', url: `/v1/parent/${token}` }))).toEqual(ours);
    let access = '';
    expect(
      await watched(async () => {
        const checked = await testApp.app.inject({ method: 'POST', url: `/v1/parent/${token}/check`, payload: { birth_date: '2010-03-04' } });
        access = (checked.json() as { access: string }).access;
        return checked;
      }),
    ).toEqual(ours);
    const view = await watched(() => testApp.app.inject({ method: 'GET', url: `/v1/parent/${token}/claim`, headers: { 'x-parent-access': access } }));
    expect(view).toEqual(ours);
    // a document, whose link is resolved while the form is read, and again in the transaction storing it
    const form = multipart({ kind: 'EOB' }, { name: 'file', filename: 'bill.pdf', type: 'application/pdf', data: await pdfDocument() });
    expect(await watched(() => testApp.app.inject({ method: 'POST', url: `/v1/parent/${token}/documents`, headers: { 'x-parent-access': access, ...form.headers }, payload: form.payload }))).toEqual(ours);
  });

  it("a guardian's season link: opening it and reading the request", async () => {
    const [campaign] = await testApp.db.insert(seasonCampaigns).values({ school_id: setup.ids.school }).returning();
    const token = newToken();
    const [request] = await testApp.db
      .insert(guardianRequests)
      .values({ campaign_id: campaign!.id, school_id: setup.ids.school, email: 'guardian@family.test', language: 'en', token_hash: hashToken(token), expires_at: inOneDay() })
      .returning();
    await testApp.db.insert(guardianRequestStudents).values({ request_id: request!.id, student_id: setup.ids.student });
    const ours = { status: 200, schools: [[setup.ids.school]] };

    expect(await watched(() => testApp.app.inject({ method: 'GET', url: `/v1/guardian/${token}` }))).toEqual(ours);
    const checked = await testApp.app.inject({ method: 'POST', url: `/v1/guardian/${token}/check`, payload: { birth_date: '2010-03-04' } });
    const access = (checked.json() as { access: string }).access;
    expect(await watched(() => testApp.app.inject({ method: 'GET', url: `/v1/guardian/${token}/request`, headers: { 'x-parent-access': access } }))).toEqual(ours);
  });

  it("a TPA's link, whose token is resolved inside the transaction that opens it", async () => {
    const { claim, emailLog } = await deliveredEmail();
    const token = newToken();
    await testApp.db.insert(tpaLinks).values({ claim_id: claim.id, email_log_id: emailLog.id, token_hash: hashToken(token), expires_at: inOneDay() });
    const ours = { status: 200, schools: [[setup.ids.school]] };

    expect(await watched(() => testApp.app.inject({ method: 'POST', url: `/v1/tpa/${token}/open` }))).toEqual(ours);
    expect(await watched(() => testApp.app.inject({ method: 'POST', url: `/v1/tpa/${token}/report`, payload: { status: 'RECEIVED' } }))).toEqual(ours);
  });

  it("a PDF token acts for the schools of the session it was made for, and a documents link for its e-mail's school", async () => {
    const claim = await ourClaim('DELIVERED');
    const minted = await testApp.app.inject({ method: 'GET', url: `/v1/claims/jwt-pdf/${claim.id}`, headers: bearer(setup.tokens.nurse) });
    const pdfToken = (minted.json() as { token: string }).token;
    expect(await watched(() => testApp.app.inject({ method: 'GET', url: `/v1/pdf/claim?jwt=${encodeURIComponent(pdfToken)}` }))).toEqual({ status: 200, schools: [[setup.ids.school]] });

    // an e-mail that carried no documents: found, then answered as any link that is not valid
    const { emailLog } = await deliveredEmail();
    const url = new URL(bundleUrl(createSigner(await loadSecret(testApp.db, 'url-signing')), TEST_PUBLIC_URL, emailLog.id));
    expect(await watched(() => testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` }))).toEqual({ status: 404, schools: [[setup.ids.school]] });
  });

  it("a coach's invitation, accepted in the transaction that finds it", async () => {
    const coach = await createUser(testApp.db, { type: 'coach' });
    const token = newToken();
    const tokenId = await insertPasswordToken(testApp.db, { user_id: coach.id, purpose: 'invite', token_hash: hashToken(token), expires_at: inOneDay() });
    await saveCoachInvitation(testApp.db, { school_id: setup.ids.school, user_id: coach.id, email_address: coach.email_address, first_name: 'Casey', last_name: 'Cole', token_id: tokenId });

    expect(await watched(() => testApp.app.inject({ method: 'POST', url: '/v1/auth/accept-invitation', payload: { token } }))).toEqual({ status: 200, schools: [[setup.ids.school]] });
    // the coach joined the school, in its scope
    expect(await testApp.db.select({ school_id: usersSchools.school_id }).from(usersSchools).where(eq(usersSchools.user_id, coach.id))).toEqual([{ school_id: setup.ids.school }]);
  });
});

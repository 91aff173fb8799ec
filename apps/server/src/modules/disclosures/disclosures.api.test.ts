import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, disclosures } from '../../db/schema.ts';
import { pdfDocument, uploadedDocument } from '../../testing/claim-documents.ts';
import { claimPayload, seedClaimSetup, TPA_EMAIL, waitForClaimStatus, type ClaimSetup } from '../../testing/claims.ts';
import { bearer } from '../../testing/fixtures.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';

let smtp: TestSmtp;
let testApp: TestApp;
let setup: ClaimSetup;

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url });
  setup = await seedClaimSetup(testApp.db);
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const rowsOfClaim = (claimId: string) => testApp.db.select().from(disclosures).where(eq(disclosures.claim_id, claimId)).orderBy(disclosures.disclosed_at);

const DISCLOSURES = `query ($id: ID!) { studentDisclosures(studentId: $id) { total items { claim_number recipient kind items disclosed_by_name basis } } }`;

describe("a student's disclosure record", () => {
  it('holds exactly one row per e-mail the TPA received: the claim, a supplement, a resend; a deleted claim keeps its rows', async () => {
    const submitted = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids) } });
    const { claim_id: claimId, claim_number: claimNumber } = submitted.json() as { claim_id: string; claim_number: number };
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    await expect.poll(async () => (await rowsOfClaim(claimId)).length).toBe(1);

    await uploadedDocument(testApp, setup.tokens.nurse, { school_id: setup.ids.school, kind: 'ITEMIZED_BILL', claim_id: claimId }, { filename: 'bill.pdf', data: await pdfDocument() });
    await expect.poll(async () => (await rowsOfClaim(claimId)).length).toBe(2);
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');

    const resend = await testApp.app.inject({ method: 'POST', url: `/v1/claims/${claimId}/resend-email`, headers: bearer(setup.tokens.nurse) });
    expect(resend.statusCode).toBe(200);
    await expect.poll(async () => (await rowsOfClaim(claimId)).length).toBe(3);
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    expect(smtp.messagesTo(TPA_EMAIL).filter((mail) => mail.subject?.includes(String(claimNumber)))).toHaveLength(3);

    const rows = await rowsOfClaim(claimId);
    expect(rows.map(({ kind, recipient, basis, student_id, disclosed_by }) => ({ kind, recipient, basis, student_id, disclosed_by }))).toEqual(
      ['CLAIM', 'SUPPLEMENT', 'RESEND'].map((kind) => ({ kind, recipient: TPA_EMAIL, basis: 'SCHOOL_CLAIM', student_id: setup.ids.student, disclosed_by: setup.users.nurse })),
    );
    expect(rows[1]!.items).toEqual([`Claim form (claim-${claimNumber}.pdf)`, 'Itemized bill (bill.pdf)']);

    await testApp.db.update(claims).set({ deleted_at: new Date() }).where(eq(claims.id, claimId));
    const listed = await graphql<{ studentDisclosures: { total: number; items: { claim_number: number; kind: string; disclosed_by_name: string | null }[] } }>(testApp, DISCLOSURES, {
      token: setup.tokens.nurse,
      variables: { id: setup.ids.student },
    });
    const ofThisClaim = listed.body.data!.studentDisclosures.items.filter((item) => item.claim_number === claimNumber);
    expect(ofThisClaim.map(({ kind, disclosed_by_name }) => ({ kind, disclosed_by_name }))).toEqual([
      { kind: 'RESEND', disclosed_by_name: 'Nora Nurse' },
      { kind: 'SUPPLEMENT', disclosed_by_name: 'Nora Nurse' },
      { kind: 'CLAIM', disclosed_by_name: 'Nora Nurse' },
    ]);

    const csv = await testApp.app.inject({ method: 'GET', url: `/v1/students/${setup.ids.student}/disclosures.csv`, headers: bearer(setup.tokens.nurse) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Disclosed at,Claim number,Recipient,Sent as,What was disclosed,By,Basis');
    expect(lines.filter((line) => line.includes(`,${claimNumber},`))).toHaveLength(3);
    expect(csv.body).toContain(`Claim form (claim-${claimNumber}.pdf); Itemized bill (bill.pdf)`);
  });

  it('is rebuilt by its migration from the e-mails delivered before it existed, row for row', async () => {
    const written = async () =>
      (await testApp.db.select().from(disclosures).where(eq(disclosures.student_id, setup.ids.student)))
        .map(({ email_log_id, kind, items, recipient, disclosed_at, disclosed_by, basis }) => ({ email_log_id, kind, items, recipient, disclosed_at, disclosed_by, basis }))
        .sort((a, b) => a.email_log_id!.localeCompare(b.email_log_id!));
    const byDelivery = await written();
    expect(byDelivery.length).toBeGreaterThanOrEqual(3);
    const migration = fs.readFileSync(new URL('../../../drizzle/0019_disclosures.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    await testApp.db.delete(disclosures);
    await testApp.db.execute(sql.raw(backfill));
    expect(await written()).toEqual(byDelivery);
  });

  it("is read by the student's school and admins only", async () => {
    const outsider = await graphql(testApp, DISCLOSURES, { token: setup.tokens.outsider, variables: { id: setup.ids.student } });
    expect(outsider.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const csv = await testApp.app.inject({ method: 'GET', url: `/v1/students/${setup.ids.student}/disclosures.csv`, headers: bearer(setup.tokens.outsider) });
    expect(csv.statusCode).toBe(403);
    const submitted = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids) } });
    const { claim_id: claimId } = submitted.json() as { claim_id: string };
    await expect.poll(async () => (await rowsOfClaim(claimId)).length).toBe(1);
    const total = async (token: string) =>
      (await graphql<{ studentDisclosures: { total: number } }>(testApp, DISCLOSURES, { token, variables: { id: setup.ids.student } })).body.data!.studentDisclosures.total;
    const all = (await testApp.db.select().from(disclosures).where(eq(disclosures.student_id, setup.ids.student))).length;
    expect(await total(setup.tokens.admin)).toBe(all);
    expect(await total(setup.tokens.nurse)).toBe(all);
  });
});

import { and, desc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDocuments, claimsEmailLogs, schoolsThirdPartyAdministrators, thirdPartyAdministrators } from '../../db/schema.ts';
import { jpegWithGps, pdfDocument, uploadDocument, uploadedDocument, type UploadFields } from '../../testing/claim-documents.ts';
import { claimPayload, seedClaimSetup, TPA_EMAIL, waitForClaimStatus, type ClaimSetup } from '../../testing/claims.ts';
import { bearer } from '../../testing/fixtures.ts';
import { createTestApp, graphql, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { loadSecret } from '../auth/auth.repo.ts';
import { createSigner } from '../auth/signing.ts';
import { bundleUrl } from './claim-documents.bundle.ts';

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

const draft = (kind: string, file: { filename: string; data: Buffer }, values: UploadFields = {}) =>
  uploadedDocument(testApp, setup.tokens.nurse, { school_id: setup.ids.school, kind, ...values }, file);

async function deliveredClaim(documentIds: string[]) {
  const before = smtp.messagesTo(TPA_EMAIL).length;
  const response = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids, { document_ids: documentIds }) } });
  expect(response.statusCode).toBe(200);
  const claim = response.json() as { claim_id: string; claim_number: number };
  await waitForClaimStatus(testApp.db, claim.claim_id, 'DELIVERED');
  return { ...claim, mail: await smtp.waitForMail(TPA_EMAIL, before) };
}

// The TPA of the setup's link takes at most this much in documents per e-mail, for one test.
async function withAttachmentLimit<T>(bytes: number, run: () => Promise<T>) {
  const [link] = await testApp.db.select().from(schoolsThirdPartyAdministrators).where(eq(schoolsThirdPartyAdministrators.id, setup.ids.link));
  const tpa = eq(thirdPartyAdministrators.id, link!.third_party_administrator_id);
  const [row] = await testApp.db.select({ before: thirdPartyAdministrators.max_attachment_bytes }).from(thirdPartyAdministrators).where(tpa);
  const { before } = row!;
  await testApp.db.update(thirdPartyAdministrators).set({ max_attachment_bytes: bytes }).where(tpa);
  try {
    return await run();
  } finally {
    await testApp.db.update(thirdPartyAdministrators).set({ max_attachment_bytes: before }).where(tpa);
  }
}

const newestEmailLog = async (claimId: string) =>
  (await testApp.db.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, claimId)).orderBy(desc(claimsEmailLogs.created_at)).limit(1))[0]!;

describe('a claim e-mail with documents', () => {
  it('attaches the claim PDF and every document of the claim; the claim view then shows them sent', async () => {
    const bill = await draft('ITEMIZED_BILL', { filename: 'bill.pdf', data: pdfDocument() });
    const photo = await draft('PHOTO', { filename: 'knee.jpg', data: await jpegWithGps() });
    const { claim_id: claimId, claim_number: claimNumber, mail } = await deliveredClaim([bill.id, photo.id]);

    expect(mail.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
      [`claim-${claimNumber}.pdf`, 'application/pdf'],
      ['bill.pdf', 'application/pdf'],
      ['knee.jpg', 'image/jpeg'],
    ]);
    expect(mail.attachments[1]!.content.equals(pdfDocument())).toBe(true);
    expect(mail.text).toContain('Documents attached (2):\n- Itemized bill (bill.pdf)\n- Photo (knee.jpg)');

    const { body } = await graphql<{ claim: { documents: { id: string; sent: boolean }[] } }>(testApp, 'query ($id: ID!) { claim(id: $id) { documents { id sent } } }', {
      token: setup.tokens.nurse,
      variables: { id: claimId },
    });
    expect(body.data!.claim.documents).toEqual([
      { id: bill.id, sent: true },
      { id: photo.id, sent: true },
    ]);
  });

  it('sends one expiring link to a zip of the documents when together they are more than the TPA takes', async () => {
    const first = await draft('ITEMIZED_BILL', { filename: 'bill.pdf', data: pdfDocument('first') });
    const second = await draft('PAID_RECEIPT', { filename: 'bill.pdf', data: pdfDocument('second') });
    const { claim_id: claimId, claim_number: claimNumber, mail } = await withAttachmentLimit(pdfDocument('first').length, () => deliveredClaim([first.id, second.id]));

    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`claim-${claimNumber}.pdf`]);
    const link = new RegExp(`${TEST_PUBLIC_URL}/v1/claim-documents/bundle/\\S+`).exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(mail.text).toContain('within 30 days');
    const url = new URL(link!);
    const download = await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="claim-${claimNumber}-documents.zip"`);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(files)).toEqual(['bill.pdf', 'bill (2).pdf']);
    expect(Buffer.from(files['bill (2).pdf']!).equals(pdfDocument('second'))).toBe(true);

    // Anything but the link as signed answers the same 404, and so does a link past its 30 days.
    const emailLogId = url.pathname.split('/').pop()!;
    const otherEmail = (await testApp.db.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.status, 'DELIVERED')).limit(5)).find((log) => log.id !== emailLogId)!;
    const monthAgo = createSigner(await loadSecret(testApp.db, 'url-signing'), () => Date.now() - 31 * 24 * 3600 * 1000);
    const expired = new URL(bundleUrl(monthAgo, TEST_PUBLIC_URL, emailLogId));
    for (const refused of [
      `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${'A'.repeat(43)}`,
      `/v1/claim-documents/bundle/${otherEmail.id}${url.search}`,
      `${expired.pathname}${expired.search}`,
      `${url.pathname}`,
      `/v1/claim-documents/bundle/not-an-id${url.search}`,
    ]) {
      const answer = await testApp.app.inject({ method: 'GET', url: refused });
      expect([refused, answer.statusCode, answer.json()]).toEqual([refused, 404, { error: 'NOT_FOUND' }]);
    }
    expect((await newestEmailLog(claimId)).status).toBe('DELIVERED');
  });
});

describe('a document added to a delivered claim', () => {
  it('is stored and sent to the TPA once when its upload is sent again with the same key (an answer lost)', async () => {
    const { claim_id: claimId } = await deliveredClaim([]);
    const before = smtp.messagesTo(TPA_EMAIL).length;
    const send = () =>
      uploadDocument(testApp, setup.tokens.nurse, { school_id: setup.ids.school, kind: 'ITEMIZED_BILL', claim_id: claimId }, { filename: 'bill.pdf', data: pdfDocument('Bill') }, { 'idempotency-key': 'bill-selection-1' });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toMatchObject({ document: { id: first.json<{ document: { id: string } }>().document.id, filename: 'bill.pdf' } });

    await smtp.waitForMail(TPA_EMAIL, before);
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    expect(await testApp.db.select().from(claimDocuments).where(eq(claimDocuments.claim_id, claimId))).toHaveLength(1);
    expect(await testApp.db.select().from(claimsEmailLogs).where(and(eq(claimsEmailLogs.claim_id, claimId), eq(claimsEmailLogs.kind, 'SUPPLEMENT')))).toHaveLength(1);
  });

  it('goes to the TPA in a supplemental e-mail naming the claim; the viewer and a resend show the same', async () => {
    const { claim_id: claimId, claim_number: claimNumber } = await deliveredClaim([]);
    const before = smtp.messagesTo(TPA_EMAIL).length;
    const eob = await draft('EOB', { filename: 'eob.pdf', data: pdfDocument('EOB') }, { claim_id: claimId });
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    const mail = await smtp.waitForMail(TPA_EMAIL, before);

    expect(mail.subject).toBe(`Supplemental documents for claim ${claimNumber} from Lincoln High`);
    expect(mail.text).toContain(`They belong to claim ${claimNumber}.`);
    expect(mail.text).toContain('Documents attached (1):\n- Explanation of benefits (EOB) (eob.pdf)');
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`claim-${claimNumber}.pdf`, 'eob.pdf']);

    const supplement = await newestEmailLog(claimId);
    expect(supplement).toMatchObject({ kind: 'SUPPLEMENT', status: 'DELIVERED', subject: mail.subject });
    const view = (await testApp.app.inject({ method: 'GET', url: `/v1/claims/email/${supplement.id}`, headers: bearer(setup.tokens.nurse) })).json();
    // the same text, but for the TPA's link, which staff see only as a placeholder (ADR 027)
    const tpaLinkShown = mail.text?.trim().replace(/http:\/\/\S+\/tpa\/[\w-]{43}/, '[the link for the TPA only]');
    expect(view.email).toMatchObject({ kind: 'SUPPLEMENT', subject: mail.subject, text: tpaLinkShown, documents: [{ id: eob.id, kind: 'EOB', filename: 'eob.pdf' }] });
    const logs = await graphql<{ claimEmailLogs: { items: { kind: string }[] } }>(testApp, 'query ($id: ID!) { claimEmailLogs(claimId: $id) { items { kind } } }', {
      token: setup.tokens.nurse,
      variables: { id: claimId },
    });
    expect(logs.body.data!.claimEmailLogs.items.map((item) => item.kind)).toEqual(['SUPPLEMENT', 'CLAIM']);

    const resent = await testApp.app.inject({ method: 'POST', url: `/v1/claims/${claimId}/resend-email`, headers: bearer(setup.tokens.admin) });
    expect(resent.statusCode).toBe(200);
    const again = await smtp.waitForMail(TPA_EMAIL, before + 1);
    expect(again.subject).toBe(mail.subject);
    expect(again.attachments.map((attachment) => attachment.filename)).toEqual([`claim-${claimNumber}.pdf`, 'eob.pdf']);
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    expect(await newestEmailLog(claimId)).toMatchObject({ kind: 'SUPPLEMENT', status: 'DELIVERED' });
  });
});

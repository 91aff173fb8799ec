import { LIMITS } from '@claims/shared';
import { count, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDocuments, claims, claimsChangeLogs, claimsEmailLogDocuments, claimsEmailLogs, storedFiles } from '../../db/schema.ts';
import {
  FIXTURE_CAMERA,
  heicPhoto,
  insertClaimDocuments,
  jpegWithGps,
  pdfDocument,
  pngImage,
  uploadDocument,
  uploadedDocument,
  type UploadFields,
} from '../../testing/claim-documents.ts';
import { claimPayload, editPayload, insertClaim, seedClaimSetup, type ClaimSetup } from '../../testing/claims.ts';
import { bearer, createUser, sessionFor } from '../../testing/fixtures.ts';
import { gifOf } from '../../testing/multipart.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';
import { findClaimDocument } from '../claims/claims.repo.ts';

let testApp: TestApp;
let setup: ClaimSetup;
let colleague: string;

// Jobs are queued but nobody sends them: what each request stores is what is checked here.
beforeAll(async () => {
  testApp = await createTestApp({ runJobs: true, runWorkers: false });
  setup = await seedClaimSetup(testApp.db);
  colleague = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [setup.ids.school] })).id);
});
afterAll(() => testApp.close());

const draftFields = (values: UploadFields = {}): UploadFields => ({ school_id: setup.ids.school, kind: 'ITEMIZED_BILL', ...values });
const bill = { filename: 'bill.pdf', data: pdfDocument() };

const storedCounts = async () => ({
  files: (await testApp.db.select({ n: count() }).from(storedFiles))[0]!.n,
  documents: (await testApp.db.select({ n: count() }).from(claimDocuments))[0]!.n,
});
const documentRow = async (id: string) => (await testApp.db.select().from(claimDocuments).where(eq(claimDocuments.id, id)))[0];
const served = (url: string) => testApp.app.inject({ method: 'GET', url });

// A claim of the setup's school, stored as the wizard submits it, with these drafts.
async function submitClaim(documentIds: string[] = [], token = setup.tokens.nurse) {
  return testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(token), payload: { data: claimPayload(setup.ids, { document_ids: documentIds }) } });
}
async function submittedClaim(documentIds: string[] = []) {
  const response = await submitClaim(documentIds);
  expect(response.statusCode).toBe(200);
  return response.json() as { claim_id: string; claim_number: number };
}
const otherSchoolClaim = () =>
  insertClaim(testApp.db, { school_id: setup.ids.other, schools_third_party_administrator_id: setup.ids.otherLink, student_id: setup.ids.otherStudent, user_id: setup.users.outsider });

const CLAIM_DOCUMENTS = 'query ($id: ID!) { claim(id: $id) { documents { id kind filename content_type size url sent } } }';
type DocumentView = { id: string; kind: string; filename: string; content_type: string; size: number; url: string; sent: boolean };
async function documentsOfClaim(claimId: string, token = setup.tokens.nurse) {
  const { body } = await graphql<{ claim: { documents: DocumentView[] } }>(testApp, CLAIM_DOCUMENTS, { token, variables: { id: claimId } });
  return body.data!.claim.documents;
}

describe('uploading a claim document', () => {
  it('lets a nurse upload a draft for her school, served only through its signed link', async () => {
    const response = await uploadDocument(testApp, setup.tokens.nurse, draftFields(), { ...bill, type: 'application/pdf' });
    expect(response.statusCode).toBe(200);
    const { document } = response.json() as { document: Record<string, unknown> };
    expect(document).toEqual({
      id: expect.any(String),
      kind: 'ITEMIZED_BILL',
      filename: 'bill.pdf',
      content_type: 'application/pdf',
      size: bill.data.length,
      created_at: expect.any(String),
      url: expect.stringMatching(/^\/v1\/files\/[\w-]+\?exp=\d+&sig=/),
    });
    expect(await documentRow(String(document.id))).toMatchObject({ school_id: setup.ids.school, claim_id: null, kind: 'ITEMIZED_BILL', uploaded_by: setup.users.nurse });
    const file = await served(String(document.url));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(bill.data)).toBe(true);
  });

  it.each([
    ['a Windows program named .pdf', Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(200)]), 'bill.pdf', 'INVALID_FILE_TYPE'],
    ['an HTML page named .pdf', Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'), 'bill.pdf', 'INVALID_FILE_TYPE'],
    ['plain text', Buffer.from('The bill is in the mail.'), 'bill.txt', 'INVALID_FILE_TYPE'],
    ['a GIF, which TPAs do not take', gifOf(100, 100), 'photo.gif', 'INVALID_FILE_TYPE'],
    ['a JPEG header with no picture behind it', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]), 'photo.jpg', 'INVALID_FILE_TYPE'],
    ['a PDF over 10 MB', Buffer.concat([pdfDocument(), Buffer.alloc(10 * 1024 * 1024)]), 'scan.pdf', 'FILE_TOO_BIG'],
  ])('refuses %s and stores nothing', async (_case, data, filename, key) => {
    const before = await storedCounts();
    const response = await uploadDocument(testApp, setup.tokens.nurse, draftFields(), { filename, data });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(key);
    expect(await storedCounts()).toEqual(before);
  });

  it.each([
    ['no kind', { kind: undefined }],
    ['an unknown kind', { kind: 'BALANCE_DUE' }],
  ])('refuses %s of document', async (_case, values) => {
    const response = await uploadDocument(testApp, setup.tokens.nurse, draftFields(values), bill);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'VALIDATION_FAILED', fields: { kind: 'DOCUMENT_KIND_REQUIRED' } });
  });

  it('checks the school and the claim before reading the file', async () => {
    const deleted = await insertClaim(testApp.db, { school_id: setup.ids.school, schools_third_party_administrator_id: setup.ids.link, student_id: setup.ids.student, user_id: setup.users.nurse, deleted_at: new Date() });
    const others = await otherSchoolClaim();
    // A file over the limit: only a check made before reading it answers anything but FILE_TOO_BIG.
    const big = { filename: 'big.pdf', data: Buffer.concat([pdfDocument(), Buffer.alloc(10 * 1024 * 1024)]) };
    const before = await storedCounts();
    const answers = [
      await uploadDocument(testApp, setup.tokens.outsider, draftFields(), big),
      await uploadDocument(testApp, setup.tokens.nurse, draftFields({ claim_id: others.id }), big),
      await uploadDocument(testApp, setup.tokens.nurse, draftFields({ claim_id: deleted.id }), big),
      await uploadDocument(testApp, setup.tokens.nurse, draftFields({ claim_id: '00000000-0000-4000-8000-000000000000' }), big),
      await uploadDocument(testApp, setup.tokens.nurse, draftFields({ school_id: 'nope' }), big),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.json().error])).toEqual([
      [403, 'FORBIDDEN'],
      [404, 'NOT_FOUND'],
      [404, 'NOT_FOUND'],
      [404, 'NOT_FOUND'],
      [404, 'NOT_FOUND'],
    ]);
    expect(await storedCounts()).toEqual(before);
  });

  // The JPEG's orientation tag says it shows turned a quarter: stored upright, it is 20 wide and 40 high.
  it.each([
    ['a phone photo', () => jpegWithGps(40, 20), 'knee.jpeg', 'knee.jpeg', { width: 20, height: 40 }],
    ['an iPhone HEIC photo, as a JPEG named .jpg', async () => heicPhoto(), 'IMG_0001.HEIC', 'IMG_0001.jpg', { width: 64, height: 48 }],
  ])('stores %s without its EXIF or location, upright', async (_case, photo, filename, storedName, size) => {
    const data = await photo();
    expect(data.includes(Buffer.from(FIXTURE_CAMERA))).toBe(true);
    const document = await uploadedDocument(testApp, setup.tokens.nurse, draftFields({ kind: 'PHOTO' }), { filename, data });
    expect(document).toMatchObject({ content_type: 'image/jpeg', filename: storedName });
    const stored = (await served(document.url)).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', ...size });
    expect([metadata.exif, metadata.xmp, metadata.orientation]).toEqual([undefined, undefined, undefined]);
    // No EXIF block at all, so neither the camera nor the GPS directory is left.
    expect(stored.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(stored.includes(Buffer.from(FIXTURE_CAMERA))).toBe(false);
  });

  it('keeps a PNG a PNG, named for what it is', async () => {
    const document = await uploadedDocument(testApp, setup.tokens.nurse, draftFields({ kind: 'INSURANCE_CARD_FRONT' }), { filename: 'C:\\Users\\nurse\\card', data: await pngImage() });
    expect(document).toMatchObject({ content_type: 'image/png', filename: 'card.png' });
    expect((await sharp((await served(document.url)).rawPayload).metadata()).format).toBe('png');
  });
});

describe('submitting a claim with documents', () => {
  it('attaches the drafts, counts them on the checklist and fixes them on the e-mail to the TPA', async () => {
    const itemized = await uploadedDocument(testApp, setup.tokens.nurse, draftFields(), bill);
    const eob = await uploadedDocument(testApp, colleague, draftFields({ kind: 'EOB' }), { filename: 'eob.pdf', data: pdfDocument('EOB') });
    const { claim_id: claimId } = await submittedClaim([itemized.id, eob.id]);

    expect((await documentRow(itemized.id))?.claim_id).toBe(claimId);
    const [claim] = await testApp.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claim!.received_items).toEqual(['CLAIM_FORM', 'ITEMIZED_BILL', 'EOB_OR_NO_OTHER_INSURANCE']);
    const [emailLog] = await testApp.db.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, claimId));
    expect(emailLog!.kind).toBe('CLAIM');
    const carried = await testApp.db.select().from(claimsEmailLogDocuments).where(eq(claimsEmailLogDocuments.email_log_id, emailLog!.id));
    expect(carried.map((row) => row.document_id).sort()).toEqual([itemized.id, eob.id].sort());

    const documents = await documentsOfClaim(claimId);
    expect(documents.map(({ id, kind, filename, sent }) => ({ id, kind, filename, sent }))).toEqual([
      { id: itemized.id, kind: 'ITEMIZED_BILL', filename: 'bill.pdf', sent: false },
      { id: eob.id, kind: 'EOB', filename: 'eob.pdf', sent: false },
    ]);
    expect((await served(documents[1]!.url)).rawPayload.equals(pdfDocument('EOB'))).toBe(true);
    // What the PDF lists as enclosures, in upload order.
    expect((await findClaimDocument(testApp.db, claimId))!.documents).toEqual([
      { kind: 'ITEMIZED_BILL', filename: 'bill.pdf' },
      { kind: 'EOB', filename: 'eob.pdf' },
    ]);
  });

  it('refuses a document of another school, of another claim or unknown, and stores nothing', async () => {
    const mine = await uploadedDocument(testApp, setup.tokens.nurse, draftFields(), bill);
    const theirs = await uploadedDocument(testApp, setup.tokens.outsider, { school_id: setup.ids.other, kind: 'EOB' }, bill);
    const { claim_id: taken } = await submittedClaim([(await uploadedDocument(testApp, setup.tokens.nurse, draftFields(), bill)).id]);
    const [takenDocument] = await testApp.db.select().from(claimDocuments).where(eq(claimDocuments.claim_id, taken));
    const claimsBefore = (await testApp.db.select({ n: count() }).from(claims))[0]!.n;
    for (const foreign of [theirs.id, takenDocument!.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await submitClaim([mine.id, foreign]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'VALIDATION_FAILED', fields: { 'document_ids.1': 'NOT_FOUND' } });
    }
    expect((await testApp.db.select({ n: count() }).from(claims))[0]!.n).toBe(claimsBefore);
    expect((await documentRow(mine.id))?.claim_id).toBeNull();
    expect((await documentRow(theirs.id))?.claim_id).toBeNull();
  });

  it('logs a new document on an edit as a change; naming the attached ones again changes nothing', async () => {
    const first = await uploadedDocument(testApp, setup.tokens.nurse, draftFields(), bill);
    const { claim_id: claimId } = await submittedClaim([first.id]);
    const edit = async (documentIds: string[]) =>
      testApp.app.inject({ method: 'POST', url: `/v1/claims/${claimId}`, headers: bearer(setup.tokens.nurse), payload: { data: await editPayload(testApp.db, setup.ids, claimId, { document_ids: documentIds }) } });
    const changeLogCount = async () => (await testApp.db.select({ n: count() }).from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claimId)))[0]!.n;

    expect((await edit([first.id])).statusCode).toBe(200);
    expect(await changeLogCount()).toBe(1);

    const photo = await uploadedDocument(testApp, setup.tokens.nurse, draftFields({ kind: 'PHOTO' }), { filename: 'knee.jpg', data: await jpegWithGps() });
    expect((await edit([first.id, photo.id])).statusCode).toBe(200);
    expect(await changeLogCount()).toBe(2);
    const [claim] = await testApp.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claim!.changes_log).toEqual({ documents: { from: null, to: ['Photo (knee.jpg)'] } });
    const [newest] = await testApp.db.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, claimId)).orderBy(desc(claimsEmailLogs.created_at)).limit(1);
    const carried = await testApp.db.select().from(claimsEmailLogDocuments).where(eq(claimsEmailLogDocuments.email_log_id, newest!.id));
    expect(carried.map((row) => row.document_id).sort()).toEqual([first.id, photo.id].sort());
  });
});

describe('adding a document to a submitted claim', () => {
  it('queues a supplemental e-mail carrying just that document, with a change log row', async () => {
    const { claim_id: claimId } = await submittedClaim();
    await testApp.db.update(claims).set({ status: 'DELIVERED' }).where(eq(claims.id, claimId));
    const document = await uploadedDocument(testApp, setup.tokens.nurse, draftFields({ claim_id: claimId }), bill);

    expect((await documentRow(document.id))?.claim_id).toBe(claimId);
    const [claim] = await testApp.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claim).toMatchObject({ status: 'PENDING', received_items: ['CLAIM_FORM', 'ITEMIZED_BILL'] });
    const changeLogs = await testApp.db.select().from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claimId));
    expect(changeLogs).toHaveLength(2);
    const supplementLog = changeLogs.find((row) => row.changes_log !== null)!;
    expect(supplementLog).toMatchObject({ status: 'PENDING', user_id: setup.users.nurse, changes_log: { documents: { from: null, to: ['Itemized bill (bill.pdf)'] } } });
    const [email] = await testApp.db.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claims_change_log_id, supplementLog.id));
    expect(email).toMatchObject({ kind: 'SUPPLEMENT', status: 'PENDING' });
    expect(await testApp.db.select().from(claimsEmailLogDocuments).where(eq(claimsEmailLogDocuments.email_log_id, email!.id))).toEqual([
      { email_log_id: email!.id, document_id: document.id },
    ]);
  });

  it('refuses a document past the most a claim holds, and stores nothing', async () => {
    const { claim_id: claimId } = await submittedClaim();
    await insertClaimDocuments(testApp.db, { school_id: setup.ids.school, claim_id: claimId, kind: 'OTHER' }, LIMITS.CLAIM_DOCUMENTS_MAX);
    const before = await storedCounts();
    const response = await uploadDocument(testApp, setup.tokens.nurse, draftFields({ claim_id: claimId }), bill);
    expect([response.statusCode, response.json()]).toEqual([409, { error: 'TOO_MANY_DOCUMENTS', max: LIMITS.CLAIM_DOCUMENTS_MAX }]);
    expect(await storedCounts()).toEqual(before);
    expect(await testApp.db.select().from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claimId))).toHaveLength(1);
  });
});

describe('removing a document', () => {
  it("removes a colleague's draft and its file", async () => {
    const draft = await uploadedDocument(testApp, colleague, draftFields(), bill);
    const { file_id: fileId } = (await documentRow(draft.id))!;
    const response = await testApp.app.inject({ method: 'POST', url: '/v1/claim-documents/remove', headers: bearer(setup.tokens.nurse), payload: { document_id: draft.id } });
    expect(response.json()).toEqual({ success: true });
    expect(await documentRow(draft.id)).toBeUndefined();
    expect(await testApp.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
    expect((await served(draft.url)).statusCode).toBe(404);
  });

  it('keeps a document an e-mail carries: it is the record of what the TPA was sent', async () => {
    const draft = await uploadedDocument(testApp, setup.tokens.nurse, draftFields(), bill);
    await submittedClaim([draft.id]);
    const response = await testApp.app.inject({ method: 'POST', url: '/v1/claim-documents/remove', headers: bearer(setup.tokens.admin), payload: { document_id: draft.id } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'DOCUMENT_ALREADY_SENT' });
    expect(await documentRow(draft.id)).toBeDefined();
  });

  it("removes a claim's document no e-mail carries, and the checklist follows", async () => {
    const { claim_id: claimId } = await submittedClaim();
    const [document] = await insertClaimDocuments(testApp.db, { school_id: setup.ids.school, claim_id: claimId, kind: 'EOB' });
    // stored straight in the database, so the claim is told it has the EOB as an upload would
    await testApp.db.update(claims).set({ received_items: ['CLAIM_FORM', 'EOB_OR_NO_OTHER_INSURANCE'] }).where(eq(claims.id, claimId));
    const response = await testApp.app.inject({ method: 'POST', url: '/v1/claim-documents/remove', headers: bearer(setup.tokens.nurse), payload: { document_id: document!.id } });
    expect(response.json()).toEqual({ success: true });
    const [claim] = await testApp.db.select().from(claims).where(eq(claims.id, claimId));
    // The claim lists other insurance, so without the EOB that item is missing.
    expect(claim!.received_items).toEqual(['CLAIM_FORM']);
  });

  it.each([
    ['an unknown id', { document_id: '00000000-0000-4000-8000-000000000000' }, 404, { error: 'NOT_FOUND' }],
    ['an id of no document', { document_id: 'x' }, 404, { error: 'NOT_FOUND' }],
    ['no id', {}, 400, { error: 'VALIDATION_FAILED', fields: { document_id: 'INVALID_VALUE' } }],
  ])('refuses %s', async (_case, payload, status, answer) => {
    const response = await testApp.app.inject({ method: 'POST', url: '/v1/claim-documents/remove', headers: bearer(setup.tokens.nurse), payload });
    expect([response.statusCode, response.json()]).toEqual([status, answer]);
  });
});

describe('reading documents by id', () => {
  const QUERY = 'query ($ids: [ID!]!) { claimDocuments(ids: $ids) { id kind filename url sent } }';
  const read = async (ids: string[], token: string) =>
    (await graphql<{ claimDocuments: { id: string }[] }>(testApp, QUERY, { token, variables: { ids } })).body.data!.claimDocuments.map((document) => document.id);

  it("answers only the documents the caller's schools hold; an admin sees all", async () => {
    const own = await uploadedDocument(testApp, setup.tokens.nurse, draftFields(), bill);
    const theirs = await uploadedDocument(testApp, setup.tokens.outsider, { school_id: setup.ids.other, kind: 'EOB' }, bill);
    const attached = await uploadedDocument(testApp, setup.tokens.nurse, draftFields(), bill);
    await submittedClaim([attached.id]);
    const ids = [own.id, theirs.id, attached.id, 'not-an-id'];
    expect((await read(ids, setup.tokens.nurse)).sort()).toEqual([own.id, attached.id].sort());
    expect(await read(ids, setup.tokens.outsider)).toEqual([theirs.id]);
    expect((await read(ids, setup.tokens.admin)).sort()).toEqual([own.id, theirs.id, attached.id].sort());
  });

  it('leaves out the documents of a deleted claim', async () => {
    const attached = await uploadedDocument(testApp, setup.tokens.nurse, draftFields(), bill);
    const { claim_id: claimId } = await submittedClaim([attached.id]);
    await testApp.db.update(claims).set({ deleted_at: new Date() }).where(eq(claims.id, claimId));
    expect(await read([attached.id], setup.tokens.admin)).toEqual([]);
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { storedFiles } from '../../db/schema.ts';
import { pdfDocument, uploadedDocument } from '../../testing/claim-documents.ts';
import { claimPayload, seedClaimSetup, waitForClaimStatus, type ClaimSetup } from '../../testing/claims.ts';
import { bearer } from '../../testing/fixtures.ts';
import { startTestBucket, type TestBucket } from '../../testing/test-bucket.ts';
import { createTestApp, TEST_FILE_KEYS, type TestApp } from '../../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { createFileStore, FileIntegrityError, moveFiles } from './file-store.ts';

// Files in an S3-compatible bucket (ADR 043), against a real S3 API server on loopback.
let bucket: TestBucket;
let smtp: TestSmtp;
let testApp: TestApp;
let setup: ClaimSetup;

beforeAll(async () => {
  bucket = await startTestBucket();
  smtp = await startTestSmtp();
  testApp = await createTestApp({ bucket: bucket.bucket, smtpUrl: smtp.url });
  setup = await seedClaimSetup(testApp.db);
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
  await bucket?.close();
});

const bytesInDatabase = async () => rowsOf<{ n: number }>(await testApp.db.execute(sql`select count(*)::int as n from stored_files where data is not null`))[0]!.n;
const objectKeys = async () => (await testApp.db.select({ key: storedFiles.object_key }).from(storedFiles).where(isNotNull(storedFiles.object_key))).map((row) => row.key!);
const deleteAllObjects = async (store: ReturnType<typeof createFileStore>) => {
  while ((await store.deleteObjects(testApp.db)) > 0);
};

describe('stored files in a bucket', () => {
  it('keeps a document and the claim PDF sent to the TPA in the bucket, sealed, and serves them through the signed routes', async () => {
    const pdf = pdfDocument('Bucket bill');
    const document = await uploadedDocument(testApp, setup.tokens.nurse, { school_id: setup.ids.school, kind: 'ITEMIZED_BILL' }, { filename: 'bill.pdf', data: pdf });
    const submitted = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids, { document_ids: [document.id] }) } });
    expect(submitted.statusCode).toBe(200);
    await waitForClaimStatus(testApp.db, submitted.json().claim_id, 'DELIVERED');

    expect(await bytesInDatabase()).toBe(0);
    const keys = await objectKeys();
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect((await bucket.keys()).sort()).toEqual(expect.arrayContaining(keys));
    // sealed in the bucket too: the object is not the file
    const [fileId] = /\/v1\/files\/([\w-]+)/.exec(document.url)!.slice(1);
    const [row] = await testApp.db.select().from(storedFiles).where(eq(storedFiles.id, fileId!));
    const object = await bucket.bucket.get(row!.object_key!);
    expect(object.includes(Buffer.from('Bucket bill'))).toBe(false);

    const served = await testApp.app.inject({ method: 'GET', url: document.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect((await testApp.app.inject({ method: 'GET', url: document.url.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).not.toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ok', storage: 'bucket' });
  });

  it('refuses a file whose object was changed in the bucket, or whose bytes are not the ones it recorded', async () => {
    const store = createFileStore(TEST_FILE_KEYS, bucket.bucket);
    const id = await store.insert(testApp.db, { filename: 'a.txt', content_type: 'text/plain', data: Buffer.from('the original') }, null);
    const other = await store.insert(testApp.db, { filename: 'b.txt', content_type: 'text/plain', data: Buffer.from('another file') }, null);
    const [row, otherRow] = (await Promise.all([id, other].map(async (fileId) => (await testApp.db.select().from(storedFiles).where(eq(storedFiles.id, fileId)))[0]!))) as [typeof storedFiles.$inferSelect, typeof storedFiles.$inferSelect];
    // another file's sealed bytes under this file's key: sealed, but not this file
    await bucket.bucket.put(row.object_key!, await bucket.bucket.get(otherRow.object_key!));
    await expect(store.find(testApp.db, id)).rejects.toThrow();
    await testApp.db.update(storedFiles).set({ sha256: '0'.repeat(64) }).where(eq(storedFiles.id, other));
    await expect(store.find(testApp.db, other)).rejects.toThrow(FileIntegrityError);
    await store.remove(testApp.db, id);
    await store.remove(testApp.db, other);
    await deleteAllObjects(store);
    const left = await bucket.keys();
    expect(left).not.toContain(row.object_key);
    expect(left).not.toContain(otherRow.object_key);
  });

  it('streams a large object into the bucket in parts, sealed, and back out checked (ADR 056)', async () => {
    const store = createFileStore(TEST_FILE_KEYS, bucket.bucket);
    // three parts of the multipart upload, given in small pieces as a zip writer gives them
    const plain = randomBytes(12 * 1024 * 1024);
    const pieces = Array.from({ length: plain.length / 65_000 + 1 }, (_, index) => plain.subarray(index * 65_000, (index + 1) * 65_000));
    const object = await store.putObject(testApp.db, Readable.from(pieces));
    expect(object.size).toBe(plain.length);
    expect(object.object_key).toMatch(/^objects\//);
    expect(await bucket.keys()).toContain(object.object_key);
    const stored = await bucket.bucket.get(object.object_key);
    expect(stored.length).toBeGreaterThan(plain.length);
    expect(stored.includes(plain.subarray(1000, 1100))).toBe(false);
    expect((await buffer(await store.openObject(testApp.db, object))).equals(plain)).toBe(true);
    await store.forgetObjects(testApp.db, [object.object_key]);
    await deleteAllObjects(store);
    expect(await bucket.keys()).not.toContain(object.object_key);
  });

  it('moves 1,000 files into the bucket and back, each checked against its digest, and deletes the objects it leaves', async () => {
    const inDatabase = createFileStore(TEST_FILE_KEYS);
    const withBucket = createFileStore(TEST_FILE_KEYS, bucket.bucket);
    const contents = Array.from({ length: 1000 }, (_, index) => Buffer.from(`file number ${index} ${'x'.repeat(index % 50)}`));
    const ids: string[] = [];
    for (const data of contents) ids.push(await inDatabase.insert(testApp.db, { filename: 'n.txt', content_type: 'text/plain', data }, null));

    expect(await moveFiles(withBucket, testApp.db, 'bucket')).toBeGreaterThanOrEqual(1000);
    expect(await bytesInDatabase()).toBe(0);
    const opened = await withBucket.contents(testApp.db, ids);
    expect(ids.every((id, index) => opened.get(id)!.equals(contents[index]!))).toBe(true);
    const inBucket = new Set(await bucket.keys());
    expect((await objectKeys()).every((key) => inBucket.has(key))).toBe(true);
    // again: nothing left to move
    expect(await moveFiles(withBucket, testApp.db, 'bucket')).toBe(0);

    expect(await moveFiles(withBucket, testApp.db, 'database')).toBeGreaterThanOrEqual(1000);
    expect(await objectKeys()).toEqual([]);
    await deleteAllObjects(withBucket);
    expect(await bucket.keys()).toEqual([]);
    const back = await inDatabase.contents(testApp.db, ids);
    expect(ids.every((id, index) => createHash('sha256').update(back.get(id)!).digest('hex') === createHash('sha256').update(contents[index]!).digest('hex'))).toBe(true);
  });
});

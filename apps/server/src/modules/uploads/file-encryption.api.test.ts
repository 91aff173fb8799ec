import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { storedFiles } from '../../db/schema.ts';
import { pdfDocument, uploadedDocument } from '../../testing/claim-documents.ts';
import { seedClaimSetup, type ClaimSetup } from '../../testing/claims.ts';
import { createTestApp, TEST_FILE_KEYS, type TestApp } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { newKeyRingText, parseKeyRing, type KeyRing } from './file-cipher.ts';
import { createFileStore, FileKeyError, keyRingOf } from './file-store.ts';

let testApp: TestApp;
let setup: ClaimSetup;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await seedClaimSetup(testApp.db);
});
afterAll(() => testApp.close());

const MARK = 'Itemized bill of Maya Lopez, 12 Oak Street';
const rowOf = async (id: string) => (await testApp.db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0]!;
const ringOf = (...keys: { id: string; key: Buffer }[]): KeyRing => ({ current: keys[0]!, keys: new Map(keys.map((key) => [key.id, key.key])) });
const newKey = (id: string) => parseKeyRing(newKeyRingText(id)).current;

// Every file the store would reseal, as the maintenance loop goes through them; the unreadable ones named.
async function resealAll(store: ReturnType<typeof createFileStore>, app: TestApp = testApp) {
  const unreadable: string[] = [];
  for (let batch = await store.resealSome(app.db); batch.lastId !== undefined; batch = await store.resealSome(app.db, batch.lastId)) unreadable.push(...batch.unreadable);
  return unreadable;
}

// A file stored before encryption: its bytes as they came, no key.
async function plainFile(data: Buffer) {
  const [row] = await testApp.db
    .insert(storedFiles)
    .values({ filename: 'old.pdf', content_type: 'application/pdf', size: data.length, sha256: createHash('sha256').update(data).digest('hex'), data })
    .returning({ id: storedFiles.id });
  return row!.id;
}

describe('stored files, sealed under a key kept outside the database', () => {
  it('keeps an uploaded document sealed in the database and gives it back whole to whoever may open it', async () => {
    const pdf = pdfDocument(MARK);
    const document = await uploadedDocument(testApp, setup.tokens.nurse, { school_id: setup.ids.school, kind: 'ITEMIZED_BILL' }, { filename: 'bill.pdf', data: pdf });
    const [fileId] = /\/v1\/files\/([\w-]+)/.exec(document.url)!.slice(1);
    const row = await rowOf(fileId!);
    expect(row.encryption_key_id).toBe('test-1');
    expect(row.data!.includes(Buffer.from(MARK))).toBe(false);
    expect(row.data!.equals(pdf)).toBe(false);
    expect(row.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    const opened = await testApp.app.inject({ method: 'GET', url: document.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a sealed file moved onto another row, which holds up the sealing of no other', async () => {
    const own = await createTestApp();
    try {
      const store = createFileStore(TEST_FILE_KEYS);
      const first = await store.insert(own.db, { filename: 'a.pdf', content_type: 'application/pdf', data: pdfDocument('first') }, null);
      const second = await store.insert(own.db, { filename: 'b.pdf', content_type: 'application/pdf', data: pdfDocument('second') }, null);
      const [moved] = await own.db.select().from(storedFiles).where(eq(storedFiles.id, first));
      await own.db.update(storedFiles).set({ data: moved!.data, encryption_key_id: moved!.encryption_key_id, wrapped_key: moved!.wrapped_key }).where(eq(storedFiles.id, second));
      await expect(store.find(own.db, second)).rejects.toThrow();
      const rotated = createFileStore(ringOf(newKey('test-3'), TEST_FILE_KEYS.current));
      await rotated.checkKeys(own.db);
      expect(await resealAll(rotated, own)).toEqual([second]);
      expect((await rotated.find(own.db, first))!.data.equals(pdfDocument('first'))).toBe(true);
    } finally {
      await own.close();
    }
  });

  it('reads a file stored before encryption, and seals it in the background', async () => {
    const pdf = pdfDocument(MARK);
    const id = await plainFile(pdf);
    const store = createFileStore(TEST_FILE_KEYS);
    expect((await store.find(testApp.db, id))!.data.equals(pdf)).toBe(true);
    await resealAll(store);
    const row = await rowOf(id);
    expect(row.encryption_key_id).toBe('test-1');
    expect(row.data!.includes(Buffer.from(MARK))).toBe(false);
    expect((await store.find(testApp.db, id))!.data.equals(pdf)).toBe(true);
  });

  it('rotates: a new key seals new files and reseals the old ones, after which the old key may go', async () => {
    const pdf = pdfDocument('before rotation');
    const id = await createFileStore(TEST_FILE_KEYS).insert(testApp.db, { filename: 'r.pdf', content_type: 'application/pdf', data: pdf }, null);
    const next = newKey('test-2');
    const rotating = await createTestApp({ database: testApp.database, fileKeys: ringOf(next, TEST_FILE_KEYS.current) });
    try {
      const store = createFileStore(ringOf(next, TEST_FILE_KEYS.current));
      expect((await store.find(testApp.db, id))!.data.equals(pdf)).toBe(true);
      await resealAll(store);
      expect((await rowOf(id)).encryption_key_id).toBe('test-2');
      expect((await createFileStore(ringOf(next)).find(testApp.db, id))!.data.equals(pdf)).toBe(true);
    } finally {
      await rotating.close();
    }
  });

  it('refuses to start without a key that sealed files, or with a wrong key under its name, saying which', async () => {
    await expect(createTestApp({ database: testApp.database, fileKeys: ringOf(newKey('test-9')) })).rejects.toThrow(
      new FileKeyError('Stored files are sealed with the file key "test-1", which FILE_ENCRYPTION_KEYS (or DATA_DIR/file-keys) does not hold: add that key and start again.'),
    );
    await expect(createTestApp({ database: testApp.database, fileKeys: ringOf(newKey('test-1'), newKey('test-2')) })).rejects.toThrow(
      /^The file key "test-1" is not the key the stored files were sealed with/,
    );
  });
});

describe('where the keys come from', () => {
  it('reads FILE_ENCRYPTION_KEYS, the first key sealing, and refuses a malformed one at configuration', () => {
    const [first, second] = [newKeyRingText('k2'), newKeyRingText('k1')];
    const ring = loadConfig({ FILE_ENCRYPTION_KEYS: `${first}, ${second}` }).fileKeys!;
    expect(ring.current.id).toBe('k2');
    expect([...ring.keys.keys()]).toEqual(['k2', 'k1']);
    expect(() => loadConfig({ FILE_ENCRYPTION_KEYS: 'k1:c2hvcnQ=' })).toThrow(/FILE_ENCRYPTION_KEYS each key must be written id:base64 of 32 random bytes/);
    expect(() => loadConfig({ FILE_ENCRYPTION_KEYS: `${first},${first}` })).toThrow(/FILE_ENCRYPTION_KEYS names a key id twice/);
  });

  it('without it, makes DATA_DIR/file-keys on a new database, readable by its owner only, once, and keeps using it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-keys-'));
    const database = await createTestDatabase();
    try {
      const made = keyRingOf({ fileKeys: undefined, dataDir });
      expect(made.current.id).toBe('local-1');
      await (await createTestApp({ database, fileKeys: made })).close();
      const file = path.join(dataDir, 'file-keys');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const again = keyRingOf({ fileKeys: undefined, dataDir });
      expect(again.current.key.equals(made.current.key)).toBe(true);
      await (await createTestApp({ database, fileKeys: again })).close();
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('without it, refuses to start over files sealed under a key whose DATA_DIR/file-keys is missing, and writes nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-keys-'));
    try {
      await expect(createTestApp({ database: testApp.database, fileKeys: keyRingOf({ fileKeys: undefined, dataDir }) })).rejects.toThrow(
        new FileKeyError(`${path.join(dataDir, 'file-keys')} is missing, and stored files are sealed with the file key "test-1": restore that file (or set FILE_ENCRYPTION_KEYS) and start again. Nothing was written.`),
      );
      expect(fs.readdirSync(dataDir)).toEqual([]);
      // and again, as an operator would try: the same answer, nothing made in between
      await expect(createTestApp({ database: testApp.database, fileKeys: keyRingOf({ fileKeys: undefined, dataDir }) })).rejects.toThrow(FileKeyError);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import fs from 'node:fs';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { claimDocuments } from '../db/schema.ts';
import { createFileStore } from '../modules/uploads/file-store.ts';
import { bearer } from './fixtures.ts';
import { multipart } from './multipart.ts';
import { TEST_FILE_KEYS, type TestApp } from './test-app.ts';

// A small but real PDF: enough for content sniffing and for a TPA's viewer.
export const pdfDocument = (text = 'Itemized bill') =>
  Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

// The camera make and position a photo from a phone carries; none of it may reach the TPA.
export const FIXTURE_CAMERA = 'FixtureCam';
const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '38/1 34/1 52/1', GPSLongitudeRef: 'W', GPSLongitude: '121/1 29/1 36/1' };

// A JPEG of width x height pixels with EXIF: camera, GPS position, and an orientation tag (6: shown
// turned a quarter clockwise, as a phone held upright stores it).
export async function jpegWithGps(width = 40, height = 20) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: FIXTURE_CAMERA }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const pngImage = (width = 30, height = 30) => sharp({ create: { width, height, channels: 3, background: 'navy' } }).png().toBuffer();

// A real HEIC photo with EXIF (see fixtures/README.md).
export const heicPhoto = () => fs.readFileSync(new URL('./fixtures/photo.heic', import.meta.url));

export type UploadFields = { school_id?: string; kind?: string; claim_id?: string };

export function uploadDocument(testApp: TestApp, token: string, fields: UploadFields, file?: { filename: string; data: Buffer; type?: string }, headers: Record<string, string> = {}) {
  const form = multipart(
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<string, string>,
    file ? { name: 'file', filename: file.filename, type: file.type ?? 'application/octet-stream', data: file.data } : undefined,
  );
  return testApp.app.inject({ method: 'POST', url: '/v1/claim-documents', payload: form.payload, headers: { ...form.headers, ...headers, ...bearer(token) } });
}

export type UploadedDocument = { id: string; kind: string; filename: string; content_type: string; size: number; created_at: string; url: string };

// Uploads and answers the stored document, failing the test on any refusal.
export async function uploadedDocument(testApp: TestApp, token: string, fields: UploadFields, file: { filename: string; data: Buffer }) {
  const response = await uploadDocument(testApp, token, fields, file);
  if (response.statusCode !== 200) throw new Error(`upload refused: ${response.statusCode} ${response.body}`);
  return (response.json() as { document: UploadedDocument }).document;
}

// Documents straight in the database (no upload, no e-mail), `copies` of them, for tests about what
// follows from having them.
export async function insertClaimDocuments(db: Db, values: { school_id: string; claim_id: string | null; kind: 'EOB' | 'ITEMIZED_BILL' | 'OTHER' }, copies = 1) {
  const fileId = await createFileStore(TEST_FILE_KEYS).insert(db, { filename: 'stored.pdf', content_type: 'application/pdf', data: pdfDocument() }, null);
  return db
    .insert(claimDocuments)
    .values(Array.from({ length: copies }, () => ({ ...values, file_id: fileId })))
    .returning();
}

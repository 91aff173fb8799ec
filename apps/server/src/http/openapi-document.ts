import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { newKeyRingText, parseKeyRing } from '../modules/uploads/file-cipher.ts';

// The OpenAPI document as the app serves it at /v1/openapi.json, from an app on a throwaway embedded
// database: what `npm run openapi:print` writes to apps/server/openapi.json.
export async function openApiDocument() {
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp({
    config: { webDist: '/nonexistent-web-dist', publicUrl: 'https://claims.example', dataDir: '/nonexistent-data-dir', SMTP_URL: undefined, MAIL_FROM: 'School Claims <no-reply@claims.example>' },
    // the document describes routes; no file is stored
    fileKeys: parseKeyRing(newKeyRingText('openapi')),
    database,
    runJobs: false,
  });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
  }
}

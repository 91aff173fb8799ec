import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import type { Config } from '../config.ts';
import { parseKeyRing, type KeyRing } from '../modules/uploads/file-cipher.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_PUBLIC_URL = 'http://claims.test';

// The file key of every test app (ADR 040): fixed, so apps sharing a database open each other's files, and
// as FILE_ENCRYPTION_KEYS for a process started beside them.
export const TEST_FILE_KEYS_TEXT = `test-1:${Buffer.alloc(32, 7).toString('base64')}`;
export const TEST_FILE_KEYS: KeyRing = parseKeyRing(TEST_FILE_KEYS_TEXT);

// `database` lets a second app open the same database, as a restarted process would; closing that app
// leaves the database to its owner. `beforeReady` adds what a test watches the requests with (hooks take
// effect only before the app is ready).
export async function createTestApp(options: Partial<AppOptions> & { smtpUrl?: string; sso?: Config['sso']; beforeReady?: (app: FastifyInstance) => void } = {}) {
  const { smtpUrl, sso, database: shared, beforeReady, ...appOptions } = options;
  const database = shared ?? (await createTestDatabase());
  const app = await buildApp({
    config: {
      webDist: '/nonexistent-web-dist',
      publicUrl: TEST_PUBLIC_URL,
      dataDir: '/nonexistent-data-dir',
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'School Claims <no-reply@claims.test>',
      sso,
    },
    fileKeys: TEST_FILE_KEYS,
    database,
    runJobs: Boolean(smtpUrl),
    jobPollingIntervalSeconds: 0.5,
    // one, as before, so that many test servers on one machine do not poll many times over
    claimDeliveryWorkers: 1,
    ...appOptions,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    // fixtures are written and read across schools, as background work is (ADR 051)
    db: database.workerDb,
    database,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function graphql<T>(testApp: TestApp, query: string, options: { token?: string; variables?: Record<string, unknown> } = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    payload: { query, variables: options.variables },
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as { data: T | null; errors?: { message: string; extensions: { code: string } }[] } };
}

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { claimsEmailLogs, disclosures } from '../../db/schema.ts';
import { claimPayload, seedClaimSetup, TPA_EMAIL, waitForClaimStatus, type ClaimSetup } from '../../testing/claims.ts';
import { bearer } from '../../testing/fixtures.ts';
import { captureLogs } from '../../testing/log-capture.ts';
import { startTcpProxy } from '../../testing/tcp-proxy.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { createPostgresTestDatabase } from '../../testing/test-database.ts';

// The connection to PostgreSQL cut after the relay took a claim e-mail and before DELIVERED was stored:
// the record is what is tried again, never the send. (PostgreSQL only: PGlite runs in the process.)
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(serverUrl);

describe.skipIf(!onPostgres)('a claim e-mail whose record loses the database (PostgreSQL only)', () => {
  const name = `claims_record_${randomBytes(6).toString('hex')}`;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Database;
  let testApp: TestApp;
  let setup: ClaimSetup;
  let smtp: TestSmtp;
  const logs = captureLogs();

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };

  beforeAll(async () => {
    const created = await createPostgresTestDatabase(serverUrl, name);
    const server = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const url = new URL(created.url);
    url.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString(), ownerUrl: created.ownerUrl, poolSize: 4, onConnectionError: () => {} });
    smtp = await startTestSmtp();
    testApp = await createTestApp({ database, smtpUrl: smtp.url, logger: logs.logger });
    setup = await seedClaimSetup(testApp.db);
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.close();
    await proxy?.close();
    await smtp?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('is delivered once, with one message at the relay, when the connection drops between the 250 and DELIVERED', async () => {
    const retried = () => logs.lines.filter((line) => line.includes('"event":"claim-delivery-record-retried"')).length;
    // the database is cut before the relay answers, and comes back once the record has failed at least once
    const cutAround = smtp.aroundAccepting(TPA_EMAIL, { before: proxy.cut, after: () => {} });
    const response = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids) } });
    expect(response.statusCode).toBe(200);
    const { claim_id: claimId } = response.json() as { claim_id: string };
    await cutAround;
    await expect.poll(retried).toBeGreaterThan(0);
    proxy.restore();

    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    const [log, ...more] = await testApp.db.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, claimId));
    expect(more).toEqual([]);
    expect(log).toMatchObject({ status: 'DELIVERED', attempts: 1 });
    expect(smtp.messagesTo(TPA_EMAIL).filter((mail) => mail.messageId === log!.message_id)).toHaveLength(1);
    expect(await testApp.db.select().from(disclosures).where(eq(disclosures.claim_id, claimId))).toHaveLength(1);
    expect(logs.lines.some((line) => line.includes('claim-resent-after-interrupted-send'))).toBe(false);
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { claims, claimsEmailLogs } from '../../db/schema.ts';
import { claimPayload, seedClaimSetup, TPA_EMAIL, type ClaimSetup } from '../../testing/claims.ts';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { createPostgresTestDatabase } from '../../testing/test-database.ts';

// The server killed with SIGKILL in the middle of sending a claim: a real process, a real SMTP exchange,
// PostgreSQL shared with the process started after it. Every submitted claim must still end DELIVERED or
// ERROR, by itself. (PostgreSQL only: an embedded database dies with its process and is reopened whole.)
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(serverUrl);
describe.skipIf(!onPostgres)('claim delivery across a killed server (PostgreSQL only)', () => {
  const name = `claims_crash_${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-crash-'));
  let databaseUrl: string;
  let database: Database;
  let setup: ClaimSetup;
  let smtp: TestSmtp;
  const running = new Set<ServerProcess>();

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };

  async function startServer(env: Record<string, string>) {
    const server = await startServerProcess({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, DATA_DIR: dataDir, MAINTENANCE_INTERVAL_SECONDS: '1', ...env });
    running.add(server);
    return server;
  }
  const stopAll = async () => {
    for (const server of running) await server.kill();
    running.clear();
  };

  const submit = async (base: string) => {
    const response = await fetch(`${base}/v1/claims`, {
      method: 'POST',
      headers: { authorization: `Bearer ${setup.tokens.nurse}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: claimPayload(setup.ids) }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { claim_id: string }).claim_id;
  };
  const statusOf = async (claimId: string) => (await database.workerDb.select({ status: claims.status }).from(claims).where(eq(claims.id, claimId)))[0]?.status;
  beforeAll(async () => {
    const created = await createPostgresTestDatabase(serverUrl, name);
    databaseUrl = created.url;
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, ownerUrl: created.ownerUrl, poolSize: 2 });
    setup = await seedClaimSetup(database.workerDb);
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await stopAll();
    await smtp?.close();
    await database?.close();
    await admin(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends a claim killed during its last allowed attempt in ERROR, saying why', async () => {
    smtp.hold();
    const first = await startServer({ CLAIM_DELIVERY_RETRIES: '0' });
    const claimId = await submit(first.base);
    await expect.poll(() => smtp.holding()).toBe(1);
    await first.kill();
    // Released only once the killed sender's connection is seen gone: its message was never accepted.
    await expect.poll(() => smtp.connected()).toBe(0);
    await smtp.accept();

    await startServer({ CLAIM_DELIVERY_RETRIES: '0' });
    await expect.poll(() => statusOf(claimId)).toBe('ERROR');
    const [log] = await database.workerDb.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, claimId));
    expect(log!.last_error).toContain('interrupted');
  });

  it('delivers a claim killed while sending, once another server takes it up', async () => {
    await stopAll();
    smtp.hold();
    // The production retry policy: the dead send is taken up by the sweep once its lease is over, well
    // before the back-off of a failed attempt would have it tried again.
    const first = await startServer({});
    const claimId = await submit(first.base);
    await expect.poll(() => smtp.holding()).toBe(2);
    await first.kill();
    // Released only once the killed sender's connection is seen gone: its message was never accepted.
    await expect.poll(() => smtp.connected()).toBe(0);
    await smtp.accept();

    await startServer({});
    await expect.poll(() => statusOf(claimId)).toBe('DELIVERED');
    const [log] = await database.workerDb.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, claimId));
    expect(smtp.messagesTo(TPA_EMAIL).filter((mail) => mail.messageId === log!.message_id)).toHaveLength(1);
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from './db/client.ts';
import { claims } from './db/schema.ts';
import { claimPayload, seedClaimSetup, TPA_EMAIL, type ClaimSetup } from './testing/claims.ts';
import { bearer } from './testing/fixtures.ts';
import { startServerProcess, type ServerProcess } from './testing/server-process.ts';
import { startTestBucket, type TestBucket } from './testing/test-bucket.ts';
import { startTestSmtp, type TestSmtp } from './testing/test-smtp.ts';
import { createPostgresTestDatabase } from './testing/test-database.ts';

// A hosted deployment (issue 40): two web processes with their workers off and one worker process, on
// one PostgreSQL, their files in one bucket. Whatever process a request reaches, a claim goes to its TPA
// once, sessions and rate limits are the same, and only the worker sends.
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(serverUrl);

describe.skipIf(!onPostgres)('two web processes and one worker on one PostgreSQL', () => {
  const name = `claims_hosted_${randomBytes(6).toString('hex')}`;
  let appUrl: string;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let database: Database;
  let smtp: TestSmtp;
  let bucket: TestBucket;
  let setup: ClaimSetup;
  let webs: ServerProcess[] = [];
  let worker: ServerProcess;
  const dataDirs: string[] = [];
  const start = (role: 'web' | 'worker') => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `claims-${role}-`));
    dataDirs.push(dataDir);
    return startServerProcess(
      { DATABASE_URL: appUrl, DATA_DIR: dataDir, SMTP_URL: smtp.url, ...bucket.env, LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_ACCOUNT: '3', ...(role === 'web' ? { WORKERS: 'off' } : {}) },
      role,
    );
  };

  beforeAll(async () => {
    const created = await createPostgresTestDatabase(serverUrl, name);
    appUrl = created.url;
    smtp = await startTestSmtp();
    bucket = await startTestBucket();
    database = await openDatabase({ kind: 'postgres', url: appUrl, ownerUrl: created.ownerUrl });
    setup = await seedClaimSetup(database.workerDb);
    webs = await Promise.all([start('web'), start('web')]);
    worker = await start('worker');
  });
  afterAll(async () => {
    await Promise.all([...webs, worker].filter(Boolean).map((process) => process.kill()));
    await database?.close();
    await smtp?.close();
    await bucket?.close();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${name} with (force)`);
  });

  const submitTo = async (web: ServerProcess) => {
    const response = await fetch(`${web.base}/v1/claims`, {
      method: 'POST',
      headers: { ...bearer(setup.tokens.nurse), 'content-type': 'application/json' },
      body: JSON.stringify({ data: claimPayload(setup.ids) }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { claim_id: string }).claim_id;
  };

  it('delivers each claim submitted through either web process once, sent by the worker alone', async () => {
    const submitted = await Promise.all(Array.from({ length: 8 }, (_, index) => submitTo(webs[index % 2]!)));
    await expect
      .poll(async () => (await database.workerDb.select({ status: claims.status }).from(claims).where(inArray(claims.id, submitted))).map((claim) => claim.status))
      .toEqual(submitted.map(() => 'DELIVERED'));

    const toTpa = smtp.messagesTo(TPA_EMAIL);
    const messageIds = toTpa.map((mail) => mail.messageId);
    expect(messageIds).toHaveLength(submitted.length);
    expect(new Set(messageIds).size).toBe(submitted.length);
    const deliveredBy = (process: ServerProcess) => process.output().filter((line) => line.includes('"claim-disclosed"')).length;
    expect(deliveredBy(worker)).toBe(submitted.length);
    expect(webs.map(deliveredBy)).toEqual([0, 0]);
    // the PDFs as sent are kept in the bucket, none in the database
    const placement = rowsOf<{ in_rows: number; in_bucket: number }>(
      await database.workerDb.execute(sql`select count(data)::int as in_rows, count(object_key)::int as in_bucket from stored_files`),
    )[0]!;
    expect(placement.in_rows).toBe(0);
    expect(placement.in_bucket).toBeGreaterThanOrEqual(submitted.length);
    expect(await bucket.keys()).toHaveLength(placement.in_bucket);
  });

  it('honours on one web process a session opened or ended on the other', async () => {
    const me = (web: ServerProcess) => fetch(`${web.base}/v1/auth/me`, { method: 'POST', headers: bearer(setup.tokens.admin) }).then((response) => response.status);
    expect(await Promise.all(webs.map(me))).toEqual([200, 200]);
    const logout = await fetch(`${webs[0]!.base}/v1/auth/logout`, { method: 'POST', headers: bearer(setup.tokens.admin) });
    expect(logout.status).toBe(200);
    expect(await me(webs[1]!)).toBe(401);
  });

  it('counts sign-in attempts for one account across both web processes', async () => {
    // The account's window lasts 15 minutes from its first attempt: far longer than these four requests.
    const attempt = (web: ServerProcess) =>
      fetch(`${web.base}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'shared-target@example.test', password: 'guess-number-x' }) }).then(
        (response) => response.status,
      );
    const statuses = [];
    for (const web of [webs[0]!, webs[1]!, webs[0]!, webs[1]!]) statuses.push(await attempt(web));
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('lets a worker process answer only its operations routes', async () => {
    expect((await fetch(`${worker.base}/healthz`)).status).toBe(200);
    expect((await fetch(`${worker.base}/readyz`)).status).toBe(200);
    expect((await fetch(`${worker.base}/v1/claims`, { headers: bearer(setup.tokens.nurse) })).status).toBe(404);
  });
});

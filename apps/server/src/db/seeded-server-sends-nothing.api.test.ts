import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { startTestSmtp, type TestSmtp } from '../testing/test-smtp.ts';
import { openDatabase, rowsOf, type Database } from './client.ts';
import { claims, claimsChangeLogs, claimsEmailLogs } from './schema.ts';
import { seedScale } from './seed.ts';
import { createPostgresTestDatabase } from '../testing/test-database.ts';

// A server started on a database made by `npm run db:seed -- --scale 20` sends nothing: the seed's
// claims are settled, none of their e-mails waits to be sent (issue 36). The proof that the server's
// sweep of e-mails left without a job has run is one genuine orphan planted beside the seed: once it is
// delivered, it must be the only message the SMTP server got, with nothing else waiting to go.
// (PostgreSQL only: a second process cannot share an embedded database.)
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(serverUrl);
describe.skipIf(!onPostgres)('a server on a seeded database (PostgreSQL only)', () => {
  const name = `claims_seeded_${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-seeded-'));
  let databaseUrl: string;
  let database: Database;
  let smtp: TestSmtp;
  let server: ServerProcess | undefined;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };

  beforeAll(async () => {
    const created = await createPostgresTestDatabase(serverUrl, name);
    databaseUrl = created.url;
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, ownerUrl: created.ownerUrl, poolSize: 2 });
    // what `npm run db:seed -- --scale 20` does (seed-cli.ts)
    await seedScale(database.workerDb, { schools: 20 });
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await server?.kill();
    await smtp?.close();
    await database?.close();
    await admin(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // A delivered claim sent again (as a resend does) whose job was lost: its e-mail PENDING with no job,
  // last changed an hour ago, well past the sweep's grace.
  async function plantOrphan() {
    const [claim] = await database.workerDb
      .select({ id: claims.id, userId: claims.user_id, changeLogId: claimsChangeLogs.id })
      .from(claims)
      .innerJoin(claimsChangeLogs, eq(claimsChangeLogs.claim_id, claims.id))
      .where(eq(claims.status, 'DELIVERED'))
      .limit(1);
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    return database.workerDb.transaction(async (tx) => {
      const [orphan] = await tx
        .insert(claimsEmailLogs)
        .values({ claim_id: claim!.id, claims_change_log_id: claim!.changeLogId, status: 'PENDING', kind: 'CLAIM', sent_by: claim!.userId, created_at: anHourAgo, updated_at: anHourAgo })
        .returning({ id: claimsEmailLogs.id });
      await tx.update(claims).set({ status: 'PENDING' }).where(eq(claims.id, claim!.id));
      return orphan!.id;
    });
  }

  const emailLog = async (id: string) => (await database.workerDb.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.id, id)))[0];
  const pendingEmails = async () => (await database.workerDb.select({ n: count() }).from(claimsEmailLogs).where(eq(claimsEmailLogs.status, 'PENDING')))[0]!.n;
  const unfinishedJobs = async () =>
    rowsOf<{ n: number }>(await database.workerDb.execute(`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')`))[0]!.n;

  it('sends none of the seed’s e-mails, only the one orphan planted beside them', async () => {
    const orphanId = await plantOrphan();

    server = await startServerProcess({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, DATA_DIR: dataDir, MAINTENANCE_INTERVAL_SECONDS: '1' });
    await expect.poll(async () => (await emailLog(orphanId))?.status).toBe('DELIVERED');

    // Nothing else was sent or waits to go: no e-mail PENDING, and once every queue's jobs are done, the
    // planted e-mail is the one message received.
    expect({ waiting: await pendingEmails(), received: smtp.messages.length }).toEqual({ waiting: 0, received: 1 });
    await expect.poll(unfinishedJobs).toBe(0);
    const orphan = await emailLog(orphanId);
    expect(smtp.messages.map((mail) => mail.messageId)).toEqual([orphan!.message_id]);
  });
});

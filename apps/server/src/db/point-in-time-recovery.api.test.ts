import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDocument, type UploadedDocument } from '../testing/claim-documents.ts';
import { claimPayload, seedClaimSetup, TPA_EMAIL, type ClaimSetup } from '../testing/claims.ts';
import { bearer } from '../testing/fixtures.ts';
import { multipart } from '../testing/multipart.ts';
import { clusterAt, ownedFolder, PITR_SCRIPT, postgresBin, startPrivateCluster, type PrivateCluster } from '../testing/private-cluster.ts';
import { freePort, startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { createPostgresTestDatabase, type PostgresTestDatabase } from '../testing/test-database.ts';
import { startTestSmtp, type TestSmtp } from '../testing/test-smtp.ts';
import { waitUntil } from '../testing/wait.ts';
import { openDatabase, rowsOf, type Database } from './client.ts';
import { claims, claimsEmailLogs, mailOutbox } from './schema.ts';

const run = promisify(execFile);
const MOVE_CLAIM_NUMBERS_ON = "select setval(pg_get_serial_sequence('claims', 'claim_number'), (select max(claim_number) from claims) + 10000)";

// Issue 59: the PostgreSQL deployment restored to a chosen time with scripts/pitr/pitr.sh, on a cluster of
// the test's own (initdb in a temporary folder, a free port, every WAL segment archived), never the shared
// server. Claims A before the time, claims B after it; the restored database has exactly A, each of A's
// files opens through the app, and the app on it sends nothing the TPA already has. It prints the measured
// recovery time for docs/operations.md. It runs in the PostgreSQL project, where the server's programs are.
const bin = postgresBin();
const onPostgres = process.env.TEST_DB === 'postgres';
describe.skipIf(!onPostgres || !bin)('point-in-time recovery on a private PostgreSQL cluster (PostgreSQL project only; skipped without PostgreSQL’s programs in PG_BIN or /usr/lib/postgresql/*/bin)', () => {
  let folder: string;
  let archive: string;
  let appData: string;
  let primary: PrivateCluster;
  let restored: PrivateCluster | undefined;
  let created: PostgresTestDatabase;
  let database: Database | undefined;
  let setup: ClaimSetup;
  let smtp: TestSmtp;
  const servers = new Set<ServerProcess>();

  async function startServer(databaseUrl: string) {
    const server = await startServerProcess({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, DATA_DIR: appData, MAINTENANCE_INTERVAL_SECONDS: '1' });
    servers.add(server);
    return server;
  }

  const query = async (connectionString: string, text: string) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };

  async function upload(server: ServerProcess, data: Buffer) {
    const form = multipart({ school_id: setup.ids.school, kind: 'ITEMIZED_BILL' }, { name: 'file', filename: 'bill.pdf', type: 'application/pdf', data });
    const response = await fetch(`${server.base}/v1/claim-documents`, { method: 'POST', headers: { ...form.headers, ...bearer(setup.tokens.nurse) }, body: form.payload });
    expect(response.status).toBe(200);
    return ((await response.json()) as { document: UploadedDocument }).document.id;
  }
  async function submit(server: ServerProcess, documentIds: string[] = []) {
    const response = await fetch(`${server.base}/v1/claims`, {
      method: 'POST',
      headers: { ...bearer(setup.tokens.nurse), 'content-type': 'application/json' },
      body: JSON.stringify({ data: claimPayload(setup.ids, { document_ids: documentIds }) }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { claim_id: string }).claim_id;
  }

  const db = () => database!.workerDb;
  const delivered = async (claimIds: string[]) =>
    (await db().select({ status: claims.status }).from(claims).where(inArray(claims.id, claimIds))).filter((claim) => claim.status === 'DELIVERED').length === claimIds.length;
  // Nothing left for a worker to do: no claim e-mail or other e-mail waiting, every job finished.
  const settled = async () => {
    const [pendingClaimMail] = await db().select({ n: count() }).from(claimsEmailLogs).where(eq(claimsEmailLogs.status, 'PENDING'));
    const [pendingMail] = await db().select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'PENDING'));
    const [jobs] = rowsOf<{ n: number }>(await db().execute(`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')`));
    return pendingClaimMail!.n + pendingMail!.n + jobs!.n === 0;
  };
  const messageIdsOf = async (claimIds: string[]) =>
    (await db().select({ id: claimsEmailLogs.message_id }).from(claimsEmailLogs).where(inArray(claimsEmailLogs.claim_id, claimIds))).map((row) => row.id);

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-pitr-'));
    archive = path.join(folder, 'wal');
    appData = fs.mkdirSync(path.join(folder, 'app'), { recursive: true })!;
    primary = await startPrivateCluster(bin!, path.join(folder, 'primary'), archive);
    created = await createPostgresTestDatabase(primary.superuserUrl, 'claims');
    database = await openDatabase({ kind: 'postgres', url: created.url, ownerUrl: created.ownerUrl, poolSize: 2 });
    setup = await seedClaimSetup(database.workerDb);
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await database?.close();
    await smtp?.close();
    for (const cluster of [primary, restored]) await cluster?.stop('immediate').catch(() => {});
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('restores exactly the claims before the chosen time, with their files, and sends none of their e-mails again', async () => {
    const { stdout: backupOutput } = await run('bash', [PITR_SCRIPT, 'base-backup', '--dbname', primary.superuserUrl, '--to', path.join(folder, 'backups')]);
    const backup = backupOutput.trim().split('\n').at(-1)!;
    const first = await startServer(created.url);

    // Claims A, each with a bill, delivered to the TPA, and every job of theirs done: then the time.
    const bills = [pdfDocument('bill of A1'), pdfDocument('bill of A2')];
    const claimsA = [await submit(first, [await upload(first, bills[0]!)]), await submit(first, [await upload(first, bills[1]!)])];
    await waitUntil('claims A to be delivered', () => delivered(claimsA));
    await waitUntil('the work of claims A to be done', settled);
    const [{ time: target }] = (await query(primary.superuserUrl, 'select clock_timestamp()::text as time')).rows as [{ time: string }];

    // Claims B, after the time, delivered too: the TPA has their e-mails when the database is lost. A busy
    // day's numbers go before them, more than the 32 PostgreSQL logs a sequence ahead by, after a commit
    // (recovery stops at the first commit after the time, and replays the sequence's records before it).
    await query(primary.superuserUrl, 'select txid_current()');
    await query(created.ownerUrl, `select nextval(pg_get_serial_sequence('claims', 'claim_number')) from generate_series(1, 40)`);
    const claimsB = [await submit(first), await submit(first)];
    await waitUntil('claims B to be delivered', () => delivered(claimsB));
    const sentBefore = smtp.messages.map((mail) => mail.messageId);
    const numbersOfB = (await db().select({ number: claims.claim_number }).from(claims).where(inArray(claims.id, claimsB))).map((claim) => claim.number);
    expect(sentBefore).toHaveLength(4);
    // The segment holding B's commits archived, as archive_timeout would have it within a minute.
    const [{ segment }] = (await query(primary.superuserUrl, 'select pg_walfile_name(pg_switch_wal()) as segment')).rows as [{ segment: string }];
    await waitUntil('the last segment to be archived', async () => fs.existsSync(path.join(archive, segment)));

    // The disaster: the server and the database gone at once.
    await first.kill();
    servers.delete(first);
    await database!.close();
    database = undefined;
    await primary.stop('immediate');

    const restoreStarted = Date.now();
    const port = await freePort();
    const pgdata = path.join(ownedFolder(path.join(folder, 'restored')), 'data');
    restored = clusterAt(bin!, pgdata, port);
    await run('bash', [PITR_SCRIPT, 'restore', '--backup', backup, '--archive', archive, '--target-time', target, '--pgdata', pgdata, '--port', String(port)]);
    const restoredUrl = new URL(created.url);
    restoredUrl.port = String(port);
    const ownerUrl = new URL(created.ownerUrl);
    ownerUrl.port = String(port);
    // docs/operations.md, restoring step 5: claim numbers moved past any the TPA may have had (without it,
    // C would be given a number of the busy day's)
    await query(ownerUrl.toString(), `set app.all_schools = 'on'; ${MOVE_CLAIM_NUMBERS_ON}`);
    const promoted = Date.now();
    const second = await startServer(restoredUrl.toString());
    const answering = Date.now();
    console.log(
      `point-in-time recovery: restore and promotion ${((promoted - restoreStarted) / 1000).toFixed(1)} s, app answering after ${((answering - restoreStarted) / 1000).toFixed(1)} s`,
    );
    database = await openDatabase({ kind: 'postgres', url: restoredUrl.toString(), poolSize: 2 });

    // Exactly the claims of before the time.
    expect((await db().select({ id: claims.id }).from(claims)).map((claim) => claim.id).sort()).toEqual([...claimsA].sort());

    // Each of their files opens through the app, as it was uploaded.
    for (const [index, claimId] of claimsA.entries()) {
      const answer = await fetch(`${second.base}/v1/graphql`, {
        method: 'POST',
        headers: { ...bearer(setup.tokens.nurse), 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query ($id: ID!) { claim(id: $id) { documents { url } } }', variables: { id: claimId } }),
      });
      const { data } = (await answer.json()) as { data: { claim: { documents: { url: string }[] } } };
      expect(data.claim.documents).toHaveLength(1);
      const file = await fetch(new URL(data.claim.documents[0]!.url, second.base));
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(bills[index]!)).toBe(true);
    }

    // The restored app at work: a claim C delivered, and nothing left to do after it. The TPA then has
    // one copy of each e-mail of A, and C's as the one message since the restore.
    const claimC = await submit(second);
    await waitUntil('claim C to be delivered', () => delivered([claimC]));
    const [{ number: numberOfC }] = (await db().select({ number: claims.claim_number }).from(claims).where(eq(claims.id, claimC))) as [{ number: number }];
    expect(numberOfC).toBeGreaterThan(Math.max(...numbersOfB));
    await waitUntil('the restored app’s work to be done', settled);
    const sentAfter = smtp.messages.slice(sentBefore.length).map((mail) => mail.messageId);
    expect(sentAfter).toEqual(await messageIdsOf([claimC]));
    const messagesOfA = await messageIdsOf(claimsA);
    expect(smtp.messagesTo(TPA_EMAIL).filter((mail) => messagesOfA.includes(mail.messageId!))).toHaveLength(2);
  });
});

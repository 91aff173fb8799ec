// Prints how fast scripts/pitr/pitr.sh restores a cluster to a point in time when it has WAL to replay: a
// private cluster (as the point-in-time recovery test starts one, with fsync on), a base backup, pgbench's load and a
// spell of its transactions, the time read, one more table, the WAL archived, the server stopped at once;
// then the restore to that time, timed, and a check that the table made after it is absent.
//   npx tsx bench/pitr-replay.ts [pgbench scale] [seconds of pgbench]      (default 10 and 30)
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { clusterAt, ownedFolder, PITR_SCRIPT, postgresBin, startPrivateCluster } from '../apps/server/src/testing/private-cluster.ts';
import { freePort } from '../apps/server/src/testing/server-process.ts';
import { waitUntil } from '../apps/server/src/testing/wait.ts';

const run = promisify(execFile);
const scale = process.argv[2] ?? '10';
const seconds = process.argv[3] ?? '30';
const bin = postgresBin();
if (!bin) throw new Error('no PostgreSQL programs: set PG_BIN to the folder holding initdb and pg_ctl');

async function one(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows[0] as Record<string, string> | undefined;
  } finally {
    await client.end();
  }
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-pitr-bench-'));
const archive = path.join(folder, 'wal');
const primary = await startPrivateCluster(bin, path.join(folder, 'primary'), archive, { fsync: true });
const restoredData = path.join(ownedFolder(path.join(folder, 'restored')), 'data');
const restored = clusterAt(bin, restoredData, await freePort());
try {
  const { stdout } = await run('bash', [PITR_SCRIPT, 'base-backup', '--dbname', primary.superuserUrl, '--to', path.join(folder, 'backups')]);
  const backup = stdout.trim().split('\n').at(-1)!;
  await run(path.join(bin, 'pgbench'), ['--quiet', '--initialize', '--scale', scale, primary.superuserUrl]);
  await run(path.join(bin, 'pgbench'), ['--time', seconds, '--client', '2', primary.superuserUrl]);
  const { time } = (await one(primary.superuserUrl, 'select clock_timestamp()::text as time'))!;
  await one(primary.superuserUrl, 'create table after_target (x int)');
  const { segment } = (await one(primary.superuserUrl, 'select pg_walfile_name(pg_switch_wal()) as segment'))!;
  await waitUntil('the last segment to be archived', async () => fs.existsSync(path.join(archive, segment!)));
  const walBytes = fs.readdirSync(archive).reduce((sum, file) => sum + fs.statSync(path.join(archive, file)).size, 0);
  await primary.stop('immediate');

  const started = process.hrtime.bigint();
  await run('bash', [PITR_SCRIPT, 'restore', '--backup', backup, '--archive', archive, '--target-time', time!, '--pgdata', restoredData, '--port', String(restored.port)]);
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const { accounts, later } = (await one(restored.superuserUrl, "select (select count(*) from pgbench_accounts)::text as accounts, to_regclass('after_target')::text as later"))!;
  if (later !== null) throw new Error('the table made after the target time was restored');
  const megabytes = walBytes / 1024 / 1024;
  console.log(`WAL archived: ${megabytes.toFixed(0)} MB; pgbench_accounts restored: ${accounts} rows`);
  console.log(`restore to the target time and promotion: ${elapsed.toFixed(1)} s, ${(megabytes / elapsed).toFixed(0)} MB of WAL a second`);
} finally {
  for (const cluster of [primary, restored]) await cluster.stop('immediate').catch(() => {});
  fs.rmSync(folder, { recursive: true, force: true });
}

import { randomBytes } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count, eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type AppOptions } from '../apps/server/src/app.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { claims, schoolsThirdPartyAdministrators } from '../apps/server/src/db/schema.ts';
import { seedScale } from '../apps/server/src/db/seed.ts';
import { TEST_FILE_KEYS } from '../apps/server/src/testing/test-app.ts';

// The app as a benchmark runs it: as in production (answers' leaves unchecked), no job workers, the
// production web build when asked for (`withWeb`).
export const benchApp = (database: Database, { withWeb = false, ...options }: Partial<Omit<AppOptions, 'database' | 'config'>> & { withWeb?: boolean } = {}) =>
  buildApp({
    graphqlCheckLeaves: false,
    config: { webDist: withWeb ? path.resolve('apps/web/dist') : '/none', publicUrl: 'http://bench', dataDir: '/none', MAIL_FROM: 'x <x@x.test>' },
    // the tests' fixed key: a bench database holds no file worth keeping, and the lists' databases are kept
    // from one run to the next, whose key must open what the first run sealed
    fileKeys: TEST_FILE_KEYS,
    database,
    runJobs: false,
    ...options,
  });

// Runs `measure` on a database of its own on the PostgreSQL server at `serverUrl`, dropped afterwards:
// empty, or a copy of the `template` database (which nothing else may be connected to meanwhile).
export async function onServerDatabase(serverUrl: string, measure: (database: Database, url: string) => Promise<void>, { template }: { template?: string } = {}) {
  const name = `claims_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await measure(await openDatabase({ kind: 'postgres', allowPrivilegedRole: true, url: url.toString() }), url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PER_SCHOOL = 5000;

// The claims_bench_lists_<claims> database bench/lists.ts fills (BENCH_DATABASE_URL, default the local server).
export const listsDatabaseUrl = (claims: number) => {
  const url = new URL(serverUrl);
  url.pathname = `/claims_bench_lists_${claims}`;
  return url.toString();
};

// That database, made and filled by `db:seed --scale` (schools of 5,000 students and 5,000 claims) on first
// use and kept for the next run: drop it to start again.
export async function listsDatabase(claimCount: number) {
  const name = `claims_bench_lists_${claimCount}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', allowPrivilegedRole: true, url: listsDatabaseUrl(claimCount) });
  await fillToScale(database, name, claimCount);
  // as autovacuum leaves a table in use: statistics, and the visibility map that index-only scans read
  await database.workerDb.execute(sql`vacuum analyze`);
  return database;
}

// Fills `database` (called `name` in the progress) up to `claimCount` claims with `db:seed --scale`'s
// schools of 5,000 students and 5,000 claims; what it holds already counts. Vacuuming is the caller's,
// who may need another role (the tables' owner) for it.
export async function fillToScale(database: Database, name: string, claimCount: number) {
  const [row] = await database.workerDb.select({ n: count() }).from(claims);
  const have = row?.n ?? 0;
  if (have < claimCount) {
    const schoolCount = Math.ceil((claimCount - have) / PER_SCHOOL);
    const started = performance.now();
    await seedScale(database.workerDb, { schools: schoolCount, studentsPerSchool: PER_SCHOOL, claimsPerSchool: PER_SCHOOL }, (done) =>
      process.stdout.write(`\r  seeding ${name}: ${done}/${schoolCount} schools`),
    );
    console.log(` in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  // A program's usual notice and filing days on every TPA link (the generated ones have none), so that the
  // "due within" cases have claims due: the claims not yet sent injured more than 23 days ago.
  // A link at a time: each one's claims get their due dates in its statement.
  const withoutDays = await database.workerDb.select({ id: schoolsThirdPartyAdministrators.id }).from(schoolsThirdPartyAdministrators).where(isNull(schoolsThirdPartyAdministrators.notice_days));
  for (const link of withoutDays) {
    await database.workerDb.update(schoolsThirdPartyAdministrators).set({ notice_days: 30, filing_days: 90 }).where(eq(schoolsThirdPartyAdministrators.id, link.id));
  }
}

// The app's claims list and roster, as the web app asks for them.
export const CLAIMS_LIST_QUERY = `query ($schoolId: ID, $name: String, $status: ClaimStatus, $completeness: ClaimCompleteness, $dueWithinDays: Int, $sort: ClaimSort, $direction: SortDirection, $offset: Int, $limit: Int) {
  claims(schoolId: $schoolId, name: $name, status: $status, completeness: $completeness, dueWithinDays: $dueWithinDays, sort: $sort, direction: $direction, offset: $offset, limit: $limit) {
    total capped items { id claim_number status student_first_name student_last_name academic_id submitted_by_id submitted_by_name injury_date submitted_to_tpa_at school_id school_name tpa_name tpa_code missing_items }
  }
}`;
export const ROSTER_QUERY = `query ($schoolId: ID!, $name: String, $offset: Int, $limit: Int) {
  students(schoolId: $schoolId, name: $name, offset: $offset, limit: $limit) { total items { id first_name last_name academic_id date_of_birth } }
}`;

export { sessionFor } from '../apps/server/src/testing/fixtures.ts';

// A server in a process of its own, as it would run, and not in the measuring process's event loop:
// resolves once `probe` (a path) answers below 500. Kill the process when done.
export async function spawnServer(command: string, args: string[], env: Record<string, string>, probe: string) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'inherit' });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} ended (exit ${child.exitCode}) before it answered`);
    try {
      if ((await fetch(`http://127.0.0.1:${env.PORT}${probe}`)).status < 500) return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

// The app as bench/app-server.ts runs it, on the database at `url`.
export const spawnAppServer = (url: string, port: number) =>
  spawnServer(path.resolve('node_modules/.bin/tsx'), ['bench/app-server.ts'], { DATABASE_URL: url, PORT: String(port) }, '/healthz');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// The server compiled and started as production starts it (`node apps/server/dist/main.js`), in a process
// of its own on a free port, its output in a temporary file named after `name`. Wait for it to answer.
export async function spawnCompiledServer(name: string, env: Record<string, string>) {
  const port = await freePort();
  const logFile = path.join(os.tmpdir(), `${name}-server-${port}.log`);
  const log = fs.openSync(logFile, 'w');
  const root = path.resolve(import.meta.dirname, '..');
  execFileSync('npm', ['run', 'build', '-w', '@claims/server'], { cwd: root, stdio: 'ignore' });
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: 'http://bench.test', WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn' },
    stdio: ['ignore', log, log],
  });
  // the child has its own copy
  fs.closeSync(log);
  return { server, base: `http://127.0.0.1:${port}`, logFile };
}

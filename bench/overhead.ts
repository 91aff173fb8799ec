// Prints what the app costs around its SQL (issue 41, item 4): for each list request, the statements the
// app sends for it are captured, then sent again by a bare Fastify route (bench/bare-server.ts: the same
// statements and values in the same order, the largest result as JSON objects, compressed as the app compresses);
// the app (bench/app-server.ts) and the bare route, each in its own process, are asked by 10 clients at
// once in alternating rounds. app/bare is the share of the bare route's throughput the app keeps (the
// goal: at least 0.8).
//   npx tsx bench/overhead.ts [claims]      (default 100000, on bench:lists' database of that size)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_SIZES } from '@claims/shared';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { schools, users } from '../apps/server/src/db/schema.ts';
import { benchApp, CLAIMS_LIST_QUERY as CLAIMS, listsDatabase, listsDatabaseUrl, ROSTER_QUERY as STUDENTS, sessionFor, spawnAppServer, spawnServer } from './bench-app.ts';
import { concurrentThroughput, percentile, timeGraphql } from './load.ts';

const claimCount = Number(process.argv[2] ?? 100_000);
const ROUNDS = 5;
const ROUND_REQUESTS = 400;
const APP_PORT = 5988;
const BARE_PORT = 5989;

type Statement = { text: string; values?: unknown[]; name?: string; rowMode?: string };

// Every statement a pg client sends while `capturing` is set, as it was sent.
let capturing: Statement[] | null = null;
const sendQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  if (capturing) {
    // the values ride in the config or, as Drizzle sends them, beside it
    const statement = typeof config === 'string' ? { text: config } : (config as Statement);
    const values = statement.values ?? (Array.isArray(rest[0]) ? (rest[0] as unknown[]) : undefined);
    capturing.push({ text: statement.text, values, name: statement.name, rowMode: statement.rowMode });
  }
  return (sendQuery as (...args: unknown[]) => unknown).call(this, config, ...rest);
} as typeof pg.Client.prototype.query;

const database = await listsDatabase(claimCount);
const [admin] = await database.workerDb.select({ id: users.id }).from(users).where(eq(users.type, 'admin')).limit(1);
const token = await sessionFor(database.workerDb, admin!.id);
const [school] = await database.workerDb.select({ id: schools.id }).from(schools).orderBy(sql`${schools.created_at} desc`).limit(1);
const pageSize = PAGE_SIZES.claims.default;
const cases = [
  { name: 'global, page 1 with total', query: CLAIMS, variables: { offset: 0, limit: pageSize } },
  { name: 'global, status ERROR', query: CLAIMS, variables: { status: 'ERROR', offset: 0, limit: pageSize } },
  { name: 'global, due within 7 days', query: CLAIMS, variables: { dueWithinDays: 7, offset: 0, limit: pageSize } },
  { name: 'school, page 1 with total', query: CLAIMS, variables: { schoolId: school!.id, offset: 0, limit: pageSize } },
  { name: 'roster, page 1', query: STUDENTS, variables: { schoolId: school!.id, offset: 0, limit: 25 } },
];

// The statements of one request of each case, from the app in this process (then closed).
const capturer = await benchApp(database, { graphqlOperationsPerMinute: 1e9 });
const replays: Statement[][] = [];
for (const item of cases) {
  const request = () => capturer.inject({ method: 'POST', url: '/v1/graphql', headers: { authorization: `Bearer ${token}` }, payload: { query: item.query, variables: item.variables } });
  await request();
  capturing = [];
  await request();
  replays.push(capturing);
  capturing = null;
}
await capturer.close();
await database.close();

const statementsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'claims-overhead-')), 'statements.json');
fs.writeFileSync(statementsFile, JSON.stringify(replays));
const url = listsDatabaseUrl(claimCount);
const [appServer, bareServer] = await Promise.all([
  spawnAppServer(url, APP_PORT),
  spawnServer(path.resolve('node_modules/.bin/tsx'), ['bench/bare-server.ts'], { DATABASE_URL: url, PORT: String(BARE_PORT), STATEMENTS: statementsFile }, '/healthz'),
]);
const askBare = async (index: number) => {
  const response = await fetch(`http://127.0.0.1:${BARE_PORT}/replay/${index}`);
  if (!response.ok) throw new Error(`the bare route answered ${response.status}: ${await response.text()}`);
  await response.json();
};

try {
  console.log(`${claimCount} claims: the app against its own SQL on a bare route, 10 clients (median of ${ROUNDS} alternating rounds of ${ROUND_REQUESTS} requests)`);
  for (const [index, item] of cases.entries()) {
    const sides = {
      app: () => timeGraphql(`http://127.0.0.1:${APP_PORT}/v1/graphql`, token, item.query, item.variables),
      bare: () => askBare(index),
    };
    const rates: Record<string, number[]> = { app: [], bare: [] };
    for (const ask of Object.values(sides)) for (let i = 0; i < 5; i++) await ask();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [side, ask] of Object.entries(sides)) {
        const { perSecond, failed } = await concurrentThroughput(ask, { requests: ROUND_REQUESTS });
        if (failed > 0) console.log(`  (${side}: ${failed} requests failed in round ${round + 1})`);
        rates[side]!.push(perSecond);
      }
    }
    const [appRate, bareRate] = [percentile(rates.app!, 50), percentile(rates.bare!, 50)];
    console.log(
      `  ${item.name.padEnd(28)} | ${String(replays[index]!.length).padStart(2)} statements | app ${appRate.toFixed(1).padStart(6)} req/s | bare ${bareRate.toFixed(1).padStart(6)} req/s | app/bare ${(appRate / bareRate).toFixed(2)}x`,
    );
  }
} finally {
  appServer.kill('SIGTERM');
  bareServer.kill('SIGTERM');
  fs.rmSync(path.dirname(statementsFile), { recursive: true, force: true });
}

// Prints what the access log (issue 39) costs the lists: p50/p95 of one request at a time and the
// throughput of 10 concurrent clients, for the admin's global claims list, a school's claims list and its
// roster, with the log on and off, on the same database and in alternating rounds. Each of these requests
// writes one event naming every row it returned. Target: p95 with the log at most 10 % above without it.
//   npx tsx bench/access-log.ts [claims]      (default 100000)
// The database is bench/lists.ts's claims_bench_lists_<claims> on BENCH_DATABASE_URL (default the local
// server), filled on first use and kept.
import { PAGE_SIZES } from '@claims/shared';
import { eq, sql } from 'drizzle-orm';
import { schools, users } from '../apps/server/src/db/schema.ts';
import { benchApp, CLAIMS_LIST_QUERY, listsDatabase, ROSTER_QUERY, sessionFor } from './bench-app.ts';
import { concurrentThroughput, percentile, timeGraphql } from './load.ts';

const claimCount = Number(process.argv[2] ?? 100_000);
const ROUNDS = 3;
const SEQUENTIAL = 40;

const database = await listsDatabase(claimCount);
const [admin] = await database.workerDb.select({ id: users.id }).from(users).where(eq(users.type, 'admin')).limit(1);
const token = await sessionFor(database.workerDb, admin!.id);
const [school] = await database.workerDb.select({ id: schools.id }).from(schools).orderBy(sql`${schools.created_at} desc`).limit(1);
const cases = [
  { name: 'global claims, page 1', query: CLAIMS_LIST_QUERY, variables: { offset: 0, limit: PAGE_SIZES.claims.default } },
  { name: 'school claims, page 1', query: CLAIMS_LIST_QUERY, variables: { schoolId: school!.id, offset: 0, limit: PAGE_SIZES.claims.default } },
  { name: 'roster, page 1', query: ROSTER_QUERY, variables: { schoolId: school!.id, offset: 0, limit: 25 } },
];

type Sample = { times: number[]; perSecond: number[] };
const samples = new Map<string, Sample>();
for (let round = 0; round < ROUNDS; round++) {
  for (const accessLog of [false, true]) {
    const app = await benchApp(database, { graphqlOperationsPerMinute: 1e9, accessLog });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const item of cases) {
      const ask = () => timeGraphql(`${address}/v1/graphql`, token, item.query, item.variables);
      for (let i = 0; i < 3; i++) await ask();
      const key = `${item.name}|${accessLog ? 'on' : 'off'}`;
      const sample = samples.get(key) ?? { times: [], perSecond: [] };
      for (let i = 0; i < SEQUENTIAL; i++) sample.times.push(await ask());
      sample.perSecond.push((await concurrentThroughput(ask, { clients: 10, requests: 200 })).perSecond);
      samples.set(key, sample);
    }
    await app.close();
  }
}

console.log(`access log at ${claimCount} claims (${ROUNDS} rounds of ${SEQUENTIAL} requests, log off then on):`);
for (const item of cases) {
  const off = samples.get(`${item.name}|off`)!;
  const on = samples.get(`${item.name}|on`)!;
  const figures = (sample: Sample) =>
    `p50 ${percentile(sample.times, 50).toFixed(1).padStart(6)} ms, p95 ${percentile(sample.times, 95).toFixed(1).padStart(6)} ms, ${(sample.perSecond.reduce((a, b) => a + b, 0) / sample.perSecond.length).toFixed(0).padStart(4)} req/s`;
  const slower = (percentile(on.times, 95) / percentile(off.times, 95) - 1) * 100;
  console.log(`  ${item.name.padEnd(24)} off: ${figures(off)} | on: ${figures(on)} | p95 ${slower >= 0 ? '+' : ''}${slower.toFixed(1)} %`);
}
await database.close();

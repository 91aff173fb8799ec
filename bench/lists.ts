// Prints how the lists answer as the program grows: p50/p95 of one request at a time and the throughput
// of 10 concurrent clients, for the admin's global claims list (page 1 with its total, the window's last
// page, the status filter, two sorts by a party's name), a school's claims list and a roster name search,
// at 10k, 100k and 1M claims (as many students), with the ratio of the largest to the smallest; and the
// rows of claims and students each request read by sequential scans (a plan that reads a whole table
// shows here as the table's size; a count stopped at the window as at most 10,001).
//   npx tsx bench/lists.ts [claims ...]      (default 10000 100000 1000000)
//   BENCH_LISTS=school,roster npx tsx bench/lists.ts 1000000    (only the cases whose name has one of these)
// Each size has its own PostgreSQL database on BENCH_DATABASE_URL (default the local server), filled once
// by `db:seed --scale` (200 schools of 5,000 students and 5,000 claims for a million) and kept for the
// next run: drop `claims_bench_lists_<claims>` to start again.
import { CLAIM_LIST_WINDOW, PAGE_SIZES } from '@claims/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { schools, students, thirdPartyAdministrators, users } from '../apps/server/src/db/schema.ts';
import { benchApp, CLAIMS_LIST_QUERY as CLAIMS, listsDatabase as databaseFor, ROSTER_QUERY as STUDENTS, sessionFor } from './bench-app.ts';
import { concurrentThroughput, percentile, timeGraphql } from './load.ts';

const sizes = process.argv.slice(2).map(Number);
const SEQUENTIAL = 40;
const CONCURRENT_CLIENTS = 10;
const CONCURRENT_REQUESTS = 200;

// Statistics reach pg_stat_user_tables when a backend reports them (at most every second, and at the end
// of its transaction), so they are read after a pause and a forced flush of this session's own.
async function seqRowsRead(database: Database) {
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await database.workerDb.execute(sql`select pg_stat_clear_snapshot()`);
  const result = await database.workerDb.execute(sql`select relname, seq_tup_read from pg_stat_user_tables where relname in ('claims', 'students')`);
  const rows = (result as unknown as { rows: { relname: string; seq_tup_read: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.relname, Number(row.seq_tup_read)]));
}

type Case = { name: string; query: string; variables: Record<string, unknown> };
type Figures = { p50: number; p95: number; perSecond: number; scans: string };

async function measureSize(claimCount: number): Promise<Map<string, Figures>> {
  const database = await databaseFor(claimCount);
  // the per-session operation limit is still counted on every request, but never reached
  const app = await benchApp(database, { graphqlOperationsPerMinute: 1e9 });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const [admin] = await database.workerDb.select({ id: users.id }).from(users).where(eq(users.type, 'admin')).limit(1);
  const token = await sessionFor(database.workerDb, admin!.id);
  // the last generated school: a full one, with as many claims and students as every other
  const [school] = await database.workerDb.select({ id: schools.id }).from(schools).orderBy(sql`${schools.created_at} desc`).limit(1);
  const [student] = await database.workerDb.select({ last_name: students.last_name }).from(students).where(eq(students.school_id, school!.id)).limit(1);
  const [tpa] = await database.workerDb.select({ id: thirdPartyAdministrators.id }).from(thirdPartyAdministrators).orderBy(thirdPartyAdministrators.name).limit(1);
  const pageSize = PAGE_SIZES.claims.default;
  const cases: Case[] = [
    { name: 'global, page 1 with total', query: CLAIMS, variables: { offset: 0, limit: pageSize } },
    { name: "global, window's last page", query: CLAIMS, variables: { offset: CLAIM_LIST_WINDOW - pageSize, limit: pageSize } },
    { name: 'global, status ERROR', query: CLAIMS, variables: { status: 'ERROR', offset: 0, limit: pageSize } },
    // against each claim's TPA, no index: the page reads claims in the order's index until it has its rows
    { name: 'global, incomplete', query: CLAIMS, variables: { completeness: 'INCOMPLETE', offset: 0, limit: pageSize } },
    { name: 'global, complete', query: CLAIMS, variables: { completeness: 'COMPLETE', offset: 0, limit: pageSize } },
    // the claims not yet sent whose nearest due date is within a week or past (a third of them here)
    { name: 'global, due within 7 days', query: CLAIMS, variables: { dueWithinDays: 7, offset: 0, limit: pageSize } },
    { name: 'school, due within 7 days', query: CLAIMS, variables: { schoolId: school!.id, dueWithinDays: 7, offset: 0, limit: pageSize } },
    { name: 'school, incomplete', query: CLAIMS, variables: { schoolId: school!.id, completeness: 'INCOMPLETE', offset: 0, limit: pageSize } },
    { name: 'global, sorted by school', query: CLAIMS, variables: { sort: 'school', direction: 'asc', offset: 0, limit: pageSize } },
    { name: 'global, sorted by claimant', query: CLAIMS, variables: { sort: 'claimant_name', direction: 'asc', offset: 0, limit: pageSize } },
    { name: 'global, sorted by student id', query: CLAIMS, variables: { sort: 'student_id', direction: 'desc', offset: 0, limit: pageSize } },
    { name: 'global, sorted by status', query: CLAIMS, variables: { sort: 'status', direction: 'asc', offset: 0, limit: pageSize } },
    { name: 'global, sorted by submitter', query: CLAIMS, variables: { sort: 'submitted_by', direction: 'asc', offset: 0, limit: pageSize } },
    { name: 'global, sorted by TPA', query: CLAIMS, variables: { sort: 'tpa', direction: 'asc', offset: 0, limit: pageSize } },
    { name: 'global, by submitter, last page', query: CLAIMS, variables: { sort: 'submitted_by', direction: 'desc', offset: CLAIM_LIST_WINDOW - pageSize, limit: pageSize } },
    { name: 'global, by TPA, last page', query: CLAIMS, variables: { sort: 'tpa', direction: 'desc', offset: CLAIM_LIST_WINDOW - pageSize, limit: pageSize } },
    { name: 'one TPA, sorted by TPA', query: CLAIMS, variables: { tpaId: tpa!.id, sort: 'tpa', direction: 'asc', offset: 0, limit: pageSize } },
    // a filter the party does not imply: the page is joined from the matching claims and sorted
    { name: 'school, sorted by submitter', query: CLAIMS, variables: { schoolId: school!.id, sort: 'submitted_by', direction: 'asc', offset: 0, limit: pageSize } },
    { name: 'school, sorted by TPA', query: CLAIMS, variables: { schoolId: school!.id, sort: 'tpa', direction: 'asc', offset: 0, limit: pageSize } },
    { name: 'ERROR, sorted by submitter', query: CLAIMS, variables: { status: 'ERROR', sort: 'submitted_by', direction: 'asc', offset: 0, limit: pageSize } },
    { name: 'school, page 1 with total', query: CLAIMS, variables: { schoolId: school!.id, offset: 0, limit: pageSize } },
    { name: 'global, claimant contains', query: CLAIMS, variables: { name: student!.last_name.slice(1, 4), offset: 0, limit: pageSize } },
    { name: 'school, claimant contains', query: CLAIMS, variables: { schoolId: school!.id, name: student!.last_name.slice(1, 4), offset: 0, limit: pageSize } },
    { name: 'roster, page 1', query: STUDENTS, variables: { schoolId: school!.id, offset: 0, limit: 25 } },
    { name: 'roster, name contains', query: STUDENTS, variables: { schoolId: school!.id, name: student!.last_name.slice(1, 4), offset: 0, limit: 25 } },
    // too short for a trigram: the roster's order index, not a scan of the school's name matches
    { name: 'roster, two letters', query: STUDENTS, variables: { schoolId: school!.id, name: student!.last_name.slice(1, 3), offset: 0, limit: 25 } },
  ];
  const ask = ({ query, variables }: Case) => timeGraphql(`${address}/v1/graphql`, token, query, variables);
  const figures = new Map<string, Figures>();
  const only = process.env.BENCH_LISTS?.split(',');
  for (const item of cases.filter((candidate) => !only || only.some((word) => candidate.name.includes(word)))) {
    for (let i = 0; i < 3; i++) await ask(item);
    const before = await seqRowsRead(database);
    const times: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) times.push(await ask(item));
    const after = await seqRowsRead(database);
    const { perSecond, failed } = await concurrentThroughput(() => ask(item), { clients: CONCURRENT_CLIENTS, requests: CONCURRENT_REQUESTS });
    const perRequest = (table: string) => Math.round(((after[table] ?? 0) - (before[table] ?? 0)) / SEQUENTIAL);
    const scans = `claims ${perRequest('claims')}, students ${perRequest('students')}${failed > 0 ? ` (${failed} of the concurrent requests failed)` : ''}`;
    figures.set(item.name, { p50: percentile(times, 50), p95: percentile(times, 95), perSecond, scans });
    console.log(
      `  ${String(claimCount).padStart(8)} claims | ${item.name.padEnd(30)} | p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms | p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms | ${CONCURRENT_CLIENTS} concurrent ${perSecond.toFixed(1).padStart(6)} req/s | rows read by seq scans per request: ${scans}`,
    );
  }
  await app.close();
  await database.close();
  return figures;
}

const results = new Map<number, Map<string, Figures>>();
for (const size of sizes.length > 0 ? sizes : [10_000, 100_000, 1_000_000]) results.set(size, await measureSize(size));
const [smallest, largest] = [Math.min(...results.keys()), Math.max(...results.keys())];
if (smallest !== largest) {
  console.log(`\np50 at ${largest} claims / p50 at ${smallest} claims:`);
  for (const [name, figures] of results.get(largest)!) {
    console.log(`  ${name.padEnd(30)} ${(figures.p50 / results.get(smallest)!.get(name)!.p50).toFixed(2)}x`);
  }
}

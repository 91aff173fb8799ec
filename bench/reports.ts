// Prints how long the Reports page's figures take (the one claimReport request the page sends, every
// statement of it; ADR 031) as the program grows: p50/p95 of one request at a time, and the throughput of
// 4 concurrent clients, for an admin over the whole book and with filters, and for a school's own user,
// at 100k and 1M claims.
//   npx tsx bench/reports.ts [claims ...]      (default 100000 1000000)
// The databases are bench/lists.ts's (claims_bench_lists_<claims>, filled on first use, 5,000 claims a
// school, injured within the last year): a period of the last 12 months reads every claim there is.
import { addDaysToWire, utcWireDate } from '@claims/shared';
import { desc, eq } from 'drizzle-orm';
import { schools, users, usersSchools } from '../apps/server/src/db/schema.ts';
import { benchApp, listsDatabase, sessionFor } from './bench-app.ts';
import { concurrentThroughput, percentile, timeGraphql } from './load.ts';

const sizes = process.argv.slice(2).map(Number);
const SEQUENTIAL = 20;
const CONCURRENT = { clients: 4, requests: 40 };

// The page's query as the web app sends it, every figure asked for.
const REPORT_QUERY = `query ($filter: ReportFilter!) {
  claimReport(filter: $filter) {
    total open without_body_part average_submission_days average_delivery_hours year
    months { month claims previous_year_claims }
    by_sport { activity claims } by_activity { activity_type activity_level claims } by_school { school_id name claims }
    by_status { status claims } by_tpa_status { tpa_status claims } by_nature { nature claims } by_body_part { body_part claims }
    open_by_age { bucket claims } submission_delay { bucket claims } delivery_delay { bucket claims }
  }
}`;

async function measureSize(claimCount: number) {
  const database = await listsDatabase(claimCount);
  const app = await benchApp(database, { graphqlOperationsPerMinute: 1e9 });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const [admin] = await database.workerDb.select({ id: users.id }).from(users).where(eq(users.type, 'admin')).limit(1);
  const [school] = await database.workerDb.select({ id: schools.id }).from(schools).orderBy(desc(schools.created_at)).limit(1);
  const [staff] = await database.workerDb.select({ id: usersSchools.user_id }).from(usersSchools).where(eq(usersSchools.school_id, school!.id)).limit(1);
  const tokens = { admin: await sessionFor(database.workerDb, admin!.id), school: await sessionFor(database.workerDb, staff!.id) };
  const today = utcWireDate(new Date());
  const lastYear = { from: addDaysToWire(today, -365), to: today };
  const cases = [
    { name: 'admin, whole book, 12 months', token: tokens.admin, filter: lastYear },
    { name: 'admin, whole book, this year', token: tokens.admin, filter: { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` } },
    { name: 'admin, one sport', token: tokens.admin, filter: { ...lastYear, activity: 'Football' } },
    { name: 'admin, knee sprains', token: tokens.admin, filter: { ...lastYear, bodyPart: 'KNEE', natureOfInjury: 'SPRAIN_STRAIN' } },
    { name: 'admin, one school', token: tokens.admin, filter: { ...lastYear, schoolId: school!.id } },
    { name: 'school user, own school', token: tokens.school, filter: lastYear },
  ];
  for (const item of cases) {
    const ask = () => timeGraphql(`${address}/v1/graphql`, item.token, REPORT_QUERY, { filter: item.filter });
    for (let i = 0; i < 3; i++) await ask();
    const times: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) times.push(await ask());
    const { perSecond, failed } = await concurrentThroughput(ask, CONCURRENT);
    console.log(
      `  ${String(claimCount).padStart(8)} claims | ${item.name.padEnd(30)} | p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms | p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms | ${CONCURRENT.clients} concurrent ${perSecond.toFixed(1).padStart(6)} req/s${failed > 0 ? ` (${failed} failed)` : ''}`,
    );
  }
  await app.close();
  await database.close();
}

for (const size of sizes.length > 0 ? sizes : [100_000, 1_000_000]) await measureSize(size);

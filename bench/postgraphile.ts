// Prints, for the lists of bench/lists.ts that PostGraphile 5 can answer the same way, the throughput of
// 10 concurrent clients on the app and on PostGraphile (its Amber preset with the connection-filter
// plugin: bench/postgraphile-server.mjs), each server in its own process, over HTTP on the same database,
// measured in alternating rounds so that neither gets a quieter machine; and each one's p50 one request
// at a time. Each side asks for the same rows with the same joins: a page of 23 claims with the claimant,
// school, submitter and TPA and the total, or a page of 25 students whose first or last name contains a
// text. PostGraphile counts every matching row where the app stops at its 10,000 window: that is part of
// what is compared. PostGraphile is not a dependency of the project, and it needs Node 22: install both
// anywhere and name them:
//   npm install --prefix /tmp/pgl postgraphile@5 postgraphile-plugin-connection-filter@4 pg
//   npm install --prefix /tmp/node22 node@22
//   POSTGRAPHILE=/tmp/pgl POSTGRAPHILE_NODE=/tmp/node22/node_modules/.bin/node npx tsx bench/postgraphile.ts [claims]
// (default 1000000; run bench/lists.ts for that size first, which fills its database); BENCH_LISTS=school
// measures only the cases whose name has one of those words, as in bench/lists.ts.
import { addDaysToWire, PAGE_SIZES, utcWireDate } from '@claims/shared';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { schools, students, users } from '../apps/server/src/db/schema.ts';
import { CLAIMS_LIST_QUERY, listsDatabaseUrl, ROSTER_QUERY, sessionFor, spawnAppServer, spawnServer } from './bench-app.ts';
import { concurrentThroughput, percentile, timeGraphql } from './load.ts';

const folder = process.env.POSTGRAPHILE;
if (!folder) throw new Error('Set POSTGRAPHILE to the folder PostGraphile 5 is installed in (see the top of this file)');
const claimCount = Number(process.argv[2] ?? 1_000_000);
// Enough rounds, and long enough ones, that a passing burst of other work on the machine moves the median little.
const ROUNDS = 5;
const ROUND_REQUESTS = 400;
const SEQUENTIAL = 40;

const url = listsDatabaseUrl(claimCount);
const database = await openDatabase({ kind: 'postgres', allowPrivilegedRole: true, url });
const [admin] = await database.workerDb.select({ id: users.id }).from(users).where(eq(users.type, 'admin')).limit(1);
if (!admin) throw new Error(`No data in ${url}: run bench/lists.ts ${claimCount} first`);
const token = await sessionFor(database.workerDb, admin.id);
// the last generated school, a full one (as bench/lists.ts picks)
const [school] = await database.workerDb.select({ id: schools.id }).from(schools).orderBy(sql`${schools.created_at} desc`).limit(1);
const [student] = await database.workerDb.select({ last_name: students.last_name }).from(students).where(eq(students.school_id, school!.id)).limit(1);
const nameText = student!.last_name.slice(1, 4);

// Each server in a process of its own, as each would run, and neither in this one's event loop.
const APP_PORT = 5986;
const PGL_PORT = 5987;
const appAddress = `http://127.0.0.1:${APP_PORT}`;
const pglAddress = `http://127.0.0.1:${PGL_PORT}`;
const [appServer, pglServer] = await Promise.all([
  spawnAppServer(url, APP_PORT),
  spawnServer(process.env.POSTGRAPHILE_NODE ?? 'node', ['bench/postgraphile-server.mjs'], { DATABASE_URL: url, PORT: String(PGL_PORT), GRAPHILE_ENV: 'production' }, '/graphql'),
]);

const CLAIM_PAGE = PAGE_SIZES.claims.default;
const PGL_CLAIMS = `query ($condition: ClaimCondition!, $filter: ClaimFilter) {
  allClaims(first: ${CLAIM_PAGE}, offset: 0, condition: $condition, filter: $filter, orderBy: [SUBMITTED_TO_TPA_AT_DESC, UPDATED_AT_DESC]) {
    totalCount
    nodes {
      rowId claimNumber status injuryDate submittedToTpaAt schoolId userId
      studentByStudentId { firstName lastName academicId }
      userByUserId { firstName lastName }
      schoolBySchoolId { name }
      schoolsThirdPartyAdministratorBySchoolsThirdPartyAdministratorId { thirdPartyAdministratorByThirdPartyAdministratorId { name code } }
    }
  }
}`;
const PGL_ROSTER = `query ($schoolId: UUID!, $text: String!) {
  allStudents(first: 25, offset: 0, condition: { schoolId: $schoolId, deletedAt: null }, orderBy: [LAST_NAME_ASC, FIRST_NAME_ASC],
    filter: { or: [{ firstName: { includesInsensitive: $text } }, { lastName: { includesInsensitive: $text } }] }) {
    totalCount
    nodes { rowId firstName lastName academicId dateOfBirth }
  }
}`;

type Request = { address: string; query: string; variables: Record<string, unknown> };
const cases: { name: string; app: Request; postgraphile: Request }[] = [
  {
    name: 'global, page 1 with total',
    app: { address: `${appAddress}/v1/graphql`, query: CLAIMS_LIST_QUERY, variables: { offset: 0, limit: CLAIM_PAGE } },
    postgraphile: { address: `${pglAddress}/graphql`, query: PGL_CLAIMS, variables: { condition: { deletedAt: null } } },
  },
  {
    name: 'global, status ERROR',
    app: { address: `${appAddress}/v1/graphql`, query: CLAIMS_LIST_QUERY, variables: { status: 'ERROR', offset: 0, limit: CLAIM_PAGE } },
    postgraphile: { address: `${pglAddress}/graphql`, query: PGL_CLAIMS, variables: { condition: { deletedAt: null, status: 'ERROR' } } },
  },
  {
    // the app's "due within 7 days": the kept nearest due date (claims.next_due_on) this day or earlier
    name: 'global, due within 7 days',
    app: { address: `${appAddress}/v1/graphql`, query: CLAIMS_LIST_QUERY, variables: { dueWithinDays: 7, offset: 0, limit: CLAIM_PAGE } },
    postgraphile: {
      address: `${pglAddress}/graphql`,
      query: PGL_CLAIMS,
      variables: { condition: { deletedAt: null }, filter: { nextDueOn: { lessThanOrEqualTo: addDaysToWire(utcWireDate(new Date()), 7) } } },
    },
  },
  {
    name: 'school, page 1 with total',
    app: { address: `${appAddress}/v1/graphql`, query: CLAIMS_LIST_QUERY, variables: { schoolId: school!.id, offset: 0, limit: CLAIM_PAGE } },
    postgraphile: { address: `${pglAddress}/graphql`, query: PGL_CLAIMS, variables: { condition: { deletedAt: null, schoolId: school!.id } } },
  },
  {
    name: 'roster, name contains',
    app: { address: `${appAddress}/v1/graphql`, query: ROSTER_QUERY, variables: { schoolId: school!.id, name: nameText, offset: 0, limit: 25 } },
    postgraphile: { address: `${pglAddress}/graphql`, query: PGL_ROSTER, variables: { schoolId: school!.id, text: nameText } },
  },
];

// Uncompressed answers from both: PostGraphile compresses none, and on loopback compressing only costs
// (bench/overhead.ts measures the app with compression, against a bare route that compresses too).
const ask = ({ address, query, variables }: Request) => timeGraphql(address, token, query, variables, { 'accept-encoding': 'identity' });

try {
  console.log(`${claimCount} claims: app vs PostGraphile 5, 10 concurrent clients (median of ${ROUNDS} alternating rounds of ${ROUND_REQUESTS} requests), and p50 one at a time`);
  const only = process.env.BENCH_LISTS?.split(',');
  for (const item of cases.filter((candidate) => !only || only.some((word) => candidate.name.includes(word)))) {
    const sides = { app: item.app, postgraphile: item.postgraphile };
    const single: Record<string, number> = {};
    const rates: Record<string, number[]> = { app: [], postgraphile: [] };
    for (const [side, request] of Object.entries(sides)) {
      for (let i = 0; i < 3; i++) await ask(request);
      const times: number[] = [];
      for (let i = 0; i < SEQUENTIAL; i++) times.push(await ask(request));
      single[side] = percentile(times, 50);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [side, request] of Object.entries(sides)) {
        const { perSecond, failed } = await concurrentThroughput(() => ask(request), { requests: ROUND_REQUESTS });
        if (failed > 0) console.log(`  (${side}: ${failed} requests failed in round ${round + 1})`);
        rates[side]!.push(perSecond);
      }
    }
    const appRate = percentile(rates.app!, 50);
    const pglRate = percentile(rates.postgraphile!, 50);
    console.log(
      `  ${item.name.padEnd(28)} | app ${appRate.toFixed(1).padStart(6)} req/s, p50 ${single.app!.toFixed(1).padStart(7)} ms | PostGraphile ${pglRate.toFixed(1).padStart(6)} req/s, p50 ${single.postgraphile!.toFixed(1).padStart(7)} ms | app/PostGraphile ${(appRate / pglRate).toFixed(2)}x`,
    );
  }
} finally {
  appServer.kill('SIGTERM');
  pglServer.kill('SIGTERM');
  await database.close();
}

// Prints what row-level security (ADR 051) and the access log's hash chain (ADR 052) cost at scale: p50/p95
// of the admin's global claims list (page 1 with its total), a school user's own-school claims list, a
// roster name search by that user, and a claim submitted by that user (POST /v1/claims, one at a time), each
// with the policies and the chain's trigger on and off, with the ratio on/off and whether it is within 10 %
// (issue 58), and with the chain's trigger alone off, for its share; then one lone statement through the app's scoped connection and
// through the raw pool.
//   npx tsx bench/row-security.ts [claims]      (default 1000000)
// The app serves as the application role, never a superuser or the owner: either would skip the policies.
// The database, claims_bench_rls_<claims> on BENCH_DATABASE_URL (default the local server), is owned by the
// test databases' owner role, filled once by `db:seed --scale` (200 schools of 5,000 students and 5,000
// claims for a million: 4-5 s a school on a 2-core machine, about a quarter of an hour) and kept for the next run:
// drop it to start again. Each run adds a student and its submitted claims to one school.
// "Off" is the owner's ALTER TABLE ... NO FORCE / DISABLE ROW LEVEL SECURITY on every table with a
// `school_rows` policy and DISABLE TRIGGER access_events_chain; all are given back as they were at the end
// of each off round, whatever happens. Submitted claims queue their TPA e-mail; no worker sends it.
import { randomBytes } from 'node:crypto';
import { PAGE_SIZES } from '@claims/shared';
import { and, eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { providers, schools, schoolsThirdPartyAdministrators, students, studentsProviders, users, usersSchools } from '../apps/server/src/db/schema.ts';
import { claimPayload, seedStudent, type ClaimSetup } from '../apps/server/src/testing/claims.ts';
import { createPostgresTestDatabase, postgresTestDatabase } from '../apps/server/src/testing/test-database.ts';
import { benchApp, CLAIMS_LIST_QUERY, fillToScale, ROSTER_QUERY, sessionFor } from './bench-app.ts';
import { percentile, timeGraphql } from './load.ts';

const claimCount = Number(process.argv[2] ?? 1_000_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WARM_UP = 3;
// Per mode: with 40, two runs on a quiet machine differed by up to 30 % on the 8 ms lists.
const SEQUENTIAL = 200;
const LONE_STATEMENTS = 500;
const WITHIN = 1.1;

const name = `claims_bench_rls_${claimCount}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount! > 0;
await admin.end();
const created = exists ? postgresTestDatabase(serverUrl, name) : await createPostgresTestDatabase(serverUrl, name);

// Migrated as the owner, served as the application role.
const database = await openDatabase({ kind: 'postgres', url: created.url, ownerUrl: created.ownerUrl, readOnlyUrl: created.readOnlyUrl });
await fillToScale(database, name, claimCount);

// The owner is held to the policies too (FORCE): its connection acts across schools.
const owner = new pg.Client({ connectionString: created.ownerUrl });
await owner.connect();
await owner.query(`set app.all_schools = 'on'`);
// as autovacuum leaves a table in use: statistics, and the visibility map that index-only scans read
await owner.query('vacuum analyze');

const policed = (
  await owner.query<{ name: string; enabled: boolean; forced: boolean }>(
    `select format('%I.%I', c.relnamespace::regnamespace::text, c.relname) as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
       from pg_class c where c.oid in (select format('%I.%I', schemaname, tablename)::regclass from pg_policies where policyname = 'school_rows') order by 1`,
  )
).rows;
const chainTrigger = (await owner.query<{ enabled: string }>(`select tgenabled as enabled from pg_trigger where tgname = 'access_events_chain' and tgrelid = 'access_events'::regclass`)).rows[0];
if (policed.length === 0 || !chainTrigger) throw new Error(`${name} has no school_rows policies or no access_events_chain trigger: not migrated to ADR 051/052`);

// Everything off, or the chain's trigger alone (to tell the chain's share from the policies').
async function switchOff(mode: Exclude<Mode, 'on'>) {
  if (mode === 'off') for (const table of policed) await owner.query(`alter table ${table.name} no force row level security; alter table ${table.name} disable row level security`);
  await owner.query('alter table access_events disable trigger access_events_chain');
}
// As they were found (on, forced, the trigger enabled, as the migrations leave them).
async function restore() {
  for (const table of policed) {
    await owner.query(
      `alter table ${table.name} ${table.enabled ? 'enable' : 'disable'} row level security; alter table ${table.name} ${table.forced ? 'force' : 'no force'} row level security`,
    );
  }
  await owner.query(`alter table access_events ${chainTrigger!.enabled === 'D' ? 'disable' : 'enable'} trigger access_events_chain`);
}

// The admin, and the staff of the last generated school (a full one) with a student of its own added for
// this run's submissions: a new student each run, so that no submission is a duplicate of an earlier run's.
const [adminUser] = await database.workerDb.select({ id: users.id }).from(users).where(eq(users.type, 'admin')).limit(1);
const [school] = await database.workerDb.select({ id: schools.id }).from(schools).orderBy(sql`${schools.created_at} desc`).limit(1);
const [nurse] = await database.workerDb
  .select({ id: users.id })
  .from(users)
  .innerJoin(usersSchools, eq(usersSchools.user_id, users.id))
  .where(and(eq(usersSchools.school_id, school!.id), like(users.email_address, 'nurse-%')))
  .limit(1);
const [rosterStudent] = await database.workerDb.select({ last_name: students.last_name }).from(students).where(eq(students.school_id, school!.id)).limit(1);
const [link] = await database.workerDb
  .select({ id: schoolsThirdPartyAdministrators.id })
  .from(schoolsThirdPartyAdministrators)
  .where(and(eq(schoolsThirdPartyAdministrators.school_id, school!.id), eq(schoolsThirdPartyAdministrators.is_default, true)))
  .limit(1);
const [insurer] = await database.workerDb.select({ id: providers.id }).from(providers).limit(1);
const student = await seedStudent(database.workerDb, school!.id, `Bench${randomBytes(4).toString('hex')}`);
const [saved] = await database.workerDb
  .insert(studentsProviders)
  .values({ school_id: school!.id, student_id: student.id, insurance_provider_id: insurer!.id, insurance_member_id: 'M-77', primary: true })
  .returning({ id: studentsProviders.id });
const ids = { school: school!.id, link: link!.id, student: student.id, saved: saved!.id, insurer: insurer!.id, nurse: nurse!.id } as ClaimSetup['ids'];
const adminToken = await sessionFor(database.workerDb, adminUser!.id);
const nurseToken = await sessionFor(database.workerDb, nurse!.id);

const app = await benchApp(database, { graphqlOperationsPerMinute: 1e9, runJobs: true, runWorkers: false, logger: { level: 'error' } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const graphql = (token: string, query: string, variables: Record<string, unknown>) => () => timeGraphql(`${address}/v1/graphql`, token, query, variables);
async function submit() {
  const started = performance.now();
  const response = await fetch(`${address}/v1/claims`, {
    method: 'POST',
    headers: { authorization: `Bearer ${nurseToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: claimPayload(ids) }),
  });
  if (response.status !== 200) throw new Error(`submit answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

const pageSize = PAGE_SIZES.claims.default;
const cases: { name: string; ask: () => Promise<number> }[] = [
  { name: 'admin, global list page 1 with total', ask: graphql(adminToken, CLAIMS_LIST_QUERY, { offset: 0, limit: pageSize }) },
  { name: "school user, own school's list", ask: graphql(nurseToken, CLAIMS_LIST_QUERY, { schoolId: school!.id, offset: 0, limit: pageSize }) },
  // Across every school: where a policy's quals sit before a search that is not leakproof (ILIKE), the
  // name's trigram index cannot be used (ADR 051).
  { name: 'admin, global list by student name', ask: graphql(adminToken, CLAIMS_LIST_QUERY, { name: rosterStudent!.last_name.slice(1, 4), offset: 0, limit: pageSize }) },
  { name: 'school user, roster name contains', ask: graphql(nurseToken, ROSTER_QUERY, { schoolId: school!.id, name: rosterStudent!.last_name.slice(1, 4), offset: 0, limit: 25 }) },
  { name: 'school user, claim submit', ask: submit },
];

type Mode = 'on' | 'off' | 'chain off';
type Figures = { p50: number; p95: number };
// The modes take turns, on-off-chain-chain-off-on, and each case's times are pooled over its mode's two
// rounds: on a machine whose load drifts (caches filling, another process starting) no mode gets the
// quieter half.
const ROUNDS: Mode[] = ['on', 'off', 'chain off', 'chain off', 'off', 'on'];
const samples = new Map<string, number[]>();
async function measureRound(mode: Mode) {
  for (const item of cases) {
    for (let i = 0; i < WARM_UP; i++) await item.ask();
    const times = samples.get(`${mode} ${item.name}`) ?? [];
    for (let i = 0; i < SEQUENTIAL / 2; i++) times.push(await item.ask());
    samples.set(`${mode} ${item.name}`, times);
  }
}
const figuresOf = (mode: Mode, caseName: string): Figures => {
  const times = samples.get(`${mode} ${caseName}`)!;
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
};

// One statement on its own: through `db` it is wrapped in BEGIN with the scope's settings and COMMIT
// (scoped-driver.ts), through the job queue's handle on the raw pool it is sent as it is.
async function loneStatement(run: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP * 10; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < LONE_STATEMENTS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

try {
  console.log(`${claimCount} claims (${name}), served as ${decodeURIComponent(new URL(created.url).username)}; ${policed.length} tables with school_rows policies; ${SEQUENTIAL} requests each per mode, one at a time, in rounds ${ROUNDS.join('-')}:`);
  for (const mode of ROUNDS) {
    if (mode === 'on') {
      await measureRound(mode);
      continue;
    }
    await switchOff(mode);
    try {
      await measureRound(mode);
    } finally {
      await restore();
    }
  }
  for (const mode of ['on', 'off', 'chain off'] as const) {
    for (const { name: caseName } of cases) {
      const { p50, p95 } = figuresOf(mode, caseName);
      console.log(`  ${mode.padEnd(9)} | ${caseName.padEnd(36)} | p50 ${p50.toFixed(1).padStart(7)} ms | p95 ${p95.toFixed(1).padStart(7)} ms`);
    }
  }
  console.log(`\n  ${'request'.padEnd(36)} | p50 off -> on ms       | on/off | p95 off -> on ms       | on/off | within 10 % | p50 on/chain off (the chain's share)`);
  for (const { name: caseName } of cases) {
    const [withIt, without] = [figuresOf('on', caseName), figuresOf('off', caseName)];
    const [p50Ratio, p95Ratio] = [withIt.p50 / without.p50, withIt.p95 / without.p95];
    const pair = (a: number, b: number) => `${a.toFixed(1).padStart(7)} -> ${b.toFixed(1).padStart(7)}`.padEnd(22);
    console.log(
      `  ${caseName.padEnd(36)} | ${pair(without.p50, withIt.p50)} | ${p50Ratio.toFixed(2).padStart(5)}x | ${pair(without.p95, withIt.p95)} | ${p95Ratio.toFixed(2).padStart(5)}x | ${(p50Ratio <= WITHIN && p95Ratio <= WITHIN ? 'yes' : 'NO').padEnd(11)} | ${(withIt.p50 / figuresOf('chain off', caseName).p50).toFixed(2)}x`,
    );
  }
  const scoped = await loneStatement(() => database.db.execute(sql`select 1`));
  const raw = await loneStatement(() => database.jobDatabase.executeSql('select 1'));
  console.log(`\n  lone \`select 1\`, ${LONE_STATEMENTS} times: raw pool p50 ${raw.p50.toFixed(2)} / p95 ${raw.p95.toFixed(2)} ms; scoped (BEGIN + settings, COMMIT) p50 ${scoped.p50.toFixed(2)} / p95 ${scoped.p95.toFixed(2)} ms`);
  console.log(
    '\nNotes: "off" turns off the policies and the chain trigger only ("chain off" the trigger alone); every\n' +
      'transaction still states its schools (set_config with BEGIN, in the same round trip) and a lone statement\n' +
      'is still wrapped in BEGIN/COMMIT, so the off figures include those round trips; the last line shows what\n' +
      'the wrapper costs one statement. The chain\'s trigger only notes each event (ADR 052): the chaining step\n' +
      'runs in a server\'s worker, which this bench does not start, so the "on" figures are the request\'s cost alone.',
  );
} finally {
  await app.close();
  await owner.end();
  await database.close();
}

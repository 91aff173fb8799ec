// Prints how long a student CSV import of N rows takes (preview, then commit), twice into the same school
// (the second updates every student), with the slowest /readyz answer while each commit runs, on
// embedded PGlite and, when BENCH_DATABASE_URL is set, on a PostgreSQL server; there, the rows a second
// the first import reached against a raw `COPY` of the same rows (psql \copy) into the students table and
// into the students' insurance entries, and two schools importing the file at once against one alone.
// BENCH_SKIP_PGLITE=1 measures the server alone (a 100,000-row file takes minutes on the embedded
// database); BENCH_INTO=1000000 imports into a copy of bench:lists' database of that many students (made
// from it as a template, dropped after) instead of an empty one:
//   npx tsx bench/students-import.ts [rows]
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { providers, schools, users } from '../apps/server/src/db/schema.ts';
import { benchApp, onServerDatabase, sessionFor } from './bench-app.ts';

const rows = Number(process.argv[2] ?? 10_000);
const header = 'STUDENT_ID,FIRST_NAME,LAST_NAME,GENDER,BIRTHDATE,ADDRESS1,CITY,STATE,POSTAL,INSURANCE_NAME,MEMBER_ID,INS_PHONE';
const csv = [header, ...Array.from({ length: rows }, (_, i) => `S${i},Maya,Lopez,F,04/02/2010,12 Oak Street,Sacramento,CA,95814,Aetna,M${i},800-555-0100`)].join('\n');

// The same rows as the CSV, straight into a new school by psql's \copy: the students alone, then each with
// their insurance entry (the import writes both), timed apart. The students' ids are made here so that the
// entries can name them.
function psqlCopy(url: string, table: string, columns: string, data: string) {
  const started = performance.now();
  execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', `\\copy ${table} (${columns}) from stdin with (format csv)`], { input: data });
  return performance.now() - started;
}

function copyRowsPerSecond(url: string, schoolId: string, providerId: string) {
  const ids = Array.from({ length: rows }, () => randomUUID());
  const studentsMs = psqlCopy(
    url,
    'students',
    'id, school_id, academic_id, first_name, last_name, gender, date_of_birth, address_1, city, state_prov, postal_code',
    ids.map((id, i) => `${id},${schoolId},S${i},Maya,Lopez,F,2010-04-02,12 Oak Street,Sacramento,California,95814`).join('\n'),
  );
  const entriesMs = psqlCopy(
    url,
    'students_providers',
    'school_id, student_id, insurance_provider_id, insurance_member_id, phone, "primary"',
    ids.map((id, i) => `${schoolId},${id},${providerId},M${i},800-555-0100,true`).join('\n'),
  );
  return { students: rows / (studentsMs / 1000), withEntries: rows / ((studentsMs + entriesMs) / 1000) };
}

async function measure(label: string, database: Database, url?: string) {
  const app = await benchApp(database);
  const [admin] = await database.workerDb.insert(users).values({ first_name: 'B', last_name: 'B', email_address: `bench-${randomBytes(3).toString('hex')}@x.test`, type: 'admin' }).returning();
  const [school] = await database.workerDb.insert(schools).values({ name: 'Bench School' }).returning();
  const [insurer] = await database.workerDb.insert(providers).values({ name: 'Aetna' }).returning();
  const token = await sessionFor(database.workerDb, admin!.id);
  const boundary = 'bench-boundary';
  const payloadFor = (schoolId: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="school_id"\r\n\r\n${schoolId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    );
  const headers = { authorization: `Bearer ${token}` };
  const previewInto = async (schoolId: string) =>
    (await app.inject({ method: 'POST', url: '/v1/students/import/preview', payload: payloadFor(schoolId), headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } })).json().import_id as string;
  const timedCommit = async (schoolId: string, importId: string) => {
    const started = performance.now();
    await app.inject({ method: 'POST', url: '/v1/students/import/commit', payload: { school_id: schoolId, import_id: importId }, headers });
    return performance.now() - started;
  };
  // /readyz asked every 100 ms while the commit runs, as a load balancer would, each answer timed from when
  // it was due; and the longest the event loop was held (by a statement running in the embedded database)
  // in between, which no request could be answered during.
  const healthDuring = async <T>(work: Promise<T>) => {
    let heldMs = 0;
    let lastTick = performance.now();
    const watch = setInterval(() => {
      heldMs = Math.max(heldMs, performance.now() - lastTick);
      lastTick = performance.now();
    }, 10);
    const begun = performance.now();
    const answers: Promise<number>[] = [];
    const ticker = setInterval(() => {
      const due = begun + (answers.length + 1) * 100;
      answers.push(app.inject({ method: 'GET', url: '/readyz' }).then(() => performance.now() - due));
    }, 100);
    const result = await work;
    // One more tick, so a hold that lasted to the end of the work is measured too.
    await new Promise((resolve) => setTimeout(resolve, 20));
    clearInterval(ticker);
    clearInterval(watch);
    return { result, slowest: Math.max(heldMs, ...(await Promise.all(answers))) };
  };
  let firstRowsPerSecond = 0;
  let firstCommitMs = 0;
  for (const round of ['first', 'second']) {
    let started = performance.now();
    const importId = await previewInto(school!.id);
    const previewMs = performance.now() - started;
    started = performance.now();
    const { result: commit, slowest } = await healthDuring(
      app.inject({ method: 'POST', url: '/v1/students/import/commit', payload: { school_id: school!.id, import_id: importId }, headers }),
    );
    const commitMs = performance.now() - started;
    if (round === 'first') [firstRowsPerSecond, firstCommitMs] = [rows / ((previewMs + commitMs) / 1000), commitMs];
    console.log(
      `${label}, ${round} import: ${rows} rows, preview ${(previewMs / 1000).toFixed(1)} s, commit ${(commitMs / 1000).toFixed(1)} s, slowest /readyz during it ${slowest.toFixed(0)} ms ->`,
      commit.json(),
    );
  }
  // Two other schools' first imports committed at once: each against the first import's commit alone.
  const pair = await database.workerDb.insert(schools).values([{ name: 'Bench School A' }, { name: 'Bench School B' }]).returning();
  const importIds = [await previewInto(pair[0]!.id), await previewInto(pair[1]!.id)];
  const together = await Promise.all(pair.map((each, index) => timedCommit(each.id, importIds[index]!)));
  console.log(
    `${label}, two schools at once: commits ${together.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' and ')}, the slower ${(Math.max(...together) / firstCommitMs).toFixed(2)}x one alone (${(firstCommitMs / 1000).toFixed(1)} s)`,
  );
  if (url) {
    const [copySchool] = await database.workerDb.insert(schools).values({ name: 'Bench COPY School' }).returning();
    const copied = copyRowsPerSecond(url, copySchool!.id, insurer!.id);
    console.log(
      `${label}: import ${firstRowsPerSecond.toFixed(0)} rows/s (preview + commit); COPY of students and their insurance entries ${copied.withEntries.toFixed(0)} rows/s, ratio ${(firstRowsPerSecond / copied.withEntries).toFixed(2)}; COPY of the students alone ${copied.students.toFixed(0)} rows/s, ratio ${(firstRowsPerSecond / copied.students).toFixed(2)}`,
    );
  }
  await app.close();
  await database.close();
}

if (!process.env.BENCH_SKIP_PGLITE) await measure('pglite (in memory)', await openDatabase({ kind: 'pglite' }));
const serverUrl = process.env.BENCH_DATABASE_URL;
const into = process.env.BENCH_INTO;
if (serverUrl) {
  await onServerDatabase(serverUrl, (database, url) => measure(into ? `postgres, ${into} students` : 'postgres', database, url), into ? { template: `claims_bench_lists_${Number(into)}` } : {});
}

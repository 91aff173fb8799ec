// Prints how long a OneRoster import of N students (each with a parent and a demographics row) takes through
// the API, preview then commit, and a second import of the same bundle (which changes nothing), on
// embedded PGlite and, when BENCH_DATABASE_URL is set, on a PostgreSQL server (a database made for the run):
//   npx tsx bench/oneroster-import.ts [students]
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { schools, users } from '../apps/server/src/db/schema.ts';
import { multipart } from '../apps/server/src/testing/multipart.ts';
import { largeBundle } from '../apps/server/src/testing/oneroster.ts';
import { benchApp, onServerDatabase, sessionFor } from './bench-app.ts';

const size = Number(process.argv[2] ?? 10_000);
const zip = largeBundle(size);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function measure(label: string, database: Database) {
  const app = await benchApp(database);
  const [admin] = await database.workerDb.insert(users).values({ first_name: 'B', last_name: 'B', email_address: `bench-${randomBytes(3).toString('hex')}@x.test`, type: 'admin' }).returning();
  const [school] = await database.workerDb.insert(schools).values({ name: 'Bench School', sis_org_sourced_id: 'org-big' }).returning();
  const headers = { authorization: `Bearer ${await sessionFor(database.workerDb, admin!.id)}` };
  console.log(`${label}: bundle of ${size} students and ${size} parents, ${(zip.length / 1024).toFixed(0)} KB zipped`);
  for (const round of ['first import', 'same files again']) {
    const form = multipart({ school_id: school!.id }, { name: 'file', filename: 'roster.zip', type: 'application/zip', data: zip });
    let started = performance.now();
    const preview = await app.inject({ method: 'POST', url: '/v1/students/oneroster/preview', payload: form.payload, headers: { ...headers, ...form.headers } });
    const previewMs = performance.now() - started;
    started = performance.now();
    const commit = await app.inject({ method: 'POST', url: '/v1/students/oneroster/commit', payload: { school_id: school!.id, import_id: preview.json().import_id }, headers });
    const commitMs = performance.now() - started;
    console.log(`${label}, ${round}: preview ${seconds(previewMs)}, commit ${seconds(commitMs)}, total ${seconds(previewMs + commitMs)} -> ${JSON.stringify(commit.json())}`);
  }
  await app.close();
  await database.close();
}

await measure('pglite (in memory)', await openDatabase({ kind: 'pglite' }));
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) await onServerDatabase(serverUrl, (database) => measure('postgres', database));

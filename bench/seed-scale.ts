// Prints how fast `db:seed --scale` fills a database, on embedded PGlite and, when BENCH_DATABASE_URL
// is set, on a PostgreSQL server:  npx tsx bench/seed-scale.ts [schools]
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { claims, students } from '../apps/server/src/db/schema.ts';
import { seedScale } from '../apps/server/src/db/seed.ts';

const schools = Number(process.argv[2] ?? 20);

async function measure(label: string, database: Database) {
  const started = performance.now();
  await seedScale(database.db, { schools });
  const seconds = (performance.now() - started) / 1000;
  const [studentRows] = await database.db.select({ value: count() }).from(students);
  const [claimRows] = await database.db.select({ value: count() }).from(claims);
  console.log(
    `${label}: ${schools} schools, ${studentRows?.value} students, ${claimRows?.value} claims in ${seconds.toFixed(1)} s ` +
      `(${((studentRows?.value ?? 0) / seconds).toFixed(0)} students/s)`,
  );
  await database.close();
}

await measure('pglite (in memory)', await openDatabase({ kind: 'pglite' }));

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `claims_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await measure('postgres', await openDatabase({ kind: 'postgres', url: url.toString() }));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

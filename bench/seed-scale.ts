// Prints how fast `db:seed --scale` fills a database, on embedded PGlite and, when BENCH_DATABASE_URL
// is set, on a PostgreSQL server:  npx tsx bench/seed-scale.ts [schools]
import { count } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { claims, students } from '../apps/server/src/db/schema.ts';
import { seedScale } from '../apps/server/src/db/seed.ts';
import { onServerDatabase } from './bench-app.ts';

const schools = Number(process.argv[2] ?? 20);

async function measure(label: string, database: Database) {
  const started = performance.now();
  await seedScale(database.workerDb, { schools });
  const seconds = (performance.now() - started) / 1000;
  const [studentRows] = await database.workerDb.select({ value: count() }).from(students);
  const [claimRows] = await database.workerDb.select({ value: count() }).from(claims);
  console.log(
    `${label}: ${schools} schools, ${studentRows?.value} students, ${claimRows?.value} claims in ${seconds.toFixed(1)} s ` +
      `(${((studentRows?.value ?? 0) / seconds).toFixed(0)} students/s)`,
  );
  await database.close();
}

await measure('pglite (in memory)', await openDatabase({ kind: 'pglite' }));

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) await onServerDatabase(serverUrl, (database) => measure('postgres', database));

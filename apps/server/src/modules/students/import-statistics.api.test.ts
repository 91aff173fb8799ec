import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { providers, students, studentsProviders, temporalStudents, temporalStudentsProviders } from '../../db/schema.ts';
import { bearer, createSchool, createUser, sessionFor } from '../../testing/fixtures.ts';
import { multipart } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { statisticsAreStale } from './students-import.repo.ts';

let database: TestDatabase;
let testApp: TestApp;
let admin: string;
const TABLES = [students, studentsProviders, temporalStudents, temporalStudentsProviders];

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await createTestApp({ database });
  admin = await sessionFor(testApp.db, (await createUser(testApp.db, { type: 'admin' })).id);
  await testApp.db.insert(providers).values({ name: 'Aetna' });
  // only the import analyzes these tables here: a server's autovacuum must not do it mid-test (a table
  // setting: the owner's)
  await database.privileged('owner', async (query) => {
    for (const table of TABLES) await query(`alter table ${getTableName(table)} set (autovacuum_enabled = false)`);
  });
});
afterAll(async () => {
  await testApp.close();
  await database.close();
});

const HEADER = 'STUDENT_ID,FIRST_NAME,LAST_NAME,GENDER,BIRTHDATE,ADDRESS1,CITY,STATE,POSTAL,INSURANCE_NAME,MEMBER_ID,INS_PHONE';
const csvOf = (rows: number) =>
  [HEADER, ...Array.from({ length: rows }, (_, index) => `S${index},Maya,Lopez,F,04/02/2010,12 Oak Street,Sacramento,CA,95814,Aetna,M-${index},800-555-0100`)].join('\n');

async function importRows(rows: number) {
  const school = await createSchool(testApp.db);
  const form = multipart({ school_id: school.id }, { name: 'file', filename: 'students.csv', type: 'text/csv', data: Buffer.from(csvOf(rows)) });
  const preview = await testApp.app.inject({ method: 'POST', url: '/v1/students/import/preview', payload: form.payload, headers: { ...form.headers, ...bearer(admin) } });
  const commit = await testApp.app.inject({
    method: 'POST',
    url: '/v1/students/import/commit',
    payload: { school_id: school.id, import_id: preview.json().import_id },
    headers: bearer(admin),
  });
  expect(commit.json()).toEqual({ created: rows, updated: 0 });
}

// What the planner last counted in a table (-1: never analyzed).
const counted = async (table: PgTable) =>
  Number(rowsOf<{ n: number }>(await testApp.db.execute(sql`select reltuples::float8 as n from pg_class where oid = ${getTableName(table)}::regclass`))[0]!.n);

describe("an import's planner statistics", () => {
  it('are stale when a commit brings more than a tenth of the rows last counted, or none were', () => {
    expect(statisticsAreStale(-1, 1)).toBe(true);
    expect(statisticsAreStale(0, 1)).toBe(true);
    expect(statisticsAreStale(10_000, 1_001)).toBe(true);
    expect(statisticsAreStale(10_000, 1_000)).toBe(false);
    expect(statisticsAreStale(100_000, 2_000)).toBe(false);
  });

  it('are refreshed before a commit that would make them stale, and only then', async () => {
    await importRows(40);
    // analyzed before the commit: the students then, the preview's rows
    expect(await counted(students)).toBe(0);
    expect(await counted(temporalStudents)).toBe(40);

    await importRows(40);
    expect(await counted(students)).toBe(40);
    expect(await counted(studentsProviders)).toBe(40);

    // 3 rows are not a tenth of the 40 counted: nothing is analyzed, though 80 students are there now
    await importRows(3);
    expect(await counted(students)).toBe(40);
    expect(await counted(temporalStudents)).toBe(40);
  });
});

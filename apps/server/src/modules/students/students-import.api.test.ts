import { and, eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { providers, students, studentsProviders, temporalStudents } from '../../db/schema.ts';
import { bearer, createSchool, createUser, sessionFor } from '../../testing/fixtures.ts';
import { multipart } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let admin: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await sessionFor(testApp.db, (await createUser(testApp.db, { type: 'admin' })).id);
  await testApp.db.insert(providers).values([{ name: 'Aetna' }, { name: 'Cigna Healthcare' }]);
});
afterAll(() => testApp.close());

const HEADER = 'STUDENT_ID,FIRST_NAME,LAST_NAME,GENDER,BIRTHDATE,ADDRESS1,CITY,STATE,POSTAL,INSURANCE_NAME,MEMBER_ID,INS_PHONE';
const row = (id: string, values: Partial<Record<'first' | 'last' | 'gender' | 'birth' | 'state' | 'postal' | 'insurer' | 'member' | 'phone', string>> = {}) =>
  [id, values.first ?? 'Maya', values.last ?? 'Lopez', values.gender ?? 'F', values.birth ?? '04/02/2010', '12 Oak Street', 'Sacramento', values.state ?? 'CA', values.postal ?? '95814', values.insurer ?? 'Aetna', values.member ?? 'M-1', values.phone ?? '800-555-0100'].join(',');

async function preview(schoolId: string, csv: string | Buffer, token = admin) {
  const form = multipart({ school_id: schoolId }, { name: 'file', filename: 'students.csv', type: 'text/csv', data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv) });
  return testApp.app.inject({ method: 'POST', url: '/v1/students/import/preview', payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
}
const commit = (schoolId: string, importId: string, token = admin) =>
  testApp.app.inject({ method: 'POST', url: '/v1/students/import/commit', payload: { school_id: schoolId, import_id: importId }, headers: bearer(token) });
const liveStudents = (schoolId: string) => testApp.db.select().from(students).where(and(eq(students.school_id, schoolId), isNull(students.deleted_at)));

describe('student CSV import', () => {
  it('previews an insurer it does not know as Other, by the name the file gives', async () => {
    const school = await createSchool(testApp.db);
    const body = (await preview(school.id, [HEADER, row('S1', { insurer: 'Local Mutual' })].join('\n'))).json();
    expect(body.preview[0]).toMatchObject({ row: 2, insurance: 'Local Mutual', is_other_provider: true });
  });

  it('previews 50 rows with 3 bad ones, then imports the 47 good ones', async () => {
    const school = await createSchool(testApp.db);
    const lines = Array.from({ length: 50 }, (_, index) => {
      if (index === 4) return row('S5', { gender: 'Q' });
      if (index === 20) return row('S21', { birth: '2010-04-02' });
      if (index === 33) return row('S34', { phone: '8005550100' });
      return row(`S${index + 1}`);
    });
    const response = await preview(school.id, [HEADER, ...lines].join('\n'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total_rows: 50, valid_rows: 47, error_rows: 3 });
    // each error names the student, so it can be found in the file by more than its row number
    const student = (id: string) => ({ student_id: id, first_name: 'Maya', last_name: 'Lopez' });
    expect(body.errors).toEqual([
      { row: 6, ...student('S5'), column: 'GENDER', key: 'CSV_GENDER_INVALID' },
      { row: 22, ...student('S21'), column: 'BIRTHDATE', key: 'CSV_BIRTHDATE_INVALID' },
      { row: 35, ...student('S34'), column: 'INS_PHONE', key: 'CSV_PHONE_INVALID' },
    ]);
    expect(body.preview[0]).toMatchObject({ row: 2, student_id: 'S1', insurance: 'Aetna', is_other_provider: false });
    expect(await liveStudents(school.id)).toHaveLength(0);

    expect((await commit(school.id, body.import_id)).json()).toEqual({ created: 47, updated: 0 });
    const imported = await liveStudents(school.id);
    expect(imported).toHaveLength(47);
    expect(imported[0]).toMatchObject({ date_of_birth: '2010-04-02', state_prov: 'California', country: 'United States', gender: 'F' });
    const entries = await testApp.db.select().from(studentsProviders).where(eq(studentsProviders.school_id, school.id));
    expect(entries).toHaveLength(47);
    expect(entries.every((entry) => entry.primary === true)).toBe(true);
    expect(await testApp.db.select().from(temporalStudents).where(eq(temporalStudents.import_id, body.import_id))).toEqual([]);
    expect((await commit(school.id, body.import_id)).json()).toEqual({ error: 'IMPORT_NOT_FOUND' });
  });

  it('updates students whose id exists, keeps Other insurers by name, and resets a changed member id', async () => {
    const school = await createSchool(testApp.db);
    const first = (await preview(school.id, [HEADER, row('A1', { member: 'M-1' }), row('A2', { insurer: 'Tiny Local Mutual' })].join('\n'))).json();
    await commit(school.id, first.import_id);
    await testApp.db.update(studentsProviders).set({ status: 'VERIFIED' }).where(eq(studentsProviders.school_id, school.id));

    const second = (await preview(school.id, [HEADER, row('A1', { first: 'Maya-Rose', member: 'M-2' }), row('A2', { insurer: 'tiny local mutual' }), row('A3')].join('\n'))).json();
    expect((await commit(school.id, second.import_id)).json()).toEqual({ created: 1, updated: 2 });
    const roster = await liveStudents(school.id);
    expect(roster.map((student) => student.first_name).sort()).toEqual(['Maya', 'Maya', 'Maya-Rose']);
    const entries = await testApp.db.select().from(studentsProviders).where(and(eq(studentsProviders.school_id, school.id), isNull(studentsProviders.deleted_at)));
    expect(entries).toHaveLength(3);
    const byMember = new Map(entries.map((entry) => [entry.insurance_member_id + (entry.provider_name ?? ''), entry]));
    expect(byMember.get('M-2')?.status).toBeNull();
    expect(byMember.get('M-1Tiny Local Mutual')).toMatchObject({ is_other_provider: true, status: 'VERIFIED' });
  });

  it("makes the file's insurance each student's primary, adding it when the student has no such entry", async () => {
    const school = await createSchool(testApp.db);
    const first = (await preview(school.id, [HEADER, row('B1'), row('B2')].join('\n'))).json();
    await commit(school.id, first.import_id);

    const second = (await preview(school.id, [HEADER, row('B1', { insurer: 'Cigna Healthcare', member: 'C-9' }), row('B2', { member: 'M-5' })].join('\n'))).json();
    expect((await commit(school.id, second.import_id)).json()).toEqual({ created: 0, updated: 2 });
    const entries = await testApp.db
      .select({ academic_id: students.academic_id, member: studentsProviders.insurance_member_id, primary: studentsProviders.primary })
      .from(studentsProviders)
      .innerJoin(students, eq(students.id, studentsProviders.student_id))
      .where(and(eq(studentsProviders.school_id, school.id), isNull(studentsProviders.deleted_at)));
    expect(entries.sort((a, b) => `${a.academic_id}${a.member}`.localeCompare(`${b.academic_id}${b.member}`))).toEqual([
      { academic_id: 'B1', member: 'C-9', primary: true },
      { academic_id: 'B1', member: 'M-1', primary: null },
      { academic_id: 'B2', member: 'M-5', primary: true },
    ]);
  });

  it('reads quoted commas, a byte-order mark and CRLF line ends', async () => {
    const school = await createSchool(testApp.db);
    const csv = `\uFEFF${HEADER}\r\n${['Q1', '"Ana, Jr."', 'Diaz', 'X', '01/31/2011', '"5 Elm St, Apt 2"', 'Austin', 'TX', '73301-1234', 'Cigna Healthcare', 'C-1', '512-555-0100'].join(',')}\r\n`;
    const body = (await preview(school.id, csv)).json();
    expect(body).toMatchObject({ total_rows: 1, valid_rows: 1, errors: [] });
    await commit(school.id, body.import_id);
    const [student] = await liveStudents(school.id);
    expect(student).toMatchObject({ first_name: 'Ana, Jr.', address_1: '5 Elm St, Apt 2', gender: 'X', postal_code: '73301-1234' });
  });

  it('reports a student id that appears twice in the file', async () => {
    const school = await createSchool(testApp.db);
    const body = (await preview(school.id, [HEADER, row('D1'), row('d1'), row('D2')].join('\n'))).json();
    expect(body.errors).toEqual([
      { row: 3, student_id: 'd1', first_name: 'Maya', last_name: 'Lopez', column: 'STUDENT_ID', key: 'CSV_DUPLICATE_STUDENT_ID' },
    ]);
    expect(body.valid_rows).toBe(2);
  });

  it('names what it can of a student whose row lacks a name or STUDENT_ID', async () => {
    const school = await createSchool(testApp.db);
    const body = (await preview(school.id, [HEADER, row('', { first: '' })].join('\n'))).json();
    expect(body.errors).toEqual([
      { row: 2, student_id: null, first_name: null, last_name: 'Lopez', column: 'STUDENT_ID', key: 'CSV_VALUE_REQUIRED' },
      { row: 2, student_id: null, first_name: null, last_name: 'Lopez', column: 'FIRST_NAME', key: 'CSV_VALUE_REQUIRED' },
    ]);
  });

  it.each([
    ['an empty file', '', 'CSV_EMPTY'],
    ['only a header', `${HEADER}\n`, 'CSV_EMPTY'],
    ['missing columns', 'STUDENT_ID,FIRST_NAME\nS1,Maya\n', 'CSV_MISSING_COLUMNS'],
    ['not UTF-8', Buffer.from([0x53, 0x54, 0xff, 0xfe, 0x00, 0x41]), 'CSV_ENCODING'],
    ['not a CSV at all', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]), 'CSV_ENCODING'],
  ])('refuses %s and imports nothing', async (_case, csv, key) => {
    const school = await createSchool(testApp.db);
    const response = await preview(school.id, csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(key);
    expect(await liveStudents(school.id)).toHaveLength(0);
  });

  it('names the missing columns', async () => {
    const school = await createSchool(testApp.db);
    const body = (await preview(school.id, 'STUDENT_ID,FIRST_NAME,LAST_NAME,GENDER,BIRTHDATE,ADDRESS1,CITY,STATE,POSTAL\nS1\n')).json();
    expect(body).toEqual({ error: 'CSV_MISSING_COLUMNS', columns: ['INSURANCE_NAME', 'MEMBER_ID', 'INS_PHONE'] });
  });

  it('imports 10,000 rows', async () => {
    const school = await createSchool(testApp.db);
    const lines = Array.from({ length: 10_000 }, (_, index) => row(`BULK${index}`, { member: `M${index}` }));
    const body = (await preview(school.id, [HEADER, ...lines].join('\n'))).json();
    expect(body.valid_rows).toBe(10_000);
    expect((await commit(school.id, body.import_id)).json()).toEqual({ created: 10_000, updated: 0 });
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')('rolls a commit back whole when its connection is cut partway (PostgreSQL only)', async () => {
    const school = await createSchool(testApp.db);
    const lines = Array.from({ length: 2_500 }, (_, index) => row(`CUT${index}`, { member: `M${index}` }));
    const body = (await preview(school.id, [HEADER, ...lines].join('\n'))).json();
    const { name } = rowsOf<{ name: string }>(await testApp.db.execute(sql`select current_database() as name`))[0]!;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const blocker = new pg.Client({ connectionString: url.toString() });
    await blocker.connect();
    try {
      // Adding an insurance entry checks its insurer row, which this lock holds: the commit stops partway,
      // after its students were inserted, and its connection is cut there.
      await blocker.query('begin');
      await blocker.query("select id from providers where name = 'Aetna' for update");
      const committing = commit(school.id, body.import_id);
      await expect
        .poll(async () => (await blocker.query("select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'", [name])).rows[0].n)
        .toBe(1);
      await blocker.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'", [name]);
      const cut = await committing;
      expect(cut.statusCode).toBe(503);
      expect(cut.json()).toEqual({ error: 'SERVICE_UNAVAILABLE' });
      await blocker.query('rollback');
    } finally {
      await blocker.end();
    }
    expect(await liveStudents(school.id)).toHaveLength(0);
    expect((await commit(school.id, body.import_id)).json()).toEqual({ created: 2_500, updated: 0 });
  });

  it('is refused to another school and to school users where the school does not allow imports', async () => {
    const allowed = await createSchool(testApp.db, { allow_students_import: true });
    const closed = await createSchool(testApp.db, { allow_students_import: false });
    const member = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [allowed.id, closed.id] })).id);
    const outsider = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [closed.id] })).id);
    expect((await preview(allowed.id, [HEADER, row('Z1')].join('\n'), member)).statusCode).toBe(200);
    expect((await preview(closed.id, [HEADER, row('Z1')].join('\n'), member)).statusCode).toBe(403);
    expect((await preview(allowed.id, [HEADER, row('Z1')].join('\n'), outsider)).statusCode).toBe(403);
    const body = (await preview(allowed.id, [HEADER, row('Z2')].join('\n'))).json();
    expect((await commit(allowed.id, body.import_id, outsider)).statusCode).toBe(403);
  });
});

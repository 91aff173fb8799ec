import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, onerosterPreviews, schools, schoolsThirdPartyAdministrators, students, studentsProviders, temporalStudents } from '../../db/schema.ts';
import { insertClaim, seedTpa } from '../../testing/claims.ts';
import { bearer, createSchool, createUser, sessionFor } from '../../testing/fixtures.ts';
import { multipart } from '../../testing/multipart.ts';
import { largeBundle, sampleBundle, sampleFiles, withLine, zipBundle, type BundleFiles } from '../../testing/oneroster.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let admin: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const adminUser = await createUser(testApp.db, { type: 'admin' });
  admin = await sessionFor(testApp.db, adminUser.id);
});
afterAll(() => testApp.close());

const SCHOOL_ORG = 'org-school-1';
const NO_CHANGES = { created: 0, updated: 0, reactivated: 0, deactivated: 0, unchanged: 5 };

function preview(schoolId: string, zip: Buffer, { org, token = admin }: { org?: string; token?: string } = {}) {
  const form = multipart({ school_id: schoolId, ...(org ? { org } : {}) }, { name: 'file', filename: 'roster.zip', type: 'application/zip', data: zip });
  return testApp.app.inject({ method: 'POST', url: '/v1/students/oneroster/preview', payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
}
const commit = (schoolId: string, importId: string, token = admin) =>
  testApp.app.inject({ method: 'POST', url: '/v1/students/oneroster/commit', payload: { school_id: schoolId, import_id: importId }, headers: bearer(token) });

// Preview then commit, as the screen does; the commit's counts.
async function importBundle(schoolId: string, zip: Buffer, org?: string) {
  const previewed = await preview(schoolId, zip, { org });
  expect(previewed.statusCode).toBe(200);
  const { import_id: importId, errors } = previewed.json();
  expect(errors).toEqual([]);
  const committed = await commit(schoolId, importId);
  expect(committed.statusCode).toBe(200);
  return committed.json();
}

const roster = (schoolId: string) =>
  testApp.db.select().from(students).where(and(eq(students.school_id, schoolId), isNull(students.deleted_at))).orderBy(asc(students.sis_source_id));
const bySourceId = async (schoolId: string) => new Map((await roster(schoolId)).map((student) => [student.sis_source_id, student]));
const rowsIn = async (table: typeof students | typeof temporalStudents | typeof onerosterPreviews) => (await testApp.db.select({ n: count() }).from(table))[0]!.n;

// A preview made `hours` ago: its rows and its settings row.
async function agePreview(importId: string, hours: number) {
  const earlier = sql`created_at - make_interval(hours => ${hours})`;
  await testApp.db.update(temporalStudents).set({ created_at: earlier }).where(eq(temporalStudents.import_id, importId));
  await testApp.db.update(onerosterPreviews).set({ created_at: earlier }).where(eq(onerosterPreviews.import_id, importId));
}
const CSV = 'STUDENT_ID,FIRST_NAME,LAST_NAME,GENDER,BIRTHDATE,ADDRESS1,CITY,STATE,POSTAL,INSURANCE_NAME,MEMBER_ID,INS_PHONE\nS1,Hand,Typed,F,04/02/2010,12 Oak Street,Sacramento,CA,95814,Aetna,M-1,800-555-0100\n';
function csvPreview(schoolId: string) {
  const form = multipart({ school_id: schoolId }, { name: 'file', filename: 'students.csv', type: 'text/csv', data: Buffer.from(CSV) });
  return testApp.app.inject({ method: 'POST', url: '/v1/students/import/preview', payload: form.payload, headers: { ...form.headers, ...bearer(admin) } });
}
const csvCommit = (schoolId: string, importId: string) =>
  testApp.app.inject({ method: 'POST', url: '/v1/students/import/commit', payload: { school_id: schoolId, import_id: importId }, headers: bearer(admin) });
const activeCount = async (schoolId: string) => (await roster(schoolId)).filter((student) => student.is_active).length;

describe('OneRoster import', () => {
  it.each(['1.1', '1.2'] as const)('imports the %s sample’s students with their guardians, then reports 0 changes for the same files', async (version) => {
    const school = await createSchool(testApp.db);
    const first = (await preview(school.id, sampleBundle(version), { org: SCHOOL_ORG })).json();
    expect(first).toMatchObject({ version, users_mode: 'bulk', org: { sourced_id: SCHOOL_ORG, name: 'Maple Grove High School' }, students: 5, deactivating: 0, org_changed: false, error_rows: 0, errors: [] });
    expect(first.preview[0]).toEqual({ row: 2, sourced_id: 'stu-1001', academic_id: '1001', first_name: 'Maya', last_name: 'Lopez', date_of_birth: '2009-04-02', guardian: 'Rosa Lopez' });
    expect(await roster(school.id)).toEqual([]);

    expect((await commit(school.id, first.import_id)).json()).toEqual({ created: 5, updated: 0, reactivated: 0, deactivated: 0, unchanged: 0 });
    const imported = await bySourceId(school.id);
    expect([...imported.keys()]).toEqual(['stu-1001', 'stu-1002', 'stu-1003', 'stu-1004', 'stu-1005']);
    // as the bundle reads them (oneroster-bundle.test.ts), active, and with no address until the school enters it
    const maya = imported.get('stu-1001');
    expect(maya).toMatchObject({ academic_id: '1001', first_name: 'Maya', gender: 'F', date_of_birth: '2009-04-02', is_active: true, deleted_at: null });
    expect(maya).toMatchObject({ address_1: '', address_2: null, city: '', state_prov: null, postal_code: '', country: 'United States' });
    expect(maya?.parents_info).toEqual({ first_name: 'Rosa', last_name: 'Lopez', email: 'rosa.lopez@example.test', phone: '916-555-0101' });
    expect(imported.get('stu-1002')?.parents_info).toMatchObject({ first_name: 'Wei', last_name: 'Chen' });
    expect(imported.get('stu-1004')).toMatchObject({ gender: 'X', primary_phone: '916-555-0144' });
    expect(imported.get('stu-1003')?.parents_info).toBeNull();
    // no insurance entries: the school adds them
    expect(await testApp.db.select().from(studentsProviders).where(eq(studentsProviders.school_id, school.id))).toEqual([]);
    // the school remembers its org: the next import picks it by itself
    const [stored] = await testApp.db.select({ org: schools.sis_org_sourced_id }).from(schools).where(eq(schools.id, school.id));
    expect(stored?.org).toBe(SCHOOL_ORG);

    const before = await roster(school.id);
    expect(await importBundle(school.id, sampleBundle(version))).toEqual(NO_CHANGES);
    expect(await roster(school.id)).toEqual(before);
    expect(await rowsIn(onerosterPreviews)).toBe(0);
  });

  it('updates what the file changed and keeps what it does not carry (the address, the parent’s other fields, a typed e-mail)', async () => {
    const school = await createSchool(testApp.db, { sis_org_sourced_id: SCHOOL_ORG });
    await importBundle(school.id, sampleBundle('1.1'));
    const maya = (await bySourceId(school.id)).get('stu-1001')!;
    await testApp.db
      .update(students)
      .set({ address_1: '12 Oak Street', city: 'Sacramento', state_prov: 'California', postal_code: '95814', email_address: 'typed@school.test', parents_info: { ...maya.parents_info, employer_name: 'City Hall' } })
      .where(eq(students.id, maya.id));
    await testApp.db.update(students).set({ email_address: 'ava@school.test' }).where(and(eq(students.school_id, school.id), eq(students.sis_source_id, 'stu-1003')));

    const files = withLine(sampleFiles('1.1'), 'users.csv', 'stu-1001,', 'stu-1001,,,true,org-school-1,student,mlopez,,Maya-Rose,Lopez,Isabel,1001,maya.lopez@students.maple.test,,,par-2001,10,');
    expect(await importBundle(school.id, zipBundle(files))).toEqual({ created: 0, updated: 1, reactivated: 0, deactivated: 0, unchanged: 4 });
    const after = await bySourceId(school.id);
    expect(after.get('stu-1001')).toMatchObject({
      first_name: 'Maya-Rose',
      address_1: '12 Oak Street',
      postal_code: '95814',
      // the file's e-mail is the SIS's: it wins over the typed one
      email_address: 'maya.lopez@students.maple.test',
      parents_info: { first_name: 'Rosa', last_name: 'Lopez', email: 'rosa.lopez@example.test', phone: '916-555-0101', employer_name: 'City Hall' },
    });
    // the file has no e-mail for Ava: the school's stays
    expect(after.get('stu-1003')?.email_address).toBe('ava@school.test');
  });

  it('deactivates a student a full file no longer lists (kept with their claims), and reactivates them when they come back', async () => {
    const school = await createSchool(testApp.db, { sis_org_sourced_id: SCHOOL_ORG });
    await importBundle(school.id, sampleBundle('1.2'));
    const ava = (await bySourceId(school.id)).get('stu-1003')!;
    const user = await createUser(testApp.db, { schoolIds: [school.id] });
    const [link] = await testApp.db
      .insert(schoolsThirdPartyAdministrators)
      .values({ school_id: school.id, third_party_administrator_id: (await seedTpa(testApp.db, 'Roster TPA', `R${Date.now()}`)).id, is_default: true })
      .returning();
    const claim = await insertClaim(testApp.db, { student_id: ava.id, user_id: user.id, school_id: school.id, schools_third_party_administrator_id: link!.id });
    // a student typed by hand is never touched by a OneRoster import
    const [typed] = await testApp.db
      .insert(students)
      .values({ school_id: school.id, first_name: 'Hand', last_name: 'Typed', gender: 'F', date_of_birth: '2010-01-01', address_1: '1 Main St', city: 'Sacramento', postal_code: '95814' })
      .returning();

    const withoutAva = withLine(withLine(sampleFiles('1.2'), 'users.csv', 'stu-1003,', ''), 'roles.csv', 'role-1003,', '');
    // the preview says so before anyone imports
    expect((await preview(school.id, zipBundle(withoutAva))).json()).toMatchObject({ students: 4, deactivating: 1, org_changed: false });
    expect(await importBundle(school.id, zipBundle(withoutAva))).toEqual({ created: 0, updated: 0, reactivated: 0, deactivated: 1, unchanged: 4 });
    const gone = await bySourceId(school.id);
    expect(gone.get('stu-1003')).toMatchObject({ id: ava.id, is_active: false, deleted_at: null });
    expect(gone.get(null)).toMatchObject({ id: typed!.id, is_active: true });
    expect(await testApp.db.select({ id: claims.id }).from(claims).where(eq(claims.student_id, ava.id))).toEqual([{ id: claim.id }]);

    expect(await importBundle(school.id, sampleBundle('1.2'))).toEqual({ created: 0, updated: 0, reactivated: 1, deactivated: 0, unchanged: 4 });
    expect((await bySourceId(school.id)).get('stu-1003')).toMatchObject({ id: ava.id, is_active: true });
  });

  it('changes only the rows of a delta file, and deactivates its tobedeleted students', async () => {
    const school = await createSchool(testApp.db, { sis_org_sourced_id: SCHOOL_ORG });
    await importBundle(school.id, sampleBundle('1.1'));
    const delta: BundleFiles = {
      ...withLine(sampleFiles('1.1'), 'manifest.csv', 'file.users,', 'file.users,delta'),
      'users.csv': [
        sampleFiles('1.1')['users.csv']!.split('\n')[0],
        'stu-1002,active,2026-01-05T10:00:00Z,true,org-school-1,student,lchen,,Liam,Chen-Wong,,1002,,,916-555-0102,,11,',
        'stu-1004,tobedeleted,2026-01-05T10:00:00Z,true,org-school-1,student,nsmith,,Noah,Smith,,1004,,,,,12,',
        // a withdrawn guardian, teacher or other school's student is no student of this school to deactivate
        'par-2004,tobedeleted,2026-01-05T10:00:00Z,true,org-school-1,parent,,,Karen,Smith,,,,916-555-0104,,stu-1004,,',
        'tea-3001,tobedeleted,2026-01-05T10:00:00Z,true,org-school-1,teacher,abrown,,Alan,Brown,,T-3001,,,,,,',
        'stu-9001,tobedeleted,2026-01-05T10:00:00Z,true,org-school-2,student,okim,,Oliver,Kim,,9001,,,,,7,',
        'stu-1006,active,2026-01-05T10:00:00Z,true,org-school-1,student,npatel,,Nina,Patel,,1006,,,,,9,',
      ].join('\n'),
      'demographics.csv': withLine(sampleFiles('1.1'), 'demographics.csv', 'stu-9001,', 'stu-1006,,,2011-06-06,female,,,,,,,,,,,')['demographics.csv']!,
    };
    expect((await preview(school.id, zipBundle(delta))).json()).toMatchObject({ users_mode: 'delta', students: 2, deactivating: 1 });
    expect(await importBundle(school.id, zipBundle(delta))).toEqual({ created: 1, updated: 1, reactivated: 0, deactivated: 1, unchanged: 0 });
    const after = await bySourceId(school.id);
    expect([...after.values()].map((student) => [student.sis_source_id, student.last_name, student.is_active])).toEqual([
      ['stu-1001', 'Lopez', true],
      ['stu-1002', 'Chen-Wong', true],
      ['stu-1003', 'Johnson', true],
      ['stu-1004', 'Smith', false],
      ['stu-1005', 'Garcia Ruiz, Jr.', true],
      ['stu-1006', 'Patel', true],
    ]);
    // a delta row without guardians keeps the parent info the student has
    expect(after.get('stu-1002')?.parents_info).toMatchObject({ first_name: 'Wei' });
  });

  it('asks which school org when the bundle has several and none is the school’s', async () => {
    const school = await createSchool(testApp.db);
    const response = await preview(school.id, sampleBundle('1.1'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'ONEROSTER_ORG_REQUIRED',
      orgs: [
        { sourced_id: 'org-school-1', name: 'Maple Grove High School', identifier: 'MGHS' },
        { sourced_id: 'org-school-2', name: 'Cedar Ridge Middle School', identifier: 'CRMS' },
      ],
    });
    expect(await importBundle(school.id, sampleBundle('1.1'), 'org-school-2')).toMatchObject({ created: 1 });
    expect([...(await bySourceId(school.id)).keys()]).toEqual(['stu-9001']);
  });

  it.each([
    ['without users.csv', () => zipBundle(withoutFile(sampleFiles('1.1'), 'users.csv')), { error: 'ONEROSTER_FILE_MISSING', file: 'users.csv' }],
    ['that is not a zip', () => Buffer.from('STUDENT_ID,FIRST_NAME\n'), { error: 'ONEROSTER_NOT_ZIP' }],
  ])('refuses a bundle %s and writes nothing', async (_case, zip, answer) => {
    const school = await createSchool(testApp.db);
    const before = { students: await rowsIn(students), temporal: await rowsIn(temporalStudents), previews: await rowsIn(onerosterPreviews) };
    const response = await preview(school.id, zip(), { org: SCHOOL_ORG });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(answer);
    expect({ students: await rowsIn(students), temporal: await rowsIn(temporalStudents), previews: await rowsIn(onerosterPreviews) }).toEqual(before);
  });

  it('refuses a bundle with a broken row whole: the errors, no import id, nothing written', async () => {
    const school = await createSchool(testApp.db);
    const broken = withLine(sampleFiles('1.2'), 'demographics.csv', 'stu-1003,', 'stu-1003,,,2010-02-30,other,,,,,,,,,,,');
    const before = { students: await rowsIn(students), temporal: await rowsIn(temporalStudents), previews: await rowsIn(onerosterPreviews) };
    const response = await preview(school.id, zipBundle(broken), { org: SCHOOL_ORG });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      import_id: null,
      students: 4,
      error_rows: 1,
      errors: [{ file: 'demographics.csv', row: 4, sourced_id: 'stu-1003', column: 'birthDate', key: 'ONEROSTER_BIRTHDATE_INVALID' }],
    });
    expect({ students: await rowsIn(students), temporal: await rowsIn(temporalStudents), previews: await rowsIn(onerosterPreviews) }).toEqual(before);
  });

  it('answers IMPORT_NOT_FOUND for an unknown, used, other school’s or CSV import id (a malformed one is refused too)', async () => {
    const school = await createSchool(testApp.db);
    const other = await createSchool(testApp.db);
    const { import_id: importId } = (await preview(school.id, sampleBundle('1.1'), { org: SCHOOL_ORG })).json();
    expect((await commit(other.id, importId)).json()).toEqual({ error: 'IMPORT_NOT_FOUND' });
    expect((await commit(school.id, '00000000-0000-4000-8000-000000000000')).json()).toEqual({ error: 'IMPORT_NOT_FOUND' });
    expect((await commit(school.id, 'not-an-id')).json()).toEqual({ error: 'VALIDATION_FAILED', fields: { importId: 'IMPORT_NOT_FOUND' } });
    // a OneRoster preview is not a CSV import's
    const csvCommit = await testApp.app.inject({ method: 'POST', url: '/v1/students/import/commit', payload: { school_id: school.id, import_id: importId }, headers: bearer(admin) });
    expect(csvCommit.json()).toEqual({ error: 'IMPORT_NOT_FOUND' });
    expect((await commit(school.id, importId)).json()).toMatchObject({ created: 5 });
    expect((await commit(school.id, importId)).json()).toEqual({ error: 'IMPORT_NOT_FOUND' });
  });

  it('imports a bundle without demographics.csv: new students without a birth date, known ones keeping theirs', async () => {
    const school = await createSchool(testApp.db, { sis_org_sourced_id: SCHOOL_ORG });
    const files = sampleFiles('1.1');
    const { 'demographics.csv': _demographics, ...withoutDemographics } = withLine(files, 'manifest.csv', 'file.demographics,', 'file.demographics,absent');
    const previewed = (await preview(school.id, zipBundle(withoutDemographics))).json();
    expect(previewed).toMatchObject({ students: 5, demographics_missing: true, errors: [] });
    expect(previewed.preview[0]).toMatchObject({ sourced_id: 'stu-1001', date_of_birth: null });
    expect((await commit(school.id, previewed.import_id)).json()).toMatchObject({ created: 5 });
    const imported = await bySourceId(school.id);
    expect([...imported.values()].map((student) => [student.date_of_birth, student.gender])).toEqual(Array.from({ length: 5 }, () => [null, 'X']));
    const maya = imported.get('stu-1001')!;
    const { body } = await graphql<{ student: { date_of_birth: string | null } }>(testApp, `{ student(id: "${maya.id}") { date_of_birth } }`, { token: admin });
    expect(body).toEqual({ data: { student: { date_of_birth: null } } });

    // the full bundle gives them theirs; one without it again takes nothing away
    await importBundle(school.id, sampleBundle('1.1'));
    expect((await bySourceId(school.id)).get('stu-1001')).toMatchObject({ date_of_birth: '2009-04-02', gender: 'F' });
    expect(await importBundle(school.id, zipBundle(withoutDemographics))).toEqual(NO_CHANGES);
    expect((await bySourceId(school.id)).get('stu-1001')).toMatchObject({ date_of_birth: '2009-04-02', gender: 'F' });
  });

  it('lists an imported student, who has no insurance entry, and answers them with an empty provider list', async () => {
    const school = await createSchool(testApp.db, { sis_org_sourced_id: SCHOOL_ORG });
    await importBundle(school.id, sampleBundle('1.1'));
    const list = await graphql<{ students: { total: number; items: { id: string; last_name: string }[] } }>(testApp, `{ students(schoolId: "${school.id}") { total items { id last_name } } }`, { token: admin });
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data?.students.total).toBe(5);
    const maya = list.body.data!.students.items.find((student) => student.last_name === 'Lopez')!;
    const one = await graphql<{ student: { providers: unknown[]; address_1: string } }>(testApp, `{ student(id: "${maya.id}") { address_1 providers { id } } }`, { token: admin });
    expect(one.body).toEqual({ data: { student: { address_1: '', providers: [] } } });
  });

  it('imports 10,000 students with their guardians, then finds nothing to change', async () => {
    const school = await createSchool(testApp.db);
    const zip = largeBundle(10_000);
    const first = await importBundle(school.id, zip, 'org-big');
    expect(first).toEqual({ created: 10_000, updated: 0, reactivated: 0, deactivated: 0, unchanged: 0 });
    expect(await importBundle(school.id, zip)).toEqual({ created: 0, updated: 0, reactivated: 0, deactivated: 0, unchanged: 10_000 });
  });

  it('is refused to another school’s user and to a school that does not allow imports', async () => {
    const allowed = await createSchool(testApp.db, { allow_students_import: true });
    const closed = await createSchool(testApp.db, { allow_students_import: false });
    const member = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [allowed.id, closed.id] })).id);
    const outsider = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [closed.id] })).id);
    expect((await preview(allowed.id, sampleBundle('1.1'), { org: SCHOOL_ORG, token: member })).statusCode).toBe(200);
    expect((await preview(closed.id, sampleBundle('1.1'), { org: SCHOOL_ORG, token: member })).statusCode).toBe(403);
    expect((await preview(allowed.id, sampleBundle('1.1'), { org: SCHOOL_ORG, token: outsider })).statusCode).toBe(403);
    const { import_id: importId } = (await preview(allowed.id, sampleBundle('1.1'), { org: SCHOOL_ORG })).json();
    expect((await commit(allowed.id, importId, outsider)).statusCode).toBe(403);
    expect(await roster(allowed.id)).toEqual([]);
  });

  it('says when the bundle’s school is not the one this school was imported from, and whom its full file deactivates', async () => {
    const school = await createSchool(testApp.db, { sis_org_sourced_id: SCHOOL_ORG });
    await importBundle(school.id, sampleBundle('1.1'));
    expect((await preview(school.id, sampleBundle('1.1'), { org: 'org-school-2' })).json()).toMatchObject({ students: 1, deactivating: 5, org_changed: true, previous_org_missing: null });
    // another district's export, without the org this school came from: said as such
    const otherDistrict = Object.fromEntries(Object.entries(sampleFiles('1.1')).map(([name, text]) => [name, text.replaceAll('org-school-1', 'org-east-7')]));
    expect((await preview(school.id, zipBundle(otherDistrict), { org: 'org-east-7' })).json()).toMatchObject({ org_changed: true, previous_org_missing: SCHOOL_ORG });
  });

  it('makes a student the district disabled (enabledUser false) inactive, and does not add a new one', async () => {
    const school = await createSchool(testApp.db, { sis_org_sourced_id: SCHOOL_ORG });
    await importBundle(school.id, sampleBundle('1.1'));
    let files = withLine(sampleFiles('1.1'), 'users.csv', 'stu-1003,', 'stu-1003,,,false,org-school-1,student,ajohnson,,Ava,Johnson,,1003,,,,,9,');
    files = withLine(files, 'users.csv', 'tea-3001,', 'stu-1006,,,false,org-school-1,student,nnew,,Nia,New,,1006,,,,,9,');
    files = withLine(files, 'demographics.csv', 'stu-1005,', `${files['demographics.csv']!.split('\n').find((line) => line.startsWith('stu-1005,'))}\nstu-1006,,,2010-02-02,female,,,,,,,,,,,`);
    expect((await preview(school.id, zipBundle(files))).json()).toMatchObject({ students: 4, deactivating: 1 });
    expect(await importBundle(school.id, zipBundle(files))).toEqual({ created: 0, updated: 0, reactivated: 0, deactivated: 1, unchanged: 4 });
    const stored = await bySourceId(school.id);
    expect(stored.get('stu-1003')).toMatchObject({ is_active: false });
    expect(stored.has('stu-1006')).toBe(false);
  });

  it('refuses a preview left overnight, whose rows a CSV preview has cleared: nothing is deactivated', async () => {
    const school = await createSchool(testApp.db, { sis_org_sourced_id: SCHOOL_ORG });
    await importBundle(school.id, sampleBundle('1.1'));
    const { import_id: importId } = (await preview(school.id, sampleBundle('1.1'))).json();
    await agePreview(importId, 25);
    expect((await csvPreview(school.id)).statusCode).toBe(200);
    // the clean-up took the preview's settings with its rows
    expect(await testApp.db.select().from(onerosterPreviews).where(eq(onerosterPreviews.import_id, importId))).toEqual([]);
    expect((await commit(school.id, importId)).json()).toEqual({ error: 'IMPORT_NOT_FOUND' });
    expect(await activeCount(school.id)).toBe(5);
  });

  it('refuses a stale preview nothing has cleared yet, of either import, and a OneRoster preview that lost rows', async () => {
    const school = await createSchool(testApp.db, { sis_org_sourced_id: SCHOOL_ORG });
    await importBundle(school.id, sampleBundle('1.1'));
    const stale = (await preview(school.id, sampleBundle('1.1'))).json().import_id;
    await agePreview(stale, 25);
    expect((await commit(school.id, stale)).json()).toEqual({ error: 'IMPORT_NOT_FOUND' });
    const staleCsv = (await csvPreview(school.id)).json().import_id;
    await agePreview(staleCsv, 25);
    expect((await csvCommit(school.id, staleCsv)).json()).toEqual({ error: 'IMPORT_NOT_FOUND' });

    const partial = (await preview(school.id, sampleBundle('1.1'))).json().import_id;
    await testApp.db.delete(temporalStudents).where(and(eq(temporalStudents.import_id, partial), eq(temporalStudents.sis_source_id, 'stu-1001')));
    expect((await commit(school.id, partial)).json()).toEqual({ error: 'IMPORT_NOT_FOUND' });
    expect(await activeCount(school.id)).toBe(5);
  });

  it('replaces the guardian’s names and contacts as a whole when the file names another guardian, keeping the parent’s other fields', async () => {
    const school = await createSchool(testApp.db, { sis_org_sourced_id: SCHOOL_ORG });
    await importBundle(school.id, sampleBundle('1.1'));
    const maya = (await bySourceId(school.id)).get('stu-1001')!;
    await testApp.db.update(students).set({ parents_info: { ...maya.parents_info, employer_name: 'City Hall' } }).where(eq(students.id, maya.id));
    let files = withLine(sampleFiles('1.1'), 'users.csv', 'stu-1001,', 'stu-1001,,,true,org-school-1,student,mlopez,,Maya,Lopez,Isabel,1001,maya.lopez@students.maple.test,,,par-2099,10,');
    files = withLine(files, 'users.csv', 'par-2001,', 'par-2099,,,true,org-school-1,guardian,,,Bob,Lopez,,,,,,stu-1001,,');
    expect(await importBundle(school.id, zipBundle(files))).toMatchObject({ updated: 1, unchanged: 4 });
    expect((await bySourceId(school.id)).get('stu-1001')?.parents_info).toEqual({ first_name: 'Bob', last_name: 'Lopez', email: null, phone: null, employer_name: 'City Hall' });
  });

  it('reads a bundle of delta files only: a known student keeps the birth date and parent info the files leave out; a new one needs them', async () => {
    const school = await createSchool(testApp.db, { sis_org_sourced_id: SCHOOL_ORG });
    await importBundle(school.id, sampleBundle('1.2'));
    const sample = sampleFiles('1.2');
    const header = (file: string) => sample[file]!.split('\n')[0]!;
    let manifest = sample['manifest.csv']!;
    for (const file of ['orgs', 'users', 'roles', 'demographics']) manifest = withLine({ manifest }, 'manifest', `file.${file},`, `file.${file},delta`).manifest!;
    const demographicsRow = (id: string) => [id, '', '', '2011-06-06', 'female', ...Array<string>(11).fill('')].join(',');
    const delta = (users: string[]): BundleFiles => ({
      'manifest.csv': manifest,
      'orgs.csv': sample['orgs.csv']!,
      // Liam's guardians, role and demographics did not change: they are not in the files
      'users.csv': [header('users.csv'), 'stu-1002,active,,true,lchen,,Liam,Chen-Wong,,1002,,,916-555-0102,"rel-2012,par-2002",11,,MVU-1002,,,,org-school-1,', ...users].join('\n'),
      'roles.csv': [header('roles.csv'), 'role-1006,active,,stu-1006,primary,student,2026-01-05,,org-school-1,', 'role-1007,active,,stu-1007,primary,student,2026-01-05,,org-school-1,'].join('\n'),
      'demographics.csv': [header('demographics.csv'), demographicsRow('stu-1006')].join('\n'),
    });
    const nina = 'stu-1006,active,,true,npatel,,Nina,Patel,,1006,,,,,9,,,,,,org-school-1,';
    const omar = 'stu-1007,active,,true,oali,,Omar,Ali,,1007,,,,,9,,,,,,org-school-1,';
    const refused = (await preview(school.id, zipBundle(delta([nina, omar])))).json();
    expect(refused).toMatchObject({ import_id: null, errors: [{ file: 'users.csv', row: 4, sourced_id: 'stu-1007', column: 'sourcedId', key: 'ONEROSTER_DEMOGRAPHICS_MISSING' }] });

    expect((await preview(school.id, zipBundle(delta([nina])))).json()).toMatchObject({ users_mode: 'delta', students: 2, deactivating: 0, errors: [] });
    expect(await importBundle(school.id, zipBundle(delta([nina])))).toEqual({ created: 1, updated: 1, reactivated: 0, deactivated: 0, unchanged: 0 });
    const after = await bySourceId(school.id);
    expect(after.get('stu-1002')).toMatchObject({ last_name: 'Chen-Wong', date_of_birth: '2008-11-15', gender: 'M', parents_info: { first_name: 'Wei', last_name: 'Chen' } });
    expect(after.get('stu-1006')).toMatchObject({ first_name: 'Nina', date_of_birth: '2011-06-06', is_active: true });
    expect(await activeCount(school.id)).toBe(6);
  });

  it('links a first import’s row to the one student typed by hand with its academic id (any case), and creates a new one when two share it', async () => {
    const school = await createSchool(testApp.db, { sis_org_sourced_id: SCHOOL_ORG });
    const typed = (academicId: string) => ({ school_id: school.id, academic_id: academicId, first_name: 'Hand', last_name: 'Typed', gender: 'F' as const, date_of_birth: '2010-01-01', address_1: '1 Main St', city: 'Sacramento', postal_code: '95814' });
    const [maya, ava] = await testApp.db.insert(students).values([typed('1001'), typed('AB-1003'), typed('1002'), typed('1002')]).returning();
    const files = withLine(sampleFiles('1.1'), 'users.csv', 'stu-1003,', 'stu-1003,,,true,org-school-1,student,ajohnson,,Ava,Johnson,,ab-1003,,,,,9,');
    expect(await importBundle(school.id, zipBundle(files))).toEqual({ created: 3, updated: 2, reactivated: 0, deactivated: 0, unchanged: 0 });
    const after = await bySourceId(school.id);
    expect(after.get('stu-1001')).toMatchObject({ id: maya!.id, first_name: 'Maya', address_1: '1 Main St', academic_id: '1001' });
    expect(after.get('stu-1003')).toMatchObject({ id: ava!.id, first_name: 'Ava', academic_id: 'ab-1003' });
    // two typed students with 1002: neither is taken, Liam is a new student
    expect((await roster(school.id)).filter((student) => student.academic_id === '1002').map((student) => student.sis_source_id).sort()).toEqual([null, null, 'stu-1002']);
  });
});

function withoutFile(files: BundleFiles, name: string): BundleFiles {
  return Object.fromEntries(Object.entries(files).filter(([file]) => file !== name));
}

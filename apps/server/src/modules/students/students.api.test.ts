import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers, schools, students, studentsProviders } from '../../db/schema.ts';
import { bearer, createSchool, createUser, sessionFor } from '../../testing/fixtures.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let admin: string;
let school: { id: string };
let nurse: string;
let outsider: string;
let insurer: { aetna: string; cigna: string; closed: string };

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await sessionFor(testApp.db, (await createUser(testApp.db, { type: 'admin' })).id);
  school = await createSchool(testApp.db, { allow_piv: true, show_verification_status: true, allow_students_import: true });
  const other = await createSchool(testApp.db);
  nurse = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [school.id] })).id);
  outsider = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [other.id] })).id);
  const rows = await testApp.db
    .insert(providers)
    .values([{ name: 'Aetna' }, { name: 'Cigna' }, { name: 'Closed Health', is_active: false }])
    .returning({ id: providers.id });
  insurer = { aetna: rows[0]!.id, cigna: rows[1]!.id, closed: rows[2]!.id };
});
afterAll(() => testApp.close());

const run = async <T = Record<string, unknown>>(token: string, query: string, variables?: Record<string, unknown>) =>
  (await graphql<T>(testApp, query, { token, variables })).body;

const studentForm = (values: Record<string, unknown> = {}) => ({
  first_name: 'Maya',
  last_name: 'Lopez',
  academic_id: 'A-100',
  date_of_birth: '2010-04-02',
  gender: 'F',
  address_1: '12 Oak Street',
  city: 'Sacramento',
  state_prov: 'California',
  postal_code: '95814',
  country: 'UNITED_STATES',
  ...values,
});
const entry = (company: string, values: Record<string, unknown> = {}) => ({
  ...(company === 'OTHER' ? { is_other_provider: true } : { insurance_provider_id: company }),
  insurance_member_id: 'M-1',
  ...values,
});

type Provider = { id: string; name: string; primary: boolean; status: string | null; insurance_member_id: string };
type Student = { id: string; first_name: string; state_prov: string; country: string; parents_info: unknown; providers: Provider[] };
const STUDENT_FIELDS = 'id first_name state_prov country parents_info { first_name employer_name } providers { id name primary status insurance_member_id }';
const CREATE = `mutation ($schoolId: ID!, $input: StudentPageInput!) { createStudent(schoolId: $schoolId, input: $input) { ${STUDENT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: StudentPageInput!) { updateStudent(id: $id, input: $input) { ${STUDENT_FIELDS} } }`;

async function createStudent(input: Record<string, unknown>, token = nurse) {
  const body = await run<{ createStudent: Student }>(token, CREATE, { schoolId: school.id, input });
  expect(body.errors).toBeUndefined();
  return body.data!.createStudent;
}

describe('creating a student', () => {
  it('saves a Canadian address, the parent and two insurance entries, the first primary', async () => {
    const created = await createStudent({
      student: studentForm({ country: 'CANADA', state_prov: 'British Columbia', postal_code: 'V5K 0A1' }),
      parent: { first_name: 'Rosa', last_name: 'Lopez', employer_name: 'Harbour Works' },
      providers: [entry(insurer.aetna), entry('OTHER', { provider_name: 'Blue Sky Mutual', insurance_member_id: 'M-2' })],
    });
    expect(created).toMatchObject({ first_name: 'Maya', state_prov: 'British Columbia', country: 'CANADA' });
    expect(created.parents_info).toMatchObject({ first_name: 'Rosa', employer_name: 'Harbour Works' });
    expect(created.providers.map((provider) => [provider.name, provider.primary])).toEqual([
      ['Aetna', true],
      ['Blue Sky Mutual', false],
    ]);
  });

  it('leaves out entries without a company', async () => {
    const created = await createStudent({ student: studentForm(), providers: [{ insurance_provider_id: null, insurance_member_id: 'x' }, entry(insurer.cigna)] });
    expect(created.providers.map((provider) => provider.name)).toEqual(['Cigna']);
  });

  it.each([
    [() => ({ student: studentForm({ first_name: '' }) }), 'student.first_name', 'FIRST_NAME_REQUIRED'],
    [() => ({ student: studentForm({ date_of_birth: '2999-01-01' }) }), 'student.date_of_birth', 'FUTURE_DATE'],
    [() => ({ student: studentForm({ state_prov: '' }) }), 'student.state_prov', 'STATE_REQUIRED'],
    [() => ({ student: studentForm({ state_prov: 'CA' }) }), 'student.state_prov', 'STATE_REQUIRED'],
    [() => ({ student: studentForm({ country: 'CANADA', state_prov: '' }) }), 'student.state_prov', 'PROVINCE_REQUIRED'],
    [() => ({ student: studentForm({ postal_code: '12345678901' }) }), 'student.postal_code', 'ZIP_INVALID'],
    // an empty required field says it is required, not that it is too long
    [() => ({ student: studentForm({ address_1: '' }) }), 'student.address_1', 'ADDRESS_1_REQUIRED'],
    [() => ({ student: studentForm({ city: ' ' }) }), 'student.city', 'CITY_REQUIRED'],
    [() => ({ student: studentForm({ postal_code: '' }) }), 'student.postal_code', 'ZIP_REQUIRED'],
    [() => ({ student: studentForm({ gender: null }) }), 'student.gender', 'GENDER_REQUIRED'],
    [() => ({ student: studentForm({ academic_id: 'x'.repeat(21) }) }), 'student.academic_id', 'ACADEMIC_ID_INVALID'],
    [() => ({ student: studentForm(), parent: { employer_name: 'x'.repeat(76) } }), 'parent.employer_name', 'EMPLOYER_NAME_MAX'],
    [() => ({ student: studentForm(), providers: [entry('OTHER')] }), 'providers.0.provider_name', 'PROVIDER_NAME_REQUIRED'],
    [() => ({ student: studentForm(), providers: [entry(insurer.aetna, { insurance_member_id: 'x'.repeat(51) })] }), 'providers.0.insurance_member_id', 'INSURANCE_MEMBER_ID_MAX'],
    [() => ({ student: studentForm(), providers: [entry(insurer.cigna), entry(insurer.closed)] }), 'providers.1.insurance_provider_id', 'INVALID_VALUE'],
    [() => ({ student: studentForm(), providers: [entry('not-a-company-id')] }), 'providers.0.insurance_provider_id', 'INVALID_VALUE'],
  ])('refuses input %# at %s with %s and saves nothing', async (input, field, key) => {
    const before = (await testApp.db.select({ id: students.id }).from(students)).length;
    const body = await run(nurse, CREATE, { schoolId: school.id, input: input() });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: key } });
    expect((await testApp.db.select({ id: students.id }).from(students)).length).toBe(before);
  });
});

describe('the typed input', () => {
  it.each([
    ['a country outside the list', () => ({ student: studentForm({ country: 'MEXICO' }) })],
    ['a gender outside the list', () => ({ student: studentForm({ gender: 'N' }) })],
    ['a field the input does not have', () => ({ student: studentForm(), providers: [entry(insurer.aetna, { status: 'VERIFIED' })] })],
  ])('refuses %s before any rule runs, and saves nothing', async (_case, input) => {
    const before = (await testApp.db.select({ id: students.id }).from(students)).length;
    const body = await run(nurse, CREATE, { schoolId: school.id, input: input() });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await testApp.db.select({ id: students.id }).from(students)).length).toBe(before);
  });
});

describe('updating a student', () => {
  it('makes the second entry primary, resets the status of a changed member id, keeps the other, and drops a removed one', async () => {
    const created = await createStudent({ student: studentForm(), providers: [entry(insurer.aetna), entry(insurer.cigna, { insurance_member_id: 'C-9' }), entry('OTHER', { provider_name: 'Gone' })] });
    const byName = (name: string) => created.providers.find((provider) => provider.name === name)!;
    const [aetna, cigna] = [byName('Aetna'), byName('Cigna')];
    await testApp.db.update(studentsProviders).set({ status: 'VERIFIED' });
    const body = await run<{ updateStudent: Student }>(nurse, UPDATE, {
      id: created.id,
      input: {
        student: studentForm({ first_name: 'Maya-Rose' }),
        providers: [
          entry(insurer.aetna, { id: aetna.id, insurance_member_id: 'M-CHANGED' }),
          entry(insurer.cigna, { id: cigna.id, insurance_member_id: 'C-9', primary: true }),
          entry('OTHER', { provider_name: 'New Mutual' }),
        ],
      },
    });
    expect(body.errors).toBeUndefined();
    const updated = body.data!.updateStudent;
    expect(updated.first_name).toBe('Maya-Rose');
    const rows = updated.providers.map((provider) => [provider.name, provider.primary, provider.status]);
    expect(rows[0]).toEqual(['Cigna', true, 'VERIFIED']);
    expect(rows.slice(1)).toEqual(expect.arrayContaining([['New Mutual', false, null], ['Aetna', false, null]]));
    expect(rows).toHaveLength(3);
    const gone = await testApp.db.select().from(studentsProviders).where(eq(studentsProviders.provider_name, 'Gone'));
    expect(gone[0]?.deleted_at).toBeInstanceOf(Date);
  });

  it('refuses an entry id of another student', async () => {
    const first = await createStudent({ student: studentForm(), providers: [entry(insurer.aetna)] });
    const second = await createStudent({ student: studentForm({ first_name: 'Other' }) });
    const body = await run(nurse, UPDATE, { id: second.id, input: { student: studentForm(), providers: [entry(insurer.aetna, { id: first.providers[0]!.id })] } });
    expect(body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

describe('the roster', () => {
  it('finds by a part of the name or academic id in any case, sorted by last then first name, paged', async () => {
    const roster = await createSchool(testApp.db);
    for (const [firstName, lastName, academicId] of [
      ['Zoe', 'Adams', 'X-001'],
      ['aaron', 'Adams', 'X-002'],
      ['Ben', 'baker', 'Y-003'],
    ]) {
      await run(admin, CREATE, { schoolId: roster.id, input: { student: studentForm({ first_name: firstName, last_name: lastName, academic_id: academicId }) } });
    }
    const list = async (args: string) =>
      (await run<{ students: { total: number; items: { first_name: string }[] } }>(admin, `{ students(schoolId: "${roster.id}"${args}) { total items { first_name } } }`)).data!.students;
    expect((await list('')).items.map((row) => row.first_name)).toEqual(['aaron', 'Zoe', 'Ben']);
    expect((await list(', name: "ADAMS"')).total).toBe(2);
    expect((await list(', name: "zoe adams"')).items).toEqual([{ first_name: 'Zoe' }]);
    expect((await list(', academicId: "y-0"')).items).toEqual([{ first_name: 'Ben' }]);
    expect((await list(', sort: first_name, direction: desc')).items[0]?.first_name).toBe('Zoe');
    expect((await list(', limit: 25, offset: 2')).items).toHaveLength(1);
    // past the end: no rows, and still the total
    expect(await list(', name: "adams", limit: 25, offset: 25')).toEqual({ total: 2, items: [] });
  });
});

describe('another school', () => {
  it('never sees or changes this school\'s students', async () => {
    const created = await createStudent({ student: studentForm() });
    expect((await run(outsider, `{ student(id: "${created.id}") { id } }`)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await run(outsider, `{ students(schoolId: "${school.id}") { total } }`)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await run(outsider, CREATE, { schoolId: school.id, input: { student: studentForm() } })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await run(outsider, UPDATE, { id: created.id, input: { student: studentForm() } })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await run(outsider, `mutation { resetStudents(schoolId: "${school.id}", confirmation: "Delete Students") }`)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('primary insurance verification', () => {
  const piv = (token: string, studentProviderId: string) =>
    testApp.app.inject({ method: 'POST', url: '/v1/student/piv', payload: { studentProviderId }, headers: bearer(token) });

  it('queues a request that becomes primary; staff resolve it in the queue and the school sees it', async () => {
    const created = await createStudent({ student: studentForm({ last_name: 'Queue' }), providers: [entry(insurer.aetna), entry(insurer.cigna)] });
    const second = created.providers[1]!;
    const response = await piv(nurse, second.id);
    expect(response.json()).toEqual({ success: true, status: 'QUEUED' });

    const queue = await run<{ verificationQueue: { total: number; items: { id: string; student_last_name: string; provider_name: string; requested_by: string }[] } }>(
      admin,
      '{ verificationQueue { total items { id student_last_name provider_name requested_by } } }',
    );
    expect(queue.data?.verificationQueue.items).toContainEqual(expect.objectContaining({ id: second.id, student_last_name: 'Queue', provider_name: 'Cigna' }));
    expect((await run(admin, `mutation { resolveVerification(id: "${second.id}", status: VERIFIED) }`)).data).toEqual({ resolveVerification: true });

    const seen = await run<{ student: Student }>(nurse, `{ student(id: "${created.id}") { ${STUDENT_FIELDS} } }`);
    expect(seen.data?.student.providers[0]).toMatchObject({ id: second.id, primary: true, status: 'VERIFIED' });
  });

  it('is refused to school users where the school does not allow it, and hides statuses where the school does not show them', async () => {
    const closed = await createSchool(testApp.db, { allow_piv: false, show_verification_status: false });
    const token = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [closed.id] })).id);
    const created = await run<{ createStudent: Student }>(token, CREATE, { schoolId: closed.id, input: { student: studentForm(), providers: [entry(insurer.aetna)] } });
    const providerId = created.data!.createStudent.providers[0]!.id;
    expect((await piv(token, providerId)).statusCode).toBe(403);
    expect((await piv(admin, providerId)).json()).toEqual({ success: true, status: 'QUEUED' });
    const seen = await run<{ student: Student }>(token, `{ student(id: "${created.data!.createStudent.id}") { ${STUDENT_FIELDS} } }`);
    expect(seen.data?.student.providers[0]?.status).toBeNull();
  });

  it('refuses another school\'s entry', async () => {
    const created = await createStudent({ student: studentForm(), providers: [entry(insurer.aetna)] });
    expect((await piv(outsider, created.providers[0]!.id)).statusCode).toBe(403);
  });
});

describe('resetting students', () => {
  it('needs the exact phrase, then soft-deletes every student and entry of the school at once', async () => {
    const target = await createSchool(testApp.db, { allow_students_import: true });
    await run(admin, CREATE, { schoolId: target.id, input: { student: studentForm(), providers: [entry(insurer.aetna)] } });
    await run(admin, CREATE, { schoolId: target.id, input: { student: studentForm({ first_name: 'Two' }) } });
    const wrong = await run(admin, `mutation { resetStudents(schoolId: "${target.id}", confirmation: "delete students") }`);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ fields: { confirmation: 'RESET_CONFIRMATION_MISMATCH' } });
    expect((await run<{ students: { total: number } }>(admin, `{ students(schoolId: "${target.id}") { total } }`)).data?.students.total).toBe(2);

    expect((await run(admin, `mutation { resetStudents(schoolId: "${target.id}", confirmation: "Delete Students") }`)).data).toEqual({ resetStudents: 2 });
    expect((await run<{ students: { total: number } }>(admin, `{ students(schoolId: "${target.id}") { total } }`)).data?.students.total).toBe(0);
    const entries = await testApp.db.select().from(studentsProviders).where(eq(studentsProviders.school_id, target.id));
    expect(entries.every((row) => row.deleted_at !== null)).toBe(true);
  });

  it('is refused to school users where the school does not allow imports', async () => {
    await testApp.db.update(schools).set({ allow_students_import: false }).where(eq(schools.id, school.id));
    const body = await run(nurse, `mutation { resetStudents(schoolId: "${school.id}", confirmation: "Delete Students") }`);
    expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    await testApp.db.update(schools).set({ allow_students_import: true }).where(eq(schools.id, school.id));
  });
});

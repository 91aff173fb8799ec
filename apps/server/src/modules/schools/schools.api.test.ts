import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  salesReps,
  schoolsDashboardElements,
  schoolsNotes,
  schoolsThirdPartyAdministrators,
  thirdPartyAdministrators,
  tpaDashboardElements,
  users,
} from '../../db/schema.ts';
import { createSchool, createUser, sessionFor } from '../../testing/fixtures.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let admin: string;
let tpa: { a: string; b: string };

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await sessionFor(testApp.db, (await createUser(testApp.db, { type: 'admin' })).id);
  const rows = await testApp.db
    .insert(thirdPartyAdministrators)
    .values([
      { name: 'Alpha Claims', code: 'ALP' },
      { name: 'Beta Benefits', code: 'BET' },
    ])
    .returning({ id: thirdPartyAdministrators.id });
  tpa = { a: rows[0]!.id, b: rows[1]!.id };
  await testApp.db.insert(tpaDashboardElements).values([
    { third_party_administrator_id: tpa.a, type: 'URL', title: 'Claims portal', component: 'CLAIMS_MANAGEMENT', url: 'https://alpha.test' },
    { third_party_administrator_id: tpa.a, type: 'URL', title: 'Claim form', component: 'FORMS', url: 'https://alpha.test/form' },
  ]);
});
afterAll(() => testApp.close());

const asAdmin = async <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) =>
  (await graphql<T>(testApp, query, { token: admin, variables })).body;

const CREATE = `mutation ($input: SchoolInput!) { createSchool(input: $input) { id name is_active } }`;
const validSchool = { is_active: true, name: 'Valley High', allow_piv: false, allow_students_import: false, show_verification_status: false };

async function newSchool(input: Record<string, unknown> = {}) {
  const body = await asAdmin<{ createSchool: { id: string } }>(CREATE, { input: { ...validSchool, ...input } });
  expect(body.errors).toBeUndefined();
  return body.data!.createSchool.id;
}

describe('creating and updating a school', () => {
  it('creates a school and reads it back', async () => {
    const id = await newSchool({ name: 'Creekside Academy', city: 'Reno', state: 'NV', contact_email_address: 'office@creek.test' });
    const body = await asAdmin<{ school: Record<string, unknown> }>(`{ school(id: "${id}") { name city state contact_email_address is_active first_note } }`);
    expect(body.data?.school).toEqual({ name: 'Creekside Academy', city: 'Reno', state: 'NV', contact_email_address: 'office@creek.test', is_active: true, first_note: null });
  });

  it.each([
    [{ name: '' }, 'name', 'NAME_REQUIRED'],
    [{ name: 'x'.repeat(101) }, 'name', 'NAME_MAX'],
    [{ is_active: null }, 'is_active', 'STATUS_REQUIRED'],
    [{ contact_email_address: 'nope' }, 'contact_email_address', 'EMAIL_INVALID'],
    [{ city: 'x'.repeat(76) }, 'city', 'CITY_INVALID'],
    [{ postal_code: '12345678901' }, 'postal_code', 'ZIP_INVALID'],
    [{ address_1: 'x'.repeat(101) }, 'address_1', 'ADDRESS_1_INVALID'],
    [{ sales_rep_id: '00000000-0000-4000-8000-000000000000' }, 'sales_rep_id', 'INVALID_VALUE'],
  ])('refuses %o with %s: %s and saves nothing', async (override, field, key) => {
    const before = await asAdmin<{ schools: { total: number } }>('{ schools(status: null) { total } }');
    const body = await asAdmin(CREATE, { input: { ...validSchool, ...override } });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: key } });
    const after = await asAdmin<{ schools: { total: number } }>('{ schools(status: null) { total } }');
    expect(after.data?.schools.total).toBe(before.data?.schools.total);
  });

  it('accepts the longest allowed name', async () => {
    await newSchool({ name: 'x'.repeat(100) });
  });

  it('updates fields and clears the sales rep', async () => {
    const [rep] = await testApp.db.insert(salesReps).values({ first_name: 'Sam', last_name: 'Seller' }).returning({ id: salesReps.id });
    const id = await newSchool({ sales_rep_id: rep!.id });
    const body = await asAdmin<{ updateSchool: { sales_rep_id: string | null; name: string } }>(
      `mutation ($id: ID!, $input: SchoolInput!) { updateSchool(id: $id, input: $input) { name sales_rep_id } }`,
      { id, input: { ...validSchool, name: 'Renamed High', sales_rep_id: null } },
    );
    expect(body.data?.updateSchool).toEqual({ name: 'Renamed High', sales_rep_id: null });
  });

  // the years closed claims are kept (ADR 042); the days after which insurance on file is confirmed (ADR 049)
  it.each([
    ['retention_years', 7, 0, 'RETENTION_YEARS_INVALID'],
    ['insurance_confirm_days', 90, 400, 'INSURANCE_CONFIRM_DAYS_INVALID'],
  ] as const)('keeps %s, refuses it out of range, and clears it', async (setting, valid, invalid, error) => {
    const id = await newSchool();
    const save = (value: number | null) =>
      asAdmin<{ updateSchool: Record<string, number | null> }>(`mutation ($id: ID!, $input: SchoolInput!) { updateSchool(id: $id, input: $input) { ${setting} } }`, {
        id,
        input: { ...validSchool, [setting]: value },
      });
    expect((await save(valid)).data?.updateSchool).toEqual({ [setting]: valid });
    expect((await save(invalid)).errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [setting]: error } });
    expect((await save(null)).data?.updateSchool).toEqual({ [setting]: null });
  });

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    expect((await asAdmin('{ school(id: "00000000-0000-4000-8000-000000000000") { id } }')).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await asAdmin('{ school(id: "12") { id } }')).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

describe('the schools list', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const [rep] = await testApp.db.insert(salesReps).values({ first_name: 'Zed', last_name: 'Zimmer' }).returning({ id: salesReps.id });
    ids = {
      apple: await newSchool({ name: 'LIST Apple School', sales_rep_id: rep!.id }),
      banana: await newSchool({ name: 'list banana school' }),
      cherry: await newSchool({ name: 'List Cherry School', is_active: false }),
      rep: rep!.id,
    };
    await asAdmin(`mutation { addSchoolTpa(schoolId: "${ids.banana}", tpaId: "${tpa.b}") { id } }`);
    await asAdmin(`mutation { addSchoolTpa(schoolId: "${ids.banana}", tpaId: "${tpa.a}") { id } }`);
    await asAdmin(`mutation { saveSchoolNote(schoolId: "${ids.apple}", note: "Renews in August") { id } }`);
  });

  const list = async (args: string) =>
    (await asAdmin<{ schools: { total: number; items: { name: string; sales_rep_name: string | null; tpa_codes: string[]; first_note: string | null; is_active: boolean }[] } }>(
      `{ schools(${args}) { total items { name sales_rep_name tpa_codes first_note is_active } } }`,
    )).data!.schools;

  it('finds by a case-insensitive part of the name, active only when asked', async () => {
    const active = await list('name: "list", status: ACTIVE');
    expect(active.items.map((item) => item.name)).toEqual(['LIST Apple School', 'list banana school']);
    expect(active.total).toBe(2);
    const all = await list('name: "LIST"');
    expect(all.total).toBe(3);
  });

  it('filters by sales rep and by TPA, and shows their names and codes', async () => {
    expect((await list(`salesRepId: "${ids.rep}"`)).items).toEqual([
      { name: 'LIST Apple School', sales_rep_name: 'Zed Zimmer', tpa_codes: [], first_note: 'Renews in August', is_active: true },
    ]);
    expect((await list(`tpaId: "${tpa.b}"`)).items).toEqual([
      { name: 'list banana school', sales_rep_name: null, tpa_codes: ['ALP', 'BET'], first_note: null, is_active: true },
    ]);
  });

  it('sorts by name both ways and by sales rep', async () => {
    expect((await list('name: "list", direction: desc')).items.map((item) => item.name)).toEqual(['List Cherry School', 'list banana school', 'LIST Apple School']);
    // Schools without a rep sort after those with one when ascending (PostgreSQL's NULLS LAST), and first when descending.
    expect((await list('name: "list", sort: sales_rep, direction: asc')).items[0]?.name).toBe('LIST Apple School');
    expect((await list('name: "list", sort: sales_rep, direction: desc')).items.at(-1)?.name).toBe('LIST Apple School');
  });

  it('pages with a total and refuses page sizes the UI does not offer', async () => {
    const page = await asAdmin<{ schools: { total: number; items: unknown[] } }>('{ schools(name: "list", limit: 25, offset: 2) { total items { id } } }');
    expect(page.data?.schools).toMatchObject({ total: 3, items: [expect.anything()] });
    expect((await asAdmin('{ schools(limit: 1000) { total } }')).errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
  });
});

describe('school options for the global claims filter', () => {
  it('offers every school not deleted, inactive ones flagged, to admins only', async () => {
    const active = await newSchool({ name: 'Options Active' });
    const inactive = await newSchool({ name: 'Options Inactive', is_active: false });
    const deleted = await newSchool({ name: 'Options Deleted' });
    await asAdmin(`mutation { deleteSchool(id: "${deleted}") }`);
    const body = await asAdmin<{ schoolOptions: { id: string; name: string; is_active: boolean }[] }>('{ schoolOptions { id name is_active } }');
    const options = body.data!.schoolOptions.filter((school) => school.name.startsWith('Options '));
    expect(options).toEqual([
      { id: active, name: 'Options Active', is_active: true },
      { id: inactive, name: 'Options Inactive', is_active: false },
    ]);

    const token = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [inactive] })).id);
    const asUser = await graphql(testApp, '{ schoolOptions { id } }', { token });
    expect(asUser.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('notes', () => {
  it('keeps one note per school, records its author, and limits it to 2048 characters', async () => {
    const id = await newSchool();
    await asAdmin(`mutation ($id: ID!) { saveSchoolNote(schoolId: $id, note: "first") { id } }`, { id });
    await asAdmin(`mutation ($id: ID!) { saveSchoolNote(schoolId: $id, note: "second") { id } }`, { id });
    const notes = await testApp.db.select().from(schoolsNotes).where(eq(schoolsNotes.school_id, id));
    expect(notes.map((note) => note.note)).toEqual(['second']);
    expect(notes[0]?.created_by).toBeTruthy();
    expect((await asAdmin<{ school: { first_note: string } }>(`{ school(id: "${id}") { first_note } }`)).data?.school.first_note).toBe('second');
    const tooLong = await asAdmin(`mutation ($id: ID!, $note: String!) { saveSchoolNote(schoolId: $id, note: $note) { id } }`, { id, note: 'x'.repeat(2049) });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ fields: { note: 'INVALID_NOTES' } });
  });
});

describe('TPA links', () => {
  type Link = { id: string; tpa_code: string; is_default: boolean; is_active: boolean };
  const linksOf = async (schoolId: string) =>
    (await asAdmin<{ schoolTpas: Link[] }>(`{ schoolTpas(schoolId: "${schoolId}") { id tpa_code is_default is_active } }`)).data!.schoolTpas;
  const save = (schoolId: string, links: Record<string, unknown>[]) =>
    asAdmin(`mutation ($schoolId: ID!, $links: [SchoolTpaLinkInput!]!) { updateSchoolTpas(schoolId: $schoolId, links: $links) { id is_default } }`, { schoolId, links });
  const row = (link: Link, values: Record<string, unknown>) => ({ id: link.id, activities: [], is_active: true, is_default: false, ...values });

  it('links a TPA as active and not default, and copies its dashboard elements in order', async () => {
    const id = await newSchool();
    await testApp.db.insert(schoolsDashboardElements).values({ school_id: id, type: 'URL', title: 'Own form', component: 'FORMS', url: 'https://own.test', order: 4 });
    await asAdmin(`mutation { addSchoolTpa(schoolId: "${id}", tpaId: "${tpa.a}") { id } }`);
    expect(await linksOf(id)).toEqual([{ id: expect.any(String), tpa_code: 'ALP', is_default: false, is_active: true }]);
    const elements = await testApp.db
      .select({ title: schoolsDashboardElements.title, order: schoolsDashboardElements.order })
      .from(schoolsDashboardElements)
      .where(eq(schoolsDashboardElements.school_id, id))
      .orderBy(schoolsDashboardElements.component, schoolsDashboardElements.order);
    expect(elements).toEqual([
      { title: 'Claims portal', order: 1 },
      { title: 'Own form', order: 4 },
      { title: 'Claim form', order: 5 },
    ]);
  });

  // Links loaded together (a seed, an import) share their created_at: the Insurance tab must not depend on it.
  it('lists the links by TPA name, whatever order or instant they were made in', async () => {
    const id = await newSchool();
    const at = new Date('2026-08-01T12:00:00Z');
    await testApp.db.insert(schoolsThirdPartyAdministrators).values([
      { school_id: id, third_party_administrator_id: tpa.b, created_at: new Date(at.getTime() - 1000) },
      { school_id: id, third_party_administrator_id: tpa.a, created_at: at },
    ]);
    expect((await linksOf(id)).map((link) => link.tpa_code)).toEqual(['ALP', 'BET']);
    await testApp.db.update(schoolsThirdPartyAdministrators).set({ created_at: at }).where(eq(schoolsThirdPartyAdministrators.school_id, id));
    expect((await linksOf(id)).map((link) => link.tpa_code)).toEqual(['ALP', 'BET']);
  });

  it('refuses linking no TPA, or the same TPA twice', async () => {
    const id = await newSchool();
    expect((await asAdmin(`mutation { addSchoolTpa(schoolId: "${id}") { id } }`)).errors?.[0]?.extensions).toMatchObject({ fields: { third_party_administrator_id: 'TPA_REQUIRED' } });
    await asAdmin(`mutation { addSchoolTpa(schoolId: "${id}", tpaId: "${tpa.a}") { id } }`);
    expect((await asAdmin(`mutation { addSchoolTpa(schoolId: "${id}", tpaId: "${tpa.a}") { id } }`)).errors?.[0]?.extensions.code).toBe('TPA_ALREADY_LINKED');
  });

  it.each([
    ['no default', [{ is_default: false }, { is_default: false }], 'AT_LEAST_ONE_DEFAULT'],
    ['two defaults', [{ is_default: true }, { is_default: true }], 'NO_MORE_THAN_ONE_DEFAULT'],
    ['an inactive default', [{ is_default: true, is_active: false }, { is_default: false }], 'THE_DEFAULT_HAS_TO_BE_ACTIVE'],
    ['a policy number over 20', [{ is_default: true, policy_number: 'x'.repeat(21) }, {}], 'INVALID_POLICY_NUMBER'],
    ['a group number over 50', [{ is_default: true, tpa_identifier: 'x'.repeat(51) }, {}], 'INVALID_POLICY_NUMBER'],
  ])('refuses %s and changes nothing', async (_case, values, key) => {
    const id = await newSchool();
    await asAdmin(`mutation { addSchoolTpa(schoolId: "${id}", tpaId: "${tpa.a}") { id } }`);
    await asAdmin(`mutation { addSchoolTpa(schoolId: "${id}", tpaId: "${tpa.b}") { id } }`);
    const links = await linksOf(id);
    const body = await save(id, links.map((link, index) => row(link, values[index] ?? {})));
    expect(JSON.stringify(body.errors?.[0]?.extensions)).toContain(key);
    expect((await linksOf(id)).map((link) => link.is_default)).toEqual([false, false]);
  });

  it('saves one active default with its policy, group, date and sports', async () => {
    const id = await newSchool();
    const [sport] = await testApp.db.insert(activities).values({ activity: `Rowing ${id}` }).returning({ id: activities.id });
    await asAdmin(`mutation { addSchoolTpa(schoolId: "${id}", tpaId: "${tpa.a}") { id } }`);
    const [link] = await linksOf(id);
    const body = await save(id, [row(link!, { is_default: true, policy_number: 'P-1', tpa_identifier: 'G-1', effective_date: '2026-08-01', activities: [sport!.id] })]);
    expect(body.errors).toBeUndefined();
    const [stored] = await testApp.db.select().from(schoolsThirdPartyAdministrators).where(eq(schoolsThirdPartyAdministrators.id, link!.id));
    expect(stored).toMatchObject({ is_default: true, policy_number: 'P-1', tpa_identifier: 'G-1', effective_date: '2026-08-01', activities: [sport!.id] });
  });

  it('saves the policy’s deadlines in days, each optional, and clears one left empty', async () => {
    const id = await newSchool();
    await asAdmin(`mutation { addSchoolTpa(schoolId: "${id}", tpaId: "${tpa.a}") { id } }`);
    const [link] = await linksOf(id);
    const days = { notice_days: 30, treatment_days: 3, filing_days: 90, absolute_days: 730 };
    expect((await save(id, [row(link!, { is_default: true, ...days })])).errors).toBeUndefined();
    const read = async () =>
      (await asAdmin<{ schoolTpas: Record<string, unknown>[] }>(`{ schoolTpas(schoolId: "${id}") { notice_days treatment_days filing_days absolute_days } }`)).data!.schoolTpas;
    expect(await read()).toEqual([days]);
    expect((await save(id, [row(link!, { is_default: true, ...days, treatment_days: null })])).errors).toBeUndefined();
    const [stored] = await testApp.db.select().from(schoolsThirdPartyAdministrators).where(eq(schoolsThirdPartyAdministrators.id, link!.id));
    expect(stored).toMatchObject({ ...days, treatment_days: null });
  });

  it.each([
    ['notice_days', 0],
    ['filing_days', -1],
    ['absolute_days', 731],
  ])('refuses %s = %i with DEADLINE_DAYS_INVALID and changes nothing', async (field, value) => {
    const id = await newSchool();
    await asAdmin(`mutation { addSchoolTpa(schoolId: "${id}", tpaId: "${tpa.a}") { id } }`);
    const [link] = await linksOf(id);
    const body = await save(id, [row(link!, { is_default: true, [field]: value })]);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [`links.0.${field}`]: 'DEADLINE_DAYS_INVALID' } });
    expect((await linksOf(id)).map((stored) => stored.is_default)).toEqual([false]);
  });

  it('unlinking soft-deletes the link and removes the elements it brought', async () => {
    const id = await newSchool();
    await asAdmin(`mutation { addSchoolTpa(schoolId: "${id}", tpaId: "${tpa.a}") { id } }`);
    const [link] = await linksOf(id);
    await asAdmin(`mutation { deleteSchoolTpa(schoolId: "${id}", id: "${link!.id}") { id } }`);
    expect(await linksOf(id)).toEqual([]);
    const [stored] = await testApp.db.select().from(schoolsThirdPartyAdministrators).where(eq(schoolsThirdPartyAdministrators.id, link!.id));
    expect(stored?.deleted_at).toBeInstanceOf(Date);
    expect(await testApp.db.select().from(schoolsDashboardElements).where(eq(schoolsDashboardElements.school_id, id))).toEqual([]);
  });
});

describe('deleting a school', () => {
  it('soft-deletes it with its links, notes and users in one go; its users can no longer sign in', async () => {
    const id = await newSchool({ name: 'Doomed Academy' });
    const other = await createSchool(testApp.db);
    await asAdmin(`mutation { addSchoolTpa(schoolId: "${id}", tpaId: "${tpa.a}") { id } }`);
    await asAdmin(`mutation { saveSchoolNote(schoolId: "${id}", note: "bye") { id } }`);
    const member = await createUser(testApp.db, { schoolIds: [id] });
    const shared = await createUser(testApp.db, { schoolIds: [id, other.id] });
    const memberToken = await sessionFor(testApp.db, member.id);

    expect((await asAdmin(`mutation { deleteSchool(id: "${id}") }`)).data).toEqual({ deleteSchool: true });

    expect((await asAdmin(`{ school(id: "${id}") { id } }`)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await asAdmin(`{ schoolUsers(schoolId: "${id}") { total } }`)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await asAdmin<{ schools: { total: number } }>('{ schools(name: "Doomed") { total } }')).data?.schools.total).toBe(0);
    expect(await testApp.db.select().from(schoolsThirdPartyAdministrators).where(and(eq(schoolsThirdPartyAdministrators.school_id, id), isNull(schoolsThirdPartyAdministrators.deleted_at)))).toEqual([]);
    expect(await testApp.db.select().from(schoolsNotes).where(and(eq(schoolsNotes.school_id, id), isNull(schoolsNotes.deleted_at)))).toEqual([]);
    const [memberRow] = await testApp.db.select().from(users).where(eq(users.id, member.id));
    expect(memberRow?.deleted_at).toBeInstanceOf(Date);
    const [sharedRow] = await testApp.db.select().from(users).where(eq(users.id, shared.id));
    expect(sharedRow?.deleted_at).toBeNull();
    const me = await testApp.app.inject({ method: 'POST', url: '/v1/auth/me', headers: { authorization: `Bearer ${memberToken}` } });
    expect(me.statusCode).toBe(401);
  });
});

describe('school users and other schools', () => {
  it('lets a school user read their own school and its TPAs, never another school', async () => {
    const own = await newSchool();
    const foreign = await newSchool();
    const token = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [own] })).id);
    const as = (query: string) => graphql(testApp, query, { token }).then((result) => result.body);
    expect((await as(`{ school(id: "${own}") { id } }`)).errors).toBeUndefined();
    await asAdmin(`mutation { saveSchoolNote(schoolId: "${own}", note: "INTERNAL: renewal at risk") { id } }`);
    expect((await as(`{ school(id: "${own}") { first_note } }`)).data).toEqual({ school: { first_note: null } });
    expect((await as(`{ schoolTpas(schoolId: "${own}") { id } }`)).errors).toBeUndefined();
    expect((await as(`{ school(id: "${foreign}") { id } }`)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await as(`{ schoolTpas(schoolId: "${foreign}") { id } }`)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await as('{ schools { total } }')).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await as(`mutation { saveSchoolNote(schoolId: "${own}", note: "x") { id } }`)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

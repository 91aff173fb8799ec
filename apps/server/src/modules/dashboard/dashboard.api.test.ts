import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolsDashboardContacts, schoolsDashboardElements, storedFiles } from '../../db/schema.ts';
import { pdfDocument } from '../../testing/claim-documents.ts';
import { bearer, createSchool, createUser, sessionFor } from '../../testing/fixtures.ts';
import { multipart, pngOf } from '../../testing/multipart.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let admin: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await sessionFor(testApp.db, (await createUser(testApp.db, { type: 'admin' })).id);
});
afterAll(() => testApp.close());

type Item = { id: string; kind: string; title: string; order: number; from_tpa: boolean; tpa_name: string | null };
type Dashboard = { name: string; logo_url: string | null; sections: { component: string; items: Item[] }[] };

const gql = async <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token = admin) =>
  (await graphql<T>(testApp, query, { token, variables })).body;
const PDF = pdfDocument('Accident form');

const ITEM_FIELDS = 'id kind title order from_tpa tpa_name';
const dashboardOf = async (schoolId: string, token = admin) =>
  (await gql<{ schoolDashboard: Dashboard }>(`{ schoolDashboard(schoolId: "${schoolId}") { name logo_url sections { component items { ${ITEM_FIELDS} } } } }`, {}, token)).data
    ?.schoolDashboard;
const sectionOf = async (schoolId: string, component: string) => (await dashboardOf(schoolId))!.sections.find((section) => section.component === component)!.items;
const titlesIn = async (schoolId: string, component: string) => (await sectionOf(schoolId, component)).map((item) => item.title);

async function addLink(schoolId: string, title: string, component = 'FORMS') {
  const body = await gql<{ addDashboardLink: Item }>(
    `mutation ($schoolId: ID!, $input: DashboardLinkInput!) { addDashboardLink(schoolId: $schoolId, input: $input) { ${ITEM_FIELDS} } }`,
    { schoolId, input: { title, component, url: `https://${title.toLowerCase().replace(/\W/g, '')}.test` } },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.addDashboardLink;
}

async function addContact(schoolId: string, input: Record<string, unknown>) {
  const body = await gql<{ addDashboardContact: Item }>(
    `mutation ($schoolId: ID!, $input: DashboardContactInput!) { addDashboardContact(schoolId: $schoolId, input: $input) { ${ITEM_FIELDS} } }`,
    { schoolId, input: { component: 'CONTACT_INFORMATION', ...input } },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.addDashboardContact;
}

const move = (id: string, newIndex: number, token = admin) =>
  gql<{ moveDashboardItem: Item[] }>(`mutation { moveDashboardItem(id: "${id}", newIndex: ${newIndex}) { ${ITEM_FIELDS} } }`, {}, token);
const remove = (id: string, token = admin) => gql<{ deleteDashboardItem: boolean }>(`mutation { deleteDashboardItem(id: "${id}") }`, {}, token);

function upload(path: string, fields: Record<string, string>, filename: string, data: Buffer, token = admin) {
  const form = multipart(fields, { name: 'file', filename, type: 'application/octet-stream', data });
  return testApp.app.inject({ method: 'POST', url: path, payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
}

// Orders of every section of a school straight from both tables.
async function ordersBySection(schoolId: string) {
  const elements = await testApp.db.select().from(schoolsDashboardElements).where(eq(schoolsDashboardElements.school_id, schoolId));
  const contacts = await testApp.db.select().from(schoolsDashboardContacts).where(eq(schoolsDashboardContacts.school_id, schoolId));
  const sections = new Map<string, number[]>();
  for (const row of [...elements.filter((element) => element.title !== 'school-logo'), ...contacts]) {
    sections.set(row.component, [...(sections.get(row.component) ?? []), row.order].sort((a, b) => a - b));
  }
  return sections;
}

const contiguous = (orders: number[]) => orders.every((order, index) => order === index + 1);

describe('reading a dashboard', () => {
  it('answers the name, the logo and the six sections in order, each item in its place', async () => {
    const school = await createSchool(testApp.db, { name: 'Maple High' });
    const logo = multipart({ school_id: school.id }, { name: 'file', filename: 'logo.png', type: 'image/png', data: pngOf(120, 120) });
    await testApp.app.inject({ method: 'POST', url: '/v1/upload/school-logo', payload: logo.payload, headers: { ...logo.headers, ...bearer(admin) } });
    await addLink(school.id, 'Enrollment form');
    await addContact(school.id, {
      title: 'Broker',
      company_name: 'Acme Insurance',
      representative_name: 'Jane Roe',
      mail_address: '1 Main St, Springfield',
      phone: '555-0100',
      fax: '555-0101',
      email_address: 'jane@acme.test',
    });

    const dashboard = await dashboardOf(school.id);
    expect(dashboard?.name).toBe('Maple High');
    expect(dashboard?.logo_url).toMatch(/^\/v1\/files\//);
    expect(dashboard?.sections.map((section) => section.component)).toEqual([
      'RISK_MANAGEMENT',
      'FORMS',
      'POLICY_AND_REPORTS',
      'CONTACT_INFORMATION',
      'CLAIMS_MANAGEMENT',
      'VALUE_ADDED_PROGRAMS',
    ]);
    expect(dashboard?.sections.flatMap((section) => section.items.map((item) => item.title))).toEqual(['Enrollment form', 'Broker']);
    const contact = await gql<{ schoolDashboard: { sections: { items: Record<string, unknown>[] }[] } }>(
      `{ schoolDashboard(schoolId: "${school.id}") { sections { items { kind company_name representative_name mail_address phone fax email_address } } } }`,
    );
    expect(contact.data?.schoolDashboard.sections[3]?.items).toEqual([
      {
        kind: 'CONTACT',
        company_name: 'Acme Insurance',
        representative_name: 'Jane Roe',
        mail_address: '1 Main St, Springfield',
        phone: '555-0100',
        fax: '555-0101',
        email_address: 'jane@acme.test',
      },
    ]);
  });

  it('lets a school user read their own school, and refuses them any other school and every change', async () => {
    const own = await createSchool(testApp.db);
    const other = await createSchool(testApp.db);
    const link = await addLink(other.id, 'Private form');
    const user = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [own.id] })).id);

    expect((await dashboardOf(own.id, user))?.sections).toHaveLength(6);
    const refused = await gql(`{ schoolDashboard(schoolId: "${other.id}") { name } }`, {}, user);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(`{ dashboardMaxOrders(schoolId: "${other.id}") { max_order } }`, {}, user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const writes = [
      `mutation { addDashboardLink(schoolId: "${own.id}", input: { title: "Mine", component: FORMS, url: "https://a.test" }) { id } }`,
      `mutation { addDashboardContact(schoolId: "${own.id}", input: { title: "Mine", component: FORMS }) { id } }`,
      `mutation { updateDashboardElement(id: "${link.id}", input: { title: "Taken" }) { id } }`,
      `mutation { moveDashboardItem(id: "${link.id}", newIndex: 0) { id } }`,
      `mutation { deleteDashboardItem(id: "${link.id}") }`,
    ];
    for (const write of writes) expect((await gql(write, {}, user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await titlesIn(other.id, 'FORMS')).toEqual(['Private form']);
    expect(await titlesIn(own.id, 'FORMS')).toEqual([]);
  });

  it('answers the highest order of every section', async () => {
    const school = await createSchool(testApp.db);
    await addLink(school.id, 'One');
    await addLink(school.id, 'Two');
    await addContact(school.id, { title: 'Agent', component: 'FORMS' });
    const body = await gql<{ dashboardMaxOrders: { component: string; max_order: number }[] }>(`{ dashboardMaxOrders(schoolId: "${school.id}") { component max_order } }`);
    expect(body.data?.dashboardMaxOrders).toEqual([
      { component: 'RISK_MANAGEMENT', max_order: 0 },
      { component: 'FORMS', max_order: 3 },
      { component: 'POLICY_AND_REPORTS', max_order: 0 },
      { component: 'CONTACT_INFORMATION', max_order: 0 },
      { component: 'CLAIMS_MANAGEMENT', max_order: 0 },
      { component: 'VALUE_ADDED_PROGRAMS', max_order: 0 },
    ]);
  });

  it('is not found for an unknown school', async () => {
    expect((await gql('{ schoolDashboard(schoolId: "00000000-0000-4000-8000-000000000000") { name } }')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('changing a dashboard', () => {
  it('edits a link, a contact and a file title; moves and deletes items, closing the gap', async () => {
    const school = await createSchool(testApp.db);
    const first = await addLink(school.id, 'First');
    const second = await addLink(school.id, 'Second');
    const agent = await addContact(school.id, { title: 'Agent', component: 'FORMS' });
    expect([first.order, second.order, agent.order]).toEqual([1, 2, 3]);

    const edited = await gql<{ updateDashboardElement: { title: string; url: string } }>(
      `mutation { updateDashboardElement(id: "${first.id}", input: { title: "Renamed", url: "http://renamed.test" }) { title url } }`,
    );
    expect(edited.data?.updateDashboardElement).toEqual({ title: 'Renamed', url: 'http://renamed.test' });
    const contact = await gql<{ updateDashboardContact: { title: string; phone: string; component: string } }>(
      `mutation { updateDashboardContact(id: "${agent.id}", input: { title: "Broker", phone: "555-0199" }) { title phone component } }`,
    );
    expect(contact.data?.updateDashboardContact).toEqual({ title: 'Broker', phone: '555-0199', component: 'FORMS' });

    expect((await move(agent.id, 0)).data?.moveDashboardItem.map((item) => [item.title, item.order])).toEqual([
      ['Broker', 1],
      ['Renamed', 2],
      ['Second', 3],
    ]);
    expect((await move(agent.id, 99)).data?.moveDashboardItem.map((item) => item.title)).toEqual(['Renamed', 'Second', 'Broker']);
    expect((await remove(first.id)).data).toEqual({ deleteDashboardItem: true });
    expect((await sectionOf(school.id, 'FORMS')).map((item) => [item.title, item.order])).toEqual([
      ['Second', 1],
      ['Broker', 2],
    ]);
    expect((await remove(agent.id)).data).toEqual({ deleteDashboardItem: true });
    expect(await testApp.db.select().from(schoolsDashboardContacts).where(eq(schoolsDashboardContacts.id, agent.id))).toEqual([]);
  });

  it('puts a whole section in a given sequence, which must name each item once', async () => {
    const school = await createSchool(testApp.db);
    const a = await addLink(school.id, 'A');
    const b = await addLink(school.id, 'B');
    const c = await addContact(school.id, { title: 'C', component: 'FORMS' });
    const reorder = (ids: string[]) =>
      gql<{ setDashboardSectionOrder: Item[] }>(`mutation ($ids: [ID!]!) { setDashboardSectionOrder(schoolId: "${school.id}", component: FORMS, ids: $ids) { title order } }`, {
        ids,
      });
    expect((await reorder([c.id, a.id, b.id])).data?.setDashboardSectionOrder).toEqual([
      { title: 'C', order: 1 },
      { title: 'A', order: 2 },
      { title: 'B', order: 3 },
    ]);
    for (const bad of [[a.id, b.id], [a.id, a.id, b.id], [a.id, b.id, c.id, c.id]]) {
      expect((await reorder(bad)).errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { ids: 'INVALID_VALUE' } });
    }
    expect(await titlesIn(school.id, 'FORMS')).toEqual(['C', 'A', 'B']);
  });

  it.each([
    [{ title: '', url: 'https://a.test' }, 'title', 'TITLE_REQUIRED'],
    [{ title: 'x'.repeat(101), url: 'https://a.test' }, 'title', 'TITLE_MAX'],
    [{ title: 'Portal', url: 'javascript:alert(1)' }, 'url', 'INVALID_URL'],
    [{ title: 'Portal', url: 'www.a.test' }, 'url', 'INVALID_URL'],
    [{ title: 'Portal', url: 'https://a.test', component: 'HELPFUL_HINTS' }, 'code', 'BAD_REQUEST'],
    [{ title: 'school-logo', url: 'https://a.test' }, 'title', 'INVALID_VALUE'],
  ])('refuses a link %o with %s: %s and stores nothing', async (input, field, key) => {
    const school = await createSchool(testApp.db);
    const body = await gql(`mutation ($input: DashboardLinkInput!) { addDashboardLink(schoolId: "${school.id}", input: $input) { id } }`, {
      input: { component: 'FORMS', ...input },
    });
    // A component outside the enum never reaches the rules: the schema refuses the document.
    expect(body.errors?.[0]?.extensions).toMatchObject(field === 'code' ? { code: key } : { code: 'VALIDATION_FAILED', fields: { [field]: key } });
    expect(await testApp.db.select().from(schoolsDashboardElements).where(eq(schoolsDashboardElements.school_id, school.id))).toEqual([]);
  });

  it.each([
    [{ title: '' }, 'title', 'TITLE_REQUIRED'],
    [{ title: 'Agent', email_address: 'not-an-email' }, 'email_address', 'INVALID_EMAIL'],
    [{ title: 'Agent', phone: '1'.repeat(31) }, 'phone', 'PHONE_INVALID'],
    [{ title: 'Agent', fax: '1'.repeat(31) }, 'fax', 'FAX_INVALID'],
    [{ title: 'Agent', company_name: 'x'.repeat(101) }, 'company_name', 'CONTACT_NAME_MAX'],
    [{ title: 'Agent', mail_address: 'x'.repeat(101) }, 'mail_address', 'MAIL_ADDRESS_MAX'],
  ])('refuses a contact %o with %s: %s', async (input, field, key) => {
    const school = await createSchool(testApp.db);
    const body = await gql(`mutation ($input: DashboardContactInput!) { addDashboardContact(schoolId: "${school.id}", input: $input) { id } }`, {
      input: { component: 'CONTACT_INFORMATION', ...input },
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: key } });
  });
});

describe('dashboard files', () => {
  it('uploads a PDF to a section, serves it signed, replaces it and removes it by file id, closing the gap', async () => {
    const school = await createSchool(testApp.db);
    await addLink(school.id, 'Before');
    const uploaded = await upload('/v1/upload/school-documents', { school_id: school.id, title: 'Accident form', component: 'FORMS' }, 'accident.pdf', PDF);
    expect(uploaded.statusCode).toBe(200);
    const { element_id: elementId, location } = uploaded.json();
    await addLink(school.id, 'After');
    const served = await testApp.app.inject({ method: 'GET', url: location });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect((await sectionOf(school.id, 'FORMS')).map((item) => [item.title, item.kind, item.order])).toEqual([
      ['Before', 'URL', 1],
      ['Accident form', 'FILE', 2],
      ['After', 'URL', 3],
    ]);

    const [original] = await testApp.db.select().from(schoolsDashboardElements).where(eq(schoolsDashboardElements.id, elementId));
    const replaced = await upload('/v1/upload/school-element', { element_id: elementId }, 'accident-2026.pdf', pdfDocument('Accident form 2026'));
    expect(replaced.statusCode).toBe(200);
    const [current] = await testApp.db.select().from(schoolsDashboardElements).where(eq(schoolsDashboardElements.id, elementId));
    expect(current).toMatchObject({ filename: 'accident-2026.pdf', order: 2 });
    expect(await testApp.db.select().from(storedFiles).where(eq(storedFiles.id, original!.file_id!))).toEqual([]);

    const removed = await testApp.app.inject({ method: 'POST', url: '/v1/remove/school-element', payload: { file_id: current!.file_id }, headers: bearer(admin) });
    expect(removed.json()).toEqual({ success: true });
    expect((await sectionOf(school.id, 'FORMS')).map((item) => [item.title, item.order])).toEqual([
      ['Before', 1],
      ['After', 2],
    ]);
    expect(await testApp.db.select().from(storedFiles).where(eq(storedFiles.id, current!.file_id!))).toEqual([]);
  });

  it('still removes the logo through the same route', async () => {
    const school = await createSchool(testApp.db);
    const logo = multipart({ school_id: school.id }, { name: 'file', filename: 'logo.png', type: 'image/png', data: pngOf(120, 120) });
    await testApp.app.inject({ method: 'POST', url: '/v1/upload/school-logo', payload: logo.payload, headers: { ...logo.headers, ...bearer(admin) } });
    const [element] = await testApp.db.select().from(schoolsDashboardElements).where(eq(schoolsDashboardElements.school_id, school.id));
    const removed = await testApp.app.inject({ method: 'POST', url: '/v1/remove/school-element', payload: { file_id: element!.file_id }, headers: bearer(admin) });
    expect(removed.json()).toEqual({ success: true });
    expect((await dashboardOf(school.id))?.logo_url).toBeNull();
  });

  it.each([
    ['an executable named .pdf', { title: 'Form', component: 'FORMS' }, Buffer.from('MZ\x90\x00 not a pdf'), 400, 'INVALID_FILE_TYPE'],
    ['no title', { title: '', component: 'FORMS' }, PDF, 400, 'VALIDATION_FAILED'],
    ['an unknown section', { title: 'Form', component: 'NOWHERE' }, PDF, 400, 'VALIDATION_FAILED'],
  ])('refuses %s and stores nothing', async (_case, fields, data, status, error) => {
    const school = await createSchool(testApp.db);
    const before = (await testApp.db.select({ id: storedFiles.id }).from(storedFiles)).length;
    const response = await upload('/v1/upload/school-documents', { school_id: school.id, ...fields }, 'form.pdf', data);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(error);
    expect((await testApp.db.select({ id: storedFiles.id }).from(storedFiles)).length).toBe(before);
  });

  it('gives a school user of another school no way to the file: no dashboard, and no file without a valid signature', async () => {
    const school = await createSchool(testApp.db);
    const other = await createSchool(testApp.db);
    const outsider = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [other.id] })).id);
    const uploaded = await upload('/v1/upload/school-documents', { school_id: school.id, title: 'Policy', component: 'POLICY_AND_REPORTS' }, 'policy.pdf', PDF);
    const [element] = await testApp.db.select().from(schoolsDashboardElements).where(eq(schoolsDashboardElements.id, uploaded.json().element_id));
    expect((await gql(`{ schoolDashboard(schoolId: "${school.id}") { name } }`, {}, outsider)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const url of [`/v1/files/${element!.file_id}`, `/v1/files/${element!.file_id}?exp=9999999999&sig=forged`]) {
      expect((await testApp.app.inject({ method: 'GET', url, headers: bearer(outsider) })).statusCode).toBe(404);
    }
    expect((await upload('/v1/upload/school-documents', { school_id: other.id, title: 'Mine', component: 'FORMS' }, 'mine.pdf', PDF, outsider)).statusCode).toBe(403);
  });
});

describe('items from a TPA', () => {
  async function newTpaWithLink(title: string, component = 'FORMS') {
    const tpa = await gql<{ createTpa: { id: string } }>(`mutation { createTpa(input: { name: "TPA ${title}", code: "${title.slice(0, 8).toUpperCase()}", delivery_method: EMAIL }) { id } }`);
    const tpaId = tpa.data!.createTpa.id;
    const element = await gql<{ addTpaLink: { id: string } }>(
      `mutation { addTpaLink(tpaId: "${tpaId}", input: { title: "${title}", component: ${component}, url: "https://tpa.test" }) { id } }`,
    );
    return { tpaId, elementId: element.data!.addTpaLink.id };
  }

  it('are marked with their TPA, move like any item, and cannot be edited or deleted by hand', async () => {
    const school = await createSchool(testApp.db);
    await addLink(school.id, 'Own');
    const { tpaId } = await newTpaWithLink('Portal');
    await gql(`mutation { addSchoolTpa(schoolId: "${school.id}", tpaId: "${tpaId}") { id } }`);
    const [, copy] = await sectionOf(school.id, 'FORMS');
    expect(copy).toMatchObject({ title: 'Portal', from_tpa: true, tpa_name: 'TPA Portal', order: 2 });

    expect((await gql(`mutation { updateDashboardElement(id: "${copy!.id}", input: { title: "Mine" }) { id } }`)).errors?.[0]?.extensions?.code).toBe(
      'DASHBOARD_ELEMENT_FROM_TPA',
    );
    expect((await remove(copy!.id)).errors?.[0]?.extensions?.code).toBe('DASHBOARD_ELEMENT_FROM_TPA');
    expect((await move(copy!.id, 0)).data?.moveDashboardItem.map((item) => item.title)).toEqual(['Portal', 'Own']);
  });

  it('keep every section contiguous as a TPA is linked and unlinked and its elements come and go', async () => {
    const school = await createSchool(testApp.db);
    const { tpaId, elementId } = await newTpaWithLink('Forms hub');
    await addLink(school.id, 'Own one');
    const link = await gql<{ addSchoolTpa: { id: string }[] }>(`mutation { addSchoolTpa(schoolId: "${school.id}", tpaId: "${tpaId}") { id } }`);
    await addContact(school.id, { title: 'Agent', component: 'FORMS' });
    const extra = await gql<{ addTpaLink: { id: string } }>(`mutation { addTpaLink(tpaId: "${tpaId}", input: { title: "Extra", component: FORMS, url: "https://x.test" }) { id } }`);
    expect(await titlesIn(school.id, 'FORMS')).toEqual(['Own one', 'Forms hub', 'Agent', 'Extra']);

    await gql(`mutation { deleteTpaElement(id: "${elementId}") }`);
    expect(await titlesIn(school.id, 'FORMS')).toEqual(['Own one', 'Agent', 'Extra']);
    expect([...(await ordersBySection(school.id)).values()].every(contiguous)).toBe(true);

    await gql(`mutation { updateTpaElement(id: "${extra.data!.addTpaLink.id}", input: { title: "Extra", component: RISK_MANAGEMENT, url: "https://x.test" }) { id } }`);
    expect(await titlesIn(school.id, 'FORMS')).toEqual(['Own one', 'Agent']);
    expect(await titlesIn(school.id, 'RISK_MANAGEMENT')).toEqual(['Extra']);
    expect([...(await ordersBySection(school.id)).values()].every(contiguous)).toBe(true);

    await addLink(school.id, 'Own two', 'RISK_MANAGEMENT');
    await gql(`mutation { addTpaLink(tpaId: "${tpaId}", input: { title: "Late", component: FORMS, url: "https://late.test" }) { id } }`);
    await move((await sectionOf(school.id, 'FORMS')).at(-1)!.id, 0);
    expect(await titlesIn(school.id, 'FORMS')).toEqual(['Late', 'Own one', 'Agent']);
    expect((await gql(`mutation { deleteSchoolTpa(schoolId: "${school.id}", id: "${link.data!.addSchoolTpa[0]!.id}") { id } }`)).errors).toBeUndefined();
    expect(await titlesIn(school.id, 'FORMS')).toEqual(['Own one', 'Agent']);
    expect(await titlesIn(school.id, 'RISK_MANAGEMENT')).toEqual(['Own two']);
    expect(Object.fromEntries(await ordersBySection(school.id))).toEqual({ FORMS: [1, 2], RISK_MANAGEMENT: [1] });
  });

  it('go with a deleted TPA, leaving the section contiguous', async () => {
    const school = await createSchool(testApp.db);
    const { tpaId } = await newTpaWithLink('Doomed');
    await gql(`mutation { addSchoolTpa(schoolId: "${school.id}", tpaId: "${tpaId}") { id } }`);
    await addLink(school.id, 'Own');
    await gql(`mutation { deleteTpa(id: "${tpaId}") }`);
    expect((await sectionOf(school.id, 'FORMS')).map((item) => [item.title, item.order])).toEqual([['Own', 1]]);
  });
});

// A small deterministic generator (mulberry32), so a failing sequence can be replayed from its seed.
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('ordering property', () => {
  it.each([1, 2, 3])('any sequence of adds, moves and deletes keeps a section at orders 1..n, as a list model predicts (seed %i)', async (seed) => {
    const random = randomFrom(seed);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const school = await createSchool(testApp.db);
    // What the section should look like: ids in their expected sequence.
    const model: string[] = [];
    for (let step = 0; step < 40; step++) {
      const action = model.length < 2 ? 'add' : pick(['add', 'add-contact', 'move', 'move', 'delete'] as const);
      if (action === 'add') model.push((await addLink(school.id, `Link ${step}`)).id);
      else if (action === 'add-contact') model.push((await addContact(school.id, { title: `Contact ${step}`, component: 'FORMS' })).id);
      else if (action === 'move') {
        const id = pick(model);
        const newIndex = Math.floor(random() * (model.length + 1));
        expect((await move(id, newIndex)).errors).toBeUndefined();
        model.splice(model.indexOf(id), 1);
        model.splice(Math.min(newIndex, model.length), 0, id);
      } else {
        const id = pick(model);
        expect((await remove(id)).data).toEqual({ deleteDashboardItem: true });
        model.splice(model.indexOf(id), 1);
      }
      const section = await sectionOf(school.id, 'FORMS');
      expect({ step, action, ids: section.map((item) => item.id) }).toEqual({ step, action, ids: model });
      expect(section.map((item) => item.order)).toEqual(model.map((_id, index) => index + 1));
    }
    expect((await ordersBySection(school.id)).get('FORMS')).toEqual(model.map((_id, index) => index + 1));
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolsDashboardElements, schoolsThirdPartyAdministrators, storedFiles, thirdPartyAdministrators, tpaDashboardElements } from '../../db/schema.ts';
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

const asAdmin = async <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) =>
  (await graphql<T>(testApp, query, { token: admin, variables })).body;
const validTpa = { name: 'Gamma Claims', delivery_method: 'EMAIL' };
let codes = 0;

async function newTpa(input: Record<string, unknown> = {}) {
  const body = await asAdmin<{ createTpa: { id: string } }>(`mutation ($input: TpaInput!) { createTpa(input: $input) { id } }`, {
    input: { ...validTpa, code: `G${++codes}`, ...input },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.createTpa.id;
}

async function linkToNewSchool(tpaId: string) {
  const school = await createSchool(testApp.db);
  await asAdmin(`mutation { addSchoolTpa(schoolId: "${school.id}", tpaId: "${tpaId}") { id } }`);
  return school.id;
}

const copiesOn = (schoolId: string) =>
  testApp.db
    .select({ title: schoolsDashboardElements.title, component: schoolsDashboardElements.component, url: schoolsDashboardElements.url, order: schoolsDashboardElements.order })
    .from(schoolsDashboardElements)
    .where(eq(schoolsDashboardElements.school_id, schoolId))
    .orderBy(schoolsDashboardElements.component, schoolsDashboardElements.order);

async function uploadDocument(path: string, fields: Record<string, string>, filename: string, data: Buffer, token = admin) {
  const form = multipart(fields, { name: 'file', filename, type: 'application/octet-stream', data });
  return testApp.app.inject({ method: 'POST', url: path, payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
}

describe('TPA records', () => {
  it('creates, reads, finds by name or code and updates a TPA', async () => {
    const id = await newTpa({ name: 'Delta Administrators', code: 'DLT', claims_email_address: 'claims@delta.test', claims_portal_url: 'https://delta.test' });
    const found = await asAdmin<{ tpas: { total: number; items: { code: string }[] } }>('{ tpas(search: "dlt") { total items { code } } }');
    expect(found.data?.tpas).toEqual({ total: 1, items: [{ code: 'DLT' }] });
    expect((await asAdmin<{ tpas: { total: number } }>('{ tpas(search: "delta admin") { total } }')).data?.tpas.total).toBe(1);
    const updated = await asAdmin<{ updateTpa: { name: string; delivery_method: string } }>(
      `mutation ($id: ID!, $input: TpaInput!) { updateTpa(id: $id, input: $input) { name delivery_method } }`,
      { id, input: { name: 'Delta Admin Co', code: 'DLT', delivery_method: 'ELECTRONIC_EMAIL' } },
    );
    expect(updated.data?.updateTpa).toEqual({ name: 'Delta Admin Co', delivery_method: 'ELECTRONIC_EMAIL' });
  });

  it.each([
    [{ name: '' }, 'name', 'NAME_REQUIRED'],
    [{ code: ' ' }, 'code', 'CODE_REQUIRED'],
    [{ claims_email_address: 'not-an-email' }, 'claims_email_address', 'INVALID_EMAIL'],
    [{ claims_portal_url: 'ftp://portal.test' }, 'claims_portal_url', 'INVALID_URL'],
  ])('refuses %o with %s: %s', async (override, field, key) => {
    const body = await asAdmin(`mutation ($input: TpaInput!) { createTpa(input: $input) { id } }`, { input: { ...validTpa, code: `BAD${++codes}`, ...override } });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: key } });
  });

  it('refuses a delivery method outside the DeliveryMethod enum before it reaches the rules, and stores nothing', async () => {
    const before = await testApp.db.select().from(thirdPartyAdministrators);
    const body = await asAdmin(`mutation ($input: TpaInput!) { createTpa(input: $input) { id } }`, { input: { ...validTpa, code: 'FAXED', delivery_method: 'FAX' } });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await testApp.db.select().from(thirdPartyAdministrators)).toHaveLength(before.length);
  });

  it('refuses a code another live TPA uses, in any case', async () => {
    await newTpa({ code: 'UNIQ' });
    const body = await asAdmin(`mutation ($input: TpaInput!) { createTpa(input: $input) { id } }`, { input: { ...validTpa, code: 'uniq' } });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'TPA_CODE_NOT_UNIQUE' });
  });

  it('deleting a TPA soft-deletes its school links and elements, and clears them from school dashboards', async () => {
    const id = await newTpa();
    await asAdmin(`mutation { addTpaLink(tpaId: "${id}", input: { title: "Portal", component: FORMS, url: "https://g.test" }) { id } }`);
    const schoolId = await linkToNewSchool(id);
    expect(await copiesOn(schoolId)).toHaveLength(1);
    expect((await asAdmin(`mutation { deleteTpa(id: "${id}") }`)).data).toEqual({ deleteTpa: true });
    expect((await asAdmin(`{ tpa(id: "${id}") { id } }`)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const [link] = await testApp.db.select().from(schoolsThirdPartyAdministrators).where(eq(schoolsThirdPartyAdministrators.third_party_administrator_id, id));
    expect(link?.deleted_at).toBeInstanceOf(Date);
    const [element] = await testApp.db.select().from(tpaDashboardElements).where(eq(tpaDashboardElements.third_party_administrator_id, id));
    expect(element?.deleted_at).toBeInstanceOf(Date);
    expect(await copiesOn(schoolId)).toEqual([]);
  });
});

describe("a TPA's claim checklist and attachment limit", () => {
  const SETTINGS = 'required_documents max_attachment_mb';
  const storedSettings = async (id: string) => {
    const [row] = await testApp.db
      .select({ required: thirdPartyAdministrators.required_documents, bytes: thirdPartyAdministrators.max_attachment_bytes })
      .from(thirdPartyAdministrators)
      .where(eq(thirdPartyAdministrators.id, id));
    return row;
  };
  const update = (id: string, input: Record<string, unknown>, token = admin) =>
    graphql<{ updateTpa: Record<string, unknown> }>(testApp, `mutation ($id: ID!, $input: TpaInput!) { updateTpa(id: $id, input: $input) { ${SETTINGS} } }`, {
      token,
      variables: { id, input: { ...validTpa, code: `S${id.slice(0, 8)}`, ...input } },
    });

  it('gives a TPA created without them the form, a bill and the EOB or no-other-insurance statement, and 20 MB', async () => {
    const id = await newTpa();
    expect((await asAdmin<{ tpa: Record<string, unknown> }>(`{ tpa(id: "${id}") { ${SETTINGS} } }`)).data?.tpa).toEqual({
      required_documents: ['CLAIM_FORM', 'ITEMIZED_BILL', 'EOB_OR_NO_OTHER_INSURANCE'],
      max_attachment_mb: 20,
    });
    expect(await storedSettings(id)).toEqual({ required: ['CLAIM_FORM', 'ITEMIZED_BILL', 'EOB_OR_NO_OTHER_INSURANCE'], bytes: 20 * 1_048_576 });
  });

  it('stores the items chosen, always with the claim form, in the list order, and the limit in bytes', async () => {
    const id = await newTpa({ required_documents: ['INCIDENT_REPORT', 'ITEMIZED_BILL', 'ITEMIZED_BILL'], max_attachment_mb: 7 });
    expect(await storedSettings(id)).toEqual({ required: ['CLAIM_FORM', 'ITEMIZED_BILL', 'INCIDENT_REPORT'], bytes: 7 * 1_048_576 });
    const { body } = await update(id, { required_documents: [], max_attachment_mb: 50 });
    expect(body.data?.updateTpa).toEqual({ required_documents: ['CLAIM_FORM'], max_attachment_mb: 50 });
    expect(await storedSettings(id)).toEqual({ required: ['CLAIM_FORM'], bytes: 50 * 1_048_576 });
  });

  it.each([
    [{ max_attachment_mb: 0 }, 'ATTACHMENT_LIMIT_RANGE'],
    [{ max_attachment_mb: 51 }, 'ATTACHMENT_LIMIT_RANGE'],
    [{ max_attachment_mb: null }, 'ATTACHMENT_LIMIT_REQUIRED'],
  ])('refuses %o with %s and keeps what was stored', async (input, key) => {
    const id = await newTpa({ max_attachment_mb: 9 });
    const before = await storedSettings(id);
    const { body } = await update(id, { required_documents: ['CLAIM_FORM'], ...input });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { max_attachment_mb: key } });
    expect(await storedSettings(id)).toEqual(before);
  });

  it('refuses an item outside the ChecklistItem enum before it reaches the rules', async () => {
    const id = await newTpa();
    const { body } = await update(id, { required_documents: ['PAYSTUB'] });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it("lets no school user read or change them", async () => {
    const id = await newTpa();
    const school = await createSchool(testApp.db);
    const staff = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [school.id] })).id);
    const before = await storedSettings(id);
    const { body } = await update(id, { required_documents: ['CLAIM_FORM'], max_attachment_mb: 1 }, staff);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await graphql(testApp, `{ tpa(id: "${id}") { ${SETTINGS} } }`, { token: staff })).body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(await storedSettings(id)).toEqual(before);
  });
});

describe('TPA dashboard elements follow the TPA to its schools', () => {
  it('adds a link to every linked school after the last item of its section', async () => {
    const id = await newTpa();
    const schoolId = await linkToNewSchool(id);
    await testApp.db.insert(schoolsDashboardElements).values({ school_id: schoolId, type: 'URL', title: 'Own', component: 'FORMS', url: 'https://own.test', order: 3 });
    await asAdmin(`mutation { addTpaLink(tpaId: "${id}", input: { title: "Claim form", component: FORMS, url: "https://g.test/form" }) { id } }`);
    expect(await copiesOn(schoolId)).toEqual([
      { title: 'Own', component: 'FORMS', url: 'https://own.test', order: 3 },
      { title: 'Claim form', component: 'FORMS', url: 'https://g.test/form', order: 4 },
    ]);
  });

  it('keeps the copies in step when an element changes, and removes them with it', async () => {
    const id = await newTpa();
    const schoolId = await linkToNewSchool(id);
    const added = await asAdmin<{ addTpaLink: { id: string } }>(`mutation { addTpaLink(tpaId: "${id}", input: { title: "Portal", component: FORMS, url: "https://a.test" }) { id } }`);
    const elementId = added.data!.addTpaLink.id;
    await asAdmin(`mutation { updateTpaElement(id: "${elementId}", input: { title: "New portal", component: CLAIMS_MANAGEMENT, url: "https://b.test" }) { id } }`);
    expect(await copiesOn(schoolId)).toEqual([{ title: 'New portal', component: 'CLAIMS_MANAGEMENT', url: 'https://b.test', order: 1 }]);
    await asAdmin(`mutation { deleteTpaElement(id: "${elementId}") }`);
    expect(await copiesOn(schoolId)).toEqual([]);
  });

  it.each([
    [{ title: '', url: 'https://a.test' }, 'title', 'TITLE_REQUIRED'],
    [{ title: 'x'.repeat(101), url: 'https://a.test' }, 'title', 'TITLE_MAX'],
    [{ title: 'Portal', url: 'www.a.test' }, 'url', 'INVALID_URL'],
    [{ title: 'Portal', url: 'https://a.test', component: 'NOWHERE' }, 'code', 'BAD_REQUEST'],
  ])('refuses a link %o with %s: %s', async (input, field, key) => {
    const id = await newTpa();
    const body = await asAdmin(`mutation ($input: TpaElementInput!) { addTpaLink(tpaId: "${id}", input: $input) { id } }`, { input: { component: 'FORMS', ...input } });
    expect(body.errors?.[0]?.extensions).toMatchObject(field === 'code' ? { code: key } : { fields: { [field]: key } });
  });

  it('uploads a PDF form, replaces it, and removes it by file id, copies included', async () => {
    const id = await newTpa();
    const schoolId = await linkToNewSchool(id);
    const pdf = pdfDocument('Claim form');
    const uploaded = await uploadDocument('/v1/upload/tpa', { tpa_id: id, title: 'Claim form', component: 'FORMS' }, 'claim-form.pdf', pdf);
    expect(uploaded.statusCode).toBe(200);
    const { element_id: elementId, location } = uploaded.json();
    const served = await testApp.app.inject({ method: 'GET', url: location });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(await copiesOn(schoolId)).toEqual([{ title: 'Claim form', component: 'FORMS', url: null, order: 1 }]);

    const replaced = await uploadDocument('/v1/upload/tpa-element', { element_id: elementId }, 'claim-form-2026.pdf', pdfDocument('Claim form 2026'));
    expect(replaced.statusCode).toBe(200);
    const [copy] = await testApp.db.select().from(schoolsDashboardElements).where(eq(schoolsDashboardElements.school_id, schoolId));
    const [element] = await testApp.db.select().from(tpaDashboardElements).where(eq(tpaDashboardElements.id, elementId));
    expect(copy?.file_id).toBe(element?.file_id);
    expect(copy?.filename).toBe('claim-form-2026.pdf');

    const removed = await testApp.app.inject({ method: 'POST', url: '/v1/remove/tpa-element', payload: { file_id: element!.file_id }, headers: bearer(admin) });
    expect(removed.json()).toEqual({ success: true });
    expect(await copiesOn(schoolId)).toEqual([]);
  });

  it.each([
    ['an executable named .pdf', Buffer.from('MZ\x90\x00 this is not a pdf'), 'form.pdf', 'INVALID_FILE_TYPE'],
    ['text named like a Word file', Buffer.from('plain text'), 'form.docx', 'INVALID_FILE_TYPE'],
    ['a file over 10 MB', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf', 'FILE_TOO_BIG'],
  ])('refuses %s and stores nothing', async (_case, data, filename, key) => {
    const id = await newTpa();
    const before = (await testApp.db.select({ id: storedFiles.id }).from(storedFiles)).length;
    const response = await uploadDocument('/v1/upload/tpa', { tpa_id: id, title: 'Form', component: 'FORMS' }, filename, data);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(key);
    expect((await testApp.db.select({ id: storedFiles.id }).from(storedFiles)).length).toBe(before);
  });

  it('accepts an image as a document', async () => {
    const id = await newTpa();
    const response = await uploadDocument('/v1/upload/tpa', { tpa_id: id, title: 'Chart', component: 'RISK_MANAGEMENT' }, 'chart.png', pngOf(300, 200));
    expect(response.statusCode).toBe(200);
  });

  it('refuses uploads from school users', async () => {
    const id = await newTpa();
    const school = await createSchool(testApp.db);
    const user = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [school.id] })).id);
    const response = await uploadDocument('/v1/upload/tpa', { tpa_id: id, title: 'Form', component: 'FORMS' }, 'f.pdf', Buffer.from('%PDF-1.4'), user);
    expect(response.statusCode).toBe(403);
  });
});

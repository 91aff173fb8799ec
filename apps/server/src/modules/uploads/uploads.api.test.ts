import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolsDashboardElements, storedFiles } from '../../db/schema.ts';
import { bearer, createSchool, createUser, sessionFor } from '../../testing/fixtures.ts';
import { gifOf, multipart, pngOf } from '../../testing/multipart.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let admin: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await sessionFor(testApp.db, (await createUser(testApp.db, { type: 'admin' })).id);
});
afterAll(() => testApp.close());

async function upload(schoolId: string, data: Buffer, filename = 'logo.png', token = admin) {
  const form = multipart(
    { school_id: schoolId, title: 'school-logo', component: 'SCHOOL_LOGO' },
    { name: 'file', filename, type: 'image/png', data },
  );
  return testApp.app.inject({ method: 'POST', url: '/v1/upload/school-logo', payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
}

const logoUrlOf = async (schoolId: string) =>
  (await graphql<{ school: { logo_url: string | null } }>(testApp, `{ school(id: "${schoolId}") { logo_url } }`, { token: admin })).body.data?.school.logo_url;

describe('school logo upload', () => {
  it('stores a logo, links it to the school and serves it with safe headers', async () => {
    const school = await createSchool(testApp.db);
    const response = await upload(school.id, pngOf(200, 120));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, element_id: expect.any(String), location: expect.stringMatching(/^\/v1\/files\//) });

    const url = await logoUrlOf(school.id);
    const served = await testApp.app.inject({ method: 'GET', url: url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(pngOf(200, 120))).toBe(true);
  });

  it('replaces the file of an existing logo and deletes the old one', async () => {
    const school = await createSchool(testApp.db);
    const first = (await upload(school.id, pngOf(100, 100))).json();
    const second = (await upload(school.id, gifOf(300, 300), 'logo.gif')).json();
    expect(second.element_id).toBe(first.element_id);
    const elements = await testApp.db.select().from(schoolsDashboardElements).where(eq(schoolsDashboardElements.school_id, school.id));
    expect(elements).toHaveLength(1);
    const files = await testApp.db.select({ id: storedFiles.id, type: storedFiles.content_type }).from(storedFiles).where(eq(storedFiles.id, elements[0]!.file_id!));
    expect(files).toEqual([{ id: elements[0]!.file_id, type: 'image/gif' }]);
  });

  it.each([
    ['an image under 100x100', pngOf(99, 200), 'logo.png', 'IMAGE_DIMENSIONS'],
    ['text named like a PNG', Buffer.from('just some text, not an image'), 'logo.png', 'INVALID_FILE_TYPE'],
    ['an HTML page', Buffer.from('<html><body><script>alert(1)</script></body></html>'), 'logo.svg', 'INVALID_FILE_TYPE'],
    ['a file over 10 MB', pngOf(500, 500, 10 * 1024 * 1024 + 1), 'big.png', 'FILE_TOO_BIG'],
    ['a PNG of 30000x30000 pixels', pngOf(30_000, 30_000), 'huge.png', 'IMAGE_TOO_LARGE'],
    ['a GIF of 65535x65535 pixels', gifOf(65_535, 65_535), 'huge.gif', 'IMAGE_TOO_LARGE'],
  ])('refuses %s and stores nothing', async (_case, data, filename, key) => {
    const school = await createSchool(testApp.db);
    const filesBefore = (await testApp.db.select({ id: storedFiles.id }).from(storedFiles)).length;
    const response = await upload(school.id, data, filename);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(key);
    expect((await testApp.db.select({ id: storedFiles.id }).from(storedFiles)).length).toBe(filesBefore);
    expect(await logoUrlOf(school.id)).toBeNull();
  });

  it('drops references to other documents from an SVG, keeping its drawing', async () => {
    const school = await createSchool(testApp.db);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="200">' +
        '<style>@import url(https://tracker.example/a.css);</style><defs><rect id="box" width="200" height="200"/></defs>' +
        '<use href="#box" fill="navy"/><use xlink:href="https://tracker.example/s.svg#x"/><image href="https://tracker.example/p.png"/>' +
        '<rect width="9" height="9" fill="url(https://tracker.example/p.svg#g)" filter="url(\'https://tracker.example/f.svg#f\')" mask="url(#local)"/></svg>',
    );
    expect((await upload(school.id, svg, 'logo.svg')).statusCode).toBe(200);
    const served = (await testApp.app.inject({ method: 'GET', url: (await logoUrlOf(school.id))! })).body;
    expect(served).toContain('<rect id="box"');
    expect(served).not.toMatch(/tracker\.example|@import/);
    expect(served).toContain('mask="url(#local)"');
  });

  it('takes an SVG with only a viewBox at any scale, and a file only under its named field', async () => {
    const school = await createSchool(testApp.db);
    const icon = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24"/></svg>');
    expect((await upload(school.id, icon, 'icon.svg')).statusCode).toBe(200);
    const form = multipart({ school_id: school.id }, { name: 'logo', filename: 'logo.png', type: 'image/png', data: pngOf(100, 100) });
    const misnamed = await testApp.app.inject({ method: 'POST', url: '/v1/upload/school-logo', payload: form.payload, headers: { ...form.headers, ...bearer(admin) } });
    expect(misnamed.statusCode).toBe(400);
  });

  it('strips script from an SVG so it can never run', async () => {
    const school = await createSchool(testApp.db);
    const hostile = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" onload="alert(1)"><script>alert(2)</script>' +
        '<a href="javascript:alert(3)"><rect width="200" height="200" fill="navy"/></a><foreignObject><div>x</div></foreignObject></svg>',
    );
    expect((await upload(school.id, hostile, 'logo.svg')).statusCode).toBe(200);
    const served = await testApp.app.inject({ method: 'GET', url: (await logoUrlOf(school.id))! });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toContain('<rect');
    expect(served.body).not.toMatch(/script|onload|javascript:|foreignObject/i);
  });

  it('refuses a tampered or expired link', async () => {
    const school = await createSchool(testApp.db);
    await upload(school.id, pngOf(100, 100));
    const url = new URL((await logoUrlOf(school.id))!, 'http://x');
    const tampered = `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${'A'.repeat(43)}`;
    const expired = `${url.pathname}?exp=${Math.floor(Date.now() / 1000) - 10}&sig=${url.searchParams.get('sig')}`;
    expect((await testApp.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: expired })).statusCode).toBe(404);
  });

  it('clears a logo: element and file are removed', async () => {
    const school = await createSchool(testApp.db);
    await upload(school.id, pngOf(100, 100));
    const [element] = await testApp.db.select().from(schoolsDashboardElements).where(eq(schoolsDashboardElements.school_id, school.id));
    const removed = await testApp.app.inject({ method: 'POST', url: '/v1/remove/school-element', payload: { file_id: element!.file_id }, headers: bearer(admin) });
    expect(removed.json()).toEqual({ success: true });
    expect(await logoUrlOf(school.id)).toBeNull();
    expect(await testApp.db.select().from(storedFiles).where(eq(storedFiles.id, element!.file_id!))).toEqual([]);
  });

  it('refuses school users and anonymous callers', async () => {
    const school = await createSchool(testApp.db);
    const user = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [school.id] })).id);
    expect((await upload(school.id, pngOf(100, 100), 'logo.png', user)).statusCode).toBe(403);
    const form = multipart({ school_id: school.id }, { name: 'file', filename: 'logo.png', type: 'image/png', data: pngOf(100, 100) });
    expect((await testApp.app.inject({ method: 'POST', url: '/v1/upload/school-logo', payload: form.payload, headers: form.headers })).statusCode).toBe(401);
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, expect, graphqlAs, linkIn, signedInAs, test, type Mailbox } from './fixtures.ts';

// A minimal PDF: the server judges uploads by their content, which starts with %PDF-.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

// A user of `schoolId`, created by the admin, confirmed and signed in through the API; answers their token.
async function newSchoolUser(request: APIRequestContext, mailbox: Mailbox, adminToken: string, schoolId: string, email: string) {
  const created = await request.post('/v1/user', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { email, first_name: 'Otto', last_name: 'Outsider', school_id: schoolId, type: 'user' },
  });
  expect(created.ok()).toBe(true);
  const password = 'outsider-password-2026';
  const token = new URL(linkIn(await mailbox.next(email, 0))).searchParams.get('token');
  expect((await request.post('/v1/auth/confirm', { data: { token, password } })).ok()).toBe(true);
  const seen = mailbox.to(email).length;
  expect((await request.post('/v1/auth/login', { data: { email, password, user_remembered: false } })).ok()).toBe(true);
  const code = await mailbox.code(email, seen);
  return (await (await request.post('/v1/auth/verify', { data: { email, code } })).json()).token as string;
}

// The titles of a section's items that belong to this run, in the order shown.
const titlesIn = async (section: Locator, stamp: number) =>
  (await section.getByRole('listitem').allTextContents()).filter((text) => text.includes(String(stamp))).map((text) => text.slice(0, text.indexOf(String(stamp)) + String(stamp).length));

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('school dashboard', () => {
  test('an admin fills and orders the dashboard; the school sees it in that order and opens the file; another school cannot', async ({
    page,
    mailbox,
    tokens,
    browser,
  }, testInfo) => {
    test.slow(); // a long journey: three times the suite's per-test limit
    const stamp = Date.now();
    await signedInAs(page, mailbox, tokens, DEMO.admin);
    const adminToken = tokens.get(DEMO.admin)!;

    // the demo nurse's school, and a TPA linked to it with a link in CLAIMS_MANAGEMENT
    const nurse = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const nursePage = await nurse.newPage();
    await signedInAs(nursePage, mailbox, tokens, DEMO.nurse);
    const nurseToken = tokens.get(DEMO.nurse)!;
    const own = (await graphqlAs(page.request, nurseToken, '{ activeSchools { id name } }')).data?.activeSchools as Array<{ id: string; name: string }>;
    const school = own[0]!;
    const tpaName = `E2E Dashboard TPA ${stamp}`;
    const tpa = await graphqlAs(page.request, adminToken, 'mutation T($input: TpaInput!) { createTpa(input: $input) { id } }', {
      input: { name: tpaName, code: `D${String(stamp).slice(-7)}`, delivery_method: 'EMAIL' },
    });
    const tpaId = (tpa.data?.createTpa as { id: string }).id;
    await graphqlAs(page.request, adminToken, 'mutation L($id: ID!, $input: TpaElementInput!) { addTpaLink(tpaId: $id, input: $input) { id } }', {
      id: tpaId,
      input: { title: `TPA portal ${stamp}`, component: 'CLAIMS_MANAGEMENT', url: 'https://tpa.e2e.test' },
    });
    const linked = await graphqlAs(page.request, adminToken, 'mutation A($school: ID!, $tpa: ID!) { addSchoolTpa(schoolId: $school, tpaId: $tpa) { id } }', {
      school: school.id,
      tpa: tpaId,
    });
    expect(linked.errors).toBeUndefined();

    try {
      // ---- the admin adds a PDF and a link to Forms and a contact to Contact information ----
      await page.goto(`/dashboard/${school.id}`);
      await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
      await page.getByRole('switch', { name: 'Edit dashboard' }).check();
      const forms = region(page, 'Forms');

      await forms.getByRole('button', { name: 'Add file' }).click();
      const fileDialog = page.getByRole('dialog', { name: 'Add file to Forms' });
      await fileDialog.getByRole('textbox', { name: 'Title' }).fill(`Accident form ${stamp}`);
      await fileDialog.locator('input[type="file"]').setInputFiles({ name: 'accident.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(fileDialog.getByText(/Chosen: accident\.pdf/)).toBeVisible();
      await fileDialog.getByRole('button', { name: 'Save' }).click();
      await expect(fileDialog).toBeHidden();

      await forms.getByRole('button', { name: 'Add link' }).click();
      const linkDialog = page.getByRole('dialog', { name: 'Add link to Forms' });
      await linkDialog.getByRole('textbox', { name: 'Title' }).fill(`Enrollment portal ${stamp}`);
      await linkDialog.getByRole('textbox', { name: 'URL' }).fill('enroll.e2e.test');
      await linkDialog.getByRole('button', { name: 'Save' }).click();
      await expect(linkDialog.getByText('Invalid URL. Please, add https:// or http://')).toBeVisible();
      await linkDialog.getByRole('textbox', { name: 'URL' }).fill('https://enroll.e2e.test');
      await linkDialog.getByRole('button', { name: 'Save' }).click();
      await expect(linkDialog).toBeHidden();

      const contacts = region(page, 'Contact information');
      await contacts.getByRole('button', { name: 'Add contact' }).click();
      const contactDialog = page.getByRole('dialog', { name: 'Add contact to Contact information' });
      await contactDialog.getByRole('textbox', { name: 'Title' }).fill(`Broker ${stamp}`);
      await contactDialog.getByRole('textbox', { name: 'Company' }).fill('Acme Insurance');
      await contactDialog.getByRole('textbox', { name: 'Representative' }).fill('Jane Roe');
      await contactDialog.getByRole('textbox', { name: 'Phone' }).fill('555-0100');
      await contactDialog.getByRole('textbox', { name: 'Email' }).fill('jane@acme.e2e.test');
      await contactDialog.getByRole('button', { name: 'Save' }).click();
      await expect(contactDialog).toBeHidden();
      await expect(contacts.getByText('Jane Roe')).toBeVisible();

      // ---- reorder: the link goes before the file ----
      await expect.poll(() => titlesIn(forms, stamp)).toEqual([`Accident form ${stamp}`, `Enrollment portal ${stamp}`]);
      await forms.getByRole('button', { name: `Move Enrollment portal ${stamp} up` }).click();
      await expect.poll(() => titlesIn(forms, stamp)).toEqual([`Enrollment portal ${stamp}`, `Accident form ${stamp}`]);

      // ---- the school's user sees them in that order, the TPA's link marked, and opens the file ----
      await nursePage.goto(`/dashboard/${school.id}`);
      await expect(nursePage.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
      await expect(nursePage.getByRole('switch', { name: 'Edit dashboard' })).toHaveCount(0);
      const nurseForms = region(nursePage, 'Forms');
      await expect.poll(() => titlesIn(nurseForms, stamp)).toEqual([`Enrollment portal ${stamp}`, `Accident form ${stamp}`]);
      await expect(nurseForms.getByRole('link', { name: `Open Enrollment portal ${stamp}` })).toHaveAttribute('target', '_blank');
      await expect(region(nursePage, 'Contact information').getByText('Acme Insurance')).toBeVisible();
      const claims = region(nursePage, 'Claims management');
      await expect(claims.getByRole('listitem').filter({ hasText: `TPA portal ${stamp}` })).toContainText(`From TPA ${tpaName}`);
      await expect(claims.getByRole('link', { name: 'Report a claim' })).toHaveAttribute('href', `/dashboard/${school.id}/claims/new-claim`);

      const fileHref = await nurseForms.getByRole('link', { name: `Open Accident form ${stamp}` }).getAttribute('href');
      expect(fileHref).toMatch(/^\/v1\/files\/[0-9a-f-]{36}\?exp=\d+&sig=/);
      const pdf = await nursePage.request.get(fileHref!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');

      // ---- a user of another school gets neither the dashboard nor the file ----
      const otherSchool = await graphqlAs(page.request, adminToken, 'mutation C($input: SchoolInput!) { createSchool(input: $input) { id } }', {
        input: { name: `E2E Other School ${stamp}`, is_active: true },
      });
      const otherSchoolId = (otherSchool.data?.createSchool as { id: string }).id;
      const outsider = await newSchoolUser(page.request, mailbox, adminToken, otherSchoolId, `outsider.${stamp}@e2e.test`);
      const refused = await graphqlAs(page.request, outsider, 'query D($id: ID!) { schoolDashboard(schoolId: $id) { name } }', { id: school.id });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const bare = fileHref!.split('?')[0]!;
      expect((await page.request.get(bare, { headers: { Authorization: `Bearer ${outsider}` } })).status()).toBe(404);
      expect((await page.request.get(`${bare}?exp=9999999999&sig=forged`, { headers: { Authorization: `Bearer ${outsider}` } })).status()).toBe(404);
    } finally {
      await graphqlAs(page.request, adminToken, 'mutation D($id: ID!) { deleteTpa(id: $id) }', { id: tpaId });
      await nurse.close();
    }
  });
});

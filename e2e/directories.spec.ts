import type { Page } from '@playwright/test';
import { chooseOption, DEMO, expect, graphqlAs, signedInAs, test } from './fixtures.ts';

// ---------- a small, valid one-page PDF (the server judges uploads by content) ----------

const makePdf = () => {
  const content = 'BT /F1 18 Tf 40 100 Td (Claim form) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

// ---------- helpers ----------

const linkedTpaCodes = async (page: Page, token: string, schoolId: string) => {
  const answer = await graphqlAs(page.request, token, 'query L($id: ID!) { schoolTpas(schoolId: $id) { tpa_code } }', { id: schoolId });
  return ((answer.data?.schoolTpas ?? []) as Array<{ tpa_code: string }>).map((link) => link.tpa_code);
};

// Picks a Mantine Select option and checks it took: under load the dropdown can still be opening when the
// option is clicked, so the whole gesture is retried until the field shows the choice.
test.describe('directories', () => {
  test.beforeEach(async ({ page, mailbox, tokens }) => signedInAs(page, mailbox, tokens, DEMO.admin));

  test('an admin sets up a TPA with a PDF form and a portal link, links it to a school, then deletes it', async ({ page, tokens }) => {
    test.slow(); // a long journey: three times the suite's per-test limit
    const token = tokens.get(DEMO.admin)!;
    const stamp = Date.now();
    const name = `E2E Claims ${stamp}`;
    const code = `E2E${String(stamp).slice(-6)}`;

    // ---- create the TPA ----
    await page.goto('/tpas');
    await page.getByRole('link', { name: 'New TPA' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New TPA' })).toBeVisible();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Enter a code.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Code' }).fill(code);
    await page.getByRole('textbox', { name: 'City' }).fill('Denver');
    await chooseOption(page, page.getByRole('combobox', { name: 'State' }), 'Colorado');
    await page.getByRole('textbox', { name: 'Claims email', exact: true }).fill(`claims.${stamp}@e2e.test`);
    await page.getByRole('textbox', { name: 'Claims portal URL' }).fill('portal.e2e.test');
    await chooseOption(page, page.getByRole('combobox', { name: 'Delivery method' }), 'Electronic email');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Invalid URL. Please, add https:// or http://')).toBeVisible();
    await page.getByRole('textbox', { name: 'Claims portal URL' }).fill('https://portal.e2e.test');
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `${code} – ${name}` })).toBeVisible();
    await expect(page).toHaveURL(/\/tpas\/management\/[0-9a-f-]{36}$/);
    const tpaId = page.url().split('/').pop()!;
    await expect(page.getByText('TPA created.')).toBeVisible();

    // a code another TPA has (any case) is refused on the field
    await page.getByRole('textbox', { name: 'Code' }).fill('scs');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('form', { name: 'TPA details' }).getByText('Another TPA already uses this code.')).toBeVisible();
    await expect(page.getByText('The TPA could not be updated.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue(code);

    // ---- a PDF form ----
    await expect(page.getByText('This TPA has no files or links yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add file' }).click();
    const fileDialog = page.getByRole('dialog', { name: 'Add file' });
    await fileDialog.getByRole('textbox', { name: 'Title' }).fill('Claim form');
    await chooseOption(page, fileDialog.getByRole('combobox', { name: 'Section' }), 'Forms');
    await fileDialog.locator('input[type="file"]').setInputFiles({ name: 'claim-form.pdf', mimeType: 'application/pdf', buffer: makePdf() });
    await expect(fileDialog.getByText(/Chosen: claim-form\.pdf/)).toBeVisible();
    await fileDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('File added.')).toBeVisible();
    await expect(fileDialog).toBeHidden();

    // ---- a portal link, after the URL check ----
    await page.getByRole('button', { name: 'Add link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Add link' });
    await linkDialog.getByRole('textbox', { name: 'Title' }).fill('Claims portal');
    await chooseOption(page, linkDialog.getByRole('combobox', { name: 'Section' }), 'Claims management');
    await linkDialog.getByRole('textbox', { name: 'URL' }).fill('claims.e2e.test');
    await linkDialog.getByRole('button', { name: 'Save' }).click();
    await expect(linkDialog.getByText('Invalid URL. Please, add https:// or http://')).toBeVisible();
    await linkDialog.getByRole('textbox', { name: 'URL' }).fill('https://claims.e2e.test/start');
    await linkDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Link added.')).toBeVisible();
    await expect(linkDialog).toBeHidden();

    // both listed by section, and both open: the PDF through its signed link
    const elements = page.getByRole('table', { name: 'Dashboard files and links' });
    await expect(elements.getByRole('row')).toHaveCount(3);
    await expect(elements.getByRole('row').nth(1)).toContainText('Claim form');
    await expect(elements.getByRole('row').nth(1)).toContainText('Forms');
    await expect(elements.getByRole('row').nth(2)).toContainText('Claims management');
    await expect(elements.getByRole('link', { name: 'Open Claims portal' })).toHaveAttribute('href', 'https://claims.e2e.test/start');
    const fileHref = await elements.getByRole('link', { name: 'Open Claim form' }).getAttribute('href');
    expect(fileHref).toMatch(/^\/v1\/files\/[0-9a-f-]{36}\?exp=\d+&sig=/);
    const pdf = await page.request.get(fileHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // ---- link it to a school on the school's Insurance tab ----
    const created = await graphqlAs(page.request, token, 'mutation C($input: SchoolInput!) { createSchool(input: $input) { id } }', {
      input: { name: `E2E Directories School ${stamp}`, is_active: true },
    });
    const schoolId = (created.data?.createSchool as { id: string }).id;
    await page.goto(`/schools/management/${schoolId}?tab=TAB_INSURANCE`);
    await page.getByRole('button', { name: 'Link a TPA' }).click();
    const linkTpa = page.getByRole('dialog', { name: 'Link a TPA' });
    await linkTpa.getByRole('combobox', { name: 'TPA' }).click();
    await page.getByRole('option', { name: `${code} – ${name}` }).click();
    await linkTpa.getByRole('button', { name: 'Link' }).click();
    await expect(page.getByText('TPA linked to the school.')).toBeVisible();
    await expect(page.getByRole('group', { name: code })).toBeVisible();
    expect(await linkedTpaCodes(page, token, schoolId)).toContain(code);

    // the school's dashboard now shows the TPA's file and link, marked as coming from the TPA
    await page.goto(`/dashboard/${schoolId}`);
    await expect(page.getByRole('link', { name: /Claim form/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Claims portal/ }).first()).toHaveAttribute('href', 'https://claims.e2e.test/start');
    await expect(page.getByText(`From TPA ${name}`).first()).toBeVisible();

    // the TPA page still lists its two elements after a reload
    await page.goto(`/tpas/management/${tpaId}`);
    await expect(page.getByRole('table', { name: 'Dashboard files and links' }).getByRole('row')).toHaveCount(3);

    // ---- delete the TPA from the list: it is unlinked from the school too ----
    await page.goto('/tpas');
    await page.getByRole('textbox', { name: 'Name or code' }).fill(code);
    await page.getByRole('textbox', { name: 'Name or code' }).press('Enter');
    const tpas = page.getByRole('table', { name: 'TPAs' });
    await expect(tpas.getByRole('row')).toHaveCount(2);
    await tpas.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete TPA' });
    await expect(confirm).toContainText('It is also unlinked from every school it is linked to');
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText('TPA deleted.')).toBeVisible();
    await expect(page.getByText('No TPAs match this search.')).toBeVisible();
    expect(await linkedTpaCodes(page, token, schoolId)).not.toContain(code);

    await graphqlAs(page.request, token, 'mutation D($id: ID!) { deleteSchool(id: $id) }', { id: schoolId });
  });

  test('an admin adds, edits and deletes a sales rep', async ({ page }) => {
    const stamp = Date.now();
    const last = `Tester${stamp}`;

    await page.goto('/sales-reps');
    await expect(page.getByRole('table', { name: 'Sales reps' }).getByRole('row', { name: /Dana/ })).toBeVisible();
    await page.getByRole('link', { name: 'New sales rep' }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Erin');
    await page.getByRole('textbox', { name: 'Last name' }).fill(last);
    await page.getByRole('textbox', { name: 'Email' }).fill('erin@');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(`erin.${stamp}@e2e.test`);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Erin ${last}` })).toBeVisible();
    await expect(page.getByText('Sales rep created.')).toBeVisible();

    // edit
    await page.getByRole('textbox', { name: 'City' }).fill('Portland');
    await chooseOption(page, page.getByRole('combobox', { name: 'State' }), 'Oregon');
    // Mantine draws the switch over its input: `force` clicks the drawing, which is part of the label
    await page.getByRole('switch', { name: 'Sees all schools' }).setChecked(true, { force: true });
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Sales rep updated.')).toBeVisible();

    await page.getByRole('link', { name: 'Back to sales reps' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sales reps' })).toBeVisible();
    const search = page.getByRole('textbox', { name: 'Name', exact: true });
    await search.fill(last);
    await search.press('Enter');
    const table = page.getByRole('table', { name: 'Sales reps' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('OR');
    await expect(table.getByRole('row').nth(1)).toContainText('Yes');

    // delete, after confirming
    await table.getByRole('link', { name: `Edit Erin ${last}` }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete sales rep' });
    await expect(confirm).toContainText(`Delete Erin ${last}?`);
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText('Sales rep deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/sales-reps$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sales reps' })).toBeVisible();
    await search.fill(last);
    await search.press('Enter');
    await expect(page.getByText('No sales reps match these filters.')).toBeVisible();
  });

  test('an admin adds, renames and deletes an activity, and cannot add a duplicate', async ({ page }) => {
    const sport = `E2E Activity ${Date.now()}`;
    const table = page.getByRole('table', { name: 'Activities' });

    await page.goto('/activities');
    await expect(table.getByRole('cell', { name: 'Basketball', exact: true })).toBeVisible();
    const before = await table.getByRole('row').count();

    await page.getByRole('button', { name: 'Add activity' }).click();
    const add = page.getByRole('dialog', { name: 'Add activity' });
    await add.getByRole('textbox', { name: 'Activity name' }).fill(sport);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Activity added.')).toBeVisible();
    await expect(table.getByRole('cell', { name: sport, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Rename ${sport}` }).click();
    const rename = page.getByRole('dialog', { name: 'Rename activity' });
    await rename.getByRole('textbox', { name: 'Activity name' }).fill(`${sport} renamed`);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Activity renamed.')).toBeVisible();
    await expect(table.getByRole('cell', { name: `${sport} renamed`, exact: true })).toBeVisible();

    // a name another activity has, in any case
    await page.getByRole('button', { name: 'Add activity' }).click();
    await add.getByRole('textbox', { name: 'Activity name' }).fill('basketball');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('There is already an activity with this name.')).toBeVisible();
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(add).toBeHidden();

    // delete, so the list is as it was
    await page.getByRole('button', { name: `Delete ${sport} renamed` }).click();
    await page.getByRole('dialog', { name: 'Delete activity' }).getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText('Activity deleted.')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(before);
  });

  test('the insurance companies page lists every company from the navigation', async ({ page }) => {
    await page.goto('/activities');
    await page.getByRole('link', { name: 'Insurance companies' }).click();
    await expect(page).toHaveURL(/\/insurance-companies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Insurance companies' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Insurance companies' }).getByRole('row').nth(1)).toBeVisible();
  });
});

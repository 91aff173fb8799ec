import type { Page } from '@playwright/test';
import { sampleBundle, sampleFiles, zipBundle } from '../apps/server/src/testing/oneroster.ts';
import { DEMO, expect, graphqlAs, signedInAs, test } from './fixtures.ts';
import { next, stepHeading } from './wizard.ts';

// The sample OneRoster 1.2 export kept in the repository, zipped as a school information system sends it.
const ROSTER_ZIP = { name: 'roster-1.2.zip', mimeType: 'application/zip', buffer: sampleBundle('1.2') };

const newSchool = async (page: Page, token: string) => {
  const created = await graphqlAs(page.request, token, 'mutation ($input: SchoolInput!) { createSchool(input: $input) { id } }', {
    input: { name: `Roster School ${Date.now()}`, is_active: true },
  });
  return (created.data?.createSchool as { id: string }).id;
};

const uploadRoster = async (page: Page, schoolId: string, zip = ROSTER_ZIP) => {
  await page.goto(`/dashboard/${schoolId}/students/import`);
  await expect(page.getByRole('heading', { level: 1, name: 'Import students' })).toBeVisible();
  await page.getByText('OneRoster (zip)', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'OneRoster (zip)' })).toBeChecked();
  await page.getByLabel('Drop a OneRoster zip here or click to choose one').setInputFiles(zip);
};

test.describe('OneRoster import', () => {
  test('imports the 1.2 sample through the page: picks the school in the file, previews, imports the students with their guardian, and a second import changes nothing', async ({
    page,
    mailbox,
    tokens,
  }) => {
    await signedInAs(page, mailbox, tokens, DEMO.admin);
    const schoolId = await newSchool(page, tokens.get(DEMO.admin)!);

    await uploadRoster(page, schoolId);
    // the file holds two schools and this school has none yet: it asks which
    await expect(page.getByRole('alert')).toContainText('The file holds several schools: choose the one to import.');
    await page.getByRole('combobox', { name: 'School in the file' }).click();
    await page.getByRole('option', { name: 'Maple Grove High School (MGHS)' }).click();
    await expect(page.getByText('5 students', { exact: true })).toBeVisible();
    await expect(page.getByText(/Maple Grove High School \(MGHS\), OneRoster 1\.2, full roster/)).toBeVisible();
    const rows = page.getByRole('table', { name: 'First valid rows' }).getByRole('row');
    await expect(rows).toHaveCount(6);
    await expect(rows.nth(1)).toContainText('Lopez');
    await expect(rows.nth(1)).toContainText('04/02/2009');
    await expect(rows.nth(1)).toContainText('Rosa Lopez');
    await page.getByRole('button', { name: 'Import 5 students' }).click();
    await expect(page.getByText('Import finished: 5 created, 0 updated, 0 reactivated, 0 deactivated, 0 unchanged.')).toBeVisible();

    await page.getByRole('link', { name: 'Back to the students' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Students' })).toBeVisible();
    await expect(page.getByText('1–5 of 5')).toBeVisible();
    await page.getByRole('link', { name: 'Edit Maya Lopez' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Student' })).toBeVisible();
    const parent = page.getByRole('region', { name: 'Parent Information' });
    await expect(parent.getByRole('textbox', { name: 'First name' })).toHaveValue('Rosa');
    await expect(parent.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lopez');
    // OneRoster has no address: the form asks for it before the student is saved
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('region', { name: 'Student Information' }).getByRole('textbox', { name: 'Address 1' })).toHaveAccessibleDescription('Enter the address.');

    // the school remembers its org: the same file again goes straight to the preview, and changes nothing
    await uploadRoster(page, schoolId);
    await page.getByRole('button', { name: 'Import 5 students' }).click();
    await expect(page.getByText('0 changes: the 5 students already match the file.')).toBeVisible();
  });

  test('imports a bundle without demographics.csv: the roster flags who needs a birth date, and a claim for them asks for it', async ({ page, mailbox, tokens }) => {
    await signedInAs(page, mailbox, tokens, DEMO.admin);
    const schoolId = await newSchool(page, tokens.get(DEMO.admin)!);
    const { 'demographics.csv': _demographics, ...files } = sampleFiles('1.2');
    await uploadRoster(page, schoolId, { name: 'roster-no-demographics.zip', mimeType: 'application/zip', buffer: zipBundle(files) });
    await page.getByRole('combobox', { name: 'School in the file' }).click();
    await page.getByRole('option', { name: 'Maple Grove High School (MGHS)' }).click();
    await expect(page.getByText(/This file has no demographics\.csv: new students arrive without a birth date/)).toBeVisible();
    await page.getByRole('button', { name: 'Import 5 students' }).click();
    await expect(page.getByText('Import finished: 5 created, 0 updated, 0 reactivated, 0 deactivated, 0 unchanged.')).toBeVisible();

    await page.goto(`/dashboard/${schoolId}/students`);
    const maya = page.getByRole('row').filter({ hasText: 'Maya' });
    await expect(maya).toContainText('Needs birth date');

    await page.goto(`/dashboard/${schoolId}/claims/new-claim`);
    await stepHeading(page, 'Select student');
    await page.getByRole('textbox', { name: 'Student name' }).fill('Lopez');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Select Maya Lopez' }).click();
    await stepHeading(page, 'View student');
    await expect(page.getByText("The district's roster gave no birth date for this student.")).toBeVisible();
    await next(page);
    await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveAccessibleDescription(/Enter the date of birth\./);
    await stepHeading(page, 'View student');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('04/02/2009');
    await next(page);
    await stepHeading(page, 'Insurance information');
  });
});

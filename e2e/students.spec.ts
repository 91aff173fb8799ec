import type { Page } from '@playwright/test';
import { chooseOption, DEMO, expect, graphqlAs, signedInAs, test } from './fixtures.ts';

// The demo school that shows verification status and allows PIV and imports.
const lincoln = async (page: Page, token: string) => {
  const result = await graphqlAs(page.request, token, 'query S { schools(name: "Lincoln High School", limit: 25) { items { id name } } }');
  const schools = (result.data?.schools as { items: Array<{ id: string; name: string }> }).items;
  return schools.find((school) => school.name === 'Lincoln High School')!.id;
};

const insurers = async (page: Page, token: string) => {
  const result = await graphqlAs(page.request, token, 'query P { insuranceProviders { name } }');
  return (result.data?.insuranceProviders as Array<{ name: string }>).map((provider) => provider.name);
};

const HEADER = 'STUDENT_ID,FIRST_NAME,LAST_NAME,GENDER,BIRTHDATE,ADDRESS1,CITY,STATE,POSTAL,INSURANCE_NAME,MEMBER_ID,INS_PHONE';

// 50 rows; rows 5, 10 and 15 of the data carry a bad gender, postal code and phone.
const importCsv = () => {
  const rows = Array.from({ length: 50 }, (_, index) => {
    const n = index + 1;
    const gender = n === 5 ? 'Q' : n % 2 ? 'F' : 'M';
    const postal = n === 10 ? 'ABC' : '95814';
    const phone = n === 15 ? '123' : '916-555-0100';
    const id = String(n).padStart(3, '0');
    return `IMP-${id},First${id},Last${id},${gender},05/06/2010,${n} Main St,Sacramento,CA,${postal},Imported Mutual,MEM${id},${phone}`;
  });
  return `${[HEADER, ...rows].join('\n')}\n`;
};

const resetStudents = async (page: Page, count: number) => {
  await page.getByRole('button', { name: 'Reset students' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset students' });
  await dialog.getByRole('textbox', { name: 'Confirmation' }).fill('Delete Students');
  await dialog.getByRole('button', { name: 'Reset students' }).click();
  await expect(page.getByText(`${count} students deleted.`)).toBeVisible();
  await expect(dialog).toBeHidden();
};

test.describe('Students', () => {
  test('adds a student with a Canadian address and two providers, makes the second primary, a member id change resets the status, and a verification the school asks for is resolved in the admin queue', async ({
    page,
    browser,
    mailbox,
    tokens,
  }, testInfo) => {
    await signedInAs(page, mailbox, tokens, DEMO.admin);
    const token = tokens.get(DEMO.admin)!;
    const schoolId = await lincoln(page, token);
    const [first, second] = await insurers(page, token);

    await page.goto(`/dashboard/${schoolId}/students/new-student`);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Student' })).toBeVisible();
    const student = page.getByRole('region', { name: 'Student Information' });
    // nothing is preselected, and each empty required field says it is required
    await expect(student.getByRole('combobox', { name: 'Gender' })).toHaveValue('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(student.getByRole('textbox', { name: 'Address 1' })).toHaveAccessibleDescription('Enter the address.');
    await expect(student.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Enter the city.');
    await expect(student.getByRole('textbox', { name: 'Zip' })).toHaveAccessibleDescription('Enter the zip code.');
    await expect(student.getByText('Choose a gender.')).toBeVisible();

    await student.getByRole('textbox', { name: 'First name' }).fill('Claire');
    await student.getByRole('textbox', { name: 'Last name' }).fill('Tremblay');
    // a future date of birth stays as typed and says why it is refused
    const dob = student.getByRole('textbox', { name: 'Date of birth' });
    await expect(dob).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await dob.fill('05/06/2999');
    await page.keyboard.press('Escape');
    await expect(student.getByText('The date cannot be in the future.')).toBeVisible();
    await expect(dob).toHaveValue('05/06/2999');
    await dob.fill('05/06/2010');
    // close the date picker's calendar, which may cover the switch
    await page.keyboard.press('Escape');
    await expect(student.getByText('The date cannot be in the future.')).toBeHidden();
    await chooseOption(page, student.getByRole('combobox', { name: 'Gender' }), 'Female');
    await student.getByRole('switch', { name: 'Canadian address' }).focus();
    await page.keyboard.press('Space');
    await expect(student.getByRole('switch', { name: 'Canadian address' })).toBeChecked();
    await student.getByRole('textbox', { name: 'Address 1' }).fill('10 Rue Principale');
    await student.getByRole('textbox', { name: 'City' }).fill('Toronto');
    await student.getByRole('combobox', { name: 'Province' }).click();
    await page.getByRole('option', { name: 'Ontario' }).click();
    await student.getByRole('textbox', { name: 'Zip' }).fill('M5V 2T6');

    const entry = (number: number) => page.getByRole('region', { name: `Insurance ${number}` });
    await entry(1).getByRole('combobox', { name: 'Insurance company' }).click();
    await page.getByRole('option', { name: first!, exact: true }).click();
    await entry(1).getByRole('textbox', { name: 'Member ID' }).fill('E2E-FIRST');
    await page.getByRole('button', { name: 'Add insurance' }).click();
    await entry(2).getByRole('combobox', { name: 'Insurance company' }).click();
    await page.getByRole('option', { name: second!, exact: true }).click();
    await entry(2).getByRole('textbox', { name: 'Member ID' }).fill('E2E-SECOND');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Student created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Student' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${schoolId}/students/[0-9a-f-]{36}$`));
    await expect(page.getByRole('region', { name: 'Student Information' }).getByRole('combobox', { name: 'Province' })).toHaveValue('Ontario');

    await entry(2).getByRole('button', { name: 'Make primary' }).click();
    await expect(entry(1).getByRole('textbox', { name: 'Member ID' })).toHaveValue('E2E-SECOND');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Student updated')).toBeVisible();
    await page.reload();
    await expect(entry(1).getByRole('textbox', { name: 'Member ID' })).toHaveValue('E2E-SECOND');
    await expect(entry(1).getByText('Status: Not Verified')).toBeVisible();

    // verification queues the entry; a new member id drops the status again
    await entry(1).getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Sent for verification. The status shows Queued until the insurer answers.')).toBeVisible();
    await expect(entry(1).getByText('Status: Queued')).toBeVisible();
    await entry(1).getByRole('textbox', { name: 'Member ID' }).fill('E2E-CHANGED');
    await expect(entry(1).getByText('Status: Not Verified')).toBeVisible();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Student updated')).toBeVisible();
    await page.reload();
    await expect(entry(1).getByRole('textbox', { name: 'Member ID' })).toHaveValue('E2E-CHANGED');
    await expect(entry(1).getByText('Status: Not Verified')).toBeVisible();

    // the school (which allows PIV and shows the status) asks for a verification, program staff record the
    // insurer's answer in the admin queue, and the school sees it
    const school = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const nurse = await school.newPage();
      await signedInAs(nurse, mailbox, tokens, DEMO.nurse);
      await nurse.goto(page.url());
      const nurseEntry = nurse.getByRole('region', { name: 'Insurance 1' });
      await expect(nurseEntry.getByText('Status: Not Verified')).toBeVisible();
      await nurseEntry.getByRole('button', { name: 'Verify' }).click();
      await expect(nurse.getByText('Sent for verification. The status shows Queued until the insurer answers.')).toBeVisible();
      await expect(nurseEntry.getByText('Status: Queued')).toBeVisible();

      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Verification queue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Insurance verification queue' })).toBeVisible();
      const request = page.getByRole('table', { name: 'Insurance verification queue' }).getByRole('row').filter({ hasText: 'E2E-CHANGED' });
      await expect(request).toContainText('Claire Tremblay');
      await expect(request).toContainText('05/06/2010');
      await expect(request).toContainText('by Nora Nurse');
      await request.getByRole('button', { name: 'Verified: Claire Tremblay' }).click();
      await page.getByRole('dialog', { name: 'Record verification' }).getByRole('button', { name: 'Record Verified' }).click();
      await expect(page.getByText('Verification completed')).toBeVisible();
      await expect(request).toHaveCount(0);

      await nurse.reload();
      await expect(nurseEntry.getByText('Status: Verified')).toBeVisible();
    } finally {
      await school.close();
    }
  });

  test('on a phone the claim wizard lists the students first, the add-student form folded below them', async ({ page, mailbox, tokens }) => {
    await signedInAs(page, mailbox, tokens, DEMO.admin);
    const token = tokens.get(DEMO.admin)!;
    const schoolId = await lincoln(page, token);
    const lastName = `Phone${Date.now()}`;
    const created = await graphqlAs(page.request, token, 'mutation C($schoolId: ID!, $input: StudentPageInput!) { createStudent(schoolId: $schoolId, input: $input) { id } }', {
      schoolId,
      input: {
        student: { first_name: 'Pia', last_name: lastName, date_of_birth: '2011-03-04', gender: 'F', address_1: '1 Elm St', city: 'Sacramento', state_prov: 'California', postal_code: '95814' },
        providers: [],
      },
    });
    expect(created.errors).toBeUndefined();

    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/dashboard/${schoolId}/claims/new-claim`);
    await page.getByRole('textbox', { name: 'Student name' }).fill(lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const select = page.getByRole('button', { name: `Select Pia ${lastName}` });
    await expect(select).toBeVisible();
    const add = page.getByRole('region', { name: 'Add a new student' });
    await expect(add.getByRole('textbox', { name: 'First name' })).toHaveCount(0);
    // Read again until the page has settled: a box read while the results still lay out can be stale.
    const resultAboveCard = async () => {
      const [result, card] = await Promise.all([select.boundingBox(), add.boundingBox()]);
      return result !== null && card !== null && result.y < card.y;
    };
    await expect.poll(resultAboveCard).toBe(true);

    await add.getByRole('button', { name: 'Add a new student' }).click();
    await expect(add.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await expect(add.getByRole('combobox', { name: 'Gender' })).toHaveValue('');
  });

  test('imports a CSV of 50 rows with 3 bad rows, lists 47 students, and resets them', async ({ page, mailbox, tokens }) => {
    await signedInAs(page, mailbox, tokens, DEMO.admin);
    const schoolId = await lincoln(page, tokens.get(DEMO.admin)!);
    await page.goto(`/dashboard/${schoolId}/students`);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Students' })).toBeVisible();
    // start from an empty roster: the demo students and the one the test before added
    const total = await graphqlAs(page.request, tokens.get(DEMO.admin)!, 'query T($id: ID!) { students(schoolId: $id) { total } }', { id: schoolId });
    await resetStudents(page, (total.data?.students as { total: number }).total);
    await expect(page.getByText('No students match these filters.')).toBeVisible();

    await page.getByRole('link', { name: 'Import students' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import students' })).toBeVisible();
    await page
      .getByLabel('Drop a CSV file here or click to choose one')
      .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(importCsv()) });
    await expect(page.getByText('Valid: 47')).toBeVisible();
    await expect(page.getByText('With errors: 3')).toBeVisible();
    const errors = page.getByRole('table', { name: 'Rows with errors (not imported)' });
    await expect(errors.getByRole('row')).toHaveCount(4);
    // each bad row names its student
    await expect(errors.getByRole('row').nth(1)).toContainText('First005 Last005 (IMP-005)');
    await page.getByRole('button', { name: 'Import 47 students' }).click();
    await expect(page.getByText('Import finished: 47 created, 0 updated.')).toBeVisible();

    await page.getByRole('link', { name: 'Back to the students' }).click();
    await expect(page.getByText('1–25 of 47')).toBeVisible();
    await resetStudents(page, 47);
    await expect(page.getByText('No students match these filters.')).toBeVisible();
  });
});

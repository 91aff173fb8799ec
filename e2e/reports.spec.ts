import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { SAMPLE_INCIDENT } from '@claims/shared/samples';
import { expectNoViolations } from './axe.ts';
import { chooseOption, DEMO, expect, graphqlAs, signedInAs, test } from './fixtures.ts';
import { expectNothingClipped } from './text-checks.ts';
import { createStudentThroughApi, postClaimThroughApi, type ApiClaim } from './wizard.ts';

// Years in which neither the demo data nor any other spec injures anyone, one per test: the report's counts
// for them are the claims the test makes.
const ADMIN_YEAR = 2019;
const NURSE_YEAR = 2017;

async function made<T>(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await graphqlAs(request, token, query, variables);
  expect(answer.errors, query).toBeUndefined();
  return Object.values(answer.data!)[0] as T;
}

// Injured on `injuryDate` and reported the day after.
const claimOf = (claim: Omit<ApiClaim, 'reportedDate'>): ApiClaim => ({
  ...claim,
  reportedDate: new Date(Date.parse(`${claim.injuryDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
});

type Seeded = { schoolName: string; nurseSchoolName: string };

// Three claims of `year` at a school of this run's (two of football, one of soccer), and two of soccer at
// the nurse's school: an admin counts five, the nurse her school's two. Two incidents at the run's school
// (football on the north field, soccer in the gym), the first of which its first claim is started from.
async function seed(page: Page, tokens: Map<string, string>, year: number): Promise<Seeded> {
  const admin = tokens.get(DEMO.admin)!;
  const nurse = tokens.get(DEMO.nurse)!;
  const stamp = Date.now();
  const schoolName = `Reports School ${stamp}`;
  const schoolId = (await made<{ id: string }>(page.request, admin, 'mutation C($input: SchoolInput!) { createSchool(input: $input) { id } }', { input: { name: schoolName, is_active: true } })).id;
  const tpas = await made<{ id: string; name: string }[]>(page.request, admin, 'query T { tpasForDropdown { id name } }', {});
  const tpaId = tpas.find((tpa) => tpa.name === 'Summit Claims Services')!.id;
  const [link] = await made<{ id: string }[]>(page.request, admin, 'mutation A($school: ID!, $tpa: ID!) { addSchoolTpa(schoolId: $school, tpaId: $tpa) { id } }', { school: schoolId, tpa: tpaId });
  const linkId = link!.id;
  const { studentId } = await createStudentThroughApi(page.request, admin, schoolId, `Report${stamp}`);
  const incidentIds: string[] = [];
  for (const [injuryDate, activity, place] of [
    [`${year}-03-10`, 'Football', 'North field'],
    [`${year}-07-04`, 'Soccer', 'Gym'],
  ] as const) {
    const input = { ...SAMPLE_INCIDENT, school_id: schoolId, person_kind: 'STUDENT', student_id: studentId, injury_date: injuryDate, activity, location_of_injury: place };
    incidentIds.push((await made<{ id: string }>(page.request, admin, 'mutation R($input: IncidentReportInput!) { reportIncident(input: $input) { id } }', { input })).id);
  }
  for (const [injuryDate, activity, incidentId] of [
    [`${year}-03-10`, 'Football', incidentIds[0]],
    [`${year}-03-24`, 'Football', undefined],
    [`${year}-07-04`, 'Soccer', undefined],
  ] as const) {
    await postClaimThroughApi(page.request, admin, claimOf({ schoolId, linkId, studentId, injuryDate, activity, incidentId }));
  }

  const me = (await (await page.request.post('/v1/auth/me', { headers: { Authorization: `Bearer ${nurse}` } })).json()) as { schools: { id: string; name: string }[] };
  const nurseSchool = me.schools[0]!;
  const links = await made<{ id: string; is_default: boolean }[]>(page.request, nurse, 'query L($school: ID!) { schoolTpas(schoolId: $school, activeOnly: true) { id is_default } }', { school: nurseSchool.id });
  const { studentId: nurseStudentId } = await createStudentThroughApi(page.request, nurse, nurseSchool.id, `Report${stamp}`);
  for (const injuryDate of [`${year}-05-05`, `${year}-09-15`]) {
    await postClaimThroughApi(page.request, nurse, claimOf({ schoolId: nurseSchool.id, linkId: links.find((link) => link.is_default)!.id, studentId: nurseStudentId, injuryDate, activity: 'Soccer' }));
  }
  return { schoolName, nurseSchoolName: nurseSchool.name };
}

// The report of `year`, chosen as a person does: the custom period, its two dates, Search.
async function chooseYear(page: Page, year: number) {
  await chooseOption(page, page.getByRole('combobox', { name: 'Period' }), 'Custom');
  await page.getByRole('textbox', { name: 'From' }).fill(`01/01/${year}`);
  await page.getByRole('textbox', { name: 'To' }).fill(`12/31/${year}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`Claims injured from 01/01/${year} to 12/31/${year}`)).toBeVisible();
}

const figure = (page: Page, term: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
const chart = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

// The rows of a chart's table, each as its cells' texts.
const tableRows = async (page: Page, title: string) => {
  await chart(page, title).getByRole('switch', { name: 'Show table' }).check();
  const table = chart(page, title).getByRole('table', { name: title });
  await expect(table).toBeVisible();
  return table.locator('tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim())));
};

const lossRun = (page: Page, format: string) => page.getByRole('group', { name: 'Download the loss run' }).getByRole('button', { name: `Download ${format}` });

test.describe('reports', () => {
  test('an admin reads a year of claims, as charts and tables, and downloads a school’s loss run', async ({ page, mailbox, tokens }) => {
    test.slow();
    await signedInAs(page, mailbox, tokens, DEMO.nurse);
    await signedInAs(page, mailbox, tokens, DEMO.admin);
    const { schoolName } = await seed(page, tokens, ADMIN_YEAR);

    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await chooseYear(page, ADMIN_YEAR);
    await expect(figure(page, 'Claims')).toHaveText('5');
    await expect(figure(page, 'Open claims')).toHaveText('5');
    await expect(figure(page, 'Claims without a coded body part')).toHaveText('0');
    await expect(chart(page, 'By sport').getByText('Most claims: Soccer (3 of 5)')).toBeVisible();
    expect(await tableRows(page, 'By sport')).toEqual([
      ['Sport', 'Claims'],
      ['Soccer', '3'],
      ['Football', '2'],
    ]);
    expect((await tableRows(page, 'Claims per month')).slice(0, 4)).toEqual([
      ['Month', String(ADMIN_YEAR), String(ADMIN_YEAR - 1)],
      ['January', '0', '0'],
      ['February', '0', '0'],
      ['March', '2', '0'],
    ]);
    // beside them, the year's incidents and the one a claim was started from
    await expect(figure(page, 'Incidents')).toHaveText('2');
    await expect(figure(page, 'Became claims')).toHaveText('1');
    await expect(figure(page, 'Share that became claims')).toHaveText('50%');
    expect(await tableRows(page, 'Incidents by place')).toEqual([
      ['Place', 'Incidents', 'Became claims'],
      ['Gym', '1', '0'],
      ['North field', '1', '1'],
    ]);
    await expectNoViolations(page, 'reports, tables shown');

    // the loss run waits for a school
    await expect(lossRun(page, 'XLSX')).toBeDisabled();
    await expect(page.getByText('Choose a school in the filters to download its loss run.')).toBeVisible();
    await chooseOption(page, page.getByRole('combobox', { name: 'School', exact: true }), schoolName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(figure(page, 'Claims')).toHaveText('3');
    await expect(lossRun(page, 'XLSX')).toBeEnabled();

    const [download] = await Promise.all([page.waitForEvent('download'), lossRun(page, 'XLSX').click()]);
    expect(download.suggestedFilename()).toBe(`loss-run-${ADMIN_YEAR}-01-01-to-${ADMIN_YEAR}-12-31.xlsx`);
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect(bytes.length).toBeGreaterThan(0);
    // an XLSX file is a zip
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  test('at phone width the report fits the screen, reads without a mouse and passes axe', async ({ page, mailbox, tokens }) => {
    await signedInAs(page, mailbox, tokens, DEMO.admin);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/reports');
    await expect(chart(page, 'By sport')).toBeVisible();
    await expectNothingClipped(page, 'reports at 390 px');
    await expectNoViolations(page, 'reports at 390 px');

    // the chart's table is a Tab and a Space away from the chart's heading
    const toggle = chart(page, 'By sport').getByRole('switch', { name: 'Show table' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(chart(page, 'By sport').getByRole('table', { name: 'By sport' })).toBeVisible();
    await expectNothingClipped(page, 'reports at 390 px, a table shown');
  });

  test('a school user reads only their schools’ claims, and has their school’s loss run at once', async ({ page, mailbox, tokens }) => {
    await signedInAs(page, mailbox, tokens, DEMO.admin);
    await signedInAs(page, mailbox, tokens, DEMO.nurse);
    const { nurseSchoolName } = await seed(page, tokens, NURSE_YEAR);

    await page.goto('/reports');
    await chooseYear(page, NURSE_YEAR);
    // the two claims of her school, not the three of the other
    await expect(figure(page, 'Claims')).toHaveText('2');
    expect(await tableRows(page, 'By sport')).toEqual([
      ['Sport', 'Claims'],
      ['Soccer', '2'],
    ]);
    await expect(chart(page, 'By school')).toHaveCount(0);
    const school = page.getByRole('combobox', { name: 'School', exact: true });
    await expect(school).toHaveValue(nurseSchoolName);
    await school.click();
    await expect(page.getByRole('option')).toHaveText([nurseSchoolName]);
    await page.keyboard.press('Escape');
    await expect(lossRun(page, 'CSV')).toBeEnabled();
  });
});

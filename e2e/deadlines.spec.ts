import { DEMO, expect, graphqlAs, signedInAs, test } from './fixtures.ts';
import { createStudentThroughApi, postClaimThroughApi, TPA_EMAIL } from './wizard.ts';

// A date `days` before today, as the API takes it. The claims below sit days away from the 7-day window's
// edges, so the server's day and the test's may differ by one without changing the outcome.
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test.describe('deadlines', () => {
  test("an admin gives a school's policy a notice period; the claims not yet sent near or past it are counted on the dashboard and listed by its link", async ({
    page,
    mailbox,
    tokens,
    serverClock,
  }) => {
    test.slow(); // a long journey: three times the suite's per-test limit
    await signedInAs(page, mailbox, tokens, DEMO.admin);
    const admin = tokens.get(DEMO.admin)!;
    const stamp = Date.now();

    // a school of this run's linked to the demo's TPA (which e-mails claims), with no deadlines yet
    const created = await graphqlAs(page.request, admin, 'mutation C($input: SchoolInput!) { createSchool(input: $input) { id } }', {
      input: { name: `Deadline School ${stamp}`, is_active: true },
    });
    const schoolId = (created.data!.createSchool as { id: string }).id;
    const tpas = (await graphqlAs(page.request, admin, 'query T { tpasForDropdown { id name } }')).data!.tpasForDropdown as { id: string; name: string }[];
    const linked = await graphqlAs(page.request, admin, 'mutation A($school: ID!, $tpa: ID!) { addSchoolTpa(schoolId: $school, tpaId: $tpa) { id } }', {
      school: schoolId,
      tpa: tpas.find((tpa) => tpa.name === 'Summit Claims Services')!.id,
    });
    const linkId = (linked.data!.addSchoolTpa as { id: string }[])[0]!.id;
    const { studentId } = await createStudentThroughApi(page.request, admin, schoolId, `Deadline${stamp}`);

    const claim = (injuredDaysAgo: number) =>
      postClaimThroughApi(page.request, admin, {
        schoolId,
        linkId,
        studentId,
        injuryDate: daysAgo(injuredDaysAgo),
        reportedDate: daysAgo(injuredDaysAgo),
        activity: 'Soccer',
        parentInfo: { first_name: 'Dana', last_name: `Deadline${stamp}`, email: `dana.${stamp}@family.test`, language: 'en' },
      });
    // one claim goes to the TPA at once; then the school asks for the parent's part online, so the next three
    // wait for it and are not sent
    const sent = await claim(27); // would be due in about 3 days, but reached the TPA
    await mailbox.about(TPA_EMAIL, sent.claimNumber);
    // the e-mail is in the TPA's inbox a moment before the claim is marked delivered
    const statusOf = async (claimId: string) =>
      ((await graphqlAs(page.request, admin, 'query S($id: ID!) { claim(id: $id) { status } }', { id: claimId })).data?.claim as { status: string } | null)?.status;
    await expect.poll(() => statusOf(sent.claimId)).toBe('DELIVERED');
    const online = await graphqlAs(page.request, admin, 'mutation U($id: ID!, $input: SchoolInput!) { updateSchool(id: $id, input: $input) { id } }', {
      id: schoolId,
      input: { name: `Deadline School ${stamp}`, is_active: true, parent_part_online: true },
    });
    expect(online.errors).toBeUndefined();
    const nearlyDue = await claim(26); // notice due in about 4 days
    const overdue = await claim(100); // notice about 70 days late
    const notYetDue = await claim(2); // notice due in about 28 days

    // ---- the admin sets the policy's notice period on the school's Insurance tab ----
    await page.goto(`/schools/management/${schoolId}`);
    await page.getByRole('tab', { name: 'Insurance' }).click();
    const link = page.getByRole('group', { name: 'SCS' });
    await link.getByRole('switch', { name: 'Default', exact: true }).setChecked(true, { force: true });
    await link.getByRole('textbox', { name: 'Notice' }).fill('30');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Insurance saved.')).toBeVisible();

    // ---- the school's dashboard counts the two unsent claims near or past it, and links to them ----
    await page.goto(`/dashboard/${schoolId}`);
    const atRisk = page.getByRole('link', { name: '2 claims at risk of a deadline' });
    await expect(atRisk).toBeVisible();
    await atRisk.click();
    await expect(page).toHaveURL(/[?&]due=7\b/);
    await expect(page.getByRole('combobox', { name: 'Deadline' })).toHaveValue('Due within 7 days or past');
    const table = page.getByRole('table', { name: 'Claims' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: nearlyDue.claimNumber })).toContainText(/in \d days/);
    await expect(rows.filter({ hasText: overdue.claimNumber })).toContainText(/\d+ days late/);
    for (const absent of [notYetDue, sent]) await expect(rows.filter({ hasText: absent.claimNumber })).toHaveCount(0);

    // ---- the school's list without the filter has all four ----
    await page.goto(`/dashboard/${schoolId}`);
    await page.getByRole('link', { name: 'View claims' }).click();
    await expect(page.getByRole('combobox', { name: 'Deadline' })).toHaveValue('');
    await expect(rows).toHaveCount(4);

    // ---- 25 days on (the server's clock and the browser's), the claim not yet due is near its date and
    // the nearly due one is late: three at risk ----
    const { now } = await serverClock.ahead(25);
    await page.clock.setFixedTime(now);
    await page.goto(`/dashboard/${schoolId}`);
    await page.getByRole('link', { name: '3 claims at risk of a deadline' }).click();
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: notYetDue.claimNumber })).toContainText(/in \d days/);
    await expect(rows.filter({ hasText: nearlyDue.claimNumber })).toContainText(/\d+ days late/);
    await expect(rows.filter({ hasText: overdue.claimNumber })).toContainText(/\d+ days late/);
  });
});

import type { Locator, Page } from '@playwright/test';
import { chooseOption, DEMO, expect, graphqlAs, setSmtpDown, signedInAs, test } from './fixtures.ts';

// Column positions in the claim lists (the global list adds School and TPA before the actions).
const COLUMN = { claimant: 1, status: 3, dateSubmitted: 9 } as const;

const columnTexts = (table: Locator, index: number) => table.locator('tbody tr').locator(`td:nth-child(${index + 1})`).allTextContents();

// MM/DD/YYYY -> YYYY-MM-DD, which sorts as text.
const sortable = (display: string) => display.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$1-$2');

const isOrdered = (values: string[], direction: 'asc' | 'desc') =>
  values.every((value, index) => index === 0 || (direction === 'asc' ? values[index - 1]! <= value : values[index - 1]! >= value));

const claimsAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/v1/graphql') && (response.request().postData() ?? '').includes('query Claims('));

const lincolnId = async (page: Page, token: string) => {
  const response = await page.request.post('/v1/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: { query: 'query S { schools(name: "Lincoln High School", limit: 25) { items { id name } } }' },
  });
  const items = ((await response.json()) as { data: { schools: { items: Array<{ id: string; name: string }> } } }).data.schools.items;
  return items.find((school) => school.name === 'Lincoln High School')!.id;
};

// Finds a claim by its claimant's last name, then by a status, and returns to the unfiltered list.
const findByNameAndStatus = async (page: Page, table: Locator, status: string) => {
  const [claimant] = await columnTexts(table, COLUMN.claimant);
  const lastName = claimant!.split(' ').at(-1)!;
  await page.getByRole('textbox', { name: 'Claimant name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Claimant name' }).press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('name')).toBe(lastName);
  await expect
    .poll(async () => (await columnTexts(table, COLUMN.claimant)).every((name) => name.toLowerCase().includes(lastName.toLowerCase())))
    .toBe(true);
  await expect(table.getByRole('cell', { name: claimant, exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
  await chooseOption(page, page.getByRole('combobox', { name: 'Status', exact: true }), status);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/status=/);
  await expect.poll(async () => new Set(await columnTexts(table, COLUMN.status))).toEqual(new Set([status]));
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).not.toHaveURL(/status=/);
};

test.describe('Claim records', () => {
  test('finds claims by claimant and status on the global and school lists, and sorts by every column', async ({
    page,
    mailbox,
    tokens,
  }) => {
    test.slow(); // a long journey: three times the suite's per-test limit
    await signedInAs(page, mailbox, tokens, DEMO.admin);

    await page.goto('/claims');
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Claims' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // newest submission first
    expect(isOrdered((await columnTexts(table, COLUMN.dateSubmitted)).map(sortable), 'desc')).toBe(true);
    await findByNameAndStatus(page, table, 'Failed');

    for (const header of ['Claimant', 'Student ID', 'Status', 'Submitted by', 'Date of accident', 'Date submitted', 'School', 'TPA']) {
      const column = table.getByRole('columnheader', { name: header, exact: true });
      const answer = claimsAnswer(page);
      await column.getByRole('button').click();
      const body = (await (await answer).json()) as { errors?: unknown };
      expect(body.errors, header).toBeUndefined();
      await expect(column).toHaveAttribute('aria-sort', 'ascending');
      if (header === 'Date submitted') {
        await expect.poll(async () => isOrdered((await columnTexts(table, COLUMN.dateSubmitted)).map(sortable), 'asc')).toBe(true);
      }
    }

    await page.getByRole('combobox', { name: 'Items per page' }).click();
    const answer = claimsAnswer(page);
    await page.getByRole('option', { name: '100', exact: true }).click();
    await answer;
    const total = Number(/of (\d+)/.exec((await page.getByText(/^1–\d+ of \d+$/).textContent()) ?? '')?.[1]);
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(total, 100));

    await page.goto(`/dashboard/${await lincolnId(page, tokens.get(DEMO.admin)!)}/claims`);
    await expect(page.getByRole('columnheader', { name: 'School', exact: true })).toHaveCount(0);
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // a failed delivery reads Pending to the school
    await expect.poll(async () => (await columnTexts(table, COLUMN.status)).includes('Failed')).toBe(false);
    await findByNameAndStatus(page, table, 'Pending');
  });

  test('opens a claim, its PDF and its email log; a resend fails while SMTP is down and is sent once it is up', async (
    { page, mailbox, tokens },
    testInfo,
  ) => {
    test.slow(); // a long journey: three times the suite's per-test limit
    await signedInAs(page, mailbox, tokens, DEMO.admin);
    const schoolId = await lincolnId(page, tokens.get(DEMO.admin)!);

    await page.goto(`/dashboard/${schoolId}/claims`);
    const table = page.getByRole('table', { name: 'Claims' });
    await table.getByRole('link', { name: /^View claim/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'View claim' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Claim information' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' }).getByText('Submitted')).toBeVisible();

    const pdfRequest = page.context().waitForEvent('request', (request) => request.url().includes('/v1/pdf/claim?jwt='));
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await page.request.get((await pdfRequest).url());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    for (const other of page.context().pages()) if (other !== page) await other.close();

    await page.getByRole('link', { name: 'Email log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Claim email log' })).toBeVisible();
    const emails = page.getByRole('table', { name: 'Claim emails' });
    const firstEmail = emails.locator('tbody tr').first();
    const recipient = (await firstEmail.locator('td:nth-child(2)').textContent())!;
    await firstEmail.getByRole('button', { name: /^View the email of/ }).click();
    const viewer = page.getByRole('dialog', { name: 'Claim email' });
    await expect(viewer.getByText('Subject')).toBeVisible();
    await expect(viewer.getByText(recipient)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    // the viewer recorded the e-mail as viewed
    await expect(firstEmail.locator('td:nth-child(5)')).not.toHaveText('-');

    const resend = async () => {
      const before = await emails.locator('tbody tr').count();
      await page.getByRole('button', { name: 'Resend email' }).click();
      await page.getByRole('dialog', { name: 'Resend the claim email?' }).getByRole('button', { name: 'Resend email' }).click();
      await expect(page.getByText('The claim email was sent again.').last()).toBeVisible();
      // the resend is a new row at the top
      await expect(emails.locator('tbody tr')).toHaveCount(before + 1);
    };
    const newestDelivery = firstEmail.locator('td:nth-child(3)');

    // Delivery runs in the job worker, through its retries with back-off: longer waits than a page's.
    setSmtpDown(testInfo, true);
    try {
      await resend();
      await expect(newestDelivery).toHaveText('Failed', { timeout: 120_000 });
    } finally {
      setSmtpDown(testInfo, false);
    }

    const seen = mailbox.to(recipient).length;
    await resend();
    await expect(newestDelivery).toHaveText('Sent', { timeout: 90_000 });
    const mail = await mailbox.next(recipient, seen);
    expect(mail.attachments.map((file) => file.contentType)).toContain('application/pdf');
  });

  test("a nurse opening another school's claim through her own school's address is refused, with no action and no retry", async (
    { page, browser, mailbox, tokens },
    testInfo,
  ) => {
    await signedInAs(page, mailbox, tokens, DEMO.admin);
    const claims = (await graphqlAs(page.request, tokens.get(DEMO.admin)!, 'query C { claims(limit: 200) { items { id school_id } } }')).data!.claims as {
      items: Array<{ id: string; school_id: string }>;
    };

    const school = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const nurse = await school.newPage();
      await signedInAs(nurse, mailbox, tokens, DEMO.nurse);
      const me = await nurse.request.post('/v1/auth/me', { headers: { Authorization: `Bearer ${tokens.get(DEMO.nurse)!}` } });
      const ownSchool = ((await me.json()) as { schools: { id: string }[] }).schools[0]!.id;
      const other = claims.items.find((claim) => claim.school_id !== ownSchool)!;

      await nurse.goto(`/dashboard/${ownSchool}/claims/${other.id}/emails`);
      const main = nurse.getByRole('main');
      await expect(main.getByText('You do not have access to this page.')).toBeVisible();
      await expect(main.getByRole('button')).toHaveCount(0);
      await expect(main.getByRole('table', { name: 'Claim emails' })).toHaveCount(0);

      await nurse.goto(`/dashboard/${ownSchool}/claims/${other.id}`);
      await expect(main.getByText('You do not have access to this page.')).toBeVisible();
      await expect(main.getByRole('button')).toHaveCount(0);
      await expect(main.getByRole('link', { name: /^(Edit|Email log)$/ })).toHaveCount(0);
    } finally {
      await school.close();
    }
  });
});

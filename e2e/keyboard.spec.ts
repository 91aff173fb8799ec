import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { DEMO, expect, graphqlAs, test } from './fixtures.ts';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

// Presses Tab until `target` has focus: how a keyboard user reaches it, in the page's own order.
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 120; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

// After a navigation or a stage change, focus is on the new content, never dropped to <body>.
const expectFocusKept = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true);

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

// A Mantine select: the arrow keys open it and move through the options (Mantine marks the one reached),
// Enter chooses.
async function choose(page: Page, combobox: Locator, option: string) {
  await tabTo(page, combobox);
  await page.keyboard.press('ArrowDown');
  const reached = page.locator('[role="option"][data-combobox-selected]');
  for (let presses = 0; presses < 60 && (await reached.count() === 0 || (await reached.textContent()) !== option); presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(option);
}

async function press(page: Page, button: Locator, key = 'Enter') {
  await tabTo(page, button);
  await page.keyboard.press(key);
}

const stepHeading = (page: Page, step: string) => expect(page.getByText(new RegExp(`Step \\d of 6: ${step}`))).toBeVisible();
const next = (page: Page) => press(page, page.getByRole('button', { name: 'Next', exact: true }));

test('with the keyboard alone, a nurse signs in, reports a claim through the six steps and submits it', async ({ page, mailbox }) => {
  test.slow();
  // a student to report for, made through the API with a session of its own
  const seen = mailbox.to(DEMO.nurse).length;
  await page.request.post('/v1/auth/login', { data: { email: DEMO.nurse, password: DEMO.password, user_remembered: false } });
  const apiCode = await mailbox.code(DEMO.nurse, seen);
  const token = ((await (await page.request.post('/v1/auth/verify', { data: { email: DEMO.nurse, code: apiCode } })).json()) as { token: string }).token;
  const lastName = `Keys${Date.now()}`;
  const insurers = (await graphqlAs(page.request, token, '{ insuranceProviders { id } }')).data!.insuranceProviders as { id: string }[];
  const me = (await (await page.request.post('/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } })).json()) as { schools: { id: string }[] };
  await graphqlAs(page.request, token, 'mutation C($schoolId: ID!, $input: StudentPageInput!) { createStudent(schoolId: $schoolId, input: $input) { id } }', {
    schoolId: me.schools[0]!.id,
    input: {
      student: { first_name: 'Kim', last_name: lastName, date_of_birth: '2010-05-06', gender: 'F', address_1: '5 Field Road', city: 'Austin', state_prov: 'Texas', postal_code: '73301', country: 'UNITED_STATES' },
      parent: null,
      providers: [{ insurance_provider_id: insurers[0]!.id, insurance_member_id: 'MEM-7' }],
    },
  });

  // sign in: e-mail, password, Enter; then the code, Enter
  await page.goto('/login');
  await expectFocusKept(page);
  await typeInto(page, page.getByLabel('Email'), DEMO.nurse);
  await typeInto(page, page.getByLabel('Password', { exact: true }), DEMO.password);
  const before = mailbox.to(DEMO.nurse).length;
  await page.keyboard.press('Enter');
  const code = page.getByLabel('Sign-in code');
  await expect(code).toBeVisible();
  await expectFocusKept(page);
  await typeInto(page, code, await mailbox.code(DEMO.nurse, before));
  await page.keyboard.press('Enter');

  // the dashboard, then the wizard through its link
  const reportClaim = page.getByRole('link', { name: 'Report a claim' });
  await expect(reportClaim).toBeVisible();
  await expectFocusKept(page);
  await press(page, reportClaim);

  // 1. select student
  await stepHeading(page, 'Select student');
  await expectFocusKept(page);
  await expectNoViolations(page, 'step 1');
  await typeInto(page, page.getByRole('textbox', { name: 'Student name' }), lastName);
  await press(page, page.getByRole('button', { name: 'Search', exact: true }));
  await press(page, page.getByRole('button', { name: `Select Kim ${lastName}` }));

  // 2. view student, 3. insurance (preloaded from the saved entry)
  await stepHeading(page, 'View student');
  await expectFocusKept(page);
  await expectNoViolations(page, 'step 2');
  await next(page);
  await stepHeading(page, 'Insurance information');
  await expectNoViolations(page, 'step 3');
  await next(page);

  // 4. claim information: Next with nothing filled shows the errors, then each field by keyboard
  await stepHeading(page, 'Claim information');
  await next(page);
  await expect(page.getByText('Enter the date the injury was reported.')).toBeVisible();
  await expectNoViolations(page, 'step 4 with errors');
  await choose(page, page.getByRole('combobox', { name: 'Activity', exact: true }), 'Soccer');
  await choose(page, page.getByRole('combobox', { name: 'Activity type' }), 'Game');
  await choose(page, page.getByRole('combobox', { name: 'Activity level' }), 'Intramural Sport');
  await typeInto(page, page.getByRole('textbox', { name: 'Date of injury' }), '09/01/2026');
  await typeInto(page, page.getByRole('textbox', { name: 'Date injury was reported' }), '09/02/2026');
  await typeInto(page, page.getByRole('textbox', { name: 'Date of first treatment' }), '09/02/2026');
  const previous = page.getByRole('radiogroup', { name: 'Is this a previous injury?' });
  await press(page, previous.getByRole('radio').first(), 'Space');
  await page.keyboard.press('ArrowDown');
  await expect(previous.getByRole('radio', { name: 'No' })).toBeChecked();
  await typeInto(page, page.getByRole('textbox', { name: 'Location of injury' }), 'North field');
  await typeInto(page, page.getByRole('textbox', { name: 'Description of injury' }), 'Rolled the left ankle in a tackle.');
  await choose(page, page.getByRole('combobox', { name: 'Body part 1', exact: true }), 'Ankle');
  await choose(page, page.getByRole('combobox', { name: 'Side of body part 1' }), 'Left');
  await choose(page, page.getByRole('combobox', { name: 'Nature of injury' }), 'Sprain or strain');
  await choose(page, page.getByRole('combobox', { name: 'How it happened' }), 'Fall');
  for (const question of ['Was the activity school sponsored?', 'Was the activity supervised?']) {
    const yes = page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'Yes' });
    await press(page, yes, 'Space');
    await expect(yes).toBeChecked();
  }
  await typeInto(page, page.getByRole('textbox', { name: "Supervisor's name" }), 'Dana Brooks');
  await next(page);

  // 5. signature, 6. preview and submit
  await stepHeading(page, 'Signature');
  await expectNoViolations(page, 'step 5');
  await press(page, page.getByRole('checkbox', { name: /I have read and agree/ }), 'Space');
  await next(page);
  await stepHeading(page, 'Claim preview');
  await expectNoViolations(page, 'step 6');
  await press(page, page.getByRole('button', { name: 'Submit claim' }));
  await expect(page.getByText(/^Claim \d+ created\.$/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/claims\/[0-9a-f-]{36}$/);
  await expectFocusKept(page);
});

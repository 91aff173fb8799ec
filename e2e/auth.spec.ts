import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, linkIn, signInWithCode, test, type Mailbox } from './fixtures.ts';

// Sign out sits in the header's account menu.
const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account: / });
async function signOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

test('the demo admin signs in with the code from the email and signs out', async ({ page, mailbox }) => {
  await page.goto('/activities');
  await expect(page).toHaveURL(/\/login/);
  await signInWithCode(page, mailbox, DEMO.admin);
  await expect(page.getByRole('heading', { name: 'Activities' })).toBeVisible();
  await signOut(page);
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/activities');
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password is refused with the sign-in error', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.admin);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-at-all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The Email or Password you entered is incorrect...')).toBeVisible();
});

// The page's own chunks are loaded; what the lost network cannot bring (the toasts' chunk) is not needed
// to say so, and nothing reloads the page over what was typed.
test('signing in without a network says so and keeps the form', async ({ page, context }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.admin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await context.setOffline(true);
  try {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You appear to be offline.' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.admin);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO.password);
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Sign-in code')).toBeVisible();
});

test('five wrong codes lock the code', async ({ page, mailbox }) => {
  const seen = mailbox.to(DEMO.nurse).length;
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.nurse);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = await mailbox.code(DEMO.nurse, seen);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel('Sign-in code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    const message = attempt < 5 ? 'That code is not right. Check the email and try again.' : 'Too many wrong codes. Send a new code.';
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Too many wrong codes. Send a new code.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a remembered device skips the code next time', async ({ page, mailbox }) => {
  const seen = mailbox.to(DEMO.admin).length;
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.admin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Sign-in code').fill(await mailbox.code(DEMO.admin, seen));
  await page.getByRole('button', { name: 'Verify' }).click();
  await signOut(page);

  const before = mailbox.to(DEMO.admin).length;
  await page.getByLabel('Email').fill(DEMO.admin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(accountMenu(page)).toBeVisible();
  expect(mailbox.to(DEMO.admin)).toHaveLength(before);
});

test('a password reset works end to end', async ({ page, mailbox, request }) => {
  // A user of our own, so the demo sign-ins other specs use keep their password.
  const email = `reset-${Date.now()}@demo.test`;
  const { confirmLink } = await createSchoolUser(request, mailbox, email);
  const confirmed = await request.post('/v1/auth/confirm', { data: { token: new URL(confirmLink).searchParams.get('token'), password: 'first-password-2026' } });
  expect(confirmed.ok()).toBe(true);

  const seen = mailbox.to(email).length;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The sign-in page stays on screen while the reset page loads, and its Email field has the same label.
  await expect(page.getByText('Enter your email and we will send you a link to reset your password.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that email, we sent a link to reset the password.')).toBeVisible();

  await page.goto(linkIn(await mailbox.next(email, seen)));
  await page.getByLabel('New password').fill('second-password-2026');
  await page.getByLabel('Confirm password').fill('second-password-2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password was changed. Sign in with the new password.')).toBeVisible();

  await signInWithCode(page, mailbox, email, 'second-password-2026');
  await expect(accountMenu(page)).toBeVisible();
});

test('an admin creates a school user who confirms, signs in and sees only their school', async ({ page, mailbox, request }) => {
  const email = `coach-${Date.now()}@demo.test`;
  const { schoolName, confirmLink } = await createSchoolUser(request, mailbox, email);
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { name: 'Confirm your account' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('coach-password-2026');
  await page.getByLabel('Confirm password').fill('coach-password-2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your account is confirmed. Sign in with your new password.')).toBeVisible();

  await signInWithCode(page, mailbox, email, 'coach-password-2026');
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}/);
  await expect(page.getByRole('link', { name: 'Schools' })).toHaveCount(0);
  await page.goto('/schools');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  const schools = await page.evaluate(async () => {
    const response = await fetch('/v1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
      body: JSON.stringify({ query: '{ activeSchools { name } }' }),
    });
    return (await response.json()).data.activeSchools.map((school: { name: string }) => school.name);
  });
  expect(schools).toEqual([schoolName]);
});

// Creates a school user as the admin through the API (the school's Users tab arrives with the schools
// work) and returns the confirmation link the user was emailed.
async function createSchoolUser(request: APIRequestContext, mailbox: Mailbox, email: string) {
  const seen = mailbox.to(DEMO.admin).length;
  await request.post('/v1/auth/login', { data: { email: DEMO.admin, password: DEMO.password, user_remembered: false } });
  const code = await mailbox.code(DEMO.admin, seen);
  const { token } = await (await request.post('/v1/auth/verify', { data: { email: DEMO.admin, code } })).json();
  const headers = { authorization: `Bearer ${token}` };
  const schools = (await (await request.post('/v1/graphql', { headers, data: { query: '{ activeSchools { id name } }' } })).json()).data.activeSchools;
  const school = schools[0];
  const created = await request.post('/v1/user', { headers, data: { email, first_name: 'Casey', last_name: 'Coach', school_id: school.id, type: 'user' } });
  expect(created.ok()).toBe(true);
  return { schoolName: school.name as string, confirmLink: linkIn(await mailbox.next(email, 0)) };
}

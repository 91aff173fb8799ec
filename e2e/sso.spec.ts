import { DEMO, expect, freshPage, graphqlAs, linkIn, signedInAs, signInAtProvider, test } from './fixtures';

// Staff sign-in with the district's accounts (issue 19, ADR 030), against the Google-like and Entra-like
// OpenID Providers (oidc-provider) that scripts/e2e-server.mjs runs beside each server.

test('a nurse signs in with her district Google account and lands on her dashboard; another domain or an unverified e-mail is refused; with passwords off her password no longer works', async ({
  page,
  browser,
  mailbox,
  tokens,
}, testInfo) => {
  test.slow();
  await signedInAs(page, mailbox, tokens, DEMO.admin);
  const adminToken = tokens.get(DEMO.admin)!;
  // A school and a nurse of their own, so that the demo users keep signing in with their password.
  const suffix = Date.now().toString(36);
  const domain = `maple-${suffix}.k12.test`;
  const email = `robin.reyes@${domain}`;
  const created = await graphqlAs(page.request, adminToken, 'mutation ($input: SchoolInput!) { createSchool(input: $input) { id } }', {
    input: { is_active: true, name: `Maple Ridge ${suffix}` },
  });
  const schoolId = (created.data?.createSchool as { id: string }).id;
  const user = await page.request.post('/v1/user', { headers: { authorization: `Bearer ${adminToken}` }, data: { email, first_name: 'Robin', last_name: 'Reyes', school_id: schoolId, type: 'user' } });
  expect(user.ok()).toBe(true);
  const confirmToken = new URL(linkIn(await mailbox.next(email, 0))).searchParams.get('token');
  expect((await page.request.post('/v1/auth/confirm', { data: { token: confirmToken, password: 'robin-password-2026' } })).ok()).toBe(true);

  // The admin lets the district's Google Workspace domain sign in as the school's users.
  await page.goto(`/schools/management/${schoolId}`);
  const domains = page.getByRole('combobox', { name: 'Google Workspace domains' });
  await domains.fill(domain);
  await domains.press('Enter');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('School updated', { exact: false }).first()).toBeVisible();

  const nurse = await freshPage(browser, testInfo);
  await signInAtProvider(nurse, 'Sign in with Google', { email, district: domain });
  await expect(nurse).toHaveURL(new RegExp(`/dashboard/${schoolId}`));
  await expect(nurse.getByText(`Maple Ridge ${suffix}`).first()).toBeVisible();
  await nurse.context().close();

  // An account of another domain, and one whose e-mail the provider has not verified, are told why.
  const stranger = await freshPage(browser, testInfo);
  await signInAtProvider(stranger, 'Sign in with Google', { email, district: 'elsewhere.k12.test' });
  await expect(stranger.getByRole('alert')).toContainText("Your school does not allow this account's organization to sign in.");
  await expect(stranger).toHaveURL(/\/login/);
  await stranger.context().close();
  const unverified = await freshPage(browser, testInfo);
  await signInAtProvider(unverified, 'Sign in with Google', { email, district: domain, verified: false });
  await expect(unverified.getByRole('alert')).toContainText("Google or Microsoft has not verified this account's e-mail.");

  // The admin turns password sign-in off: her password no longer opens a session.
  await page.getByRole('switch', { name: 'Password sign-in allowed' }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('switch', { name: 'Password sign-in allowed' })).not.toBeChecked();
  await expect.poll(async () => (await graphqlAs(page.request, adminToken, `{ school(id: "${schoolId}") { password_sign_in } }`)).data?.school).toEqual({ password_sign_in: false });
  await unverified.goto('/login');
  await unverified.getByLabel('Email').fill(email);
  await unverified.getByLabel('Password', { exact: true }).fill('robin-password-2026');
  await unverified.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(unverified.getByText('Your school signs in with Google or Microsoft only.')).toBeVisible();
  await expect(unverified.getByLabel('Sign-in code')).toHaveCount(0);
  await unverified.context().close();
});

test('a nurse signs in with her district Microsoft account by its tenant', async ({ page, browser, mailbox, tokens }, testInfo) => {
  await signedInAs(page, mailbox, tokens, DEMO.admin);
  const adminToken = tokens.get(DEMO.admin)!;
  const tenant = '3f1c9a52-6b7d-4e8f-9a0b-1c2d3e4f5a6b';
  const suffix = Date.now().toString(36);
  const email = `sam.lee.${suffix}@cedar.k12.test`;
  const created = await graphqlAs(page.request, adminToken, 'mutation ($input: SchoolInput!) { createSchool(input: $input) { id } }', {
    input: { is_active: true, name: `Cedar Valley ${suffix}`, sso_microsoft_tenants: [tenant] },
  });
  const schoolId = (created.data?.createSchool as { id: string }).id;
  const user = await page.request.post('/v1/user', { headers: { authorization: `Bearer ${adminToken}` }, data: { email, first_name: 'Sam', last_name: 'Lee', school_id: schoolId, type: 'user' } });
  expect(user.ok()).toBe(true);

  const nurse = await freshPage(browser, testInfo);
  await signInAtProvider(nurse, 'Sign in with Microsoft', { email, district: tenant });
  await expect(nurse).toHaveURL(new RegExp(`/dashboard/${schoolId}`));
  await nurse.context().close();
});

import type { Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectOwnStylesComplete } from './public-styles.ts';

// What /login costs over the wire before a person can type: every script and stylesheet it loads,
// compressed as sent, within the performance issue's budgets (150 KiB of JS, 30 KiB of CSS). What is
// left is react-dom, React Router, Mantine's parts the page shows, i18next and TanStack Query; the form
// checks, the toasts and the signed-in texts load later (ADR 017).
const LOGIN_JS_BUDGET_KIB = 150;
const LOGIN_CSS_BUDGET_KIB = 30;

test('the login page loads its scripts and styles compressed and within budget', async ({ page }) => {
  const finished: Promise<{ type: string; url: string; bytes: number; encoding?: string }>[] = [];
  page.on('requestfinished', (request: Request) =>
    finished.push(
      (async () => ({
        type: request.resourceType(),
        url: request.url(),
        bytes: (await request.sizes()).responseBodySize,
        encoding: (await request.response())?.headers()['content-encoding'],
      }))(),
    ),
  );
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const assets = (await Promise.all(finished)).filter((asset) => asset.type === 'script' || asset.type === 'stylesheet');
  const kib = (type: string) => assets.filter((asset) => asset.type === type).reduce((total, asset) => total + asset.bytes, 0) / 1024;
  expect(assets.filter((asset) => asset.encoding !== 'br').map((asset) => asset.url)).toEqual([]);
  expect(kib('script'), 'KiB of JS').toBeLessThanOrEqual(LOGIN_JS_BUDGET_KIB);
  expect(kib('stylesheet'), 'KiB of CSS').toBeLessThanOrEqual(LOGIN_CSS_BUDGET_KIB);
  // the signed-in shell's chunk and its Mantine styles are not part of it
  expect(assets.filter((asset) => /authenticated-shell/.test(asset.url))).toEqual([]);
});

test('the public pages are fully styled by their own stylesheet', async ({ page }) => {
  const views: [string, () => Promise<void>][] = [
    [
      '/login',
      async () => {
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page.getByText('Enter your email.')).toBeVisible();
        // the button's spinner fades out over a few frames after the refused submit
        await expect(page.locator('.mantine-Button-loader')).toHaveCount(0);
      },
    ],
    ['/reset-password?token=unknown', () => expect(page.getByRole('heading').first()).toBeVisible()],
    ['/confirm?token=unknown', () => expect(page.getByRole('heading').first()).toBeVisible()],
    ['/no-such-page', () => expect(page.getByRole('heading').first()).toBeVisible()],
    // the parent's page brings its own styles (its steps are checked in parent-part.spec.ts)
    [`/parent/${'x'.repeat(43)}`, () => expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()],
  ];
  for (const [route, ready] of views) {
    await page.goto(route);
    await ready();
    await expectOwnStylesComplete(page, route);
  }
});

import { DEMO, expect, signedInAs, test } from './fixtures.ts';

test('the server reports itself live and ready', async ({ request }) => {
  const live = await request.get('/healthz');
  expect(live.ok()).toBe(true);
  expect((await live.json()).status).toBe('ok');
  const ready = await request.get('/readyz');
  expect(ready.ok()).toBe(true);
  expect(await ready.json()).toMatchObject({ status: 'ok' });
});

test.describe('signed in as the admin', () => {
  test.beforeEach(async ({ page, mailbox, tokens }) => signedInAs(page, mailbox, tokens, DEMO.admin));

  test('the activities page lists the demo sports from the database', async ({ page }) => {
    await page.goto('/activities');
    await expect(page.getByRole('heading', { name: 'Activities' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('cell', { name: 'Basketball', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Wrestling', exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(15);
  });

  test('navigation reaches a page and a reload keeps it', async ({ page }) => {
    await page.goto('/schools');
    await page.getByRole('link', { name: 'Activities' }).click();
    await expect(page).toHaveURL(/\/activities$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Activities' })).toBeVisible();
  });

  test('on a phone the navigation opens from the burger', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/schools');
    const activities = page.getByRole('link', { name: 'Activities' });
    // Mantine slides the closed navbar off-screen rather than removing it.
    await expect(activities).not.toBeInViewport();
    await page.getByRole('button', { name: /navigation/i }).click();
    await expect(activities).toBeInViewport({ ratio: 1 });
    await activities.click();
    await expect(page.getByRole('heading', { name: 'Activities' })).toBeVisible();
  });
});

test('an unknown path shows the fallback page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('link', { name: /home/i })).toBeVisible();
});

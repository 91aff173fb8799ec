import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signedInAs, test } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

// Whether `inner` lies wholly inside `outer` on screen.
async function expectInside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b).toBeTruthy();
  expect(a!.x).toBeGreaterThanOrEqual(b!.x);
  expect(a!.y).toBeGreaterThanOrEqual(b!.y);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width);
  expect(a!.y + a!.height).toBeLessThanOrEqual(b!.y + b!.height);
}

const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account: / });

test.describe('layout', () => {
  test('an admin picks a school: the header switcher shows it, and at phone width everything stays in the header', async ({ page, mailbox, tokens }) => {
    await signedInAs(page, mailbox, tokens, DEMO.admin);
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    const picker = page.getByRole('combobox', { name: 'School', exact: true });
    await expect(picker).toBeEnabled();
    // choosing opens the school's dashboard at once
    await picker.click();
    const option = page.getByRole('option').first();
    const school = (await option.textContent())!;
    await option.click();
    await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);

    const header = page.getByRole('banner');
    const switcher = page.getByRole('combobox', { name: 'Switch school' });
    await expect(switcher).toHaveValue(school);
    await expectInside(switcher, header);
    await expectInside(accountMenu(page), header);

    await accountMenu(page).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Avery Admin')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await page.keyboard.press('Escape');

    // on a laptop the name shows in the header itself
    await page.setViewportSize(LAPTOP);
    await expect(accountMenu(page).getByText('Avery Admin')).toBeVisible();
    await expectInside(switcher, header);
    await expect(switcher).toHaveValue(school);
  });

  test("the nurse's sidebar leads to her school's claims, incidents, students, import and reports", async ({ page, mailbox, tokens }) => {
    await signedInAs(page, mailbox, tokens, DEMO.nurse);
    await page.setViewportSize(LAPTOP);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
    const schoolPath = new URL(page.url()).pathname;
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Claims', 'Incidents', 'Students', 'Import students', 'Reports']);
    await nav.getByRole('link', { name: 'Claims' }).click();
    await expect(page).toHaveURL(`${schoolPath}/claims`);
    await expect(nav.getByRole('link', { name: 'Claims' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Incidents' }).click();
    await expect(page).toHaveURL(`${schoolPath}/incidents`);
    await expect(page.getByRole('heading', { level: 1, name: 'Incidents' })).toBeVisible();
    await nav.getByRole('link', { name: 'Students', exact: true }).click();
    await expect(page).toHaveURL(`${schoolPath}/students`);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Students' })).toBeVisible();
    await nav.getByRole('link', { name: 'Import students' }).click();
    await expect(page).toHaveURL(`${schoolPath}/students/import`);
    await nav.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL('/reports');
    await expect(nav.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  });

  test('the schools list shows the whole status pill at 1366 px', async ({ page, mailbox, tokens }) => {
    await signedInAs(page, mailbox, tokens, DEMO.admin);
    await page.setViewportSize(LAPTOP);
    await page.goto('/schools');
    const label = page.getByRole('table').locator('.mantine-Badge-label').first();
    await expect(label).toHaveText('Active');
    const fits = await label.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
  });

  test("a page's heading takes the focus without a heavy outline; a control reached by Tab shows its ring", async ({ page, mailbox, tokens }) => {
    await signedInAs(page, mailbox, tokens, DEMO.nurse);
    await page.setViewportSize(LAPTOP);
    await page.goto('/dashboard');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    const outlineOf = (element: Element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    };
    const quiet = await heading.evaluate(outlineOf);
    expect(quiet.style === 'none' || quiet.width === 0).toBe(true);

    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { tag: document.activeElement!.tagName, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(['A', 'BUTTON', 'INPUT']).toContain(ring.tag);
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  });

  test('a button drawn as a link centres its label like a real button', async ({ page, mailbox, tokens }) => {
    await signedInAs(page, mailbox, tokens, DEMO.nurse);
    await page.setViewportSize(LAPTOP);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
    await page.goto(`${new URL(page.url()).pathname}/students`);
    for (const name of ['Import students', 'Add student']) {
      const link = page.getByRole('main').getByRole('link', { name });
      const [box, label] = [await link.boundingBox(), await link.locator('.mantine-Button-label').boundingBox()];
      expect(box && label).toBeTruthy();
      expect(Math.abs(label!.y + label!.height / 2 - (box!.y + box!.height / 2))).toBeLessThanOrEqual(1.5);
    }
  });

  test('at phone width the switch-school control shows its text', async ({ page, mailbox, tokens }) => {
    await signedInAs(page, mailbox, tokens, DEMO.admin);
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    const switcher = page.getByRole('combobox', { name: 'Switch school' });
    await expect(switcher).toBeVisible();
    // room for the placeholder or the school's name, not only the chevron
    const fits = await switcher.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { room, text: input.value || input.placeholder };
    });
    expect(fits.text).not.toBe('');
    expect(fits.room).toBeGreaterThanOrEqual(80);
    await expectInside(switcher, page.getByRole('banner'));
  });
});

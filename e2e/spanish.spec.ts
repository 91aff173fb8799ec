import type { Page } from '@playwright/test';
import { settled } from './axe.ts';
import { expectNoEnglish, expectNothingClipped } from './text-checks.ts';
import { ADMIN_PATHS, idsFor, PUBLIC_PATHS, SCHOOL_USER_PATHS, withServerLanguage } from './every-page.ts';
import { DEMO, expect, signedInAs, test } from './fixtures.ts';

// Spanish runs a quarter longer than English: every page in Spanish, on a laptop and on a phone, shows
// no English text of the product's and no label cut short (the long-text check).
const SCREENS = [
  { name: 'laptop', size: { width: 1366, height: 768 } },
  { name: 'phone', size: { width: 390, height: 844 } },
];

test.describe('in Spanish', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
  });

  const checkEveryScreen = async (page: Page) => {
    for (const screen of SCREENS) {
      await page.setViewportSize(screen.size);
      await page.waitForLoadState('networkidle');
      await settled(page);
      await expectNoEnglish(page, screen.name);
      await expectNothingClipped(page, screen.name);
    }
  };

  test('the public pages', async ({ page }) => {
    for (const path of PUBLIC_PATHS) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        await checkEveryScreen(page);
      });
    }
  });

  for (const [role, email, other, pathsOf] of [
    ['a school user', DEMO.nurse, DEMO.admin, SCHOOL_USER_PATHS],
    ['an admin', DEMO.admin, DEMO.nurse, ADMIN_PATHS],
  ] as const) {
    test(`every page of ${role}`, async ({ page, mailbox, tokens }) => {
      test.slow();
      await signedInAs(page, mailbox, tokens, other);
      await signedInAs(page, mailbox, tokens, email);
      const ids = await idsFor(page, tokens);
      await withServerLanguage(page, tokens.get(email)!, 'es', async () => {
        for (const path of pathsOf(ids)) {
          await test.step(path, async () => {
            await page.setViewportSize(SCREENS[0]!.size);
            await page.goto(path);
            await expect(page.locator('main')).toBeVisible();
            await checkEveryScreen(page);
          });
        }
      });
    });
  }
});

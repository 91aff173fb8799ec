import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// WCAG 2.1 A and AA, as axe-core checks them.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Checks the page as it stands once its requests have settled; a soft check, so that one run lists every
// page and state that fails, each named by its address and `state`.
export async function expectNoViolations(page: Page, state = '') {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    where: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`),
  }));
  expect.soft(found, `${page.url()} ${state}`.trim()).toEqual([]);
}

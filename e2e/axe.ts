import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// WCAG 2.1 A and AA, as axe-core checks them.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// The page at rest, as a reader sees it: axe measures colours as painted, so a dialog still fading in
// reads as low contrast (a red button at 4.32:1, half transparent). Transitions and finite animations are
// waited out; endless ones (loaders) never end and are not. Mantine draws a dialog transparent a frame
// before its transition starts, when nothing runs yet, so each open dialog must also be fully opaque.
export async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity) &&
      [...document.querySelectorAll('[role="dialog"]')].every((dialog) => getComputedStyle(dialog).opacity === '1'),
    undefined,
    { polling: 'raf' },
  );
}

// Checks the page as it stands once its requests have settled and nothing moves; a soft check, so that
// one run lists every page and state that fails, each named by its address and `state`.
export async function expectNoViolations(page: Page, state = '') {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
  await settled(page);
  // In the page itself: the app has no frames, whose results the default mode merges in a blank page it
  // opens and closes for every check (twice the time, the same results).
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    where: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`),
  }));
  expect.soft(found, `${page.url()} ${state}`.trim()).toEqual([]);
}

import fs from 'node:fs';
import path from 'node:path';
import { ACTIVITY_LEVEL_OPTIONS, ACTIVITY_TYPE_OPTIONS, GENDER_OPTIONS, LANGUAGE_NAMES, OTHER_INSURANCE_OPTION, YES_NO_OPTIONS } from '@claims/shared';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

type Texts = { [key: string]: string | Texts };

const LOCALES = path.resolve(import.meta.dirname, '../apps/web/src/locales');

const leaves = (texts: Texts, prefix = ''): Array<[string, string]> =>
  Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`)));

const read = (language: string, file: string) => new Map(leaves(JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), 'utf8')) as Texts));

// Every English text of the screens and of the shared fixed lists that no Spanish text reads the same (so
// not a name such as the product's, "No" or "TPA"), without placeholders: a Spanish screen never shows it.
// A language's own name ("English" on the switch to it) is a name too, shown in that language on purpose.
const ENGLISH_ONLY: ReadonlySet<string> = (() => {
  const files = fs.readdirSync(path.join(LOCALES, 'en'));
  const choices = [...ACTIVITY_TYPE_OPTIONS, ...ACTIVITY_LEVEL_OPTIONS, ...YES_NO_OPTIONS, ...GENDER_OPTIONS, OTHER_INSURANCE_OPTION];
  const spanish = new Set([...files.flatMap((file) => [...read('es', file).values()]), ...choices.map((choice) => choice.label.es), ...Object.values(LANGUAGE_NAMES)]);
  const english = [...files.flatMap((file) => [...read('en', file).values()]), ...choices.map((choice) => choice.label.en)];
  return new Set(english.filter((text) => !text.includes('{{')).map((text) => text.trim()).filter((text) => !spanish.has(text)));
})();

// The texts a reader meets on the page as it stands: each visible element's own text, and the names,
// placeholders and titles its controls carry.
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const texts = new Set<string>();
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('script, style, [hidden], [aria-hidden="true"]') || element.getClientRects().length === 0) continue;
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (own) texts.add(own);
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });

// A Spanish page shows no English text of the product's (names and data aside).
export async function expectNoEnglish(page: Page, state = '') {
  const english = (await shownTexts(page)).filter((text) => ENGLISH_ONLY.has(text));
  expect.soft(english, `English on ${page.url()} ${state}`.trim()).toEqual([]);
}

// No label cut short: a visible element that hides its overflow (ellipsis, a fixed-width badge or tab)
// holds its whole text, and the page itself never scrolls sideways.
export async function expectNothingClipped(page: Page, state = '') {
  const clipped = await page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}: ${element.textContent?.trim().slice(0, 60) ?? ''}`;
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      // named by the innermost elements that stick out, outside any box that scrolls them
      const scrolls = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
      const out = [...document.body.querySelectorAll('*')].filter((element) => {
        if (element.getBoundingClientRect().right <= window.innerWidth + 1) return false;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) if (scrolls(parent)) return false;
        return ![...element.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 1);
      });
      found.push(`the page is ${document.documentElement.scrollWidth}px wide: ${out.slice(0, 3).map(describe).join(' | ')}`);
    }
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      // text for screen readers only is drawn 1px wide on purpose
      if (box.width <= 1 || box.height <= 1 || !element.textContent?.trim()) continue;
      const style = getComputedStyle(element);
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (hides && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        found.push(describe(element));
      }
    }
    return found;
  });
  expect.soft(clipped, `clipped on ${page.url()} ${state}`.trim()).toEqual([]);
}

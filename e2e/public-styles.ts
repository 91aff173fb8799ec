import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// The public pages carry only the Mantine styles they import (main.tsx, and a public page's own chunk).
// Each must look exactly as it would with all of them (the signed-in shell's stylesheet added): every
// element's computed style is the same, so a component added to a public page without its stylesheet
// fails here.

const fullStylesheet = () => {
  const assets = path.resolve(import.meta.dirname, '../apps/web/dist/assets');
  const found = fs.readdirSync(assets).filter((name) => name.startsWith('authenticated-shell') && name.endsWith('.css'));
  expect(found).toHaveLength(1);
  return `/assets/${found[0]}`;
};

const computedStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element);
      return [`${element.tagName}.${element.getAttribute('class') ?? ''}`, ...[...style].filter((property) => !property.startsWith('transition')).map((property) => `${property}:${style.getPropertyValue(property)}`)].join(';');
    }),
  );

// Compares the page as it stands with and without the full stylesheet, then leaves it as it was.
export async function expectOwnStylesComplete(page: Page, state: string) {
  // no transition caught half way
  const still = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const own = await computedStyles(page);
  const full = await page.addStyleTag({ url: fullStylesheet() });
  const all = await computedStyles(page);
  await full.evaluate((tag) => (tag as Element).remove());
  await still.evaluate((tag) => (tag as Element).remove());
  // name the first element and properties that differ, not two walls of text
  const index = all.findIndex((entry, position) => entry !== own[position]);
  const differences = index < 0 ? [] : all[index]!.split(';').filter((property) => !own[index]!.split(';').includes(property));
  expect(differences, `${state}: ${own[index]?.split(';')[0]} #${index}`).toEqual([]);
  expect(all.length, state).toBe(own.length);
}

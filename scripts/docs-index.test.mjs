// The next owner's front door stays true: every decision record is in the index under its own title, and
// the links of the README and docs/ reach files that exist.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const decisions = path.join(root, 'docs/decisions');
const records = fs.readdirSync(decisions).filter((name) => /^\d{3}-.*\.md$/.test(name));
const index = fs.readFileSync(path.join(decisions, 'README.md'), 'utf8');

const titleOf = (file) => fs.readFileSync(path.join(decisions, file), 'utf8').split('\n')[0].replace(/^#\s*\d{3}[:.]?\s*/, '');

// Relative links of a markdown file, anchors dropped.
const localLinks = (file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].split('#')[0])
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));

describe('the decision records index', () => {
  it.each(records)('lists %s with its title', (file) => {
    const row = index.split('\n').find((line) => line.startsWith(`| [${file.slice(0, 3)}](${file}) |`));
    expect(row).toBeDefined();
    expect(row).toContain(`| ${titleOf(file)} |`);
  });
});

describe('links in the README and docs/', () => {
  const files = [path.join(root, 'README.md'), ...fs.readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => path.join(root, 'docs', name)), path.join(decisions, 'README.md')];
  it.each(files.map((file) => path.relative(root, file)))('%s links only to files that exist', (file) => {
    const missing = localLinks(path.join(root, file)).filter((target) => !fs.existsSync(path.resolve(path.dirname(path.join(root, file)), target)));
    expect(missing).toEqual([]);
  });
});

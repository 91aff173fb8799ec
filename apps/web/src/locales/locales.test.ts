import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | Texts };

const files = import.meta.glob<Texts>('./*/*.json', { eager: true, import: 'default' });
const filesOf = (language: string) =>
  new Map(Object.entries(files).flatMap(([path, texts]) => (path.startsWith(`./${language}/`) ? [[path.slice(language.length + 3), texts] as const] : [])));

const flatten = (texts: Texts, prefix = ''): Array<[string, string]> =>
  Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));

// Spanish has a plural form English lacks ("many", CLDR): a `_many` beside an `_other` is no extra key.
const withoutSpanishMany = (keys: string[]) => keys.filter((key) => !(key.endsWith('_many') && keys.includes(key.replace(/_many$/, '_other'))));

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((match) => match[1]).sort();

const english = filesOf('en');
const spanish = filesOf('es');

describe('the Spanish texts', () => {
  it('have a file for every English one', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])('%s: every English key and no other, each with a text and the same placeholders', (file) => {
    const en = new Map(flatten(english.get(file)!));
    const es = new Map(flatten(spanish.get(file) ?? {}));
    const esKeys = withoutSpanishMany([...es.keys()]);
    expect({ missing: [...en.keys()].filter((key) => !es.has(key)), extra: esKeys.filter((key) => !en.has(key)) }).toEqual({ missing: [], extra: [] });
    expect([...es].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    const differing = [...en].filter(([key, text]) => es.has(key) && placeholdersOf(text).join('|') !== placeholdersOf(es.get(key)!).join('|'));
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});

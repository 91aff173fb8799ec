import { CHECKLIST_ITEM_OPTIONS, CLAIM_DOCUMENT_KIND_OPTIONS } from '@claims/shared';
import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | Texts };

const files = import.meta.glob<Texts>('./es/*.json', { eager: true, import: 'default' });

const textsOf = (texts: Texts): string[] => Object.values(texts).flatMap((value) => (typeof value === 'string' ? [value] : textsOf(value)));

const spanishTexts = [
  ...Object.values(files).flatMap(textsOf),
  ...[...CHECKLIST_ITEM_OPTIONS, ...CLAIM_DOCUMENT_KIND_OPTIONS].map((option) => option.label.es),
];

describe('the Spanish texts', () => {
  // One word for a claim everywhere: "reclamación", never "reclamo" beside it.
  it('call a claim "reclamación"', () => {
    expect(spanishTexts.filter((text) => /\breclamos?\b/i.test(text))).toEqual([]);
  });
});

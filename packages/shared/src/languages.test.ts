import { describe, expect, it } from 'vitest';
import { CHECKLIST_ITEM_OPTIONS, CLAIM_DOCUMENT_KIND_OPTIONS } from './claim-documents.ts';
import { BODY_PART_OPTIONS, BODY_SIDE_OPTIONS, INJURY_MECHANISM_OPTIONS, INJURY_NATURE_OPTIONS, PARENT_NOTICE_OPTIONS, SENT_TO_OPTIONS } from './claim-statement.ts';
import { ACTIVITY_LEVEL_OPTIONS, ACTIVITY_TYPE_OPTIONS } from './claims.ts';
import { choiceLabel, choiceOptions, LANGUAGES, type Choice } from './languages.ts';
import { YES_NO_OPTIONS } from './yes-no.ts';
import { GENDER_OPTIONS, OTHER_INSURANCE_OPTION } from './students.ts';

const LISTS: Record<string, readonly Choice[]> = {
  ACTIVITY_TYPE_OPTIONS,
  ACTIVITY_LEVEL_OPTIONS,
  YES_NO_OPTIONS,
  GENDER_OPTIONS,
  OTHER_INSURANCE: [OTHER_INSURANCE_OPTION],
  BODY_PART_OPTIONS,
  BODY_SIDE_OPTIONS,
  INJURY_NATURE_OPTIONS,
  INJURY_MECHANISM_OPTIONS,
  SENT_TO_OPTIONS,
  PARENT_NOTICE_OPTIONS,
  CLAIM_DOCUMENT_KIND_OPTIONS,
  CHECKLIST_ITEM_OPTIONS,
};

describe('fixed lists in every language', () => {
  it.each(Object.entries(LISTS))('%s has a label in every language, distinct within the list', (_name, choices) => {
    for (const language of LANGUAGES) {
      const labels = choices.map((choice) => choice.label[language].trim());
      expect(labels.every((label) => label.length > 0)).toBe(true);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('reads a stored value in the language asked, English by default', () => {
    expect(choiceLabel(ACTIVITY_TYPE_OPTIONS, 'GAME')).toBe('Game');
    expect(choiceLabel(ACTIVITY_TYPE_OPTIONS, 'GAME', 'es')).toBe('Partido');
    expect(choiceLabel(ACTIVITY_TYPE_OPTIONS, 'UNKNOWN', 'es')).toBeUndefined();
    expect(choiceOptions(GENDER_OPTIONS, 'es')).toEqual([
      { value: 'F', label: 'Femenino' },
      { value: 'M', label: 'Masculino' },
      { value: 'X', label: 'Neutro' },
    ]);
  });
});

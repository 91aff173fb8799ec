import { describe, expect, it } from 'vitest';
import {
  FRAUD_NOTICE_GROUPS,
  GENERAL_FRAUD_NOTICE,
  STATE_FRAUD_NOTICES,
  fraudGroupForState,
  fraudNoticesFor,
} from './fraud.ts';
import type { FraudNoticeGroupId } from './fraud.ts';
import { LANGUAGES } from './languages.ts';

describe('fraud notice groups', () => {
  it('has 24 groups and no state in two groups', () => {
    expect(FRAUD_NOTICE_GROUPS).toHaveLength(24);
    const states = FRAUD_NOTICE_GROUPS.flatMap((group) => group.states);
    expect(new Set(states).size).toBe(states.length);
    expect(states).toHaveLength(29);
  });

  it.each([
    ['AZ', 'AZ'],
    ['AR', 'AR_RI_WV'],
    ['RI', 'AR_RI_WV'],
    ['WV', 'AR_RI_WV'],
    ['ME', 'ME_WA'],
    ['WA', 'ME_WA'],
    ['NM', 'NM_PA'],
    ['PA', 'NM_PA'],
    ['NC', 'NC_OR'],
    ['OR', 'NC_OR'],
    ['DC', 'DC'],
    ['va', 'VA'],
    ['Pennsylvania', 'NM_PA'],
    ['District of Columbia', 'DC'],
  ])('%s uses group %s', (state, id) => {
    expect(fraudGroupForState(state)?.id).toBe(id);
  });

  it.each([['GA'], ['IL'], ['Ontario'], ['ON'], [''], [null], [undefined], ['ZZ']])(
    '%j gets only the general notice',
    (state) => {
      expect(fraudGroupForState(state)).toBeNull();
    },
  );
});

describe('fraud notices', () => {
  it('has a notice with heading, text and statute for every group', () => {
    expect(Object.keys(STATE_FRAUD_NOTICES).sort()).toEqual(FRAUD_NOTICE_GROUPS.map((group) => group.id).sort());
    for (const group of FRAUD_NOTICE_GROUPS) {
      const notice = STATE_FRAUD_NOTICES[group.id];
      expect(notice.id).toBe(group.id);
      expect(notice.heading.en).not.toBe('');
      expect(notice.text.en.trim()).not.toBe('');
      expect(notice.statute.trim()).not.toBe('');
    }
    expect(GENERAL_FRAUD_NOTICE.text.en).toMatch(/crime.*fines and confinement/);
  });

  // A notice printed in English alone, or with an empty or copied rendering, in a Spanish document
  // leaves its reader without the warning the law wants them to read.
  it.each([GENERAL_FRAUD_NOTICE, ...Object.values(STATE_FRAUD_NOTICES)].map((notice) => [notice.id, notice] as const))(
    'has a Spanish rendering of the %s notice',
    (_id, notice) => {
      for (const language of LANGUAGES) {
        expect(notice.text[language]?.trim(), language).toBeTruthy();
        expect(notice.heading[language]?.trim(), language).toBeTruthy();
      }
      expect(notice.text.es).not.toBe(notice.text.en);
      // the same sentences: a rendering that lost or gained one is not faithful
      const sentences = (text: string) => text.split(/[.:]\s/).length;
      expect(sentences(notice.text.es)).toBe(sentences(notice.text.en));
    },
  );

  it('names every state of a group in its heading, in each language', () => {
    expect(STATE_FRAUD_NOTICES.AZ.heading).toEqual({ en: 'Arizona', es: 'Arizona' });
    expect(STATE_FRAUD_NOTICES.ME_WA.heading).toEqual({ en: 'Maine and Washington', es: 'Maine y Washington' });
    expect(STATE_FRAUD_NOTICES.AR_RI_WV.heading.en).toBe('Arkansas, Rhode Island and West Virginia');
    expect(STATE_FRAUD_NOTICES.AR_RI_WV.heading.es).toBe('Arkansas, Rhode Island y West Virginia');
    expect(STATE_FRAUD_NOTICES.DC.heading.es).toBe('District of Columbia');
  });

  it.each([
    ['CA', 'CA'],
    ['California', 'CA'],
    ['Rhode Island', 'AR_RI_WV'],
    ['pa', 'NM_PA'],
  ])('%s gets the general notice, then group %s', (state, id) => {
    const notices = fraudNoticesFor(state);
    expect(notices.map((notice) => notice.id)).toEqual(['GENERAL', id]);
    expect(notices[0]).toBe(GENERAL_FRAUD_NOTICE);
    expect(notices[1]).toBe(STATE_FRAUD_NOTICES[id as FraudNoticeGroupId]);
  });

  it.each([['GA'], ['Georgia'], ['Ontario'], ['ON'], [''], [null], [undefined], ['ZZ']])(
    '%j gets only the general notice',
    (state) => {
      expect(fraudNoticesFor(state)).toEqual([GENERAL_FRAUD_NOTICE]);
    },
  );
});

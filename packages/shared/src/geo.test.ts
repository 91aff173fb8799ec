import { describe, expect, it } from 'vitest';
import {
  CANADIAN_PROVINCES,
  COUNTRIES,
  US_STATES,
  isUsStateCode,
  provinceCode,
  provinceLabel,
  usStateCode,
  usStateLabel,
} from './geo.ts';

describe('geo lists', () => {
  it('has the 50 states plus DC and 10 provinces, with unique codes', () => {
    expect(US_STATES).toHaveLength(51);
    expect(CANADIAN_PROVINCES).toHaveLength(10);
    expect(new Set(US_STATES.map((state) => state.value)).size).toBe(51);
    expect(new Set(CANADIAN_PROVINCES.map((province) => province.value)).size).toBe(10);
    for (const { value } of [...US_STATES, ...CANADIAN_PROVINCES]) expect(value).toMatch(/^[A-Z]{2}$/);
  });

  it('lists the two countries', () => {
    expect(COUNTRIES).toEqual(['United States', 'Canada']);
  });
});

describe('labels and codes', () => {
  it.each([
    ['CA', 'California'],
    ['DC', 'District of Columbia'],
    ['ny', 'New York'],
  ])('usStateLabel(%s) is %s', (code, label) => {
    expect(usStateLabel(code)).toBe(label);
  });

  it.each([['ON', 'Ontario'], ['QC', 'Quebec'], ['NL', 'Newfoundland and Labrador']])(
    'provinceLabel(%s) is %s',
    (code, label) => {
      expect(provinceLabel(code)).toBe(label);
    },
  );

  it.each([['ZZ'], [''], [null], [undefined], ['ON']])('usStateLabel(%s) is null', (code) => {
    expect(usStateLabel(code)).toBeNull();
  });

  it('finds a code from a code or a name', () => {
    expect(usStateCode('Texas')).toBe('TX');
    expect(usStateCode(' texas ')).toBe('TX');
    expect(usStateCode('tx')).toBe('TX');
    expect(provinceCode('British Columbia')).toBe('BC');
    expect(usStateCode('Ontario')).toBeNull();
    expect(provinceCode(null)).toBeNull();
  });

  it('checks exact codes', () => {
    expect(isUsStateCode('WA')).toBe(true);
    expect(isUsStateCode('wa')).toBe(false);
    expect(isUsStateCode('Washington')).toBe(false);
    expect(isUsStateCode(1)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { idSchema, isDateBefore, isHttpUrl, normalizeId, optionalId, requiredId, sameId } from './fields.ts';
import { BAD_IDS, ID, expectIssue, issuesOf, testId } from './test-helpers.ts';

describe('ids', () => {
  it.each([
    [ID, ID],
    [ID.toUpperCase(), ID],
    [` ${ID} `, ID],
    [testId(1), testId(1)],
  ])('idSchema parses %j to %j', (value, id) => {
    expect(idSchema.parse(value)).toBe(id);
  });

  it.each([...BAD_IDS, 0, -1, 1.5, true, null, undefined, {}, []].map((value) => [value]))(
    'idSchema rejects %j with INVALID_VALUE only',
    (value) => {
      expectIssue(idSchema, value, '', 'INVALID_VALUE');
      expect(issuesOf(idSchema, value)).toHaveLength(1);
    },
  );

  it.each([...BAD_IDS, null, undefined].map((value) => [value]))('requiredId rejects %j with its own key only', (value) => {
    expect(issuesOf(requiredId('TPA_REQUIRED'), value)).toEqual([{ path: '', message: 'TPA_REQUIRED' }]);
  });

  it('requiredId parses a uuid to its trimmed lower-case form', () => {
    expect(requiredId('TPA_REQUIRED').parse(` ${ID.toUpperCase()} `)).toBe(ID);
  });

  it('optionalId treats empty as null and parses a uuid to lower case', () => {
    expect(optionalId().parse('')).toBeNull();
    expect(optionalId().parse(null)).toBeNull();
    expect(optionalId().parse(undefined)).toBeUndefined();
    expect(optionalId().parse(ID.toUpperCase())).toBe(ID);
  });

  it.each([['  '], ['\t'], [' \n ']])('optionalId treats whitespace-only %j as null, like optionalText', (value) => {
    expect(optionalId().parse(value)).toBeNull();
  });

  it('normalizeId and sameId compare ids trimmed and case-insensitively; blank is none', () => {
    expect(normalizeId(` ${ID.toUpperCase()} `)).toBe(ID);
    expect(normalizeId('  ')).toBeNull();
    expect(normalizeId(undefined)).toBeNull();
    expect(sameId(ID.toUpperCase(), ID)).toBe(true);
    expect(sameId(null, '')).toBe(true);
    expect(sameId(ID, testId(1))).toBe(false);
    expect(sameId(ID, null)).toBe(false);
  });

  it.each(BAD_IDS.filter((value) => typeof value !== 'string' || value.trim() !== '').map((value) => [value]))(
    'optionalId rejects %j with INVALID_VALUE only',
    (value) => {
      expect(issuesOf(optionalId(), value)).toEqual([{ path: '', message: 'INVALID_VALUE' }]);
    },
  );
});

describe('isHttpUrl', () => {
  it.each(['http://a.co', 'https://a.co/x?y=1#z', 'HTTP://A.CO'])('accepts %s', (value) => {
    expect(isHttpUrl(value)).toBe(true);
  });

  it.each(['a.co', 'ftp://a.co', 'https://', 'http:/a.co', 'javascript:alert(1)', ' https://a.co'])(
    'rejects %s',
    (value) => {
      expect(isHttpUrl(value)).toBe(false);
    },
  );
});

describe('isDateBefore', () => {
  it('compares real dates only', () => {
    expect(isDateBefore('2024-01-01', '2024-01-02')).toBe(true);
    expect(isDateBefore('2024-01-02', '2024-01-02')).toBe(false);
    expect(isDateBefore('2024-02-30', '2024-03-01')).toBe(false);
    expect(isDateBefore(undefined, '2024-03-01')).toBe(false);
  });
});

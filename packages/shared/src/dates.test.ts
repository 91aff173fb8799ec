import { describe, expect, it } from 'vitest';
import {
  compareWireDates,
  isFutureDate,
  isWireDate,
  parseDisplayDate,
  parseTypedDate,
  toDisplayDate,
  toWireDate,
  todayWire,
} from './dates.ts';

describe('isWireDate', () => {
  it.each(['2024-02-29', '2023-12-31', '2000-02-29', '0001-01-01'])('accepts %s', (value) => {
    expect(isWireDate(value)).toBe(true);
  });

  it.each([
    ['2023-02-29', 'not a leap year'],
    ['1900-02-29', 'century, not a leap year'],
    ['2024-02-30', 'February 30'],
    ['2024-04-31', 'April 31'],
    ['2024-13-01', 'month 13'],
    ['2024-00-10', 'month 0'],
    ['2024-01-00', 'day 0'],
    ['2024-1-01', 'one-digit month'],
    ['01/02/2024', 'display format'],
    ['', 'empty'],
    [' 2024-01-01', 'leading space'],
  ])('rejects %s (%s)', (value) => {
    expect(isWireDate(value)).toBe(false);
  });

  it.each([null, undefined, 20240101, new Date()])('rejects non-strings: %s', (value) => {
    expect(isWireDate(value)).toBe(false);
  });
});

describe('toWireDate', () => {
  it('uses the local calendar day of a Date', () => {
    expect(toWireDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
    expect(toWireDate(new Date(2024, 11, 31, 0, 0))).toBe('2024-12-31');
  });

  it('passes a wire date through (trimmed)', () => {
    expect(toWireDate(' 2024-03-05 ')).toBe('2024-03-05');
  });

  it('takes the local day of a date-time string', () => {
    const iso = new Date(2024, 2, 5, 12, 0).toISOString();
    expect(toWireDate(iso)).toBe('2024-03-05');
  });

  it.each([
    ['invalid Date', new Date('nope')],
    ['impossible wire date', '2024-02-30'],
    ['display format', '03/05/2024'],
    ['garbage', 'yesterday'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('gives null for %s', (_label, value) => {
    expect(toWireDate(value)).toBeNull();
  });
});

describe('toDisplayDate', () => {
  it('formats a wire date as MM/DD/YYYY without time zone shifts', () => {
    expect(toDisplayDate('2024-03-05')).toBe('03/05/2024');
  });

  it('formats a Date and a date-time string in local terms', () => {
    expect(toDisplayDate(new Date(2024, 6, 4, 8))).toBe('07/04/2024');
    expect(toDisplayDate(new Date(2024, 6, 4, 8).toISOString())).toBe('07/04/2024');
  });

  it.each([['2024-02-30'], ['nonsense'], [''], [null], [undefined]])('gives an empty string for %s', (value) => {
    expect(toDisplayDate(value)).toBe('');
  });
});

describe('parseDisplayDate', () => {
  it.each([
    ['03/05/2024', '2024-03-05'],
    ['02/29/2024', '2024-02-29'],
    ['12/31/1999', '1999-12-31'],
    [' 01/01/2010 ', '2010-01-01'],
  ])('parses %s', (value, wire) => {
    expect(parseDisplayDate(value)).toBe(wire);
  });

  it.each([
    ['02/30/2024', 'February 30'],
    ['02/29/2023', 'not a leap year'],
    ['13/01/2024', 'month 13'],
    ['00/10/2024', 'month 0'],
    ['04/31/2024', 'April 31'],
    ['3/5/2024', 'one-digit parts'],
    ['2024-03-05', 'wire format'],
    ['03-05-2024', 'dashes'],
    ['03/05/24', 'two-digit year'],
    ['', 'empty'],
  ])('gives null for %s (%s)', (value) => {
    expect(parseDisplayDate(value)).toBeNull();
  });

  it('gives null for non-strings', () => {
    expect(parseDisplayDate(null)).toBeNull();
    expect(parseDisplayDate(undefined)).toBeNull();
  });
});

describe('parseTypedDate', () => {
  it.each([
    ['03/05/2024', '2024-03-05'],
    [' 2024-03-05 ', '2024-03-05'],
    ['12/31/2999', '2999-12-31'],
  ])('reads %s as %s', (value, wire) => {
    expect(parseTypedDate(value)).toBe(wire);
  });

  it.each([['02/30/2024'], ['2024-02-30'], ['3/5/2024'], [''], [null], [undefined]])('gives null for %j', (value) => {
    expect(parseTypedDate(value)).toBeNull();
  });
});

describe('todayWire and isFutureDate', () => {
  it('formats the given moment in local terms', () => {
    expect(todayWire(new Date(2024, 1, 9, 0, 1))).toBe('2024-02-09');
  });

  it('defaults to now', () => {
    expect(todayWire()).toBe(toWireDate(new Date()));
  });

  it.each([
    ['2024-06-02', true],
    ['2025-01-01', true],
    ['2024-06-01', false],
    ['2024-05-31', false],
  ])('against 2024-06-01, %s in the future: %s', (wire, future) => {
    expect(isFutureDate(wire, '2024-06-01')).toBe(future);
  });

  it('treats invalid input as not in the future', () => {
    expect(isFutureDate('2999-02-30')).toBe(false);
    expect(isFutureDate('garbage')).toBe(false);
    expect(isFutureDate(null)).toBe(false);
  });

  it('uses today by default', () => {
    expect(isFutureDate('2999-01-01')).toBe(true);
    expect(isFutureDate(todayWire())).toBe(false);
  });
});

describe('compareWireDates', () => {
  it('orders dates', () => {
    expect(compareWireDates('2024-01-01', '2024-01-02')).toBe(-1);
    expect(compareWireDates('2024-01-02', '2024-01-02')).toBe(0);
    expect(compareWireDates('2024-02-01', '2024-01-31')).toBe(1);
  });

  it('gives null for invalid input', () => {
    expect(compareWireDates('2024-02-30', '2024-01-01')).toBeNull();
    expect(compareWireDates('2024-01-01', undefined)).toBeNull();
  });
});

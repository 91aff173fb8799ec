import { describe, expect, it } from 'vitest';
import { addDaysToWire, daysBetweenWire, utcWireDate } from './dates.ts';
import { claimDueDates, DEADLINE_DAYS_MAX, dueDateState, nearestDueDate, reminderDaysFor, type DeadlineDays } from './deadlines.ts';
import { schoolTpaLinksFormSchema } from './schools.ts';
import { expectIssue, expectValid, testId } from './test-helpers.ts';

const NO_DAYS: DeadlineDays = { notice_days: null, treatment_days: null, filing_days: null, absolute_days: null };

describe('date arithmetic', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2026-12-20', 30, '2027-01-19'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-07', 730, '2028-03-06'],
  ])('%s plus %i days is %s', (from, days, expected) => {
    expect(addDaysToWire(from, days)).toBe(expected);
    expect(daysBetweenWire(from, expected)).toBe(days);
  });

  it('takes the UTC calendar day of an instant, whatever the local time zone', () => {
    expect(utcWireDate(new Date('2026-09-01T23:30:00-07:00'))).toBe('2026-09-02');
    expect(utcWireDate(new Date('2026-09-01T00:00:00Z'))).toBe('2026-09-01');
  });
});

describe('a claim’s due dates', () => {
  const claim = { injury_date: '2026-09-01', first_treatment_date: '2026-09-05' };

  it('counts each kind with days from the injury, in a fixed order, and none without days', () => {
    expect(claimDueDates(claim, { notice_days: 30, treatment_days: 3, filing_days: 90, absolute_days: 365 })).toEqual([
      { kind: 'NOTICE', due_on: '2026-10-01' },
      { kind: 'TREATMENT', due_on: '2026-09-04' },
      { kind: 'FILING', due_on: '2026-11-30' },
      { kind: 'ABSOLUTE', due_on: '2027-09-01' },
    ]);
    expect(claimDueDates(claim, { ...NO_DAYS, filing_days: 90 })).toEqual([{ kind: 'FILING', due_on: '2026-11-30' }]);
    expect(claimDueDates(claim, NO_DAYS)).toEqual([]);
  });

  it('meets treatment when it began on or before its date, whether sent or not', () => {
    const unsent = { first_treatment_date: '2026-09-04', sent: false };
    expect(dueDateState({ kind: 'TREATMENT', due_on: '2026-09-04' }, unsent, '2027-01-01')).toBe('MET');
    expect(dueDateState({ kind: 'TREATMENT', due_on: '2026-09-03' }, unsent, '2026-09-01')).toBe('MISSED');
    expect(dueDateState({ kind: 'TREATMENT', due_on: '2026-09-03' }, { ...unsent, sent: true }, '2026-09-01')).toBe('MISSED');
  });

  it.each([
    [false, '2026-09-30', 'OPEN'],
    [false, '2026-10-01', 'OPEN'],
    [false, '2026-10-02', 'PAST'],
    [true, '2026-10-02', 'MET'],
    [true, '2026-09-01', 'MET'],
  ] as const)('a notice due 2026-10-01, sent %s, on %s is %s', (sent, today, state) => {
    expect(dueDateState({ kind: 'NOTICE', due_on: '2026-10-01' }, { first_treatment_date: '2026-09-02', sent }, today)).toBe(state);
  });

  it('takes the earliest of notice, filing and absolute as the nearest, past ones too, none once sent', () => {
    const dueDates = claimDueDates(claim, { notice_days: 30, treatment_days: 1, filing_days: 20, absolute_days: 365 });
    expect(nearestDueDate(dueDates, false)).toEqual({ kind: 'FILING', due_on: '2026-09-21' });
    expect(nearestDueDate(dueDates, true)).toBeNull();
    expect(nearestDueDate(claimDueDates(claim, { ...NO_DAYS, treatment_days: 3 }), false)).toBeNull();
  });
});

describe('reminders', () => {
  it.each([
    [15, null],
    [14, 14],
    [4, 14],
    [3, 3],
    [0, 3],
    [-1, null],
  ] as const)('%i days before the due date calls for the %s-day reminder', (left, days) => {
    expect(reminderDaysFor(addDaysToWire('2026-10-01', left), '2026-10-01')).toBe(days);
  });
});

describe('the days on a school’s TPA link', () => {
  const link = { id: testId(1), activities: [], is_active: true, is_default: true };

  it('are each optional, 1 to the maximum', () => {
    expectValid(schoolTpaLinksFormSchema, { links: [link] });
    expectValid(schoolTpaLinksFormSchema, { links: [{ ...link, notice_days: null, treatment_days: 1, filing_days: 90, absolute_days: DEADLINE_DAYS_MAX }] });
  });

  it.each([
    ['notice_days', 0],
    ['treatment_days', -3],
    ['filing_days', 2.5],
    ['absolute_days', DEADLINE_DAYS_MAX + 1],
    ['notice_days', '30'],
  ])('%s = %j fails with DEADLINE_DAYS_INVALID', (field, value) => {
    expectIssue(schoolTpaLinksFormSchema, { links: [{ ...link, [field]: value }] }, `links.0.${field}`, 'DEADLINE_DAYS_INVALID');
  });
});

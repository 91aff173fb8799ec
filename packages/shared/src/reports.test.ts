import { describe, expect, it } from 'vitest';
import { bucketOf, DELIVERY_DELAY_BUCKETS, OPEN_AGE_BUCKETS, reportFilterSchema, SUBMISSION_DELAY_BUCKETS } from './reports.ts';

describe('report buckets', () => {
  it('put each amount in the bucket it reaches, the edges included', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 180, 181, 5000].map((days) => bucketOf(OPEN_AGE_BUCKETS, days))).toEqual([
      'DAYS_0_30',
      'DAYS_0_30',
      'DAYS_31_60',
      'DAYS_31_60',
      'DAYS_61_90',
      'DAYS_61_90',
      'DAYS_91_180',
      'DAYS_91_180',
      'DAYS_181_PLUS',
      'DAYS_181_PLUS',
    ]);
    expect([0, 1, 7, 8, 30, 31, 90, 91].map((days) => bucketOf(SUBMISSION_DELAY_BUCKETS, days))).toEqual([
      'SAME_DAY',
      'DAYS_1_7',
      'DAYS_1_7',
      'DAYS_8_30',
      'DAYS_8_30',
      'DAYS_31_90',
      'DAYS_31_90',
      'DAYS_91_PLUS',
    ]);
    expect([0, 59, 60, 1439, 1440, 10079, 10080].map((minutes) => bucketOf(DELIVERY_DELAY_BUCKETS, minutes))).toEqual([
      'UNDER_1_HOUR',
      'UNDER_1_HOUR',
      'HOURS_1_24',
      'HOURS_1_24',
      'DAYS_1_7',
      'DAYS_1_7',
      'DAYS_7_PLUS',
    ]);
  });

  it('count an amount below the first bucket (a claim submitted before its injury date) in the first', () => {
    expect(bucketOf(SUBMISSION_DELAY_BUCKETS, -2)).toBe('SAME_DAY');
  });
});

describe('a report filter', () => {
  const issuesOf = (value: unknown) => reportFilterSchema.safeParse(value).error?.issues.map((issue) => issue.message);

  it('takes a period of up to ten years, one day included', () => {
    expect(issuesOf({ from: '2026-05-01', to: '2026-05-01' })).toBeUndefined();
    expect(issuesOf({ from: '2016-01-01', to: '2026-12-31' })).toBeUndefined();
  });

  it('refuses a period backwards or longer than ten years, and dates that are not dates', () => {
    expect(issuesOf({ from: '2026-05-02', to: '2026-05-01' })).toEqual(['REPORT_PERIOD_INVALID']);
    expect(issuesOf({ from: '2015-12-31', to: '2026-01-01' })).toEqual(['REPORT_PERIOD_INVALID']);
    expect(issuesOf({ from: '2026-02-30', to: '2026-03-01' })).toEqual(['INVALID_DATE']);
  });
});

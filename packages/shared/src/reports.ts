import { z } from 'zod';
import { BODY_PARTS, INJURY_NATURES } from './claim-statement.ts';
import { ACTIVITY_LEVELS, ACTIVITY_TYPES, CLAIM_STATUSES } from './claims.ts';
import { TPA_STATUSES } from './tpa-report.ts';
import { INVALID_VALUE_ERROR } from './errors.ts';
import type { Translated } from './languages.ts';

// Injury analytics and loss runs (issue 20, ADR 031): the filters a report takes, and the buckets its
// charts of ages and times count claims in. Both sides read these, so a bucket's label and its bounds live
// together here.

// A report reads claims by the date of the accident. A longer period is a question for an export of the
// lists, not a chart.
export const REPORT_PERIOD_MAX_YEARS = 10;

const wireDate = z.iso.date('INVALID_DATE');

export const reportFilterSchema = z
  .object({
    from: wireDate,
    to: wireDate,
    schoolId: z.uuid('NOT_FOUND').optional(),
    tpaId: z.uuid('NOT_FOUND').optional(),
    activity: z.string(INVALID_VALUE_ERROR).trim().min(1, 'INVALID_VALUE').max(255, 'INVALID_VALUE').optional(),
    activityType: z.enum(ACTIVITY_TYPES, 'INVALID_VALUE').optional(),
    activityLevel: z.enum(ACTIVITY_LEVELS, 'INVALID_VALUE').optional(),
    status: z.enum(CLAIM_STATUSES, 'INVALID_VALUE').optional(),
    tpaStatus: z.enum(TPA_STATUSES, 'INVALID_VALUE').optional(),
    bodyPart: z.enum(BODY_PARTS, 'INVALID_VALUE').optional(),
    natureOfInjury: z.enum(INJURY_NATURES, 'INVALID_VALUE').optional(),
  }, INVALID_VALUE_ERROR)
  .refine(
    ({ from, to }) => from <= to && Number(to.slice(0, 4)) - Number(from.slice(0, 4)) <= REPORT_PERIOD_MAX_YEARS,
    { message: 'REPORT_PERIOD_INVALID', path: ['to'] },
  );
export type ReportFilter = z.output<typeof reportFilterSchema>;
export type ReportFilterInput = z.input<typeof reportFilterSchema>;

// A claim is open until the TPA reports it closed (paid or denied).
export const CLOSED_TPA_STATUSES = ['CLOSED_PAID', 'CLOSED_DENIED'] as const;

// Each bucket holds the values from its `from` up to (not including) the next bucket's; the last has no
// end. Days for ages and for injury to submission, minutes for submission to delivery.
type Bucket = { value: string; from: number; label: Translated };

export const OPEN_AGE_BUCKETS = [
  { value: 'DAYS_0_30', from: 0, label: { en: '0–30 days', es: '0–30 días' } },
  { value: 'DAYS_31_60', from: 31, label: { en: '31–60 days', es: '31–60 días' } },
  { value: 'DAYS_61_90', from: 61, label: { en: '61–90 days', es: '61–90 días' } },
  { value: 'DAYS_91_180', from: 91, label: { en: '91–180 days', es: '91–180 días' } },
  { value: 'DAYS_181_PLUS', from: 181, label: { en: 'Over 180 days', es: 'Más de 180 días' } },
] as const satisfies readonly Bucket[];

export const SUBMISSION_DELAY_BUCKETS = [
  { value: 'SAME_DAY', from: 0, label: { en: 'Same day', es: 'El mismo día' } },
  { value: 'DAYS_1_7', from: 1, label: { en: '1–7 days', es: '1–7 días' } },
  { value: 'DAYS_8_30', from: 8, label: { en: '8–30 days', es: '8–30 días' } },
  { value: 'DAYS_31_90', from: 31, label: { en: '31–90 days', es: '31–90 días' } },
  { value: 'DAYS_91_PLUS', from: 91, label: { en: 'Over 90 days', es: 'Más de 90 días' } },
] as const satisfies readonly Bucket[];

export const DELIVERY_DELAY_BUCKETS = [
  { value: 'UNDER_1_HOUR', from: 0, label: { en: 'Under an hour', es: 'Menos de una hora' } },
  { value: 'HOURS_1_24', from: 60, label: { en: '1–24 hours', es: '1–24 horas' } },
  { value: 'DAYS_1_7', from: 24 * 60, label: { en: '1–7 days', es: '1–7 días' } },
  { value: 'DAYS_7_PLUS', from: 7 * 24 * 60, label: { en: 'Over 7 days', es: 'Más de 7 días' } },
] as const satisfies readonly Bucket[];

// A claim the TPA has not received yet has no time to delivery.
export const NOT_DELIVERED = 'NOT_DELIVERED' as const;
export const NOT_DELIVERED_LABEL: Translated = { en: 'Not received yet', es: 'Aún no recibido' };

export type OpenAgeBucket = (typeof OPEN_AGE_BUCKETS)[number]['value'];
export type SubmissionDelayBucket = (typeof SUBMISSION_DELAY_BUCKETS)[number]['value'];
export type DeliveryDelayBucket = (typeof DELIVERY_DELAY_BUCKETS)[number]['value'] | typeof NOT_DELIVERED;

export const bucketOf = <B extends readonly { value: string; from: number }[]>(buckets: B, amount: number): B[number]['value'] =>
  [...buckets].reverse().find((bucket) => amount >= bucket.from)?.value ?? buckets[0]!.value;

// A loss run lists at most this many claims: a school's period, never the whole book.
export const LOSS_RUN_MAX_ROWS = 50_000;
export const LOSS_RUN_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export type LossRunFormat = (typeof LOSS_RUN_FORMATS)[number];

import { z } from 'zod';
import { INVALID_VALUE_ERROR } from './errors.ts';
import { CROSS_FIELD_CHECK, isBlank, optionalText } from './fields.ts';
import type { Translated } from './languages.ts';
import { LIMITS } from './limits.ts';
import { isoDateTime } from './rest.ts';

// What the TPA reports of a claim it received, by the link its e-mail carries (issue 18): a dimension of
// the claim's own beside its delivery status (ADR 027). A claim no TPA reported on has none.
export const TPA_STATUSES = ['RECEIVED', 'INFORMATION_REQUESTED', 'CLOSED_PAID', 'CLOSED_DENIED'] as const;
export type TpaStatus = (typeof TPA_STATUSES)[number];

export const TPA_STATUS_LABELS: Readonly<Record<TpaStatus, Translated>> = {
  RECEIVED: { en: 'Received by TPA', es: 'Recibido por el TPA' },
  INFORMATION_REQUESTED: { en: 'Information requested', es: 'Información solicitada' },
  CLOSED_PAID: { en: 'Closed, paid', es: 'Cerrado, pagado' },
  CLOSED_DENIED: { en: 'Closed, denied', es: 'Cerrado, denegado' },
};

export const TPA_STATUS_OPTIONS = TPA_STATUSES.map((value) => ({ value, label: TPA_STATUS_LABELS[value] }));

export function isTpaStatus(value: unknown): value is TpaStatus {
  return typeof value === 'string' && (TPA_STATUSES as readonly string[]).includes(value);
}

// The statuses that need words with them: what is missing, or why the claim was denied.
const NOTE_KEYS: Partial<Record<TpaStatus, 'TPA_NOTE_REQUIRED' | 'TPA_DENIAL_REASON_REQUIRED'>> = {
  INFORMATION_REQUESTED: 'TPA_NOTE_REQUIRED',
  CLOSED_DENIED: 'TPA_DENIAL_REASON_REQUIRED',
};

export const tpaReportSchema = z
  .object(
    {
      status: z.enum(TPA_STATUSES, 'TPA_STATUS_REQUIRED'),
      tpa_claim_number: optionalText(LIMITS.TPA_CLAIM_NUMBER_MAX, 'TPA_CLAIM_NUMBER_MAX'),
      note: optionalText(LIMITS.STATEMENT_TEXT_MAX, 'REASON_MAX'),
      // who at the TPA, for the school's history; the link itself is the TPA's only identity
      reporter_name: optionalText(LIMITS.STATEMENT_NAME_MAX, 'NAME_MAX'),
    },
    INVALID_VALUE_ERROR,
  )
  .superRefine((report, context) => {
    const key = isTpaStatus(report.status) ? NOTE_KEYS[report.status] : undefined;
    if (key && isBlank(report.note)) context.addIssue({ code: 'custom', path: ['note'], message: key });
  }, CROSS_FIELD_CHECK);
export type TpaReport = z.infer<typeof tpaReportSchema>;

// The REST answers of the TPA's page (ADR 027): what it reported so far, and with an opening the claim.
const tpaReportEntrySchema = z.object({
  at: isoDateTime,
  by: z.string().nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export const tpaReportStateAnswerSchema = z.object({
  tpa_status: z.enum(TPA_STATUSES).nullable(),
  tpa_claim_number: z.string().nullable(),
  tpa_note: z.string().nullable(),
  tpa_reported_at: isoDateTime.nullable(),
  reports: z.array(tpaReportEntrySchema),
});
export type TpaReportState = z.infer<typeof tpaReportStateAnswerSchema>;
export type TpaReportEntry = z.infer<typeof tpaReportEntrySchema>;

export const tpaClaimAnswerSchema = tpaReportStateAnswerSchema.extend({
  claim_number: z.number().int(),
  school_name: z.string(),
  student_name: z.string(),
  injury_date: z.string(),
  activity: z.string(),
  policy_number: z.string().nullable(),
  submitted_on: z.string(),
  tpa_name: z.string(),
  link_expires_at: isoDateTime,
});
export type TpaClaim = z.infer<typeof tpaClaimAnswerSchema>;

export const tpaOpenAnswer = z.object({ claim: tpaClaimAnswerSchema });
export const tpaReportAnswer = z.object({ report: tpaReportStateAnswerSchema });

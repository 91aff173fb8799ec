import { z } from 'zod';
import type { Translated } from './languages.ts';
import { addDaysToWire, daysBetweenWire } from './dates.ts';

// The deadlines of a school's policy (issue 18, ADR 028), each an optional number of days on the school's
// link to its TPA, counted from the injury: written notice, treatment begun, the claim filed, and an
// absolute limit.
export const DEADLINE_KINDS = ['NOTICE', 'TREATMENT', 'FILING', 'ABSOLUTE'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export const DEADLINE_KIND_LABELS: Readonly<Record<DeadlineKind, Translated>> = {
  NOTICE: { en: 'Notice', es: 'Aviso' },
  TREATMENT: { en: 'Treatment start', es: 'Inicio del tratamiento' },
  FILING: { en: 'Filing', es: 'Presentación' },
  ABSOLUTE: { en: 'Absolute limit', es: 'Límite absoluto' },
};

// The link's column holding each kind's number of days.
export const DEADLINE_DAYS_FIELDS = {
  NOTICE: 'notice_days',
  TREATMENT: 'treatment_days',
  FILING: 'filing_days',
  ABSOLUTE: 'absolute_days',
} as const satisfies Record<DeadlineKind, string>;
export type DeadlineDaysField = (typeof DEADLINE_DAYS_FIELDS)[DeadlineKind];
export type DeadlineDays = Readonly<Record<DeadlineDaysField, number | null | undefined>>;

// Two years: no student accident policy gives longer, and a typo of a few thousand days would silence a
// deadline.
export const DEADLINE_DAYS_MAX = 730;

// One of the link's numbers of days; empty means the policy sets no such deadline.
export const deadlineDaysSchema = z
  .number('DEADLINE_DAYS_INVALID')
  .int('DEADLINE_DAYS_INVALID')
  .min(1, 'DEADLINE_DAYS_INVALID')
  .max(DEADLINE_DAYS_MAX, 'DEADLINE_DAYS_INVALID')
  .nullish();

// A claim whose nearest due date is this close (or past) is at risk: the dashboard counts it and the lists
// filter by it.
export const DEADLINE_AT_RISK_DAYS = 7;

// The school's users are reminded this many days before a claim's nearest due date, once each.
export const DEADLINE_REMINDER_DAYS = [14, 3] as const;
export type DeadlineReminderDays = (typeof DEADLINE_REMINDER_DAYS)[number];

// MET and MISSED are facts (treatment began in time or not; the claim was sent); OPEN and PAST are
// deadlines still to meet, before or after their date.
export const DUE_DATE_STATES = ['MET', 'MISSED', 'OPEN', 'PAST'] as const;
export type DueDateState = (typeof DUE_DATE_STATES)[number];

export type DueDate = { kind: DeadlineKind; due_on: string };

// A claim's due dates, in DEADLINE_KINDS order; a kind without days has none.
export function claimDueDates(claim: { injury_date: string }, days: DeadlineDays): DueDate[] {
  return DEADLINE_KINDS.flatMap((kind) => {
    const count = days[DEADLINE_DAYS_FIELDS[kind]];
    return count === null || count === undefined ? [] : [{ kind, due_on: addDaysToWire(claim.injury_date, count) }];
  });
}

// Treatment is met or missed by the date it began, known when the claim was reported; the others are met
// by sending the claim, and until then open up to their date and past after it.
export function dueDateState(dueDate: DueDate, claim: { first_treatment_date: string; sent: boolean }, today: string): DueDateState {
  if (dueDate.kind === 'TREATMENT') return claim.first_treatment_date <= dueDate.due_on ? 'MET' : 'MISSED';
  if (claim.sent) return 'MET';
  return dueDate.due_on < today ? 'PAST' : 'OPEN';
}

// The due date a claim not yet sent must meet first (NOTICE, FILING or ABSOLUTE, past ones included);
// none once it is sent, or when the policy sets none of them.
export function nearestDueDate(dueDates: readonly DueDate[], sent: boolean): DueDate | null {
  if (sent) return null;
  return dueDates.filter((dueDate) => dueDate.kind !== 'TREATMENT').reduce<DueDate | null>((nearest, dueDate) => (nearest && nearest.due_on <= dueDate.due_on ? nearest : dueDate), null);
}

// The reminder a due date calls for today: the smallest threshold it is within, none when it is further
// or already past.
export function reminderDaysFor(dueOn: string, today: string): DeadlineReminderDays | null {
  const left = daysBetweenWire(today, dueOn);
  if (left < 0) return null;
  return [...DEADLINE_REMINDER_DAYS].sort((a, b) => a - b).find((days) => left <= days) ?? null;
}

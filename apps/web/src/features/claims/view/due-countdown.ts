import { DEADLINE_AT_RISK_DAYS } from '@claims/shared';
import type { TFunction } from 'i18next';

export type DueCountdown = { text: string; tone: 'late' | 'soon' | 'later' };

// "in 5 days", "due today", "2 days late": late is red, within the days at risk orange (ADR 028).
export const dueCountdown = (t: TFunction, daysLeft: number): DueCountdown => {
  if (daysLeft < 0) return { text: t('claimRecords.dueDates.late', { count: -daysLeft }), tone: 'late' };
  if (daysLeft === 0) return { text: t('claimRecords.dueDates.today'), tone: 'soon' };
  return { text: t('claimRecords.dueDates.inDays', { count: daysLeft }), tone: daysLeft <= DEADLINE_AT_RISK_DAYS ? 'soon' : 'later' };
};

export const DUE_TONE_COLORS = { late: 'red', soon: 'orange', later: undefined } as const;

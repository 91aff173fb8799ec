import {
  ACTIVITY_LEVEL_OPTIONS,
  choiceLabel,
  REPORT_PERIOD_MAX_YEARS,
  type ActivityLevel,
  type Language,
} from '@claims/shared';
import reports from '../../locales/en/reports.json';
import { useErrorText, useFeatureErrorText } from '../../lib/error-message';
import { intlLocale } from '../../lib/i18n';
import { useNotify } from '../../lib/notify';

// The error keys reports.json adds (the period's), read before the app's; the limit their texts name.
const REPORTS_TEXT_VALUES = { years: REPORT_PERIOD_MAX_YEARS };

export const useReportsErrorText = () => useFeatureErrorText(reports.errors, REPORTS_TEXT_VALUES, useErrorText());

export const useReportsNotify = () => useNotify(useReportsErrorText());

export const activityLevelText = (level: ActivityLevel, language: Language) => choiceLabel(ACTIVITY_LEVEL_OPTIONS, level, language) ?? level;

// January is 1; `short` for the chart's axis, `long` for its table.
export const monthText = (month: number, language: Language, width: 'short' | 'long') =>
  new Intl.DateTimeFormat(intlLocale(language), { month: width, timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));

// Averages to one decimal, in the reader's language.
export const decimalText = (value: number, language: Language) =>
  new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(value);

import { toDisplayDate, type Language } from '@claims/shared';
import { intlLocale } from './i18n';

// MM/DD/YYYY in both languages, then the time as `language` writes it (7:05 PM, 7:05 p. m.), in the
// viewer's time zone; '' for a missing or invalid time.
export const toDisplayDateTime = (value: string | null | undefined, language: Language): string => {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${toDisplayDate(date)} ${date.toLocaleTimeString(intlLocale(language), { hour: 'numeric', minute: '2-digit' })}`;
};

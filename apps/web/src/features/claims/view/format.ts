import { isWireDate, toDisplayDate } from '@claims/shared';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A stored record's id (the TPA link, an insurance company): it means nothing to a reader.
export const isRecordId = (value: unknown): boolean => typeof value === 'string' && UUID.test(value);

export type ValueTexts = { yes: string; no: string; none: string };

type ChoiceOptions = ReadonlyArray<{ value: string; label: string }>;

// A value of a change-log entry as text: codes as their option label, dates as MM/DD/YYYY, booleans as
// Yes/No, objects (an address) and lists (insurance entries) by their descriptive values only.
export const formatChangeValue = (value: unknown, texts: ValueTexts, options: ChoiceOptions = []): string => {
  if (value === null || value === undefined || value === '') return texts.none;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'string') {
    const option = options.find((choice) => choice.value === value);
    if (option) return option.label;
    return isWireDate(value) ? toDisplayDate(value) : value;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? texts.none : value.map((item) => formatChangeValue(item, texts, options)).join('; ');
  }
  if (typeof value === 'object') {
    const parts = Object.values(value)
      .filter((part) => part !== null && part !== undefined && part !== '' && typeof part !== 'boolean' && !isRecordId(part))
      .map((part) => formatChangeValue(part, texts, options));
    return parts.length === 0 ? texts.none : parts.join(', ');
  }
  return texts.none;
};

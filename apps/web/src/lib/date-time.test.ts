import { describe, expect, it } from 'vitest';
import { toDisplayDateTime } from './date-time';

describe('toDisplayDateTime', () => {
  it('writes the date MM/DD/YYYY in both languages and the time as each language does', () => {
    expect(toDisplayDateTime('2026-03-05T19:05:00', 'en')).toBe('03/05/2026 7:05 PM');
    expect(toDisplayDateTime('2026-03-05T19:05:00', 'es')).toMatch(/^03\/05\/2026 7:05\sp\.\s?m\.$/);
    expect(toDisplayDateTime('not a time', 'es')).toBe('');
    expect(toDisplayDateTime(null, 'en')).toBe('');
  });
});

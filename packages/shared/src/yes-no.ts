import type { Choice } from './languages.ts';

// Kept apart from languages.ts, which the sign-in page loads: only forms need it.
export const YES_NO_OPTIONS = [
  { value: 'YES', label: { en: 'Yes', es: 'Sí' } },
  { value: 'NO', label: { en: 'No', es: 'No' } },
] as const satisfies readonly Choice[];
export const YES_NO = YES_NO_OPTIONS.map((option) => option.value);
export type YesNo = (typeof YES_NO)[number];

// The form's yes/no radios show a boolean answer (null: not answered yet).
export function booleanToYesNo(value: boolean | null | undefined): YesNo | null {
  if (value === true) return 'YES';
  if (value === false) return 'NO';
  return null;
}

import { useCallback } from 'react';
import { LIMITS } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import students from '../../locales/en/students.json';
import { useErrorText, type ErrorTextValues } from '../../lib/error-message';

// The students screens' error keys (forms, CSV import) live in locales/*/students.json (merged into the
// translation namespace); this reads those first and falls back to the app-wide texts of useErrorText.
type StudentsErrorKey = keyof typeof students.errors;

const hasStudentsErrorText = (code: string | undefined): code is StudentsErrorKey =>
  code !== undefined && Object.hasOwn(students.errors, code);

export const useStudentsErrorText = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (code: string | undefined, values?: ErrorTextValues): string =>
      hasStudentsErrorText(code)
        ? t(`errors.${code}`, { addressMax: LIMITS.ADDRESS_MAX, personNameMax: LIMITS.PERSON_NAME_MAX, ...values })
        : errorText(code, values),
    [t, errorText],
  );
};

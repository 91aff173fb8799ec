import { LIMITS } from '@claims/shared';
import { useErrorText, useFeatureErrorText } from '../../lib/error-message';
import students from '../../locales/en/students.json';

// The students screens' error keys (forms, CSV import) live in locales/*/students.json (merged into the
// translation namespace); this reads those first and falls back to the app-wide texts of useErrorText.
const STUDENTS_TEXT_VALUES = { addressMax: LIMITS.ADDRESS_MAX, personNameMax: LIMITS.PERSON_NAME_MAX };

export const useStudentsErrorText = () => useFeatureErrorText(students.errors, STUDENTS_TEXT_VALUES, useErrorText());

import { useFeatureErrorText } from '../lib/error-message';
import claims from '../locales/en/claims.json';
import { useStudentsErrorText } from './students/students-error-text';

// The claim's error keys live in locales/*/claims.json (merged into the translation namespace); they are
// read first, then the student and app-wide texts. The incident report reads them too: it asks the
// claim's statement questions (ADR 048).
const NO_LIMITS = {};

export const useClaimsErrorText = () => useFeatureErrorText(claims.errors, NO_LIMITS, useStudentsErrorText());

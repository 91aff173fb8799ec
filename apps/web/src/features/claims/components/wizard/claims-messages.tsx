import { useStudentsErrorText } from '../../../../components/students/students-error-text';
import { useFeatureErrorText } from '../../../../lib/error-message';
import { useNotify } from '../../../../lib/notify';
import claims from '../../../../locales/en/claims.json';

// The wizard's error keys live in locales/*/claims.json (merged into the translation namespace); they are
// read first, then the student and app-wide texts.
const NO_LIMITS = {};

export const useClaimsErrorText = () => useFeatureErrorText(claims.errors, NO_LIMITS, useStudentsErrorText());

export const useClaimsNotify = () => useNotify(useClaimsErrorText());

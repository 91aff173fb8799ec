import { useClaimsErrorText } from '../../components/claims-error-text';
import { useFeatureErrorText } from '../../lib/error-message';
import incidents from '../../locales/en/incidents.json';

// The incidents' own error keys (locales/*/incidents.json), then the claim's: the report asks the claim's
// statement questions, with their keys (ADR 048).
const NO_LIMITS = {};

export const useIncidentsErrorText = () => useFeatureErrorText(incidents.errors, NO_LIMITS, useClaimsErrorText());

// Every localStorage key the app uses (SPEC §9), in one place.
export const STORAGE_KEYS = {
  // the bearer token of the current session
  token: 'token',
  // reserved by SPEC §9 (the original app counted open tabs); nothing reads it yet
  tabCount: 'tabCount',
  // 'true' when the user ticked "Remember me" at the last sign-in
  rememberMe: 'rememberMe',
  // the e-mail of the remembered user
  rememberedUser: 'rememberedUser',
  // the school an admin last chose in the header's school switcher
  dashboardSchool: 'dashboardSchool',
  // the language last chosen on this browser ('en' or 'es')
  language: 'language',
} as const;

// A half-filled claim wizard (SPEC §4), per user, school and claim ('new' for a new claim, 'incident-<id>'
// for one started from an incident), so a reload or a closed tab loses nothing; the wizard removes it once
// the claim is submitted.
export type ClaimDraftKey = `claimDraft:${string}:${string}:${string}`;
export const claimDraftKey = (userId: string, schoolId: string, claimId: string | undefined, incidentId?: string): ClaimDraftKey =>
  `claimDraft:${userId}:${schoolId}:${claimId ?? (incidentId ? `incident-${incidentId}` : 'new')}`;

// An incident report not sent yet (ADR 048), per user and school: a coach on a field with no signal finds
// it as they left it; the form removes it once the server has it.
export type IncidentDraftKey = `incidentDraft:${string}:${string}`;
export const incidentDraftKey = (userId: string, schoolId: string): IncidentDraftKey => `incidentDraft:${userId}:${schoolId}`;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | ClaimDraftKey | IncidentDraftKey;

// Storage can be disabled (privacy mode) or full: reads then behave as empty, writes are dropped.
export const readStorage = (key: StorageKey): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const writeStorage = (key: StorageKey, value: string) => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // nothing to do: the value only lives for this page
  }
};

export const removeStorage = (key: StorageKey) => {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to do
  }
};

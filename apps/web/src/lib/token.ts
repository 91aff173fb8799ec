// The bearer token lives in localStorage under this key (SPEC §7).
export const TOKEN_STORAGE_KEY = 'token';

export const getToken = (): string | null => {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null; // storage disabled (privacy mode): behave as signed out
  }
};

import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from './storage';

// The bearer token lives in localStorage (SPEC §7, §9).
export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;

export const getToken = (): string | null => readStorage(TOKEN_STORAGE_KEY);

export const setToken = (token: string) => writeStorage(TOKEN_STORAGE_KEY, token);

export const clearToken = () => removeStorage(TOKEN_STORAGE_KEY);

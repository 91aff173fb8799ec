// The languages the product speaks: English, the default, and Spanish. No schema library here: the sign-in
// page reads these (ADR 017); the request's schema is in users.ts.
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/translation.json';
import es from '../locales/es/translation.json';

export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export type Resource = { readonly [key: string]: string | Resource };

const isResource = (value: unknown): value is Resource =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Deep merge of two resource files into one namespace: sections both have (errors, notifications, nav,
// activities...) keep the keys of each; on the same key the second file wins.
export const mergeResources = <A extends Resource, B extends Resource>(a: A, b: B): A & B => {
  const merged: Record<string, string | Resource> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const current = merged[key];
    merged[key] = isResource(current) && isResource(value) ? mergeResources(current, value) : value;
  }
  return merged as A & B;
};

// translation.json holds what the public pages may show (sign-in, errors a request may end with, the
// fallback pages); the signed-in screens' texts join the same `translation` namespace when the
// signed-in shell loads (i18n-signed-in.ts).
// Copies: i18next merges the signed-in texts into the objects it was given, and the imported files stay
// as they are on disk.
export const resources = {
  en: { translation: structuredClone(en) },
  // Spanish is present but empty (SPEC §1): every key falls back to English.
  es: { translation: structuredClone(es) },
} as const;

// Resources are bundled, so initialisation is synchronous and the first render is already translated.
void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: SUPPORTED_LANGUAGES,
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

export { i18n };

import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/translation.json';
import es from '../locales/es/translation.json';
import enDirectories from '../locales/en/directories.json';
import esDirectories from '../locales/es/directories.json';
import enStudents from '../locales/en/students.json';
import esStudents from '../locales/es/students.json';
import enClaims from '../locales/en/claims.json';
import esClaims from '../locales/es/claims.json';
import enDashboard from '../locales/en/dashboard.json';
import esDashboard from '../locales/es/dashboard.json';
import enClaimRecords from '../locales/en/claim-records.json';
import esClaimRecords from '../locales/es/claim-records.json';

export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

type Resource = { readonly [key: string]: string | Resource };

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

// The directory screens (TPAs, sales reps, activities, insurance companies) keep their texts in
// directories.json, the students screens in students.json, the claim wizard in claims.json, the school
// dashboard in dashboard.json, the claim lists, view and email log in claim-records.json, all merged
// into the one `translation` namespace.
export const resources = {
  en: { translation: [enDirectories, enStudents, enClaims, enDashboard, enClaimRecords].reduce<Resource>(mergeResources, en) },
  // Spanish is present but empty (SPEC §1): every key falls back to English.
  es: { translation: [esDirectories, esStudents, esClaims, esDashboard, esClaimRecords].reduce<Resource>(mergeResources, es) },
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

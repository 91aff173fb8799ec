import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@claims/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/translation.json';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export { DEFAULT_LANGUAGE };

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
// signed-in shell loads (i18n-signed-in.ts). English is bundled; any other language's files load when it
// is chosen, so that the sign-in page carries one language's texts.
// A copy: i18next merges the signed-in texts into the object it was given, and the imported file stays
// as it is on disk.
const loaders: Record<Language, Array<() => Promise<Resource>>> = {
  en: [],
  es: [async () => (await import('../locales/es/translation.json')).default],
};
const loaded = new Set<() => Promise<Resource>>();
// The language shown, or about to be once its files are here.
let wanted: Language = DEFAULT_LANGUAGE;

async function loadResources(language: Language) {
  const pending = loaders[language].filter((load) => !loaded.has(load));
  const resources = await Promise.all(pending.map((load) => load()));
  for (const [index, resource] of resources.entries()) {
    i18n.addResourceBundle(language, 'translation', resource, true, true);
    loaded.add(pending[index]!);
  }
}

// Adds a language's files for screens that load later (the signed-in shell); loaded now if that language
// is shown or being switched to.
export async function addLanguageFiles(language: Language, load: () => Promise<Resource>) {
  loaders[language].push(load);
  if (wanted === language) await loadResources(language);
}

// The user's choice on this browser, else the first of the browser's languages the product speaks.
export function detectLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  const browser = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return browser ?? DEFAULT_LANGUAGE;
}

// Shows the app in `language` once its texts are here; `remember` keeps it as this browser's choice.
export async function applyLanguage(language: Language, { remember = false } = {}) {
  wanted = language;
  await loadResources(language);
  // a later choice, made while these files loaded, wins
  if (wanted !== language) return;
  await i18n.changeLanguage(language);
  if (remember) writeStorage(STORAGE_KEYS.language, language);
}

i18n.on('languageChanged', (language) => document.documentElement.setAttribute('lang', language));

// English is bundled, so initialisation is synchronous and the first render is already translated;
// main.tsx applies another detected language before the first render.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: structuredClone(en) } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

export { i18n };

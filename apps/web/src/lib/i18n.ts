import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@claims/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/translation.json';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export { DEFAULT_LANGUAGE };

export type Resource = { readonly [key: string]: string | Resource };

// One namespace per domain, each a file of locales/<language>/: `translation` holds what the public pages
// may show (sign-in, errors a request may end with, the fallback pages); the others the signed-in
// screens', loaded with the signed-in shell (i18n-signed-in.ts). A key is looked up in `translation`,
// then in each domain's namespace in this order, so `t('schools.title')` needs no namespace prefix and a
// section several files have (errors, notifications, nav) is read from whichever file holds the key.
export const DOMAIN_NAMESPACES = ['shell', 'schools', 'directories', 'students', 'claims', 'dashboard', 'claim-records', 'reports', 'incidents'] as const;
export type DomainNamespace = (typeof DOMAIN_NAMESPACES)[number];
// A public page too large for translation.json (the parent's page, ADR 024) brings its own file with its
// chunk, read the same way.
export const PAGE_NAMESPACES = ['parent'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];
type Namespaces = Partial<Record<'translation' | DomainNamespace | PageNamespace, Resource>>;

// English is bundled; any other language's files load when it is chosen, so that the sign-in page
// carries one language's texts.
const loaders: Record<Language, Array<() => Promise<Namespaces>>> = {
  en: [],
  es: [async () => ({ translation: (await import('../locales/es/translation.json')).default })],
};
const loaded = new Set<() => Promise<Namespaces>>();
// The language shown, or about to be once its files are here.
let wanted: Language = DEFAULT_LANGUAGE;

async function loadResources(language: Language) {
  const pending = loaders[language].filter((load) => !loaded.has(load));
  const resources = await Promise.all(pending.map((load) => load()));
  for (const [index, namespaces] of resources.entries()) {
    for (const [namespace, resource] of Object.entries(namespaces)) i18n.addResourceBundle(language, namespace, resource, true, true);
    loaded.add(pending[index]!);
  }
}

// Adds a language's files for screens that load later (the signed-in shell, a page with texts of its
// own); loaded now if that language is shown or being switched to.
export async function addLanguageFiles(language: Language, load: () => Promise<Namespaces>) {
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

// The US variants of each language, for Intl: numbers group by thousands with commas in both, and times
// read 7:05 PM or 7:05 p. m.
export const intlLocale = (language: string): string => `${isLanguage(language) ? language : DEFAULT_LANGUAGE}-US`;

// English is bundled, so initialisation is synchronous and the first render is already translated;
// main.tsx applies another detected language before the first render.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  defaultNS: 'translation',
  fallbackNS: [...DOMAIN_NAMESPACES, ...PAGE_NAMESPACES],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});
// `{{count, number}}` in the texts: i18next would format for plain `es`, which groups 10.000 with a dot.
i18n.services.formatter?.add('number', (value: number, language: string | undefined, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(intlLocale(language ?? DEFAULT_LANGUAGE), options).format(value),
);

export { i18n };

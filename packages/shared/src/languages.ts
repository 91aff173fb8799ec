// The languages the product speaks: English, the default, and Spanish. No schema library here: the sign-in
// page reads these (ADR 017); the request's schema is in users.ts.
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

// The language of a person's documents and e-mails: the one they chose, else the default (the server does
// not see their browser's).
export const readerLanguage = (preferred: Language | null | undefined): Language => preferred ?? DEFAULT_LANGUAGE;

// Each language by its own name, so that a reader of either finds theirs.
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

// A fixed text in every language the product speaks.
export type Translated = Readonly<Record<Language, string>>;

// One choice of a fixed list (activity types, genders...): the value stored and its label per language.
export type Choice<V extends string = string> = { readonly value: V; readonly label: Translated };

// A stored value's label in `language`; undefined for a value the list does not hold.
export const choiceLabel = (choices: readonly Choice[], value: unknown, language: Language = DEFAULT_LANGUAGE): string | undefined =>
  choices.find((choice) => choice.value === value)?.label[language];

// A list as a select's data in `language`.
export const choiceOptions = <V extends string>(choices: readonly Choice<V>[], language: Language) =>
  choices.map((choice) => ({ value: choice.value, label: choice.label[language] }));

// Names of which any one may be meant ("A or B", "A o B"), joined in the language of the text that names
// them: a text never borrows another language's words.
export const alternativesIn = (language: Language, names: readonly string[]): string => new Intl.ListFormat(`${language}-US`, { type: 'disjunction' }).format(names);

// A fixed text with blanks (a number, a name) in every language; each places them as its grammar wants.
export type TranslatedWith<Blanks extends readonly unknown[]> = Readonly<Record<Language, (...blanks: Blanks) => string>>;

// The fixed texts of one server module (PDF headings, e-mail subjects and bodies): checked with
// `satisfies TextCatalog`, so a text missing in one language is a type error.
export type TextCatalog = Readonly<Record<string, Translated | TranslatedWith<never>>>;

// Legal texts (the fraud notices, the authorization) govern in English: every document prints them in
// English and, for a reader of another language, a rendering after them under this note (ADR 020).
export const GOVERNING_LANGUAGE = 'en' satisfies Language;
export const RENDERING_NOTE: Readonly<Record<Exclude<Language, typeof GOVERNING_LANGUAGE>, string>> = {
  es: 'Traducción al español, solo con fines informativos; prevalece el texto en inglés.',
};

// The rendering a reader of `language` gets after a legal text's English, with its note; none in English.
export function renderingFor(text: Translated, language: Language): { note: string; text: string } | undefined {
  return language === GOVERNING_LANGUAGE ? undefined : { note: RENDERING_NOTE[language], text: text[language] };
}

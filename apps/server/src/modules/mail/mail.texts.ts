import type { TextCatalog } from '@claims/shared';

// What every e-mail to a person says around its message. The product's name is a proper name and stays.
export const MAIL_TEXTS = {
  greeting: { en: (name: string) => `Hello ${name},`, es: (name: string) => `Hola, ${name}:` },
  signature: { en: 'School Claims', es: 'School Claims' },
} satisfies TextCatalog;

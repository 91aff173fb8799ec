import 'i18next';
import type enDirectories from '../locales/en/directories.json';
import type enStudents from '../locales/en/students.json';
import type en from '../locales/en/translation.json';

// Typed translation keys: `t('activities.title')` is checked against the English resource.
// An interface here because module augmentation only merges interfaces.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enDirectories & typeof enStudents };
  }
}

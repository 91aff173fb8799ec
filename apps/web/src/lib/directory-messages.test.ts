import { isErrorKey } from '@claims/shared';
import { describe, expect, it } from 'vitest';
import directories from '../locales/en/directories.json';
import schools from '../locales/en/schools.json';
import en from '../locales/en/translation.json';
import { hasDirectoryErrorText } from './directory-messages';
import { i18n } from './i18n';

describe('directories.json', () => {
  it('translates only keys of the shared vocabulary, and only those translation.json and schools.json lack', () => {
    const keys = [...Object.keys(directories.errors), ...Object.keys(directories.notifications)];
    expect(keys.filter((key) => !isErrorKey(key))).toEqual([]);
    expect(Object.keys(directories.errors).filter((key) => Object.hasOwn(en.errors, key) || Object.hasOwn(schools.errors, key))).toEqual([]);
    expect(Object.keys(directories.notifications).filter((key) => Object.hasOwn(schools.notifications, key))).toEqual([]);
  });

  it('is its own namespace, read without a prefix beside the sections other files share', () => {
    expect(i18n.t('errors.NAME_REQUIRED')).toBe('Enter a name.');
    expect(i18n.t('errors.INVALID_URL')).toBe('Invalid URL. Please, add https:// or http://');
    expect(i18n.t('activities.empty')).toBe('No activities yet');
    expect(i18n.t('activities.add')).toBe('Add activity');
    expect(i18n.t('nav.schools')).toBe('Schools');
    expect(i18n.t('nav.insuranceCompanies')).toBe('Insurance companies');
    expect(hasDirectoryErrorText('ACTIVITY_NAME_NOT_UNIQUE')).toBe(true);
    expect(hasDirectoryErrorText('NAME_REQUIRED')).toBe(false);
  });
});

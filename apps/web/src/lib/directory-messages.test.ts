import { isErrorKey } from '@claims/shared';
import { describe, expect, it } from 'vitest';
import directories from '../locales/en/directories.json';
import schools from '../locales/en/schools.json';
import en from '../locales/en/translation.json';
import { hasDirectoryErrorText } from './directory-messages';
import { i18n, mergeResources } from './i18n';

describe('directories.json', () => {
  it('translates only keys of the shared vocabulary, and only those translation.json and schools.json lack', () => {
    const keys = [...Object.keys(directories.errors), ...Object.keys(directories.notifications)];
    expect(keys.filter((key) => !isErrorKey(key))).toEqual([]);
    expect(Object.keys(directories.errors).filter((key) => Object.hasOwn(en.errors, key) || Object.hasOwn(schools.errors, key))).toEqual([]);
    expect(Object.keys(directories.notifications).filter((key) => Object.hasOwn(schools.notifications, key))).toEqual([]);
  });

  it('is merged deeply into the translation namespace, keeping the existing sections', () => {
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

describe('mergeResources', () => {
  it('merges nested sections and lets the second file win on the same key', () => {
    expect(mergeResources({ a: { x: '1', y: '2' }, b: '3' }, { a: { y: '4', z: '5' }, c: '6' })).toEqual({
      a: { x: '1', y: '4', z: '5' },
      b: '3',
      c: '6',
    });
  });
});

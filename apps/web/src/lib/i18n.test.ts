import { isErrorKey, SPEC_NOTIFICATION_KEYS } from '@claims/shared';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../locales/en/translation.json';
import { DEFAULT_LANGUAGE, i18n } from './i18n';

describe('i18n', () => {
  afterEach(async () => {
    await i18n.changeLanguage(DEFAULT_LANGUAGE);
  });

  it('uses English by default', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.t('dashboard.selectSchool')).toBe('You need to select an school');
  });

  it('falls back to English for keys Spanish does not have', async () => {
    await i18n.changeLanguage('es');

    expect(i18n.hasResourceBundle('es', 'translation')).toBe(true);
    expect(i18n.t('activities.empty')).toBe('No activities yet');
  });

  it('translates only error keys the shared vocabulary knows', () => {
    const unknown = Object.keys(en.errors).filter((key) => !isErrorKey(key));
    expect(unknown).toEqual([]);
  });

  it('has a text for every school, logo, user, school-TPA and note toast of SPEC §8', () => {
    const toastKeys = SPEC_NOTIFICATION_KEYS.filter((key) => /^(SCHOOL|UPLOAD_NEW_LOGO|EDIT_LOGO|LOGO|USER)_/.test(key));
    expect(toastKeys.filter((key) => !Object.hasOwn(en.notifications, key))).toEqual([]);
    expect(Object.keys(en.notifications).filter((key) => !isErrorKey(key))).toEqual([]);
  });
});

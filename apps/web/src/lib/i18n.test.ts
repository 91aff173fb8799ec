import {
  isErrorKey,
  loginPasswordRule,
  newPasswordRule,
  passwordConfirmationProblem,
  SPEC_NOTIFICATION_KEYS,
  twoFactorCodeRule,
  userEmailRule,
} from '@claims/shared';
import { afterEach, describe, expect, it } from 'vitest';
import schools from '../locales/en/schools.json';
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
    const unknown = [...Object.keys(en.errors), ...Object.keys(schools.errors)].filter((key) => !isErrorKey(key));
    expect(unknown).toEqual([]);
  });

  // The public pages load translation.json alone: every key they can show must be there.
  it('has, in the public pages\' file, every error the sign-in pages can show', () => {
    const ruleKeys = [userEmailRule(''), userEmailRule('x'), userEmailRule(`${'a'.repeat(100)}@b.co`), loginPasswordRule(''), newPasswordRule(''), twoFactorCodeRule(''), passwordConfirmationProblem('a', 'b')];
    const answerKeys = ['LOGIN_FAILED', 'TOO_MANY_REQUESTS', 'INVALID_CODE', 'CODE_EXPIRED', 'CODE_LOCKED', 'INVALID_LINK', 'VALIDATION_FAILED', 'INTERNAL_ERROR', 'SERVICE_UNAVAILABLE'];
    expect([...ruleKeys, ...answerKeys].filter((key) => key === undefined || !Object.hasOwn(en.errors, key))).toEqual([]);
  });

  it('has a text for every school, logo, user, school-TPA and note toast of SPEC §8', () => {
    const toastKeys = SPEC_NOTIFICATION_KEYS.filter((key) => /^(SCHOOL|UPLOAD_NEW_LOGO|EDIT_LOGO|LOGO|USER)_/.test(key));
    expect(toastKeys.filter((key) => !Object.hasOwn(schools.notifications, key))).toEqual([]);
    expect(Object.keys(schools.notifications).filter((key) => !isErrorKey(key))).toEqual([]);
  });
});

import {
  isErrorKey,
  loginPasswordRule,
  newPasswordRule,
  passwordConfirmationProblem,
  SPEC_NOTIFICATION_KEYS,
  twoFactorCodeRule,
  userEmailRule,
} from '@claims/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import schools from '../locales/en/schools.json';
import en from '../locales/en/translation.json';
import esDirectories from '../locales/es/directories.json';
import esPublic from '../locales/es/translation.json';
import { applyLanguage, DEFAULT_LANGUAGE, detectLanguage, i18n } from './i18n';
import { STORAGE_KEYS } from './storage';

describe('i18n', () => {
  afterEach(async () => {
    await i18n.changeLanguage(DEFAULT_LANGUAGE);
  });

  it('uses English by default', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.t('dashboard.selectSchool')).toBe('You need to select an school');
  });

  it("loads Spanish when chosen, the public pages' texts and the signed-in screens', and marks the page as Spanish", async () => {
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(false);
    await applyLanguage('es');

    expect(i18n.t('auth.signIn')).toBe(esPublic.auth.signIn);
    expect(i18n.t('activities.empty')).toBe(esDirectories.activities.empty);
    expect(document.documentElement.lang).toBe('es');
  });

  it('remembers a chosen language on this browser, and otherwise follows the browser', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.language);
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'es-MX', 'en-US']);
    expect(detectLanguage()).toBe('es');
    languages.mockReturnValue(['fr-FR']);
    expect(detectLanguage()).toBe('en');
    await applyLanguage('es', { remember: true });
    expect(detectLanguage()).toBe('es');
    window.localStorage.removeItem(STORAGE_KEYS.language);
    languages.mockRestore();
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

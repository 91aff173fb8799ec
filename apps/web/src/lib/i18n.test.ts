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
import { applyLanguage, DEFAULT_LANGUAGE, detectLanguage, DOMAIN_NAMESPACES, i18n } from './i18n';
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

  it('keeps each domain in its own namespace, read without a prefix', () => {
    expect(i18n.hasResourceBundle('en', 'schools')).toBe(true);
    expect(Object.keys(i18n.getResourceBundle('en', 'translation') as object)).not.toContain('schools');
    expect(DOMAIN_NAMESPACES.every((namespace) => i18n.hasResourceBundle('en', namespace))).toBe(true);
    expect(i18n.t('schools.addSchool')).toBe(schools.schools.addSchool);
  });

  it('writes numbers and plurals as the chosen language does, US style in both', async () => {
    expect(i18n.t('students.import.import', { count: 1 })).toBe('Import 1 student');
    expect(i18n.t('students.import.import', { count: 12_500 })).toBe('Import 12,500 students');
    await applyLanguage('es');
    expect(i18n.t('students.import.import', { count: 1 })).toBe('Importar 1 estudiante');
    expect(i18n.t('students.import.import', { count: 12_500 })).toBe('Importar 12,500 estudiantes');
    expect(i18n.t('students.import.import', { count: 1_000_000 })).toBe('Importar 1,000,000 estudiantes');
  });
});

import { useCallback } from 'react';
import { LIMITS } from '@claims/shared';
import type { CustomTypeOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from './file-size';
import { i18n } from './i18n';

// Every error key of the merged translation namespace (translation.json and the signed-in files).
type AnyErrorKey = keyof CustomTypeOptions['resources']['translation']['errors'];

// Error keys come from the server and the shared schemas; only the ones with a text in the `errors`
// section loaded so far (the public pages' file, and the signed-in screens' once signed in) are shown,
// anything else gets the generic message.
const hasErrorText = (code: string | undefined): code is AnyErrorKey => code !== undefined && i18n.exists(`errors.${code}`);

// Limits the error texts may mention.
const ERROR_TEXT_VALUES = {
  passwordMin: LIMITS.PASSWORD_MIN,
  emailMax: LIMITS.EMAIL_MAX,
  codeLength: LIMITS.TWO_FACTOR_CODE_LENGTH,
  schoolNameMax: LIMITS.SCHOOL_NAME_MAX,
  contactNameMax: LIMITS.CONTACT_NAME_MAX,
  addressMax: LIMITS.ADDRESS_MAX,
  cityMax: LIMITS.CITY_MAX,
  zipMax: LIMITS.ZIP_MAX,
  phoneMax: LIMITS.PHONE_MAX,
  personNameMax: LIMITS.PERSON_NAME_MAX,
  notesMax: LIMITS.NOTES_MAX,
  policyNumberMax: LIMITS.POLICY_NUMBER_MAX,
  groupNumberMax: LIMITS.GROUP_NUMBER_MAX,
  logoMax: formatFileSize(LIMITS.LOGO_MAX_BYTES),
  logoMinWidth: LIMITS.LOGO_MIN_WIDTH_PX,
  logoMinHeight: LIMITS.LOGO_MIN_HEIGHT_PX,
  logoMaxWidth: LIMITS.LOGO_MAX_WIDTH_PX,
  logoMaxHeight: LIMITS.LOGO_MAX_HEIGHT_PX,
  parentLinkDaysMax: LIMITS.PARENT_LINK_DAYS_MAX,
  retentionYearsMax: LIMITS.RETENTION_YEARS_MAX,
  insuranceConfirmDaysMax: LIMITS.INSURANCE_CONFIRM_DAYS_MAX,
  ssoEntriesMax: LIMITS.SSO_ENTRIES_MAX,
};

export type ErrorTextValues = Record<string, string | number>;

// Translates an error key (field error or server `error` code) into the user's language; `values` fills
// placeholders that depend on the case (FILE_TOO_BIG's `size`).
export const useErrorText = () => {
  const { t } = useTranslation();
  return useCallback(
    (code: string | undefined, values?: ErrorTextValues): string =>
      hasErrorText(code) ? t(`errors.${code}`, { ...ERROR_TEXT_VALUES, ...values }) : t('app.requestFailed'),
    [t],
  );
};

export type ErrorText = (code: string | undefined, values?: ErrorTextValues) => string;

// The error keys a feature's locale file adds (`errors`, merged into the translation namespace), with the
// limits their texts mention; any other key goes to `fallback`. `errors` and `limits` must be constants.
export const useFeatureErrorText = (errors: object, limits: ErrorTextValues, fallback: ErrorText): ErrorText => {
  const { t } = useTranslation();
  return useCallback(
    (code, values) =>
      code !== undefined && Object.hasOwn(errors, code)
        ? t(`errors.${code as AnyErrorKey}`, { ...limits, ...values })
        : fallback(code, values),
    [t, errors, limits, fallback],
  );
};

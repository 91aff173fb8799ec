import { useCallback } from 'react';
import { LIMITS } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import en from '../locales/en/translation.json';

type TranslatedErrorKey = keyof typeof en.errors;

// Error keys come from the server and the shared schemas; only the ones in the `errors` namespace have a
// text, anything else gets the generic message.
export const hasErrorText = (code: string | undefined): code is TranslatedErrorKey =>
  code !== undefined && Object.hasOwn(en.errors, code);

// Limits the error texts may mention.
const ERROR_TEXT_VALUES = {
  passwordMin: LIMITS.PASSWORD_MIN,
  emailMax: LIMITS.EMAIL_MAX,
  codeLength: LIMITS.TWO_FACTOR_CODE_LENGTH,
};

// Translates an error key (field error or server `error` code) into the user's language.
export const useErrorText = () => {
  const { t } = useTranslation();
  return useCallback(
    (code: string | undefined): string =>
      hasErrorText(code) ? t(`errors.${code}`, ERROR_TEXT_VALUES) : t('app.requestFailed'),
    [t],
  );
};

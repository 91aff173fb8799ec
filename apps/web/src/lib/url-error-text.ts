import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDirectoryErrorText } from './directory-messages';

const HAS_SCHEME = /^\s*https?:\/\//i;

// INVALID_URL reads 'Invalid URL. Please, add https:// or http://' (SPEC §5) when the scheme is missing,
// and 'The URL is invalid' when it is there but the rest is not a URL.
export const useUrlErrorText = () => {
  const { t } = useTranslation();
  const errorText = useDirectoryErrorText();
  return useCallback(
    (key: string, value: string | null | undefined) =>
      key === 'INVALID_URL' && HAS_SCHEME.test(value ?? '') ? t('tpas.elements.urlInvalid') : errorText(key),
    [t, errorText],
  );
};

import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@claims/shared';
import { useTranslation } from 'react-i18next';

// The language the screen shows; components using it draw again when it changes.
export const useLanguage = (): Language => {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
};

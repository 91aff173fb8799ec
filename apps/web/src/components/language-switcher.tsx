import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, type Language } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from '../lib/i18n';
import { useLanguage } from '../lib/use-language';

export type LanguageSwitcherProps = {
  // after the switch, e.g. to keep the choice on the server for the signed-in user
  onChange?: (language: Language) => void;
};

// The other language, one click away: two languages need no menu. Its texts load on the click, so a
// dropped connection says so instead of leaving the page as it was (a plain toast: the sign-in page's
// weight budget has no room for the notify module's error texts).
export const LanguageSwitcher = ({ onChange }: LanguageSwitcherProps) => {
  const { t } = useTranslation();
  const current = useLanguage();
  const next = LANGUAGES.find((language) => language !== current) ?? DEFAULT_LANGUAGE;
  const switchLanguage = async () => {
    await applyLanguage(next, { remember: true });
    onChange?.(next);
  };
  return (
    // never narrowed by a crowded header: one word that cannot wrap
    <Button variant="subtle" size="compact-sm" flex="none" lang={next} title={t('app.language')} onClick={() => void switchLanguage().catch(() => notifications.show({ color: 'red', message: t('app.languageFailed', { language: LANGUAGE_NAMES[next] }) }))}>
      {LANGUAGE_NAMES[next]}
    </Button>
  );
};

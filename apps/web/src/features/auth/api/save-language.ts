import { useCallback } from 'react';
import type { Language } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { useNotify } from '../../../lib/notify';

// POST /v1/auth/me/language: kept on the server for the user's next sign-in on any browser and for the
// e-mails sent to them. The switch itself never waits for it; when it fails, the user learns that the
// choice holds on this browser only, in the language just chosen (i18n.t reads it at call time, where the
// rendered `t` still speaks the previous one).
export const useSaveLanguage = () => {
  const { i18n } = useTranslation();
  const notify = useNotify();
  return useCallback(
    (language: Language) =>
      void api('/v1/auth/me/language', { body: { language }, quiet: true }).catch(() => notify.errorText(i18n.t('app.languageNotSaved'))),
    [notify, i18n],
  );
};

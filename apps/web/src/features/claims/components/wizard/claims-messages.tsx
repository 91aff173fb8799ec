import { useCallback, useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStudentsErrorText } from '../../../../components/students/students-error-text';
import claims from '../../../../locales/en/claims.json';
import type students from '../../../../locales/en/students.json';
import type { ErrorTextValues } from '../../../../lib/error-message';
import { errorCodeOf, isRequestNetworkError } from '../../../../lib/request-error';

// The wizard's texts live in locales/*/claims.json (merged into the translation namespace); these hooks
// read its error keys and toasts, falling back to the student and app-wide texts.

type ClaimsErrorKey = keyof typeof claims.errors;
type ClaimsNotificationKey = keyof typeof claims.notifications | keyof typeof students.notifications;

const hasClaimsErrorText = (code: string | undefined): code is ClaimsErrorKey =>
  code !== undefined && Object.hasOwn(claims.errors, code);

export const useClaimsErrorText = () => {
  const { t } = useTranslation();
  const studentErrorText = useStudentsErrorText();
  return useCallback(
    (code: string | undefined, values?: ErrorTextValues): string =>
      hasClaimsErrorText(code) ? t(`errors.${code}`, values ?? {}) : studentErrorText(code, values),
    [t, studentErrorText],
  );
};

export type ClaimsNotify = {
  success: (key: ClaimsNotificationKey) => void;
  // `cause` is the failed request: its translated code says why, unless the network failed (the offline
  // notice says that already).
  error: (key: ClaimsNotificationKey, cause?: unknown) => void;
};

export const useClaimsNotify = (): ClaimsNotify => {
  const { t } = useTranslation();
  const errorText = useClaimsErrorText();
  return useMemo(
    () => ({
      success: (key) =>
        notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden="true" />, message: t(`notifications.${key}`) }),
      error: (key, cause) => {
        const code = errorCodeOf(cause);
        const reason = cause === undefined || isRequestNetworkError(cause) || code === undefined ? undefined : errorText(code);
        notifications.show({
          color: 'red',
          icon: <IconAlertCircle size={18} aria-hidden="true" />,
          title: reason ? t(`notifications.${key}`) : undefined,
          message: reason ?? t(`notifications.${key}`),
        });
      },
    }),
    [t, errorText],
  );
};

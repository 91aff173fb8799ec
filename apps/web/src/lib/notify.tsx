import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type en from '../locales/en/translation.json';
import { useErrorText } from './error-message';
import { errorCodeOf, isRequestNetworkError } from './request-error';

// Toast keys of SPEC §8 that have a text.
export type NotificationTextKey = keyof typeof en.notifications;

export type Notify = {
  success: (key: NotificationTextKey) => void;
  // a success the spec names no key for, already translated
  successText: (message: string) => void;
  // `cause` is the failed request: its translated code says why, unless the network failed (the
  // offline notice says that already).
  error: (key: NotificationTextKey, cause?: unknown) => void;
  // A validation key (AT_LEAST_ONE_DEFAULT ...) or any other error key, as an error toast.
  errorKey: (code: string) => void;
};

// Toasts (bottom centre, 5 s: see app/provider.tsx) with translated texts.
export const useNotify = (): Notify => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useMemo(
    () => ({
      success: (key) =>
        notifications.show({
          color: 'green',
          icon: <IconCheck size={18} aria-hidden="true" />,
          message: t(`notifications.${key}`),
        }),
      successText: (message) =>
        notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden="true" />, message }),
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
      errorKey: (code) =>
        notifications.show({
          color: 'red',
          icon: <IconAlertCircle size={18} aria-hidden="true" />,
          message: errorText(code),
        }),
    }),
    [t, errorText],
  );
};

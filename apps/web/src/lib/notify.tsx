import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import type { CustomTypeOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useErrorText, type ErrorText } from './error-message';
import { errorCodeOf, isRequestNetworkError } from './request-error';

type Resources = CustomTypeOptions['resources'];

// Toast keys of SPEC §8 that have a text, in translation.json or a domain's file.
export type NotificationTextKey = {
  [Namespace in keyof Resources]: Resources[Namespace] extends { notifications: infer Texts } ? keyof Texts & string : never;
}[keyof Resources];

export type Notify = {
  success: (key: NotificationTextKey) => void;
  // a success the spec names no key for, already translated
  successText: (message: string) => void;
  // `cause` is the failed request: its translated code says why, unless the network failed (the
  // offline notice says that already).
  error: (key: NotificationTextKey, cause?: unknown) => void;
  // the same, with a message already translated
  errorText: (message: string, cause?: unknown) => void;
  // A validation key (AT_LEAST_ONE_DEFAULT ...) or any other error key, as an error toast.
  errorKey: (code: string) => void;
};

// Toasts (bottom centre, 5 s: see components/toast-host.tsx) with translated texts; a feature passes its own
// error texts (`errorText`, e.g. useStudentsErrorText) to explain failures with the keys it adds.
export const useNotify = (errorText?: ErrorText): Notify => {
  const { t } = useTranslation();
  const appErrorText = useErrorText();
  const reasonText = errorText ?? appErrorText;
  return useMemo(() => {
    const showSuccess = (message: string) =>
      notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden="true" />, message });
    const showError = (message: string, cause: unknown) => {
      const code = errorCodeOf(cause);
      const reason = cause === undefined || isRequestNetworkError(cause) || code === undefined ? undefined : reasonText(code);
      notifications.show({
        color: 'red',
        icon: <IconAlertCircle size={18} aria-hidden="true" />,
        title: reason ? message : undefined,
        message: reason ?? message,
      });
    };
    return {
      success: (key) => showSuccess(t(`notifications.${key}`)),
      successText: showSuccess,
      error: (key, cause) => showError(t(`notifications.${key}`), cause),
      errorText: showError,
      errorKey: (code) =>
        notifications.show({ color: 'red', icon: <IconAlertCircle size={18} aria-hidden="true" />, message: reasonText(code) }),
    };
  }, [t, reasonText]);
};

import { useCallback, useMemo } from 'react';
import { LIMITS } from '@claims/shared';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import directories from '../locales/en/directories.json';
import { useErrorText, type ErrorTextValues } from './error-message';
import { formatFileSize } from './file-size';
import { errorCodeOf, isRequestNetworkError } from './request-error';

// The directory screens (TPAs, sales reps, activities, insurance companies) keep their texts in
// locales/*/directories.json, merged into the translation namespace (lib/i18n.ts). The error keys and
// toasts they add there are read through these hooks; every other key goes to useErrorText.

type DirectoryErrorKey = keyof typeof directories.errors;
export type DirectoryNotificationKey = keyof typeof directories.notifications;

export const hasDirectoryErrorText = (code: string | undefined): code is DirectoryErrorKey =>
  code !== undefined && Object.hasOwn(directories.errors, code);

// Limits the directory error texts may mention.
const DIRECTORY_TEXT_VALUES = {
  titleMax: LIMITS.ATTACHMENT_TITLE_MAX,
  phoneMax: LIMITS.PHONE_MAX,
  documentMax: formatFileSize(LIMITS.DOCUMENT_MAX_BYTES),
};

// useErrorText, plus the keys directories.json adds.
export const useDirectoryErrorText = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (code: string | undefined, values?: ErrorTextValues): string =>
      hasDirectoryErrorText(code) ? t(`errors.${code}`, { ...DIRECTORY_TEXT_VALUES, ...values }) : errorText(code, values),
    [t, errorText],
  );
};

export type DirectoryNotify = {
  success: (key: DirectoryNotificationKey) => void;
  // a success with no key of its own, already translated
  successText: (message: string) => void;
  // `cause` is the failed request: its translated code says why, unless the network failed (the
  // offline notice says that already).
  error: (key: DirectoryNotificationKey, cause?: unknown) => void;
  errorText: (message: string, cause?: unknown) => void;
};

// Toasts (bottom centre, 5 s) with the directory screens' texts, shown as lib/notify shows the others.
export const useDirectoryNotify = (): DirectoryNotify => {
  const { t } = useTranslation();
  const errorText = useDirectoryErrorText();
  return useMemo(() => {
    const showSuccess = (message: string) =>
      notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden="true" />, message });
    const showError = (message: string, cause: unknown) => {
      const code = errorCodeOf(cause);
      const reason = cause === undefined || isRequestNetworkError(cause) || code === undefined ? undefined : errorText(code);
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
    };
  }, [t, errorText]);
};

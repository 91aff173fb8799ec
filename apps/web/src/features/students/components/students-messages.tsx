import { useCallback, useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import students from '../../../locales/en/students.json';
import { useErrorText, type ErrorTextValues } from '../../../lib/error-message';
import { errorCodeOf, isRequestNetworkError } from '../../../lib/request-error';

// The students screens keep their texts in locales/*/students.json (merged into the translation
// namespace); these hooks read the error keys and toasts added there, and fall back to useErrorText.

type StudentsErrorKey = keyof typeof students.errors;
export type StudentsNotificationKey = keyof typeof students.notifications;

const hasStudentsErrorText = (code: string | undefined): code is StudentsErrorKey =>
  code !== undefined && Object.hasOwn(students.errors, code);

export const useStudentsErrorText = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (code: string | undefined, values?: ErrorTextValues): string =>
      hasStudentsErrorText(code) ? t(`errors.${code}`, { addressMax: 100, personNameMax: 75, ...values }) : errorText(code, values),
    [t, errorText],
  );
};

export type StudentsNotify = {
  success: (key: StudentsNotificationKey) => void;
  successText: (message: string) => void;
  error: (key: StudentsNotificationKey, cause?: unknown) => void;
};

export const useStudentsNotify = (): StudentsNotify => {
  const { t } = useTranslation();
  const errorText = useStudentsErrorText();
  return useMemo(() => {
    const showSuccess = (message: string) =>
      notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden="true" />, message });
    return {
      success: (key) => showSuccess(t(`notifications.${key}`)),
      successText: showSuccess,
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
    };
  }, [t, errorText]);
};

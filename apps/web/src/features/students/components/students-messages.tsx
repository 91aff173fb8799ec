import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStudentsErrorText } from '../../../components/students/students-error-text';
import type students from '../../../locales/en/students.json';
import { errorCodeOf, isRequestNetworkError } from '../../../lib/request-error';

// The students screens keep their texts in locales/*/students.json (merged into the translation
// namespace); this hook shows the toasts added there (error keys: components/students/students-error-text).

export type StudentsNotificationKey = keyof typeof students.notifications;

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

import { useCallback, useMemo } from 'react';
import { LIMITS } from '@claims/shared';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDirectoryErrorText } from '../../../lib/directory-messages';
import type { ErrorTextValues } from '../../../lib/error-message';
import { errorCodeOf, isRequestNetworkError } from '../../../lib/request-error';
import dashboard from '../../../locales/en/dashboard.json';

const hasDashboardErrorText = (code: string | undefined): code is keyof typeof dashboard.errors =>
  code !== undefined && Object.hasOwn(dashboard.errors, code);

// The error keys dashboard.json adds, then those of the directory screens and the app.
export const useDashboardErrorText = () => {
  const { t } = useTranslation();
  const directoryErrorText = useDirectoryErrorText();
  return useCallback(
    (code: string | undefined, values?: ErrorTextValues): string =>
      hasDashboardErrorText(code) ? t(`errors.${code}`, { addressMax: LIMITS.ADDRESS_MAX, ...values }) : directoryErrorText(code, values),
    [t, directoryErrorText],
  );
};

// Toasts for dashboard changes; a failure says why when the server gave a reason.
export const useDashboardNotify = () => {
  const errorText = useDashboardErrorText();
  return useMemo(
    () => ({
      success: (message: string) => notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden="true" />, message }),
      error: (message: string, cause: unknown) => {
        const code = errorCodeOf(cause);
        const reason = isRequestNetworkError(cause) || code === undefined ? undefined : errorText(code);
        notifications.show({
          color: 'red',
          icon: <IconAlertCircle size={18} aria-hidden="true" />,
          title: reason ? message : undefined,
          message: reason ?? message,
        });
      },
    }),
    [errorText],
  );
};

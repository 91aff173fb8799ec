import { useMemo } from 'react';
import { LIMITS } from '@claims/shared';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useDirectoryErrorText } from '../../../lib/directory-messages';
import { useFeatureErrorText } from '../../../lib/error-message';
import { errorCodeOf, isRequestNetworkError } from '../../../lib/request-error';
import dashboard from '../../../locales/en/dashboard.json';

// The error keys dashboard.json adds, then those of the directory screens and the app.
const DASHBOARD_TEXT_VALUES = { addressMax: LIMITS.ADDRESS_MAX };
export const useDashboardErrorText = () => useFeatureErrorText(dashboard.errors, DASHBOARD_TEXT_VALUES, useDirectoryErrorText());

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

import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { onApiEvent } from '../lib/api-events';

export const OFFLINE_NOTIFICATION_ID = 'offline';

// When a request cannot reach the server the session and every form stay as they are; this says so
// (see docs/decisions/004-network-errors-keep-the-session.md). One notice at a time.
export const OfflineNotice = () => {
  const { t } = useTranslation();
  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type !== 'offline') return;
        notifications.show({
          id: OFFLINE_NOTIFICATION_ID,
          color: 'yellow',
          icon: <IconWifiOff size={18} aria-hidden="true" />,
          message: t('app.offline'),
        });
      }),
    [t],
  );
  return null;
};

import { useEffect, useState } from 'react';
import { Alert, Box } from '@mantine/core';
import { TIMINGS } from '@claims/shared';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { onApiEvent } from '../lib/api-events';

// When a request cannot reach the server the session and every form stay as they are; this says so
// (see docs/decisions/004-network-errors-keep-the-session.md), for as long as a toast, each failure
// starting it again. Drawn on its own rather than as a toast: the toasts' chunk may be exactly what the
// lost network cannot bring.
export const OfflineNotice = () => {
  const { t } = useTranslation();
  const [raisedAt, setRaisedAt] = useState<number | null>(null);
  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type === 'offline') setRaisedAt(Date.now());
      }),
    [],
  );
  useEffect(() => {
    if (raisedAt === null) return;
    const timer = setTimeout(() => setRaisedAt(null), TIMINGS.TOAST_MS);
    return () => clearTimeout(timer);
  }, [raisedAt]);
  if (raisedAt === null) return null;
  return (
    <Box pos="fixed" bottom="var(--mantine-spacing-md)" left="50%" w="min(440px, calc(100% - 2 * var(--mantine-spacing-md)))" style={{ transform: 'translateX(-50%)', zIndex: 'var(--mantine-z-index-max)' }}>
      <Alert color="yellow" icon={<IconWifiOff size={18} aria-hidden="true" />} role="status" withCloseButton closeButtonLabel={t('app.dismiss')} onClose={() => setRaisedAt(null)}>
        {t('app.offline')}
      </Alert>
    </Box>
  );
};

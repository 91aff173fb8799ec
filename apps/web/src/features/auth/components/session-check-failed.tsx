import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from './auth-provider';

// The stored session could not be checked (server unreachable). The token is kept; the user retries.
export const SessionCheckFailed = () => {
  const { t } = useTranslation();
  const { retryIdentityCheck } = useAuth();
  return (
    <Center mih="100dvh" p="md">
      <Alert color="yellow" icon={<IconAlertCircle aria-hidden="true" />} maw={440}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('app.sessionCheckFailed')}</Text>
          <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={retryIdentityCheck}>
            {t('app.retry')}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
};

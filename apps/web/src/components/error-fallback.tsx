import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { CenteredCard } from './centered-card';
import { PageTitle } from './page-title';

// Shown by the root route's error boundary. Error details are not shown to users.
export const ErrorFallback = () => {
  const { t } = useTranslation();
  return (
    <CenteredCard>
      <PageTitle title={t('errorBoundary.title')} />
      <Stack align="center" gap="md" role="alert">
        <IconAlertTriangle size={40} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden="true" />
        <Title order={1} size="h2" ta="center">
          {t('errorBoundary.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('errorBoundary.message')}
        </Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('errorBoundary.reload')}</Button>
          <Anchor component={Link} to={paths.home()}>
            {t('errorBoundary.home')}
          </Anchor>
        </Group>
      </Stack>
    </CenteredCard>
  );
};

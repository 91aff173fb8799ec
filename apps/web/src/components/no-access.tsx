import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { PageTitle } from './page-title';

// Shown in place of a page the signed-in user's role or schools do not cover. The server refuses the
// data anyway; this only says so plainly.
export const NoAccess = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle title={t('access.title')} />
      <Title order={1}>{t('access.title')}</Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm">
          <IconLock size={32} stroke={1.5} aria-hidden="true" />
          <Text>{t('access.message')}</Text>
          <Anchor component={Link} to={paths.home()}>
            {t('access.home')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
};

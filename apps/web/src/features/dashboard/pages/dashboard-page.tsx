import { Alert, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';

// /dashboard without a school: an admin must pick one first (SPEC §2). The school switcher comes later.
export const DashboardPage = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle title={t('pages.dashboard')} />
      <Title order={1}>{t('pages.dashboard')}</Title>
      <Alert icon={<IconInfoCircle aria-hidden="true" />} color="blue">
        {t('dashboard.selectSchool')}
      </Alert>
    </Stack>
  );
};

import { Alert, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { SchoolPicker } from '../components/school-picker';

// /dashboard for an admin: pick a school first (SPEC §2). School users are sent to their school's
// dashboard by the route before this page renders.
export const DashboardPage = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle title={t('pages.dashboard')} />
      <Title order={1}>{t('pages.dashboard')}</Title>
      <Alert icon={<IconInfoCircle aria-hidden="true" />} color="blue">
        {t('dashboard.selectSchool')}
      </Alert>
      <SchoolPicker />
    </Stack>
  );
};

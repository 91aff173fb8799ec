import { Alert, Button, Select, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useActiveSchools } from '../../../entities/schools';

// Choosing a school opens its dashboard. Options keep the server's order (by name).
export const SchoolPicker = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schools = useActiveSchools();

  if (schools.isError) {
    return (
      <Alert color="red" title={t('dashboard.schoolsError')} icon={<IconAlertCircle aria-hidden="true" />}>
        <Button
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          loading={schools.isFetching}
          onClick={() => void schools.refetch()}
        >
          {t('dashboard.retry')}
        </Button>
      </Alert>
    );
  }

  const options = (schools.data ?? []).map((school) => ({ value: school.id, label: school.name }));
  return (
    <Stack gap="xs" maw={420}>
      <Select
        label={t('dashboard.schoolLabel')}
        placeholder={schools.isPending ? t('dashboard.schoolsLoading') : t('dashboard.schoolPlaceholder')}
        data={options}
        disabled={schools.isPending}
        searchable
        nothingFoundMessage={t('dashboard.noSchools')}
        onChange={(schoolId) => {
          if (schoolId) void navigate(paths.dashboard.school(schoolId));
        }}
      />
      {schools.isSuccess && options.length === 0 ? <Text c="dimmed">{t('dashboard.noSchools')}</Text> : null}
    </Stack>
  );
};

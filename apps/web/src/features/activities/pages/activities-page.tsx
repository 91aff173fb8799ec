import { Alert, Button, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useActivities } from '../api/get-activities';

export const ActivitiesPage = () => {
  const { t } = useTranslation();
  const activities = useActivities();

  const content = (() => {
    if (activities.isPending) {
      return (
        <Center py="xl" role="status" aria-label={t('activities.loading')}>
          <Loader />
        </Center>
      );
    }
    if (activities.isError) {
      return (
        <Alert
          color="red"
          title={t('activities.errorTitle')}
          icon={<IconAlertCircle aria-hidden="true" />}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('activities.errorMessage')}</Text>
            <Button
              variant="light"
              color="red"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              loading={activities.isFetching}
              onClick={() => void activities.refetch()}
            >
              {t('activities.retry')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    if (activities.data.length === 0) {
      return (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center">
            {t('activities.empty')}
          </Text>
        </Paper>
      );
    }
    return (
      <Paper withBorder radius="md">
        <Table striped highlightOnHover aria-label={t('activities.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('activities.columnName')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {activities.data.map((activity) => (
              <Table.Tr key={activity.id}>
                <Table.Td>{activity.activity}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    );
  })();

  return (
    <Stack gap="md">
      <PageTitle title={t('activities.title')} />
      <Title order={1}>{t('activities.title')}</Title>
      {content}
    </Stack>
  );
};

import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconEdit, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-modal';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { useDirectoryNotify } from '../../../lib/directory-messages';
import { type Activity, useActivities, useDeleteActivity } from '../../../entities/activities';
import { ActivityModal } from '../components/activity-modal';

// null: no modal; undefined activity: adding one.
type OpenModal = { activity: Activity | undefined } | null;

export const ActivitiesPage = () => {
  const { t } = useTranslation();
  const activities = useActivities();
  const confirm = useConfirm();
  const notify = useDirectoryNotify();
  const deleteActivity = useDeleteActivity();
  const [modal, setModal] = useState<OpenModal>(null);

  const remove = async (activity: Activity) => {
    const confirmed = await confirm({
      title: t('activities.deleteTitle'),
      message: t('activities.deleteMessage', { name: activity.activity }),
    });
    if (!confirmed) return;
    try {
      await deleteActivity.mutateAsync(activity.id);
      notify.successText(t('activities.deleted'));
    } catch (error) {
      notify.errorText(t('activities.deleteFailed'), error);
    }
  };

  const columns: Array<DataTableColumn<Activity>> = [
    { key: 'name', header: t('activities.columnName'), render: (activity) => activity.activity },
    {
      key: 'actions',
      header: t('activities.columnActions'),
      hideHeader: true,
      align: 'right',
      width: 120,
      render: (activity) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('common.edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('activities.rename', { name: activity.activity })}
              onClick={() => setModal({ activity })}
            >
              <IconEdit size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('common.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('activities.delete', { name: activity.activity })}
              onClick={() => void remove(activity)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle title={t('activities.title')} />
      <Group justify="space-between">
        <Title order={1}>{t('activities.title')}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setModal({ activity: undefined })}>
          {t('activities.add')}
        </Button>
      </Group>
      {activities.isError ? (
        <Alert color="red" title={t('activities.errorTitle')} icon={<IconAlertCircle aria-hidden="true" />}>
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
      ) : (
        // the server sorts by name (SPEC §7)
        <DataTable
          label={t('activities.title')}
          columns={columns}
          rows={activities.data}
          rowKey={(activity) => activity.id}
          loading={activities.isFetching && !activities.isPending}
          loadingLabel={t('activities.loading')}
          emptyMessage={t('activities.empty')}
        />
      )}
      {modal ? <ActivityModal key={modal.activity?.id ?? 'new'} activity={modal.activity} onClose={() => setModal(null)} /> : null}
    </Stack>
  );
};

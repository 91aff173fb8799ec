import { useState } from 'react';
import { ActionIcon, Alert, Avatar, Button, Group, Modal, Stack, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PAGE_SIZES, TIMINGS, toDisplayDate } from '@claims/shared';
import { IconAlertCircle, IconEdit, IconHistory, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-modal';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PaginationFooter } from '../../../components/pagination-footer';
import { StatusPill } from '../../../components/status-pill';
import { useNotify } from '../../../lib/notify';
import { AccessLogSection } from '../../../components/access-log-section';
import { useDeleteUser } from '../api/delete-user';
import { useSchoolUsers, type SchoolUser } from '../api/get-school-users';
import { UserModal } from './user-modal';

export type SchoolUsersTabProps = {
  schoolId: string;
};

type ModalState = { open: false } | { open: true; user: SchoolUser | undefined };

const NONE = '-';
const initials = (user: SchoolUser) => `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();

// Access report, Delete and Edit, each naming its user for screen readers.
const UserRowActions = ({ user, onDelete, onEdit, onAccessReport }: { user: SchoolUser; onDelete: () => void; onEdit: () => void; onAccessReport: () => void }) => {
  const { t } = useTranslation();
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('accessLog.userTitle')}>
        <ActionIcon variant="subtle" aria-label={t('accessLog.open', { name })} onClick={onAccessReport}>
          <IconHistory size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('common.delete')}>
        <ActionIcon variant="subtle" color="red" aria-label={t('schools.users.deleteUser', { name })} onClick={onDelete}>
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('common.edit')}>
        <ActionIcon variant="subtle" aria-label={t('schools.users.editUser', { name })} onClick={onEdit}>
          <IconEdit size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
};

// Everything one user looked at or changed (issue 39), over the users list.
const AccessReportModal = ({ user, onClose }: { user: SchoolUser | undefined; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal opened={user !== undefined} onClose={onClose} size="90rem" title={user ? t('accessLog.open', { name: `${user.first_name} ${user.last_name}` }) : ''}>
      {user ? <AccessLogSection subject={{ userId: user.id }} title={t('accessLog.userTitle')} intro={t('accessLog.userIntro')} /> : null}
    </Modal>
  );
};

// The school's users: search (500 ms debounce), add, edit and delete; paged like the school list.
export const SchoolUsersTab = ({ schoolId }: SchoolUsersTabProps) => {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const notify = useNotify();
  const deleteUser = useDeleteUser();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, TIMINGS.USER_SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ page: 1, size: PAGE_SIZES.schools.default as number });
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [reported, setReported] = useState<SchoolUser | undefined>();
  const users = useSchoolUsers({
    schoolId,
    search: debouncedSearch,
    offset: (paging.page - 1) * paging.size,
    limit: paging.size,
  });

  const remove = async (user: SchoolUser) => {
    const name = `${user.first_name} ${user.last_name}`;
    if (!(await confirm({ title: t('schools.users.deleteTitle'), message: t('schools.users.deleteMessage', { name }) }))) return;
    try {
      await deleteUser.mutateAsync({ id: user.id, schoolId });
      notify.success('USER_DELETED');
    } catch (error) {
      notify.error('USER_DELETION_FAILED', error);
    }
  };

  const columns: Array<DataTableColumn<SchoolUser>> = [
    {
      key: 'avatar',
      header: t('schools.users.avatar'),
      hideHeader: true,
      width: 56,
      render: (user) => (
        <Avatar radius="xl" color="blue" aria-hidden="true">
          {initials(user)}
        </Avatar>
      ),
    },
    { key: 'firstName', header: t('schools.users.firstName'), render: (user) => user.first_name },
    { key: 'lastName', header: t('schools.users.lastName'), render: (user) => user.last_name },
    { key: 'email', header: t('schools.users.email'), render: (user) => user.email_address },
    { key: 'createdAt', header: t('schools.users.createdAt'), render: (user) => toDisplayDate(user.created_at) || NONE },
    {
      key: 'lastActivity',
      header: t('schools.users.lastActivity'),
      render: (user) => toDisplayDate(user.last_activity_at) || NONE,
    },
    { key: 'status', header: t('schools.users.status'), render: (user) => <StatusPill active={user.is_active} /> },
    {
      key: 'actions',
      header: t('schools.users.actions'),
      hideHeader: true,
      align: 'right',
      render: (user) => (
        <UserRowActions user={user} onDelete={() => void remove(user)} onEdit={() => setModal({ open: true, user })} onAccessReport={() => setReported(user)} />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('schools.users.search')}
          placeholder={t('schools.users.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
          w={{ base: '100%', sm: 320 }}
          type="search"
        />
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setModal({ open: true, user: undefined })}>
          {t('schools.users.add')}
        </Button>
      </Group>
      {users.isError && !users.data ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />}>
          {t('common.loadError')}
        </Alert>
      ) : (
        <DataTable
          label={t('schools.users.label')}
          columns={columns}
          rows={users.data?.items}
          rowKey={(user) => user.id}
          loading={users.isFetching}
          loadingLabel={t('schools.users.loading')}
          emptyMessage={debouncedSearch.trim() ? t('schools.users.noMatch') : t('schools.users.empty')}
          footer={
            users.data && users.data.total > 0 ? (
              <PaginationFooter
                page={paging.page}
                pageSize={paging.size}
                total={users.data.total}
                pageSizes={PAGE_SIZES.schools.options}
                onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
                onPageSizeChange={(size) => setPaging({ page: 1, size })}
              />
            ) : null
          }
        />
      )}
      {modal.open ? (
        <UserModal
          key={modal.user?.id ?? 'new'}
          schoolId={schoolId}
          user={modal.user}
          onClose={() => setModal({ open: false })}
        />
      ) : null}
      <AccessReportModal user={reported} onClose={() => setReported(undefined)} />
    </Stack>
  );
};

import type { ReactNode } from 'react';
import { ActionIcon, Avatar, Group, Text, Tooltip } from '@mantine/core';
import { toDisplayDate, type SchoolSortColumn } from '@claims/shared';
import { IconEdit, IconSchool, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '../../../components/confirm-modal';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../../components/data-table';
import { StatusPill } from '../../../components/status-pill';
import { paths } from '../../../config/paths';
import { useNotify } from '../../../lib/notify';
import { useDeleteSchool } from '../api/delete-school';
import type { SchoolListItem } from '../api/get-schools';

export type SchoolsTableProps = {
  rows: readonly SchoolListItem[] | undefined;
  loading: boolean;
  sort: DataTableSort<SchoolSortColumn>;
  onSortChange: (sort: DataTableSort<SchoolSortColumn>) => void;
  // called after a school was deleted (the page may step back when its last row went)
  onDeleted: () => void;
  footer: ReactNode;
};

const NONE = '-';

export const SchoolsTable = ({ rows, loading, sort, onSortChange, onDeleted, footer }: SchoolsTableProps) => {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const notify = useNotify();
  const deleteSchool = useDeleteSchool();

  const remove = async (school: SchoolListItem) => {
    const confirmed = await confirm({
      title: t('schools.deleteTitle'),
      message: t('schools.deleteMessage', { name: school.name }),
    });
    if (!confirmed) return;
    try {
      await deleteSchool.mutateAsync(school.id);
      notify.success('SCHOOL_DELETED');
      onDeleted();
    } catch (error) {
      notify.error('SCHOOL_DELETION_FAILED', error);
    }
  };

  const columns: Array<DataTableColumn<SchoolListItem, SchoolSortColumn>> = [
    {
      key: 'logo',
      header: t('schools.column.logo'),
      hideHeader: true,
      width: 64,
      render: (school) => (
        <Avatar src={school.logo_url} alt={t('schools.logoAlt', { name: school.name })} radius="sm" size={40} color="gray">
          <IconSchool size={22} aria-hidden="true" />
        </Avatar>
      ),
    },
    {
      key: 'name',
      header: t('schools.column.name'),
      sortKey: 'name',
      render: (school) => <Text fw={600}>{school.name.toUpperCase()}</Text>,
    },
    {
      key: 'salesRep',
      header: t('schools.column.salesRep'),
      sortKey: 'sales_rep',
      render: (school) => school.sales_rep_name || NONE,
    },
    {
      key: 'tpas',
      header: t('schools.column.tpas'),
      render: (school) => (school.tpa_codes.length > 0 ? school.tpa_codes.join(', ') : NONE),
    },
    {
      key: 'notes',
      header: t('schools.column.notes'),
      render: (school) =>
        school.first_note?.trim() ? (
          <Text size="sm" lineClamp={3} maw={320} style={{ whiteSpace: 'pre-line' }}>
            {school.first_note}
          </Text>
        ) : (
          NONE
        ),
    },
    {
      key: 'status',
      header: t('schools.column.status'),
      render: (school) => <StatusPill active={school.is_active} />,
    },
    {
      key: 'updatedAt',
      header: t('schools.column.updatedAt'),
      sortKey: 'updated_at',
      render: (school) => toDisplayDate(school.updated_at) || NONE,
    },
    {
      key: 'actions',
      header: t('schools.column.actions'),
      hideHeader: true,
      align: 'right',
      render: (school) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('common.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('schools.deleteSchool', { name: school.name })}
              onClick={() => void remove(school)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('common.edit')}>
            <ActionIcon
              variant="subtle"
              component={Link}
              to={paths.schools.edit(school.id)}
              aria-label={t('schools.editSchool', { name: school.name })}
            >
              <IconEdit size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      label={t('schools.title')}
      columns={columns}
      rows={rows}
      rowKey={(school) => school.id}
      loading={loading}
      loadingLabel={t('schools.loading')}
      emptyMessage={t('schools.empty')}
      sort={sort}
      onSortChange={onSortChange}
      footer={footer}
    />
  );
};

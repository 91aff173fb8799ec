import type { ReactNode } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import type { SalesRepListItem, SalesRepSortColumn } from '../api/get-sales-reps';

export type SalesRepsTableProps = {
  rows: readonly SalesRepListItem[] | undefined;
  loading: boolean;
  sort: DataTableSort<SalesRepSortColumn>;
  onSortChange: (sort: DataTableSort<SalesRepSortColumn>) => void;
  footer: ReactNode;
};

const NONE = '-';

export const SalesRepsTable = ({ rows, loading, sort, onSortChange, footer }: SalesRepsTableProps) => {
  const { t } = useTranslation();

  const columns: Array<DataTableColumn<SalesRepListItem, SalesRepSortColumn>> = [
    { key: 'firstName', header: t('salesReps.column.firstName'), sortKey: 'first_name', render: (rep) => rep.first_name },
    { key: 'lastName', header: t('salesReps.column.lastName'), sortKey: 'last_name', render: (rep) => rep.last_name },
    { key: 'email', header: t('salesReps.column.email'), sortKey: 'email_address', render: (rep) => rep.email_address || NONE },
    { key: 'phone', header: t('salesReps.column.phone'), render: (rep) => rep.phone || NONE },
    { key: 'state', header: t('salesReps.column.state'), render: (rep) => rep.state || NONE },
    {
      key: 'seeAllSchools',
      header: t('salesReps.column.seeAllSchools'),
      render: (rep) => (rep.see_all_schools ? t('common.yes') : t('common.no')),
    },
    {
      key: 'actions',
      header: t('salesReps.column.actions'),
      hideHeader: true,
      align: 'right',
      render: (rep) => (
        <Tooltip label={t('common.edit')}>
          <ActionIcon
            variant="subtle"
            component={Link}
            to={paths.salesReps.edit(rep.id)}
            aria-label={t('salesReps.editSalesRep', { name: `${rep.first_name} ${rep.last_name}` })}
          >
            <IconEdit size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <DataTable
      label={t('salesReps.title')}
      columns={columns}
      rows={rows}
      rowKey={(rep) => rep.id}
      loading={loading}
      loadingLabel={t('salesReps.loading')}
      emptyMessage={t('salesReps.empty')}
      sort={sort}
      onSortChange={onSortChange}
      footer={footer}
    />
  );
};

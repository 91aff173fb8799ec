import type { ReactNode } from 'react';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { toDisplayDate } from '@claims/shared';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '../../../components/confirm-modal';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useDirectoryNotify } from '../../../lib/directory-messages';
import { useDeleteTpa } from '../api/delete-tpa';
import type { TpaListItem, TpaSortColumn } from '../api/get-tpas';
import { useDeliveryMethodLabel } from './delivery-method';

export type TpasTableProps = {
  rows: readonly TpaListItem[] | undefined;
  loading: boolean;
  sort: DataTableSort<TpaSortColumn>;
  onSortChange: (sort: DataTableSort<TpaSortColumn>) => void;
  // called after a TPA was deleted (the page may step back when its last row went)
  onDeleted: () => void;
  emptyMessage: string;
  footer: ReactNode;
};

const NONE = '-';

const locationOf = (tpa: TpaListItem) => [tpa.city, tpa.state].filter((part) => part !== null && part !== '').join(', ') || NONE;

export const TpasTable = ({ rows, loading, sort, onSortChange, onDeleted, emptyMessage, footer }: TpasTableProps) => {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const notify = useDirectoryNotify();
  const deliveryMethodLabel = useDeliveryMethodLabel();
  const deleteTpa = useDeleteTpa();

  const remove = async (tpa: TpaListItem) => {
    const confirmed = await confirm({
      title: t('tpas.deleteTitle'),
      message: t('tpas.deleteMessage', { name: tpa.name, code: tpa.code }),
    });
    if (!confirmed) return;
    try {
      await deleteTpa.mutateAsync(tpa.id);
      notify.success('TPA_DELETED');
      onDeleted();
    } catch (error) {
      notify.error('TPA_DELETION_FAILED', error);
    }
  };

  const columns: Array<DataTableColumn<TpaListItem, TpaSortColumn>> = [
    { key: 'code', header: t('tpas.column.code'), sortKey: 'code', render: (tpa) => <Text fw={600}>{tpa.code}</Text> },
    { key: 'name', header: t('tpas.column.name'), sortKey: 'name', render: (tpa) => tpa.name },
    { key: 'location', header: t('tpas.column.location'), render: locationOf },
    { key: 'claimsEmail', header: t('tpas.column.claimsEmail'), render: (tpa) => tpa.claims_email_address || NONE },
    { key: 'deliveryMethod', header: t('tpas.column.deliveryMethod'), render: (tpa) => deliveryMethodLabel(tpa.delivery_method) },
    { key: 'updatedAt', header: t('tpas.column.updatedAt'), render: (tpa) => toDisplayDate(tpa.updated_at) || NONE },
    {
      key: 'actions',
      header: t('tpas.column.actions'),
      hideHeader: true,
      align: 'right',
      render: (tpa) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('common.delete')}>
            <ActionIcon variant="subtle" color="red" aria-label={t('tpas.deleteTpa', { name: tpa.name })} onClick={() => void remove(tpa)}>
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('common.edit')}>
            <ActionIcon variant="subtle" component={Link} to={paths.tpas.edit(tpa.id)} aria-label={t('tpas.editTpa', { name: tpa.name })}>
              <IconEdit size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      label={t('tpas.title')}
      columns={columns}
      rows={rows}
      rowKey={(tpa) => tpa.id}
      loading={loading}
      loadingLabel={t('tpas.loading')}
      emptyMessage={emptyMessage}
      sort={sort}
      onSortChange={onSortChange}
      footer={footer}
    />
  );
};

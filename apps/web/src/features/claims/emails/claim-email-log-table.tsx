import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ClaimStatusPill, claimStatusText } from '../list/claim-status-pill';
import { toDisplayDateTime } from '../../../lib/date-time';
import type { ClaimEmailLogItem } from './get-claim-email-logs';
import { useLanguage } from '../../../lib/use-language';

export type ClaimEmailLogTableProps = {
  rows: readonly ClaimEmailLogItem[] | undefined;
  loading: boolean;
  onView: (email: ClaimEmailLogItem) => void;
  onPdf: (email: ClaimEmailLogItem) => void;
  // the e-mail whose PDF link is being requested
  pdfPendingId: string | undefined;
  footer: ReactNode;
};

export const ClaimEmailLogTable = ({ rows, loading, onView, onPdf, pdfPendingId, footer }: ClaimEmailLogTableProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const none = t('common.none');
  const when = (value: string | null) => toDisplayDateTime(value, language) || none;
  const columns: Array<DataTableColumn<ClaimEmailLogItem>> = [
    { key: 'created', header: t('claimRecords.emails.column.created'), render: (email) => when(email.created_at) },
    { key: 'recipient', header: t('claimRecords.emails.column.recipient'), render: (email) => email.recipient || none },
    {
      key: 'delivery',
      header: t('claimRecords.emails.column.delivery'),
      render: (email) => <ClaimStatusPill status={email.status} label={claimStatusText(t, email.status)} />,
    },
    { key: 'sentAt', header: t('claimRecords.emails.column.sentAt'), render: (email) => when(email.sent_at) },
    { key: 'viewedAt', header: t('claimRecords.emails.column.viewedAt'), render: (email) => when(email.viewed_at) },
    { key: 'attempts', header: t('claimRecords.emails.column.attempts'), align: 'right', render: (email) => email.attempts },
    {
      key: 'actions',
      header: t('claimRecords.emails.column.actions'),
      hideHeader: true,
      align: 'right',
      render: (email) => {
        const created = when(email.created_at);
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('claimRecords.emails.view')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('claimRecords.emails.viewEmail', { created })}
                onClick={() => onView(email)}
              >
                <IconEye size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('claimRecords.emails.pdf')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('claimRecords.emails.emailPdf', { created })}
                loading={pdfPendingId === email.id}
                onClick={() => onPdf(email)}
              >
                <IconFileTypePdf size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      },
    },
  ];
  return (
    <DataTable
      label={t('claimRecords.emails.listLabel')}
      columns={columns}
      rows={rows}
      rowKey={(email) => email.id}
      loading={loading}
      loadingLabel={t('claimRecords.emails.loading')}
      emptyMessage={t('claimRecords.emails.empty')}
      footer={footer}
    />
  );
};

import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { DELETION_KIND_LABELS, PAGE_SIZES } from '@claims/shared';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ListPageFooter, type ListPage } from '../../../components/pagination-footer';
import { useDeletionCertificates, useDownloadCertificate, type DeletionCertificate } from '../../../entities/data-deletion';
import { toDisplayDateTime } from '../../../lib/date-time';
import { useNotify } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';

const countOf = (certificate: DeletionCertificate, key: string) => certificate.counts.find((entry) => entry.key === key)?.count ?? 0;

// Every deletion for good, newest first, each with its certificate as PDF (ADR 042).
export const DeletionCertificates = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useNotify();
  const [list, setList] = useState<ListPage>({ page: 1, size: PAGE_SIZES.dataExports.default });
  const certificates = useDeletionCertificates({ offset: (list.page - 1) * list.size, limit: list.size });
  const download = useDownloadCertificate();
  const title = t('deletionCertificates.title');

  const columns: DataTableColumn<DeletionCertificate>[] = [
    { key: 'performed', header: t('deletionCertificates.column.performed'), render: (row) => toDisplayDateTime(row.performed_at, language) },
    { key: 'kind', header: t('deletionCertificates.column.kind'), render: (row) => DELETION_KIND_LABELS[row.kind][language] },
    { key: 'subject', header: t('deletionCertificates.column.subject'), render: (row) => row.subject },
    { key: 'reference', header: t('deletionCertificates.column.reference'), render: (row) => row.reference || t('common.none') },
    { key: 'by', header: t('deletionCertificates.column.by'), render: (row) => row.requested_by_name ?? t('common.none') },
    {
      key: 'destroyed',
      header: t('deletionCertificates.column.destroyed'),
      render: (row) => t('deletionCertificates.summary', { students: countOf(row, 'students'), claims: countOf(row, 'claims'), files: countOf(row, 'stored_files') }),
    },
    {
      key: 'pdf',
      header: t('deletionCertificates.column.pdf'),
      render: (row) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileDownload size={14} aria-hidden="true" />}
          loading={download.isPending && download.variables?.id === row.id}
          onClick={() => download.mutate(row, { onError: (error) => notify.errorText(t('deletionCertificates.pdfFailed'), error) })}
        >
          {t('deletionCertificates.pdf')}
        </Button>
      ),
    },
  ];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('deletionCertificates.intro')}
        </Text>
        <DataTable
          label={title}
          columns={columns}
          rows={certificates.data?.items}
          rowKey={(row) => row.id}
          loading={certificates.isPending}
          loadingLabel={t('deletionCertificates.loading')}
          emptyMessage={certificates.isError ? t('deletionCertificates.loadError') : t('deletionCertificates.empty')}
          mobileSummaryColumns={3}
          footer={<ListPageFooter list={list} total={certificates.data?.total} pageSizes={PAGE_SIZES.dataExports.options} onChange={setList} />}
        />
      </Stack>
    </Paper>
  );
};

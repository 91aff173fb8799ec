import { useState } from 'react';
import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { PAGE_SIZES } from '@claims/shared';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ListPageFooter } from '../../../components/pagination-footer';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/use-language';
import { toDisplayDateTime } from '../../../lib/date-time';
import { useExportDisclosures, useStudentDisclosures, type StudentDisclosure } from '../api/student-disclosures';
import { useStudentsNotify } from './students-messages';

// Each time the student's record went to a TPA (34 CFR 99.32): when, which claim, to whom, what, by
// whom and on what basis, newest first; the whole record downloads as CSV.
export const StudentDisclosures = ({ schoolId, studentId }: { schoolId: string; studentId: string }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useStudentsNotify();
  const [list, setList] = useState({ page: 1, size: PAGE_SIZES.disclosures.default as number });
  const disclosures = useStudentDisclosures(studentId, { offset: (list.page - 1) * list.size, limit: list.size });
  const exportCsv = useExportDisclosures(studentId);
  const title = t('students.disclosures.title');
  const columns: DataTableColumn<StudentDisclosure>[] = [
    { key: 'when', header: t('students.disclosures.when'), render: (row) => toDisplayDateTime(row.disclosed_at, language) },
    {
      key: 'claim',
      header: t('students.disclosures.claim'),
      render: (row) => (
        <Anchor component={Link} to={paths.dashboard.claim(schoolId, row.claim_id)}>
          {row.claim_number}
        </Anchor>
      ),
    },
    { key: 'recipient', header: t('students.disclosures.recipient'), render: (row) => row.recipient },
    { key: 'kind', header: t('students.disclosures.kind'), render: (row) => t(`students.disclosures.kinds.${row.kind}`) },
    { key: 'items', header: t('students.disclosures.items'), render: (row) => row.items.join('; ') },
    { key: 'by', header: t('students.disclosures.by'), render: (row) => row.disclosed_by_name ?? (row.kind === 'TPA_LINK_VIEW' ? t('students.disclosures.byTpa') : t('students.disclosures.byParent')) },
    { key: 'basis', header: t('students.disclosures.basis'), render: (row) => t(`students.disclosures.bases.${row.basis}`) },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={exportCsv.isPending}
          disabled={!disclosures.data || disclosures.data.total === 0}
          onClick={() => exportCsv.mutate(undefined, { onError: (error) => notify.errorText(t('students.disclosures.exportFailed'), error) })}
        >
          {t('students.disclosures.export')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('students.disclosures.intro')}
      </Text>
      <DataTable
        label={title}
        columns={columns}
        rows={disclosures.data?.items}
        rowKey={(row) => row.id}
        loading={disclosures.isFetching}
        loadingLabel={t('students.disclosures.loading')}
        emptyMessage={disclosures.isError ? t('students.disclosures.loadError') : t('students.disclosures.empty')}
        mobileSummaryColumns={3}
        footer={<ListPageFooter list={list} total={disclosures.data?.total} pageSizes={PAGE_SIZES.disclosures.options} onChange={setList} />}
      />
    </Paper>
  );
};

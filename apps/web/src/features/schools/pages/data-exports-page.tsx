import { useState } from 'react';
import { Button, Group, MultiSelect, Paper, Progress, Stack, Text, Title, type MantineColor } from '@mantine/core';
import { DATA_EXPORT_KEPT_DAYS, DATA_EXPORT_STATUS_LABELS, isAllowedPageSize, PAGE_SIZES, type DataExportStatus } from '@claims/shared';
import { IconDatabaseExport, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useConfirm } from '../../../components/confirm-modal';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { ListPageFooter } from '../../../components/pagination-footer';
import { StatusPill } from '../../../components/status-pill';
import { schoolChoiceLabel, schoolOptionsQueryOptions } from '../../../entities/schools';
import { toDisplayDateTime } from '../../../lib/date-time';
import { formatFileSize } from '../../../lib/file-size';
import { useNotify } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useUrlState, type UrlStateFields } from '../../../lib/use-url-state';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { useDataExports, useDownloadDataExport, useStartDataExport, type DataExport } from '../api/data-exports';
import { AccessLogChainCheck } from '../components/access-log-chain-check';
import { DeletionCertificates } from '../components/deletion-certificates';

type ListState = { page: number; size: number };
const LIST_FIELDS: UrlStateFields<ListState> = {
  page: z.coerce.number().int().min(1),
  size: z.coerce.number().int().refine((size) => isAllowedPageSize('dataExports', size)),
};
const LIST_DEFAULTS: ListState = { page: 1, size: PAGE_SIZES.dataExports.default };

const STATUS_COLORS: Record<DataExportStatus, MantineColor> = {
  QUEUED: 'gray',
  RUNNING: 'blue',
  DONE: 'green',
  DOWNLOADED: 'teal',
  EXPIRED: 'gray',
  FAILED: 'red',
};

// The schools of a new export, and its start once confirmed.
const NewExportCard = ({ onStarted }: { onStarted: () => void }) => {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const notify = useNotify();
  const [schoolIds, setSchoolIds] = useState<string[]>([]);
  const schools = useQuery(schoolOptionsQueryOptions());
  const start = useStartDataExport();

  const onStart = async () => {
    const names = (schools.data ?? []).filter((school) => schoolIds.includes(school.id)).map((school) => school.name);
    const confirmed = await confirm({
      title: t('dataExports.confirmTitle'),
      message: t('dataExports.confirmMessage', { count: names.length, schools: names.join(', '), days: DATA_EXPORT_KEPT_DAYS }),
      confirmLabel: t('dataExports.start'),
      destructive: false,
    });
    if (!confirmed) return;
    try {
      await start.mutateAsync(schoolIds);
      setSchoolIds([]);
      onStarted();
      notify.successText(t('dataExports.started'));
    } catch (error) {
      notify.errorText(t('dataExports.startFailed'), error);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('dataExports.newTitle')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('dataExports.newTitle')}
        </Title>
        <Group align="flex-end">
          <MultiSelect
            label={t('dataExports.schools')}
            placeholder={schoolIds.length === 0 ? t('dataExports.schoolsPlaceholder') : undefined}
            data={(schools.data ?? []).map((school) => ({ value: school.id, label: schoolChoiceLabel(t, school) }))}
            value={schoolIds}
            onChange={setSchoolIds}
            searchable
            clearable
            disabled={schools.isPending}
            style={{ flex: 1, minWidth: 240 }}
          />
          <Button leftSection={<IconDatabaseExport size={16} aria-hidden="true" />} disabled={schoolIds.length === 0} loading={start.isPending} onClick={() => void onStart()}>
            {t('dataExports.start')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};

// A district's data back (issue 39 item 3): an admin picks schools, the export is made in the
// background with its progress shown here, and its zip is downloaded once.
export const DataExportsPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [list, setList] = useUrlState(LIST_FIELDS, LIST_DEFAULTS);
  const exports = useDataExports({ offset: (list.page - 1) * list.size, limit: list.size });
  const download = useDownloadDataExport();
  const notify = useNotify();

  // A zip already taken (another tab, another admin) or expired answers 404: the row then says so.
  const onDownload = (row: DataExport) =>
    download.mutate(row, {
      onError: (error) =>
        error instanceof ApiError && error.status === 404 ? notify.errorText(t('dataExports.downloadGone')) : notify.errorText(t('dataExports.downloadFailed'), error),
    });

  const progress = (row: DataExport) => {
    if (row.status === 'RUNNING' && row.steps_total > 0) {
      const percent = Math.floor((row.steps_done / row.steps_total) * 100);
      return (
        <Stack gap={2} miw={120}>
          <Progress value={percent} aria-label={t('dataExports.progress', { percent })} />
          <Text size="xs" c="dimmed">
            {t('dataExports.progress', { percent })}
          </Text>
        </Stack>
      );
    }
    return row.size !== null && row.size !== undefined ? formatFileSize(row.size) : t('common.none');
  };

  const action = (row: DataExport) => {
    if (row.status === 'DOWNLOADED') return t('dataExports.downloadedBy', { name: row.downloaded_by_name ?? '', at: toDisplayDateTime(row.downloaded_at, language) });
    if (!row.download_url) return null;
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden="true" />}
        loading={download.isPending && download.variables.id === row.id}
        onClick={() => onDownload(row)}
      >
        {t('dataExports.download')}
      </Button>
    );
  };

  const columns: DataTableColumn<DataExport>[] = [
    { key: 'created', header: t('dataExports.column.created'), render: (row) => toDisplayDateTime(row.created_at, language) },
    { key: 'schools', header: t('dataExports.column.schools'), render: (row) => row.schools.map((school) => school.name).join(', ') },
    { key: 'by', header: t('dataExports.column.by'), render: (row) => row.requested_by_name ?? t('common.none') },
    { key: 'status', header: t('dataExports.column.status'), render: (row) => <StatusPill label={DATA_EXPORT_STATUS_LABELS[row.status][language]} color={STATUS_COLORS[row.status]} /> },
    { key: 'progress', header: t('dataExports.column.progress'), render: progress },
    { key: 'action', header: t('dataExports.column.download'), render: action },
  ];

  return (
    <Stack gap="md">
      <PageTitle title={t('pages.dataExports')} />
      <Stack gap={4}>
        <Title order={1}>{t('pages.dataExports')}</Title>
        <Text c="dimmed">{t('dataExports.intro', { days: DATA_EXPORT_KEPT_DAYS })}</Text>
      </Stack>
      <NewExportCard onStarted={() => setList({ page: 1 })} />
      <DataTable
        label={t('dataExports.listTitle')}
        columns={columns}
        rows={exports.data?.items}
        rowKey={(row) => row.id}
        loading={exports.isPending}
        loadingLabel={t('dataExports.loading')}
        emptyMessage={exports.isError ? t('dataExports.loadError') : t('dataExports.empty')}
        mobileSummaryColumns={4}
        footer={<ListPageFooter list={list} total={exports.data?.total} pageSizes={PAGE_SIZES.dataExports.options} onChange={setList} />}
      />
      <DeletionCertificates />
      <AccessLogChainCheck />
    </Stack>
  );
};

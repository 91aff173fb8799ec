import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { ACCESS_ACTION_LABELS, ACCESS_ACTIONS, ACCESS_LINK_LABELS, ACCESS_RESOURCE_LABELS, PAGE_SIZES, type AccessAction } from '@claims/shared';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from './data-table';
import { FilterCard } from './filter-card';
import { ListPageFooter } from './pagination-footer';
import { PastDateInput } from './past-date-input';
import { toDisplayDateTime } from '../lib/date-time';
import { useNotify } from '../lib/notify';
import { useLanguage } from '../lib/use-language';
import {
  ACCESS_LOG_FILTER_DEFAULTS,
  useAccessLog,
  useAccessPeople,
  useExportAccessLog,
  type AccessEvent,
  type AccessLogFilterValues,
  type AccessLogSubject,
} from '../entities/access-log';

export type AccessLogSectionProps = {
  subject: AccessLogSubject;
  // translated heading and the sentence under it
  title: string;
  intro: string;
};

// Who looked at or changed students' records (issue 39): newest first, filtered by person (on a
// student's log), action and days, paged, and downloaded as CSV with the filters applied.
export const AccessLogSection = ({ subject, title, intro }: AccessLogSectionProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useNotify();
  const [draft, setDraft] = useState<AccessLogFilterValues>(ACCESS_LOG_FILTER_DEFAULTS);
  const [applied, setApplied] = useState<AccessLogFilterValues>(ACCESS_LOG_FILTER_DEFAULTS);
  const [list, setList] = useState({ page: 1, size: PAGE_SIZES.accessLog.default as number });
  const events = useAccessLog(subject, applied, { offset: (list.page - 1) * list.size, limit: list.size });
  const people = useAccessPeople('studentId' in subject ? subject.studentId : undefined);
  const exportCsv = useExportAccessLog(subject);
  const set = (changes: Partial<AccessLogFilterValues>) => setDraft((current) => ({ ...current, ...changes }));
  // said at the field, not sent: the server would refuse it the same way
  const daysReversed = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  const search = (filter: AccessLogFilterValues) => {
    setApplied(filter);
    setList((current) => ({ ...current, page: 1 }));
  };

  const who = (row: AccessEvent) => row.user_name ?? (row.link ? ACCESS_LINK_LABELS[row.link][language] : t('accessLog.unknown'));
  const what = (row: AccessEvent) => {
    const parts = [ACCESS_RESOURCE_LABELS[row.resource][language]];
    if (row.claim_numbers.length > 0) parts.push(t('accessLog.claims', { count: row.claim_count, numbers: `${row.claim_numbers.join(', ')}${row.claim_count > row.claim_numbers.length ? '…' : ''}` }));
    if (row.incident_numbers.length > 0) {
      parts.push(t('accessLog.incidents', { count: row.incident_count, numbers: `${row.incident_numbers.join(', ')}${row.incident_count > row.incident_numbers.length ? '…' : ''}` }));
    }
    if (row.student_count > 1) parts.push(t('accessLog.students', { count: row.student_count }));
    if (row.document_count > 0) parts.push(t('accessLog.documents', { count: row.document_count }));
    return parts.join(' · ');
  };
  const columns: DataTableColumn<AccessEvent>[] = [
    { key: 'when', header: t('accessLog.when'), render: (row) => toDisplayDateTime(row.at, language) },
    { key: 'who', header: t('accessLog.who'), render: who },
    { key: 'action', header: t('accessLog.action'), render: (row) => ACCESS_ACTION_LABELS[row.action][language] },
    { key: 'what', header: t('accessLog.what'), render: what },
    {
      key: 'from',
      header: t('accessLog.from'),
      render: (row) => (
        <Text size="sm" title={row.user_agent ?? undefined}>
          {row.ip ?? t('accessLog.unknown')}
        </Text>
      ),
    },
  ];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={exportCsv.isPending}
            disabled={!events.data || events.data.total === 0}
            onClick={() => exportCsv.mutate(applied, { onError: (error) => notify.errorText(t('accessLog.exportFailed'), error) })}
          >
            {t('accessLog.export')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        <FilterCard
          columns={4}
          searchDisabled={daysReversed}
          onSearch={() => search(draft)}
          onClear={() => {
            setDraft(ACCESS_LOG_FILTER_DEFAULTS);
            search(ACCESS_LOG_FILTER_DEFAULTS);
          }}
        >
          {'studentId' in subject ? (
            <Select
              label={t('accessLog.person')}
              placeholder={t('accessLog.anyone')}
              data={(people.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
              searchable
              clearable
              value={draft.userId || null}
              onChange={(value) => set({ userId: value ?? '' })}
            />
          ) : null}
          <Select
            label={t('accessLog.action')}
            placeholder={t('accessLog.anyAction')}
            data={ACCESS_ACTIONS.map((action) => ({ value: action, label: ACCESS_ACTION_LABELS[action][language] }))}
            clearable
            value={draft.action || null}
            onChange={(value) => set({ action: (value ?? '') as AccessAction | '' })}
          />
          <PastDateInput label={t('accessLog.fromDay')} clearable value={draft.from} onChange={(from) => set({ from })} />
          <PastDateInput label={t('accessLog.toDay')} clearable value={draft.to} onChange={(to) => set({ to })} error={daysReversed ? t('accessLog.daysReversed') : undefined} />
        </FilterCard>
        <DataTable
          label={title}
          columns={columns}
          rows={events.data?.items}
          rowKey={(row) => row.id}
          loading={events.isFetching}
          loadingLabel={t('accessLog.loading')}
          emptyMessage={events.isError ? t('accessLog.loadError') : t('accessLog.empty')}
          mobileSummaryColumns={3}
          footer={<ListPageFooter list={list} total={events.data?.total} pageSizes={PAGE_SIZES.accessLog.options} onChange={setList} />}
        />
      </Stack>
    </Paper>
  );
};

import type { ReactNode } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { providerStatusLabel, toDisplayDate } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { studentNameOf, VERIFICATION_RESULTS, type VerificationRequest, type VerificationResult } from '../api/verification-queue';
import { useLanguage } from '../../../lib/use-language';

export type VerificationQueueTableProps = {
  rows: readonly VerificationRequest[] | undefined;
  loading: boolean;
  // the request being resolved, and as what
  pending: { id: string; status: VerificationResult } | undefined;
  onResolve: (request: VerificationRequest, status: VerificationResult) => void;
  footer: ReactNode;
};

const NONE = '-';

const RESULT_COLORS: Record<VerificationResult, string> = {
  VERIFIED: 'green',
  POLICY_NOT_ACTIVE: 'orange',
  NO_INSURANCE: 'red',
};

export const VerificationQueueTable = ({ rows, loading, pending, onResolve, footer }: VerificationQueueTableProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: Array<DataTableColumn<VerificationRequest>> = [
    {
      key: 'school',
      header: t('students.queue.column.school'),
      render: (request) => (
        <Anchor component={Link} to={paths.dashboard.editStudent(request.school_id, request.student_id)}>
          {request.school_name}
        </Anchor>
      ),
    },
    { key: 'student', header: t('students.queue.column.student'), render: studentNameOf },
    { key: 'dob', header: t('students.queue.column.dob'), render: (request) => toDisplayDate(request.date_of_birth) || NONE },
    { key: 'company', header: t('students.queue.column.company'), render: (request) => request.provider_name || NONE },
    { key: 'memberId', header: t('students.queue.column.memberId'), render: (request) => request.insurance_member_id || NONE },
    { key: 'groupId', header: t('students.queue.column.groupId'), render: (request) => request.insurance_group_id || NONE },
    { key: 'phone', header: t('students.queue.column.phone'), render: (request) => request.phone || NONE },
    {
      key: 'requested',
      header: t('students.queue.column.requested'),
      render: (request) => (
        <Stack gap={0}>
          <Text size="sm">{toDisplayDate(request.requested_at) || NONE}</Text>
          {request.requested_by ? (
            <Text size="xs" c="dimmed">
              {t('students.queue.requestedBy', { name: request.requested_by })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('students.queue.column.actions'),
      hideHeader: true,
      align: 'right',
      render: (request) => (
        <Group gap={4} justify="flex-end" wrap="nowrap" role="group" aria-label={t('students.queue.resolveGroup', { name: studentNameOf(request) })}>
          {VERIFICATION_RESULTS.map((status) => (
            <Button
              key={status}
              size="compact-sm"
              variant="light"
              color={RESULT_COLORS[status]}
              aria-label={t('students.queue.resolveAs', { name: studentNameOf(request), status: providerStatusLabel(status, language) })}
              loading={pending?.id === request.id && pending.status === status}
              disabled={pending !== undefined && pending.id === request.id && pending.status !== status}
              onClick={() => onResolve(request, status)}
            >
              {providerStatusLabel(status, language)}
            </Button>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      label={t('pages.verificationQueue')}
      columns={columns}
      rows={rows}
      rowKey={(request) => request.id}
      loading={loading}
      loadingLabel={t('students.queue.loading')}
      emptyMessage={t('students.queue.empty')}
      footer={footer}
    />
  );
};

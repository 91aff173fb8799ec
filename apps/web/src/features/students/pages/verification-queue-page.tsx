import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { isAllowedPageSize, PAGE_SIZES, providerStatusLabel } from '@claims/shared';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useConfirm } from '../../../components/confirm-modal';
import { PageTitle } from '../../../components/page-title';
import { PaginationFooter } from '../../../components/pagination-footer';
import { useUrlState, type UrlStateFields } from '../../../lib/use-url-state';
import {
  studentNameOf,
  useResolveVerification,
  useVerificationQueue,
  type VerificationRequest,
  type VerificationResult,
} from '../api/verification-queue';
import { useStudentsNotify } from '../components/students-messages';
import { VerificationQueueTable } from '../components/verification-queue-table';
import { useLanguage } from '../../../lib/use-language';

type QueueListState = { page: number; size: number };

// The page lives in the URL (?page=&size=); the queue uses the students list's page sizes.
const LIST_FIELDS: UrlStateFields<QueueListState> = {
  page: z.coerce.number().int().min(1),
  size: z.coerce.number().int().refine((size) => isAllowedPageSize('students', size)),
};

const LIST_DEFAULTS: QueueListState = { page: 1, size: PAGE_SIZES.students.default };

// Primary insurance verification requests (SPEC §6, issue 6): program staff check each policy by hand and
// record the outcome, which the school then sees on the student page.
export const VerificationQueuePage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirm = useConfirm();
  const notify = useStudentsNotify();
  const [list, setList] = useUrlState(LIST_FIELDS, LIST_DEFAULTS);
  const queue = useVerificationQueue({ offset: (list.page - 1) * list.size, limit: list.size });
  const resolve = useResolveVerification();

  const onResolve = async (request: VerificationRequest, status: VerificationResult) => {
    const confirmed = await confirm({
      title: t('students.queue.confirmTitle'),
      message: t('students.queue.confirmMessage', {
        name: studentNameOf(request),
        provider: request.provider_name ?? '-',
        status: providerStatusLabel(status, language),
      }),
      confirmLabel: t('students.queue.confirm', { status: providerStatusLabel(status, language) }),
      destructive: false,
    });
    if (!confirmed) return;
    // the last request of a later page leaves that page empty: show the one before
    const emptiesPage = list.page > 1 && queue.data?.items.length === 1;
    try {
      await resolve.mutateAsync({ request, status });
      notify.success('STUDENTS_VERIFICATION');
      if (emptiesPage) setList({ page: list.page - 1 });
    } catch (error) {
      notify.error('STUDENTS_VERIFICATION_FAILED', error);
    }
  };

  return (
    <Stack gap="md">
      <PageTitle title={t('pages.verificationQueue')} />
      <Stack gap={4}>
        <Title order={1}>{t('pages.verificationQueue')}</Title>
        <Text c="dimmed">{t('students.queue.intro')}</Text>
      </Stack>
      {queue.isError && !queue.data ? (
        <Alert color="red" title={t('students.queue.loadError')} icon={<IconAlertCircle aria-hidden="true" />}>
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={queue.isFetching}
            onClick={() => void queue.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <VerificationQueueTable
          rows={queue.data?.items}
          loading={queue.isFetching}
          pending={resolve.isPending ? { id: resolve.variables.request.id, status: resolve.variables.status } : undefined}
          onResolve={(request, status) => void onResolve(request, status)}
          footer={
            queue.data && queue.data.total > 0 ? (
              <PaginationFooter
                page={list.page}
                pageSize={list.size}
                total={queue.data.total}
                pageSizes={PAGE_SIZES.students.options}
                onPageChange={(page) => setList({ page })}
                onPageSizeChange={(size) => setList({ size, page: 1 })}
              />
            ) : null
          }
        />
      )}
    </Stack>
  );
};

import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { isAllowedPageSize, PAGE_SIZES } from '@claims/shared';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { useConfirm } from '../../../components/confirm-modal';
import { PageTitle } from '../../../components/page-title';
import { PaginationFooter } from '../../../components/pagination-footer';
import { useDirectoryNotify } from '../../../lib/directory-messages';
import { useUrlState, type UrlStateFields } from '../../../lib/use-url-state';
import { useOpenEmailPdf, useResendClaimEmail, useViewClaimEmail } from '../emails/claim-email';
import { ClaimEmailLogTable } from '../emails/claim-email-log-table';
import { EmailViewerModal } from '../emails/email-viewer-modal';
import { useClaimEmailLogs } from '../emails/get-claim-email-logs';
import { ClaimBreadcrumbs } from '../view/claim-breadcrumbs';
import { useClaimRecord } from '../view/get-claim-record';
import { LoadError } from '../view/load-error';

type EmailLogState = { page: number; size: number };

const LIST_FIELDS: UrlStateFields<EmailLogState> = {
  page: z.coerce.number().int().min(1),
  size: z.coerce.number().int().refine((size) => isAllowedPageSize('emailLog', size)),
};
const LIST_DEFAULTS: EmailLogState = { page: 1, size: PAGE_SIZES.emailLog.default };

// /claims/:claimId/emails (admin) and /dashboard/:schoolId/claims/:claimId/emails: every e-mail the claim
// sent, its delivery, a viewer, its PDF, and resend.
export const ClaimEmailsPage = () => {
  const { t } = useTranslation();
  const notify = useDirectoryNotify();
  const confirm = useConfirm();
  const params = useParams();
  const schoolId = params.schoolId;
  const claimId = params.claimId ?? '';
  const [list, setList] = useUrlState(LIST_FIELDS, LIST_DEFAULTS);
  const claim = useClaimRecord(claimId);
  const emails = useClaimEmailLogs({ claimId, offset: (list.page - 1) * list.size, limit: list.size });
  const viewer = useViewClaimEmail(claimId);
  const [viewerOpened, setViewerOpened] = useState(false);
  const pdf = useOpenEmailPdf();
  const resend = useResendClaimEmail(claimId);
  const title = t('pages.claimEmails');

  const onResend = async () => {
    const confirmed = await confirm({
      title: t('claimRecords.emails.resendTitle'),
      message: t('claimRecords.emails.resendMessage'),
      confirmLabel: t('claimRecords.emails.resend'),
      destructive: false,
    });
    if (!confirmed) return;
    resend.mutate(undefined, {
      onSuccess: () => {
        notify.successText(t('notifications.CLAIM_EMAIL_RESENT'));
        if (list.page > 1) setList({ page: 1 });
      },
      onError: (error) => notify.errorText(t('notifications.CLAIM_EMAIL_RESEND_FAILED'), error),
    });
  };

  return (
    <Stack gap="md">
      <PageTitle title={title} />
      <ClaimBreadcrumbs schoolId={schoolId} claimId={claimId} claimNumber={claim.data?.claim_number} emails />
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {/* only once the log shows: a refused or failed page offers no actions */}
        {emails.data ? (
          <Button leftSection={<IconSend size={16} aria-hidden="true" />} loading={resend.isPending} onClick={() => void onResend()}>
            {t('claimRecords.emails.resend')}
          </Button>
        ) : null}
      </Group>
      {emails.isError && !emails.data ? (
        <LoadError error={emails.error} retrying={emails.isFetching} onRetry={() => void emails.refetch()} />
      ) : (
        <ClaimEmailLogTable
          rows={emails.data?.items}
          loading={emails.isFetching && emails.isPlaceholderData}
          pdfPendingId={pdf.isPending ? pdf.variables : undefined}
          onView={(email) => {
            setViewerOpened(true);
            viewer.mutate(email.id);
          }}
          onPdf={(email) =>
            pdf.mutate(email.id, {
              onError: (error) => notify.errorText(t('claimRecords.pdfFailed'), error),
            })
          }
          footer={
            emails.data && emails.data.total > 0 ? (
              <PaginationFooter
                page={list.page}
                pageSize={list.size}
                total={emails.data.total}
                pageSizes={PAGE_SIZES.emailLog.options}
                onPageChange={(page) => setList({ page })}
                onPageSizeChange={(size) => setList({ size, page: 1 })}
              />
            ) : null
          }
        />
      )}
      <EmailViewerModal
        opened={viewerOpened}
        onClose={() => {
          setViewerOpened(false);
          viewer.reset();
        }}
        email={viewer.data}
        loading={viewer.isPending}
        error={viewer.error}
      />
    </Stack>
  );
};

import { Box, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { schoolShownStatus, type ClaimStatus } from '@claims/shared';
import { IconEdit, IconFileTypePdf, IconFirstAidKit, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useDirectoryNotify } from '../../../lib/directory-messages';
import { ClaimStatusPill, claimStatusText } from '../list/claim-status-pill';
import { ClaimBreadcrumbs } from '../view/claim-breadcrumbs';
import { ClaimDocumentsCard } from '../documents/claim-documents-card';
import { ClaimChecklist } from '../view/claim-checklist';
import { ClaimDetails } from '../view/claim-details';
import { ClaimTimeline } from '../view/claim-timeline';
import { useClaimRecord } from '../view/get-claim-record';
import { LoadError } from '../view/load-error';
import { ParentPartCard } from '../view/parent-part-card';
import { TpaReportCard } from '../view/tpa-report-card';
import { ClaimDueDatesCard } from '../view/due-dates-card';
import { CLAIM_SECTION_IDS, ClaimSummary } from '../view/claim-summary';
import { claimPdf, useOpenSignedPdf } from '../view/open-signed-pdf';

// /claims/:claimId (admin) and /dashboard/:schoolId/claims/:claimId: the submitted claim and its history.
export const ClaimViewPage = () => {
  const { t } = useTranslation();
  const notify = useDirectoryNotify();
  const params = useParams();
  const schoolId = params.schoolId;
  const claimId = params.claimId ?? '';
  const claim = useClaimRecord(claimId);
  const pdf = useOpenSignedPdf();
  // school staff are not told about failed deliveries (SPEC §4)
  const shownStatus = schoolId === undefined ? (status: ClaimStatus) => status : schoolShownStatus;
  const title = t('pages.claimView');

  const body = (() => {
    if (claim.data) {
      const record = claim.data;
      const emailLogPath = schoolId === undefined ? paths.claims.emails(record.id) : paths.dashboard.claimEmails(schoolId, record.id);
      return (
        <>
          <ClaimSummary claim={record} shownStatus={shownStatus(record.status)} emailLogPath={emailLogPath} />
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.dashboard.editClaim(schoolId ?? record.school_id, record.id)}
              leftSection={<IconEdit size={16} aria-hidden="true" />}
            >
              {t('common.edit')}
            </Button>
            <Button
              variant="light"
              component={Link}
              to={emailLogPath}
              leftSection={<IconMail size={16} aria-hidden="true" />}
            >
              {t('claimRecords.view.emailLog')}
            </Button>
            {record.incident_id ? (
              <Button
                variant="light"
                component={Link}
                to={paths.dashboard.incident(record.school_id, record.incident_id)}
                leftSection={<IconFirstAidKit size={16} aria-hidden="true" />}
              >
                {t('incidents.view.openFromClaim')}
              </Button>
            ) : null}
            <Button
              variant="light"
              leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
              loading={pdf.isPending}
              onClick={() =>
                pdf.mutate(claimPdf(record.id), {
                  onError: (error) => notify.errorText(t('claimRecords.pdfFailed'), error),
                })
              }
            >
              {t('claimRecords.view.downloadPdf')}
            </Button>
          </Group>
          <ClaimDetails
            claim={record}
            status={<ClaimStatusPill status={shownStatus(record.status)} label={claimStatusText(t, shownStatus(record.status))} />}
          />
          <Box id={CLAIM_SECTION_IDS.tpa}>
            <TpaReportCard claim={record} />
          </Box>
          <Box id={CLAIM_SECTION_IDS.deadlines}>
            <ClaimDueDatesCard claimId={record.id} />
          </Box>
          {record.parent_link ? (
            <Box id={CLAIM_SECTION_IDS.parentPart}>
              <ParentPartCard claim={record} />
            </Box>
          ) : null}
          <ClaimChecklist claim={record} />
          <Box id={CLAIM_SECTION_IDS.documents}>
            <ClaimDocumentsCard claim={record} />
          </Box>
          <ClaimTimeline logs={record.change_logs} shownStatus={shownStatus} />
        </>
      );
    }
    if (claim.isError) {
      return <LoadError error={claim.error} retrying={claim.isFetching} onRetry={() => void claim.refetch()} />;
    }
    return (
      <Center py="xl" role="status" aria-label={t('claimRecords.loadingClaim')}>
        <Loader />
      </Center>
    );
  })();

  return (
    <Stack gap="md">
      <PageTitle title={title} />
      <ClaimBreadcrumbs schoolId={schoolId} claimId={claimId} claimNumber={claim.data?.claim_number} />
      <Title order={1}>{title}</Title>
      {body}
    </Stack>
  );
};

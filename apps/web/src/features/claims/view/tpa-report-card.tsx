import { Alert, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPill } from '../../../components/status-pill';
import { toDisplayDateTime } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/use-language';
import { TpaStatusPill, tpaStatusText } from '../list/claim-status-pill';
import type { ClaimRecord } from './get-claim-record';
import { TitledCard } from './titled-card';

const Line = ({ label, value }: { label: string; value: string }) => (
  <Text size="sm">
    <Text span c="dimmed" size="sm">
      {label}:
    </Text>{' '}
    {value}
  </Text>
);

// What the TPA reported by the link in its e-mail (ADR 027): its status of the claim, its own claim
// number, what it asks for or why it denied, and when it first opened the claim.
export const TpaReportCard = ({ claim }: { claim: ClaimRecord }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = claim.tpa_status;
  const noteLabel = t(`claimRecords.tpa.note.${status === 'INFORMATION_REQUESTED' || status === 'CLOSED_DENIED' ? status : 'other'}`);
  return (
    <TitledCard
      title={t('claimRecords.tpa.title')}
      status={status ? <TpaStatusPill status={status} label={tpaStatusText(status, language)} /> : <StatusPill label={t('claimRecords.tpa.notReported')} color="gray" />}
    >
      <Stack gap={4}>
        {status === 'INFORMATION_REQUESTED' && claim.tpa_note ? (
          <Alert color="orange" icon={<IconInfoCircle aria-hidden="true" />} title={`${noteLabel}: ${claim.tpa_note}`}>
            {t('claimRecords.tpa.requestHint')}
          </Alert>
        ) : null}
        <Line label={t('claimRecords.tpa.claimNumber')} value={claim.tpa_claim_number ?? t('claimRecords.tpa.none')} />
        {claim.tpa_note && status !== 'INFORMATION_REQUESTED' ? <Line label={noteLabel} value={claim.tpa_note} /> : null}
        {claim.tpa_reported_at ? <Line label={t('claimRecords.tpa.reportedAt')} value={toDisplayDateTime(claim.tpa_reported_at, language)} /> : null}
        {claim.tpa_received_at ? (
          <Line label={t('claimRecords.tpa.openedAt')} value={toDisplayDateTime(claim.tpa_received_at, language)} />
        ) : (
          <Text size="sm" c="dimmed">
            {claim.status === 'DELIVERED' ? t('claimRecords.tpa.notOpened') : t('claimRecords.tpa.howItWorks')}
          </Text>
        )}
      </Stack>
    </TitledCard>
  );
};

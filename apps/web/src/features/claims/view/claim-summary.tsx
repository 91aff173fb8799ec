import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CHECKLIST_ITEM_OPTIONS, choiceLabel, daysBetweenWire, DEADLINE_KIND_LABELS, todayWire, toDisplayDate, type ClaimStatus } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { ClaimStatusPill, claimStatusText, TpaStatusPill, tpaStatusText } from '../list/claim-status-pill';
import { CompletenessBadge, completenessText } from '../list/completeness-badge';
import { dueCountdown } from './due-countdown';
import { useClaimDueDates, type ClaimDueDate } from './get-claim-due-dates';
import type { ClaimRecord } from './get-claim-record';

// Where the summary's actions lead: the claim view's cards carry these ids.
export const CLAIM_SECTION_IDS = {
  tpa: 'claim-tpa-report',
  deadlines: 'claim-deadlines',
  parentPart: 'claim-parent-part',
  documents: 'claim-documents',
} as const;

type Action = { text: string; link?: { label: string; to: string; inPage: boolean } };

const Row = ({ label, value, action }: { label: string; value: ReactNode; action: Action }) => (
  <Stack component="li" gap={2}>
    <Group gap="xs" wrap="wrap">
      <Text fw={600} size="sm">
        {label}:
      </Text>
      {value}
    </Group>
    {/* an action to take reads in full colour, "nothing to do" dimmed */}
    <Text size="sm" c={action.link ? undefined : 'dimmed'}>
      {action.text}
      {action.link ? ' ' : null}
      {action.link ? (
        action.link.inPage ? (
          <Anchor href={`#${action.link.to}`} size="sm">
            {action.link.label}
          </Anchor>
        ) : (
          <Anchor component={Link} to={action.link.to} size="sm">
            {action.link.label}
          </Anchor>
        )
      ) : null}
    </Text>
  </Stack>
);

// The deadline to meet next: the earliest one not met yet, past ones included (met by sending the claim).
const nextDeadline = (dueDates: ClaimDueDate[]) =>
  dueDates.filter((dueDate) => dueDate.state === 'OPEN' || dueDate.state === 'PAST').sort((a, b) => a.due_on.localeCompare(b.due_on))[0];

export type ClaimSummaryProps = {
  claim: ClaimRecord;
  // the status as this viewer is shown it (school staff see a failed delivery as pending)
  shownStatus: ClaimStatus;
  emailLogPath: string;
};

// What needs doing on the claim, before the cards that hold the details: its status, the TPA's status and
// claim number, the next deadline and the missing items, each with the action it calls for and a link to
// where that is done.
export const ClaimSummary = ({ claim, shownStatus, emailLogPath }: ClaimSummaryProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const dueDates = useClaimDueDates(claim.id);
  const title = t('claimRecords.summary.title');
  const goTo = (section: keyof typeof CLAIM_SECTION_IDS, label: string) => ({ label, to: CLAIM_SECTION_IDS[section], inPage: true });

  const statusAction: Action =
    shownStatus === 'AWAITING_PARENT'
      ? { text: t('claimRecords.summary.statusAction.AWAITING_PARENT'), link: goTo('parentPart', t('claimRecords.parentPart.title')) }
      : shownStatus === 'ERROR'
        ? { text: t('claimRecords.summary.statusAction.ERROR'), link: { label: t('claimRecords.view.emailLog'), to: emailLogPath, inPage: false } }
        : { text: t(`claimRecords.summary.statusAction.${shownStatus}`) };

  const tpaStatus = claim.tpa_status;
  const tpaAction: Action =
    tpaStatus === 'INFORMATION_REQUESTED'
      ? {
          text: claim.tpa_note ? t('claimRecords.summary.tpaAction.requestedWhat', { note: claim.tpa_note }) : t('claimRecords.summary.tpaAction.INFORMATION_REQUESTED'),
          link: goTo('documents', t('claims.documents.title')),
        }
      : tpaStatus === 'CLOSED_DENIED'
        ? { text: t('claimRecords.summary.tpaAction.CLOSED_DENIED'), link: goTo('tpa', t('claimRecords.tpa.title')) }
        : tpaStatus
          ? { text: t(`claimRecords.summary.tpaAction.${tpaStatus}`) }
          : { text: t(claim.status === 'DELIVERED' ? 'claimRecords.summary.tpaAction.notOpened' : 'claimRecords.summary.tpaAction.notSent') };
  const tpaValue = (
    <>
      {tpaStatus ? <TpaStatusPill status={tpaStatus} label={tpaStatusText(tpaStatus, language)} /> : <Text size="sm">{t('claimRecords.tpa.notReported')}</Text>}
      <Text size="sm">{t('claimRecords.summary.tpaNumber', { number: claim.tpa_claim_number ?? t('claimRecords.tpa.none') })}</Text>
    </>
  );

  const deadline = dueDates.data ? nextDeadline(dueDates.data) : undefined;
  const deadlineRow = (() => {
    if (dueDates.isPending) return { value: <Text size="sm">{t('common.loading')}</Text>, action: { text: '' } };
    if (dueDates.isError) return { value: <Text size="sm">{t('claimRecords.dueDates.loadError')}</Text>, action: { text: '', link: goTo('deadlines', t('claimRecords.dueDates.title')) } };
    if (!deadline) {
      return {
        value: <Text size="sm">{t(dueDates.data.length === 0 ? 'claimRecords.summary.noDeadlines' : 'claimRecords.summary.deadlinesMet')}</Text>,
        action: { text: t('claimRecords.summary.deadlineAction.none') },
      };
    }
    const daysLeft = daysBetweenWire(todayWire(), deadline.due_on);
    const countdown = dueCountdown(t, deadline.state === 'PAST' ? Math.min(daysLeft, -1) : Math.max(daysLeft, 0));
    return {
      value: (
        <Text size="sm">
          {t('claimRecords.summary.deadline', {
            kind: DEADLINE_KIND_LABELS[deadline.kind][language],
            date: toDisplayDate(deadline.due_on),
            countdown: countdown.text,
          })}
        </Text>
      ),
      action: { text: t('claimRecords.summary.deadlineAction.open'), link: goTo('deadlines', t('claimRecords.dueDates.title')) },
    };
  })();

  const missing = claim.checklist.filter((entry) => entry.required && !entry.received).map((entry) => choiceLabel(CHECKLIST_ITEM_OPTIONS, entry.item, language));
  const missingValue = (
    <>
      <CompletenessBadge missingItems={claim.missing_items} label={completenessText(t, claim.missing_items)} />
      {missing.length > 0 ? <Text size="sm">{missing.join('; ')}</Text> : null}
    </>
  );
  const missingAction: Action =
    missing.length > 0 ? { text: t('claimRecords.summary.missingAction'), link: goTo('documents', t('claims.documents.title')) } : { text: t('claimRecords.summary.completeAction') };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        <Row
          label={t('claimRecords.view.status')}
          value={<ClaimStatusPill status={shownStatus} label={claimStatusText(t, shownStatus)} />}
          action={statusAction}
        />
        <Row label={t('claimRecords.summary.tpa')} value={tpaValue} action={tpaAction} />
        <Row label={t('claimRecords.summary.nextDeadline')} value={deadlineRow.value} action={deadlineRow.action} />
        <Row label={t('claimRecords.summary.missing')} value={missingValue} action={missingAction} />
      </Stack>
    </Paper>
  );
};

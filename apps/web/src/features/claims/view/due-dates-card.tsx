import { Alert, Badge, Center, Group, List, Loader, Text } from '@mantine/core';
import { daysBetweenWire, DEADLINE_KIND_LABELS, todayWire, toDisplayDate, type DueDateState } from '@claims/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { DUE_TONE_COLORS, dueCountdown } from './due-countdown';
import { type ClaimDueDate, useClaimDueDates } from './get-claim-due-dates';
import { TitledCard } from './titled-card';

const STATE_COLORS: Record<DueDateState, string> = { MET: 'green', MISSED: 'red', OPEN: 'blue', PAST: 'red' };

export type ClaimDueDatesCardProps = { claimId: string };

// The deadlines of the claim's policy: each due date, whether it is met, and for one still to meet how
// many days are left or late. The server's state decides which; the days count from this browser's today,
// never contradicting it (a date it calls past is at least a day late here).
export const ClaimDueDatesCard = ({ claimId }: ClaimDueDatesCardProps) => {
  const { t } = useTranslation();
  const dueDates = useClaimDueDates(claimId);
  const title = t('claimRecords.dueDates.title');

  if (dueDates.isPending) {
    return (
      <TitledCard title={title} status={null}>
        {/* a status names the spinner: a bare span may not carry a label */}
        <Center py="sm" role="status" aria-label={t('common.loading')}>
          <Loader size="sm" />
        </Center>
      </TitledCard>
    );
  }
  if (dueDates.isError) {
    return (
      <TitledCard title={title} status={null}>
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />}>
          {t('claimRecords.dueDates.loadError')}
        </Alert>
      </TitledCard>
    );
  }
  return (
    <TitledCard title={title} status={null}>
      {dueDates.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('claimRecords.dueDates.none')}
        </Text>
      ) : (
        <List listStyleType="none" spacing="xs">
          {dueDates.data.map((dueDate) => (
            <DueDateItem key={dueDate.kind} dueDate={dueDate} />
          ))}
        </List>
      )}
    </TitledCard>
  );
};

const DueDateItem = ({ dueDate }: { dueDate: ClaimDueDate }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const daysLeft = daysBetweenWire(todayWire(), dueDate.due_on);
  // the server's state decides late or not; the days count from this browser's today without contradicting it
  const countdown =
    dueDate.state === 'PAST' ? dueCountdown(t, Math.min(daysLeft, -1)) : dueDate.state === 'OPEN' ? dueCountdown(t, Math.max(daysLeft, 0)) : null;
  const color = countdown ? DUE_TONE_COLORS[countdown.tone] : undefined;
  return (
    <List.Item>
      <Group gap="sm" wrap="wrap">
        <Text fw={600} size="sm">
          {DEADLINE_KIND_LABELS[dueDate.kind][language]}
        </Text>
        <Text size="sm">{t('claimRecords.dueDates.dueOn', { date: toDisplayDate(dueDate.due_on) })}</Text>
        <Badge color={STATE_COLORS[dueDate.state]} variant="light">
          {t(`claimRecords.dueDates.state.${dueDate.state}`)}
        </Badge>
        {countdown ? (
          <Text size="sm" c={color} fw={color ? 600 : undefined}>
            {countdown.text}
          </Text>
        ) : null}
      </Group>
    </List.Item>
  );
};

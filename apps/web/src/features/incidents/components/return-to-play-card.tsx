import { useState } from 'react';
import { Anchor, Badge, Button, Card, FileInput, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconPaperclip, IconPlayerPlay, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAttachClearance, useClearReturnToPlay, useLogReturnToPlayStep, useStartReturnToPlay, type Incident } from '../../../entities/incidents';
import { toDisplayDateTime } from '../../../lib/date-time';
import { useNotify } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useIncidentsErrorText } from '../incidents-error-text';

const CLEARANCE_TYPES = 'application/pdf,image/jpeg,image/png,image/heic,image/heif';

type ReturnToPlay = NonNullable<Incident['return_to_play']>;

// What a coach sees of it: cleared or not, nothing medical (ADR 048).
export const ReturnToPlayBadge = ({ status }: { status: ReturnToPlay['status'] }) => {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'CLEARED' ? 'green' : 'orange'} variant="light" size="lg">
      {t(`incidents.rtp.status.${status}`)}
    </Badge>
  );
};

const Steps = ({ tracker }: { tracker: ReturnToPlay }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <List spacing="xs" listStyleType="none" aria-label={t('incidents.rtp.steps')}>
      {(tracker.steps ?? []).map((step) => (
        <List.Item
          key={step.number}
          icon={
            <ThemeIcon color={step.completed_at ? 'green' : 'gray'} variant="light" size={22} radius="xl">
              {step.completed_at ? <IconCheck size={14} aria-hidden="true" /> : <IconCircleDashed size={14} aria-hidden="true" />}
            </ThemeIcon>
          }
        >
          <Text size="sm">{t('incidents.rtp.step', { number: step.number, name: step.name })}</Text>
          <Text size="xs" c="dimmed">
            {step.completed_at ? t('incidents.rtp.stepDone', { date: toDisplayDateTime(step.completed_at, language), name: step.logged_by_name ?? '' }) : t('incidents.rtp.stepPending')}
          </Text>
        </List.Item>
      ))}
    </List>
  );
};

// The staff's tracker: begin it, log each step (a day at least apart), attach the signed clearance, clear.
export const ReturnToPlayCard = ({ incident }: { incident: Incident }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useIncidentsErrorText();
  const notify = useNotify(errorText);
  const start = useStartReturnToPlay();
  const logStep = useLogReturnToPlayStep();
  const attach = useAttachClearance();
  const clear = useClearReturnToPlay();
  const [file, setFile] = useState<File | null>(null);
  const tracker = incident.return_to_play;
  const failed = (error: unknown) => notify.error('INCIDENT_CHANGE_FAILED', error);

  if (!tracker) {
    return (
      <Card withBorder radius="md">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t('incidents.rtp.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('incidents.rtp.intro')}
          </Text>
          <Button variant="light" leftSection={<IconPlayerPlay size={16} aria-hidden="true" />} loading={start.isPending} onClick={() => start.mutate(incident.id, { onError: failed })}>
            {t('incidents.rtp.start')}
          </Button>
        </Stack>
      </Card>
    );
  }

  const cleared = tracker.status === 'CLEARED';
  const done = (tracker.steps ?? []).filter((step) => step.completed_at).length;
  const next = tracker.steps?.[done];
  return (
    <Card withBorder radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('incidents.rtp.title')}
          </Title>
          <ReturnToPlayBadge status={tracker.status} />
        </Group>
        <Steps tracker={tracker} />
        {!cleared && next ? (
          <Group gap="sm">
            <Button variant="light" loading={logStep.isPending} onClick={() => logStep.mutate(incident.id, { onSuccess: () => notify.success('RTP_STEP_LOGGED'), onError: failed })}>
              {t('incidents.rtp.logStep', { number: next.number })}
            </Button>
            {tracker.next_step_from ? (
              <Text size="xs" c="dimmed">
                {t('incidents.rtp.nextFrom', { date: toDisplayDateTime(tracker.next_step_from, language) })}
              </Text>
            ) : null}
          </Group>
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('incidents.rtp.clearance')}
          </Text>
          {tracker.clearance ? (
            <Text size="sm">
              <Anchor href={tracker.clearance.url} target="_blank" rel="noopener">
                {tracker.clearance.filename}
              </Anchor>{' '}
              {t('incidents.rtp.clearanceBy', { date: toDisplayDateTime(tracker.clearance.uploaded_at, language), name: tracker.clearance.uploaded_by_name ?? '' })}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('incidents.rtp.noClearance')}
            </Text>
          )}
          {!cleared ? (
            <Group align="flex-end" gap="sm">
              <FileInput
                label={t('incidents.rtp.clearanceFile')}
                placeholder={t('incidents.rtp.clearancePick')}
                accept={CLEARANCE_TYPES}
                value={file}
                onChange={setFile}
                clearable
                leftSection={<IconPaperclip size={16} aria-hidden="true" />}
                maw={360}
              />
              <Button
                variant="default"
                disabled={!file}
                loading={attach.isPending}
                onClick={() =>
                  file &&
                  attach.mutate(
                    { id: incident.id, file },
                    {
                      onSuccess: () => {
                        setFile(null);
                        notify.success('RTP_CLEARANCE_ATTACHED');
                      },
                      onError: failed,
                    },
                  )
                }
              >
                {t('incidents.rtp.attach')}
              </Button>
            </Group>
          ) : null}
        </Stack>
        {cleared ? (
          <Text size="sm">{t('incidents.rtp.clearedOn', { date: toDisplayDateTime(tracker.cleared_at, language) })}</Text>
        ) : (
          <Group>
            <Button color="green" leftSection={<IconShieldCheck size={16} aria-hidden="true" />} loading={clear.isPending} onClick={() => clear.mutate(incident.id, { onSuccess: () => notify.success('RTP_CLEARED'), onError: failed })}>
              {t('incidents.rtp.clear')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
};

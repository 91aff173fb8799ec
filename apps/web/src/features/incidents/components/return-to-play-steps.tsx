import { useState } from 'react';
import { Anchor, Button, Card, Group, List, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { DEFAULT_RETURN_TO_PLAY_STEPS, RETURN_TO_PLAY_LIMITS, returnToPlayStepsSchema } from '@claims/shared';
import { IconListNumbers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { useNotify } from '../../../lib/notify';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/request-error';
import { useReturnToPlaySteps, useSetReturnToPlaySteps } from '../api/return-to-play-steps';
import { useIncidentsErrorText } from '../incidents-error-text';

// One step a line, as a person lists them; blank lines are nothing.
const stepsOf = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line.length > 0);

const StepsForm = ({ schoolId, steps, onDone }: { schoolId: string; steps: readonly string[]; onDone: () => void }) => {
  const { t } = useTranslation();
  const errorText = useIncidentsErrorText();
  const notify = useNotify(errorText);
  const save = useSetReturnToPlaySteps(schoolId);
  const [text, setText] = useState(steps.join('\n'));
  const [error, setError] = useState<string | null>(null);

  const saved = (next: string[] | null) =>
    save.mutate(next, {
      onSuccess: () => {
        notify.success('RTP_STEPS_SAVED');
        onDone();
      },
      onError: (failure) => {
        const key = Object.values(fieldErrorsOf(failure))[0] ?? errorCodeOf(failure);
        setError(errorText(key));
      },
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = returnToPlayStepsSchema.safeParse(stepsOf(text));
        if (!checked.success) return setError(errorText(checked.error.issues[0]!.message));
        saved(checked.data);
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('incidents.rtp.schoolSteps.formIntro', { max: RETURN_TO_PLAY_LIMITS.stepsMax })}</Text>
        <Textarea
          label={t('incidents.rtp.schoolSteps.field')}
          description={t('incidents.rtp.schoolSteps.fieldHint')}
          autosize
          minRows={6}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="space-between" gap="sm">
          <Anchor component="button" type="button" size="sm" onClick={() => saved(null)}>
            {t('incidents.rtp.schoolSteps.useDefault')}
          </Anchor>
          <ModalFormActions pending={save.isPending} onCancel={onDone} />
        </Group>
      </Stack>
    </form>
  );
};

// The school's steps of a return to play, for its staff: a return begun keeps the steps it began with.
export const ReturnToPlaySteps = ({ schoolId }: { schoolId: string }) => {
  const { t } = useTranslation();
  const steps = useReturnToPlaySteps(schoolId);
  const [editing, setEditing] = useState(false);
  const isDefault = steps.data?.join('\n') === DEFAULT_RETURN_TO_PLAY_STEPS.join('\n');
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="rtp-steps-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="rtp-steps-title">
          {t('incidents.rtp.schoolSteps.title')}
        </Title>
        <Button variant="light" leftSection={<IconListNumbers size={16} aria-hidden="true" />} disabled={!steps.data} onClick={() => setEditing(true)}>
          {t('incidents.rtp.schoolSteps.edit')}
        </Button>
      </Group>
      {steps.isError ? (
        <Group gap="xs">
          <Text c="red" size="sm">
            {t('incidents.rtp.schoolSteps.loadError')}
          </Text>
          <Anchor component="button" size="sm" onClick={() => void steps.refetch()}>
            {t('common.retry')}
          </Anchor>
        </Group>
      ) : (
        <Stack gap="xs" aria-busy={steps.isPending}>
          <Text size="sm" c="dimmed">
            {isDefault ? t('incidents.rtp.schoolSteps.default') : t('incidents.rtp.schoolSteps.own')}
          </Text>
          <List type="ordered" size="sm" aria-label={t('incidents.rtp.schoolSteps.title')}>
            {(steps.data ?? []).map((step, index) => (
              <List.Item key={`${index}-${step}`}>{step}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Modal opened={editing} onClose={() => setEditing(false)} title={t('incidents.rtp.schoolSteps.edit')} centered>
        {editing && steps.data ? <StepsForm schoolId={schoolId} steps={steps.data} onDone={() => setEditing(false)} /> : null}
      </Modal>
    </Card>
  );
};

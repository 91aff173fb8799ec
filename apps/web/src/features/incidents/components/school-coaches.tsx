import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { coachInviteSchema, type CoachInvite, type CoachStatus } from '@claims/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { fieldErrorReader } from '../../../components/students/use-field-error';
import { useErrorText } from '../../../lib/error-message';
import { useNotify } from '../../../lib/notify';
import { fieldErrorsOf } from '../../../lib/request-error';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useInviteCoach, useSchoolCoaches } from '../api/coaches';

const InviteForm = ({ schoolId, onDone }: { schoolId: string; onDone: () => void }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const notify = useNotify(errorText);
  const invite = useInviteCoach(schoolId);
  const form = useForm<CoachInvite, unknown, CoachInvite>({
    resolver: schemaResolver(coachInviteSchema),
    defaultValues: { school_id: schoolId, first_name: '', last_name: '', email: '' },
  });
  const fieldError = fieldErrorReader(form, errorText);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      notify.success('COACH_INVITED');
      onDone();
    } catch (error) {
      const fields = Object.entries(fieldErrorsOf(error));
      for (const [name, key] of fields) form.setError(name === 'email_address' ? 'email' : (name as keyof CoachInvite), { type: 'server', message: key });
      if (fields.length === 0) notify.error('COACH_INVITE_FAILED', error);
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('incidents.coaches.inviteIntro')}</Text>
        <TextInput label={t('incidents.coaches.firstName')} withAsterisk {...form.register('first_name')} error={fieldError('first_name')} />
        <TextInput label={t('incidents.coaches.lastName')} withAsterisk {...form.register('last_name')} error={fieldError('last_name')} />
        <TextInput label={t('incidents.coaches.email')} type="email" withAsterisk {...form.register('email')} error={fieldError('email')} />
        <ModalFormActions pending={invite.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
};

// An invitation not yet accepted reads as one to a new address: the school learns nothing of accounts
// elsewhere (ADR 048).
const STATUS_COLORS: Record<CoachStatus, string> = { INVITED: 'yellow', ACTIVE: 'green', INACTIVE: 'gray' };

// The school's coaches, for its staff: who reports incidents for the school, and an invitation for one
// more (ADR 048).
export const SchoolCoaches = ({ schoolId }: { schoolId: string }) => {
  const { t } = useTranslation();
  const coaches = useSchoolCoaches(schoolId);
  const [inviting, setInviting] = useState(false);
  return (
    <Card withBorder radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('incidents.coaches.title')}
        </Title>
        <Button variant="light" leftSection={<IconUserPlus size={16} aria-hidden="true" />} onClick={() => setInviting(true)}>
          {t('incidents.coaches.invite')}
        </Button>
      </Group>
      {coaches.isError ? (
        <Group gap="xs">
          <Text c="red" size="sm">
            {t('incidents.coaches.loadError')}
          </Text>
          <Anchor component="button" size="sm" onClick={() => void coaches.refetch()}>
            {t('common.retry')}
          </Anchor>
        </Group>
      ) : coaches.data?.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('incidents.coaches.empty')}
        </Text>
      ) : (
        // Wider than a phone: the keyboard reaches its scrolling part, as a pointer does (WCAG 2.1.1).
        <Table.ScrollContainer minWidth={360} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('incidents.coaches.title') } }}>
          <Table aria-label={t('incidents.coaches.title')} aria-busy={coaches.isPending}>
            <Table.Tbody>
              {(coaches.data ?? []).map((coach) => (
                <Table.Tr key={coach.id}>
                  <Table.Td>{`${coach.first_name} ${coach.last_name}`}</Table.Td>
                  <Table.Td>{coach.email_address}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[coach.status]} variant="light">
                      {t(`incidents.coaches.status.${coach.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={inviting} onClose={() => setInviting(false)} title={t('incidents.coaches.invite')} centered>
        {inviting ? <InviteForm schoolId={schoolId} onDone={() => setInviting(false)} /> : null}
      </Modal>
    </Card>
  );
};

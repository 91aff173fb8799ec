import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../lib/request-error';
import { useNotify } from '../lib/notify';
import { useDeleteForGood, type DeletionCertificate } from '../entities/data-deletion';

export type DeleteForGoodProps = {
  // what goes: a student, or a whole school, whose name must be typed again
  target: { studentId: string } | { schoolId: string; name: string };
  onDeleted: (certificate: DeletionCertificate) => void;
};

// An admin's deletion for good (ADR 042), after a warning that it cannot be undone: the district's
// reference goes on the certificate; a school's name must be typed again before the button works.
export const DeleteForGood = ({ target, onDeleted }: DeleteForGoodProps) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState('');
  const [confirmName, setConfirmName] = useState('');
  const remove = useDeleteForGood();
  const school = 'schoolId' in target ? target : null;
  const texts = school ? 'deleteForGood.school' : 'deleteForGood.student';
  const nameMatches = !school || confirmName.trim() === school.name.trim();
  const mismatch = remove.isError && errorCodeOf(remove.error) === 'VALIDATION_FAILED';

  const onDelete = () =>
    remove.mutate(school ? { schoolId: school.schoolId, confirmName, reference } : { studentId: (target as { studentId: string }).studentId, reference }, {
      onSuccess: (certificate) => {
        setOpen(false);
        notify.successText(t('deleteForGood.done'));
        onDeleted(certificate);
      },
      onError: (error) => {
        if (errorCodeOf(error) !== 'VALIDATION_FAILED') notify.errorText(t('deleteForGood.failed'), error);
      },
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t(`${texts}.title`)}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t(`${texts}.title`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`${texts}.intro`)}
        </Text>
        <Group>
          <Button
            color="red"
            variant="outline"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => {
              remove.reset();
              setOpen(true);
            }}
          >
            {t(`${texts}.button`)}
          </Button>
        </Group>
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title={t(`${texts}.title`)} centered>
        <Stack gap="sm">
          <Alert color="red" icon={<IconAlertTriangle aria-hidden="true" />}>
            {t(`${texts}.warning`, { name: school?.name ?? '' })}
          </Alert>
          <TextInput label={t('deleteForGood.reference')} description={t('deleteForGood.referenceHint')} value={reference} onChange={(event) => setReference(event.currentTarget.value)} maxLength={200} />
          {school ? (
            <TextInput
              label={t('deleteForGood.typeName', { name: school.name })}
              value={confirmName}
              onChange={(event) => {
                // a refused name stops being wrong once it is typed again
                remove.reset();
                setConfirmName(event.currentTarget.value);
              }}
              error={mismatch ? t('deleteForGood.nameMismatch') : undefined}
              required
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" disabled={!nameMatches} loading={remove.isPending} onClick={onDelete}>
              {t(`${texts}.button`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
};

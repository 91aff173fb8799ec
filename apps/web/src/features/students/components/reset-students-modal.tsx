import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { RESET_STUDENTS_CONFIRMATION, resetStudentsSchema } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/request-error';
import { useResetStudents } from '../api/reset-students';
import { useStudentsErrorText } from '../../../components/students/students-error-text';
import { useStudentsNotify } from './students-messages';

export type ResetStudentsModalProps = {
  schoolId: string;
  opened: boolean;
  onClose: () => void;
};

// The user types 'Delete Students' exactly; anything else is RESET_CONFIRMATION_MISMATCH.
export const ResetStudentsModal = ({ schoolId, opened, onClose }: ResetStudentsModalProps) => {
  const { t } = useTranslation();
  const errorText = useStudentsErrorText();
  const notify = useStudentsNotify();
  const reset = useResetStudents(schoolId);
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setConfirmation('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    const parsed = resetStudentsSchema.safeParse({ confirmation });
    if (!parsed.success) {
      setError(errorText('RESET_CONFIRMATION_MISMATCH'));
      return;
    }
    try {
      const count = await reset.mutateAsync(parsed.data.confirmation);
      notify.successText(t('students.reset.done', { count }));
      close();
    } catch (cause) {
      setError(
        errorCodeOf(cause) === 'RESET_CONFIRMATION_MISMATCH' ? errorText('RESET_CONFIRMATION_MISMATCH') : t('students.reset.failed'),
      );
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('students.reset.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Text size="sm">{t('students.reset.message', { confirmation: RESET_STUDENTS_CONFIRMATION })}</Text>
          <TextInput
            label={t('students.reset.label')}
            placeholder={RESET_STUDENTS_CONFIRMATION}
            value={confirmation}
            onChange={(event) => {
              setConfirmation(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={reset.isPending}>
              {t('students.reset.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

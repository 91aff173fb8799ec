import { Button, Group, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, schoolNoteFormSchema, type SchoolNoteForm } from '@claims/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-message';
import { useNotify } from '../../../lib/notify';
import { applyFieldErrors } from '../../../lib/request-error';
import type { School } from '../api/get-school';
import { useSaveSchoolNote } from '../api/save-school-note';

export type SchoolNotesTabProps = {
  school: School;
};

// The school's one note (at most 2048 characters): Cancel goes back to the saved text, Update saves it.
export const SchoolNotesTab = ({ school }: SchoolNotesTabProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const notify = useNotify();
  const saveNote = useSaveSchoolNote();
  const saved = school.first_note ?? '';
  const form = useForm<SchoolNoteForm>({
    resolver: zodResolver(schoolNoteFormSchema),
    defaultValues: { note: saved },
  });
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';
  const { errors, isSubmitting } = form.formState;
  const isNew = school.first_note === null;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await saveNote.mutateAsync({ schoolId: school.id, note: values.note });
      notify.success(isNew ? 'SCHOOL_NOTE_CREATED' : 'SCHOOL_NOTE_UPDATED');
      form.reset({ note: result.note });
    } catch (error) {
      applyFieldErrors(error, form.setError, ['note']);
      notify.error(isNew ? 'SCHOOL_NOTE_CREATION_FAILED' : 'SCHOOL_NOTE_UPDATE_FAILED', error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Textarea
          label={t('schools.notes.label')}
          autosize
          minRows={6}
          maxRows={16}
          description={t('schools.notes.count', { count: note.length, max: LIMITS.NOTES_MAX })}
          error={errors.note?.message ? errorText(errors.note.message) : undefined}
          {...form.register('note')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => form.reset({ note: saved })} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('common.update')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

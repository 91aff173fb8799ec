import { Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { activityFormSchema, type ActivityForm } from '@claims/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { useDirectoryErrorText, useDirectoryNotify } from '../../../lib/directory-messages';
import { applyFieldErrors } from '../../../lib/request-error';
import { type Activity, useCreateActivity, useUpdateActivity } from '../../../entities/activities';

export type ActivityModalProps = {
  // undefined: add an activity
  activity: Activity | undefined;
  onClose: () => void;
};

// Add or rename an activity. An empty name is ACTIVITY_NAME_REQUIRED here; a name another activity has
// (any case) comes back from the server as ACTIVITY_NAME_NOT_UNIQUE on the field.
export const ActivityModal = ({ activity, onClose }: ActivityModalProps) => {
  const { t } = useTranslation();
  const errorText = useDirectoryErrorText();
  const notify = useDirectoryNotify();
  const createActivity = useCreateActivity();
  const updateActivity = useUpdateActivity();
  const form = useForm<ActivityForm>({
    resolver: zodResolver(activityFormSchema),
    defaultValues: { activity: activity?.activity ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const nameError = errors.activity?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (activity) await updateActivity.mutateAsync({ id: activity.id, activity: values.activity });
      else await createActivity.mutateAsync(values.activity);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['activity'])) {
        notify.errorText(activity ? t('activities.renameFailed') : t('activities.createFailed'), error);
      }
      return;
    }
    notify.successText(activity ? t('activities.renamed') : t('activities.created'));
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={activity ? t('activities.renameTitle') : t('activities.addTitle')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('activities.fieldName')}
            required
            error={nameError ? errorText(nameError) : undefined}
            data-autofocus
            {...form.register('activity')}
          />
          <ModalFormActions pending={isSubmitting} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
};

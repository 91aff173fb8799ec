import { Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { userFormSchema, type UserForm, type UserFormInput } from '@claims/shared';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-modal';
import { useErrorText } from '../../../lib/error-message';
import { useNotify } from '../../../lib/notify';
import { fieldErrorsOf } from '../../../lib/request-error';
import { useCreateSchoolUser } from '../api/create-school-user';
import { useDeleteUser } from '../api/delete-user';
import type { SchoolUser } from '../api/get-school-users';
import { useUpdateUser } from '../api/update-user';

export type UserModalProps = {
  schoolId: string;
  // undefined: add a user
  user: SchoolUser | undefined;
  onClose: () => void;
};

// The server's field names (REST create: email; GraphQL update: email_address) on the form's fields.
const SERVER_FIELD_NAMES: Record<string, FieldPath<UserFormInput>> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email_address',
  email_address: 'email_address',
  is_active: 'is_active',
};

// The modal's data (its container): the form, saving a new or changed user, and deleting one.
function useUserModalForm({ schoolId, user, onClose }: UserModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const notify = useNotify();
  const confirm = useConfirm();
  const createUser = useCreateSchoolUser();
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  const form = useForm<UserFormInput, unknown, UserForm>({
    resolver: zodResolver(userFormSchema),
    defaultValues: {
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      email_address: user?.email_address ?? '',
      is_active: user?.is_active ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const fieldError = (name: 'first_name' | 'last_name' | 'email_address' | 'is_active') => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    // The shared EMAIL_REQUIRED text speaks to the person signing in; here the address is someone else's.
    return message === 'EMAIL_REQUIRED' ? t('schools.users.emailRequired') : errorText(message);
  };

  const applyServerFields = (error: unknown) => {
    for (const [field, key] of Object.entries(fieldErrorsOf(error))) {
      const name = SERVER_FIELD_NAMES[field];
      if (name) form.setError(name, { type: 'server', message: key });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (user) {
      try {
        await updateUser.mutateAsync({ id: user.id, input: values, schoolId });
      } catch (error) {
        applyServerFields(error);
        notify.error('USER_UPDATE_FAILED', error);
        return;
      }
      notify.success('USER_UPDATED');
      onClose();
      return;
    }
    let created: { id: string };
    try {
      created = await createUser.mutateAsync({
        email: values.email_address,
        first_name: values.first_name,
        last_name: values.last_name,
        school_id: schoolId,
        type: 'user',
      });
    } catch (error) {
      applyServerFields(error);
      notify.error('USER_CREATION_FAILED', error);
      return;
    }
    // New users start active; an inactive one is switched off right after.
    if (!values.is_active) {
      try {
        await updateUser.mutateAsync({ id: created.id, input: values, schoolId });
      } catch (error) {
        notify.error('USER_UPDATE_FAILED', error);
      }
    }
    notify.success('USER_CREATED');
    onClose();
  });

  const remove = async () => {
    if (!user) return;
    const name = `${user.first_name} ${user.last_name}`;
    if (!(await confirm({ title: t('schools.users.deleteTitle'), message: t('schools.users.deleteMessage', { name }) }))) return;
    try {
      await deleteUser.mutateAsync({ id: user.id, schoolId });
    } catch (error) {
      notify.error('USER_DELETION_FAILED', error);
      return;
    }
    notify.success('USER_DELETED');
    onClose();
  };

  return { form, fieldError, onSubmit, remove, isSubmitting };
}

// Add or edit a school user (SPEC §5 user modal rules); editing also offers Delete.
export const UserModal = ({ schoolId, user, onClose }: UserModalProps) => {
  const { t } = useTranslation();
  const { form, fieldError, onSubmit, remove, isSubmitting } = useUserModalForm({ schoolId, user, onClose });

  return (
    <Modal opened onClose={onClose} title={user ? t('schools.users.editTitle') : t('schools.users.addTitle')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('schools.users.firstName')}
            required
            error={fieldError('first_name')}
            data-autofocus
            {...form.register('first_name')}
          />
          <TextInput label={t('schools.users.lastName')} required error={fieldError('last_name')} {...form.register('last_name')} />
          <TextInput
            label={t('schools.users.email')}
            type="email"
            required
            error={fieldError('email_address')}
            {...form.register('email_address')}
          />
          <Controller
            name="is_active"
            control={form.control}
            render={({ field }) => (
              <Switch
                label={t('schools.users.active')}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                error={fieldError('is_active')}
              />
            )}
          />
          {user ? null : (
            <Text size="sm" c="dimmed">
              {t('schools.users.createHint')}
            </Text>
          )}
          <Group justify="space-between" gap="sm">
            {user ? (
              <Button variant="subtle" color="red" onClick={() => void remove()} disabled={isSubmitting}>
                {t('common.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose} disabled={isSubmitting}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {user ? t('common.update') : t('common.create')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

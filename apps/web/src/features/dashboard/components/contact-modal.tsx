import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { dashboardContactSchema, type DashboardComponent, type DashboardContact, type DashboardContactInput } from '@claims/shared';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { applyFieldErrors } from '../../../lib/request-error';
import type dashboard from '../../../locales/en/dashboard.json';
import { useDashboardMutation } from '../api/dashboard-mutations';
import type { DashboardItem } from '../api/get-school-dashboard';
import { useDashboardErrorText, useDashboardNotify } from './dashboard-messages';

export type ContactModalProps = {
  schoolId: string;
  component: DashboardComponent;
  // the contact to edit; none to add one to the section
  item?: DashboardItem;
  onClose: () => void;
};

type ContactField = Exclude<FieldPath<DashboardContactInput>, 'component'>;
const FIELDS: ReadonlyArray<{ name: ContactField; label: `dashboard.contact.${keyof typeof dashboard.dashboard.contact}`; type?: string; required?: boolean }> = [
  { name: 'title', label: 'dashboard.contact.title', required: true },
  { name: 'company_name', label: 'dashboard.contact.company' },
  { name: 'representative_name', label: 'dashboard.contact.representative' },
  { name: 'mail_address', label: 'dashboard.contact.mailAddress' },
  { name: 'phone', label: 'dashboard.contact.phone', type: 'tel' },
  { name: 'fax', label: 'dashboard.contact.fax', type: 'tel' },
  { name: 'email_address', label: 'dashboard.contact.email', type: 'email' },
];
const SERVER_FIELDS = FIELDS.map((field) => field.name);

export const ContactModal = ({ schoolId, component, item, onClose }: ContactModalProps) => {
  const { t } = useTranslation();
  const errorText = useDashboardErrorText();
  const notify = useDashboardNotify();
  const addContact = useDashboardMutation(schoolId, 'addContact');
  const updateContact = useDashboardMutation(schoolId, 'updateContact');
  const form = useForm<DashboardContactInput, unknown, DashboardContact>({
    resolver: zodResolver(dashboardContactSchema),
    defaultValues: {
      component,
      title: item?.title ?? '',
      company_name: item?.company_name ?? '',
      representative_name: item?.representative_name ?? '',
      mail_address: item?.mail_address ?? '',
      phone: item?.phone ?? '',
      fax: item?.fax ?? '',
      email_address: item?.email_address ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submitValues = async (values: DashboardContact) => {
    try {
      if (item) await updateContact.mutateAsync({ id: item.id, input: values });
      else await addContact.mutateAsync({ schoolId, input: values });
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, SERVER_FIELDS)) notify.error(t('dashboard.saveFailed'), error);
      return;
    }
    notify.success(t('dashboard.saved'));
    onClose();
  };

  const heading = item ? t('dashboard.modal.editContactTitle') : t('dashboard.modal.addContactTitle', { section: t(`dashboard.sections.${component}`) });
  return (
    <Modal opened onClose={onClose} title={heading} centered size="lg">
      <form onSubmit={(event) => void form.handleSubmit(submitValues)(event)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {FIELDS.map((field, index) => {
              const message = errors[field.name]?.message;
              return (
                <TextInput
                  key={field.name}
                  label={t(field.label)}
                  type={field.type}
                  required={field.required}
                  error={message ? errorText(message) : undefined}
                  data-autofocus={index === 0 ? true : undefined}
                  {...form.register(field.name)}
                />
              );
            })}
          </SimpleGrid>
          <ModalFormActions pending={isSubmitting} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
};

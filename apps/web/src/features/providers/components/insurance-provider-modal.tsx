import { Button, Grid, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  insuranceProviderFormSchema,
  LIMITS,
  type InsuranceProviderForm,
  type InsuranceProviderFormInput,
} from '@claims/shared';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UsStateSelect } from '../../../components/us-address-fields';
import { useDirectoryErrorText, useDirectoryNotify } from '../../../lib/directory-messages';
import { applyFieldErrors } from '../../../lib/request-error';
import { type InsuranceCompany, toInsuranceProviderInput, useSaveInsuranceCompany } from '../../../entities/insurance-companies';

export type InsuranceProviderModalProps = {
  // undefined: add a company
  provider: InsuranceCompany | undefined;
  onClose: () => void;
};

type TextField = 'name' | 'address' | 'city' | 'postal_code' | 'policy_or_certificate_number';

const SERVER_FIELDS: ReadonlyArray<FieldPath<InsuranceProviderFormInput>> = [
  'name',
  'address',
  'city',
  'state',
  'postal_code',
  'policy_or_certificate_number',
  'is_active',
];

const toFormValues = (provider: InsuranceCompany | undefined): InsuranceProviderFormInput => ({
  name: provider?.name ?? '',
  address: provider?.address ?? '',
  city: provider?.city ?? '',
  state: provider?.state ?? null,
  postal_code: provider?.postal_code ?? '',
  policy_or_certificate_number: provider?.policy_or_certificate_number ?? '',
  is_active: provider?.is_active ?? true,
});

// Add or edit an insurance company; switching Active off deactivates it (companies are never deleted).
export const InsuranceProviderModal = ({ provider, onClose }: InsuranceProviderModalProps) => {
  const { t } = useTranslation();
  const errorText = useDirectoryErrorText();
  const notify = useDirectoryNotify();
  const save = useSaveInsuranceCompany();
  const form = useForm<InsuranceProviderFormInput, unknown, InsuranceProviderForm>({
    resolver: zodResolver(insuranceProviderFormSchema),
    defaultValues: toFormValues(provider),
  });
  const { errors, isSubmitting } = form.formState;
  const fieldError = (name: FieldPath<InsuranceProviderFormInput>) => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    // the shared key speaks of school-TPA policy and group numbers; this field has its own limit
    if (name === 'policy_or_certificate_number' && message === 'INVALID_POLICY_NUMBER') {
      return t('insurers.policyNumberMax', { max: LIMITS.GROUP_NUMBER_MAX });
    }
    return errorText(message);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const input = toInsuranceProviderInput(values);
    try {
      await save.mutateAsync({ id: provider?.id, input });
    } catch (error) {
      applyFieldErrors(error, form.setError, SERVER_FIELDS);
      notify.errorText(provider ? t('insurers.updateFailed') : t('insurers.createFailed'), error);
      return;
    }
    notify.successText(provider ? t('insurers.updated') : t('insurers.created'));
    onClose();
  });

  const text = (name: TextField, label: string, required = false) => (
    <TextInput label={label} required={required} error={fieldError(name)} {...form.register(name)} />
  );

  return (
    <Modal opened onClose={onClose} title={provider ? t('insurers.editTitle') : t('insurers.addTitle')} centered size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Grid gap="md">
            <Grid.Col span={12}>{text('name', t('insurers.form.name'), true)}</Grid.Col>
            <Grid.Col span={12}>{text('address', t('insurers.form.address'))}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>{text('city', t('insurers.form.city'))}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <UsStateSelect control={form.control} name="state" texts="insurers.form" error={fieldError('state')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>{text('postal_code', t('insurers.form.zip'))}</Grid.Col>
            <Grid.Col span={12}>{text('policy_or_certificate_number', t('insurers.form.policyNumber'))}</Grid.Col>
          </Grid>
          <Stack gap={4}>
            <Controller
              name="is_active"
              control={form.control}
              render={({ field }) => (
                <Switch
                  label={t('insurers.form.isActive')}
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  error={fieldError('is_active')}
                />
              )}
            />
            <Text size="xs" c="dimmed">
              {t('insurers.form.isActiveHint')}
            </Text>
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {provider ? t('common.update') : t('common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

import { Button, Grid, Group, Stack, Switch, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { salesRepFormSchema, type SalesRepForm as SalesRepFormValues, type SalesRepFormInput } from '@claims/shared';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { US_ADDRESS_NAMES, UsAddressFields } from '../../../components/us-address-fields';
import { useConfirm } from '../../../components/confirm-modal';
import { useDirectoryErrorText, useDirectoryNotify } from '../../../lib/directory-messages';
import { applyFieldErrors } from '../../../lib/request-error';
import { useDeleteSalesRep } from '../api/delete-sales-rep';
import type { SalesRep } from '../api/get-sales-rep';
import { toSalesRepInput, useSaveSalesRep } from '../api/save-sales-rep';

type TextField = 'first_name' | 'last_name' | 'email_address' | 'phone';

// Fields the server may name in a VALIDATION_FAILED answer.
const SERVER_FIELDS: ReadonlyArray<FieldPath<SalesRepFormInput>> = [
  'first_name',
  'last_name',
  'email_address',
  'phone',
  'address_1',
  'address_2',
  'city',
  'state',
  'postal_code',
  'see_all_schools',
  'is_active',
];

// The form shows the saved rep, or a new, active one.
const toFormValues = (rep: SalesRep | undefined): SalesRepFormInput => ({
  first_name: rep?.first_name ?? '',
  last_name: rep?.last_name ?? '',
  email_address: rep?.email_address ?? '',
  phone: rep?.phone ?? '',
  address_1: rep?.address_1 ?? '',
  address_2: rep?.address_2 ?? '',
  city: rep?.city ?? '',
  state: rep?.state ?? null,
  postal_code: rep?.postal_code ?? '',
  see_all_schools: rep?.see_all_schools ?? false,
  is_active: rep?.is_active ?? true,
});

export type SalesRepFormProps = {
  // undefined when adding a rep
  salesRep: SalesRep | undefined;
  onCreated: (rep: SalesRep) => void;
  onDeleted: () => void;
  onCancel: () => void;
};

// Every field of SPEC §3's sales rep, checked with the shared salesRepFormSchema; editing also offers Delete.
export const SalesRepForm = ({ salesRep, onCreated, onDeleted, onCancel }: SalesRepFormProps) => {
  const { t } = useTranslation();
  const errorText = useDirectoryErrorText();
  const notify = useDirectoryNotify();
  const confirm = useConfirm();
  const saveSalesRep = useSaveSalesRep();
  const deleteSalesRep = useDeleteSalesRep();
  const form = useForm<SalesRepFormInput, unknown, SalesRepFormValues>({
    resolver: zodResolver(salesRepFormSchema),
    defaultValues: toFormValues(salesRep),
  });
  const { errors, isSubmitting } = form.formState;
  const fieldError = (name: FieldPath<SalesRepFormInput>) => {
    const message = errors[name]?.message;
    return message ? errorText(message) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const input = toSalesRepInput(values);
    let saved: SalesRep;
    try {
      saved = await saveSalesRep.mutateAsync({ id: salesRep?.id, input });
    } catch (error) {
      applyFieldErrors(error, form.setError, SERVER_FIELDS);
      notify.error(salesRep ? 'SALES_REP_UPDATE_FAILED' : 'SALES_REP_CREATION_FAILED', error);
      return;
    }
    notify.success(salesRep ? 'SALES_REP_UPDATED' : 'SALES_REP_CREATED');
    if (!salesRep) {
      onCreated(saved);
      return;
    }
    form.reset(toFormValues(saved));
  });

  const remove = async () => {
    if (!salesRep) return;
    const name = `${salesRep.first_name} ${salesRep.last_name}`;
    if (!(await confirm({ title: t('salesReps.deleteTitle'), message: t('salesReps.deleteMessage', { name }) }))) return;
    try {
      await deleteSalesRep.mutateAsync(salesRep.id);
    } catch (error) {
      notify.error('SALES_REP_DELETION_FAILED', error);
      return;
    }
    notify.success('SALES_REP_DELETED');
    onDeleted();
  };

  const text = (name: TextField, label: string, options: { required?: boolean; type?: string } = {}) => (
    <TextInput label={label} required={options.required} type={options.type} error={fieldError(name)} {...form.register(name)} />
  );

  const toggle = (name: 'see_all_schools' | 'is_active', label: string) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <Switch
          label={label}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          error={fieldError(name)}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('first_name', t('salesReps.form.firstName'), { required: true })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('last_name', t('salesReps.form.lastName'), { required: true })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('email_address', t('salesReps.form.email'), { type: 'email' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('phone', t('salesReps.form.phone'), { type: 'tel' })}</Grid.Col>
          <UsAddressFields control={form.control} register={form.register} names={US_ADDRESS_NAMES} texts="salesReps.form" error={fieldError} />
        </Grid>
        <Stack gap="sm">
          {toggle('see_all_schools', t('salesReps.form.seeAllSchools'))}
          {toggle('is_active', t('salesReps.form.isActive'))}
        </Stack>
        <Group justify="space-between" gap="sm">
          {salesRep ? (
            <Button variant="subtle" color="red" onClick={() => void remove()} disabled={isSubmitting}>
              {t('common.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => {
                if (salesRep) form.reset(toFormValues(salesRep));
                else onCancel();
              }}
              disabled={isSubmitting}
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {salesRep ? t('common.update') : t('common.create')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
};

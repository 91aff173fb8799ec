import { Button, Grid, Group, Select, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_ATTACHMENT_LIMIT_MB,
  DEFAULT_REQUIRED_CHECKLIST_ITEMS,
  DELIVERY_METHODS,
  tpaFormSchema,
  type TpaForm as TpaFormValues,
  type TpaFormInput,
} from '@claims/shared';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { US_ADDRESS_NAMES, UsAddressFields } from '../../../components/us-address-fields';
import { useDirectoryErrorText, useDirectoryNotify } from '../../../lib/directory-messages';
import { applyFieldErrors } from '../../../lib/request-error';
import type { Tpa } from '../api/get-tpa';
import { toTpaInput, useSaveTpa } from '../api/save-tpa';
import { isDeliveryMethod, useDeliveryMethodLabel } from './delivery-method';
import { TpaClaimDocumentsFields } from './tpa-claim-documents-fields';
import { useUrlErrorText } from '../../../lib/url-error-text';

type TextField = Exclude<FieldPath<TpaFormInput>, 'state' | 'delivery_method' | 'required_documents' | `required_documents.${number}` | 'max_attachment_mb'>;

// Fields the server may name in a VALIDATION_FAILED answer (TPA_CODE_NOT_UNIQUE names `code`).
const SERVER_FIELDS: ReadonlyArray<FieldPath<TpaFormInput>> = [
  'name',
  'code',
  'address_1',
  'address_2',
  'city',
  'state',
  'postal_code',
  'phone',
  'fax',
  'claims_email_address',
  'electronic_claims_email_address',
  'claims_portal_url',
  'delivery_method',
  'required_documents',
  'max_attachment_mb',
];

// The form shows the saved TPA, or a new one delivering by email with the default checklist and limit.
const toFormValues = (tpa: Tpa | undefined): TpaFormInput => ({
  name: tpa?.name ?? '',
  code: tpa?.code ?? '',
  address_1: tpa?.address_1 ?? '',
  address_2: tpa?.address_2 ?? '',
  city: tpa?.city ?? '',
  state: tpa?.state ?? null,
  postal_code: tpa?.postal_code ?? '',
  phone: tpa?.phone ?? '',
  fax: tpa?.fax ?? '',
  claims_email_address: tpa?.claims_email_address ?? '',
  electronic_claims_email_address: tpa?.electronic_claims_email_address ?? '',
  claims_portal_url: tpa?.claims_portal_url ?? '',
  delivery_method: tpa && isDeliveryMethod(tpa.delivery_method) ? tpa.delivery_method : 'EMAIL',
  required_documents: tpa?.required_documents ?? [...DEFAULT_REQUIRED_CHECKLIST_ITEMS],
  max_attachment_mb: tpa?.max_attachment_mb ?? DEFAULT_ATTACHMENT_LIMIT_MB,
});

export type TpaFormProps = {
  // undefined when adding a TPA
  tpa: Tpa | undefined;
  onCreated: (tpa: Tpa) => void;
};

// Every field of SPEC §3's TPA, checked with the shared tpaFormSchema the server uses too.
export const TpaForm = ({ tpa, onCreated }: TpaFormProps) => {
  const { t } = useTranslation();
  const errorText = useDirectoryErrorText();
  const urlErrorText = useUrlErrorText();
  const notify = useDirectoryNotify();
  const deliveryMethodLabel = useDeliveryMethodLabel();
  const saveTpa = useSaveTpa();
  const form = useForm<TpaFormInput, unknown, TpaFormValues>({
    resolver: zodResolver(tpaFormSchema),
    defaultValues: toFormValues(tpa),
  });
  const { isSubmitting } = form.formState;
  const fieldError = (name: FieldPath<TpaFormInput>) => {
    const message = form.getFieldState(name, form.formState).error?.message;
    if (!message) return undefined;
    return name === 'claims_portal_url' ? urlErrorText(message, form.getValues('claims_portal_url')) : errorText(message);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const input = toTpaInput(values);
    let saved: Tpa;
    try {
      saved = await saveTpa.mutateAsync({ id: tpa?.id, input });
    } catch (error) {
      applyFieldErrors(error, form.setError, SERVER_FIELDS);
      notify.error(tpa ? 'TPA_UPDATE_FAILED' : 'TPA_CREATION_FAILED', error);
      return;
    }
    notify.success(tpa ? 'TPA_UPDATED' : 'TPA_CREATED');
    if (!tpa) {
      onCreated(saved);
      return;
    }
    form.reset(toFormValues(saved));
  });

  const text = (name: TextField, label: string, options: { required?: boolean; type?: string; description?: string } = {}) => (
    <TextInput
      label={label}
      required={options.required}
      type={options.type}
      description={options.description}
      error={fieldError(name)}
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('tpas.management.details')}>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('name', t('tpas.form.name'), { required: true })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('code', t('tpas.form.code'), { required: true })}</Grid.Col>
          <UsAddressFields control={form.control} register={form.register} names={US_ADDRESS_NAMES} texts="tpas.form" error={fieldError} />
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('phone', t('tpas.form.phone'), { type: 'tel' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('fax', t('tpas.form.fax'), { type: 'tel' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {text('claims_email_address', t('tpas.form.claimsEmail'), { type: 'email' })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {text('electronic_claims_email_address', t('tpas.form.electronicClaimsEmail'), { type: 'email' })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {text('claims_portal_url', t('tpas.form.claimsPortalUrl'), { type: 'url', description: t('tpas.form.claimsPortalUrlHint') })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Controller
              name="delivery_method"
              control={form.control}
              render={({ field }) => (
                <Select
                  label={t('tpas.form.deliveryMethod')}
                  required
                  data={DELIVERY_METHODS.map((method) => ({ value: method, label: deliveryMethodLabel(method) }))}
                  value={field.value}
                  allowDeselect={false}
                  onChange={(value) => {
                    if (value !== null && isDeliveryMethod(value)) field.onChange(value);
                  }}
                  onBlur={field.onBlur}
                  error={fieldError('delivery_method')}
                />
              )}
            />
          </Grid.Col>
          <TpaClaimDocumentsFields control={form.control} error={fieldError} />
        </Grid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => form.reset(toFormValues(tpa))} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {tpa ? t('common.update') : t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

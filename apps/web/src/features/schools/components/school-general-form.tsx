import { Button, Grid, Group, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, schoolFormObject, withSchoolSignInRule } from '@claims/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, type Control, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UsStateSelect } from '../../../components/us-address-fields';
import { z } from 'zod';
import { useErrorText } from '../../../lib/error-message';
import { useNotify } from '../../../lib/notify';
import { applyFieldErrors } from '../../../lib/request-error';
import { getSchoolQueryOptions, schoolQueryKey, type School } from '../api/get-school';
import { toSalesRepSelectData, useSalesRepOptions } from '../../../entities/sales-rep-options';
import { removeSchoolLogo } from '../api/remove-school-logo';
import { toSchoolInput, useSaveSchool } from '../api/save-school';
import { uploadSchoolLogo } from '../api/upload-school-logo';
import { LogoInput, type LogoValue } from './logo-input';
import { SchoolSignInFields } from './school-sign-in-fields';

const logoValueSchema = z.custom<LogoValue>(
  (value) => typeof value === 'object' && value !== null && 'file' in value && 'url' in value,
);

const generalFormSchema = withSchoolSignInRule(schoolFormObject.extend({ logo: logoValueSchema }));

type GeneralFormInput = z.input<typeof generalFormSchema>;
type GeneralFormValues = z.output<typeof generalFormSchema>;

// Fields the server may name in a VALIDATION_FAILED answer.
const SERVER_FIELDS: ReadonlyArray<FieldPath<GeneralFormInput>> = [
  'is_active',
  'name',
  'contact_name',
  'address_1',
  'address_2',
  'city',
  'state',
  'postal_code',
  'contact_email_address',
  'contact_phone',
  'sales_rep_id',
  'parent_link_days',
  'insurance_confirm_days',
  'retention_years',
  'sso_google_domains',
  'sso_microsoft_tenants',
  'password_sign_in',
];

const SWITCHES = [
  { name: 'allow_piv', label: 'schools.general.allowPiv' },
  { name: 'allow_students_import', label: 'schools.general.allowStudentsImport' },
  { name: 'show_verification_status', label: 'schools.general.showVerificationStatus' },
  { name: 'parent_part_online', label: 'schools.general.parentPartOnline', description: 'schools.general.parentPartOnlineHint' },
] as const;

// Numbers of days or years; emptied, a setting that may be none is none, and one that may not is refused.
const NUMBER_SETTINGS = [
  { name: 'parent_link_days', label: 'schools.general.parentLinkDays', min: 1, max: LIMITS.PARENT_LINK_DAYS_MAX, empty: undefined },
  { name: 'insurance_confirm_days', label: 'schools.general.insuranceConfirmDays', description: 'schools.general.insuranceConfirmDaysHint', min: 1, max: LIMITS.INSURANCE_CONFIRM_DAYS_MAX, empty: null },
  { name: 'retention_years', label: 'schools.general.retentionYears', description: 'schools.general.retentionYearsHint', min: LIMITS.RETENTION_YEARS_MIN, max: LIMITS.RETENTION_YEARS_MAX, empty: null },
] as const;

// The form shows the saved school (or a new, active one).
const toFormValues = (school: School | undefined): GeneralFormInput => ({
  is_active: school?.is_active ?? true,
  name: school?.name ?? '',
  logo: { file: null, url: school?.logo_url ?? null },
  sales_rep_id: school?.sales_rep_id ?? null,
  address_1: school?.address_1 ?? '',
  contact_name: school?.contact_name ?? '',
  address_2: school?.address_2 ?? '',
  contact_phone: school?.contact_phone ?? '',
  city: school?.city ?? '',
  contact_email_address: school?.contact_email_address ?? '',
  state: school?.state ?? null,
  postal_code: school?.postal_code ?? '',
  allow_piv: school?.allow_piv ?? false,
  allow_students_import: school?.allow_students_import ?? false,
  show_verification_status: school?.show_verification_status ?? false,
  parent_part_online: school?.parent_part_online ?? false,
  parent_link_days: school?.parent_link_days ?? LIMITS.PARENT_LINK_DAYS_DEFAULT,
  insurance_confirm_days: school?.insurance_confirm_days ?? null,
  retention_years: school?.retention_years ?? null,
  sso_google_domains: school?.sso_google_domains ?? [],
  sso_microsoft_tenants: school?.sso_microsoft_tenants ?? [],
  password_sign_in: school?.password_sign_in ?? true,
});

export type SchoolGeneralFormProps = {
  // undefined when adding a school
  school: School | undefined;
  onCreated: (school: School) => void;
};

type FieldErrorOf = (name: Exclude<keyof FieldErrors<GeneralFormInput>, 'root' | 'logo'>) => string | undefined;

// The form's data (the container of SchoolGeneralForm): the school saved, then its logo uploaded or
// removed, and the saved school shown again.
function useSchoolGeneralForm(school: School | undefined, onCreated: (school: School) => void) {
  const errorText = useErrorText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const saveSchool = useSaveSchool();
  const form = useForm<GeneralFormInput, unknown, GeneralFormValues>({
    resolver: zodResolver(generalFormSchema),
    defaultValues: toFormValues(school),
  });
  const { errors, isSubmitting } = form.formState;
  const fieldError: FieldErrorOf = (name) => {
    const message = errors[name]?.message;
    return message ? errorText(message) : undefined;
  };

  // Uploads a newly chosen logo (new, or a new file for the stored one), or removes a cleared one.
  // True when the stored logo changed.
  const saveLogo = async (saved: School, logo: LogoValue): Promise<boolean> => {
    if (logo.file) {
      try {
        await uploadSchoolLogo({ schoolId: saved.id, file: logo.file });
        return true;
      } catch (error) {
        notify.error(saved.logo_file_id ? 'EDIT_LOGO_FAILED' : 'UPLOAD_NEW_LOGO_FAILED', error);
        return false;
      }
    }
    if (logo.url === null && saved.logo_file_id) {
      try {
        await removeSchoolLogo(saved.logo_file_id);
        return true;
      } catch (error) {
        notify.error('LOGO_DELETION_FAILED', error);
        return false;
      }
    }
    return false;
  };

  const onSubmit = form.handleSubmit(async ({ logo, ...values }) => {
    const input = toSchoolInput(values);
    let saved: School;
    try {
      saved = await saveSchool.mutateAsync({ id: school?.id, input });
    } catch (error) {
      applyFieldErrors(error, form.setError, SERVER_FIELDS);
      notify.error(school ? 'SCHOOL_UPDATE_FAILED' : 'SCHOOL_CREATION_FAILED', error);
      return;
    }
    const logoChanged = await saveLogo(saved, logo);
    notify.success(school ? 'SCHOOL_UPDATED' : 'SCHOOL_CREATED');
    // the logo's new link (or its absence) comes with the school: read it before showing the saved school
    if (logoChanged) await queryClient.fetchQuery({ ...getSchoolQueryOptions(saved.id), staleTime: 0 }).catch(() => undefined);
    if (!school) {
      onCreated(saved);
      return;
    }
    form.reset(toFormValues(queryClient.getQueryData<School>(schoolQueryKey(saved.id)) ?? saved));
  });

  return { form, errors, isSubmitting, fieldError, onSubmit };
}

// What the school allows (imports, the parent's part online...) and how long a parent's link lasts.
const SchoolSettingsFields = ({ control, fieldError }: { control: Control<GeneralFormInput>; fieldError: FieldErrorOf }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {SWITCHES.map((item) => (
        <Controller
          key={item.name}
          name={item.name}
          control={control}
          render={({ field }) => (
            <Switch
              label={t(item.label)}
              description={'description' in item ? t(item.description) : undefined}
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
      ))}
      {NUMBER_SETTINGS.map((item) => (
        <Controller
          key={item.name}
          name={item.name}
          control={control}
          render={({ field }) => (
            <NumberInput
              label={t(item.label)}
              description={'description' in item ? t(item.description) : undefined}
              min={item.min}
              max={item.max}
              allowDecimal={false}
              maw={320}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : item.empty)}
              onBlur={field.onBlur}
              error={fieldError(item.name)}
            />
          )}
        />
      ))}
    </Stack>
  );
};

export const SchoolGeneralForm = ({ school, onCreated }: SchoolGeneralFormProps) => {
  const { t } = useTranslation();
  const salesReps = useSalesRepOptions();
  const { form, errors, isSubmitting, fieldError, onSubmit } = useSchoolGeneralForm(school, onCreated);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Controller
          name="is_active"
          control={form.control}
          render={({ field }) => (
            <Switch
              label={t('schools.general.status')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              error={fieldError('is_active')}
            />
          )}
        />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Stack gap="md">
              <TextInput label={t('schools.general.name')} required error={fieldError('name')} {...form.register('name')} />
              <Controller
                name="sales_rep_id"
                control={form.control}
                render={({ field }) => (
                  <Select
                    label={t('schools.general.salesRep')}
                    placeholder={t('schools.general.salesRepPlaceholder')}
                    data={toSalesRepSelectData(salesReps.data)}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    error={fieldError('sales_rep_id')}
                    searchable
                    clearable
                  />
                )}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Controller
              name="logo"
              control={form.control}
              render={({ field }) => (
                <LogoInput label={t('schools.general.logo')} value={field.value} onChange={field.onChange} />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('schools.general.address1')} error={fieldError('address_1')} {...form.register('address_1')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('schools.general.contactName')}
              error={fieldError('contact_name')}
              {...form.register('contact_name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('schools.general.address2')} error={fieldError('address_2')} {...form.register('address_2')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('schools.general.phone')}
              type="tel"
              error={fieldError('contact_phone')}
              {...form.register('contact_phone')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('schools.general.city')} error={fieldError('city')} {...form.register('city')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('schools.general.email')}
              type="email"
              error={fieldError('contact_email_address')}
              {...form.register('contact_email_address')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <UsStateSelect control={form.control} name="state" texts="schools.general" error={fieldError('state')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('schools.general.zip')} error={fieldError('postal_code')} {...form.register('postal_code')} />
          </Grid.Col>
        </Grid>
        <SchoolSettingsFields control={form.control} fieldError={fieldError} />
        <SchoolSignInFields control={form.control} errors={errors} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => form.reset(toFormValues(school))} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {school ? t('common.update') : t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

import { useEffect } from 'react';
import { Button, Grid, Group, Paper, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { companyChoiceOf, companyFieldsOf, wizardInsuranceEntrySchema, YES_NO, type WizardInsuranceEntryValues, type YesNo } from '@claims/shared';
import { IconPlus } from '@tabler/icons-react';
import { Controller, FormProvider, useFieldArray, useForm, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { insuranceCompanyOptions } from '../../../../components/students/insurance-company-options';
import { fieldErrorReader } from '../../../../components/students/use-field-error';
import { useStudent } from '../../../../entities/students';
import { type InsuranceCompany, useInsuranceCompanies } from '../../../../entities/insurance-companies';
import { useClaimsErrorText } from '../../../../components/claims-error-text';
import { schemaResolver } from '../../../../lib/schema-resolver';
import { StepLoading } from './step-loading';
import { WizardNav } from './wizard-nav';
import { entriesFromStudent, type WizardData, type WizardFieldError } from './wizard-draft';
import { useLanguage } from '../../../../lib/use-language';

// The entries sit under the payload's name, so a server error's path is the field's.
const insuranceStepSchema = z.object({
  hasInsurance: z.enum(YES_NO),
  students_providers: z.array(wizardInsuranceEntrySchema),
});
type InsuranceStepInput = { hasInsurance: YesNo; students_providers: WizardInsuranceEntryValues[] };
type InsuranceStepValues = z.output<typeof insuranceStepSchema>;

const emptyEntry = (): WizardInsuranceEntryValues => ({
  id: null,
  insurance_provider_id: null,
  is_other_provider: false,
  provider_name: '',
  insurance_member_id: '',
  insurance_group_id: '',
  phone: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postal_code: '',
});

const companyAddress = (company: InsuranceCompany | undefined) => ({
  address_1: company?.address ?? '',
  city: company?.city ?? '',
  state: company?.state ?? '',
  postal_code: company?.postal_code ?? '',
});

// Saved entries carry only the company id: where nothing is filled in yet, the company list gives its address.
const withCompanyAddress = (entries: WizardInsuranceEntryValues[], companies: readonly InsuranceCompany[]) =>
  entries.map((entry) => {
    const known = entry.insurance_provider_id && companies.find((candidate) => candidate.id.toLowerCase() === entry.insurance_provider_id?.toLowerCase());
    const blankAddress = !entry.address_1 && !entry.city && !entry.state && !entry.postal_code;
    return known && blankAddress ? { ...entry, ...companyAddress(known) } : entry;
  });

// The entry's text inputs after the company (and the provider name of Other), in grid order.
const ENTRY_TEXT_FIELDS = [
  { name: 'insurance_member_id', label: 'memberId', span: 4 },
  { name: 'insurance_group_id', label: 'groupId', span: 4 },
  { name: 'phone', label: 'phone', span: 4 },
  { name: 'address_1', label: 'address1', span: 6 },
  { name: 'address_2', label: 'address2', span: 6 },
  { name: 'city', label: 'city', span: 4 },
  { name: 'state', label: 'state', span: 4 },
  { name: 'postal_code', label: 'zip', span: 4 },
] as const;

export type InsuranceStepProps = {
  data: WizardData;
  editMode: boolean;
  errors: readonly WizardFieldError[];
  onChange: (change: Partial<WizardData>) => void;
  onPrevious: () => void;
  onNext: () => void;
};

type InsuranceFormProps = Omit<InsuranceStepProps, 'data'> & {
  initial: InsuranceStepInput;
  companies: readonly InsuranceCompany[];
};

type InsuranceEntryCardProps = {
  index: number;
  entries: readonly WizardInsuranceEntryValues[];
  companies: readonly InsuranceCompany[];
  fieldError: (name: FieldPath<InsuranceStepInput>) => string | undefined;
  onRemove: () => void;
};

// One insurance entry: its company (another entry's company is not offered twice), or Other with the
// provider's name, and the entry's numbers and address.
const InsuranceEntryCard = ({ index, entries, companies, fieldError, onRemove }: InsuranceEntryCardProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { register, setValue, formState } = useFormContext<InsuranceStepInput>();
  const entry = entries[index];
  const companyOptions = companies.map((company) => ({ value: company.id, label: company.name }));
  const options = insuranceCompanyOptions(companyOptions, entries, index, language);
  const title = t('claims.wizard.insurance.entry', { number: index + 1 });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{title}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRemove}>
          {t('claims.wizard.insurance.remove')}
        </Button>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('claims.wizard.insurance.company')}
            placeholder={t('claims.wizard.insurance.companyPlaceholder')}
            withAsterisk
            data={options}
            value={companyChoiceOf(entry)}
            onChange={(choice) => {
              const company = companyFieldsOf(choice);
              // once submitted, a choice clears or shows the entry's errors at once, as the inputs do
              const validate = { shouldValidate: formState.isSubmitted };
              setValue(`students_providers.${index}.insurance_provider_id`, company.insurance_provider_id, validate);
              setValue(`students_providers.${index}.is_other_provider`, company.is_other_provider, validate);
              // choosing a company fills in its address (SPEC §5)
              const address = companyAddress(companies.find((candidate) => candidate.id === choice));
              for (const [field, value] of Object.entries(address)) {
                setValue(`students_providers.${index}.${field as keyof typeof address}`, value);
              }
            }}
            searchable
            nothingFoundMessage={t('common.noResults')}
            error={fieldError(`students_providers.${index}.insurance_provider_id`)}
          />
        </Grid.Col>
        {entry?.is_other_provider ? (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('claims.wizard.insurance.providerName')}
              withAsterisk
              {...register(`students_providers.${index}.provider_name`)}
              error={fieldError(`students_providers.${index}.provider_name`)}
            />
          </Grid.Col>
        ) : null}
        {ENTRY_TEXT_FIELDS.map(({ name, label, span }) => (
          <Grid.Col key={name} span={{ base: 12, sm: span }}>
            <TextInput
              label={t(`claims.wizard.insurance.${label}`)}
              {...register(`students_providers.${index}.${name}`)}
              error={fieldError(`students_providers.${index}.${name}`)}
            />
          </Grid.Col>
        ))}
      </Grid>
    </Paper>
  );
};

const InsuranceForm = ({ initial, companies, editMode, errors, onChange, onPrevious, onNext }: InsuranceFormProps) => {
  const { t } = useTranslation();
  const errorText = useClaimsErrorText();
  const form = useForm<InsuranceStepInput, unknown, InsuranceStepValues>({
    resolver: schemaResolver(insuranceStepSchema),
    defaultValues: initial,
  });
  const { control, setError } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'students_providers', keyName: 'key' });
  const entries = useWatch({ control, name: 'students_providers' });
  const hasInsurance = useWatch({ control, name: 'hasInsurance' });
  const fieldError = fieldErrorReader(form, errorText);

  // What is typed is kept in the draft as it is typed, so a reload loses nothing.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => onChange({ hasInsurance: values.hasInsurance, insuranceEntries: values.students_providers }),
      }),
    [form, onChange],
  );

  // Keys the server sent back for this step's fields.
  useEffect(() => {
    for (const error of errors) {
      if (error.field) setError(error.field as FieldPath<InsuranceStepInput>, { type: 'server', message: error.key });
    }
  }, [errors, setError]);

  const onSubmit = form.handleSubmit((values) => {
    onChange({ hasInsurance: values.hasInsurance, insuranceEntries: form.getValues('students_providers') });
    onNext();
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Controller
            name="hasInsurance"
            control={control}
            render={({ field }) => (
              <Radio.Group
                label={t('claims.wizard.insurance.question')}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  // No empties the list (SPEC §4)
                  if (value === 'NO') replace([]);
                }}
              >
                <Group mt="xs">
                  <Radio value="YES" label={t('common.yes')} />
                  <Radio value="NO" label={t('common.no')} />
                </Group>
              </Radio.Group>
            )}
          />
          {hasInsurance === 'YES' ? (
            <>
              {fields.length === 0 ? <Text c="dimmed">{t('claims.wizard.insurance.none')}</Text> : null}
              {fields.map((field, index) => (
                <InsuranceEntryCard key={field.key} index={index} entries={entries} companies={companies} fieldError={fieldError} onRemove={() => remove(index)} />
              ))}
              <Group>
                <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => append(emptyEntry())}>
                  {t('claims.wizard.insurance.add')}
                </Button>
              </Group>
            </>
          ) : null}
          <WizardNav editMode={editMode} onPrevious={onPrevious} nextDisabled={hasInsurance === 'YES' && fields.length === 0} />
        </Stack>
      </form>
    </FormProvider>
  );
};

// Yes/no, then the entries: preloaded from the student's saved providers the first time, a company
// required in each (SPEC §4, §5). The answer starts as what those entries say: yes with some, no with
// none, so a student with no insurance on file is not answered "yes" with nothing to go on.
export const InsuranceStep = ({ data, ...props }: InsuranceStepProps) => {
  const student = useStudent(data.studentId ?? '');
  const companies = useInsuranceCompanies();

  if (student.isError || companies.isError || !student.data || !companies.data) {
    return <StepLoading queries={[student, companies]} />;
  }

  const entries = withCompanyAddress(data.insuranceEntries ?? entriesFromStudent(student.data), companies.data);
  const hasInsurance = data.hasInsurance ?? (entries.length === 0 ? 'NO' : 'YES');
  return <InsuranceForm {...props} initial={{ hasInsurance, students_providers: entries }} companies={companies.data} />;
};

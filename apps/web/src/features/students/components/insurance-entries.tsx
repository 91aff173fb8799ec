import { Badge, Button, Grid, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { companyChoiceOf, companyFieldsOf, providerStatusAfterEdit, providerStatusLabel } from '@claims/shared';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-modal';
import type { Student } from '../../../entities/students';
import { useInsuranceCompanies } from '../../../entities/insurance-companies';
import { emptyInsuranceEntry, type StudentPageFormInput } from './student-form-model';
import { insuranceCompanyOptions } from '../../../components/students/insurance-company-options';
import { useFieldError } from '../../../components/students/use-field-error';
import { useLanguage } from '../../../lib/use-language';

export type InsuranceEntriesProps = {
  // the stored student (undefined when adding one)
  student: Student | undefined;
  // the form differs from the stored student: verification waits for a save
  dirty: boolean;
  verifyingId: string | null;
  onVerify: (studentProviderId: string) => void;
};

type InsuranceEntryFieldsProps = {
  index: number;
  entry: StudentPageFormInput['providers'][number] | undefined;
  options: ReturnType<typeof insuranceCompanyOptions>;
};

// An entry's company (or Other with the provider's name) and the numbers on its card.
const InsuranceEntryFields = ({ index, entry, options }: InsuranceEntryFieldsProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { register, setValue, formState } = useFormContext<StudentPageFormInput>();
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('students.form.company')}
          placeholder={t('students.form.companyPlaceholder')}
          data={options}
          value={companyChoiceOf(entry)}
          onChange={(choice) => {
            const company = companyFieldsOf(choice);
            // once submitted, a choice clears or shows the entry's errors at once, as the inputs do
            const change = { shouldDirty: true, shouldValidate: formState.isSubmitted };
            setValue(`providers.${index}.insurance_provider_id`, company.insurance_provider_id, change);
            setValue(`providers.${index}.is_other_provider`, company.is_other_provider, change);
          }}
          searchable
          clearable
          nothingFoundMessage={t('common.noResults')}
          error={fieldError(`providers.${index}.insurance_provider_id`)}
        />
      </Grid.Col>
      {entry?.is_other_provider ? (
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('students.form.providerName')}
            withAsterisk
            {...register(`providers.${index}.provider_name`)}
            error={fieldError(`providers.${index}.provider_name`)}
          />
        </Grid.Col>
      ) : null}
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('students.form.memberId')}
          {...register(`providers.${index}.insurance_member_id`)}
          error={fieldError(`providers.${index}.insurance_member_id`)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('students.form.groupId')}
          {...register(`providers.${index}.insurance_group_id`)}
          error={fieldError(`providers.${index}.insurance_group_id`)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('students.form.providerPhone')}
          {...register(`providers.${index}.phone`)}
          error={fieldError(`providers.${index}.phone`)}
        />
      </Grid.Col>
    </Grid>
  );
};

// The student's insurance entries: the first is primary; others can be made primary or deleted.
export const InsuranceEntries = ({ student, dirty, verifyingId, onVerify }: InsuranceEntriesProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirm = useConfirm();
  const { control } = useFormContext<StudentPageFormInput>();
  const { fields, append, remove, move, update } = useFieldArray({ control, name: 'providers', keyName: 'key' });
  const entries = useWatch({ control, name: 'providers' });
  const companies = useInsuranceCompanies();
  // Active companies, by name (the server's order).
  const companyOptions = (companies.data ?? []).map((company) => ({ value: company.id, label: company.name }));

  const removeEntry = async (index: number) => {
    if (entries[index]?.id) {
      const confirmed = await confirm({
        title: t('students.form.deleteProviderTitle'),
        message: t('students.form.deleteProvider'),
      });
      if (!confirmed) return;
    }
    remove(index);
  };

  return (
    <Stack gap="md">
      {fields.map((field, index) => {
        const entry = entries[index];
        const options = insuranceCompanyOptions(companyOptions, entries, index, language);
        const stored = student?.providers.find((provider) => provider.id === entry?.id);
        const status = stored && entry ? providerStatusAfterEdit(stored, entry) : null;
        const number = index + 1;
        return (
          <Paper key={field.key} withBorder p="md" radius="md" aria-label={t('students.form.entry', { number })} component="section">
            <Group justify="space-between" mb="sm">
              <Group gap="xs">
                <Text fw={600}>{t('students.form.entry', { number })}</Text>
                {index === 0 ? <Badge variant="light">{t('students.form.primary')}</Badge> : null}
                {student?.show_verification_status && entry?.id ? (
                  <Badge variant="outline" color={status === 'VERIFIED' ? 'green' : 'gray'}>
                    {t('students.form.status', { status: providerStatusLabel(status, language) })}
                  </Badge>
                ) : null}
              </Group>
              <Group gap="xs">
                {student?.can_verify && entry?.id && stored ? (
                  <Button
                    size="xs"
                    variant="light"
                    disabled={dirty}
                    loading={verifyingId === entry.id}
                    onClick={() => {
                      if (entry.id) onVerify(entry.id);
                    }}
                  >
                    {t('students.form.verify')}
                  </Button>
                ) : null}
                {index === 0 ? (
                  <Button size="xs" variant="default" disabled={fields.length > 1} onClick={() => update(0, emptyInsuranceEntry())}>
                    {t('students.form.clear')}
                  </Button>
                ) : (
                  <>
                    <Button size="xs" variant="default" onClick={() => move(index, 0)}>
                      {t('students.form.makePrimary')}
                    </Button>
                    <Button size="xs" variant="light" color="red" onClick={() => void removeEntry(index)}>
                      {t('students.form.delete')}
                    </Button>
                  </>
                )}
              </Group>
            </Group>
            <InsuranceEntryFields index={index} entry={entry} options={options} />
          </Paper>
        );
      })}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => append(emptyInsuranceEntry())}>
          {t('students.form.addProvider')}
        </Button>
      </Group>
    </Stack>
  );
};

import { Button, Group, NativeSelect, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  choiceOptions,
  companyChoiceOf,
  companyFieldsOf,
  OTHER_INSURANCE_ANSWER_OPTIONS,
  PARENT_INSURANCE_ENTRIES_MAX,
  YES_NO_OPTIONS,
  type ParentPartValues,
  type ParentInsurer,
} from '@claims/shared';
import { IconPlus } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { insuranceCompanyOptions } from '../../../components/students/insurance-company-options';
import { useLanguage } from '../../../lib/use-language';
import { useParentErrorText } from '../parent-error-text';
import { useParentFieldError } from './use-parent-field-error';

type InsuranceEntry = NonNullable<ParentPartValues['providers']>[number];

const emptyEntry = (): InsuranceEntry => ({ insurance_provider_id: null, is_other_provider: false, provider_name: '', insurance_member_id: '', insurance_group_id: '' });

export type InsuranceStepProps = {
  insurers: readonly ParentInsurer[];
};

type ParentInsuranceEntryProps = {
  index: number;
  entries: readonly InsuranceEntry[];
  companies: ReadonlyArray<{ value: string; label: string }>;
  onRemove: () => void;
};

// One insurance: its company (from the list, or Other with a name) and the numbers on its card.
const ParentInsuranceEntry = ({ index, entries, companies, onRemove }: ParentInsuranceEntryProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useParentErrorText();
  const fieldError = useParentFieldError();
  const { control, register, setValue } = useFormContext<ParentPartValues>();
  const entry = entries[index];
  const heading = t('parent.insurance.entry', { number: index + 1 });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={heading}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {heading}
          </Title>
          <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove} aria-label={t('parent.insurance.remove', { number: index + 1 })}>
            {t('parent.insurance.removeShort')}
          </Button>
        </Group>
        <Controller
          name={`providers.${index}.insurance_provider_id`}
          control={control}
          render={({ field: company, fieldState }) => (
            <NativeSelect
              ref={company.ref}
              label={t('parent.insurance.company')}
              required
              data={[{ value: '', label: t('parent.insurance.chooseCompany'), disabled: true }, ...insuranceCompanyOptions(companies, entries, index, language)]}
              value={companyChoiceOf(entry) ?? ''}
              onChange={(event) => {
                const chosen = companyFieldsOf(event.currentTarget.value || null);
                setValue(`providers.${index}.is_other_provider`, chosen.is_other_provider);
                company.onChange(chosen.insurance_provider_id);
              }}
              onBlur={company.onBlur}
              error={fieldState.error?.message ? errorText(fieldState.error.message) : undefined}
            />
          )}
        />
        {entry?.is_other_provider ? (
          <TextInput label={t('parent.insurance.companyName')} required error={fieldError(`providers.${index}.provider_name`)} {...register(`providers.${index}.provider_name`)} />
        ) : null}
        <TextInput label={t('parent.insurance.memberId')} error={fieldError(`providers.${index}.insurance_member_id`)} {...register(`providers.${index}.insurance_member_id`)} />
        <TextInput label={t('parent.insurance.groupId')} error={fieldError(`providers.${index}.insurance_group_id`)} {...register(`providers.${index}.insurance_group_id`)} />
      </Stack>
    </Paper>
  );
};

// Other insurance the student has, each with its company (from the list, or Other with a name) and the
// numbers on its card, and Medicaid: what every administrator's form asks the parent.
export const InsuranceStep = ({ insurers }: InsuranceStepProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useParentErrorText();
  const { control, formState } = useFormContext<ParentPartValues>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'providers' });
  const entries = useWatch({ control, name: 'providers' }) ?? [];
  const answer = useWatch({ control, name: 'other_insurance' });
  const companies = insurers.map((insurer) => ({ value: insurer.id, label: insurer.name }));
  // the list itself is refused when "yes" names no insurance at all
  const listError = formState.errors.providers?.message ?? formState.errors.providers?.root?.message;

  return (
    <Stack gap="lg">
      <Controller
        name="other_insurance"
        control={control}
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('parent.insurance.question')}
            required
            value={field.value ?? null}
            onChange={(value) => {
              field.onChange(value);
              // "yes" opens the first entry; "no" is the whole statement, and drops any entry
              if (value === 'HAS_OTHER' && fields.length === 0) append(emptyEntry(), { shouldFocus: false });
              if (value === 'NONE') replace([]);
            }}
            error={fieldState.error?.message ? errorText(fieldState.error.message) : undefined}
          >
            <Stack gap="xs" mt="xs">
              {choiceOptions(OTHER_INSURANCE_ANSWER_OPTIONS, language).map((option, index) => (
                <Radio key={option.value} value={option.value} label={option.label} ref={index === 0 ? field.ref : undefined} onBlur={field.onBlur} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />

      {answer === 'HAS_OTHER' ? (
        <Stack gap="md">
          {fields.map((field, index) => (
            <ParentInsuranceEntry key={field.id} index={index} entries={entries} companies={companies} onRemove={() => remove(index)} />
          ))}
          {listError ? (
            <Text c="red" size="sm" role="alert">
              {errorText(listError)}
            </Text>
          ) : null}
          {fields.length < PARENT_INSURANCE_ENTRIES_MAX ? (
            <Group>
              <Button variant="default" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => append(emptyEntry())}>
                {t('parent.insurance.add')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}

      <Controller
        name="medicaid"
        control={control}
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('parent.insurance.medicaid')}
            required
            value={field.value ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message ? errorText(fieldState.error.message) : undefined}
          >
            <Group gap="lg" mt="xs">
              {choiceOptions(YES_NO_OPTIONS, language).map((option, index) => (
                <Radio key={option.value} value={option.value} label={option.label} ref={index === 0 ? field.ref : undefined} onBlur={field.onBlur} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
    </Stack>
  );
};

import { Grid, Select, TextInput } from '@mantine/core';
import { choiceOptions, GENDER_OPTIONS, LANGUAGE_NAMES, LANGUAGES } from '@claims/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { PastDateInput } from '../past-date-input';
import { AddressFields } from './address-fields';
import { useFieldError } from './use-field-error';

// The student and parent inputs, under the stored names (ADR 015), for a form holding `student` and `parent` objects
// (the student page, the claim wizard's add-student form).

export const StudentFields = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const fieldError = useFieldError();
  const { control, register } = useFormContext();
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.firstName')} withAsterisk {...register('student.first_name')} error={fieldError('student.first_name')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.lastName')} withAsterisk {...register('student.last_name')} error={fieldError('student.last_name')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={t('students.form.academicId')} {...register('student.academic_id')} error={fieldError('student.academic_id')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          name="student.date_of_birth"
          control={control}
          render={({ field }) => (
            <PastDateInput
              label={t('students.form.dob')}
              withAsterisk
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError('student.date_of_birth')}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          name="student.gender"
          control={control}
          render={({ field }) => (
            <Select
              label={t('students.form.gender')}
              withAsterisk
              placeholder={t('students.form.genderPlaceholder')}
              data={choiceOptions(GENDER_OPTIONS, language)}
              value={typeof field.value === 'string' ? field.value : null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={fieldError('student.gender')}
            />
          )}
        />
      </Grid.Col>
      <AddressFields prefix="student" required />
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.email')} type="email" {...register('student.email_address')} error={fieldError('student.email_address')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.phone')} {...register('student.primary_phone')} error={fieldError('student.primary_phone')} />
      </Grid.Col>
    </Grid>
  );
};

export const ParentFields = () => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control, register } = useFormContext();
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.firstName')} {...register('parent.first_name')} error={fieldError('parent.first_name')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.lastName')} {...register('parent.last_name')} error={fieldError('parent.last_name')} />
      </Grid.Col>
      <AddressFields prefix="parent" required={false} />
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.employerName')} {...register('parent.employer_name')} error={fieldError('parent.employer_name')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.employerPhone')} {...register('parent.employer_phone')} error={fieldError('parent.employer_phone')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.parentEmail')} type="email" {...register('parent.email')} error={fieldError('parent.email')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.parentPhone')} {...register('parent.phone')} error={fieldError('parent.phone')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Controller
          name="parent.language"
          control={control}
          render={({ field }) => (
            <Select
              label={t('students.form.parentLanguage')}
              description={t('students.form.parentLanguageHint')}
              data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
              value={typeof field.value === 'string' ? field.value : null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              clearable
            />
          )}
        />
      </Grid.Col>
    </Grid>
  );
};

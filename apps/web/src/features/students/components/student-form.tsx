import { useState, type ReactNode } from 'react';
import { Button, Grid, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { GENDER_OPTIONS, isWireDate, parseDisplayDate } from '@claims/shared';
import { Controller, FormProvider, useForm, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { fieldErrorsOf } from '../../../lib/request-error';
import type { Student } from '../api/get-student';
import { useSaveStudent } from '../api/save-student';
import { useVerifyStudentProvider } from '../api/verify-student-provider';
import { AddressFields } from './address-fields';
import { InsuranceEntries } from './insurance-entries';
import {
  studentPageSchema,
  toStudentPageForm,
  withPrimaryFirst,
  type StudentPageFormInput,
  type StudentPageFormValues,
} from './student-form-model';
import { useStudentsNotify } from './students-messages';
import { useFieldError } from './use-field-error';

// A server field path (student.firstName, providers.0.providerName) the form has an input for.
const SERVER_FIELD_PATH = /^(student|parent)\.\w+$|^providers\.\d+\.\w+$/;

const useStudentForm = () => useFormContext<StudentPageFormInput>();

const parseDob = (value: string): string | null => (isWireDate(value.trim()) ? value.trim() : parseDisplayDate(value));

const StudentFields = () => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control, register } = useStudentForm();
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.firstName')} withAsterisk {...register('student.firstName')} error={fieldError('student.firstName')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.lastName')} withAsterisk {...register('student.lastName')} error={fieldError('student.lastName')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={t('students.form.academicId')} {...register('student.academicId')} error={fieldError('student.academicId')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          name="student.dob"
          control={control}
          render={({ field }) => (
            <DateInput
              label={t('students.form.dob')}
              withAsterisk
              placeholder="YYYY-MM-DD"
              valueFormat="YYYY-MM-DD"
              dateParser={parseDob}
              maxDate={new Date()}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldError('student.dob')}
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
              data={GENDER_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
              value={field.value ?? null}
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
        <TextInput label={t('students.form.email')} type="email" {...register('student.email')} error={fieldError('student.email')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.phone')} {...register('student.phone')} error={fieldError('student.phone')} />
      </Grid.Col>
    </Grid>
  );
};

const ParentFields = () => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { register } = useStudentForm();
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.firstName')} {...register('parent.firstName')} error={fieldError('parent.firstName')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.lastName')} {...register('parent.lastName')} error={fieldError('parent.lastName')} />
      </Grid.Col>
      <AddressFields prefix="parent" required={false} />
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.employerName')} {...register('parent.employerName')} error={fieldError('parent.employerName')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('students.form.employerPhone')} {...register('parent.employerPhone')} error={fieldError('parent.employerPhone')} />
      </Grid.Col>
    </Grid>
  );
};


export type StudentFormProps = {
  schoolId: string;
  // undefined when adding a student
  student: Student | undefined;
  onCreated: (student: Student) => void;
};

const Card = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
    <Title order={2} size="h4" mb="md">
      {title}
    </Title>
    {children}
  </Paper>
);

// The three cards of SPEC §2's student page, saved as one JSON value (docs/decisions/007).
export const StudentForm = ({ schoolId, student, onCreated }: StudentFormProps) => {
  const { t } = useTranslation();
  const notify = useStudentsNotify();
  const save = useSaveStudent(schoolId, student?.id);
  const verify = useVerifyStudentProvider(student?.id);
  const [verifyingId, setVerifyingId] = useState<string | null>(null);
  const form = useForm<StudentPageFormInput, unknown, StudentPageFormValues>({
    resolver: zodResolver(studentPageSchema),
    defaultValues: toStudentPageForm(student),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(withPrimaryFirst(values));
      if (student) {
        notify.success('STUDENT_UPDATED');
        form.reset(toStudentPageForm(saved));
      } else {
        notify.success('STUDENT_CREATED');
        onCreated(saved);
      }
    } catch (error) {
      const fields = Object.entries(fieldErrorsOf(error)).filter(([path]) => SERVER_FIELD_PATH.test(path));
      for (const [path, key] of fields) {
        form.setError(path as FieldPath<StudentPageFormInput>, { type: 'server', message: key });
      }
      notify.error(student ? 'STUDENT_UPDATE_FAILED' : 'STUDENT_CREATION_FAILED', fields.length > 0 ? undefined : error);
    }
  });

  const onVerify = async (studentProviderId: string) => {
    setVerifyingId(studentProviderId);
    try {
      await verify.mutateAsync(studentProviderId);
      notify.success('STUDENTS_VERIFICATION');
    } catch (error) {
      notify.error('STUDENTS_VERIFICATION_FAILED', error);
    } finally {
      setVerifyingId(null);
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Card title={t('students.form.studentCard')}>
            <StudentFields />
          </Card>
          <Card title={t('students.form.parentCard')}>
            <ParentFields />
          </Card>
          <Card title={t('students.form.insuranceCard')}>
            <InsuranceEntries
              student={student}
              dirty={form.formState.isDirty}
              verifyingId={verifyingId}
              onVerify={(id) => void onVerify(id)}
            />
          </Card>
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={paths.dashboard.students(schoolId)}>
              {t('students.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {student ? t('students.form.update') : t('students.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
};

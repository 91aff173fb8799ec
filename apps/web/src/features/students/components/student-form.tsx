import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ParentFields, StudentFields } from '../../../components/students/student-fields';
import { paths } from '../../../config/paths';
import { fieldErrorsOf } from '../../../lib/request-error';
import type { Student } from '../../../entities/students';
import { useSaveStudent } from '../../../entities/students';
import { useVerificationNotice, useVerifyStudentProvider } from '../api/verify-student-provider';
import { InsuranceEntries } from './insurance-entries';
import {
  studentPageSchema,
  toStudentPageForm,
  withPrimaryFirst,
  type StudentPageFormInput,
  type StudentPageFormValues,
} from './student-form-model';
import { useStudentsNotify } from './students-messages';

// A server field path (student.first_name, providers.0.provider_name) the form has an input for.
const SERVER_FIELD_PATH = /^(student|parent)\.\w+$|^providers\.\d+\.\w+$/;

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
  const verificationNotice = useVerificationNotice();
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
      notify.successText(verificationNotice(await verify.mutateAsync(studentProviderId)));
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
            {student && !student.date_of_birth ? (
              <Alert color="orange" icon={<IconAlertTriangle aria-hidden="true" />} mb="md">
                {t('students.form.needsBirthDate')}
              </Alert>
            ) : null}
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

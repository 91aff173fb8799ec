import { Alert, Anchor, Breadcrumbs, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { isNotFoundError } from '../../../lib/request-error';
import { useSessionUser } from '../../../entities/session';
import { useStudent, type Student } from '../../../entities/students';
import { AccessLogSection } from '../../../components/access-log-section';
import { DeleteForGood } from '../../../components/delete-for-good';
import { SeasonAuthorizationCard } from '../components/season-authorization-card';
import { StudentDisclosures } from '../components/student-disclosures';
import { StudentForm } from '../components/student-form';

// One page, two modes: new-student (no studentId) and edit (SPEC §2 student create/edit page).
export const StudentFormPage = () => {
  const { schoolId = '', studentId } = useParams();
  return <StudentPage key={studentId ?? 'new'} schoolId={schoolId} studentId={studentId} />;
};

// The stored entries as they affect the form: a change (verification made one primary, a save) shows anew.
const versionOf = (student: Student | undefined) =>
  student
    ? JSON.stringify([student.updated_at, student.providers.map((provider) => [provider.id, provider.updated_at, provider.primary])])
    : 'new';

const StudentPage = ({ schoolId, studentId }: { schoolId: string; studentId: string | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const student = useStudent(studentId);
  const isAdmin = useSessionUser().data?.type === 'admin';
  const title = studentId ? t('students.breadcrumbs.edit') : t('students.breadcrumbs.add');

  let body;
  if (studentId && student.isError) {
    body = (
      <Alert color="red" title={t('students.form.loadError')} icon={<IconAlertCircle aria-hidden="true" />}>
        {isNotFoundError(student.error) ? (
          <Text size="sm">{t('students.form.notFound')}</Text>
        ) : (
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={student.isFetching}
            onClick={() => void student.refetch()}
          >
            {t('common.retry')}
          </Button>
        )}
      </Alert>
    );
  } else if (studentId && !student.data) {
    body = (
      <Center py="xl" role="status" aria-label={t('common.loading')}>
        <Loader />
      </Center>
    );
  } else {
    body = (
      <StudentForm
        key={versionOf(student.data)}
        schoolId={schoolId}
        student={student.data}
        onCreated={(created) => void navigate(paths.dashboard.editStudent(schoolId, created.id))}
      />
    );
  }

  return (
    <Stack gap="md">
      <PageTitle title={title} />
      <Breadcrumbs>
        <Anchor component={Link} to={paths.dashboard.school(schoolId)}>
          {t('students.breadcrumbs.dashboard')}
        </Anchor>
        <Anchor component={Link} to={paths.dashboard.students(schoolId)}>
          {t('students.breadcrumbs.students')}
        </Anchor>
        <Text>{title}</Text>
      </Breadcrumbs>
      <Title order={1}>{title}</Title>
      {body}
      {studentId && student.data ? (
        <>
          <SeasonAuthorizationCard studentId={studentId} />
          <StudentDisclosures schoolId={schoolId} studentId={studentId} />
          <AccessLogSection subject={{ studentId }} title={t('accessLog.title')} intro={t('accessLog.intro')} />
          {isAdmin ? <DeleteForGood target={{ studentId }} onDeleted={() => void navigate(paths.dashboard.students(schoolId))} /> : null}
        </>
      ) : null}
    </Stack>
  );
};

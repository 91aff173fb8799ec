import { useState } from 'react';
import { Alert, Anchor, Breadcrumbs, Button, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertCircle, IconCheck, IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { errorCodeOf, isRequestNetworkError } from '../../../lib/request-error';
import {
  StudentsImportFileError,
  useCommitStudentsImport,
  usePreviewStudentsImport,
  type StudentsImportPreview,
  type StudentsImportResult,
} from '../api/import-students';
import { ImportTemplateLink } from '../components/import-template-link';
import { useStudentsErrorText } from '../../../components/students/students-error-text';

const CSV_ACCEPT: Record<string, string[]> = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv'] };

type RowStudent = StudentsImportPreview['errors'][number];

// "Maya Lopez (S5)": whatever of the name and STUDENT_ID the row has.
const rowStudent = ({ first_name, last_name, student_id }: RowStudent): string => {
  const name = [first_name, last_name].filter(Boolean).join(' ');
  if (name && student_id) return `${name} (${student_id})`;
  return name || student_id || '-';
};

// Upload a CSV, read the preview (counts, bad rows, first good rows), then import the good rows.
export const StudentsImportPage = () => {
  const { t } = useTranslation();
  const schoolId = useParams().schoolId ?? '';
  const errorText = useStudentsErrorText();
  const previewImport = usePreviewStudentsImport(schoolId);
  const commitImport = useCommitStudentsImport(schoolId);
  const [preview, setPreview] = useState<StudentsImportPreview | null>(null);
  const [result, setResult] = useState<StudentsImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const describe = (error: unknown, fallback: string): string | null => {
    if (isRequestNetworkError(error)) return null; // the offline notice says so
    if (error instanceof StudentsImportFileError && error.code === 'CSV_MISSING_COLUMNS') {
      return `${errorText('CSV_MISSING_COLUMNS')} ${t('students.import.missingColumns', { columns: error.columns.join(', ') })}`;
    }
    const code = errorCodeOf(error);
    return code ? errorText(code) : fallback;
  };

  const upload = async (file: File) => {
    setPreview(null);
    setResult(null);
    setProblem(null);
    try {
      setPreview(await previewImport.mutateAsync(file));
    } catch (error) {
      setProblem(describe(error, t('notifications.STUDENTS_IMPORT_PREVIEW_FAILED')));
    }
  };

  const commit = async (importId: string) => {
    setProblem(null);
    try {
      setResult(await commitImport.mutateAsync(importId));
      setPreview(null);
    } catch (error) {
      setProblem(describe(error, t('notifications.STUDENTS_IMPORT_FAILED')));
    }
  };

  const busy = previewImport.isPending || commitImport.isPending;

  return (
    <Stack gap="md">
      <PageTitle title={t('students.import.title')} />
      <Breadcrumbs>
        <Anchor component={Link} to={paths.dashboard.school(schoolId)}>
          {t('students.breadcrumbs.dashboard')}
        </Anchor>
        <Anchor component={Link} to={paths.dashboard.students(schoolId)}>
          {t('students.breadcrumbs.students')}
        </Anchor>
        <Text>{t('students.import.title')}</Text>
      </Breadcrumbs>
      <Group justify="space-between">
        <Title order={1}>{t('students.import.title')}</Title>
        <ImportTemplateLink />
      </Group>

      <Dropzone
        onDrop={(files) => {
          const [file] = files;
          if (file) void upload(file);
        }}
        onReject={() => setProblem(t('students.import.rejected'))}
        accept={CSV_ACCEPT}
        multiple={false}
        maxFiles={1}
        disabled={busy}
        inputProps={{ 'aria-label': t('students.import.drop') }}
      >
        <Group justify="center" gap="md" mih={100} style={{ pointerEvents: 'none' }}>
          <IconFileUpload size={36} aria-hidden="true" />
          <div>
            <Text>{t('students.import.drop')}</Text>
            <Text size="sm" c="dimmed">
              {t('students.import.dropHint')}
            </Text>
          </div>
        </Group>
      </Dropzone>

      {busy ? (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">{previewImport.isPending ? t('students.import.uploading') : t('students.import.importing')}</Text>
          <Progress value={100} animated striped aria-label={t('common.loading')} />
        </Stack>
      ) : null}

      {problem ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {problem}
        </Alert>
      ) : null}

      {result ? (
        <Alert color="green" icon={<IconCheck aria-hidden="true" />} role="status">
          <Stack gap="xs" align="flex-start">
            <Text>{t('students.import.done', { created: result.created, updated: result.updated })}</Text>
            <Anchor component={Link} to={paths.dashboard.students(schoolId)}>
              {t('students.import.backToList')}
            </Anchor>
          </Stack>
        </Alert>
      ) : null}

      {preview ? (
        <Stack gap="md">
          <Group gap="lg">
            <Text>{t('students.import.total', { count: preview.total_rows })}</Text>
            <Text c="green.8">{t('students.import.valid', { count: preview.valid_rows })}</Text>
            <Text c={preview.error_rows > 0 ? 'red.8' : undefined}>{t('students.import.invalid', { count: preview.error_rows })}</Text>
          </Group>
          {preview.errors.length > 0 ? (
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                {t('students.import.errorsTitle')}
              </Title>
              <Table striped aria-label={t('students.import.errorsTitle')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('students.import.row')}</Table.Th>
                    <Table.Th>{t('students.import.student')}</Table.Th>
                    <Table.Th>{t('students.import.column')}</Table.Th>
                    <Table.Th>{t('students.import.problem')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.errors.map((error) => (
                    <Table.Tr key={`${error.row}-${error.column}-${error.key}`}>
                      <Table.Td>{error.row}</Table.Td>
                      <Table.Td>{rowStudent(error)}</Table.Td>
                      <Table.Td>{error.column}</Table.Td>
                      <Table.Td>{errorText(error.key)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          ) : null}
          {preview.preview.length > 0 ? (
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                {t('students.import.previewTitle')}
              </Title>
              <Table striped aria-label={t('students.import.previewTitle')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('students.import.row')}</Table.Th>
                    <Table.Th>{t('students.column.academicId')}</Table.Th>
                    <Table.Th>{t('students.column.lastName')}</Table.Th>
                    <Table.Th>{t('students.column.firstName')}</Table.Th>
                    <Table.Th>{t('students.column.dob')}</Table.Th>
                    <Table.Th>{t('students.form.company')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.preview.map((row) => (
                    <Table.Tr key={row.row}>
                      <Table.Td>{row.row}</Table.Td>
                      <Table.Td>{row.student_id ?? '-'}</Table.Td>
                      <Table.Td>{row.last_name ?? '-'}</Table.Td>
                      <Table.Td>{row.first_name ?? '-'}</Table.Td>
                      <Table.Td>{row.birthdate ?? '-'}</Table.Td>
                      <Table.Td>{row.is_other_provider ? t('students.import.otherInsurance', { name: row.insurance }) : row.insurance}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={paths.dashboard.students(schoolId)}>
              {t('common.cancel')}
            </Button>
            <Button
              disabled={preview.valid_rows === 0}
              loading={commitImport.isPending}
              onClick={() => void commit(preview.import_id)}
            >
              {t('students.import.import', { count: preview.valid_rows })}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
};

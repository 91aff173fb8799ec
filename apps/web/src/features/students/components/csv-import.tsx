import type { StudentsImportPreview } from '@claims/shared';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/request-error';
import { useStudentsErrorText } from '../../../components/students/students-error-text';
import { StudentsImportFileError, useCommitStudentsImport, usePreviewStudentsImport } from '../api/import-students';
import { FirstRowsTable, ImportActions, ImportDropzone, ImportMessages, ImportTable, useImportSteps } from './import-steps';

const CSV_ACCEPT: Record<string, string[]> = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv'] };

type RowStudent = StudentsImportPreview['errors'][number];

// "Maya Lopez (S5)": whatever of the name and STUDENT_ID the row has.
const rowStudent = ({ first_name, last_name, student_id }: RowStudent): string => {
  const name = [first_name, last_name].filter(Boolean).join(' ');
  if (name && student_id) return `${name} (${student_id})`;
  return name || student_id || '-';
};

// Upload a CSV, read the preview (counts, bad rows, first good rows), then import the good rows.
export const CsvImport = ({ schoolId }: { schoolId: string }) => {
  const { t } = useTranslation();
  const errorText = useStudentsErrorText();
  const steps = useImportSteps({
    preview: usePreviewStudentsImport(schoolId),
    commit: useCommitStudentsImport(schoolId),
    describe: (error, fallback) => {
      if (error instanceof StudentsImportFileError && error.code === 'CSV_MISSING_COLUMNS') {
        return `${errorText('CSV_MISSING_COLUMNS')} ${t('students.import.missingColumns', { columns: error.columns.join(', ') })}`;
      }
      const code = errorCodeOf(error);
      return code ? errorText(code) : fallback;
    },
  });
  const { preview, result } = steps;

  return (
    <Stack gap="md">
      <ImportDropzone
        accept={CSV_ACCEPT}
        label={t('students.import.drop')}
        hint={t('students.import.dropHint')}
        rejected={t('students.import.rejected')}
        disabled={steps.uploading || steps.importing}
        onFile={(file) => void steps.upload(file)}
        onReject={steps.rejectFile}
      />
      <ImportMessages
        uploading={steps.uploading}
        importing={steps.importing}
        problem={steps.problem}
        schoolId={schoolId}
        done={result ? t('students.import.done', { created: result.created, updated: result.updated }) : null}
      />
      {preview ? (
        <Stack gap="md">
          <Group gap="lg">
            <Text>{t('students.import.total', { count: preview.total_rows })}</Text>
            <Text c="green.8">{t('students.import.valid', { count: preview.valid_rows })}</Text>
            <Text c={preview.error_rows > 0 ? 'red.8' : undefined}>{t('students.import.invalid', { count: preview.error_rows })}</Text>
          </Group>
          {preview.errors.length > 0 ? (
            <ImportTable
              title={t('students.import.errorsTitle')}
              columns={[t('students.import.row'), t('students.import.student'), t('students.import.column'), t('students.import.problem')]}
              rows={preview.errors.map((error) => ({
                key: `${error.row}-${error.column}-${error.key}`,
                cells: [error.row, rowStudent(error), error.column, errorText(error.key)],
              }))}
            />
          ) : null}
          <FirstRowsTable
            lastColumn={t('students.form.company')}
            rows={preview.preview.map((row) => ({
              key: String(row.row),
              row: row.row,
              academicId: row.student_id,
              lastName: row.last_name,
              firstName: row.first_name,
              dob: row.birthdate,
              last: row.is_other_provider ? t('students.import.otherInsurance', { name: row.insurance }) : row.insurance,
            }))}
          />
          <ImportActions schoolId={schoolId} count={preview.valid_rows} importId={preview.import_id} importing={steps.importing} onImport={(id) => void steps.importPreview(id)} />
        </Stack>
      ) : null}
    </Stack>
  );
};

import { useState } from 'react';
import { Alert, Group, Select, Stack, Text } from '@mantine/core';
import { LIMITS, toDisplayDate, type SchoolOrg, type OneRosterResult } from '@claims/shared';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/request-error';
import { formatFileSize } from '../../../lib/file-size';
import { useStudentsErrorText } from '../../../components/students/students-error-text';
import { StudentsImportFileError } from '../api/import-students';
import { useCommitOneRosterImport, usePreviewOneRosterImport } from '../api/import-oneroster';
import { FirstRowsTable, ImportActions, ImportDropzone, ImportMessages, ImportTable, useImportSteps } from './import-steps';

const ZIP_ACCEPT: Record<string, string[]> = { 'application/zip': ['.zip'], 'application/x-zip-compressed': ['.zip'], 'application/octet-stream': ['.zip'] };

// The refusals that ask for a school of the bundle; their `orgs` are the choices.
const ORG_CHOICE_CODES = new Set(['ONEROSTER_ORG_REQUIRED', 'ONEROSTER_ORG_UNKNOWN']);
const orgChoicesOf = (refusal: unknown): SchoolOrg[] =>
  refusal instanceof StudentsImportFileError && ORG_CHOICE_CODES.has(refusal.code ?? '') ? refusal.orgs : [];
const orgLabel = (org: SchoolOrg) => (org.identifier ? `${org.name} (${org.identifier})` : org.name);

// "0 changes" must read as such: a second import of the same files changes nothing.
const hasChanges = (result: OneRosterResult) => result.created + result.updated + result.reactivated + result.deactivated > 0;

// Upload a OneRoster 1.1 or 1.2 zip, pick the school in it when asked, read the preview, import it whole.
export const OneRosterImport = ({ schoolId }: { schoolId: string }) => {
  const { t } = useTranslation();
  const errorText = useStudentsErrorText();
  const [file, setFile] = useState<File | null>(null);
  const steps = useImportSteps({
    preview: usePreviewOneRosterImport(schoolId),
    commit: useCommitOneRosterImport(schoolId),
    describe: (error, fallback) => {
      const code = errorCodeOf(error);
      if (!code) return fallback;
      if (!(error instanceof StudentsImportFileError)) return errorText(code);
      if (code === 'FILE_TOO_BIG') return errorText('ONEROSTER_TOO_LARGE', { zipMax: formatFileSize(LIMITS.ONEROSTER_ZIP_MAX_BYTES) });
      return errorText(code, { file: error.file ?? '', columns: error.columns.join(', '), zipMax: formatFileSize(LIMITS.ONEROSTER_ZIP_MAX_BYTES) });
    },
  });
  const { preview, result } = steps;
  const orgChoices = orgChoicesOf(steps.refusal);

  const choose = (chosen: File) => {
    setFile(chosen);
    void steps.upload({ file: chosen, org: null });
  };

  return (
    <Stack gap="md">
      <ImportDropzone
        accept={ZIP_ACCEPT}
        label={t('students.import.oneroster.drop')}
        hint={t('students.import.oneroster.dropHint')}
        rejected={t('students.import.oneroster.rejected')}
        disabled={steps.uploading || steps.importing}
        onFile={choose}
        onReject={steps.rejectFile}
      />
      {file && orgChoices.length > 0 ? (
        <Select
          label={t('students.import.oneroster.org')}
          description={t('students.import.oneroster.orgHint')}
          placeholder={t('students.import.oneroster.orgPlaceholder')}
          data={orgChoices.map((org) => ({ value: org.sourced_id, label: orgLabel(org) }))}
          onChange={(org) => org && void steps.upload({ file, org })}
          disabled={steps.uploading}
          allowDeselect={false}
        />
      ) : null}
      <ImportMessages
        uploading={steps.uploading}
        importing={steps.importing}
        problem={steps.problem}
        schoolId={schoolId}
        done={result ? (hasChanges(result) ? t('students.import.oneroster.done', result) : t('students.import.oneroster.noChanges', { count: result.unchanged })) : null}
      />
      {preview ? (
        <Stack gap="md">
          <Text>
            {t(preview.users_mode === 'delta' ? 'students.import.oneroster.fromDelta' : 'students.import.oneroster.fromBulk', {
              school: orgLabel(preview.org),
              version: preview.version,
            })}
          </Text>
          <Group gap="lg">
            <Text c="green.8">{t('students.import.oneroster.students', { count: preview.students })}</Text>
            <Text c={preview.error_rows > 0 ? 'red.8' : undefined}>{t('students.import.invalid', { count: preview.error_rows })}</Text>
          </Group>
          {/* what cannot be seen in the first rows, said before anyone presses Import */}
          {preview.deactivating > 0 || preview.org_changed ? (
            <Alert color="orange" icon={<IconAlertTriangle aria-hidden="true" />}>
              <Stack gap={4}>
                {preview.deactivating > 0 ? <Text fw={600}>{t('students.import.oneroster.deactivating', { count: preview.deactivating })}</Text> : null}
                {preview.org_changed ? (
                  <Text>
                    {preview.previous_org_missing
                      ? t('students.import.oneroster.orgNotInFile', { school: orgLabel(preview.org), previous: preview.previous_org_missing })
                      : t('students.import.oneroster.orgChanged', { school: orgLabel(preview.org) })}
                  </Text>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          {preview.demographics_missing ? (
            <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />}>
              {t('students.import.oneroster.noDemographics')}
            </Alert>
          ) : null}
          {preview.errors.length > 0 ? (
            <ImportTable
              title={t('students.import.oneroster.errorsTitle')}
              columns={[t('students.import.oneroster.file'), t('students.import.row'), t('students.import.oneroster.sourcedId'), t('students.import.column'), t('students.import.problem')]}
              rows={preview.errors.map((error) => ({
                key: `${error.file}-${error.row}-${error.column}-${error.key}`,
                cells: [error.file, error.row, error.sourced_id ?? '-', error.column ?? '-', errorText(error.key)],
              }))}
            />
          ) : null}
          <FirstRowsTable
            lastColumn={t('students.import.oneroster.guardian')}
            rows={preview.preview.map((row) => ({
              key: row.sourced_id,
              row: row.row,
              academicId: row.academic_id,
              lastName: row.last_name,
              firstName: row.first_name,
              dob: row.date_of_birth && toDisplayDate(row.date_of_birth),
              last: row.guardian ?? '-',
            }))}
          />
          <ImportActions schoolId={schoolId} count={preview.students} importId={preview.import_id} importing={steps.importing} onImport={(id) => void steps.importPreview(id)} />
        </Stack>
      ) : null}
    </Stack>
  );
};

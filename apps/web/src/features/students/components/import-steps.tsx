import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconAlertCircle, IconCheck, IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isRequestNetworkError } from '../../../lib/request-error';

// What the CSV and the OneRoster imports share: upload, preview (counts, bad rows, first rows), import,
// with the same progress, problem and result messages.

type ImportMutations<Upload, Preview, Result> = {
  preview: UseMutationResult<Preview, Error, Upload>;
  commit: UseMutationResult<Result, Error, string>;
  // the text of a refusal (the offline notice speaks for a network failure)
  describe: (error: unknown, fallback: string) => string;
};

export function useImportSteps<Upload, Preview, Result>({ preview, commit, describe }: ImportMutations<Upload, Preview, Result>) {
  const { t } = useTranslation();
  const [previewed, setPreviewed] = useState<Preview | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);

  const upload = async (input: Upload) => {
    setPreviewed(null);
    setResult(null);
    setProblem(null);
    setRefusal(null);
    try {
      setPreviewed(await preview.mutateAsync(input));
    } catch (error) {
      setRefusal(error);
      if (!isRequestNetworkError(error)) setProblem(describe(error, t('notifications.STUDENTS_IMPORT_PREVIEW_FAILED')));
    }
  };

  const importPreview = async (importId: string) => {
    setProblem(null);
    try {
      setResult(await commit.mutateAsync(importId));
      setPreviewed(null);
    } catch (error) {
      if (!isRequestNetworkError(error)) setProblem(describe(error, t('notifications.STUDENTS_IMPORT_FAILED')));
    }
  };

  return {
    preview: previewed,
    result,
    problem,
    // the preview's refusal, for a mode that answers it (the OneRoster school to pick)
    refusal,
    rejectFile: setProblem,
    upload,
    importPreview,
    uploading: preview.isPending,
    importing: commit.isPending,
  };
}

type ImportDropzoneProps = {
  accept: Record<string, string[]>;
  label: string;
  hint: string;
  rejected: string;
  disabled: boolean;
  onFile: (file: File) => void;
  onReject: (problem: string) => void;
};

export const ImportDropzone = ({ accept, label, hint, rejected, disabled, onFile, onReject }: ImportDropzoneProps) => (
  <Dropzone
    onDrop={(files) => {
      const [file] = files;
      if (file) onFile(file);
    }}
    onReject={() => onReject(rejected)}
    accept={accept}
    multiple={false}
    maxFiles={1}
    disabled={disabled}
    inputProps={{ 'aria-label': label }}
  >
    <Group justify="center" gap="md" mih={100} style={{ pointerEvents: 'none' }}>
      <IconFileUpload size={36} aria-hidden="true" />
      <div>
        <Text>{label}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </div>
    </Group>
  </Dropzone>
);

type ImportMessagesProps = {
  uploading: boolean;
  importing: boolean;
  problem: string | null;
  schoolId: string;
  // what the finished import did, once it is done
  done: string | null;
};

// The progress of the upload or import, what went wrong, and what the import did.
export const ImportMessages = ({ uploading, importing, problem, schoolId, done }: ImportMessagesProps) => {
  const { t } = useTranslation();
  return (
    <>
      {uploading || importing ? (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">{uploading ? t('students.import.uploading') : t('students.import.importing')}</Text>
          <Progress value={100} animated striped aria-label={t('common.loading')} />
        </Stack>
      ) : null}
      {problem ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {problem}
        </Alert>
      ) : null}
      {done ? (
        <Alert color="green" icon={<IconCheck aria-hidden="true" />} role="status">
          <Stack gap="xs" align="flex-start">
            <Text>{done}</Text>
            <Anchor component={Link} to={paths.dashboard.students(schoolId)}>
              {t('students.import.backToList')}
            </Anchor>
          </Stack>
        </Alert>
      ) : null}
    </>
  );
};

type ImportTableProps = {
  title: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
};

// The bad rows, or the first rows to import, under a heading that also names the table.
export const ImportTable = ({ title, columns, rows }: ImportTableProps) => (
  <Paper withBorder p="md" radius="md">
    <Title order={2} size="h4" mb="sm">
      {title}
    </Title>
    <Table striped aria-label={title}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.cells.map((cell, index) => (
              <Table.Td key={index}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Paper>
);

type FirstRow = { key: string; row: number; academicId: string | null; lastName: string | null; firstName: string | null; dob: string | null; last: ReactNode };

// The first rows the import would bring, with one column of the format's own at the end.
export const FirstRowsTable = ({ lastColumn, rows }: { lastColumn: string; rows: FirstRow[] }) => {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <ImportTable
      title={t('students.import.previewTitle')}
      columns={[t('students.import.row'), t('students.column.academicId'), t('students.column.lastName'), t('students.column.firstName'), t('students.column.dob'), lastColumn]}
      rows={rows.map((row) => ({ key: row.key, cells: [row.row, row.academicId ?? '-', row.lastName ?? '-', row.firstName ?? '-', row.dob ?? '-', row.last] }))}
    />
  );
};

type ImportActionsProps = {
  schoolId: string;
  count: number;
  importId: string | null;
  importing: boolean;
  onImport: (importId: string) => void;
};

// Cancel (back to the list) and Import, which a preview without an import id (or rows) cannot do.
export const ImportActions = ({ schoolId, count, importId, importing, onImport }: ImportActionsProps) => {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" component={Link} to={paths.dashboard.students(schoolId)}>
        {t('common.cancel')}
      </Button>
      <Button disabled={!importId || count === 0} loading={importing} onClick={() => importId && onImport(importId)}>
        {t('students.import.import', { count })}
      </Button>
    </Group>
  );
};

import { useId, useState } from 'react';
import { Input, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { LIMITS } from '@claims/shared';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDirectoryErrorText } from '../lib/directory-messages';
import { formatFileSize } from '../lib/file-size';
import { errorCodeOf, fieldErrorsOf } from '../lib/request-error';
import { hasTooManyFiles, SingleFileDropzone } from './single-file-dropzone';

// What the server accepts for dashboard documents (it judges by content; this only filters the picker).
export const DOCUMENT_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

export type DocumentDropzoneProps = {
  label: string;
  file: File | null;
  // the file picked, or null with the translated reason it was refused
  onChange: (file: File | null, problem: string | null) => void;
  // translated problem to show under the zone (refused file, server answer)
  problem: string | null;
};

// What a form's file state gives its DocumentDropzone.
export type DocumentUploadField = Omit<DocumentDropzoneProps, 'label'>;

// Errors for a refused or failed document, as the field shows them.
export const useDocumentErrorText = () => {
  const { t } = useTranslation();
  const errorText = useDirectoryErrorText();
  return (code: string | undefined, file: File | null) => {
    if (code === 'INVALID_FILE_TYPE') return t('tpas.elements.invalidFileType');
    if (code === 'FILE_TOO_BIG') {
      return errorText(code, {
        size: file ? formatFileSize(file.size) : formatFileSize(LIMITS.DOCUMENT_MAX_BYTES),
        logoMax: formatFileSize(LIMITS.DOCUMENT_MAX_BYTES),
      });
    }
    return errorText(code);
  };
};

// The file a form will upload, with what its DocumentDropzone shows (`field`).
export const useDocumentUpload = () => {
  const { t } = useTranslation();
  const documentErrorText = useDocumentErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const field: DocumentUploadField = {
    file,
    problem,
    onChange: (picked, refused) => {
      setFile(picked);
      setProblem(refused);
    },
  };
  return {
    file,
    field,
    // No file yet: says it is required, unless the zone already says why the last one was refused.
    reportMissing: () => {
      if (!file && !problem) setProblem(t('tpas.elements.fileRequired'));
    },
    // Shows a failed upload's reason under the zone when it is about the file; false when it is not.
    showUploadError: (error: unknown) => {
      const code = errorCodeOf(error);
      if (code !== 'FILE_TOO_BIG' && code !== 'INVALID_FILE_TYPE' && !fieldErrorsOf(error).file) return false;
      setProblem(documentErrorText(code === 'VALIDATION_FAILED' ? 'INVALID_FILE_TYPE' : code, file));
      return true;
    },
  };
};

// Drop or pick one PDF, image, Word or Excel file of at most 10 MB; the upload happens when the form saves.
export const DocumentDropzone = ({ label, file, onChange, problem }: DocumentDropzoneProps) => {
  const { t } = useTranslation();
  const documentErrorText = useDocumentErrorText();
  const labelId = useId();
  const errorId = useId();

  const accept = (picked: File) => {
    if (picked.size > LIMITS.DOCUMENT_MAX_BYTES) onChange(null, documentErrorText('FILE_TOO_BIG', picked));
    else onChange(picked, null);
  };

  const reject = (rejections: FileRejection[]) => {
    onChange(null, hasTooManyFiles(rejections) ? t('tpas.elements.fileOneOnly') : documentErrorText('INVALID_FILE_TYPE', null));
  };

  return (
    <Stack gap={4}>
      <Input.Label id={labelId} required>
        {label}
      </Input.Label>
      <SingleFileDropzone
        label={label}
        labelId={labelId}
        errorId={problem ? errorId : undefined}
        onPick={accept}
        onReject={reject}
        accept={DOCUMENT_ACCEPT}
        idleIcon={<IconFileUpload size={28} aria-hidden="true" />}
        prompt={t('tpas.elements.fileDrop')}
        hint={t('tpas.elements.fileHint', { max: formatFileSize(LIMITS.DOCUMENT_MAX_BYTES) })}
        minHeight={64}
      />
      {file ? (
        <Text size="sm" aria-live="polite">
          {t('tpas.elements.fileChosen', { name: file.name, size: formatFileSize(file.size) })}
        </Text>
      ) : null}
      {problem ? (
        <Input.Error id={errorId} role="alert">
          {problem}
        </Input.Error>
      ) : null}
    </Stack>
  );
};

import { useId } from 'react';
import { Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { LIMITS } from '@claims/shared';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDirectoryErrorText } from '../lib/directory-messages';
import { formatFileSize } from '../lib/file-size';

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
    const tooMany = rejections.length > 1 || rejections.some((rejection) => rejection.errors.some((error) => error.code === 'too-many-files'));
    onChange(null, tooMany ? t('tpas.elements.fileOneOnly') : documentErrorText('INVALID_FILE_TYPE', null));
  };

  return (
    <Stack gap={4}>
      <Input.Label id={labelId} required>
        {label}
      </Input.Label>
      <Dropzone
        onDrop={(files) => {
          const [picked] = files;
          if (picked) accept(picked);
        }}
        onReject={reject}
        accept={DOCUMENT_ACCEPT}
        multiple={false}
        maxFiles={1}
        aria-labelledby={labelId}
        aria-describedby={problem ? errorId : undefined}
        inputProps={{ 'aria-label': label }}
        p="sm"
      >
        <Group justify="center" gap="sm" mih={64} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={28} aria-hidden="true" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={28} aria-hidden="true" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileUpload size={28} aria-hidden="true" />
          </Dropzone.Idle>
          <Stack gap={2}>
            <Text size="sm">{t('tpas.elements.fileDrop')}</Text>
            <Text size="xs" c="dimmed">
              {t('tpas.elements.fileHint', { max: formatFileSize(LIMITS.DOCUMENT_MAX_BYTES) })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
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

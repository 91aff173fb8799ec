import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDirectoryNotify } from '../../../lib/directory-messages';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/request-error';
import type { TpaElement } from '../api/get-tpa';
import { useReplaceTpaFile } from '../api/replace-tpa-file';
import { DocumentDropzone, useDocumentErrorText } from '../../../components/document-dropzone';

export type ReplaceFileModalProps = {
  tpaId: string;
  element: TpaElement;
  onClose: () => void;
};

// A new file for a file element: the title and section stay, the copies on linked schools follow.
export const ReplaceFileModal = ({ tpaId, element, onClose }: ReplaceFileModalProps) => {
  const { t } = useTranslation();
  const notify = useDirectoryNotify();
  const documentErrorText = useDocumentErrorText();
  const replaceFile = useReplaceTpaFile();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setProblem(problem ?? t('tpas.elements.fileRequired'));
      return;
    }
    try {
      await replaceFile.mutateAsync({ elementId: element.id, tpaId, file });
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'FILE_TOO_BIG' || code === 'INVALID_FILE_TYPE' || fieldErrorsOf(error).file) {
        setProblem(documentErrorText(code === 'VALIDATION_FAILED' ? 'INVALID_FILE_TYPE' : code, file));
        return;
      }
      notify.errorText(t('tpas.elements.saveFailed'), error);
      return;
    }
    notify.successText(t('tpas.elements.fileReplaced'));
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('tpas.elements.replaceFileTitle')} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('tpas.elements.replaceFileIntro', { filename: element.filename ?? element.title })}</Text>
          <DocumentDropzone
            label={t('tpas.elements.file')}
            file={file}
            problem={problem}
            onChange={(picked, refused) => {
              setFile(picked);
              setProblem(refused);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={replaceFile.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={replaceFile.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

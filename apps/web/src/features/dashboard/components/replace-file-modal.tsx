import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentDropzone, useDocumentErrorText } from '../../../components/document-dropzone';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/request-error';
import { useDashboardMutation } from '../api/dashboard-mutations';
import type { DashboardItem } from '../api/get-school-dashboard';
import { useDashboardNotify } from './dashboard-messages';

export type ReplaceFileModalProps = {
  schoolId: string;
  item: DashboardItem;
  onClose: () => void;
};

// A new file for a file element: its title and place stay.
export const ReplaceFileModal = ({ schoolId, item, onClose }: ReplaceFileModalProps) => {
  const { t } = useTranslation();
  const notify = useDashboardNotify();
  const documentErrorText = useDocumentErrorText();
  const replaceFile = useDashboardMutation(schoolId, 'replaceFile');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setProblem(problem ?? t('tpas.elements.fileRequired'));
      return;
    }
    try {
      await replaceFile.mutateAsync({ elementId: item.id, file });
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'FILE_TOO_BIG' || code === 'INVALID_FILE_TYPE' || fieldErrorsOf(error).file) {
        setProblem(documentErrorText(code === 'VALIDATION_FAILED' ? 'INVALID_FILE_TYPE' : code, file));
        return;
      }
      notify.error(t('dashboard.saveFailed'), error);
      return;
    }
    notify.success(t('tpas.elements.fileReplaced'));
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('tpas.elements.replaceFileTitle')} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('dashboard.modal.replaceIntro', { filename: item.filename ?? item.title })}</Text>
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

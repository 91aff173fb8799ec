import type { FormEvent } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../lib/notify';
import { DocumentDropzone, useDocumentUpload } from './document-dropzone';
import { ModalFormActions } from './modal-form-actions';

export type ReplaceFileModalProps = {
  // names the file being replaced, translated
  intro: string;
  // uploads the new file; rejects with the failed request
  replace: (file: File) => Promise<unknown>;
  pending: boolean;
  // a failure the file field does not show (a toast)
  onFailed: (error: unknown) => void;
  onClose: () => void;
};

// A new file for a dashboard file element (a school's or a TPA's): its title and place stay.
export const ReplaceFileModal = ({ intro, replace, pending, onFailed, onClose }: ReplaceFileModalProps) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const upload = useDocumentUpload();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!upload.file) {
      upload.reportMissing();
      return;
    }
    try {
      await replace(upload.file);
    } catch (error) {
      if (!upload.showUploadError(error)) onFailed(error);
      return;
    }
    notify.successText(t('tpas.elements.fileReplaced'));
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('tpas.elements.replaceFileTitle')} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{intro}</Text>
          <DocumentDropzone label={t('tpas.elements.file')} {...upload.field} />
          <ModalFormActions pending={pending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
};

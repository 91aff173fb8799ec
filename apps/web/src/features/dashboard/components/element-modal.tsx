import type { FormEvent } from 'react';
import { Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { attachmentTitleSchema, urlAttachmentSchema, type DashboardComponent } from '@claims/shared';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AttachmentFields } from '../../../components/attachment-fields';
import { useDocumentUpload } from '../../../components/document-dropzone';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { applyFieldErrors } from '../../../lib/request-error';
import { useUrlErrorText } from '../../../lib/url-error-text';
import { useDashboardMutation } from '../api/dashboard-mutations';
import type { DashboardItem } from '../api/get-school-dashboard';
import { useDashboardErrorText, useDashboardNotify } from './dashboard-messages';

// Add a link or a file to a section, or change the title (and a link's URL) of one already there.
export type ElementModalMode = { kind: 'addLink' } | { kind: 'addFile' } | { kind: 'edit'; item: DashboardItem };

export type ElementModalProps = {
  schoolId: string;
  component: DashboardComponent;
  mode: ElementModalMode;
  onClose: () => void;
};

// The shared link rules (title max, http(s) only); a file has a title only, the URL stays empty.
const linkFormSchema = urlAttachmentSchema.pick({ title: true, url: true });
const fileFormSchema = z.object({ title: attachmentTitleSchema, url: z.string() });
type ElementFormValues = z.infer<typeof linkFormSchema>;
const SERVER_FIELDS: ReadonlyArray<FieldPath<ElementFormValues>> = ['title', 'url'];

export const ElementModal = ({ schoolId, component, mode, onClose }: ElementModalProps) => {
  const { t } = useTranslation();
  const errorText = useDashboardErrorText();
  const urlErrorText = useUrlErrorText();
  const notify = useDashboardNotify();
  const addLink = useDashboardMutation(schoolId, 'addLink');
  const uploadFile = useDashboardMutation(schoolId, 'uploadFile');
  const updateElement = useDashboardMutation(schoolId, 'updateElement');
  const item = mode.kind === 'edit' ? mode.item : undefined;
  const isLink = mode.kind === 'addLink' || item?.kind === 'URL';
  const isNewFile = mode.kind === 'addFile';
  const upload = useDocumentUpload();
  const { file } = upload;
  const section = t(`dashboard.sections.${component}`);

  const form = useForm<ElementFormValues>({
    resolver: zodResolver(isLink ? linkFormSchema : fileFormSchema),
    defaultValues: { title: item?.title ?? '', url: item?.url ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const title = useWatch({ control: form.control, name: 'title' });
  const heading =
    mode.kind === 'addLink'
      ? t('dashboard.modal.addLinkTitle', { section })
      : mode.kind === 'addFile'
        ? t('dashboard.modal.addFileTitle', { section })
        : isLink
          ? t('dashboard.modal.editLinkTitle')
          : t('dashboard.modal.editFileTitle');

  const submitValues = async (values: ElementFormValues) => {
    if (isNewFile && !file) return;
    try {
      if (item) await updateElement.mutateAsync({ id: item.id, input: isLink ? values : { title: values.title } });
      else if (isNewFile && file) await uploadFile.mutateAsync({ schoolId, values: { title: values.title, component }, file });
      else await addLink.mutateAsync({ schoolId, input: { ...values, component } });
    } catch (error) {
      if (isNewFile && upload.showUploadError(error)) return;
      if (!applyFieldErrors(error, form.setError, SERVER_FIELDS)) notify.error(t('dashboard.saveFailed'), error);
      return;
    }
    notify.success(t('dashboard.saved'));
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // a missing file is reported with the other fields' errors
    if (isNewFile) upload.reportMissing();
    void form.handleSubmit(submitValues)(event);
  };

  const fieldError = (name: FieldPath<ElementFormValues>) => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    return name === 'url' ? urlErrorText(message, form.getValues('url')) : errorText(message);
  };

  return (
    <Modal opened onClose={onClose} title={heading} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <AttachmentFields
            title={form.register('title')}
            titleLength={title.length}
            titleError={fieldError('title')}
            url={isLink ? { input: form.register('url'), error: fieldError('url') } : undefined}
            upload={isNewFile ? upload.field : undefined}
          />
          <ModalFormActions pending={isSubmitting} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
};

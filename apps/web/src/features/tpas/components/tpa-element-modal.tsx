import type { FormEvent } from 'react';
import { Modal, Select, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DASHBOARD_COMPONENTS,
  dashboardComponentSchema,
  urlAttachmentSchema,
  type DashboardComponent,
} from '@claims/shared';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AttachmentFields } from '../../../components/attachment-fields';
import { useDocumentUpload } from '../../../components/document-dropzone';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { useDirectoryErrorText, useDirectoryNotify } from '../../../lib/directory-messages';
import { applyFieldErrors } from '../../../lib/request-error';
import { useAddTpaLink } from '../api/add-tpa-link';
import type { TpaElement } from '../api/get-tpa';
import { useUpdateTpaElement } from '../api/update-tpa-element';
import { useUploadTpaFile } from '../api/upload-tpa-file';
import { useUrlErrorText } from '../../../lib/url-error-text';

// What the modal does: add a link, add a file, or edit the title and section (and URL of a link).
export type TpaElementModalMode = { kind: 'addLink' } | { kind: 'addFile' } | { kind: 'edit'; element: TpaElement };

export type TpaElementModalProps = {
  tpaId: string;
  mode: TpaElementModalMode;
  onClose: () => void;
};

export const isDashboardComponent = (value: string): value is DashboardComponent =>
  (DASHBOARD_COMPONENTS as readonly string[]).includes(value);

// An empty section select holds null; the shared schema then answers COMPONENT_REQUIRED.
const componentFieldSchema = z.preprocess((value: DashboardComponent | null) => value, dashboardComponentSchema);

// Links: the shared urlAttachmentSchema (title max, http(s) URL). Files: its title and section; the URL
// field is not shown and not sent.
const linkFormSchema = urlAttachmentSchema.extend({ component: componentFieldSchema });
const fileFormSchema = urlAttachmentSchema.extend({ component: componentFieldSchema, url: z.string() });

type ElementFormInput = z.input<typeof linkFormSchema>;
type ElementFormValues = z.output<typeof linkFormSchema>;

const SERVER_FIELDS: ReadonlyArray<FieldPath<ElementFormInput>> = ['title', 'component', 'url'];

export const TpaElementModal = ({ tpaId, mode, onClose }: TpaElementModalProps) => {
  const { t } = useTranslation();
  const errorText = useDirectoryErrorText();
  const urlErrorText = useUrlErrorText();
  const notify = useDirectoryNotify();
  const addLink = useAddTpaLink();
  const uploadFile = useUploadTpaFile();
  const updateElement = useUpdateTpaElement();
  const element = mode.kind === 'edit' ? mode.element : undefined;
  const isLink = mode.kind === 'addLink' || element?.type === 'URL';
  const isNewFile = mode.kind === 'addFile';
  const upload = useDocumentUpload();
  const { file } = upload;

  const form = useForm<ElementFormInput, unknown, ElementFormValues>({
    resolver: zodResolver(isLink ? linkFormSchema : fileFormSchema),
    defaultValues: {
      title: element?.title ?? '',
      component: element && isDashboardComponent(element.component) ? element.component : null,
      url: element?.url ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const title = useWatch({ control: form.control, name: 'title' });
  const heading =
    mode.kind === 'addLink'
      ? t('tpas.elements.addLinkTitle')
      : mode.kind === 'addFile'
        ? t('tpas.elements.addFileTitle')
        : isLink
          ? t('tpas.elements.editLinkTitle')
          : t('tpas.elements.editFileTitle');

  const submitValues = async (values: ElementFormValues) => {
    if (isNewFile && !file) return;
    const savedText = element ? t('tpas.elements.elementUpdated') : isNewFile ? t('tpas.elements.fileAdded') : t('tpas.elements.linkAdded');
    try {
      if (element) {
        await updateElement.mutateAsync({
          id: element.id,
          tpaId,
          input: isLink ? values : { title: values.title, component: values.component },
        });
      } else if (isNewFile && file) {
        await uploadFile.mutateAsync({ tpaId, values: { title: values.title, component: values.component }, file });
      } else {
        await addLink.mutateAsync({ tpaId, input: values });
      }
    } catch (error) {
      const placed = applyFieldErrors(error, form.setError, SERVER_FIELDS);
      if (isNewFile && upload.showUploadError(error)) return;
      if (!placed) notify.errorText(t('tpas.elements.saveFailed'), error);
      return;
    }
    notify.successText(savedText);
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // a missing file is reported with the other fields' errors
    if (isNewFile) upload.reportMissing();
    void form.handleSubmit(submitValues)(event);
  };

  const fieldError = (name: FieldPath<ElementFormInput>) => {
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
          >
            <Controller
              name="component"
              control={form.control}
              render={({ field }) => (
                <Select
                  label={t('tpas.elements.section')}
                  placeholder={t('tpas.elements.sectionPlaceholder')}
                  required
                  data={DASHBOARD_COMPONENTS.map((component) => ({ value: component, label: t(`tpas.components.${component}`) }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value !== null && isDashboardComponent(value) ? value : null)}
                  onBlur={field.onBlur}
                  error={fieldError('component')}
                />
              )}
            />
          </AttachmentFields>
          <ModalFormActions pending={isSubmitting} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
};

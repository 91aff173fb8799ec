import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { LIMITS } from '@claims/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DocumentDropzone, type DocumentUploadField } from './document-dropzone';

export type AttachmentFieldsProps = {
  title: UseFormRegisterReturn<'title'>;
  // what the title holds now, for the character count
  titleLength: number;
  titleError: string | undefined;
  // a link's URL; none for a file
  url?: { input: UseFormRegisterReturn<'url'>; error: string | undefined };
  // the file to upload, when adding a file
  upload?: DocumentUploadField;
  // fields between the title and the URL (a TPA element's section)
  children?: ReactNode;
};

// The fields of a dashboard file or link, a school's or a TPA's: title, then the URL or the file.
export const AttachmentFields = ({ title, titleLength, titleError, url, upload, children }: AttachmentFieldsProps) => {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('tpas.elements.fieldTitle')}
        required
        description={t('tpas.elements.titleCount', { count: titleLength, max: LIMITS.ATTACHMENT_TITLE_MAX })}
        error={titleError}
        data-autofocus
        {...title}
      />
      {children}
      {url ? (
        <TextInput
          label={t('tpas.elements.url')}
          type="url"
          required
          placeholder={t('tpas.elements.urlPlaceholder')}
          error={url.error}
          {...url.input}
        />
      ) : null}
      {upload ? <DocumentDropzone label={t('tpas.elements.file')} {...upload} /> : null}
    </>
  );
};

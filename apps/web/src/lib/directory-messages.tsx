import { LIMITS } from '@claims/shared';
import directories from '../locales/en/directories.json';
import { useErrorText, useFeatureErrorText } from './error-message';
import { formatFileSize } from './file-size';
import { useNotify } from './notify';

// The directory screens (TPAs, sales reps, activities, insurance companies) keep their texts in
// locales/*/directories.json, merged into the translation namespace (lib/i18n.ts). The error keys
// they add there are read first; every other key goes to useErrorText.

export const hasDirectoryErrorText = (code: string | undefined): boolean =>
  code !== undefined && Object.hasOwn(directories.errors, code);

// Limits the directory error texts may mention.
const DIRECTORY_TEXT_VALUES = {
  titleMax: LIMITS.ATTACHMENT_TITLE_MAX,
  phoneMax: LIMITS.PHONE_MAX,
  documentMax: formatFileSize(LIMITS.DOCUMENT_MAX_BYTES),
  attachmentMinMb: LIMITS.TPA_ATTACHMENTS_MIN_MB,
  attachmentMaxMb: LIMITS.TPA_ATTACHMENTS_MAX_MB,
};

export const useDirectoryErrorText = () => useFeatureErrorText(directories.errors, DIRECTORY_TEXT_VALUES, useErrorText());

export const useDirectoryNotify = () => useNotify(useDirectoryErrorText());

import { useCallback } from 'react';
import { LIMITS } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { useErrorText, type ErrorText } from '../../lib/error-message';
import { formatFileSize } from '../../lib/file-size';
import parent from '../../locales/en/parent.json';

// The limits parent.json's error texts mention.
const PARENT_TEXT_VALUES = {
  personNameMax: LIMITS.PERSON_NAME_MAX,
  phoneMax: LIMITS.PHONE_MAX,
  providerNameMax: LIMITS.PROVIDER_NAME_MAX,
  memberIdMax: LIMITS.MEMBER_ID_MAX,
  groupIdMax: LIMITS.GROUP_ID_MAX,
  signatureNameMax: LIMITS.SIGNATURE_NAME_MAX,
  documentMax: formatFileSize(LIMITS.DOCUMENT_MAX_BYTES),
  documentsMax: LIMITS.CLAIM_DOCUMENTS_MAX,
  checksMax: LIMITS.PARENT_LINK_CHECKS_MAX,
};

type ParentErrorKey = keyof typeof parent.errors;

// The error keys parent.json holds, read from that file even when a signed-in screen's file with the same
// key has loaded (those speak to staff: "Enter the date of birth"); any other key as the app reads it.
export const useParentErrorText = (): ErrorText => {
  const { t } = useTranslation('parent');
  const fallback = useErrorText();
  return useCallback(
    (code, values) =>
      code !== undefined && Object.hasOwn(parent.errors, code) ? t(`errors.${code as ParentErrorKey}`, { ...PARENT_TEXT_VALUES, ...values }) : fallback(code, values),
    [t, fallback],
  );
};

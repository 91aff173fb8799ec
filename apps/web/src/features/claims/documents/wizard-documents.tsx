import { useEffect } from 'react';
import { Fieldset, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClaimsNotify } from '../components/wizard/claims-messages';
import { useDraftDocumentsStillThere, useRemoveClaimDocument, type DraftDocument } from './claim-document-api';
import { DocumentList } from './document-list';
import { DocumentUploader } from './document-uploader';

export type WizardDocumentsProps = {
  schoolId: string;
  documents: readonly DraftDocument[];
  onChange: (documents: DraftDocument[]) => void;
};

// The documents a claim is reported with: uploaded at once as drafts of the school, kept in the wizard's
// draft by id so a reload loses nothing, and taken by the submission.
export const WizardDocuments = ({ schoolId, documents, onChange }: WizardDocumentsProps) => {
  const { t } = useTranslation();
  const notify = useClaimsNotify();
  const remove = useRemoveClaimDocument((id) => {
    notify.success('DOCUMENT_REMOVED');
    onChange(documents.filter((document) => document.id !== id));
  });
  // a reloaded draft drops what the server no longer holds, so the submission is not refused for it
  const stillThere = useDraftDocumentsStillThere(documents.map((document) => document.id));
  useEffect(() => {
    if (!stillThere.data) return;
    const kept = documents.filter((document) => stillThere.data.has(document.id.toLowerCase()));
    if (kept.length !== documents.length) onChange(kept);
  }, [stillThere.data, documents, onChange]);
  return (
    <Fieldset legend={t('claims.documents.title')} variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('claims.documents.intro')}
        </Text>
        <DocumentList
          documents={documents}
          removing={remove.isPending ? remove.variables : null}
          onRemove={(document) => remove.mutate(document.id, { onError: (error) => notify.error('DOCUMENT_REMOVAL_FAILED', error) })}
        />
        <DocumentUploader schoolId={schoolId} onUploaded={(document) => onChange([...documents, document])} />
      </Stack>
    </Fieldset>
  );
};

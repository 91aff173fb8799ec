import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useClaimsNotify } from '../components/wizard/claims-messages';
import { claimRecordQueryKey, type ClaimRecord } from '../view/get-claim-record';
import { DocumentList } from './document-list';
import { DocumentUploader } from './document-uploader';

// A submitted claim's documents, each with whether it reached the TPA, and a form to add one: it goes to
// the TPA at once as a supplement to the claim, or with the claim while it waits for the parent's part.
export const ClaimDocumentsCard = ({ claim }: { claim: Pick<ClaimRecord, 'id' | 'school_id' | 'status' | 'documents'> }) => {
  const { t } = useTranslation();
  const notify = useClaimsNotify();
  const queryClient = useQueryClient();
  const title = t('claims.documents.title');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">
        <DocumentList documents={claim.documents} />
        <Text size="sm" c="dimmed">
          {t(claim.status === 'AWAITING_PARENT' ? 'claims.documents.awaitingParent' : 'claims.documents.afterSubmit')}
        </Text>
        <DocumentUploader
          schoolId={claim.school_id}
          claimId={claim.id}
          onUploaded={() => {
            notify.success('DOCUMENT_UPLOADED');
            void queryClient.invalidateQueries({ queryKey: claimRecordQueryKey(claim.id) });
          }}
        />
      </Stack>
    </Paper>
  );
};

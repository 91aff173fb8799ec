import { useMutation, useQuery } from '@tanstack/react-query';
import { claimDocumentUploadAnswer, type ClaimDocumentKind, type UploadedClaimDocument } from '@claims/shared';
import { gql } from '../../../gql';
import { api, ApiError } from '../../../lib/api';
import { apiAnswer } from '../../../lib/api-answer';
import { graphql } from '../../../lib/graphql';
import { retryWithSameKey } from '../../../lib/retry-request';

// A document as the wizard's draft keeps it: enough to list it again after a reload.
export type DraftDocument = Pick<UploadedClaimDocument, 'id' | 'kind' | 'filename' | 'content_type' | 'size'>;

// `idempotencyKey`: one per file selection, so that a retry (or Attach pressed again after a failure)
// stores and sends the file once.
export type UploadDocument = { schoolId: string; claimId?: string; kind: ClaimDocumentKind; file: File; idempotencyKey: string };

// POST /v1/claim-documents (multipart). Without a claim it is a draft the submission takes; on a claim
// it goes to the TPA at once as a supplemental delivery. Fields before the file, so the server can check
// who may upload before it reads the file.
const uploadClaimDocument = async ({ schoolId, claimId, kind, file, idempotencyKey }: UploadDocument): Promise<DraftDocument> => {
  const form = new FormData();
  form.append('school_id', schoolId);
  if (claimId) form.append('claim_id', claimId);
  form.append('kind', kind);
  form.append('file', file, file.name);
  const uploaded = (
    await retryWithSameKey(() => apiAnswer(claimDocumentUploadAnswer, '/v1/claim-documents', { body: form, headers: { 'Idempotency-Key': idempotencyKey } }))
  ).document;
  return { id: uploaded.id, kind: uploaded.kind, filename: uploaded.filename, content_type: uploaded.content_type, size: uploaded.size };
};

export const useUploadClaimDocument = (onUploaded: (document: DraftDocument) => void) =>
  useMutation({ mutationFn: uploadClaimDocument, onSuccess: onUploaded });

// POST /v1/claim-documents/remove: a document no e-mail has carried yet. One already gone (an earlier
// removal whose answer was lost) is as good as removed.
export const useRemoveClaimDocument = (onRemoved: (documentId: string) => void) =>
  useMutation({
    mutationFn: async (documentId: string) => {
      try {
        await api('/v1/claim-documents/remove', { body: { document_id: documentId } });
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'NOT_FOUND')) throw error;
      }
      return documentId;
    },
    onSuccess: onRemoved,
  });

const DraftDocumentsDocument = gql(`
  query DraftDocuments($ids: [ID!]!) {
    claimDocuments(ids: $ids) {
      id
    }
  }
`);

// Which of a draft's documents the server still holds for the caller: a draft kept in the browser may
// name one removed elsewhere, which a submission would refuse.
export const useDraftDocumentsStillThere = (ids: readonly string[]) =>
  useQuery({
    queryKey: ['claims', 'draft-documents', ids],
    queryFn: async ({ signal }) =>
      new Set((await graphql(DraftDocumentsDocument, { ids: [...ids] }, { signal })).claimDocuments.map((document) => document.id.toLowerCase())),
    enabled: ids.length > 0,
  });

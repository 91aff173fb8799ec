import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParentClaim } from '@claims/shared';
import { api, ApiError } from '../../../lib/api';
import { parentPath, parentQueryKeys, withAccess } from './parent-request';

// POST /v1/parent/:token/documents/remove: one of the parent's uploads, before signing. One already gone
// (an earlier removal whose answer was lost) is as good as removed.
export const useRemoveParentDocument = (token: string, access: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (documentId: string) => {
      try {
        await api(parentPath(token, '/documents/remove'), { body: { document_id: documentId }, ...withAccess(access) });
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'NOT_FOUND')) throw error;
      }
      return documentId;
    },
    onSuccess: (documentId) =>
      queryClient.setQueryData<ParentClaim>(parentQueryKeys.claim(token, access), (claim) => claim && { ...claim, documents: claim.documents.filter((document) => document.id !== documentId) }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentDocumentAnswer, type ParentClaim, type ParentDocument } from '@claims/shared';
import type { DocumentUpload } from '../components/documents-step';
import { apiAnswer } from '../../../lib/api-answer';
import { parentPath, parentQueryKeys, withAccess } from './parent-request';

// POST /v1/parent/:token/documents (multipart): the kind before the file, so the server checks the page
// session and the kind before it reads the file. Errors: FILE_TOO_BIG, INVALID_FILE_TYPE, IMAGE_TOO_LARGE,
// TOO_MANY_DOCUMENTS, VALIDATION_FAILED (fields.kind), and the link's states.
export const useUploadParentDocument = (token: string, access: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, file }: DocumentUpload): Promise<ParentDocument> => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file, file.name);
      return (await apiAnswer(parentDocumentAnswer, parentPath(token, '/documents'), { body: form, ...withAccess(access) })).document;
    },
    onSuccess: (document) =>
      queryClient.setQueryData<ParentClaim>(parentQueryKeys.claim(token, access), (claim) => claim && { ...claim, documents: [...claim.documents, document] }),
  });
};

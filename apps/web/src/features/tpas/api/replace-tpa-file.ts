import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadAnswer } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';
import { tpaQueryKey } from './get-tpa';
import type { UploadedTpaFile } from './upload-tpa-file';

// POST /v1/upload/tpa-element (multipart): a new file for an existing file element, copies included.
export const replaceTpaFile = async ({ elementId, file }: { elementId: string; tpaId: string; file: File }): Promise<UploadedTpaFile> => {
  const form = new FormData();
  form.append('element_id', elementId);
  form.append('file', file, file.name);
  return apiAnswer(uploadAnswer, '/v1/upload/tpa-element', { body: form });
};

export const useReplaceTpaFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceTpaFile,
    onSuccess: (_data, { tpaId }) => queryClient.invalidateQueries({ queryKey: tpaQueryKey(tpaId) }),
  });
};

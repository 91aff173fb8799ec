import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadAnswer, type FileAttachment, type UploadAnswer } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';
import { tpaQueryKey } from './get-tpa';

export type UploadedTpaFile = UploadAnswer;

// POST /v1/upload/tpa (multipart): a new file on the TPA's dashboard section, copied to linked schools.
// The fields go before the file so the server knows the TPA when the file arrives.
export const uploadTpaFile = async ({ tpaId, values, file }: { tpaId: string; values: FileAttachment; file: File }): Promise<UploadedTpaFile> => {
  const form = new FormData();
  form.append('tpa_id', tpaId);
  form.append('title', values.title);
  form.append('component', values.component);
  form.append('file', file, file.name);
  return apiAnswer(uploadAnswer, '/v1/upload/tpa', { body: form });
};

export const useUploadTpaFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTpaFile,
    onSuccess: (_data, { tpaId }) => queryClient.invalidateQueries({ queryKey: tpaQueryKey(tpaId) }),
  });
};

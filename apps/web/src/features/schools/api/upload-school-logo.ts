import { z } from 'zod';
import { api } from '../../../lib/api';

const uploadResponseSchema = z.object({
  success: z.boolean(),
  element_id: z.string(),
  location: z.string(),
});

export type UploadedLogo = z.infer<typeof uploadResponseSchema>;

// POST /v1/upload/school-logo (multipart): a new logo, or a new file for the school's existing logo.
// The fields go before the file so the server knows the school when the file arrives.
export const uploadSchoolLogo = async ({ schoolId, file }: { schoolId: string; file: File }): Promise<UploadedLogo> => {
  const form = new FormData();
  form.append('school_id', schoolId);
  form.append('title', 'school-logo');
  form.append('component', 'SCHOOL_LOGO');
  form.append('file', file, file.name);
  return uploadResponseSchema.parse(await api('/v1/upload/school-logo', { body: form }));
};

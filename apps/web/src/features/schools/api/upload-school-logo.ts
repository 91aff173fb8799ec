import { uploadAnswer, type UploadAnswer } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';

export type UploadedLogo = UploadAnswer;

// POST /v1/upload/school-logo (multipart): a new logo, or a new file for the school's existing logo.
// The fields go before the file so the server knows the school when the file arrives.
export const uploadSchoolLogo = async ({ schoolId, file }: { schoolId: string; file: File }): Promise<UploadedLogo> => {
  const form = new FormData();
  form.append('school_id', schoolId);
  form.append('title', 'school-logo');
  form.append('component', 'SCHOOL_LOGO');
  form.append('file', file, file.name);
  return apiAnswer(uploadAnswer, '/v1/upload/school-logo', { body: form });
};

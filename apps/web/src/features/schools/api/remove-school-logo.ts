import { api } from '../../../lib/api';

// POST /v1/remove/school-element: clears the logo (its element record and stored file).
export const removeSchoolLogo = async (fileId: string): Promise<void> => {
  await api('/v1/remove/school-element', { body: { file_id: fileId } });
};

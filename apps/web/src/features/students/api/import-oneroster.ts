import { useMutation } from '@tanstack/react-query';
import { oneRosterCommitAnswer, oneRosterPreviewAnswer, type OneRosterPreview, type OneRosterResult } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';
import { sendImportForm, useCommitImport } from './import-students';

export type OneRosterUpload = { file: File; org: string | null };

// POST /v1/students/oneroster/preview, multipart: school_id, the school org picked (when asked), then the zip.
export const previewOneRosterImport = (schoolId: string, { file, org }: OneRosterUpload): Promise<OneRosterPreview> =>
  sendImportForm('/v1/students/oneroster/preview', { school_id: schoolId, ...(org ? { org } : {}) }, file, oneRosterPreviewAnswer);

export const commitOneRosterImport = async (schoolId: string, importId: string): Promise<OneRosterResult> =>
  apiAnswer(oneRosterCommitAnswer, '/v1/students/oneroster/commit', { body: { school_id: schoolId, import_id: importId } });

export const usePreviewOneRosterImport = (schoolId: string) =>
  useMutation({ mutationFn: (upload: OneRosterUpload) => previewOneRosterImport(schoolId, upload) });

export const useCommitOneRosterImport = (schoolId: string) => useCommitImport((importId) => commitOneRosterImport(schoolId, importId));

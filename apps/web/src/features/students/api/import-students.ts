import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importRefusalAnswer,
  studentsImportCommitAnswer,
  studentsImportPreviewAnswer,
  type ImportRefusal,
  type SchoolOrg,
  type StudentsImportPreview,
  type StudentsImportResult,
} from '@claims/shared';
import type { z } from 'zod';
import { ApiError, send } from '../../../lib/api';
import { apiAnswer } from '../../../lib/api-answer';
import { studentsQueryKey } from '../../../entities/students';

// A whole-file refusal (CSV_EMPTY, CSV_ENCODING, CSV_MISSING_COLUMNS with the columns' names, a OneRoster
// bundle's missing file or its schools to pick from).
export class StudentsImportFileError extends ApiError {
  readonly columns: string[];
  readonly file: string | null;
  readonly orgs: SchoolOrg[];
  constructor(refusal: ImportRefusal, status: number) {
    super(refusal.error, { code: refusal.error, status });
    this.name = 'StudentsImportFileError';
    this.columns = refusal.columns ?? [];
    this.file = refusal.file ?? null;
    this.orgs = refusal.orgs ?? [];
  }
}

// Sends an import's multipart form (school_id and the fields, then the file): the preview, or the refusal.
export const sendImportForm = async <T>(url: string, fields: Record<string, string>, file: File, schema: z.ZodType<T>): Promise<T> => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  const response = await send(url, { body });
  if (!response.ok) {
    const refusal = importRefusalAnswer.safeParse(response.body);
    if (refusal.success) throw new StudentsImportFileError(refusal.data, response.status);
    throw new ApiError(`Request failed (HTTP ${response.status})`, { status: response.status });
  }
  return schema.parse(response.body);
};

// POST /v1/students/import/preview, multipart: school_id, then the file.
export const previewStudentsImport = (schoolId: string, file: File): Promise<StudentsImportPreview> =>
  sendImportForm('/v1/students/import/preview', { school_id: schoolId }, file, studentsImportPreviewAnswer);

export const commitStudentsImport = async (schoolId: string, importId: string): Promise<StudentsImportResult> =>
  apiAnswer(studentsImportCommitAnswer, '/v1/students/import/commit', { body: { school_id: schoolId, import_id: importId } });

export const usePreviewStudentsImport = (schoolId: string) =>
  useMutation({ mutationFn: (file: File) => previewStudentsImport(schoolId, file) });

// An import's commit, after which every roster shown is read again.
export const useCommitImport = <Result>(commit: (importId: string) => Promise<Result>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: commit, onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsQueryKey }) });
};

export const useCommitStudentsImport = (schoolId: string) => useCommitImport((importId) => commitStudentsImport(schoolId, importId));

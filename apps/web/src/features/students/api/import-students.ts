import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, ApiError, send } from '../../../lib/api';
import { studentsQueryKey } from '../../../entities/students';

// Who a row is about, as the file gives it.
const rowStudentSchema = z.object({
  row: z.number(),
  student_id: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
});

const previewSchema = z.object({
  import_id: z.string(),
  total_rows: z.number(),
  valid_rows: z.number(),
  error_rows: z.number(),
  errors: z.array(rowStudentSchema.extend({ column: z.string(), key: z.string() })),
  preview: z.array(rowStudentSchema.extend({ birthdate: z.string().nullable(), insurance: z.string(), is_other_provider: z.boolean() })),
});
export type StudentsImportPreview = z.infer<typeof previewSchema>;

const commitSchema = z.object({ created: z.number(), updated: z.number() });
export type StudentsImportResult = z.infer<typeof commitSchema>;

// A whole-file refusal (CSV_EMPTY, CSV_ENCODING, CSV_MISSING_COLUMNS with the columns' names).
export class StudentsImportFileError extends ApiError {
  readonly columns: string[];
  constructor(code: string, columns: string[], status: number) {
    super(code, { code, status });
    this.name = 'StudentsImportFileError';
    this.columns = columns;
  }
}

const refusalSchema = z.object({ error: z.string(), columns: z.array(z.string()).optional(), fields: z.record(z.string(), z.string()).optional() });

// POST /v1/students/import/preview, multipart: school_id, then the file.
export const previewStudentsImport = async (schoolId: string, file: File): Promise<StudentsImportPreview> => {
  const body = new FormData();
  body.append('school_id', schoolId);
  body.append('file', file);
  const response = await send('/v1/students/import/preview', { body });
  if (!response.ok) {
    const refusal = refusalSchema.safeParse(response.body);
    if (refusal.success) {
      throw new StudentsImportFileError(refusal.data.error, refusal.data.columns ?? [], response.status);
    }
    throw new ApiError(`Request failed (HTTP ${response.status})`, { status: response.status });
  }
  return previewSchema.parse(response.body);
};

export const commitStudentsImport = async (schoolId: string, importId: string): Promise<StudentsImportResult> =>
  commitSchema.parse(await api('/v1/students/import/commit', { body: { school_id: schoolId, import_id: importId } }));

export const usePreviewStudentsImport = (schoolId: string) =>
  useMutation({ mutationFn: (file: File) => previewStudentsImport(schoolId, file) });

export const useCommitStudentsImport = (schoolId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => commitStudentsImport(schoolId, importId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsQueryKey }),
  });
};

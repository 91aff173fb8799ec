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

const schoolOrgSchema = z.object({ sourced_id: z.string(), name: z.string(), identifier: z.string().nullable() });
export type SchoolOrg = z.infer<typeof schoolOrgSchema>;

const refusalSchema = z.object({
  error: z.string(),
  // CSV_MISSING_COLUMNS, ONEROSTER_COLUMNS_MISSING
  columns: z.array(z.string()).optional(),
  // the bundle's file a OneRoster refusal is about
  file: z.string().optional(),
  // ONEROSTER_ORG_REQUIRED, ONEROSTER_ORG_UNKNOWN: the bundle's schools to pick from
  orgs: z.array(schoolOrgSchema).optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
type Refusal = z.infer<typeof refusalSchema>;

// A whole-file refusal (CSV_EMPTY, CSV_ENCODING, CSV_MISSING_COLUMNS with the columns' names, a OneRoster
// bundle's missing file or its schools to pick from).
export class StudentsImportFileError extends ApiError {
  readonly columns: string[];
  readonly file: string | null;
  readonly orgs: SchoolOrg[];
  constructor(refusal: Refusal, status: number) {
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
    const refusal = refusalSchema.safeParse(response.body);
    if (refusal.success) throw new StudentsImportFileError(refusal.data, response.status);
    throw new ApiError(`Request failed (HTTP ${response.status})`, { status: response.status });
  }
  return schema.parse(response.body);
};

// POST /v1/students/import/preview, multipart: school_id, then the file.
export const previewStudentsImport = (schoolId: string, file: File): Promise<StudentsImportPreview> =>
  sendImportForm('/v1/students/import/preview', { school_id: schoolId }, file, previewSchema);

export const commitStudentsImport = async (schoolId: string, importId: string): Promise<StudentsImportResult> =>
  commitSchema.parse(await api('/v1/students/import/commit', { body: { school_id: schoolId, import_id: importId } }));

export const usePreviewStudentsImport = (schoolId: string) =>
  useMutation({ mutationFn: (file: File) => previewStudentsImport(schoolId, file) });

// An import's commit, after which every roster shown is read again.
export const useCommitImport = <Result>(commit: (importId: string) => Promise<Result>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: commit, onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsQueryKey }) });
};

export const useCommitStudentsImport = (schoolId: string) => useCommitImport((importId) => commitStudentsImport(schoolId, importId));

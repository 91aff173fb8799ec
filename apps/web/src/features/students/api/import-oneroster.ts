import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { sendImportForm, useCommitImport } from './import-students';

const previewSchema = z.object({
  // null when the bundle has errors: nothing of it can be imported
  import_id: z.string().nullable(),
  version: z.enum(['1.1', '1.2']),
  users_mode: z.enum(['bulk', 'delta']),
  org: z.object({ sourced_id: z.string(), name: z.string(), identifier: z.string().nullable() }),
  // the import was last made from another school org of a file
  org_changed: z.boolean(),
  // the sourcedId of the school org last imported from, when this file does not hold it
  previous_org_missing: z.string().nullable(),
  students: z.number(),
  // the bundle has no demographics.csv: its new students come without a birth date
  demographics_missing: z.boolean(),
  // this school's active OneRoster students the import makes inactive
  deactivating: z.number(),
  error_rows: z.number(),
  errors: z.array(z.object({ file: z.string(), row: z.number(), sourced_id: z.string().nullable(), column: z.string().nullable(), key: z.string() })),
  preview: z.array(
    z.object({
      row: z.number(),
      sourced_id: z.string(),
      academic_id: z.string().nullable(),
      first_name: z.string(),
      last_name: z.string(),
      // null for a student the school has, in a changes-only file without their demographics, and for
      // every student of a bundle without demographics.csv
      date_of_birth: z.string().nullable(),
      guardian: z.string().nullable(),
    }),
  ),
});
export type OneRosterPreview = z.infer<typeof previewSchema>;

const commitSchema = z.object({ created: z.number(), updated: z.number(), reactivated: z.number(), deactivated: z.number(), unchanged: z.number() });
export type OneRosterResult = z.infer<typeof commitSchema>;

export type OneRosterUpload = { file: File; org: string | null };

// POST /v1/students/oneroster/preview, multipart: school_id, the school org picked (when asked), then the zip.
export const previewOneRosterImport = (schoolId: string, { file, org }: OneRosterUpload): Promise<OneRosterPreview> =>
  sendImportForm('/v1/students/oneroster/preview', { school_id: schoolId, ...(org ? { org } : {}) }, file, previewSchema);

export const commitOneRosterImport = async (schoolId: string, importId: string): Promise<OneRosterResult> =>
  commitSchema.parse(await api('/v1/students/oneroster/commit', { body: { school_id: schoolId, import_id: importId } }));

export const usePreviewOneRosterImport = (schoolId: string) =>
  useMutation({ mutationFn: (upload: OneRosterUpload) => previewOneRosterImport(schoolId, upload) });

export const useCommitOneRosterImport = (schoolId: string) => useCommitImport((importId) => commitOneRosterImport(schoolId, importId));

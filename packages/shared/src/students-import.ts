import { z } from 'zod';
import { INVALID_VALUE_ERROR } from './errors.ts';

// The REST answers of a roster import (a CSV file, or a OneRoster bundle) and a provider's verification.

// Who a row is about, as the file gives it.
const rowStudentSchema = z.object({
  row: z.number().int(),
  student_id: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
});

// POST /v1/students/import/preview: what the file would do, row by row, and the import to commit.
export const studentsImportPreviewAnswer = z.object({
  import_id: z.string(),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  error_rows: z.number().int(),
  errors: z.array(rowStudentSchema.extend({ column: z.string(), key: z.string() })),
  preview: z.array(rowStudentSchema.extend({ birthdate: z.string().nullable(), insurance: z.string(), is_other_provider: z.boolean() })),
});
export type StudentsImportPreview = z.infer<typeof studentsImportPreviewAnswer>;
export const studentsImportCommitAnswer = z.object({ created: z.number().int(), updated: z.number().int() });
export type StudentsImportResult = z.infer<typeof studentsImportCommitAnswer>;

// The commit of a previewed import (either kind): the school and the preview's import_id (the service
// answers NOT_FOUND for either that names nothing).
export const importCommitSchema = z.object({ school_id: z.string(INVALID_VALUE_ERROR).optional(), import_id: z.string(INVALID_VALUE_ERROR).optional() }, INVALID_VALUE_ERROR);

const schoolOrgSchema = z.object({ sourced_id: z.string(), name: z.string(), identifier: z.string().nullable() });
export type SchoolOrg = z.infer<typeof schoolOrgSchema>;

// A whole-file refusal (CSV_EMPTY, CSV_ENCODING, CSV_MISSING_COLUMNS with the columns' names, a OneRoster
// bundle's missing file or its schools to pick from).
export const importRefusalAnswer = z.object({
  error: z.string(),
  // CSV_MISSING_COLUMNS, ONEROSTER_COLUMNS_MISSING
  columns: z.array(z.string()).optional(),
  // the bundle's file a OneRoster refusal is about
  file: z.string().optional(),
  // ONEROSTER_ORG_REQUIRED, ONEROSTER_ORG_UNKNOWN: the bundle's schools to pick from
  orgs: z.array(schoolOrgSchema).optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ImportRefusal = z.infer<typeof importRefusalAnswer>;

// POST /v1/students/oneroster/preview: the bundle's school, what it would change, and its errors.
export const oneRosterPreviewAnswer = z.object({
  // null when the bundle has errors: nothing of it can be imported
  import_id: z.string().nullable(),
  version: z.enum(['1.1', '1.2']),
  users_mode: z.enum(['bulk', 'delta']),
  org: schoolOrgSchema,
  // the import was last made from another school org of a file
  org_changed: z.boolean(),
  // the sourcedId of the school org last imported from, when this file does not hold it
  previous_org_missing: z.string().nullable(),
  students: z.number().int(),
  // the bundle has no demographics.csv: its new students come without a birth date
  demographics_missing: z.boolean(),
  // this school's active OneRoster students the import makes inactive
  deactivating: z.number().int(),
  error_rows: z.number().int(),
  errors: z.array(z.object({ file: z.string(), row: z.number().int(), sourced_id: z.string().nullable(), column: z.string().nullable(), key: z.string() })),
  preview: z.array(
    z.object({
      row: z.number().int(),
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
export type OneRosterPreview = z.infer<typeof oneRosterPreviewAnswer>;
export const oneRosterCommitAnswer = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  reactivated: z.number().int(),
  deactivated: z.number().int(),
  unchanged: z.number().int(),
});
export type OneRosterResult = z.infer<typeof oneRosterCommitAnswer>;

export const verificationRequestSchema = z.object({ studentProviderId: z.uuid('NOT_FOUND') }, INVALID_VALUE_ERROR);
// POST /v1/student/piv: the entry becomes the primary one and its status QUEUED, or the verifier's
// answer when it gives one at once.
export const verificationAnswer = z.object({ success: z.literal(true), status: z.string().nullish() });
export type VerificationAnswer = z.infer<typeof verificationAnswer>;

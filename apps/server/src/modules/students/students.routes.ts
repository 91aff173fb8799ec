import {
  importCommitSchema,
  LIMITS,
  oneRosterCommitAnswer,
  oneRosterPreviewAnswer,
  studentsImportCommitAnswer,
  studentsImportPreviewAnswer,
  verificationAnswer,
  verificationRequestSchema,
} from '@claims/shared';
import type { TypedApp } from '../../http/openapi.ts';
import { readUpload } from '../uploads/read-upload.ts';
import type { OneRosterImportService } from './oneroster-import.service.ts';
import type { StudentsImportService } from './students-import.service.ts';
import type { StudentsService } from './students.service.ts';

export type StudentsImports = { csv: StudentsImportService; oneRoster: OneRosterImportService };

const tags = ['Students'];
const multipart = ['multipart/form-data'];

export async function registerStudentsRoutes(app: TypedApp, students: StudentsService, imports: StudentsImports) {
  app.post('/v1/student/piv', { schema: { tags, body: verificationRequestSchema, response: { 200: verificationAnswer } } }, async (request) => {
    const status = await students.requestVerification(request.actor, request.body);
    return { success: true as const, status };
  });

  // Multipart: school_id, then the CSV file.
  app.post('/v1/students/import/preview', { schema: { tags, consumes: multipart, response: { 200: studentsImportPreviewAnswer } } }, async (request) => {
    const { fields, file } = await readUpload(request);
    return imports.csv.preview(request.actor, fields.school_id ?? '', file);
  });

  app.post('/v1/students/import/commit', { schema: { tags, body: importCommitSchema, response: { 200: studentsImportCommitAnswer } } }, async (request) =>
    imports.csv.commit(request.actor, request.body.school_id ?? '', { importId: request.body.import_id }),
  );

  // Multipart: school_id, optionally org (the sourcedId of the school org picked in the bundle), then the zip.
  app.post('/v1/students/oneroster/preview', { schema: { tags, consumes: multipart, response: { 200: oneRosterPreviewAnswer } } }, async (request) =>
    imports.oneRoster.preview(request.actor, (beforeFile) => readUpload(request, { maxBytes: LIMITS.ONEROSTER_ZIP_MAX_BYTES, beforeFile })),
  );

  app.post('/v1/students/oneroster/commit', { schema: { tags, body: importCommitSchema, response: { 200: oneRosterCommitAnswer } } }, async (request) =>
    imports.oneRoster.commit(request.actor, request.body.school_id ?? '', { importId: request.body.import_id }),
  );
}

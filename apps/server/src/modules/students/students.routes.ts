import { LIMITS } from '@claims/shared';
import type { FastifyInstance } from 'fastify';
import { readUpload } from '../uploads/read-upload.ts';
import type { OneRosterImportService } from './oneroster-import.service.ts';
import type { StudentsImportService } from './students-import.service.ts';
import type { StudentsService } from './students.service.ts';

export type StudentsImports = { csv: StudentsImportService; oneRoster: OneRosterImportService };

export async function registerStudentsRoutes(app: FastifyInstance, students: StudentsService, imports: StudentsImports) {
  app.post('/v1/student/piv', async (request) => {
    const status = await students.requestVerification(request.actor, request.body);
    return { success: true, status };
  });

  // Multipart: school_id, then the CSV file.
  app.post('/v1/students/import/preview', async (request) => {
    const { fields, file } = await readUpload(request);
    return imports.csv.preview(request.actor, fields.school_id ?? '', file);
  });

  app.post('/v1/students/import/commit', async (request) => {
    const body = (request.body ?? {}) as { school_id?: unknown; import_id?: unknown };
    return imports.csv.commit(request.actor, String(body.school_id ?? ''), { importId: body.import_id });
  });

  // Multipart: school_id, optionally org (the sourcedId of the school org picked in the bundle), then the zip.
  app.post('/v1/students/oneroster/preview', async (request) =>
    imports.oneRoster.preview(request.actor, (beforeFile) => readUpload(request, { maxBytes: LIMITS.ONEROSTER_ZIP_MAX_BYTES, beforeFile })),
  );

  app.post('/v1/students/oneroster/commit', async (request) => {
    const body = (request.body ?? {}) as { school_id?: unknown; import_id?: unknown };
    return imports.oneRoster.commit(request.actor, String(body.school_id ?? ''), { importId: body.import_id });
  });
}

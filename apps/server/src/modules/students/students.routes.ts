import type { FastifyInstance } from 'fastify';
import { readUpload } from '../uploads/read-upload.ts';
import type { StudentsImportService } from './students-import.service.ts';
import type { StudentsService } from './students.service.ts';

export async function registerStudentsRoutes(app: FastifyInstance, students: StudentsService, imports: StudentsImportService) {
  app.post('/v1/student/piv', async (request) => {
    const status = await students.requestVerification(request.actor, request.body);
    return { success: true, status };
  });

  // Multipart: school_id, then the CSV file.
  app.post('/v1/students/import/preview', async (request) => {
    const { fields, file } = await readUpload(request);
    return imports.preview(request.actor, fields.school_id ?? '', file);
  });

  app.post('/v1/students/import/commit', async (request) => {
    const body = (request.body ?? {}) as { school_id?: unknown; import_id?: unknown };
    return imports.commit(request.actor, String(body.school_id ?? ''), { importId: body.import_id });
  });
}

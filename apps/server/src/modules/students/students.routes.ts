import type { FastifyInstance } from 'fastify';
import type { StudentsService } from './students.service.ts';

export async function registerStudentsRoutes(app: FastifyInstance, students: StudentsService) {
  app.post('/v1/student/piv', async (request) => {
    const status = await students.requestVerification(request.actor, request.body);
    return { success: true, status };
  });
}

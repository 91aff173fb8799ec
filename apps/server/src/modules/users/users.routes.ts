import type { FastifyInstance } from 'fastify';
import type { UsersService } from './users.service.ts';

export async function registerUsersRoutes(app: FastifyInstance, users: UsersService) {
  app.post('/v1/user', async (request) => {
    const user = await users.createSchoolUser(request.actor, request.body);
    return { success: true, id: user.id };
  });
}

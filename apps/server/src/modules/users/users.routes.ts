import { createdAnswer, createSchoolUserSchema } from '@claims/shared';
import type { TypedApp } from '../../http/openapi.ts';
import { requireAdmin } from '../auth/actor.ts';
import type { UsersService } from './users.service.ts';

export async function registerUsersRoutes(app: TypedApp, users: UsersService) {
  // Admin work: who may not is refused before the form is checked, as the service does.
  app.post(
    '/v1/user',
    { preValidation: async (request) => void requireAdmin(request.actor), schema: { tags: ['Users'], body: createSchoolUserSchema, response: { 200: createdAnswer } } },
    async (request) => {
      const user = await users.createSchoolUser(request.actor, request.body);
      return { success: true as const, id: user.id };
    },
  );
}

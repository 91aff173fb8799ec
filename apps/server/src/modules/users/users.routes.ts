import { createdAnswer, createSchoolUserSchema, invitationLinkSchema, successAnswer } from '@claims/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TypedApp } from '../../http/openapi.ts';
import { requireAdmin } from '../auth/actor.ts';
import type { UsersService } from './users.service.ts';

export async function registerUsersRoutes(app: TypedApp, users: UsersService, throttleAddress: (request: FastifyRequest, reply: FastifyReply) => Promise<void>) {
  // Admin work: who may not is refused before the form is checked, as the service does.
  app.post(
    '/v1/user',
    { preValidation: async (request) => void requireAdmin(request.actor), schema: { tags: ['Users'], body: createSchoolUserSchema, response: { 200: createdAnswer } } },
    async (request) => {
      const user = await users.createSchoolUser(request.actor, request.body);
      return { success: true as const, id: user.id };
    },
  );

  // The e-mailed link of a school's invitation to coach (ADR 048), accepted by whoever holds it, as the
  // password links are; the page asks before it posts, so a mail scanner's visit accepts nothing.
  app.post(
    '/v1/auth/accept-invitation',
    { config: { public: true }, onRequest: [throttleAddress], schema: { tags: ['Sign-in'], body: invitationLinkSchema, response: { 200: successAnswer } } },
    async (request) => {
      await users.acceptCoachInvitation(request.body);
      return { success: true as const };
    },
  );
}

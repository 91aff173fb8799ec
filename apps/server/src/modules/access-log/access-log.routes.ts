import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import type { TypedApp } from '../../http/openapi.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { AccessLogService } from './access-log.service.ts';
import { createAccessTrail } from '../../domain/access-trail.ts';
import { createAccessEventWriter } from './access-event-writer.ts';

// Every request gets a trail its services note their looks on (a signed-in user's through their actor),
// written before the answer leaves: a look that is not on record is not answered. Registered after the
// auth hook, which has built the actor by then.
export function registerAccessTrail(app: FastifyInstance, db: Db, { record }: { record: boolean }) {
  app.decorateRequest('accessTrail', null);
  app.addHook('onRequest', async (request) => {
    request.accessTrail = createAccessTrail();
    if (request.actor) request.actor = { ...request.actor, trail: request.accessTrail };
  });
  if (!record) return;
  const writer = createAccessEventWriter(db);
  app.addHook('onSend', async (request, _reply, payload) => {
    // taken before writing, so the error answer a failed write turns into does not try them again
    const notes = request.accessTrail?.take() ?? [];
    if (notes.length > 0) await writer.write({ userId: request.actor?.userId ?? null, ...requestMeta(request) }, notes);
    return payload;
  });
}

// The filters arrive as query text, checked by the service as the GraphQL filter is.
const filterQuery = z.object({ userId: z.string().optional(), action: z.string().optional(), from: z.string().optional(), to: z.string().optional() });

export async function registerAccessLogRoutes(app: TypedApp, accessLog: AccessLogService) {
  app.get('/v1/students/:studentId/access-log.csv', { schema: { tags: ['Students'], params: z.object({ studentId: z.string() }), querystring: filterQuery } }, async (request, reply) =>
    sendCsv(reply, 'access-log.csv', await accessLog.csvForStudent(request.actor, request.params.studentId, request.query)),
  );
  app.get('/v1/users/:userId/access-log.csv', { schema: { tags: ['Users'], params: z.object({ userId: z.string() }), querystring: filterQuery } }, async (request, reply) =>
    sendCsv(reply, 'access-report.csv', await accessLog.csvForUser(request.actor, request.params.userId, request.query)),
  );
}

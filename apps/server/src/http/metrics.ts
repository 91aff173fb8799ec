import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../domain/metrics.ts';

const GRAPHQL_PATH = '/v1/graphql';
const digest = (text: string) => createHash('sha256').update(text).digest();
const NAMED_OPERATION = /^\s*(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/;

// The name a client gave, or the one its document opens with.
const operationNameOf = (body: unknown) => {
  const { operationName, query } = (body ?? {}) as { operationName?: unknown; query?: unknown };
  if (typeof operationName === 'string') return operationName;
  return typeof query === 'string' ? NAMED_OPERATION.exec(query)?.[1] : undefined;
};

// Every answer timed by its route pattern (never the raw URL, which carries ids and tokens), GraphQL by
// operation name; and /metrics in Prometheus form for whoever holds the token. Without a token it is not
// served at all: the figures name routes and queues, which an outsider has no business reading.
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    metrics.request(request.method, route, reply.statusCode, seconds);
    if (route === GRAPHQL_PATH && request.method === 'POST') metrics.graphqlOperation(operationNameOf(request.body), seconds);
  });
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { config: { public: true } }, async (request, reply) => {
    // Compared as digests, so the time taken says nothing about the token.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'NOT_AUTHENTICATED' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

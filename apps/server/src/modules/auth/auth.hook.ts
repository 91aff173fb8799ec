import type { FastifyInstance } from 'fastify';
import type { AuthService } from './auth.service.ts';

const bearerOf = (header: string | undefined) => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
};

// One hook over the whole API: it builds the actor from the bearer token and refuses every route that is
// not explicitly public when there is none. Roles and schools are then checked by each service.
export function registerAuthHook(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('actor', null);
  app.decorateRequest('bearerToken', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    const token = bearerOf(request.headers.authorization);
    request.bearerToken = token;
    request.actor = token ? await auth.authenticate(token) : null;
    if (request.actor || request.routeOptions.config.public) return;
    request.log.info({ event: 'refused', reason: token ? 'invalid-session' : 'no-token', url: request.url }, 'unauthenticated request refused');
    return reply.code(401).send({ error: token ? 'NOT_AUTHENTICATED' : 'NO_TOKEN_CREDENTIALS' });
  });
}

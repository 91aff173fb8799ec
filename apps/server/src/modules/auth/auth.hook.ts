import type { FastifyInstance } from 'fastify';
import { acrossSchools, acrossSchoolsScope, forSchools, withSchoolScope, type SchoolScope } from '../../db/school-scope.ts';
import { actorSchoolScope, type Actor } from './actor.ts';
import type { AuthService } from './auth.service.ts';

// The router matches the decoded path, so the check must too: `/%761/graphql` is `/v1/graphql`.
function isApiRequest(url: string, matchedRoute: string | undefined) {
  if (matchedRoute?.startsWith('/v1/')) return true;
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path).startsWith('/v1/');
  } catch {
    return path.startsWith('/v1/') || path.toLowerCase().includes('%');
  }
}

const bearerOf = (header: string | undefined) => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
};

// One hook over the whole API: it builds the actor from the bearer token and refuses every route that is
// not explicitly public when there is none, and a coach every route not marked for coaches (ADR 048).
// Roles and schools are then checked by each service.
export function registerAuthHook(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('actor', null);
  app.decorateRequest('bearerToken', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request.url, request.routeOptions.url)) return;
    const token = bearerOf(request.headers.authorization);
    request.bearerToken = token;
    // The session is looked up before anyone is known, so on the sign-in path across schools.
    request.actor = token ? await acrossSchools('sign-in', () => auth.authenticate(token)) : null;
    if (request.actor?.role === 'coach' && !request.routeOptions.config.public && !request.routeOptions.config.coach) {
      request.log.info({ event: 'refused', reason: 'coach', route: request.routeOptions.url }, 'coach refused');
      return reply.code(403).send({ error: 'FORBIDDEN' });
    }
    if (request.actor || request.routeOptions.config.public) return;
    request.log.info({ event: 'refused', reason: token ? 'invalid-session' : 'no-token', route: request.routeOptions.url }, 'unauthenticated request refused');
    return reply.code(401).send({ error: token ? 'NOT_AUTHENTICATED' : 'NO_TOKEN_CREDENTIALS' });
  });
  // The request's transactions act for the actor's schools (ADR 051), from the first hook after the body is
  // read (a route's own preValidation looks up a link) to the handler.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!isApiRequest(request.url, request.routeOptions.url)) return done();
    withSchoolScope(schoolScopeOf(request.actor, Boolean(request.routeOptions.config.public)), done);
  });
}

// What a request's database work may see below the services' own checks: its actor's schools, when signed
// in (actorSchoolScope), and nothing on a route that is not public. A public route starts across schools:
// a link (a parent's, guardian's or TPA's, a PDF or documents token, a coach's invitation) until the
// service resolves its token, which then narrows the rest of the request to the record's school
// (narrowLinkScope, ADR 051). Sign-in and the password links, which read only accounts, sessions and
// which schools a person belongs to, and a stored file's signed link stay across schools.
export function schoolScopeOf(actor: Actor | null, isPublicRoute: boolean): SchoolScope {
  if (!actor) return isPublicRoute ? acrossSchoolsScope('link') : forSchools([]);
  return actorSchoolScope(actor);
}

import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseRefusalOf, RETRY_AFTER_SECONDS } from '../db/errors.ts';
import { DomainError } from '../domain/domain-error.ts';
import { invalidInput } from '../domain/parse-input.ts';
import { urlForLog } from './log-redaction.ts';
import { httpStatusOf } from './domain-error.ts';

// One place turns REST errors into answers: domain errors keep their spec key, anything unexpected is
// logged and answered INTERNAL_ERROR with no details.
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((caught, request, reply) => {
    const error = routeInputError(caught) ?? caught;
    if (error instanceof DomainError) {
      if (error.kind === 'forbidden') request.log.warn({ event: 'refused', code: error.code, url: urlForLog(request.url), userId: request.actor?.userId }, 'request refused');
      return reply.code(httpStatusOf(error.kind)).send({ error: error.code, ...error.details });
    }
    // The database out of reach, or this server's queue of requests for it full: the same request may
    // succeed when sent again in a few seconds.
    const refusal = databaseRefusalOf(error);
    if (refusal) {
      request.log.warn({ event: refusal, url: urlForLog(request.url), err: (error as Error).message }, refusal === 'database-busy' ? 'database busy' : 'database unavailable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ error: 'SERVICE_UNAVAILABLE' });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ error: 'TOO_MANY_REQUESTS' });
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'INTERNAL_ERROR' });
    }
    return reply.code(status).send({ error: 'BAD_REQUEST' });
  });
}

// A request that its route's declared schema refused is answered as the service would have: a body with
// the spec's field keys, a path or query that names nothing as not found. A submission's fields are named
// within SPEC §7's { data } envelope, as the form that sent them names them.
function routeInputError(error: unknown) {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  if ((error as { validationContext?: string }).validationContext !== 'body') return new DomainError('NOT_FOUND', 'not_found');
  return invalidInput(
    error.validation.map((issue) => {
      const path = issue.instancePath.split('/').filter(Boolean);
      return { path: path[0] === 'data' ? path.slice(1) : path, message: issue.message ?? '' };
    }),
  );
}

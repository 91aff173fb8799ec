import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import mercurius from 'mercurius';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { DomainError } from '../http/domain-error.ts';
import type { Services } from '../services.ts';
import { maxSelectedFields } from './query-size-limit.ts';
import { graphqlSchema } from './schema.ts';

// Generous for every screen (the largest asks for a few dozen fields), tight enough to stop alias floods.
const MAX_SELECTED_FIELDS = 300;

type GraphQLErrorBody = { message: string; path?: readonly (string | number)[]; extensions: { code: string; [detail: string]: unknown } };

// One place turns errors into API answers: domain errors keep their spec key, request mistakes are
// BAD_REQUEST, anything else is logged and answered INTERNAL_ERROR with no details.
function toErrorBody(error: GraphQLError, log: FastifyInstance['log']): GraphQLErrorBody[] {
  const original = error.originalError;
  if (original instanceof DomainError) {
    if (original.kind === 'forbidden') log.warn({ event: 'refused', code: original.code, path: error.path }, 'operation refused');
    return [{ message: original.code, path: error.path, extensions: { code: original.code, ...original.details } }];
  }
  const nested = (original as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(nested)) {
    return nested.map((inner: { message?: string }) => ({
      message: inner.message ?? 'Bad request',
      extensions: { code: 'BAD_REQUEST' },
    }));
  }
  if (!original || original instanceof GraphQLError) {
    return [{ message: error.message, path: error.path, extensions: { code: 'BAD_REQUEST' } }];
  }
  if (isDatabaseUnavailable(original)) {
    log.warn({ event: 'database-unavailable', path: error.path, err: original.message }, 'database unavailable');
    return [{ message: 'SERVICE_UNAVAILABLE', path: error.path, extensions: { code: 'SERVICE_UNAVAILABLE' } }];
  }
  log.error({ err: original, path: error.path }, 'GraphQL resolver failed');
  return [{ message: 'INTERNAL_ERROR', path: error.path, extensions: { code: 'INTERNAL_ERROR' } }];
}

export async function registerGraphQL(app: FastifyInstance, services: Services) {
  await app.register(mercurius, {
    schema: graphqlSchema,
    path: '/v1/graphql',
    graphiql: false,
    jit: 1,
    queryDepth: 8,
    validationRules: [maxSelectedFields(MAX_SELECTED_FIELDS)],
    context: (request) => ({ services, actor: request.actor }),
    errorFormatter: (execution, context) => {
      const log = context.reply?.log ?? app.log;
      return {
        // Mercurius sets statusCode on requests that never reached execution (parse errors, bad bodies).
        statusCode: execution.data ? 200 : ((execution as { statusCode?: number }).statusCode ?? 200),
        response: {
          data: execution.data ?? null,
          errors: execution.errors.flatMap((error) => toErrorBody(error, log)),
        },
      };
    },
  });
}

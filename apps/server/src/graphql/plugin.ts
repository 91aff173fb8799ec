import type { FastifyInstance } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import mercurius from 'mercurius';
import { databaseRefusalOf, RETRY_AFTER_SECONDS } from '../db/errors.ts';
import { DomainError } from '../domain/domain-error.ts';
import type { RateLimiter } from '../modules/rate-limits/rate-limiter.ts';
import type { Services } from '../services.ts';
import type { Actor } from '../modules/auth/actor.ts';
import { refuseCoachOutsideTheirFields } from './coach-gate.ts';
import { assertQueryCost, maxSelectedFields, singleOperation } from './query-size-limit.ts';
import { leafCompilerOptions } from './leaf-values.ts';
import { graphqlSchema } from './schema.ts';
import { withVariableDefaults } from './variable-defaults.ts';
import { fieldOf } from '../http/request-field.ts';
import { nameGraphqlSpan } from '../tracing/spans.ts';

// Generous for every screen (the largest asks for a few dozen fields), tight enough to stop alias floods.
const MAX_SELECTED_FIELDS = 300;

type GraphQLErrorBody = { message: string; path?: readonly (string | number)[]; extensions: { code: string; [detail: string]: unknown } };

// A body Fastify could not read (malformed or too large JSON) is the client's mistake, answered with its
// HTTP status like every REST route, not a server failure.
const requestStatusOf = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
};

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
    const code = error.extensions?.code === 'QUERY_TOO_COMPLEX' ? 'QUERY_TOO_COMPLEX' : 'BAD_REQUEST';
    return [{ message: error.message, path: error.path, extensions: { code } }];
  }
  if (requestStatusOf(original)) {
    return [{ message: original.message, extensions: { code: 'BAD_REQUEST' } }];
  }
  const refusal = databaseRefusalOf(original);
  if (refusal) {
    log.warn({ event: refusal, path: error.path, err: original.message }, refusal === 'database-busy' ? 'database busy' : 'database unavailable');
    return [{ message: 'SERVICE_UNAVAILABLE', path: error.path, extensions: { code: 'SERVICE_UNAVAILABLE' } }];
  }
  log.error({ err: original, path: error.path }, 'GraphQL resolver failed');
  return [{ message: 'INTERNAL_ERROR', path: error.path, extensions: { code: 'INTERNAL_ERROR' } }];
}

// "Did you mean ...?" names fields and types the caller did not ask about: a map of the schema, given only
// where introspection is.
const withoutSuggestions = (message: string) => message.replace(/ Did you mean [^?]*\?/g, '');

type GraphQLOptions = { introspection: boolean; checkLeaves: boolean; rateLimiter: RateLimiter; operationsPerMinute: number };

export async function registerGraphQL(app: FastifyInstance, services: Services, { introspection, checkLeaves, rateLimiter, operationsPerMinute }: GraphQLOptions) {
  // Per user (per address before sign-in), far above what a person clicking through screens sends, so a
  // script cannot keep the server busy for everyone else.
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== '/v1/graphql') return;
    const caller = request.actor ? `user:${request.actor.userId}` : `address:${request.ip}`;
    const state = await rateLimiter.hitLeased(`graphql:${caller}`, { max: operationsPerMinute, windowMs: 60_000 });
    if (!state.allowed) {
      reply.header('retry-after', String(Math.ceil(state.retryAfterMs / 1000)));
      return reply.code(429).send({ data: null, errors: [{ message: 'TOO_MANY_REQUESTS', extensions: { code: 'TOO_MANY_REQUESTS' } }] });
    }
  });

  // A body whose query (or variables, or operation name) has the wrong type is the client's mistake: refused
  // here, before Mercurius reads it as a string and fails with a TypeError answered INTERNAL_ERROR.
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.url !== '/v1/graphql' || request.method !== 'POST') return;
    const body = request.body;
    if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const [query, variables, operationName] = ['query', 'variables', 'operationName'].map((key) => fieldOf(body, key));
    const wrong =
      (query !== undefined && typeof query !== 'string') ||
      (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) ||
      (operationName !== undefined && operationName !== null && typeof operationName !== 'string');
    if (wrong) {
      return reply.code(400).send({ data: null, errors: [{ message: 'Bad request', extensions: { code: 'BAD_REQUEST' } }] });
    }
  });

  await app.register(mercurius, {
    schema: graphqlSchema,
    path: '/v1/graphql',
    graphiql: false,
    jit: 1,
    // passed on to graphql-jit (mercurius' index.js), though mercurius' types do not name it
    ...({ compilerOptions: leafCompilerOptions(graphqlSchema, checkLeaves) } as object),
    queryDepth: 8,
    validationRules: [singleOperation, maxSelectedFields(MAX_SELECTED_FIELDS), ...(introspection ? [] : [NoSchemaIntrospectionCustomRule])],
    context: (request) => ({ services, actor: request.actor }),
    errorFormatter: (execution, context) => {
      const log = context.reply?.log ?? app.log;
      const errors = execution.errors.flatMap((error) => toErrorBody(error, log));
      // As on REST: an operation the database could not serve (out of reach, or this server's queue for
      // it full) is a 503 with Retry-After, so that clients and proxies retry it rather than read a
      // partial answer as final.
      const unavailable = errors.some((body) => body.extensions.code === 'SERVICE_UNAVAILABLE');
      if (unavailable) context.reply?.header('retry-after', String(RETRY_AFTER_SECONDS));
      return {
        // Mercurius sets statusCode on requests that never reached execution (parse errors, bad bodies).
        statusCode: unavailable
          ? 503
          : execution.data
            ? 200
            : (execution.errors.map((error) => requestStatusOf(error.originalError)).find(Boolean) ?? (execution as { statusCode?: number }).statusCode ?? 200),
        response: {
          data: execution.data ?? null,
          errors: errors.map((body) => (introspection ? body : { ...body, message: withoutSuggestions(body.message) })),
        },
      };
    },
  });
  // The cost depends on the page sizes in the variables, so it is weighed per request, after the cached
  // parse and validation. A coach's request is first checked against the coach's fields (ADR 048).
  app.graphql.addHook('preExecution', async (schema, document, context, variables) => {
    nameGraphqlSpan(document);
    if ((context as unknown as { actor: Actor | null }).actor?.role === 'coach') refuseCoachOutsideTheirFields(document);
    const operationName = fieldOf(context.reply.request.body, 'operationName');
    const withDefaults = withVariableDefaults(document, typeof operationName === 'string' ? operationName : undefined, variables);
    assertQueryCost(schema, document, withDefaults ?? variables);
    return withDefaults ? { variables: withDefaults } : undefined;
  });
}

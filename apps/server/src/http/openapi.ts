import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorAnswer } from '@claims/shared';
import swagger from '@fastify/swagger';
import type { FastifyBaseLogger, FastifyInstance, FastifySchema, RawServerDefault } from 'fastify';
import { $ZodType } from 'zod/v4/core';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

// An app whose routes declare their parts with the shared zod schemas: handlers get them typed, requests
// are checked against them and answers sent as exactly them (ADR 038).
export type TypedApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

export const OPENAPI_PATH = '/v1/openapi.json';

// The document describes the REST routes and the health check; GraphQL has its schema, and the web app's
// pages are no API.
export const isRestRoute = (url: string) => url === '/healthz' || url === '/readyz' || (url.startsWith('/v1/') && !url.startsWith('/v1/graphql') && url !== OPENAPI_PATH);

const zodOf = (schema: unknown) => {
  if (schema instanceof $ZodType) return schema;
  throw new Error('A route declares each of its parts with the shared zod schemas, or none.');
};
const declaresZod = (schema: FastifySchema | undefined) => Object.values(schema ?? {}).some((part) => part instanceof $ZodType || (part && typeof part === 'object' && Object.values(part).some((response) => response instanceof $ZodType)));

// Before any route: the document is built from the routes registered after it.
export async function registerOpenApi(app: FastifyInstance): Promise<TypedApp> {
  // Per route, not for the whole app: GraphQL (mercurius) declares its own routes in JSON Schema.
  app.addHook('onRoute', (route) => {
    if (!declaresZod(route.schema)) return;
    route.validatorCompiler ??= (definition) => validatorCompiler({ ...definition, schema: zodOf(definition.schema) });
    route.serializerCompiler ??= (definition) => serializerCompiler({ ...definition, schema: zodOf(definition.schema) });
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'School Claims REST API',
        version: '1',
        description:
          'The REST half of the School Claims API: sign-in, uploads and downloads, CSV imports and exports, and the parent\'s and TPA\'s public link pages. Everything else is GraphQL at /v1/graphql (its schema is apps/server/schema.graphql). Errors answer {"error": KEY}, with "fields" for VALIDATION_FAILED (docs/api.md).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // A public route (sign-in, the parent's and TPA's links, signed downloads) needs no bearer token.
    transform: (input) => {
      if (!isRestRoute(input.url)) return { schema: { hide: true }, url: input.url };
      // Every refusal has the one shape the error handler gives it.
      const transformed = jsonSchemaTransform({ ...input, schema: { ...input.schema, response: Object.assign({}, input.schema?.response, { '4XX': errorAnswer }) } });
      return input.route.config?.public ? { ...transformed, schema: { ...transformed.schema, security: [] } } : transformed;
    },
  });
  app.get(OPENAPI_PATH, { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  return app.withTypeProvider<ZodTypeProvider>();
}

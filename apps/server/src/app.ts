import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerGraphQL } from './graphql/plugin.ts';
import { DomainError, httpStatusOf } from './http/domain-error.ts';
import { registerWebApp } from './http/web-app.ts';
import { createServices } from './services.ts';

export type AppOptions = {
  config: Pick<Config, 'webDist'>;
  database: Database;
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp({ config, database, logger = false }: AppOptions) {
  const app = Fastify({ logger, bodyLimit: 1024 * 1024, trustProxy: true });
  const services = createServices(database.db);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Mantine injects its CSS variables in <style> tags.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
      },
    },
  });
  // Off globally; sign-in and other abuse-prone routes opt in with their own limits.
  await app.register(rateLimit, { global: false });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof DomainError) {
      return reply.code(httpStatusOf(error.kind)).send({ error: error.code, ...error.details });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'INTERNAL_ERROR' });
    }
    return reply.code(status).send({ error: (error as { code?: string }).code ?? 'BAD_REQUEST' });
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'error', database: database.kind });
    }
  });

  await registerGraphQL(app, services);
  await registerWebApp(app, config.webDist);
  return app;
}

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

// The embedded database has one connection, held for the whole of a long transaction (a student import):
// a `select 1` then waits its turn without anything being wrong. A probe queued longer than this is
// answered at once as busy: the database is in this process, alive, and working.
const EMBEDDED_BUSY_AFTER_MS = 250;
// A server database that does not answer within this long is treated as away.
const SERVER_TIMEOUT_MS = 5_000;

export function registerHealthCheck(app: FastifyInstance, database: Database) {
  app.get('/healthz', async (_request, reply) => {
    const probe = database.db.execute(sql`select 1`).then(() => 'ok' as const);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), database.kind === 'pglite' ? EMBEDDED_BUSY_AFTER_MS : SERVER_TIMEOUT_MS);
    });
    try {
      const outcome = await Promise.race([probe, late]);
      if (outcome === 'ok') return { status: 'ok', database: database.kind };
      if (database.kind === 'pglite') {
        probe.catch((error: unknown) => app.log.error({ err: error }, 'health check failed'));
        return { status: 'ok', database: database.kind, busy: true };
      }
      throw new Error(`no answer from the database within ${SERVER_TIMEOUT_MS} ms`);
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'error', database: database.kind });
    } finally {
      clearTimeout(timer);
    }
  });
}

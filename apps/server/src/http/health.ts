import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { FileStore } from '../modules/uploads/file-store.ts';
import type { TypedApp } from './openapi.ts';

// The embedded database has one connection, held for the whole of a long transaction (a student import):
// a `select 1` then waits its turn without anything being wrong. A probe queued longer than this is
// answered at once as busy: the database is in this process, alive, and working.
const EMBEDDED_BUSY_AFTER_MS = 250;
// A server database that does not answer within this long is treated as away.
const SERVER_TIMEOUT_MS = 5_000;

// Liveness (/healthz): the process answers, whatever its database does, so an orchestrator restarts only
// a process that is stuck, never every replica because PostgreSQL is away. Readiness (/readyz): what a
// load balancer reads before sending traffic: ok (the embedded database perhaps busy with long work), or
// 503 when the database, or the bucket holding the files (STORAGE_URL), does not answer.
const databaseKind = z.enum(['pglite', 'postgres']);
const storageKind = z.enum(['database', 'bucket']);
const readyAnswers = {
  200: z.object({ status: z.literal('ok'), database: databaseKind, storage: storageKind, busy: z.boolean().optional() }),
  503: z.object({ status: z.literal('error'), database: databaseKind, storage: storageKind }),
};
const liveAnswers = { 200: z.object({ status: z.literal('ok') }) };

export function registerHealthCheck(app: TypedApp, database: Database, fileStore: Pick<FileStore, 'ping' | 'where'>) {
  app.get('/healthz', { config: { public: true }, schema: { tags: ['Operations'], response: liveAnswers } }, async () => ({ status: 'ok' as const }));

  app.get('/readyz', { config: { public: true }, schema: { tags: ['Operations'], response: readyAnswers } }, async (_request, reply) => {
    const probe = Promise.all([database.db.execute(sql`select 1`), fileStore.ping()]).then(() => 'ok' as const);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), database.kind === 'pglite' ? EMBEDDED_BUSY_AFTER_MS : SERVER_TIMEOUT_MS);
    });
    try {
      const outcome = await Promise.race([probe, late]);
      if (outcome === 'ok') return { status: 'ok' as const, database: database.kind, storage: fileStore.where };
      if (database.kind === 'pglite') {
        probe.catch((error: unknown) => app.log.error({ err: error }, 'readiness check failed'));
        return { status: 'ok' as const, database: database.kind, storage: fileStore.where, busy: true };
      }
      throw new Error(`no answer from the database or the bucket within ${SERVER_TIMEOUT_MS} ms`);
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'error' as const, database: database.kind, storage: fileStore.where });
    } finally {
      clearTimeout(timer);
    }
  });
}

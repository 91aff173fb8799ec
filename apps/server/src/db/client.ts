import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

// What the job queue (pg-boss) runs its SQL through: the same PGlite instance, or the same pool.
// The rows of a raw `db.execute(sql...)`: both drivers answer with `{ rows }`, typed differently.
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type JobDatabase = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  jobDatabase: JobDatabase;
  close: () => Promise<void>;
};

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onConnectionError?: (error: Error) => void; statementTimeoutMs?: number }
  // dataDir undefined: an in-memory database (tests).
  | { kind: 'pglite'; dataDir?: string };

export class DatabaseConnectionError extends Error {}

// No query of the product runs for long; one that does (a runaway filter, a lock wait) is stopped rather
// than holding a connection and a request for ever. The timeout is per statement: the students import's
// longest takes well under a second on 10,000 rows (bench/students-import.ts), so it needs no exception.
// PGlite ignores the setting (no timer can interrupt WASM on the server's thread), so it is PostgreSQL only.
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
// A request waits this long for a connection before it is answered 503, so a server whose database is
// away answers at once instead of hanging.
const CONNECTION_TIMEOUT_MS = 5_000;

// A migration may rewrite a table or fill a new column of every row: on a large database that takes longer
// than any request may (a backfill of a million claims ran past the statement timeout, and the server
// could not start), so migrations run on a connection of their own without it.
async function migrateWithoutTimeout(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

async function openPostgres({ url, poolSize = 10, onConnectionError, statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS }: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS, statement_timeout: statementTimeoutMs });
  // A connection the server drops (a restart, a failover) emits 'error' on its client. pg-pool listens only
  // while the client is idle; a client checked out for a transaction has no listener, and Node would stop
  // the whole process. Every client gets one for its life: the query in flight fails on its own, the pool
  // drops the broken client and opens a new one on the next request.
  pool.on('connect', (client) => client.on('error', (error) => onConnectionError?.(error)));
  pool.on('error', (error) => onConnectionError?.(error));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end();
    const where = new URL(url);
    throw new DatabaseConnectionError(
      `Cannot connect to PostgreSQL at ${where.hostname}:${where.port || 5432}${where.pathname}: ${(error as Error).message}`,
    );
  }
  await migrateWithoutTimeout(url);
  const db = drizzlePg(pool, { schema });
  const jobDatabase: JobDatabase = { executeSql: (text, values) => pool.query(text, values) };
  return { db, kind: 'postgres', jobDatabase, close: () => pool.end() };
}

async function openPglite(dataDir?: string): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
      extensions: { pg_trgm, btree_gin },
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      jobDatabase: fromPglite(client) as JobDatabase,
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options.dataDir);
}

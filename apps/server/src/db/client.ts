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
import { migrationsFolder } from '../package-paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { PoolStats } from '../domain/metrics.ts';
import { DatabaseBusyError } from './errors.ts';
import * as schema from './schema.ts';
import { acrossSchoolsScope, currentSchoolScope, type SchoolScope } from './school-scope.ts';
import { ScopedPool, scopedPglite, scopeTransactions } from './scoped-driver.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

// What the job queue (pg-boss) runs its SQL through: the same PGlite instance, or the same pool.
// The rows of a raw `db.execute(sql...)`: both drivers answer with `{ rows }`, typed differently.
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type JobDatabase = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

// Background work acts across schools, on the explicit path (ADR 051).
const BACKGROUND = acrossSchoolsScope('job');

export type Database = {
  // What HTTP requests use: each transaction acts for the schools of the work it runs in (school-scope.ts).
  db: Db;
  // What background work uses (job workers and their sweeps), across schools. On PostgreSQL it has a pool
  // of its own, as the job queue does, so that busy workers never make a request wait for a connection; on
  // PGlite it shares the one connection there is.
  workerDb: Db;
  kind: 'pglite' | 'postgres';
  jobDatabase: JobDatabase;
  // Connections of each pool, for /metrics; none on the embedded database, which has one connection.
  poolStats: () => PoolStats[];
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      // Connections for requests (`db`), and for background work (`workerDb` and the job queue).
      poolSize?: number;
      workerPoolSize?: number;
      // Requests that may wait for a connection of `db`; one more is refused at once (answered 503).
      queueLimit?: number;
      // How long a request may wait in that queue before it is answered 503.
      queueWaitMs?: number;
      // How long opening a connection may take before the database counts as out of reach.
      connectTimeoutMs?: number;
      onConnectionError?: (error: Error) => void;
      statementTimeoutMs?: number;
    }
  // dataDir undefined: an in-memory database (tests).
  | { kind: 'pglite'; dataDir?: string };

export class DatabaseConnectionError extends Error {}

// No query of the product runs for long; one that does (a runaway filter, a lock wait) is stopped rather
// than holding a connection and a request for ever. The timeout is per statement: the students import's
// longest takes well under a second on 10,000 rows (bench/students-import.ts), so it needs no exception.
// PGlite ignores the setting (no timer can interrupt WASM on the server's thread), so it is PostgreSQL only.
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

// Pool sizes for a server of 2 cores, several of which may share one PostgreSQL at its default
// max_connections of 100 (97 once the 3 kept for superusers are set aside):
// - requests, 10: a request holds a connection only for its SQL (a submit, about 20 statements in one
//   transaction, a few milliseconds), and one Node process runs the JavaScript around it on one core, so
//   it cannot keep more than a handful busy at once; the rest wait their turn in the queue below. 10 is
//   what the one pool had before, now for requests alone.
// - background, 5: the claim e-mail workers (CLAIM_DELIVERY_WORKERS, 8 on 2 cores) spend most of a send
//   rendering the PDF and talking to the SMTP relay, and hold a connection only for their few statements;
//   the job queue's polling, heartbeats and upkeep are short queries. Workers beyond it wait for one.
// 15 a server: six servers take 90, leaving room for each start's migration connection, psql and backups.
// PostgreSQL itself runs about one backend per core at a time: more connections would only move the
// queue from the pool into the database, where it holds memory and locks.
export const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_WORKER_POOL_SIZE = 5;
// At most this many requests wait for a connection: as many as the pool serves within the wait below
// at about 200 ms of connection time each (a heavy submit or list, 10 x 10 s / 0.2 s). Past it, more
// waiting would only end in the same 503 later, so the request is refused at once with Retry-After.
export const DEFAULT_QUEUE_LIMIT = 500;
// A request waits this long for a connection before it is answered 503: twice as long as a connect,
// well under the 30-60 s after which proxies and browsers give up on their own.
const QUEUE_WAIT_MS = 10_000;
// Background work has no one waiting at a screen: a worker waits longer rather than failing a send's
// bookkeeping, bounded still so that a leaked connection shows as an error, not a silent hang.
const WORKER_QUEUE_WAIT_MS = 60_000;
// Opening a connection takes a few milliseconds; one that takes this long means the database is away,
// and the request is answered 503 at once rather than after the queue's wait.
const CONNECT_TIMEOUT_MS = 5_000;

// A migration may rewrite a table or fill a new column of every row: on a large database that takes longer
// than any request may (a backfill of a million claims ran past the statement timeout, and the server
// could not start), so migrations run on a connection of their own without it. Processes that start
// together (web processes and a worker on a new deployment) take turns: the first migrates, the others
// then find nothing to do, where two at once would both apply the same migration and one fail its start.
const MIGRATION_LOCK = 'school-claims migrations';

async function migrateWithoutTimeout(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

// pg-pool hands each new client the pool's own options, so its connectionTimeoutMillis (how long a
// request waits in the queue) would also bound each connect; a client of this class keeps the connect's
// own, shorter bound, so a database that does not answer is reported as soon as a connect gives up.
const clientConnectingWithin = (connectTimeoutMs: number) =>
  class extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      // a password given apart from the URL is not enumerable on the pool's options: carried by name
      super({ ...config, password: config.password, connectionTimeoutMillis: connectTimeoutMs });
    }
  };

type PoolOptions = { url: string; size: number; waitMs: number; connectTimeoutMs: number; statementTimeoutMs: number; onConnectionError?: (error: Error) => void };

function createPool({ url, size, waitMs, connectTimeoutMs, statementTimeoutMs, onConnectionError }: PoolOptions) {
  const pool = new pg.Pool({ connectionString: url, max: size, connectionTimeoutMillis: waitMs, statement_timeout: statementTimeoutMs, Client: clientConnectingWithin(connectTimeoutMs) });
  // A connection the server drops (a restart, a failover) emits 'error' on its client. pg-pool listens only
  // while the client is idle; a client checked out for a transaction has no listener, and Node would stop
  // the whole process. Every client gets one for its life: the query in flight fails on its own, the pool
  // drops the broken client and opens a new one on the next request.
  pool.on('connect', (client) => client.on('error', (error) => onConnectionError?.(error)));
  pool.on('error', (error) => onConnectionError?.(error));
  return pool;
}

type ConnectCallback = (error: Error | undefined, client?: pg.PoolClient, release?: (error?: Error) => void) => void;

// pg-pool queues every request for a connection, without limit. Past `limit` waiting, a request is
// refused at once instead (DatabaseBusyError, answered 503 with Retry-After) while those queued are
// served. pg-pool's own query() asks through the same method, with a callback.
function limitQueue(pool: pg.Pool, { size, limit }: { size: number; limit: number }) {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  // A request waits when every connection is open and taken, or spoken for by those already waiting.
  const queueFull = () => pool.totalCount >= size && pool.waitingCount >= pool.idleCount + limit;
  pool.connect = ((callback?: ConnectCallback) => {
    if (!queueFull()) return connect(callback);
    const error = new DatabaseBusyError(`${pool.waitingCount} requests already wait for one of ${size} database connections`);
    if (!callback) return Promise.reject(error);
    process.nextTick(() => callback(error));
    return undefined;
  }) as typeof pool.connect;
}

async function openPostgres({
  url,
  poolSize = DEFAULT_POOL_SIZE,
  workerPoolSize = DEFAULT_WORKER_POOL_SIZE,
  queueLimit = DEFAULT_QUEUE_LIMIT,
  queueWaitMs = QUEUE_WAIT_MS,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
  onConnectionError,
  statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
}: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<Database> {
  const shared = { url, connectTimeoutMs, statementTimeoutMs, onConnectionError };
  const pool = createPool({ ...shared, size: poolSize, waitMs: queueWaitMs });
  limitQueue(pool, { size: poolSize, limit: queueLimit });
  // Opens its connections only when background work first asks.
  const workerPool = createPool({ ...shared, size: workerPoolSize, waitMs: WORKER_QUEUE_WAIT_MS });
  const close = async () => {
    await Promise.all([pool.end(), workerPool.end()]);
  };
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await close();
    const where = new URL(url);
    throw new DatabaseConnectionError(
      `Cannot connect to PostgreSQL at ${where.hostname}:${where.port || 5432}${where.pathname}: ${(error as Error).message}`,
    );
  }
  await migrateWithoutTimeout(url);
  const jobDatabase: JobDatabase = { executeSql: (text, values) => workerPool.query(text, values) };
  const statsOf = (name: string, of: pg.Pool): PoolStats => ({ pool: name, total: of.totalCount, idle: of.idleCount, waiting: of.waitingCount });
  const poolStats = () => [statsOf('requests', pool), statsOf('background', workerPool)];
  const scoped = (of: pg.Pool, scopeOf: () => SchoolScope) => scopeTransactions(drizzlePg(new ScopedPool(of, scopeOf) as never, { schema }), scopeOf);
  return { db: scoped(pool, currentSchoolScope), workerDb: scoped(workerPool, () => BACKGROUND), kind: 'postgres', jobDatabase, poolStats, close };
}

async function openPglite(dataDir?: string): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
      extensions: { pg_trgm, btree_gin },
    });
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    const scoped = (scopeOf: () => SchoolScope) => scopeTransactions(drizzlePglite(scopedPglite(client, scopeOf), { schema }), scopeOf);
    return {
      db: scoped(currentSchoolScope),
      workerDb: scoped(() => BACKGROUND),
      kind: 'pglite',
      jobDatabase: fromPglite(client) as JobDatabase,
      poolStats: () => [],
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

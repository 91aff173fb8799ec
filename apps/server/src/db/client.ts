import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PgBoss, fromPglite } from 'pg-boss';
import { migrationsFolder } from '../package-paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { PoolStats } from '../domain/metrics.ts';
import { DatabaseBusyError } from './errors.ts';
import {
  EMBEDDED_ROLES,
  LEAKPROOF_SEARCH_CHECK_SQL,
  LEAKPROOF_SEARCH_SQL,
  LEAKPROOF_SEARCH_WARNING,
  PRIVILEGE_CHECK_SQL,
  createMissingRolesSql, grantsSql, privilegeProblem, quoteIdent, transferOwnershipSql, type Execute, type PrivilegeCheck } from './roles.ts';
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
      // The application role's connection (requests, workers, the job queue).
      url: string;
      // The owner's: given, the schema is migrated through it before the app starts (and the application
      // and read-only roles created if missing and granted their privileges); not given, the schema must
      // already be current.
      ownerUrl?: string;
      // The reporting role's, for its name (and password, to create it): granted SELECT at each migration.
      readOnlyUrl?: string;
      // Development only: the app may connect as a superuser or as the owner of its tables (and then,
      // without ownerUrl, migrates through its own connection as before ADR 050).
      allowPrivilegedRole?: boolean;
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
      // What the start found that works but slowly (a search function not declared leakproof), one line each.
      onWarning?: (line: string) => void;
      statementTimeoutMs?: number;
    }
  // dataDir undefined: an in-memory database (tests), started from `template` (a data directory dumped by
  // PGlite's dumpDataDir) when given, which spares creating and migrating it afresh.
  | { kind: 'pglite'; dataDir?: string; template?: Blob };

export class DatabaseConnectionError extends Error {}
// The database is not as the app may start on it (a role too powerful, a schema not migrated): one line
// that says what to do.
export class DatabaseSetupError extends Error {}

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

// The job queue's schema is the owner's like every other: installed (and upgraded) here, while the app's
// own pg-boss only checks that it is current (job-queue.ts). Queues are rows, which the app may add.
async function installJobQueueSchema(executeSql: JobDatabase['executeSql'], kind: Database['kind']) {
  const boss = new PgBoss({ db: { executeSql } as never, ...(kind === 'pglite' ? { backend: 'pglite' as const } : {}), schedule: false, supervise: false, migrate: true });
  await boss.start();
  await boss.stop({ graceful: false });
}

const userOf = (url: string) => decodeURIComponent(new URL(url).username);
const passwordOf = (url: string) => decodeURIComponent(new URL(url).password) || undefined;

// `npm run db:migrate`, and a start given the owner's URL. The connection states that it acts for every
// school (row-level security, ADR 050) so that data migrations see every row; it is this connection's
// alone and ends with it.
export async function migrateAsOwner({ ownerUrl, appUrl, readOnlyUrl }: { ownerUrl: string; appUrl?: string; readOnlyUrl?: string }) {
  const client = new pg.Client({ connectionString: ownerUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new DatabaseConnectionError(`Cannot connect to PostgreSQL as the owner (DATABASE_OWNER_URL): ${(error as Error).message}`);
  }
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    const owner = rowsOf<{ user: string }>(await client.query('select current_user as user'))[0]!.user;
    const app = appUrl ? userOf(appUrl) : undefined;
    const readOnly = readOnlyUrl ? userOf(readOnlyUrl) : undefined;
    const others = [
      ...(app && app !== owner ? [{ name: app, password: passwordOf(appUrl!), login: true }] : []),
      ...(readOnly && readOnly !== owner ? [{ name: readOnly, password: passwordOf(readOnlyUrl!), login: true }] : []),
    ];
    if (others.length > 0) await client.query(createMissingRolesSql(others));
    // an owner who is also a superuser (a development server) declares the search functions itself
    const { superuser } = rowsOf<{ superuser: boolean }>(await client.query('select rolsuper as superuser from pg_roles where rolname = current_user'))[0]!;
    if (superuser) await client.query(LEAKPROOF_SEARCH_SQL);
    await client.query(`set app.all_schools = 'on'`);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    await installJobQueueSchema((text, values) => client.query(text, values), 'postgres');
    if (app && app !== owner) await client.query(grantsSql({ owner, app, readOnly: readOnly !== owner ? readOnly : undefined }));
  } finally {
    await client.end();
  }
}

// Without the owner's URL the app does not migrate: it starts only on a schema that is current.
async function assertSchemaCurrent(pool: pg.Pool) {
  const latest = Math.max(...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
  let applied = 0;
  try {
    const { rows } = await pool.query<{ applied: string | null }>('select max(created_at)::text as applied from drizzle.__drizzle_migrations');
    applied = Number(rows[0]?.applied ?? 0);
  } catch {
    // no journal (a new database) or none this role may read: not migrated for it either way
  }
  if (applied < latest) {
    throw new DatabaseSetupError('The database schema is not current: run `npm run db:migrate` (with DATABASE_OWNER_URL) before starting, or give the start DATABASE_OWNER_URL.');
  }
}

// Whether the app's connection is too powerful to serve it, refused unless allowed (development).
async function privilegeOf(pool: pg.Pool, allowed: boolean) {
  const check = (await pool.query<PrivilegeCheck>(PRIVILEGE_CHECK_SQL)).rows[0]!;
  const problem = privilegeProblem(check);
  if (problem && !allowed) {
    throw new DatabaseSetupError(
      `DATABASE_URL connects as ${check.role}, ${problem}: connect as the application role (docs/operations.md, Database roles), or set ALLOW_PRIVILEGED_DATABASE_ROLE=true in development.`,
    );
  }
  return problem !== undefined;
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
  ownerUrl,
  readOnlyUrl,
  allowPrivilegedRole = false,
  onWarning,
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
  try {
    // The check comes first, so that a superuser's URL is refused before it changes anything.
    const privileged = await privilegeOf(pool, allowPrivilegedRole);
    if (ownerUrl) await migrateAsOwner({ ownerUrl, appUrl: url, readOnlyUrl });
    else if (privileged) await migrateAsOwner({ ownerUrl: url, readOnlyUrl });
    else await assertSchemaCurrent(pool);
    const { leakproof } = (await pool.query<{ leakproof: boolean }>(LEAKPROOF_SEARCH_CHECK_SQL)).rows[0]!;
    if (!leakproof) onWarning?.(LEAKPROOF_SEARCH_WARNING);
  } catch (error) {
    await close();
    throw error;
  }
  const jobDatabase: JobDatabase = { executeSql: (text, values) => workerPool.query(text, values) };
  const statsOf = (name: string, of: pg.Pool): PoolStats => ({ pool: name, total: of.totalCount, idle: of.idleCount, waiting: of.waitingCount });
  const poolStats = () => [statsOf('requests', pool), statsOf('background', workerPool)];
  const scoped = (of: pg.Pool, scopeOf: () => SchoolScope) => scopeTransactions(drizzlePg(new ScopedPool(of, scopeOf) as never, { schema }), scopeOf);
  return { db: scoped(pool, currentSchoolScope), workerDb: scoped(workerPool, () => BACKGROUND), kind: 'postgres', jobDatabase, poolStats, close };
}

async function openPglite({ dataDir, template }: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
      loadDataDir: template,
      extensions: { pg_trgm, btree_gin },
    });
    await migrateEmbedded(client);
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

// The embedded database has one connection and its session user is always the superuser postgres (PGlite
// runs PostgreSQL in single-user mode; its `username` option is a SET ROLE too). So the roles are
// states of that connection: the owner migrates, then the connection stays SET ROLE to the application
// role for every statement the app runs. Every attack of ADR 050 fails as that role; what a role reset
// would regain is said there.
async function migrateEmbedded(client: PGlite) {
  const execute: Execute = (text) => client.exec(text);
  const { owner, app, readOnly } = EMBEDDED_ROLES;
  await execute(createMissingRolesSql([owner, app, readOnly].map((name) => ({ name, login: false }))));
  // The owner may create in the database (schemas, trusted extensions), as a PostgreSQL owner would.
  await execute(`DO $$ BEGIN EXECUTE format('ALTER DATABASE %I OWNER TO ${quoteIdent(owner)}', current_database()); END $$`);
  // A data directory of an earlier version: its objects were the superuser's.
  await execute(transferOwnershipSql(owner));
  await execute(LEAKPROOF_SEARCH_SQL);
  await execute(`SET ROLE ${quoteIdent(owner)}; SET app.all_schools = 'on'`);
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  await installJobQueueSchema((fromPglite(client) as JobDatabase).executeSql, 'pglite');
  await execute(grantsSql({ owner, app, readOnly }));
  await execute('RESET app.all_schools; RESET ROLE');
  // Bulk inserts reach PGlite as a COPY from its /dev/blob device (copy-rows.ts), a server-side file to
  // PostgreSQL: reading one needs this role. The files are the process's own memory; it writes none.
  await execute(`GRANT pg_read_server_files TO ${quoteIdent(app)}; SET ROLE ${quoteIdent(app)}`);
}

// An in-memory embedded database as openDatabase leaves it (roles, schema, job queue), dumped: what a
// test's database starts from (`template`), so that each test file does not create and migrate its own.
export async function embeddedTemplate(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm, btree_gin } });
  try {
    await migrateEmbedded(client);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options);
}

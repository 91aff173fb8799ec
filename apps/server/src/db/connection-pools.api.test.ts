import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPayload, seedClaimSetup, type ClaimSetup } from '../testing/claims.ts';
import { captureLogs } from '../testing/log-capture.ts';
import { startTcpProxy } from '../testing/tcp-proxy.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { openDatabase, rowsOf, type Database, type DatabaseOptions } from './client.ts';

// Requests and background work have pools of their own, requests wait for a connection in a bounded
// queue, and 503 is kept for a full queue or a database out of reach (issue 36). Connections are held by
// transactions that wait on a lock or a promise the test releases: no test waits on time.
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

// The pool under a Drizzle database (node-postgres keeps its client as `$client`, here the pool that states
// each statement's schools, ADR 051): how many wait for a connection.
const poolOf = (db: Database['db']) => (db as unknown as { $client: { pool: pg.Pool } }).$client.pool;

describe.skipIf(!onPostgres)('connection pools (PostgreSQL only: PGlite has one connection and no pool)', () => {
  let base: TestDatabase;
  let url: string;
  let name: string;
  let setup: ClaimSetup;

  const admin = async <T>(use: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  };
  const countActivity = (where: string) =>
    admin(async (client) => (await client.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and ${where}`, [name])).rows[0].n as number);
  const lockWaits = () => countActivity("wait_event_type = 'Lock'");

  // Holds the setup's student as an edit would: every submission for them waits inside its transaction,
  // on a connection of the requests' pool, until `release`.
  async function holdStudent() {
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    await blocker.query('begin');
    // across schools, as an admin's edit would be (ADR 051)
    await blocker.query("select set_config('app.all_schools', 'on', true)");
    await blocker.query('select id from students where id = $1 for update', [setup.ids.student]);
    return {
      release: async () => {
        await blocker.query('rollback');
        await blocker.end();
      },
    };
  }

  // A database on the same data with pools of the test's sizes, and an app on it that can queue jobs.
  async function appWith(options: Partial<Extract<DatabaseOptions, { kind: 'postgres' }>>, appOptions: Parameters<typeof createTestApp>[0] = {}) {
    const database = await openDatabase({ kind: 'postgres', url, ...options });
    const testApp = await createTestApp({ database, runJobs: true, runWorkers: false, ...appOptions });
    return {
      database,
      testApp,
      close: async () => {
        await testApp.close();
        await database.close();
      },
    };
  }
  const submit = (testApp: TestApp) =>
    testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: { authorization: `Bearer ${setup.tokens.nurse}` }, payload: { data: claimPayload(setup.ids) } });
  const graphqlRequest = (testApp: TestApp, query: string) =>
    testApp.app.inject({ method: 'POST', url: '/v1/graphql', headers: { authorization: `Bearer ${setup.tokens.nurse}` }, payload: { query } });

  beforeAll(async () => {
    base = await createTestDatabase();
    name = rowsOf<{ name: string }>(await base.db.execute(sql`select current_database() as name`))[0]!.name;
    url = base.url!;
    setup = await seedClaimSetup(base.workerDb);
  });
  afterAll(async () => {
    await base?.close();
  });

  it('has requests wait for a connection when more come than the pool holds, and answers every one', async () => {
    const { database, testApp, close } = await appWith({ poolSize: 2 });
    try {
      const student = await holdStudent();
      const answers = Promise.all(Array.from({ length: 5 }, () => submit(testApp)));
      // two submissions hold both connections, waiting on the student; three wait for a connection
      await expect.poll(lockWaits).toBe(2);
      await expect.poll(() => poolOf(database.db).waitingCount).toBe(3);
      await student.release();
      expect((await answers).map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await close();
    }
  });

  it('answers 503 with Retry-After at once, on REST and GraphQL, when the queue of waiting requests is full', async () => {
    const logs = captureLogs();
    const { database, testApp, close } = await appWith({ poolSize: 1, queueLimit: 1 }, { logger: logs.logger });
    try {
      const student = await holdStudent();
      const holding = submit(testApp);
      await expect.poll(lockWaits).toBe(1);
      const waiting = submit(testApp);
      await expect.poll(() => poolOf(database.db).waitingCount).toBe(1);

      // answered while the student is still held: refused, not queued
      const refused = await submit(testApp);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({ error: 'SERVICE_UNAVAILABLE' });
      const refusedQuery = await graphqlRequest(testApp, '{ activities { id } }');
      expect(refusedQuery.statusCode).toBe(503);
      expect(refusedQuery.headers['retry-after']).toBe('5');
      expect(logs.text()).toContain('"event":"database-busy"');
      expect(logs.text()).not.toContain('"event":"database-unavailable"');

      await student.release();
      expect((await holding).statusCode).toBe(200);
      expect((await waiting).statusCode).toBe(200);
      expect((await submit(testApp)).statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  it('answers a GraphQL operation whose resolver finds the queue full 503 with Retry-After and SERVICE_UNAVAILABLE', async () => {
    // One connection and no queue: the two root fields ask for a connection at once, and one is refused.
    const { testApp, close } = await appWith({ poolSize: 1, queueLimit: 0 }, { runJobs: false });
    try {
      const response = await graphqlRequest(testApp, '{ activities { id } again: activities { id } }');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect((response.json() as { errors: { extensions: { code: string } }[] }).errors.map((error) => error.extensions.code)).toEqual(['SERVICE_UNAVAILABLE']);
      // The answer may leave before the other field's query is done (a failed non-null root field ends
      // the operation); once that connection is back, operations are answered again.
      await expect.poll(async () => (await graphqlRequest(testApp, '{ activities { id } }')).statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  it('serves requests while background work holds every connection of its own pool', async () => {
    const { database, testApp, close } = await appWith({ poolSize: 2, workerPoolSize: 2 });
    let releaseWorkers!: () => void;
    const workersDone = new Promise<void>((resolve) => (releaseWorkers = resolve));
    const busyWorkers = Array.from({ length: 2 }, () =>
      database.workerDb.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await workersDone;
      }),
    );
    try {
      await expect.poll(() => countActivity("state = 'idle in transaction'")).toBe(2);
      // the job queue waits for a connection now, as a worker would
      let jobQueryAnswered = false;
      const jobQuery = database.jobDatabase.executeSql('select 1').then(() => (jobQueryAnswered = true));
      await expect.poll(() => poolOf(database.workerDb).waitingCount).toBeGreaterThanOrEqual(1);

      const response = await submit(testApp);
      expect(response.statusCode, response.body).toBe(200);
      expect(jobQueryAnswered).toBe(false);

      releaseWorkers();
      await Promise.all(busyWorkers);
      await jobQuery;
    } finally {
      releaseWorkers();
      await close();
    }
  });

  it('answers 503 as soon as a connect to a database that does not answer gives up, not after the queue wait', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(url);
    proxied.host = `127.0.0.1:${proxy.port}`;
    // A queue wait far beyond the test's own limit: only the connect's bound can answer the request.
    const database = await openDatabase({ kind: 'postgres', url: proxied.toString(), poolSize: 1, queueWaitMs: 3_600_000, connectTimeoutMs: 2_000, onConnectionError: () => {} });
    const testApp = await createTestApp({ database });
    // In the proxy's place, a host gone from the network: connections are taken and never answered.
    const held = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      held.add(socket);
      socket.on('error', () => {});
    });
    try {
      expect((await graphqlRequest(testApp, '{ activities { id } }')).statusCode).toBe(200);
      await proxy.close();
      await new Promise<void>((resolve) => silent.listen(proxy.port, '127.0.0.1', resolve));
      await expect.poll(() => poolOf(database.db).totalCount).toBe(0);

      const during = await submit(testApp);
      expect(during.statusCode).toBe(503);
      expect(during.headers['retry-after']).toBe('5');
      expect(during.json()).toEqual({ error: 'SERVICE_UNAVAILABLE' });
      expect(held.size).toBeGreaterThan(0);
    } finally {
      await testApp.close();
      await database.close();
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

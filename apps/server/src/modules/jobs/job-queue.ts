import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { acrossSchools } from '../../db/school-scope.ts';
import { PgBoss, fromDrizzle } from 'pg-boss';
import type { Database, Tx } from '../../db/client.ts';
import type { QueueDepth } from '../../domain/metrics.ts';
import { inSpan, takeTraceContext, withTraceContext } from '../../tracing/spans.ts';

// Every queue the product uses, with its retry policy. Jobs are rows in PostgreSQL (pg-boss), written in
// the same transaction as the change that needs them, so a committed change always gets its job.
export const QUEUES = {
  // An e-mail to a person, from the outbox (mail.service.ts); the job carries only the outbox row's id.
  // A running job beats every 10 s: one whose process died is back within about 15 s (the mail sweep then
  // has it run at once), not after an expiry that left every job behind it waiting.
  mail: { retryLimit: 5, retryDelay: 5, retryBackoff: true, heartbeatSeconds: 10, expireInSeconds: 300, deleteAfterSeconds: 15 * 60 },
  // A password-reset request, looked up off the request path so that a known and an unknown address
  // are answered alike; it carries an e-mail address, so it goes as soon as the mail does.
  passwordResetRequest: { retryLimit: 3, retryDelay: 5, retryBackoff: true, deleteAfterSeconds: 15 * 60 },
  // A claim e-mail to a TPA: retried for about a day (30 s doubling up to an hour) before it is marked
  // ERROR. A running job beats every 5 s; one whose process died misses its 10 s heartbeat and is back
  // within about 15 s, not after its 5-minute expiry (the claim sweep then has it run when the dead send's
  // lease ends instead of after the back-off, claims.delivery.ts).
  claimDelivery: {
    retryLimit: 30,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 3600,
    heartbeatSeconds: 10,
    expireInSeconds: 300,
    deleteAfterSeconds: 7 * 24 * 3600,
  },
  // A school data export (ADR 041): tried three times, each from the start; a worker that died is noticed
  // by its missed heartbeat and another takes the export over.
  // A season campaign's e-mails (issue 43), written a batch a transaction; a repeat finds the written ones
  // marked and goes on from there.
  campaignMail: { retryLimit: 5, retryDelay: 10, retryBackoff: true, heartbeatSeconds: 30, expireInSeconds: 3600, deleteAfterSeconds: 24 * 3600 },
  dataExport: { retryLimit: 2, retryDelay: 30, retryBackoff: false, heartbeatSeconds: 30, expireInSeconds: 3 * 3600, deleteAfterSeconds: 24 * 3600 },
} as const satisfies Record<string, QueuePolicy>;
export type QueueName = keyof typeof QUEUES;

// A TPA e-mail mostly waits on the SMTP server (and briefly renders its PDF), so a few per core go at once.
export const DEFAULT_CLAIM_DELIVERY_WORKERS = Math.min(32, Math.max(4, os.availableParallelism() * 4));
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
export type QueuePolicy = {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax?: number;
  heartbeatSeconds?: number;
  expireInSeconds?: number;
  deleteAfterSeconds: number;
};
// Tests and operators may shorten a queue's retries (e.g. to see a claim reach ERROR in seconds).
export type QueuePolicyOverrides = Partial<Record<QueueName, Partial<QueuePolicy>>>;

// `attempt` counts from 0; `isLastAttempt` is true when a failure now will not be retried.
export type JobHandler<T> = (data: T, attempt: { retryCount: number; isLastAttempt: boolean }) => Promise<void>;

export type JobQueue = {
  // Enqueue inside the caller's transaction: the job exists exactly when the transaction commits.
  // A higher priority is taken first from its queue (a sign-in code before a queue of other mail); a job
  // with `startAfterSeconds` is due only that long after the commit, on the database's clock.
  send: <T extends object>(tx: Tx, queue: QueueName, data: T, options?: { priority?: number; startAfterSeconds?: number }) => Promise<void>;
  work: <T>(queue: QueueName, handler: JobHandler<T>) => Promise<void>;
  // Has one of the queue's idle workers look for jobs now rather than at its next poll: called once the
  // transaction that queued a job has committed (before then the worker would find nothing).
  wake: (queue: QueueName) => void;
  // Per queue: jobs due and not yet taken, and how long the oldest of them has been due (/metrics).
  depths: () => Promise<QueueDepth[]>;
  // Deletes up to `limit` finished jobs (completed, failed, cancelled) whose queue's deleteAfterSeconds
  // ended before `now`, through pg-boss, and says how many went (housekeeping).
  pruneFinished: (now: Date, limit: number) => Promise<number>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

const jobAttributes = (queue: QueueName, operation: 'send' | 'process') => ({
  'messaging.system': 'pg-boss',
  'messaging.destination.name': queue,
  'messaging.operation.type': operation,
});

export function createJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  options: {
    pollingIntervalSeconds?: number;
    policies?: QueuePolicyOverrides;
    superviseIntervalSeconds?: number;
    workers?: Partial<Record<QueueName, number>>;
  } = {},
): JobQueue {
  const policyOf = (queue: QueueName): QueuePolicy => {
    const { retryDelayMax, ...policy }: QueuePolicy = { ...QUEUES[queue], ...options.policies?.[queue] };
    // pg-boss refuses a maximum delay without back-off.
    return policy.retryBackoff && retryDelayMax !== undefined ? { ...policy, retryDelayMax } : policy;
  };
  const boss = new PgBoss({
    db: database.jobDatabase as never,
    ...(database.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
    schedule: false,
    // Its schema is the owner's, installed with the migrations (db/client.ts); the app only checks it.
    migrate: false,
    // How often missed heartbeats and expiries are looked for (a queue is checked on the monitor's
    // clock, in the supervisor's passes): a dead worker's job waits at most this long past its heartbeat
    // before another server may take it.
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 5,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 5,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  let started = false;
  const workerIds = new Map<QueueName, string[]>();
  let wakes = 0;
  return {
    async send(tx, queue, data, { priority, startAfterSeconds } = {}) {
      // pg-boss types its drizzle adapter loosely; the transaction is what it needs at run time.
      // The policy travels with each job too, so a queue created earlier with other settings still follows it.
      // (pg-boss reads a number as seconds from its own now().)
      const timing = { ...(priority !== undefined ? { priority } : {}), ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}) };
      // The job carries the sender's trace, so that its handling, in whichever process, continues it.
      await inSpan(`${queue} send`, { kind: 'producer', attributes: jobAttributes(queue, 'send') }, () =>
        boss.send(queue, withTraceContext(data), { ...policyOf(queue), ...timing, db: fromDrizzle(tx as never, sql) }),
      );
    },
    async work(queue, handler) {
      // Each worker takes one job at a time and polls on its own, so N workers send N e-mails at once.
      const ids: string[] = [];
      for (let n = 0; n < (options.workers?.[queue] ?? 1); n++) {
        ids.push(
          await boss.work(queue, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: 1, includeMetadata: true }, async (jobs) => {
            for (const job of jobs) {
              const { data, parent } = takeTraceContext(job.data);
              const attributes = { ...jobAttributes(queue, 'process'), 'job.attempt': job.retryCount };
              // background work acts across schools (ADR 051)
              await inSpan(`${queue} process`, { kind: 'consumer', attributes, parent }, () =>
                acrossSchools('job', () => handler(data as never, { retryCount: job.retryCount, isLastAttempt: job.retryCount >= job.retryLimit })),
              );
            }
          }),
        );
      }
      workerIds.set(queue, ids);
    },
    wake(queue) {
      const ids = workerIds.get(queue);
      // in turn, so that a burst of jobs is spread over the workers
      if (ids && ids.length > 0) boss.notifyWorker(ids[wakes++ % ids.length]!);
    },
    async pruneFinished(now, limit) {
      const { rows } = await database.jobDatabase.executeSql(
        `select name, id from pgboss.job where state in ('completed', 'failed', 'cancelled') and deletion_seconds > 0
           and completed_on + deletion_seconds * interval '1 second' < $1 limit $2`,
        [now.toISOString(), limit],
      );
      const byQueue = new Map<string, string[]>();
      for (const row of rows as { name: string; id: string }[]) byQueue.set(row.name, [...(byQueue.get(row.name) ?? []), row.id]);
      let pruned = 0;
      for (const [queue, ids] of byQueue) {
        const answer = (await boss.deleteJob(queue, ids)) as { affected?: number };
        pruned += answer.affected ?? 0;
      }
      return pruned;
    },
    async depths() {
      const { rows } = await database.jobDatabase.executeSql(
        `select name, count(*)::int as waiting, coalesce(extract(epoch from now() - min(start_after)), 0)::float8 as oldest
           from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name`,
      );
      const due = new Map((rows as { name: string; waiting: number; oldest: number }[]).map((row) => [row.name, row]));
      return (Object.keys(QUEUES) as QueueName[]).map((queue) => ({ queue, waiting: due.get(queue)?.waiting ?? 0, oldestSeconds: due.get(queue)?.oldest ?? 0 }));
    },
    async start() {
      await boss.start();
      for (const name of Object.keys(QUEUES) as QueueName[]) {
        await boss.createQueue(name, policyOf(name));
        // pg-boss caches queues only at start or on first use, and a first use inside a caller's
        // transaction would look the queue up on another connection: on PGlite (one connection) that
        // waits for the transaction forever. A read now puts the new queue in the cache.
        await boss.findJobs(name, { id: NIL_UUID });
      }
      started = true;
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 10_000 });
      started = false;
    },
  };
}

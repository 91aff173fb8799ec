import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromDrizzle } from 'pg-boss';
import type { Database, Tx } from '../../db/client.ts';

// Every queue the product uses, with its retry policy. Jobs are rows in PostgreSQL (pg-boss), written in
// the same transaction as the change that needs them, so a committed change always gets its job.
export const QUEUES = {
  // Sent mail may hold sign-in codes and links, so finished jobs are dropped after 15 minutes.
  mail: { retryLimit: 5, retryDelay: 5, retryBackoff: true, deleteAfterSeconds: 15 * 60 },
} as const;
export type QueueName = keyof typeof QUEUES;

export type JobHandler<T> = (data: T) => Promise<void>;

export type JobQueue = {
  // Enqueue inside the caller's transaction: the job exists exactly when the transaction commits.
  send: <T extends object>(tx: Tx, queue: QueueName, data: T) => Promise<void>;
  work: <T>(queue: QueueName, handler: JobHandler<T>) => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export function createJobQueue(database: Database, log: FastifyBaseLogger, options: { pollingIntervalSeconds?: number } = {}): JobQueue {
  const boss = new PgBoss({
    db: database.jobDatabase as never,
    ...(database.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  let started = false;
  return {
    async send(tx, queue, data) {
      // pg-boss types its drizzle adapter loosely; the transaction is what it needs at run time.
      await boss.send(queue, data, { db: fromDrizzle(tx as never, sql) });
    },
    async work(queue, handler) {
      await boss.work(queue, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    async start() {
      await boss.start();
      for (const [name, policy] of Object.entries(QUEUES)) {
        await boss.createQueue(name, policy);
      }
      started = true;
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 10_000 });
      started = false;
    },
  };
}

import { DAY_MS } from '@claims/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { Metrics } from '../../domain/metrics.ts';
import { AUTH_LIMITS } from '../auth/auth.service.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { FILE_OBJECT_PREFIX, LARGE_OBJECT_PREFIX } from '../uploads/file-store.ts';
import type { ObjectBucket } from '../uploads/object-bucket.ts';
import * as repo from './housekeeping.repo.ts';

// What housekeeping deletes, and after how long (ADR 053).
export const HOUSEKEEPING_KINDS = ['outbox', 'jobs', 'sessions', 'links', 'bucket'] as const;
export type HousekeepingKind = (typeof HOUSEKEEPING_KINDS)[number];
export const HOUSEKEEPING_RETENTION = {
  // a person's e-mail after it was sent: long enough to answer "did my code (or link) go out?"
  sentMailMs: 30 * DAY_MS,
  // sessions, sign-in codes, remembered devices and password links after they ended: a month of sign-ins
  // (their addresses and browsers) to look back on after a suspicious one
  endedSessionMs: 30 * DAY_MS,
  // a bucket object no row names: an upload in flight names its object within seconds, a day is far past it
  orphanObjectMs: DAY_MS,
} as const;
export const DEFAULT_HOUSEKEEPING_INTERVAL_MS = 3600 * 1000;

// Rows per transaction: a first pass over a year of rows deletes them in short transactions.
const BATCH = 1000;

type HousekeepingDeps = {
  db: Db;
  jobs: JobQueue;
  bucket: ObjectBucket | undefined;
  metrics: Metrics;
  log: FastifyBaseLogger;
  // The real time, not the product's clock: the times compared were written on the real time (sessions,
  // sends, pg-boss's and the bucket's), so a test server moved days ahead never drops a live session.
  now: () => Date;
};

export function createHousekeeping({ db, jobs, bucket, metrics, log, now }: HousekeepingDeps) {
  const ago = (ms: number) => new Date(now().getTime() - ms);
  const inBatches = async (step: (tx: Tx) => Promise<number>) => {
    let total = 0;
    for (let pruned = BATCH; pruned === BATCH; total += pruned) pruned = await db.transaction(step);
    return total;
  };

  async function prunedJobs() {
    let total = 0;
    for (let pruned = BATCH; pruned === BATCH; total += pruned) pruned = await jobs.pruneFinished(now(), BATCH);
    return total;
  }

  async function prunedSessions() {
    const ended = ago(HOUSEKEEPING_RETENTION.endedSessionMs);
    const idle = new Date(ended.getTime() - AUTH_LIMITS.sessionIdleMs);
    return (
      (await inBatches((tx) => repo.deleteEndedSessions(tx, ended, idle, BATCH))) +
      (await inBatches((tx) => repo.deleteEndedSignInCodes(tx, ended, BATCH))) +
      (await inBatches((tx) => repo.deleteEndedDevices(tx, ended, BATCH)))
    );
  }

  // Objects a crashed upload or export left (its object written, its row never committed), page by page,
  // in the bucket and in the database. An object key is never reused (file-store.ts), so an old object no
  // row names now never will be.
  async function prunedObjects() {
    const before = ago(HOUSEKEEPING_RETENTION.orphanObjectMs);
    let total = await inBatches((tx) => repo.deleteOrphanObjectParts(tx, before, BATCH));
    if (!bucket) return total;
    for (const prefix of [FILE_OBJECT_PREFIX, LARGE_OBJECT_PREFIX]) total += await prunedBucketObjects(bucket, prefix, before);
    return total;
  }

  async function prunedBucketObjects(bucket: ObjectBucket, prefix: string, before: Date) {
    let total = 0;
    for (let after: string | undefined, more = true; more; ) {
      const page = await bucket.list(prefix, after);
      const old = page.objects.filter((object) => object.lastModified < before).map((object) => object.key);
      const inUse = await db.transaction((tx) => repo.objectKeysInUse(tx, old));
      const orphans = old.filter((key) => !inUse.has(key));
      if (orphans.length > 0) await bucket.delete(orphans);
      total += orphans.length;
      after = page.objects.at(-1)?.key;
      more = page.truncated;
    }
    return total;
  }

  const steps: Record<HousekeepingKind, () => Promise<number>> = {
    outbox: () => inBatches((tx) => repo.deleteSentMail(tx, ago(HOUSEKEEPING_RETENTION.sentMailMs), BATCH)),
    jobs: prunedJobs,
    sessions: prunedSessions,
    links: () => inBatches((tx) => repo.deleteEndedPasswordLinks(tx, ago(HOUSEKEEPING_RETENTION.endedSessionMs), BATCH)),
    bucket: prunedObjects,
  };

  return {
    // Every step, each on its own: one that fails (the bucket away) is logged and the others still run.
    async run() {
      const pruned: Partial<Record<HousekeepingKind, number>> = {};
      for (const kind of HOUSEKEEPING_KINDS) {
        try {
          pruned[kind] = await steps[kind]();
          metrics.pruned(kind, pruned[kind]);
        } catch (error) {
          log.warn({ event: 'housekeeping-step-failed', kind, err: error }, 'housekeeping step failed');
        }
      }
      if (Object.values(pruned).some((count) => count > 0)) log.info({ event: 'housekeeping', pruned }, 'housekeeping deleted what it no longer needs');
      return pruned;
    },
  };
}

export type Housekeeping = ReturnType<typeof createHousekeeping>;

import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { rateLimitCounters } from './rate-limits.schema.ts';

export type RateLimitRule = { max: number; windowMs: number };
export type RateLimitState = { allowed: boolean; hits: number; retryAfterMs: number; windowEndsAt: Date };

export type RateLimiter = {
  // Counts one hit on `key` and says whether it is still within `rule.max` for the current window; inside
  // a caller's transaction when given one (the hit then counts only if that transaction commits).
  hit: (key: string, rule: RateLimitRule, executor?: Db | Tx) => Promise<RateLimitState>;
  // The same count for a limit a caller reaches by the hundreds (GraphQL operations): this process takes
  // hits from the shared count a lease at a time and spends them itself, one write per lease instead of
  // one per hit. No more than `max` pass across all processes; a lease a process has not spent still
  // counts until its window ends, so a caller may be refused up to a lease per process early.
  hitLeased: (key: string, rule: RateLimitRule) => Promise<Omit<RateLimitState, 'hits' | 'windowEndsAt'>>;
  // Takes back a hit `hit` counted, for an attempt counted before its outcome was known that turned out
  // not to count (a link that led somewhere); only in the window it was counted in.
  giveBack: (key: string, counted: RateLimitState) => Promise<void>;
  // Whether `key` has already used up `rule.max` in its window, without counting a hit.
  isSpent: (key: string, rule: RateLimitRule) => Promise<boolean>;
  // Drops windows that have ended; any process may run it, the rows are only a cache of counts.
  sweep: () => Promise<void>;
};

// A lease is a fiftieth of the limit: at most 2% of it can go unspent in each process.
const leaseSize = (max: number) => Math.max(1, Math.floor(max / 50));
// Above this many callers in memory, ended windows are dropped.
const LEASES_KEPT = 10_000;

// One atomic upsert per count, so concurrent requests on any number of processes sharing the database
// never count the same slot twice: a window that has ended starts again.
export function createRateLimiter(db: Db, now: () => Date = () => new Date()): RateLimiter {
  async function add(key: string, by: number, windowMs: number, at: Date, executor: Db | Tx) {
    const [row] = await executor
      .insert(rateLimitCounters)
      .values({ key, hits: by, window_ends_at: new Date(at.getTime() + windowMs) })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${rateLimitCounters.window_ends_at} <= ${at} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
          window_ends_at: sql`case when ${rateLimitCounters.window_ends_at} <= ${at} then excluded.window_ends_at else ${rateLimitCounters.window_ends_at} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, window_ends_at: rateLimitCounters.window_ends_at });
    return { hits: row!.hits, windowEndsAt: row!.window_ends_at.getTime() };
  }

  const leases = new Map<string, { windowEndsAt: number; left: number; spent: boolean }>();
  const dropEndedLeases = (at: number) => {
    for (const [key, lease] of leases) if (lease.windowEndsAt <= at) leases.delete(key);
  };

  return {
    async hit(key, { max, windowMs }, executor = db) {
      const at = now();
      const { hits, windowEndsAt } = await add(key, 1, windowMs, at, executor);
      return { allowed: hits <= max, hits, retryAfterMs: Math.max(0, windowEndsAt - at.getTime()), windowEndsAt: new Date(windowEndsAt) };
    },
    async giveBack(key, { windowEndsAt }) {
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`${rateLimitCounters.hits} - 1` })
        .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.window_ends_at, windowEndsAt), gt(rateLimitCounters.hits, 0)));
    },
    async hitLeased(key, { max, windowMs }) {
      const at = now();
      const local = leases.get(key);
      if (local && local.windowEndsAt > at.getTime() && (local.left > 0 || local.spent)) {
        const allowed = local.left > 0;
        if (allowed) local.left--;
        return { allowed, retryAfterMs: local.windowEndsAt - at.getTime() };
      }
      if (leases.size > LEASES_KEPT) dropEndedLeases(at.getTime());
      const size = leaseSize(max);
      const { hits, windowEndsAt } = await add(key, size, windowMs, at, db);
      const granted = Math.max(0, Math.min(size, max - (hits - size)));
      // Requests of this caller that went to the database at the same time share what each brought back.
      const current = leases.get(key);
      const lease = current && current.windowEndsAt === windowEndsAt ? current : { windowEndsAt, left: 0, spent: false };
      lease.left += granted;
      lease.spent ||= granted < size;
      leases.set(key, lease);
      const allowed = lease.left > 0;
      if (allowed) lease.left--;
      return { allowed, retryAfterMs: Math.max(0, windowEndsAt - at.getTime()) };
    },
    async isSpent(key, { max }) {
      const [row] = await db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.window_ends_at} > ${now()}`);
      return (row?.hits ?? 0) >= max;
    },
    async sweep() {
      dropEndedLeases(now().getTime());
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.window_ends_at, now()));
    },
  };
}

// The answer to a spent limit: 429 with the spec's key, and when to try again.
export function refuseTooManyRequests(reply: FastifyReply, retryAfterMs: number): never {
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  throw new DomainError('TOO_MANY_REQUESTS', 'too_many_requests');
}

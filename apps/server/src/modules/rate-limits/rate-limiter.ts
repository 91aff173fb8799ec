import { lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { rateLimitCounters } from './rate-limits.schema.ts';

export type RateLimitRule = { max: number; windowMs: number };
export type RateLimitState = { allowed: boolean; hits: number; retryAfterMs: number };

export type RateLimiter = {
  // Counts one hit on `key` and says whether it is still within `rule.max` for the current window; inside
  // a caller's transaction when given one (the hit then counts only if that transaction commits).
  hit: (key: string, rule: RateLimitRule, executor?: Db | Tx) => Promise<RateLimitState>;
  // Whether `key` has already used up `rule.max` in its window, without counting a hit.
  isSpent: (key: string, rule: RateLimitRule) => Promise<boolean>;
  // Drops windows that have ended; any process may run it, the rows are only a cache of counts.
  sweep: () => Promise<void>;
};

// One atomic upsert per hit, so concurrent requests on any number of processes sharing the database
// never count the same slot twice: a window that has ended starts again at 1.
export function createRateLimiter(db: Db, now: () => Date = () => new Date()): RateLimiter {
  return {
    async hit(key, { max, windowMs }, executor = db) {
      const at = now();
      const endsAt = new Date(at.getTime() + windowMs);
      const [row] = await executor
        .insert(rateLimitCounters)
        .values({ key, hits: 1, window_ends_at: endsAt })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${rateLimitCounters.window_ends_at} <= ${at} then 1 else ${rateLimitCounters.hits} + 1 end`,
            window_ends_at: sql`case when ${rateLimitCounters.window_ends_at} <= ${at} then excluded.window_ends_at else ${rateLimitCounters.window_ends_at} end`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, window_ends_at: rateLimitCounters.window_ends_at });
      return { allowed: row!.hits <= max, hits: row!.hits, retryAfterMs: Math.max(0, row!.window_ends_at.getTime() - at.getTime()) };
    },
    async isSpent(key, { max }) {
      const [row] = await db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.window_ends_at} > ${now()}`);
      return (row?.hits ?? 0) >= max;
    },
    async sweep() {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.window_ends_at, now()));
    },
  };
}

// The answer to a spent limit: 429 with the spec's key, and when to try again.
export function refuseTooManyRequests(reply: FastifyReply, retryAfterMs: number): never {
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  throw new DomainError('TOO_MANY_REQUESTS', 'too_many_requests');
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { eq } from 'drizzle-orm';
import { createRateLimiter } from './rate-limiter.ts';
import { rateLimitCounters } from './rate-limits.schema.ts';

describe('the shared rate limiter', () => {
  let database: Database;
  beforeAll(async () => {
    // A burst of 600 hits at once below stands for the requests of several servers, each with a queue of
    // its own for connections: one test pool holds them all.
    database = await createTestDatabase({ queueLimit: 1_000 });
  });
  afterAll(() => database.close());

  it('allows max hits per window, under any concurrency, and starts again when the window ends', async () => {
    let clock = new Date('2026-01-01T00:00:00Z');
    const limiter = createRateLimiter(database.workerDb, () => clock);
    const rule = { max: 5, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('burst', rule)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(await limiter.isSpent('burst', rule)).toBe(true);
    expect(await limiter.isSpent('other', rule)).toBe(false);

    clock = new Date(clock.getTime() + 60_000);
    expect(await limiter.isSpent('burst', rule)).toBe(false);
    expect(await limiter.hit('burst', rule)).toMatchObject({ allowed: true, hits: 1, retryAfterMs: 60_000 });
  });

  it('holds one count for two limiters on the same database, as two server processes would', async () => {
    const first = createRateLimiter(database.workerDb);
    const second = createRateLimiter(database.workerDb);
    const rule = { max: 3, windowMs: 60_000 };
    const results = await Promise.all([first, second, first, second, first, second].map((limiter) => limiter.hit('shared', rule)));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });

  it('leases hits a fiftieth of the limit at a time, and lets no more than the limit through across processes', async () => {
    let clock = new Date('2026-03-01T00:00:00Z');
    const first = createRateLimiter(database.workerDb, () => clock);
    const second = createRateLimiter(database.workerDb, () => clock);
    const rule = { max: 500, windowMs: 60_000 };
    const storedHits = async (key: string) =>
      (await database.workerDb.select({ hits: rateLimitCounters.hits }).from(rateLimitCounters).where(eq(rateLimitCounters.key, key)))[0]?.hits;

    for (let hit = 0; hit < 25; hit++) expect((await first.hitLeased('leased', rule)).allowed).toBe(true);
    // three leases of 10, not 25 writes of one
    expect(await storedHits('leased')).toBe(30);

    const results = await Promise.all(Array.from({ length: 600 }, (_, index) => (index % 2 ? first : second).hitLeased('leased', rule)));
    const allowed = results.filter((result) => result.allowed).length + 25;
    expect(allowed).toBeLessThanOrEqual(500);
    expect(allowed).toBeGreaterThanOrEqual(500 - 2 * 10);
    expect(await first.hitLeased('leased', rule)).toMatchObject({ allowed: false, retryAfterMs: 60_000 });
    expect(await second.hitLeased('leased', rule)).toMatchObject({ allowed: false });

    clock = new Date(clock.getTime() + 60_000);
    expect(await second.hitLeased('leased', rule)).toMatchObject({ allowed: true, retryAfterMs: 60_000 });
    expect(await storedHits('leased')).toBe(10);
  });

  it('counts every hit in the database when the limit is under fifty', async () => {
    const limiter = createRateLimiter(database.workerDb, () => new Date('2026-04-01T00:00:00Z'));
    const rule = { max: 3, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 5 }, () => limiter.hitLeased('small', rule)));
    expect(results.map((result) => result.allowed).sort()).toEqual([false, false, true, true, true]);
  });

  it('gives a hit back only in the window it was counted in', async () => {
    let clock = new Date('2026-05-01T00:00:00Z');
    const limiter = createRateLimiter(database.workerDb, () => clock);
    const rule = { max: 2, windowMs: 60_000 };
    const first = await limiter.hit('given-back', rule);
    await limiter.hit('given-back', rule);
    await limiter.giveBack('given-back', first);
    expect(await limiter.hit('given-back', rule)).toMatchObject({ allowed: true, hits: 2 });
    clock = new Date(clock.getTime() + 60_000);
    const next = await limiter.hit('given-back', rule);
    await limiter.giveBack('given-back', first);
    expect(await limiter.hit('given-back', rule)).toMatchObject({ hits: next.hits + 1 });
  });

  it('sweeps only ended windows', async () => {
    let clock = new Date('2026-02-01T00:00:00Z');
    const limiter = createRateLimiter(database.workerDb, () => clock);
    await limiter.hit('short', { max: 1, windowMs: 1_000 });
    await limiter.hit('long', { max: 1, windowMs: 3_600_000 });
    clock = new Date(clock.getTime() + 2_000);
    await limiter.sweep();
    expect(await limiter.hit('short', { max: 1, windowMs: 1_000 })).toMatchObject({ hits: 1 });
    expect(await limiter.hit('long', { max: 1, windowMs: 3_600_000 })).toMatchObject({ hits: 2, allowed: false });
  });
});

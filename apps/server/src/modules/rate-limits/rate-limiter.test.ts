import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createRateLimiter } from './rate-limiter.ts';

describe('the shared rate limiter', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('allows max hits per window, under any concurrency, and starts again when the window ends', async () => {
    let clock = new Date('2026-01-01T00:00:00Z');
    const limiter = createRateLimiter(database.db, () => clock);
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
    const first = createRateLimiter(database.db);
    const second = createRateLimiter(database.db);
    const rule = { max: 3, windowMs: 60_000 };
    const results = await Promise.all([first, second, first, second, first, second].map((limiter) => limiter.hit('shared', rule)));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });

  it('sweeps only ended windows', async () => {
    let clock = new Date('2026-02-01T00:00:00Z');
    const limiter = createRateLimiter(database.db, () => clock);
    await limiter.hit('short', { max: 1, windowMs: 1_000 });
    await limiter.hit('long', { max: 1, windowMs: 3_600_000 });
    clock = new Date(clock.getTime() + 2_000);
    await limiter.sweep();
    expect(await limiter.hit('short', { max: 1, windowMs: 1_000 })).toMatchObject({ hits: 1 });
    expect(await limiter.hit('long', { max: 1, windowMs: 3_600_000 })).toMatchObject({ hits: 2, allowed: false });
  });
});

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { claims } from '../db/schema.ts';
import { claimPayload, seedClaimSetup, type ClaimSetup } from '../testing/claims.ts';
import { bearer } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';

let database: Database;
let setup: ClaimSetup;
const apps: TestApp[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  setup = await seedClaimSetup(database.workerDb);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

// A server so slow that each look at its clock finds a second gone: a request reaches its handler a
// second after it arrived (a second of waiting), asks for its first transaction's connection a second of
// the handler's own work later, and has it a second after that (a second more of waiting).
const slowServer = async (queueDeadlineMs: number) => {
  let now = 0;
  const app = await createTestApp({ database, runJobs: true, runWorkers: false, queueDeadlineMs, queueClock: () => (now += 1000) });
  apps.push(app);
  return app;
};
const claimCount = async () => (await database.workerDb.select({ n: count() }).from(claims))[0]!.n;
const submit = (app: TestApp, key: string) =>
  app.app.inject({ method: 'POST', url: '/v1/claims', headers: { ...bearer(setup.tokens.nurse), 'idempotency-key': key }, payload: { data: claimPayload(setup.ids) } });

describe('requests that waited past the queue deadline', () => {
  it.each([
    ['before its handler', 500],
    ['before its handler and for its connection together', 1500],
  ])('answers a submit that waited past it %s 503 with Retry-After, and stores no claim', async (_when, deadlineMs) => {
    const app = await slowServer(deadlineMs);
    const before = await claimCount();
    const response = await submit(app, `late-${deadlineMs}`);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ error: 'SERVICE_UNAVAILABLE' });
    expect(await claimCount()).toBe(before);
  });

  it('answers a GraphQL operation past it the same way', async () => {
    const app = await slowServer(500);
    const response = await app.app.inject({ method: 'POST', url: '/v1/graphql', headers: bearer(setup.tokens.nurse), payload: { query: '{ me { id } }' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
  });

  it("counts only the waits, not the handler's own work before its transaction (an upload read from a slow phone)", async () => {
    const app = await slowServer(2500);
    const before = await claimCount();
    expect((await submit(app, 'slow-handler')).statusCode).toBe(200);
    expect(await claimCount()).toBe(before + 1);
  });

  it('lets a request within it do its work, and the same key sent again then answers the stored claim', async () => {
    const app = await slowServer(5000);
    const first = await submit(app, 'in-time');
    expect(first.statusCode).toBe(200);
    const again = await submit(app, 'in-time');
    expect(again.json()).toMatchObject({ claim_id: first.json<{ claim_id: string }>().claim_id });
  });
});

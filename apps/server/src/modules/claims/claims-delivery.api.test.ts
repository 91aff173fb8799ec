import { eq } from 'drizzle-orm';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { claimsEmailLogs } from '../../db/schema.ts';
import { claimPayload, seedClaimSetup, TPA_EMAIL, waitForClaimStatus, type ClaimSetup } from '../../testing/claims.ts';
import { bearer } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';

let database: Database;
let setup: ClaimSetup;
let smtp: TestSmtp;
const apps = new Set<TestApp>();

// An SMTP address nobody listens on: a port that was free a moment ago.
async function deadSmtpUrl() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

async function appOn(options: Parameters<typeof createTestApp>[0]) {
  const app = await createTestApp({ database, ...options });
  apps.add(app);
  return app;
}

async function stop(app: TestApp) {
  apps.delete(app);
  await app.close();
}

async function submitWith(app: TestApp) {
  const response = await app.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids) } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { claim_id: string }).claim_id;
}

const emailLogOf = async (claimId: string) => (await database.db.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, claimId)))[0]!;

beforeAll(async () => {
  database = await createTestDatabase();
  setup = await seedClaimSetup(database.db);
  smtp = await startTestSmtp();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await smtp.close();
  await database.close();
});

describe('claim delivery', () => {
  it('ends in ERROR after its retries when the SMTP server is down, and the claim stays stored', async () => {
    const app = await appOn({ smtpUrl: await deadSmtpUrl(), jobPolicies: { claimDelivery: { retryLimit: 2, retryDelay: 1, retryBackoff: false } } });
    const claimId = await submitWith(app);
    await waitForClaimStatus(database.db, claimId, 'ERROR', 30_000);
    const log = await emailLogOf(claimId);
    expect(log).toMatchObject({ status: 'ERROR', attempts: 3 });
    expect(log.last_error).toBeTruthy();
    // Nothing else broke: the server still answers and takes the next claim.
    expect((await app.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await submitWith(app);
    await stop(app);
  });

  it('delivers exactly once a claim submitted by a process that stopped before sending it', async () => {
    const stopped = await appOn({ smtpUrl: smtp.url, runWorkers: false });
    const claimId = await submitWith(stopped);
    await stop(stopped);
    expect(smtp.messagesTo(TPA_EMAIL)).toHaveLength(0);
    expect((await emailLogOf(claimId)).status).toBe('PENDING');

    await appOn({ smtpUrl: smtp.url });
    await waitForClaimStatus(database.db, claimId, 'DELIVERED');
    const log = await emailLogOf(claimId);
    expect(log).toMatchObject({ status: 'DELIVERED', attempts: 1 });
    expect(smtp.messagesTo(TPA_EMAIL).filter((mail) => mail.messageId === log.message_id)).toHaveLength(1);
  });
});

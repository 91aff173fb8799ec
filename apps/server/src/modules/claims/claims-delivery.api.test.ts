import { eq } from 'drizzle-orm';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../db/client.ts';
import { claimsEmailLogs } from '../../db/schema.ts';
import { claimPayload, seedClaimSetup, TPA_EMAIL, waitForClaimStatus, type ClaimSetup } from '../../testing/claims.ts';
import { bearer } from '../../testing/fixtures.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { captureLogs } from '../../testing/log-capture.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { createMailService, SIGN_IN_CODE_KIND } from '../mail/mail.service.ts';
import { createMailTransport } from '../mail/mail.transport.ts';
import { SEND_LEASE_MS } from './claims.delivery.ts';
import { claimEmailSend } from './claims.repo.ts';

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
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { claim_id: string }).claim_id;
}

const emailLogOf = async (claimId: string) => (await database.workerDb.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, claimId)))[0]!;

beforeAll(async () => {
  database = await createTestDatabase();
  setup = await seedClaimSetup(database.workerDb);
  smtp = await startTestSmtp();
});
// A test's apps stop with it: a worker left running would take the next test's jobs.
afterEach(async () => {
  for (const running of [...apps]) await stop(running);
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

describe('claim delivery', () => {
  it('ends in ERROR after its retries when the SMTP server is down, and the claim stays stored', async () => {
    const app = await appOn({ smtpUrl: await deadSmtpUrl(), jobPolicies: { claimDelivery: { retryLimit: 2, retryDelay: 1, retryBackoff: false } } });
    const claimId = await submitWith(app);
    await waitForClaimStatus(database.workerDb, claimId, 'ERROR', 30_000);
    const log = await emailLogOf(claimId);
    expect(log).toMatchObject({ status: 'ERROR', attempts: 3 });
    expect(log.last_error).toBeTruthy();
    // Nothing else broke: the server still answers and takes the next claim.
    expect((await app.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
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
    await waitForClaimStatus(database.workerDb, claimId, 'DELIVERED');
    const log = await emailLogOf(claimId);
    expect(log).toMatchObject({ status: 'DELIVERED', attempts: 1 });
    expect(smtp.messagesTo(TPA_EMAIL).filter((mail) => mail.messageId === log.message_id)).toHaveLength(1);
  });

  it('marks ERROR at once when the SMTP server refuses for good (5xx), with its reason', async () => {
    smtp.refuseWith(550, 'Mailbox unavailable');
    try {
      const app = await appOn({ smtpUrl: smtp.url });
      const claimId = await submitWith(app);
      await waitForClaimStatus(database.workerDb, claimId, 'ERROR');
      const log = await emailLogOf(claimId);
      expect(log).toMatchObject({ status: 'ERROR', attempts: 1, sending_started_at: null });
      expect(log.last_error).toContain('Mailbox unavailable');
      await stop(app);
    } finally {
      await smtp.accept();
    }
  });

  it('retries a temporary refusal (4xx) and delivers once the server takes it', async () => {
    smtp.refuseWith(451, 'Try again later');
    try {
      const app = await appOn({ smtpUrl: smtp.url, jobPolicies: { claimDelivery: { retryDelay: 1, retryBackoff: false } } });
      const claimId = await submitWith(app);
      await expect.poll(async () => (await emailLogOf(claimId)).attempts).toBeGreaterThanOrEqual(2);
      expect(await emailLogOf(claimId)).toMatchObject({ status: 'PENDING', last_error: expect.stringContaining('Try again later') });
      await smtp.accept();
      await waitForClaimStatus(database.workerDb, claimId, 'DELIVERED');
      await stop(app);
    } finally {
      await smtp.accept();
    }
  });

  it('sends once when two workers deliver the same e-mail at the same time', async () => {
    const stopped = await appOn({ smtpUrl: smtp.url, runWorkers: false });
    const claimId = await submitWith(stopped);
    const { id } = await emailLogOf(claimId);
    // A second job for the same e-mail, as a job retried while its first send still runs leaves it.
    const jobs = createJobQueue(database, stopped.app.log);
    await jobs.start();
    await database.workerDb.transaction((tx) => jobs.send(tx, 'claimDelivery', { emailLogId: id }));
    await jobs.stop();
    await stop(stopped);
    const jobStates = async () =>
      ((await database.jobDatabase.executeSql("select state from pgboss.job where name = 'claimDelivery' and data->>'emailLogId' = $1 order by state", [id])).rows as { state: string }[]).map((row) => row.state);

    smtp.hold();
    try {
      const held = smtp.holding();
      await appOn({ smtpUrl: smtp.url });
      await expect.poll(() => smtp.holding()).toBe(held + 1);
      await appOn({ smtpUrl: smtp.url });
      // The second worker has taken its job and let it go without sending while the first one waits,
      // queued again for when the first send's lease would end.
      await expect.poll(jobStates).toEqual(['created', 'active', 'completed']);
      expect(smtp.holding()).toBe(held + 1);
    } finally {
      await smtp.release();
    }
    await waitForClaimStatus(database.workerDb, claimId, 'DELIVERED');
    expect(await emailLogOf(claimId)).toMatchObject({ attempts: 1 });
    expect(smtp.messagesTo(TPA_EMAIL).filter((mail) => mail.messageId?.includes(`claim-${id}@`))).toHaveLength(1);
  });

  it('sends several claims at once, each as soon as it is submitted', async () => {
    const app = await appOn({ smtpUrl: smtp.url, claimDeliveryWorkers: 3 });
    smtp.hold();
    const claimIds: string[] = [];
    try {
      const held = smtp.holding();
      for (let n = 0; n < 3; n++) claimIds.push(await submitWith(app));
      // One worker would hold the first e-mail and leave the others queued behind it.
      await expect.poll(() => smtp.holding()).toBe(held + 3);
      // all three at once, on their first attempt (not one after another as each send timed out)
      expect(smtp.connected()).toBeGreaterThanOrEqual(3);
      for (const claimId of claimIds) expect(await emailLogOf(claimId)).toMatchObject({ attempts: 1 });
    } finally {
      await smtp.release();
    }
    for (const claimId of claimIds) await waitForClaimStatus(database.workerDb, claimId, 'DELIVERED');
    await stop(app);
  });

  it('takes up a job whose process died mid-send once the send lease is over, not after its retry back-off', async () => {
    const stopped = await appOn({ smtpUrl: smtp.url, runWorkers: false });
    const claimId = await submitWith(stopped);
    await stop(stopped);
    const { id } = await emailLogOf(claimId);
    // As pg-boss leaves the job of a process that stopped beating: back to retry, due after the back-off.
    await database.jobDatabase.executeSql(
      "update pgboss.job set state = 'retry', retry_count = 1, start_after = now() + interval '1 hour' where name = 'claimDelivery' and data->>'emailLogId' = $1",
      [id],
    );
    await database.workerDb.update(claimsEmailLogs).set({ attempts: 1, sending_started_at: new Date(Date.now() - SEND_LEASE_MS - 1000) }).where(eq(claimsEmailLogs.id, id));

    const logs = captureLogs();
    await appOn({ smtpUrl: smtp.url, logger: logs.logger, maintenanceIntervalMs: 200 });
    await waitForClaimStatus(database.workerDb, claimId, 'DELIVERED');
    expect(await emailLogOf(claimId)).toMatchObject({ attempts: 2 });
    expect(logs.text()).toContain('claim-resent-after-interrupted-send');
  });

  it('has a retry that finds a dead send still holding the lease go again just after it, not at the sweep', async () => {
    const stopped = await appOn({ smtpUrl: smtp.url, runWorkers: false });
    const claimId = await submitWith(stopped);
    await stop(stopped);
    const { id } = await emailLogOf(claimId);
    // As pg-boss gives back the job of a process that stopped beating, while that send's lease still runs.
    const jobsOf = async () =>
      rowsOf<{ state: string; later: boolean }>(
        await database.jobDatabase.executeSql("select state, start_after > now() as later from pgboss.job where name = 'claimDelivery' and data->>'emailLogId' = $1", [id]),
      );
    await database.jobDatabase.executeSql("update pgboss.job set state = 'retry', retry_count = 1, start_after = now() where name = 'claimDelivery' and data->>'emailLogId' = $1", [id]);
    await database.workerDb.update(claimsEmailLogs).set({ attempts: 1, sending_started_at: new Date() }).where(eq(claimsEmailLogs.id, id));

    // no sweep runs in this test: only the job itself can bring the e-mail back
    await appOn({ smtpUrl: smtp.url, maintenanceIntervalMs: 3_600_000 });
    await expect.poll(async () => (await jobsOf()).filter((job) => job.state === 'created' && job.later)).toHaveLength(1);
    expect(smtp.messagesTo(TPA_EMAIL).filter((mail) => mail.messageId?.includes(`claim-${id}@`))).toEqual([]);

    // the lease's time passes: the dead send's last sign of life, and the job due just after it, move back
    await database.workerDb.update(claimsEmailLogs).set({ sending_started_at: new Date(Date.now() - SEND_LEASE_MS - 1000) }).where(eq(claimsEmailLogs.id, id));
    await database.jobDatabase.executeSql("update pgboss.job set start_after = now() where name = 'claimDelivery' and state = 'created' and data->>'emailLogId' = $1", [id]);
    await waitForClaimStatus(database.workerDb, claimId, 'DELIVERED');
    expect(await emailLogOf(claimId)).toMatchObject({ attempts: 2 });
    expect(smtp.messagesTo(TPA_EMAIL).filter((mail) => mail.messageId?.includes(`claim-${id}@`))).toHaveLength(1);
  });

  it('keeps the lease of a send the relay holds for longer than the lease, so no other worker starts it', async () => {
    const held = smtp.holding();
    smtp.hold();
    const app = await appOn({ smtpUrl: smtp.url });
    const claimId = await submitWith(app);
    await expect.poll(() => smtp.holding()).toBe(held + 1);
    const { id } = await emailLogOf(claimId);
    // as if the lease had run out while the relay held the message
    const expired = new Date(Date.now() - SEND_LEASE_MS - 1000);
    await database.workerDb.update(claimsEmailLogs).set({ sending_started_at: expired }).where(eq(claimsEmailLogs.id, id));
    await expect.poll(async () => (await emailLogOf(claimId)).sending_started_at!.getTime()).toBeGreaterThan(expired.getTime() + SEND_LEASE_MS);
    expect(await claimEmailSend(database.workerDb, id, SEND_LEASE_MS)).toBeUndefined();

    await smtp.accept();
    await waitForClaimStatus(database.workerDb, claimId, 'DELIVERED');
    expect(await emailLogOf(claimId)).toMatchObject({ attempts: 1 });
  });

  it('lets only one worker start a send while another is sending it', async () => {
    const stopped = await appOn({ smtpUrl: smtp.url, runWorkers: false });
    const claimId = await submitWith(stopped);
    await stop(stopped);
    const { id } = await emailLogOf(claimId);
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimEmailSend(database.workerDb, id, SEND_LEASE_MS)));
    expect(claims.filter(Boolean)).toEqual([{ attempts: 1, previous_start: null }]);
    await database.workerDb.update(claimsEmailLogs).set({ status: 'DELIVERED' }).where(eq(claimsEmailLogs.id, id));
  });

  it('sends again after a send that never finished, logged as a repeat with the same Message-ID', async () => {
    const stopped = await appOn({ smtpUrl: smtp.url, runWorkers: false });
    const claimId = await submitWith(stopped);
    await stop(stopped);
    // As a process killed mid-send leaves it: a send started, its lease long over, no outcome stored.
    const { id } = await emailLogOf(claimId);
    await database.workerDb.update(claimsEmailLogs).set({ attempts: 1, sending_started_at: new Date(Date.now() - 10 * 60_000) }).where(eq(claimsEmailLogs.id, id));

    const logs = captureLogs();
    await appOn({ smtpUrl: smtp.url, logger: logs.logger });
    await waitForClaimStatus(database.workerDb, claimId, 'DELIVERED');
    expect((await emailLogOf(claimId)).attempts).toBe(2);
    expect(logs.text()).toContain('claim-resent-after-interrupted-send');
    expect(smtp.messagesTo(TPA_EMAIL).filter((mail) => mail.messageId?.includes(`claim-${id}@`))).toHaveLength(1);
  });

  it('never leaves a claim PENDING when its job is gone: queued again while retries last, else ERROR', async () => {
    const stopped = await appOn({ smtpUrl: smtp.url, runWorkers: false });
    const [retried, exhausted] = [await submitWith(stopped), await submitWith(stopped)];
    await stop(stopped);
    // As a process killed during the last allowed attempt leaves them: no job, the e-mail still PENDING.
    for (const claimId of [retried, exhausted]) {
      const { id } = await emailLogOf(claimId);
      await database.jobDatabase.executeSql("delete from pgboss.job where name = 'claimDelivery' and data->>'emailLogId' = $1", [id]);
      await database.workerDb
        .update(claimsEmailLogs)
        .set({ attempts: claimId === exhausted ? 1 : 0, sending_started_at: new Date(Date.now() - 10 * 60_000), updated_at: new Date(Date.now() - 10 * 60_000) })
        .where(eq(claimsEmailLogs.id, id));
    }

    await appOn({ smtpUrl: smtp.url, maintenanceIntervalMs: 200, jobPolicies: { claimDelivery: { retryLimit: 0 } } });
    await waitForClaimStatus(database.workerDb, retried, 'DELIVERED');
    await waitForClaimStatus(database.workerDb, exhausted, 'ERROR');
    expect((await emailLogOf(exhausted)).last_error).toContain('interrupted');
  });
});

describe('mail order', () => {
  it('sends a sign-in code before mail queued earlier', async () => {
    const stopped = await appOn({ smtpUrl: smtp.url, runWorkers: false });
    const jobs = createJobQueue(database, stopped.app.log);
    await jobs.start();
    const transport = createMailTransport({ smtpUrl: smtp.url, from: 'test@claims.test', mailDir: '/nonexistent' });
    const mail = createMailService({ db: database.workerDb, jobs, transport, log: stopped.app.log, publicUrl: TEST_PUBLIC_URL, retryLimit: 5, orphanGraceMs: 60_000 });
    const to = 'queue-order@example.test';
    await database.workerDb.transaction(async (tx) => {
      for (let index = 0; index < 10; index++) await mail.enqueue(tx, { kind: 'password-reset', to, subject: `Reset ${index}`, text: 'A link.' });
    });
    await database.workerDb.transaction((tx) => mail.enqueue(tx, { kind: SIGN_IN_CODE_KIND, to, subject: 'Your code', text: '123456' }));
    await jobs.stop();
    await stop(stopped);

    await appOn({ smtpUrl: smtp.url });
    const first = await smtp.waitForMail(to);
    expect(first.subject).toBe('Your code');
    await smtp.waitForMail(to, 10);
  });
});

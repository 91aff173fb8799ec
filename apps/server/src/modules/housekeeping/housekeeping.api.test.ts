import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@claims/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { coachInvitations, dataExports, mailOutbox, passwordTokens, rememberedDevices, sessions, storedFiles, storedObjectParts, twoFactorCodes } from '../../db/schema.ts';
import { bearer, createSchool, createUser } from '../../testing/fixtures.ts';
import { startTestBucket, type TestBucket } from '../../testing/test-bucket.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestClock } from '../../testing/test-clock.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { waitUntil } from '../../testing/wait.ts';
import { HOUSEKEEPING_KINDS } from './housekeeping.service.ts';

// Housekeeping (ADR 053) against the real database, job queue and an S3 API server: each kind goes once
// past its retention, stays before, and is counted in /metrics.
const TOKEN = 'metrics-token-for-tests-0123456789';
const clock = createTestClock();
let bucket: TestBucket;
let smtp: TestSmtp;
let testApp: TestApp;

beforeAll(async () => {
  bucket = await startTestBucket();
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url, bucket: bucket.bucket, metricsToken: TOKEN, housekeepingClock: clock.now });
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
  await bucket?.close();
});

const scrape = async () => (await testApp.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).body;
const prunedTotals = async () => {
  const text = await scrape();
  const totals: Record<string, number> = {};
  for (const kind of HOUSEKEEPING_KINDS) {
    const series = `housekeeping_pruned_total{kind="${kind}"}`;
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    totals[kind] = line ? Number(line.slice(series.length + 1)) : 0;
  }
  return totals;
};
const idsOf = async (table: typeof mailOutbox | typeof sessions | typeof twoFactorCodes | typeof rememberedDevices | typeof passwordTokens, ids: string[]) =>
  (await testApp.db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id).sort();
const finishedJobs = async () =>
  rowsOf<{ n: number }>(await testApp.db.execute(sql`select count(*)::int as n from pgboss.job where state in ('completed', 'failed', 'cancelled')`))[0]!.n;

describe('housekeeping', () => {
  it('deletes sent mail, finished jobs, ended sessions and links, and orphaned bucket objects once each is due, and counts them', async () => {
    const t0 = Date.now();
    const ago = (days: number, ms = 0) => new Date(t0 - days * DAY_MS - ms);
    const user = await createUser(testApp.db);
    const coach = await createUser(testApp.db, { type: 'coach' });
    const school = await createSchool(testApp.db);

    const outbox = async (values: Partial<typeof mailOutbox.$inferInsert>) =>
      (await testApp.db.insert(mailOutbox).values({ kind: 'test', recipient: 'someone@example.test', ...values }).returning({ id: mailOutbox.id }))[0]!.id;
    const mail = {
      sentOld: await outbox({ status: 'SENT', sent_at: ago(31) }),
      sentYoung: await outbox({ status: 'SENT', sent_at: ago(29) }),
      failedOld: await outbox({ status: 'FAILED', created_at: ago(60), updated_at: ago(60) }),
      pending: await outbox({ content: { subject: 'Waiting', text: 'still to go' } }),
    };
    const session = async (values: Partial<typeof sessions.$inferInsert> & { expires_at: Date }) =>
      (await testApp.db.insert(sessions).values({ user_id: user.id, token_hash: randomUUID(), last_seen_at: new Date(t0), ...values }).returning({ id: sessions.id }))[0]!.id;
    const signIns = {
      expiredOld: await session({ expires_at: ago(31), last_seen_at: ago(31, 3_600_000) }),
      revokedOld: await session({ expires_at: new Date(t0 + DAY_MS), revoked_at: ago(31) }),
      idleOld: await session({ expires_at: new Date(t0 + DAY_MS), last_seen_at: ago(31) }),
      expiredYoung: await session({ expires_at: ago(29), last_seen_at: ago(29, 3_600_000) }),
      live: await session({ expires_at: new Date(t0 + DAY_MS) }),
    };
    const codes = {
      old: (await testApp.db.insert(twoFactorCodes).values({ user_id: user.id, code_hash: 'x', expires_at: ago(31) }).returning())[0]!.id,
      live: (await testApp.db.insert(twoFactorCodes).values({ user_id: user.id, code_hash: 'y', expires_at: new Date(t0 + 600_000) }).returning())[0]!.id,
    };
    const devices = {
      revokedOld: (await testApp.db.insert(rememberedDevices).values({ user_id: user.id, token_hash: randomUUID(), expires_at: new Date(t0 + DAY_MS), revoked_at: ago(31) }).returning())[0]!.id,
      live: (await testApp.db.insert(rememberedDevices).values({ user_id: user.id, token_hash: randomUUID(), expires_at: new Date(t0 + DAY_MS) }).returning())[0]!.id,
    };
    const link = async (values: Partial<typeof passwordTokens.$inferInsert> & { expires_at: Date }, userId = user.id) =>
      (await testApp.db.insert(passwordTokens).values({ user_id: userId, purpose: 'confirm', token_hash: randomUUID(), ...values }).returning({ id: passwordTokens.id }))[0]!.id;
    const links = {
      expiredOld: await link({ expires_at: ago(31) }),
      usedOld: await link({ expires_at: new Date(t0 + DAY_MS), used_at: ago(31) }),
      expiredYoung: await link({ expires_at: ago(29) }),
      invitation: await link({ purpose: 'invite', expires_at: ago(60) }, coach.id),
    };
    await testApp.db.insert(coachInvitations).values({ school_id: school.id, user_id: coach.id, email_address: coach.email_address, first_name: 'C', last_name: 'Oach', token_id: links.invitation });
    const named = `files/${randomUUID()}/${randomUUID()}`;
    const orphan = `files/${randomUUID()}/${randomUUID()}`;
    await bucket.bucket.put(named, Buffer.from('sealed bytes'));
    await bucket.bucket.put(orphan, Buffer.from('left by a crashed upload'));
    await testApp.db.insert(storedFiles).values({ filename: 'kept.pdf', content_type: 'application/pdf', size: 12, sha256: 'x', object_key: named });
    // district exports' sealed zips: in the bucket, and (a server without one) in the database's parts
    const namedExport = `objects/${randomUUID()}`;
    const orphanExport = `objects/${randomUUID()}`;
    await bucket.bucket.put(namedExport, Buffer.from('sealed zip'));
    await bucket.bucket.put(orphanExport, Buffer.from('left by a worker stopped mid-zip'));
    const namedParts = `database:objects/${randomUUID()}`;
    const orphanParts = `database:objects/${randomUUID()}`;
    for (const key of [namedParts, orphanParts]) await testApp.db.insert(storedObjectParts).values([0, 1].map((part) => ({ object_key: key, part, data: Buffer.from('sealed records') })));
    for (const key of [namedExport, namedParts]) await testApp.db.insert(dataExports).values({ school_ids: [school.id], requested_by: user.id, status: 'DONE', object_key: key });

    // two finished jobs: the reset request's, then its e-mail's
    expect((await testApp.app.inject({ method: 'POST', url: '/v1/auth/reset-password/request', payload: { email: user.email_address } })).statusCode).toBe(200);
    await smtp.waitForMail(user.email_address);
    await waitUntil('both jobs finished', async () => (await finishedJobs()) === 2);

    // now: what ended more than 30 days ago (and nothing of the queue's or the bucket's, all too young)
    clock.reset();
    const before = await prunedTotals();
    expect(await testApp.app.housekeeping()).toEqual({ outbox: 1, jobs: 0, sessions: 5, links: 2, bucket: 0 });
    const afterFirst = await prunedTotals();
    expect(afterFirst).toEqual({ outbox: before.outbox! + 1, jobs: before.jobs, sessions: before.sessions! + 5, links: before.links! + 2, bucket: before.bucket });

    expect(await idsOf(mailOutbox, Object.values(mail))).toEqual([mail.sentYoung, mail.failedOld, mail.pending].sort());
    expect(await idsOf(sessions, Object.values(signIns))).toEqual([signIns.expiredYoung, signIns.live].sort());
    expect(await idsOf(twoFactorCodes, Object.values(codes))).toEqual([codes.live]);
    expect(await idsOf(rememberedDevices, Object.values(devices))).toEqual([devices.live]);
    expect(await idsOf(passwordTokens, Object.values(links))).toEqual([links.expiredYoung, links.invitation].sort());
    expect(await finishedJobs()).toBe(2);
    expect(await bucket.keys()).toEqual(expect.arrayContaining([named, orphan, namedExport, orphanExport]));

    // two days on: the young rows are past their 30 days, the jobs past the queue's retention, the orphan
    // past its day; what a row names stays
    clock.set(t0 + 2 * DAY_MS);
    expect(await testApp.app.housekeeping()).toEqual({ outbox: 1, jobs: 2, sessions: 1, links: 1, bucket: 3 });
    expect(await prunedTotals()).toEqual({
      outbox: afterFirst.outbox! + 1,
      jobs: afterFirst.jobs! + 2,
      sessions: afterFirst.sessions! + 1,
      links: afterFirst.links! + 1,
      bucket: afterFirst.bucket! + 3,
    });
    expect(await idsOf(mailOutbox, Object.values(mail))).toEqual([mail.failedOld, mail.pending].sort());
    expect(await idsOf(sessions, Object.values(signIns))).toEqual([signIns.live]);
    expect(await idsOf(passwordTokens, Object.values(links))).toEqual([links.invitation]);
    expect(await finishedJobs()).toBe(0);
    const keys = await bucket.keys();
    expect(keys).toEqual(expect.arrayContaining([named, namedExport]));
    expect(keys).not.toContain(orphan);
    expect(keys).not.toContain(orphanExport);
    const partsLeft = rowsOf<{ key: string }>(await testApp.db.execute(sql`select distinct object_key as key from stored_object_parts where object_key in (${namedParts}, ${orphanParts})`));
    expect(partsLeft.map((row) => row.key)).toEqual([namedParts]);
    const [file] = await testApp.db.select({ key: storedFiles.object_key }).from(storedFiles).where(eq(storedFiles.object_key, named));
    expect(file?.key).toBe(named);
  });

  it('pages through a bucket of more objects than one listing holds (1,000)', async () => {
    const orphans = Array.from({ length: 1001 }, () => `files/${randomUUID()}/${randomUUID()}`);
    for (let first = 0; first < orphans.length; first += 50) {
      await Promise.all(orphans.slice(first, first + 50).map((key) => bucket.bucket.put(key, Buffer.from('orphan'))));
    }
    const named = `files/${randomUUID()}/${randomUUID()}`;
    await bucket.bucket.put(named, Buffer.from('sealed bytes'));
    await testApp.db.insert(storedFiles).values({ filename: 'kept.pdf', content_type: 'application/pdf', size: 12, sha256: 'x', object_key: named });

    clock.set(Date.now() + 2 * DAY_MS);
    expect((await testApp.app.housekeeping()).bucket).toBe(1001);
    const keys = new Set(await bucket.keys());
    expect(keys.has(named)).toBe(true);
    expect(orphans.filter((key) => keys.has(key))).toEqual([]);
  });
});

describe('the housekeeping task', () => {
  it('runs on its interval on a server that runs workers', async () => {
    const server = await createTestApp({ runJobs: true, housekeepingIntervalMs: 100, housekeepingClock: () => new Date(Date.now() + 60 * DAY_MS) });
    try {
      const user = await createUser(server.db);
      const [ended] = await server.db.insert(sessions).values({ user_id: user.id, token_hash: randomUUID(), expires_at: new Date() }).returning({ id: sessions.id });
      await waitUntil('the ended session deleted', async () => (await server.db.select().from(sessions).where(eq(sessions.id, ended!.id))).length === 0);
    } finally {
      await server.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDaysToWire, utcWireDate } from '@claims/shared';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { claims, claimsEmailLogs, mailOutbox, parentLinks, schools, schoolsThirdPartyAdministrators, users } from '../../db/schema.ts';
import { pdfDocument } from '../../testing/claim-documents.ts';
import { claimPayload, insertClaim, seedClaimSetup, seedStudent, TPA_EMAIL, type ClaimSetup } from '../../testing/claims.ts';
import { createSchool, createUser, TEST_PASSWORD } from '../../testing/fixtures.ts';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { WAIT_TIMEOUT_MS } from '../../testing/wait.ts';
import { createPostgresTestDatabase } from '../../testing/test-database.ts';

// A real server process stopped and killed right after the SMTP server accepted a message, so the send
// is done and nobody recorded it; the next server must send it again as the same message (its
// Message-ID), say so in its log, and send it no more. One kind of e-mail at a time: each case's new
// server is the one the next case kills. PostgreSQL only: an embedded database dies with its process.
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(serverUrl);
// A claim e-mail waits out the send lease (claims.delivery.ts) before it is sent again; mail does not.
const REPEAT_TIMEOUT_MS = 3 * WAIT_TIMEOUT_MS;

describe.skipIf(!onPostgres)('each e-mail at most twice, as one message, across a server killed after the relay took it (PostgreSQL only)', { timeout: 2 * REPEAT_TIMEOUT_MS }, () => {
  const name = `claims_mail_crash_${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-mail-crash-'));
  let databaseUrl: string;
  let database: Database;
  let setup: ClaimSetup;
  let smtp: TestSmtp;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  const startServer = () => startServerProcess({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, DATA_DIR: dataDir, MAINTENANCE_INTERVAL_SECONDS: '1' });

  beforeAll(async () => {
    const created = await createPostgresTestDatabase(serverUrl, name);
    databaseUrl = created.url;
    database = await openDatabase({ kind: 'postgres', url: databaseUrl, ownerUrl: created.ownerUrl, poolSize: 2 });
    setup = await seedClaimSetup(database.workerDb);
    smtp = await startTestSmtp();
  });
  // (started in a test's hook: the start waits on its health check with expect.poll)
  let server: ServerProcess | undefined;
  beforeEach(async () => {
    server ??= await startServer();
  });
  afterAll(async () => {
    await server?.kill();
    await smtp?.close();
    await database?.close();
    await admin(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = async (url: string, body: unknown, token?: string) => {
    const response = await fetch(`${server!.base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const submitClaim = async (values: Record<string, unknown> = {}) => (await post('/v1/claims', { data: claimPayload(setup.ids, values) }, setup.tokens.nurse)).claim_id as string;
  const claimStatus = async (claimId: string) => (await database.workerDb.select({ status: claims.status }).from(claims).where(eq(claims.id, claimId)))[0]?.status;
  const outboxStatuses = async (recipient: string) => (await database.workerDb.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.recipient, recipient))).map((row) => row.status);

  // Kills the running server right after the relay accepts its next message to `to` (which `send` makes
  // it send), starts another, and answers the two copies the relay received.
  async function killedAfterTheRelayAccepted(to: string, send: () => Promise<unknown>, repeatEvent: string, settled: () => Promise<boolean>) {
    const before = smtp.messagesTo(to).length;
    const sender = server!;
    // stopped before the relay answers, killed after: it never learns of the 250
    const killed = smtp.aroundAccepting(to, { before: sender.freeze, after: sender.kill });
    await send();
    await killed;
    expect(smtp.messagesTo(to)).toHaveLength(before + 1);
    server = await startServer();
    await expect.poll(() => smtp.messagesTo(to).length, { timeout: REPEAT_TIMEOUT_MS }).toBe(before + 2);
    await expect.poll(settled).toBe(true);
    // settled: no third copy can follow
    const [first, second, ...more] = smtp.messagesTo(to).slice(before);
    expect(more).toEqual([]);
    expect(second!.messageId).toBe(first!.messageId);
    expect(second!.subject).toBe(first!.subject);
    expect(server.output().filter((line) => line.includes(`"event":"${repeatEvent}"`))).toHaveLength(1);
    return { first: first!, second: second! };
  }
  const mailSettled = (to: string) => async () => (await outboxStatuses(to)).every((status) => status === 'SENT');

  it('sends a sign-in code again as the same message, and the code still signs in', async () => {
    const user = await createUser(database.workerDb, { email_address: `crash-code-${randomBytes(3).toString('hex')}@school.test` });
    const { second } = await killedAfterTheRelayAccepted(user.email_address, () => post('/v1/auth/login', { email: user.email_address, password: TEST_PASSWORD }), 'mail-resent-after-interrupted-send', mailSettled(user.email_address));
    const code = /\b(\d{6})\b/.exec(second.subject ?? '')?.[1];
    await post('/v1/auth/verify', { email: user.email_address, code });
  });

  it('sends a claim again as the same message, and delivers it once', async () => {
    let claimId = '';
    await killedAfterTheRelayAccepted(TPA_EMAIL, async () => (claimId = await submitClaim()), 'claim-resent-after-interrupted-send', async () => (await claimStatus(claimId)) === 'DELIVERED');
    const logs = await database.workerDb.select().from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, claimId));
    expect(logs).toMatchObject([{ status: 'DELIVERED', attempts: 2 }]);
  });

  let deliveredClaim: { id: string; tpaMail: string };
  it('sends a supplement again as the same message', async () => {
    const tpaMails = smtp.messagesTo(TPA_EMAIL).length;
    const claimId = await submitClaim();
    await expect.poll(() => claimStatus(claimId)).toBe('DELIVERED');
    deliveredClaim = { id: claimId, tpaMail: smtp.messagesTo(TPA_EMAIL)[tpaMails]!.text ?? '' };

    const form = new FormData();
    form.set('school_id', setup.ids.school);
    form.set('claim_id', claimId);
    form.set('kind', 'OTHER');
    form.set('file', new Blob([pdfDocument('Late bill')], { type: 'application/pdf' }), 'late-bill.pdf');
    const upload = () => fetch(`${server!.base}/v1/claim-documents`, { method: 'POST', headers: { authorization: `Bearer ${setup.tokens.nurse}` }, body: form }).then((response) => expect(response.status).toBe(200));
    const supplements = () => database.workerDb.select().from(claimsEmailLogs).where(and(eq(claimsEmailLogs.claim_id, claimId), eq(claimsEmailLogs.kind, 'SUPPLEMENT')));
    const { second } = await killedAfterTheRelayAccepted(TPA_EMAIL, upload, 'claim-resent-after-interrupted-send', async () => (await supplements())[0]?.status === 'DELIVERED');
    expect(second.attachments.map((attachment) => attachment.filename)).toContain('late-bill.pdf');
    expect(await supplements()).toHaveLength(1);
  });

  it('sends an information-requested notice again as the same message', async () => {
    const token = /\/tpa\/([\w-]{43})\b/.exec(deliveredClaim.tpaMail)?.[1];
    const [nurse] = await database.workerDb.select({ email: users.email_address }).from(users).where(eq(users.id, setup.users.nurse));
    const request = { status: 'INFORMATION_REQUESTED', tpa_claim_number: 'AX-1', note: 'The itemized bill, please', reporter_name: 'Dana Adjuster' };
    await killedAfterTheRelayAccepted(nurse!.email, () => post(`/v1/tpa/${token}/report`, request), 'mail-resent-after-interrupted-send', mailSettled(nurse!.email));
  });

  it('sends a deadline reminder again as the same message', async () => {
    const school = await createSchool(database.workerDb, { name: 'Deadline High' });
    const tpa = (await database.workerDb.select().from(schoolsThirdPartyAdministrators).where(eq(schoolsThirdPartyAdministrators.id, setup.ids.link)))[0]!;
    // the notice is due in 14 days: the reminder of that day goes out on the next scheduled run
    const [link] = await database.workerDb.insert(schoolsThirdPartyAdministrators).values({ school_id: school.id, third_party_administrator_id: tpa.third_party_administrator_id, is_default: true, notice_days: 30 }).returning();
    const nurse = await createUser(database.workerDb, { schoolIds: [school.id], email_address: 'deadline-nurse@school.test' });
    const student = await seedStudent(database.workerDb, school.id, 'Maya');
    const injury = addDaysToWire(utcWireDate(new Date()), 14 - 30);
    await killedAfterTheRelayAccepted(
      nurse.email_address,
      () => insertClaim(database.workerDb, { school_id: school.id, schools_third_party_administrator_id: link!.id, student_id: student.id, user_id: nurse.id, injury_date: injury, first_treatment_date: injury }),
      'mail-resent-after-interrupted-send',
      mailSettled(nurse.email_address),
    );
  });

  it('sends a parent reminder again as the same message', async () => {
    await database.workerDb.update(schools).set({ parent_part_online: true }).where(eq(schools.id, setup.ids.school));
    const email = 'crash-parent@family.test';
    const claimId = await submitClaim({ parent_info: { first_name: 'Paula', last_name: 'Rivera', email, language: 'en' } });
    await smtp.waitForMail(email);
    await expect.poll(mailSettled(email)).toBe(true);
    // sent three days ago: the day-3 reminder goes out on the next scheduled run
    const { second } = await killedAfterTheRelayAccepted(
      email,
      () => database.workerDb.update(parentLinks).set({ created_at: new Date(Date.now() - 3 * 24 * 3600_000 - 60_000) }).where(eq(parentLinks.claim_id, claimId)),
      'mail-resent-after-interrupted-send',
      mailSettled(email),
    );
    expect(second.text).toContain('/parent/');
    expect((await database.workerDb.select({ sent: parentLinks.reminders_sent }).from(parentLinks).where(eq(parentLinks.claim_id, claimId)))[0]!.sent).toBe(1);
  });
});

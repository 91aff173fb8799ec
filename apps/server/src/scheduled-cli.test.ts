import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineReminders, schoolsThirdPartyAdministrators, users } from './db/schema.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { insertClaim, seedClaimSetup } from './testing/claims.ts';
import { createTestApp, TEST_FILE_KEYS_TEXT, type TestApp } from './testing/test-app.ts';
import { createTestDatabase } from './testing/test-database.ts';
import { startTestSmtp, type TestSmtp } from './testing/test-smtp.ts';

const root = new URL('../../../', import.meta.url).pathname;

// `npm run scheduled` as an operator runs it: a process of its own, with only the environment given.
const runScheduled = (args: string[], env: Record<string, string>) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/scheduled-cli.ts', ...args], { cwd: root, env: { PATH: process.env.PATH, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });

// Refused before any database is opened, or by the embedded one: run once, in the embedded project.
describe.skipIf(process.env.TEST_DB === 'postgres')('npm run scheduled -- --as-of', () => {
  it.each([
    [{}, ['--as-of', '2026-12-20'], 'is turned off: reminders as of another date reach real people early or late. Set SCHEDULED_AS_OF_ALLOWED=true'],
    [{ SCHEDULED_AS_OF_ALLOWED: 'true', NODE_ENV: 'production' }, ['--as-of', '2026-12-20'], 'is refused with NODE_ENV=production'],
    [{ SCHEDULED_AS_OF_ALLOWED: 'true' }, ['--as-of', '2026-02-30'], '--as-of takes a date like 2026-12-20 (its start, UTC) or a time with its zone'],
    [{ SCHEDULED_AS_OF_ALLOWED: 'true' }, ['--as-of', '2026-12-20T09:00'], 'or a time with its zone like 2026-12-20T15:00:00Z, not "2026-12-20T09:00"'],
  ])('with %o and %o exits 1 with one clear message, before it opens a database', async (env, args, message) => {
    const result = await runScheduled(args, { DATA_DIR: '/nonexistent/never-used', ...env });
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.status).toBe(1);
  });

  it('is refused on an embedded database a server holds, saying it runs only while no server does', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-scheduled-'));
    const unlock = lockDataDir(dataDir);
    try {
      const result = await runScheduled(['--as-of', '2026-12-20'], { DATA_DIR: dataDir, SCHEDULED_AS_OF_ALLOWED: 'true' });
      expect(result.stderr).toContain(`The embedded database in ${dataDir} is in use by another process (pid ${process.pid}).`);
      expect(result.stderr).toContain('The scheduled work runs on the embedded database only while no server runs on it');
      expect(result.status).toBe(1);
    } finally {
      unlock();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// The operator's command beside a running server on one PostgreSQL database: the command queues the
// reminders of the date it is given, the server's mail worker sends them. (PostgreSQL only: an embedded
// database has one process at a time.)
describe.skipIf(process.env.TEST_DB !== 'postgres')('npm run scheduled -- --as-of beside a running server (PostgreSQL only)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let smtp: TestSmtp;
  let server: TestApp;
  let nurseEmail: string;
  let claimId: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-scheduled-'));
  // The claim's notice is due 30 days after its injury: 2040-05-31.
  const NOTICE_DUE = '2040-05-31';

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startTestSmtp();
    const setup = await seedClaimSetup(database.workerDb);
    await database.workerDb.update(schoolsThirdPartyAdministrators).set({ notice_days: 30 }).where(eq(schoolsThirdPartyAdministrators.id, setup.ids.link));
    const claim = await insertClaim(database.workerDb, { school_id: setup.ids.school, schools_third_party_administrator_id: setup.ids.link, student_id: setup.ids.student, user_id: setup.users.nurse, injury_date: '2040-05-01' });
    claimId = claim.id;
    nurseEmail = (await database.workerDb.select({ email: users.email_address }).from(users).where(eq(users.id, setup.users.nurse)))[0]!.email;
    // the running server, whose own timer is at the real today, years before the claim's dates
    server = await createTestApp({ database, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const scheduledAsOf = (date: string) => runScheduled(['--as-of', date], { DATABASE_URL: database.url!, DATA_DIR: dataDir, SCHEDULED_AS_OF_ALLOWED: 'true', FILE_ENCRYPTION_KEYS: TEST_FILE_KEYS_TEXT });
  const reminders = () =>
    database.workerDb.select({ days_before: deadlineReminders.days_before, due_on: deadlineReminders.due_on }).from(deadlineReminders).where(eq(deadlineReminders.claim_id, claimId)).orderBy(asc(deadlineReminders.sent_at));

  it('queues the 14-day reminder 11 days before, the 3-day one 2 days before, each once, and the server sends them', async () => {
    const first = await scheduledAsOf('2040-05-20');
    expect(first.stdout).toContain('Scheduled work as of 2040-05-20T00:00:00.000Z, on the PostgreSQL server:');
    expect(first.stdout).toContain("claims reminded of a deadline (an e-mail to each of the school's active users): 1");
    expect(first.stdout).toContain('parent links reminded (an e-mail to the parent each): 0');
    expect(first.status).toBe(0);
    expect(await reminders()).toEqual([{ days_before: 14, due_on: NOTICE_DUE }]);
    const fourteen = await smtp.waitForMail(nurseEmail);
    expect(fourteen.subject).toContain('Notice deadline');
    expect(fourteen.text).toContain('It is due in 11 days.');

    const again = await scheduledAsOf('2040-05-20');
    expect(again.stdout).toContain("claims reminded of a deadline (an e-mail to each of the school's active users): 0");
    expect(await reminders()).toHaveLength(1);

    const three = await scheduledAsOf('2040-05-29');
    expect(three.stdout).toContain("claims reminded of a deadline (an e-mail to each of the school's active users): 1");
    expect(await reminders()).toEqual([
      { days_before: 14, due_on: NOTICE_DUE },
      { days_before: 3, due_on: NOTICE_DUE },
    ]);
    expect((await smtp.waitForMail(nurseEmail, 1)).text).toContain('It is due in 2 days.');
    expect(smtp.messagesTo(nurseEmail)).toHaveLength(2);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../testing/log-capture.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';
import { waitUntil } from '../../testing/wait.ts';

// The .eml files of a server without SMTP are for development only: kept MAIL_FILE_RETENTION_DAYS, and a
// production start without SMTP says so.
let testApp: TestApp;
let dataDir: string;
let mailDir: string;
const logs = captureLogs();
const DAY_MS = 24 * 3600 * 1000;

const writeMail = (name: string, ageDays: number) => {
  const file = path.join(mailDir, name);
  fs.writeFileSync(file, 'Subject: test\n\nhello\n');
  const at = new Date(Date.now() - ageDays * DAY_MS);
  fs.utimesSync(file, at, at);
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-mail-files-'));
  mailDir = path.join(dataDir, 'mail');
  fs.mkdirSync(mailDir);
  writeMail('old-mail-1.eml', 4);
  writeMail('recent-mail-2.eml', 2);
  writeMail('notes.txt', 30);
  testApp = await createTestApp({
    runJobs: true,
    maintenanceIntervalMs: 200,
    logger: logs.logger,
    config: { webDist: '/nonexistent', publicUrl: TEST_PUBLIC_URL, dataDir, MAIL_FROM: 'School Claims <no-reply@claims.test>', NODE_ENV: 'production', MAIL_FILE_RETENTION_DAYS: 3 },
  });
});
afterAll(async () => {
  await testApp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the mail folder of a server without SMTP', () => {
  it('loses the e-mails older than its retention in the maintenance loop, and only those', async () => {
    await waitUntil('the old e-mail removed', () => Promise.resolve(!fs.existsSync(path.join(mailDir, 'old-mail-1.eml'))));
    expect(fs.readdirSync(mailDir).sort()).toEqual(['notes.txt', 'recent-mail-2.eml']);
  });

  it('is named, at a production start, as for development only', () => {
    expect(logs.lines.some((line) => line.includes('mail-written-to-files') && line.includes('development only') && line.includes('SMTP_URL'))).toBe(true);
  });
});

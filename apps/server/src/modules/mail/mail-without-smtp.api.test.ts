import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../testing/fixtures.ts';
import { simpleParser } from 'mailparser';
import { captureLogs } from '../../testing/log-capture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { codeFrom } from '../../testing/test-smtp.ts';

// A new user's machine has no SMTP server: sign-in must still be possible from ./data/mail, which the log points to.
let testApp: TestApp;
let dataDir: string;
const logs = captureLogs();

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-mail-'));
  testApp = await createTestApp({
    runJobs: true,
    logger: logs.logger,
    config: { webDist: '/nonexistent', publicUrl: 'http://claims.test', dataDir, MAIL_FROM: 'School Claims <no-reply@claims.test>' },
  });
});
afterAll(async () => {
  await testApp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('mail without an SMTP server', () => {
  it('writes the sign-in code to an .eml file under DATA_DIR/mail, which the server log names', async () => {
    const user = await createUser(testApp.db);
    const login = await testApp.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: user.email_address, password: TEST_PASSWORD } });
    expect(login.json()).toEqual({ two_factor: true });

    const mailDir = path.join(dataDir, 'mail');
    await expect.poll(() => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml')) : [])).toHaveLength(1);
    // Parsed as a mail client would: headers may be folded and bodies encoded in the raw file.
    const mail = await simpleParser(fs.readFileSync(path.join(mailDir, fs.readdirSync(mailDir)[0]!)));
    const code = codeFrom(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(code);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe(user.email_address);

    // The log points at the file; the code itself, and whom it is for, are never written to a log line.
    const mailFile = path.join(mailDir, fs.readdirSync(mailDir)[0]!);
    await expect.poll(() => logs.lines.some((line) => line.includes(`Sign-in code: open ${mailFile}`))).toBe(true);
    expect(logs.text()).not.toContain(user.email_address);
    expect(logs.lines.filter((line) => new RegExp(`(^|\\D)${code}(\\D|$)`).test(line))).toEqual([]);
    const verify = await testApp.app.inject({ method: 'POST', url: '/v1/auth/verify', payload: { email: user.email_address, code } });
    expect(verify.statusCode).toBe(200);
  });
});

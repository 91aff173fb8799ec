import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, schools, students } from '../../db/schema.ts';
import { claimPayload, seedClaimSetup, TPA_EMAIL, waitForClaimStatus, type ClaimSetup } from '../../testing/claims.ts';
import { bearer, createUser, TEST_PASSWORD } from '../../testing/fixtures.ts';
import { captureLogs } from '../../testing/log-capture.ts';
import { createTestApp, graphql, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { waitUntil } from '../../testing/wait.ts';
import { PARENT_LINK_MAIL_KIND } from '../parent-part/parent-part.mail.ts';
import { SEASON_LINK_MAIL_KIND } from '../season-consent/season-consent.mail.ts';
import { SIGN_IN_CODE_KIND } from './mail.service.ts';

// Whatever the product e-mails a family or a member of staff (links, codes, their addresses) stays out of
// the server log, whether mail goes to an SMTP server or, with none set (a new user's default), to .eml
// files the log points to (issue 57).
const PARENT = 'paula.logged@family.test';
const CORRECTED = 'paula.bounced@family.test';
const GUARDIAN = 'gloria.logged@family.test';
const LINK_TOKEN = /\/(?:parent|guardian|tpa)\/([\w-]{43})\b/g;
const QUERY_TOKEN = /[?&]token=([\w.-]{16,})/g;

describe.each([{ transport: 'smtp' }, { transport: 'disk' }] as const)('the server log, with mail sent to $transport', ({ transport }) => {
  let smtp: TestSmtp | undefined;
  let testApp: TestApp;
  let setup: ClaimSetup;
  let dataDir: string;
  const logs = captureLogs();
  const mailDir = () => path.join(dataDir, 'mail');

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-mail-log-'));
    if (transport === 'smtp') smtp = await startTestSmtp();
    testApp = await createTestApp({
      runJobs: true,
      logger: logs.logger,
      config: { webDist: '/nonexistent', publicUrl: TEST_PUBLIC_URL, dataDir, SMTP_URL: smtp?.url, MAIL_FROM: 'School Claims <no-reply@claims.test>' },
    });
    setup = await seedClaimSetup(testApp.db);
  });
  afterAll(async () => {
    await testApp.close();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const everyMail = async (): Promise<ParsedMail[]> => {
    if (smtp) return smtp.messages;
    const files = fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).filter((name) => name.endsWith('.eml')) : [];
    return Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(mailDir(), name)))));
  };
  // A season campaign's e-mails are queued by a job of their own: each kind is waited for by name.
  const outboxSettled = async (kinds: readonly string[] = []) => {
    const rows = await testApp.db.select({ kind: mailOutbox.kind, status: mailOutbox.status }).from(mailOutbox);
    return kinds.every((kind) => rows.some((row) => row.kind === kind)) && rows.every((row) => row.status !== 'PENDING');
  };

  it('names each e-mail by its kind and outbox id, never its link, code or reader', async () => {
    const nurse = await createUser(testApp.db, { schoolIds: [setup.ids.school] });
    const submit = async (values: Record<string, unknown> = {}) => {
      const sent = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids, values) } });
      expect(sent.statusCode).toBe(200);
      return (sent.json() as { claim_id: string }).claim_id;
    };
    // a claim to the TPA with its link, then one of a school that asks for the parent's part
    const delivered = await submit();
    await testApp.db.update(schools).set({ parent_part_online: true }).where(eq(schools.id, setup.ids.school));
    const claimId = await submit({ parent_info: { first_name: 'Paula', last_name: 'Rivera', email: PARENT, language: 'en' } });
    // a season link
    const [child] = await testApp.db
      .insert(students)
      .values({
        school_id: setup.ids.school,
        first_name: 'Lucia',
        last_name: 'Logged',
        gender: 'F',
        date_of_birth: '2011-02-03',
        address_1: '1 Main St',
        city: 'Sacramento',
        state_prov: 'California',
        postal_code: '95814',
        parents_info: { first_name: 'Gloria', last_name: 'Logged', email: GUARDIAN, language: 'es' },
      })
      .returning();
    const campaign = await graphql(testApp, 'mutation ($schoolId: ID!, $ids: [ID!]) { createSeasonCampaign(schoolId: $schoolId, studentIds: $ids) { id } }', {
      token: setup.tokens.nurse,
      variables: { schoolId: setup.ids.school, ids: [child!.id] },
    });
    expect(campaign.body.errors).toBeUndefined();
    // a sign-in code and a password reset link
    expect((await testApp.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: nurse.email_address, password: TEST_PASSWORD } })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'POST', url: '/v1/auth/reset-password/request', payload: { email: nurse.email_address } })).statusCode).toBe(200);

    await waitForClaimStatus(testApp.db, delivered, 'DELIVERED');
    await waitUntil('every e-mail sent', () => outboxSettled([PARENT_LINK_MAIL_KIND, SEASON_LINK_MAIL_KIND, SIGN_IN_CODE_KIND, 'password-reset']));
    if (smtp) {
      // refused by the relay, which quotes the address in its answer
      smtp.refuseWith(550, `5.1.1 <${CORRECTED}>: Recipient address rejected`);
      const resent = await graphql(testApp, 'mutation ($id: ID!, $email: String) { sendParentLink(claimId: $id, email: $email) }', {
        token: setup.tokens.nurse,
        variables: { id: claimId, email: CORRECTED },
      });
      expect(resent.body.errors).toBeUndefined();
      await waitUntil('the refused e-mail settled', () => outboxSettled());
      await smtp.accept();
      expect(logs.lines.some((line) => line.includes('"mail-failed"'))).toBe(true);
    }

    const mails = await everyMail();
    const secrets = new Set<string>();
    for (const mail of mails) for (const pattern of [LINK_TOKEN, QUERY_TOKEN]) for (const [, token] of (mail.text ?? '').matchAll(pattern)) secrets.add(token!);
    const codes = mails.flatMap((mail) => /:\s*(\d{6})$/.exec(mail.subject ?? '')?.[1] ?? []);
    // parent, TPA, guardian and reset links; a sign-in code
    expect(secrets.size).toBeGreaterThanOrEqual(4);
    expect(codes).toHaveLength(1);

    const everything = logs.text();
    expect([...secrets].filter((secret) => everything.includes(secret))).toEqual([]);
    expect(logs.lines.filter((line) => new RegExp(`(^|[^\\w.])${codes[0]}([^\\w.]|$)`).test(line))).toEqual([]);
    expect([PARENT, CORRECTED, GUARDIAN, nurse.email_address, TPA_EMAIL].filter((address) => everything.toLowerCase().includes(address.toLowerCase()))).toEqual([]);

    const outbox = await testApp.db.select({ id: mailOutbox.id, kind: mailOutbox.kind }).from(mailOutbox);
    const sentLines = logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'mail sent');
    expect(sentLines.length).toBeGreaterThanOrEqual(4);
    for (const line of sentLines) expect(outbox).toContainEqual({ id: line.outboxId, kind: line.kind });

    if (transport === 'disk') {
      // each notice points at the file that holds the link or code
      for (const notice of ['Parent link', 'Season link', 'Sign-in code', 'Password reset link']) {
        const line = logs.lines.find((candidate) => candidate.includes(`"${notice}: open `));
        const file = line && (JSON.parse(line) as { savedTo: string }).savedTo;
        expect(file && fs.existsSync(file) && path.dirname(file)).toBe(mailDir());
      }
    }
  });
});

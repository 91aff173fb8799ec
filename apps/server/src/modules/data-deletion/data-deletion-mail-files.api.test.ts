import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPayload, seedClaimSetup, waitForClaimStatus, type ClaimSetup } from '../../testing/claims.ts';
import { SAMPLE_INCIDENT } from '@claims/shared/samples';
import { bearer, createUser } from '../../testing/fixtures.ts';
import { signedSeasonAuthorization } from '../../testing/season-consent.ts';
import { createTestApp, graphql, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';
import { waitUntil } from '../../testing/wait.ts';

// A server without SMTP writes each e-mail as an .eml file (development only): deleting a student for good
// takes the copies of the mail about them too, the TPA's copy of their claim with its attachments included.
let testApp: TestApp;
let setup: ClaimSetup;
let dataDir: string;
let mailDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-deletion-mail-'));
  mailDir = path.join(dataDir, 'mail');
  testApp = await createTestApp({ runJobs: true, config: { webDist: '/nonexistent', publicUrl: TEST_PUBLIC_URL, dataDir, MAIL_FROM: 'School Claims <no-reply@claims.test>' } });
  setup = await seedClaimSetup(testApp.db);
}, 120_000);
afterAll(async () => {
  await testApp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const emlFiles = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml')) : []);
const read = async (name: string) => simpleParser(fs.readFileSync(path.join(mailDir, name)));
const addressOf = (mail: Awaited<ReturnType<typeof simpleParser>>) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined);

// The text of the first .eml file written to `address`.
async function mailText(address: string) {
  let text = '';
  await waitUntil(`an e-mail to ${address}`, async () => {
    for (const name of emlFiles()) {
      const mail = await read(name);
      if (addressOf(mail) === address) text = mail.text ?? '';
    }
    return text !== '';
  });
  return text;
}

describe('deleting a student for good, on a server without SMTP', () => {
  it("removes the .eml copies of the mail about the student and keeps the others'", async () => {
    const submitted = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids) } });
    await waitForClaimStatus(testApp.db, (submitted.json() as { claim_id: string }).claim_id, 'DELIVERED');
    const season = await signedSeasonAuthorization(testApp, mailText, { schoolId: setup.ids.school, staffToken: setup.tokens.nurse, studentId: setup.ids.student });
    // the other school's student's guardian is asked too: their mail stays
    const kept = await signedSeasonAuthorization(testApp, mailText, { schoolId: setup.ids.other, staffToken: setup.tokens.outsider, studentId: setup.ids.otherStudent });
    // the school's staff hear of an incident of the student's, by the student's first name
    const colleague = await createUser(testApp.db, { schoolIds: [setup.ids.school] });
    const reported = await graphql(testApp, 'mutation($input: IncidentReportInput!) { reportIncident(input: $input) { id } }', {
      token: setup.tokens.nurse,
      variables: { input: { ...SAMPLE_INCIDENT, school_id: setup.ids.school, person_kind: 'STUDENT', student_id: setup.ids.student } },
    });
    expect(reported.body.errors).toBeUndefined();
    expect(await mailText(colleague.email_address)).toContain('Maya');
    const naming = async (needles: string[], to?: string) => {
      const found: string[] = [];
      for (const name of emlFiles()) {
        const mail = await read(name);
        const text = `${addressOf(mail)} ${mail.subject} ${mail.text}`;
        if ((!to || addressOf(mail) === to) && needles.some((needle) => text.includes(needle))) found.push(name);
      }
      return found;
    };
    const aboutStudent = ['Maya Rivera', season.email];
    expect(await naming(aboutStudent)).not.toEqual([]);
    expect(await naming(['Maya'], colleague.email_address)).toHaveLength(1);
    expect(await naming([kept.email])).toHaveLength(1);

    const { body } = await graphql(testApp, `mutation { deleteStudentForGood(id: "${setup.ids.student}", reference: "REQ-9") { id } }`, { token: setup.tokens.admin });
    expect(body.errors).toBeUndefined();

    expect(await naming(aboutStudent)).toEqual([]);
    expect(await naming(['Maya'], colleague.email_address)).toEqual([]);
    expect(await naming([kept.email])).toHaveLength(1);
  });
});

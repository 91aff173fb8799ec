import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsEmailLogs, schoolsThirdPartyAdministrators } from '../../db/schema.ts';
import { claimPayload, editPayload, seedClaimSetup, seedTpa, TPA_EMAIL, waitForClaimStatus, type ClaimSetup } from '../../testing/claims.ts';
import { bearer } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';

const NEW_TPA_EMAIL = 'claims@beacon-tpa.test';

let smtp: TestSmtp;
let testApp: TestApp;
let setup: ClaimSetup;
let beaconLink: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url });
  setup = await seedClaimSetup(testApp.db);
  const beacon = await seedTpa(testApp.db, 'Beacon Claims', 'BEACON', { claims_email_address: NEW_TPA_EMAIL });
  const [link] = await testApp.db.insert(schoolsThirdPartyAdministrators).values({ school_id: setup.ids.school, third_party_administrator_id: beacon.id, policy_number: 'POL-B' }).returning();
  beaconLink = link!.id;
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

// Every edit sends the whole claim: the TPA is the claim's unless named again.
const edit = async (claimId: string, values: Record<string, unknown>) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/v1/claims/${claimId}`,
    headers: bearer(setup.tokens.nurse),
    payload: { data: await editPayload(testApp.db, setup.ids, claimId, values) },
  });
  expect(response.statusCode, response.body).toBe(200);
};

// The e-mails of the claim to this address, as the school's e-mail log viewer shows them.
async function viewedEmails(claimId: string, recipient: string) {
  const logs = await testApp.db
    .select({ id: claimsEmailLogs.id })
    .from(claimsEmailLogs)
    .where(and(eq(claimsEmailLogs.claim_id, claimId), eq(claimsEmailLogs.recipient, recipient)))
    .orderBy(asc(claimsEmailLogs.created_at));
  const views = [];
  for (const log of logs) views.push((await testApp.app.inject({ method: 'GET', url: `/v1/claims/email/${log.id}`, headers: bearer(setup.tokens.nurse) })).json().email);
  return views as { subject: string; text: string }[];
}

describe("a claim's e-mails to a TPA it moves to", () => {
  it('are a new claim to that TPA first, in subject and text, and updates after; the viewer renders the same', async () => {
    const before = smtp.messagesTo(TPA_EMAIL).length;
    const submitted = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids) } });
    expect(submitted.statusCode).toBe(200);
    const { claim_id: claimId, claim_number: claimNumber } = submitted.json() as { claim_id: string; claim_number: number };
    expect((await smtp.waitForMail(TPA_EMAIL, before)).subject).toBe(`New claim ${claimNumber} from Lincoln High`);
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    await edit(claimId, { location_of_injury: 'South field' });
    expect((await smtp.waitForMail(TPA_EMAIL, before + 1)).subject).toBe(`Updated claim ${claimNumber} from Lincoln High`);
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');

    await edit(claimId, { location_of_injury: 'South field', school_third_party_administrator_id: beaconLink });
    const first = await smtp.waitForMail(NEW_TPA_EMAIL);
    expect(first.subject).toBe(`New claim ${claimNumber} from Lincoln High`);
    expect(first.text).toContain('A new student accident claim has been submitted.');
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');

    await edit(claimId, { location_of_injury: 'Gym', school_third_party_administrator_id: beaconLink });
    const second = await smtp.waitForMail(NEW_TPA_EMAIL, 1);
    expect(second.subject).toBe(`Updated claim ${claimNumber} from Lincoln High`);
    expect(second.text).toContain('An updated student accident claim has been submitted.');
    expect(smtp.messagesTo(TPA_EMAIL)).toHaveLength(before + 2);
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    const views = await viewedEmails(claimId, NEW_TPA_EMAIL);
    expect(views.map((view) => [view.subject, view.text.split('\n')[0]])).toEqual([
      [first.subject, 'A new student accident claim has been submitted.'],
      [second.subject, 'An updated student accident claim has been submitted.'],
    ]);
  });
});

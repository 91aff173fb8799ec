import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { claims, claimsChangeLogs, claimsEmailLogs, schoolsThirdPartyAdministrators as links } from '../../db/schema.ts';
import { claimPayload, editPayload, insertClaim, seedClaimSetup, waitForClaimStatus, type ClaimSetup } from '../../testing/claims.ts';
import { bearer } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';

// claims.next_due_on, kept by the database's triggers (migration 0033, issue 41), against the rule of
// ADR 028 written here apart from them.
let smtp: TestSmtp;
let testApp: TestApp;
let setup: ClaimSetup;

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url });
  setup = await seedClaimSetup(testApp.db);
  await testApp.db.update(links).set({ notice_days: 30, filing_days: 90 }).where(eq(links.id, setup.ids.link));
  await testApp.db.update(links).set({ notice_days: 60, absolute_days: 45 }).where(eq(links.id, setup.ids.otherLink));
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

// The nearest of the notice, filing and absolute dates, none once an e-mail reached the TPA.
const RULE = sql`case
  when c.status = 'DELIVERED' or exists (select 1 from claims_email_logs e where e.claim_id = c.id and e.status = 'DELIVERED') then null
  else (select least(c.injury_date + k.notice_days, c.injury_date + k.filing_days, c.injury_date + k.absolute_days)
        from schools_third_party_administrators k where k.id = c.schools_third_party_administrator_id)
end`;
const claimsAgainstRule = async () => rowsOf<{ id: string }>(await testApp.db.execute(sql`select c.id from claims c where c.next_due_on is distinct from (${RULE})`));
const claimCount = async () => rowsOf<{ n: number }>(await testApp.db.execute(sql`select count(*)::int as n from claims`))[0]!.n;
const dueOn = async (claimId: string) => (await testApp.db.select({ due: claims.next_due_on }).from(claims).where(eq(claims.id, claimId)))[0]!.due;
const setClaim = (claimId: string, values: Partial<typeof claims.$inferInsert>) => testApp.db.update(claims).set(values).where(eq(claims.id, claimId));
const setLink = (linkId: string, values: Partial<typeof links.$inferInsert>) => testApp.db.update(links).set(values).where(eq(links.id, linkId));

describe("a claim's nearest due date", () => {
  it('follows the claim, its e-mails and its TPA link’s days', async () => {
    const claim = await insertClaim(testApp.db, {
      school_id: setup.ids.school,
      schools_third_party_administrator_id: setup.ids.link,
      student_id: setup.ids.student,
      user_id: setup.ids.nurse,
      injury_date: '2030-01-10',
    });
    expect(await dueOn(claim.id)).toBe('2030-02-09');
    await setClaim(claim.id, { injury_date: '2030-01-20' });
    expect(await dueOn(claim.id)).toBe('2030-02-19');

    await setLink(setup.ids.link, { notice_days: 10 });
    expect(await dueOn(claim.id)).toBe('2030-01-30');
    await setLink(setup.ids.link, { notice_days: null, filing_days: null });
    expect(await dueOn(claim.id)).toBeNull();
    await setLink(setup.ids.link, { notice_days: 30, filing_days: 90 });
    expect(await dueOn(claim.id)).toBe('2030-02-19');
    await setClaim(claim.id, { schools_third_party_administrator_id: setup.ids.otherLink });
    expect(await dueOn(claim.id)).toBe('2030-03-06');
    await setClaim(claim.id, { schools_third_party_administrator_id: setup.ids.link });

    // sent: by its status, or by a delivered e-mail once an edit put the status back
    await setClaim(claim.id, { status: 'DELIVERED' });
    expect(await dueOn(claim.id)).toBeNull();
    await setClaim(claim.id, { status: 'PENDING' });
    expect(await dueOn(claim.id)).toBe('2030-02-19');
    const [changeLog] = await testApp.db.select({ id: claimsChangeLogs.id }).from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claim.id));
    const [email] = await testApp.db.insert(claimsEmailLogs).values({ claim_id: claim.id, claims_change_log_id: changeLog!.id, status: 'PENDING' }).returning();
    expect(await dueOn(claim.id)).toBe('2030-02-19');
    await testApp.db.update(claimsEmailLogs).set({ status: 'DELIVERED', sent_at: new Date() }).where(eq(claimsEmailLogs.id, email!.id));
    expect(await dueOn(claim.id)).toBeNull();
    await setClaim(claim.id, { status: 'ERROR', injury_date: '2030-01-21' });
    expect(await dueOn(claim.id)).toBeNull();
    await testApp.db.update(claimsEmailLogs).set({ status: 'ERROR' }).where(eq(claimsEmailLogs.id, email!.id));
    expect(await dueOn(claim.id)).toBe('2030-02-20');
    await testApp.db.insert(claimsEmailLogs).values({ claim_id: claim.id, claims_change_log_id: changeLog!.id, status: 'DELIVERED', sent_at: new Date() });
    expect(await dueOn(claim.id)).toBeNull();
    expect(await claimsAgainstRule()).toEqual([]);
  });

  it('is none once a claim reported through the API reached its TPA, and stays none while an edit is sent again', async () => {
    const submitted = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids) } });
    expect(submitted.statusCode).toBe(200);
    const claimId: string = submitted.json().claim_id;
    await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
    expect(await dueOn(claimId)).toBeNull();

    await smtp.close();
    const edited = await testApp.app.inject({
      method: 'POST',
      url: `/v1/claims/${claimId}`,
      headers: bearer(setup.tokens.nurse),
      payload: { data: await editPayload(testApp.db, setup.ids, claimId, { location_of_injury: 'South field' }) },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [stored] = await testApp.db.select({ status: claims.status, due: claims.next_due_on }).from(claims).where(eq(claims.id, claimId));
    expect(stored).toEqual({ status: 'PENDING', due: null });
    expect(await claimsAgainstRule()).toEqual([]);
  });

  it('is given to every stored claim by the migration that adds it', async () => {
    const migration = fs.readFileSync(new URL('../../../drizzle/0033_next_due_on.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.trim().startsWith('UPDATE "claims"'))!;
    // one claim not sent beside those the other tests sent
    await insertClaim(testApp.db, { school_id: setup.ids.school, schools_third_party_administrator_id: setup.ids.link, student_id: setup.ids.student, user_id: setup.ids.nurse, injury_date: '2030-03-01' });
    expect(await claimCount()).toBeGreaterThan(2);
    // the column alone changes: no trigger runs, as before the migration
    await testApp.db.execute(sql`update claims set next_due_on = null`);
    expect((await claimsAgainstRule()).length).toBeGreaterThan(0);
    await testApp.db.execute(sql.raw(backfill));
    expect(await claimsAgainstRule()).toEqual([]);
  });
});

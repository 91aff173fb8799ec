import { addDaysToWire, toDisplayDate, utcWireDate, type DeadlineDays } from '@claims/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claims, claimsChangeLogs, claimsEmailLogs, deadlineReminders, mailOutbox, schoolsThirdPartyAdministrators } from '../../db/schema.ts';
import { insertClaim, seedStudent, seedTpa } from '../../testing/claims.ts';
import { createSchool, createUser, sessionFor } from '../../testing/fixtures.ts';
import { createTestApp, graphql, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';
import { createTestClock } from '../../testing/test-clock.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { countDueBy } from './deadlines.repo.ts';

let smtp: TestSmtp;
let testApp: TestApp;
const clock = createTestClock();
let tpaId: string;
let schoolCount = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url, clock: clock.now });
  tpaId = (await seedTpa(testApp.db, 'Acme Claims', 'ACME')).id;
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});
afterEach(() => clock.reset());

const POLICY: DeadlineDays = { notice_days: 30, treatment_days: 3, filing_days: 90, absolute_days: 365 };

// A school of its own for each test, whose TPA link has the policy's days, with a student, two users who
// are reminded (one reads Spanish), and an inactive one and a coach (ADR 048) who are not.
async function schoolWithPolicy(days: Partial<DeadlineDays> = POLICY) {
  schoolCount += 1;
  const school = await createSchool(testApp.db, { name: `Deadline High ${schoolCount}` });
  const [link] = await testApp.db.insert(schoolsThirdPartyAdministrators).values({ school_id: school.id, third_party_administrator_id: tpaId, is_default: true, ...days }).returning();
  const student = await seedStudent(testApp.db, school.id, 'Maya');
  const nurse = await createUser(testApp.db, { schoolIds: [school.id] });
  const spanish = await createUser(testApp.db, { schoolIds: [school.id], preferred_language: 'es' });
  const inactive = await createUser(testApp.db, { schoolIds: [school.id], is_active: false });
  const coach = await createUser(testApp.db, { schoolIds: [school.id], type: 'coach' });
  const claim = (values: { injury_date: string; first_treatment_date?: string; link?: string }) =>
    insertClaim(testApp.db, {
      school_id: school.id,
      schools_third_party_administrator_id: values.link ?? link!.id,
      student_id: student.id,
      user_id: nurse.id,
      injury_date: values.injury_date,
      first_treatment_date: values.first_treatment_date ?? values.injury_date,
    });
  return { school, link: link!, nurse, spanish, inactive, coach, claim, token: await sessionFor(testApp.db, nurse.id) };
}

// The app's clock moved to midday, some days before a due date (after it, for a negative number). Each
// test's claims are of another year, so that one test's clock finds no other test's claim due.
const moveClockTo = (dueOn: string, daysBefore: number) => clock.set(`${addDaysToWire(dueOn, -daysBefore)}T12:00:00Z`);
// The deadline reminders the server's timer sends, run once with the clock there.
const remindAt = (dueOn: string, daysBefore: number) => {
  moveClockTo(dueOn, daysBefore);
  return testApp.app.scheduled.remindDeadlines();
};
const remindersOf = async (claimId: string) =>
  testApp.db
    .select({ days_before: deadlineReminders.days_before, due_on: deadlineReminders.due_on })
    .from(deadlineReminders)
    .where(eq(deadlineReminders.claim_id, claimId))
    .orderBy(asc(deadlineReminders.sent_at));

async function markDelivered(claimId: string) {
  const [changeLog] = await testApp.db.select({ id: claimsChangeLogs.id }).from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claimId));
  await testApp.db.insert(claimsEmailLogs).values({ claim_id: claimId, claims_change_log_id: changeLog!.id, status: 'DELIVERED', sent_at: new Date() });
}

describe('reminders of the nearest due date', () => {
  it('go to the school’s active users 14 and 3 days before it, once each, in each one’s language', async () => {
    const { school, nurse, spanish, inactive, coach, claim } = await schoolWithPolicy();
    const reported = await claim({ injury_date: '2030-05-01' });
    const notice = '2030-05-31';

    expect(await remindAt(notice, 15)).toBe(0);
    expect(await remindAt(notice, 14)).toBe(1);
    expect(await remindAt(notice, 14)).toBe(0);
    expect(await remindAt(notice, 10)).toBe(0);
    const first = await smtp.waitForMail(nurse.email_address);
    expect(first.subject).toBe(`Claim ${reported.claim_number}: Notice deadline ${toDisplayDate(notice)}`);
    expect(first.text).toContain(`Claim ${reported.claim_number} (Maya, ${school.name}) has a deadline of its policy coming: Notice, ${toDisplayDate(notice)}.`);
    expect(first.text).toContain('It is due in 14 days.');
    expect(first.text).toContain(`${TEST_PUBLIC_URL}/dashboard/${school.id}/claims/${reported.id}`);
    expect((await smtp.waitForMail(spanish.email_address)).subject).toBe(`Reclamación ${reported.claim_number}: Aviso, vence el ${toDisplayDate(notice)}`);

    expect(await remindAt(notice, 3)).toBe(1);
    expect(await remindAt(notice, 3)).toBe(0);
    expect(await remindAt(notice, 1)).toBe(0);
    expect(await remindAt(notice, 0)).toBe(0);
    expect(await remindAt(notice, -1)).toBe(0);
    expect((await smtp.waitForMail(nurse.email_address, 1)).text).toContain('It is due in 3 days.');
    await smtp.waitForMail(spanish.email_address, 1);

    expect(await remindersOf(reported.id)).toEqual([
      { days_before: 14, due_on: notice },
      { days_before: 3, due_on: notice },
    ]);
    expect(smtp.messagesTo(nurse.email_address)).toHaveLength(2);
    expect(smtp.messagesTo(spanish.email_address)).toHaveLength(2);
    expect(smtp.messagesTo(inactive.email_address)).toHaveLength(0);
    // queued in the reminder's own transaction, so none can still be on its way
    expect(await testApp.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.recipient, coach.email_address))).toEqual([]);
  });

  it('gives a claim first seen within 3 days the 3-day reminder only, and a past due date none', async () => {
    const { nurse, claim } = await schoolWithPolicy({ filing_days: 10 });
    const late = await claim({ injury_date: '2031-05-01' });
    const filing = '2031-05-11';
    const past = await claim({ injury_date: '2031-04-01' });

    expect(await remindAt(filing, 2)).toBe(1);
    expect(await remindAt(filing, 1)).toBe(0);
    expect(await remindAt(filing, 0)).toBe(0);
    expect(await remindersOf(late.id)).toEqual([{ days_before: 3, due_on: filing }]);
    expect(await remindersOf(past.id)).toEqual([]);
    expect((await smtp.waitForMail(nurse.email_address)).subject).toContain('Filing deadline');
    expect(smtp.messagesTo(nurse.email_address)).toHaveLength(1);
  });

  it('stop once the claim is sent, and never come for a deleted claim or a policy without deadlines', async () => {
    const { nurse, claim } = await schoolWithPolicy();
    const sentLater = await claim({ injury_date: '2032-05-01' });
    const deleted = await claim({ injury_date: '2032-05-01' });
    await testApp.db.update(claims).set({ deleted_at: new Date() }).where(eq(claims.id, deleted.id));
    const [noDeadlines] = await testApp.db.insert(schoolsThirdPartyAdministrators).values({ school_id: sentLater.school_id, third_party_administrator_id: (await seedTpa(testApp.db, 'Plain TPA', 'PLN')).id }).returning();
    const withoutPolicy = await claim({ injury_date: '2032-05-01', link: noDeadlines!.id });
    const notice = '2032-05-31';

    expect(await remindAt(notice, 14)).toBe(1);
    await smtp.waitForMail(nurse.email_address);
    await markDelivered(sentLater.id);
    expect(await remindAt(notice, 3)).toBe(0);
    expect(await remindAt(notice, 0)).toBe(0);

    expect(await remindersOf(sentLater.id)).toEqual([{ days_before: 14, due_on: notice }]);
    expect(await remindersOf(deleted.id)).toEqual([]);
    expect(await remindersOf(withoutPolicy.id)).toEqual([]);
    expect(smtp.messagesTo(nurse.email_address)).toHaveLength(1);
  });
});

describe("a claim's due dates", () => {
  type DueDates = { claim: { due_dates: { kind: string; due_on: string; state: string }[] } };
  const dueDatesOf = (claimId: string, token: string) => graphql<DueDates>(testApp, `{ claim(id: "${claimId}") { due_dates { kind due_on state } } }`, { token });

  it('counts each from the injury; treatment met or missed by its start, the others open, past, or met once sent', async () => {
    const { claim, token } = await schoolWithPolicy();
    const ahead = await claim({ injury_date: '2090-03-01', first_treatment_date: '2090-03-05' });
    const behind = await claim({ injury_date: '2001-03-01', first_treatment_date: '2001-03-02' });
    const sent = await claim({ injury_date: '2001-03-01', first_treatment_date: '2001-03-04' });
    await markDelivered(sent.id);

    expect((await dueDatesOf(ahead.id, token)).body.data?.claim.due_dates).toEqual([
      { kind: 'NOTICE', due_on: '2090-03-31', state: 'OPEN' },
      { kind: 'TREATMENT', due_on: '2090-03-04', state: 'MISSED' },
      { kind: 'FILING', due_on: '2090-05-30', state: 'OPEN' },
      { kind: 'ABSOLUTE', due_on: '2091-03-01', state: 'OPEN' },
    ]);
    expect((await dueDatesOf(behind.id, token)).body.data?.claim.due_dates.map(({ state }) => state)).toEqual(['PAST', 'MET', 'PAST', 'PAST']);
    expect((await dueDatesOf(sent.id, token)).body.data?.claim.due_dates.map(({ state }) => state)).toEqual(['MET', 'MET', 'MET', 'MET']);
  });

  it('has none under a policy that sets none', async () => {
    const { claim, token } = await schoolWithPolicy({});
    const reported = await claim({ injury_date: '2090-03-01' });
    expect((await dueDatesOf(reported.id, token)).body.data?.claim.due_dates).toEqual([]);
  });

  it('are not for a user of another school, nor the school’s count at risk', async () => {
    const { claim, school } = await schoolWithPolicy();
    const reported = await claim({ injury_date: '2090-03-01' });
    const outsider = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [(await createSchool(testApp.db)).id] })).id);
    expect((await dueDatesOf(reported.id, outsider)).body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const dashboard = await graphql(testApp, `{ schoolDashboard(schoolId: "${school.id}") { claims_at_risk } }`, { token: outsider });
    expect(dashboard.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('claims at risk', () => {
  it('are counted, listed and dated on the app’s clock: as it moves to a due date and past it', async () => {
    const { school, claim, token } = await schoolWithPolicy({ notice_days: 30 });
    const reported = await claim({ injury_date: '2033-05-01' });
    const notice = '2033-05-31';
    type AsOf = { claim: { due_dates: { kind: string; state: string }[] }; schoolDashboard: { claims_at_risk: number }; claims: { items: { id: string }[] } };
    const asOf = async (daysBefore: number) => {
      moveClockTo(notice, daysBefore);
      const query = `{ claim(id: "${reported.id}") { due_dates { kind state } } schoolDashboard(schoolId: "${school.id}") { claims_at_risk } claims(schoolId: "${school.id}", dueWithinDays: 7) { items { id } } }`;
      const { data } = (await graphql<AsOf>(testApp, query, { token })).body;
      return { due_dates: data?.claim.due_dates, at_risk: data?.schoolDashboard.claims_at_risk, due_within_7_days: data?.claims.items.map((item) => item.id) };
    };

    expect(await asOf(8)).toEqual({ due_dates: [{ kind: 'NOTICE', state: 'OPEN' }], at_risk: 0, due_within_7_days: [] });
    expect(await asOf(7)).toEqual({ due_dates: [{ kind: 'NOTICE', state: 'OPEN' }], at_risk: 1, due_within_7_days: [reported.id] });
    expect(await asOf(-1)).toEqual({ due_dates: [{ kind: 'NOTICE', state: 'PAST' }], at_risk: 1, due_within_7_days: [reported.id] });
  });

  it('counts the school’s claims not sent whose nearest due date is at most 7 days away, past ones too', async () => {
    const { school, claim, token } = await schoolWithPolicy({ notice_days: 10 });
    const today = '2003-06-15';
    const injuredDaysBeforeToday = (days: number) => claim({ injury_date: addDaysToWire(today, -days) });
    await injuredDaysBeforeToday(10 - 7);
    await injuredDaysBeforeToday(10 - 2);
    await injuredDaysBeforeToday(10 + 30);
    await injuredDaysBeforeToday(10 - 8);
    await markDelivered((await injuredDaysBeforeToday(10 - 1)).id);
    const deleted = await injuredDaysBeforeToday(10 - 1);
    await testApp.db.update(claims).set({ deleted_at: new Date() }).where(eq(claims.id, deleted.id));

    expect(await countDueBy(testApp.db, school.id, addDaysToWire(today, 7))).toBe(3);
    expect(await countDueBy(testApp.db, school.id, addDaysToWire(today, 8))).toBe(4);

    // the dashboard counts at the real today: the claims above are all past by now, and this one far ahead
    await claim({ injury_date: '2090-01-01' });
    const dashboard = await graphql<{ schoolDashboard: { claims_at_risk: number } }>(testApp, `{ schoolDashboard(schoolId: "${school.id}") { claims_at_risk } }`, { token });
    expect(dashboard.body.data?.schoolDashboard.claims_at_risk).toBe(4);
  });

  it('filters the school’s claim list to those due within 7 days of today, past ones too, each with its nearest deadline', async () => {
    const { school, claim, token } = await schoolWithPolicy({ notice_days: 30, filing_days: 90 });
    const today = utcWireDate(new Date());
    const soon = await claim({ injury_date: addDaysToWire(today, -25) });
    const late = await claim({ injury_date: addDaysToWire(today, -40) });
    const ahead = await claim({ injury_date: addDaysToWire(today, -5) });
    const sent = await claim({ injury_date: addDaysToWire(today, -26) });
    await markDelivered(sent.id);

    const list = async (args: string) =>
      (await graphql<{ claims: { items: { id: string; nearest_due_on: string | null }[] } }>(testApp, `{ claims(schoolId: "${school.id}"${args}) { items { id nearest_due_on } } }`, { token })).body.data!.claims.items;
    const due = await list(', dueWithinDays: 7');
    expect(due.map((item) => item.id).sort()).toEqual([soon.id, late.id].sort());
    expect(due.find((item) => item.id === soon.id)?.nearest_due_on).toBe(addDaysToWire(today, 5));
    const all = await list('');
    expect(all.find((item) => item.id === ahead.id)?.nearest_due_on).toBe(addDaysToWire(today, 25));
    expect(all.find((item) => item.id === sent.id)?.nearest_due_on).toBeNull();

    const csv = await testApp.app.inject({ method: 'GET', url: `/v1/claims/export.csv?schoolId=${school.id}&dueWithinDays=7`, headers: { authorization: `Bearer ${token}` } });
    expect(csv.body.trim().split('\r\n')).toHaveLength(3);
    expect(csv.body).toContain(toDisplayDate(addDaysToWire(today, 5)));
  });
});

import { SAMPLE_OFFICIAL_STATEMENT } from '@claims/shared/samples';
import { addDaysToWire, utcWireDate, type OfficialStatement } from '@claims/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { schoolsThirdPartyAdministrators } from '../../db/schema.ts';
import { insertClaim, seedStudent, seedTpa } from '../../testing/claims.ts';
import { createSchool, createUser, sessionFor } from '../../testing/fixtures.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let ids: Record<'schoolA' | 'schoolB' | 'tpa2', string>;
let tokens: Record<'admin' | 'nurse', string>;

const REPORT = `query Report($filter: ReportFilter!) {
  claimReport(filter: $filter) {
    from to total open without_body_part average_submission_days average_delivery_hours year
    months { month claims previous_year_claims }
    by_sport { activity claims }
    by_activity { activity_type activity_level claims }
    by_school { name claims }
    by_status { status claims }
    by_tpa_status { tpa_status claims }
    by_nature { nature claims }
    by_body_part { body_part claims }
    open_by_age { bucket claims }
    submission_delay { bucket claims }
    delivery_delay { bucket claims }
  }
}`;

type Report = Record<string, unknown> & { total: number; months: { month: number; claims: number; previous_year_claims: number }[] };
const YEAR_2025 = { from: '2025-01-01', to: '2025-12-31' };

async function report(token: string, filter: Record<string, unknown>) {
  const { body } = await graphql<{ claimReport: Report }>(testApp, REPORT, { token, variables: { filter } });
  return body;
}
const figures = async (token: string, filter: Record<string, unknown>) => {
  const body = await report(token, filter);
  expect(body.errors).toBeUndefined();
  return body.data!.claimReport;
};

const statement = (parts: [string, string][], nature: string): OfficialStatement =>
  ({ ...SAMPLE_OFFICIAL_STATEMENT, body_parts: parts.map(([part, side]) => ({ part, side })), nature_of_injury: nature }) as OfficialStatement;
const at = (wire: string, minutesLater = 0) => new Date(Date.parse(`${wire}T12:00:00Z`) + minutesLater * 60_000);
const sent = (wire: string, minutesLater: number) => ({ first_queued_at: at(wire), first_delivered_at: at(wire, minutesLater) });

// A school of its own for one test: its default TPA, a student and a nurse; `claimAt` the claim's parties.
async function schoolOfItsOwn(name: string, tpaCode: string, studentName: string) {
  const school = await createSchool(testApp.db, { name: `Report High ${name}` });
  const tpa = await seedTpa(testApp.db, `Report TPA ${name}`, tpaCode);
  const [link] = await testApp.db.insert(schoolsThirdPartyAdministrators).values({ school_id: school.id, third_party_administrator_id: tpa.id, is_default: true }).returning();
  const student = await seedStudent(testApp.db, school.id, studentName);
  const nurse = await createUser(testApp.db, { schoolIds: [school.id] });
  return { school, nurse, claimAt: { school_id: school.id, student_id: student.id, user_id: nurse.id, schools_third_party_administrator_id: link!.id } };
}

// The hand-computed fixture: five claims injured in 2025 (four at school A, one at B), one of March 2024,
// one deleted and one of 2026, whose every figure below was counted by hand.
beforeAll(async () => {
  testApp = await createTestApp();
  const tpa1 = await seedTpa(testApp.db, 'Report TPA One', 'RT1');
  const tpa2 = await seedTpa(testApp.db, 'Report TPA Two', 'RT2');
  const schoolA = await createSchool(testApp.db, { name: 'Report High A' });
  const schoolB = await createSchool(testApp.db, { name: 'Report High B' });
  const link = async (schoolId: string, tpaId: string) =>
    (await testApp.db.insert(schoolsThirdPartyAdministrators).values({ school_id: schoolId, third_party_administrator_id: tpaId, is_default: tpaId === tpa1.id }).returning())[0]!.id;
  const [linkA1, linkA2, linkB1] = [await link(schoolA.id, tpa1.id), await link(schoolA.id, tpa2.id), await link(schoolB.id, tpa1.id)];
  const nurse = await createUser(testApp.db, { schoolIds: [schoolA.id] });
  const admin = await createUser(testApp.db, { type: 'admin' });
  const [studentA, studentB] = [await seedStudent(testApp.db, schoolA.id, 'Ana'), await seedStudent(testApp.db, schoolB.id, 'Ben')];
  const atA = { school_id: schoolA.id, student_id: studentA.id, user_id: nurse.id, schools_third_party_administrator_id: linkA1 };
  await insertClaim(testApp.db, {
    ...atA,
    injury_date: '2025-03-10',
    activity: 'Football',
    activity_type: 'GAME',
    activity_level: 'INTERCOLLEGIATE',
    status: 'DELIVERED',
    official_statement: statement([['KNEE', 'LEFT'], ['KNEE', 'RIGHT']], 'SPRAIN_STRAIN'),
    created_at: at('2025-03-10'),
    ...sent('2025-03-10', 30.5),
  });
  await insertClaim(testApp.db, {
    ...atA,
    injury_date: '2025-03-20',
    activity: 'Football',
    activity_type: 'PRACTICE',
    activity_level: 'INTERCOLLEGIATE',
    status: 'DELIVERED',
    tpa_status: 'CLOSED_PAID',
    official_statement: statement([['ANKLE', 'LEFT']], 'SPRAIN_STRAIN'),
    created_at: at('2025-03-25'),
    ...sent('2025-03-25', 120),
  });
  await insertClaim(testApp.db, {
    ...atA,
    schools_third_party_administrator_id: linkA2,
    injury_date: '2025-07-04',
    activity: 'Soccer',
    activity_type: 'GAME',
    activity_level: 'CLUB_SPORT',
    status: 'ERROR',
    official_statement: null,
    created_at: at('2025-08-13'),
  });
  await insertClaim(testApp.db, {
    ...atA,
    injury_date: '2025-11-30',
    activity: 'Basketball',
    activity_type: 'GAME',
    activity_level: 'INTERCOLLEGIATE',
    status: 'PENDING',
    tpa_status: 'RECEIVED',
    official_statement: statement([['HEAD', 'NOT_APPLICABLE'], ['FACE', 'NOT_APPLICABLE']], 'CONCUSSION'),
    created_at: at('2025-12-01'),
    // queued a day after the school submitted it (the parent's part came then): the wait is not delivery's
    ...sent('2025-12-02', 3 * 24 * 60),
  });
  await insertClaim(testApp.db, {
    school_id: schoolB.id,
    student_id: studentB.id,
    user_id: admin.id,
    schools_third_party_administrator_id: linkB1,
    injury_date: '2025-05-05',
    activity: 'Football',
    activity_type: 'GAME',
    activity_level: 'INTERCOLLEGIATE',
    status: 'DELIVERED',
    tpa_status: 'CLOSED_DENIED',
    official_statement: statement([['KNEE', 'LEFT']], 'FRACTURE'),
    created_at: at('2025-05-05'),
    ...sent('2025-05-05', 8 * 24 * 60),
  });
  await insertClaim(testApp.db, { ...atA, injury_date: '2024-03-15', activity: 'Football', status: 'DELIVERED', created_at: at('2024-03-16') });
  await insertClaim(testApp.db, { ...atA, injury_date: '2025-06-01', activity: 'Football', deleted_at: new Date() });
  await insertClaim(testApp.db, { ...atA, injury_date: '2026-01-10', activity: 'Football' });
  ids = { schoolA: schoolA.id, schoolB: schoolB.id, tpa2: tpa2.id };
  tokens = { admin: await sessionFor(testApp.db, admin.id), nurse: await sessionFor(testApp.db, nurse.id) };
});
afterAll(async () => {
  await testApp?.close();
});

describe('the claim report', () => {
  it("gives an admin every figure of the hand-counted fixture, exactly", async () => {
    expect(await figures(tokens.admin, YEAR_2025)).toEqual({
      ...YEAR_2025,
      total: 5,
      open: 3,
      without_body_part: 1,
      // (0 + 5 + 40 + 1 + 0) / 5 days; 30.5 minutes, 2, 72 and 192 hours of the four the TPA received
      average_submission_days: 9.2,
      average_delivery_hours: (1830 + 7200 + 259200 + 691200) / 4 / 3600,
      year: 2025,
      months: Array.from({ length: 12 }, (_, index) => ({
        month: index + 1,
        claims: { 3: 2, 5: 1, 7: 1, 11: 1 }[index + 1] ?? 0,
        previous_year_claims: index + 1 === 3 ? 1 : 0,
      })),
      by_sport: [
        { activity: 'Football', claims: 3 },
        { activity: 'Basketball', claims: 1 },
        { activity: 'Soccer', claims: 1 },
      ],
      by_activity: [
        { activity_type: 'GAME', activity_level: 'INTERCOLLEGIATE', claims: 3 },
        { activity_type: 'GAME', activity_level: 'CLUB_SPORT', claims: 1 },
        { activity_type: 'PRACTICE', activity_level: 'INTERCOLLEGIATE', claims: 1 },
      ],
      by_school: [
        { name: 'Report High A', claims: 4 },
        { name: 'Report High B', claims: 1 },
      ],
      by_status: [
        { status: 'DELIVERED', claims: 3 },
        { status: 'ERROR', claims: 1 },
        { status: 'PENDING', claims: 1 },
      ],
      by_tpa_status: [
        { tpa_status: null, claims: 2 },
        { tpa_status: 'CLOSED_DENIED', claims: 1 },
        { tpa_status: 'CLOSED_PAID', claims: 1 },
        { tpa_status: 'RECEIVED', claims: 1 },
      ],
      by_nature: [
        { nature: 'SPRAIN_STRAIN', claims: 2 },
        { nature: null, claims: 1 },
        { nature: 'CONCUSSION', claims: 1 },
        { nature: 'FRACTURE', claims: 1 },
      ],
      // the left and right knee of one claim count once
      by_body_part: [
        { body_part: 'KNEE', claims: 2 },
        { body_part: 'ANKLE', claims: 1 },
        { body_part: 'FACE', claims: 1 },
        { body_part: 'HEAD', claims: 1 },
      ],
      // the three open claims were submitted in 2025, long ago
      open_by_age: [
        { bucket: 'DAYS_0_30', claims: 0 },
        { bucket: 'DAYS_31_60', claims: 0 },
        { bucket: 'DAYS_61_90', claims: 0 },
        { bucket: 'DAYS_91_180', claims: 0 },
        { bucket: 'DAYS_181_PLUS', claims: 3 },
      ],
      submission_delay: [
        { bucket: 'SAME_DAY', claims: 2 },
        { bucket: 'DAYS_1_7', claims: 2 },
        { bucket: 'DAYS_8_30', claims: 0 },
        { bucket: 'DAYS_31_90', claims: 1 },
        { bucket: 'DAYS_91_PLUS', claims: 0 },
      ],
      delivery_delay: [
        { bucket: 'UNDER_1_HOUR', claims: 1 },
        { bucket: 'HOURS_1_24', claims: 1 },
        { bucket: 'DAYS_1_7', claims: 1 },
        { bucket: 'DAYS_7_PLUS', claims: 1 },
        { bucket: 'NOT_DELIVERED', claims: 1 },
      ],
    });
  });

  it("gives a school user their schools' claims only, and refuses another school's", async () => {
    const own = await figures(tokens.nurse, YEAR_2025);
    expect(own.total).toBe(4);
    expect(own.by_school).toEqual([{ name: 'Report High A', claims: 4 }]);
    // as in the school's lists, a failed delivery reads as pending, and Pending finds it
    expect(own.by_status).toEqual([
      { status: 'DELIVERED', claims: 2 },
      { status: 'PENDING', claims: 2 },
    ]);
    expect((await figures(tokens.nurse, { ...YEAR_2025, status: 'PENDING' })).total).toBe(2);
    expect((await figures(tokens.admin, { ...YEAR_2025, status: 'PENDING' })).total).toBe(1);
    expect(own.by_sport).toEqual([
      { activity: 'Football', claims: 2 },
      { activity: 'Basketball', claims: 1 },
      { activity: 'Soccer', claims: 1 },
    ]);
    expect((await report(tokens.nurse, { ...YEAR_2025, schoolId: ids.schoolB })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await figures(tokens.admin, { ...YEAR_2025, schoolId: ids.schoolB })).total).toBe(1);
  });

  it('counts only the claims every filter matches', async () => {
    const totalWith = async (filter: Record<string, unknown>) => (await figures(tokens.admin, { ...YEAR_2025, ...filter })).total;
    expect(await totalWith({ tpaId: ids.tpa2 })).toBe(1);
    expect(await totalWith({ activity: 'football' })).toBe(3);
    expect(await totalWith({ activityType: 'PRACTICE' })).toBe(1);
    expect(await totalWith({ activityLevel: 'CLUB_SPORT' })).toBe(1);
    expect(await totalWith({ status: 'DELIVERED' })).toBe(3);
    expect(await totalWith({ tpaStatus: 'CLOSED_PAID' })).toBe(1);
    expect(await totalWith({ bodyPart: 'KNEE' })).toBe(2);
    expect(await totalWith({ natureOfInjury: 'SPRAIN_STRAIN' })).toBe(2);
    expect(await totalWith({ bodyPart: 'KNEE', natureOfInjury: 'FRACTURE', schoolId: ids.schoolB })).toBe(1);
    expect(await totalWith({ from: '2025-03-15', to: '2025-05-05' })).toBe(2);
    // the months keep every filter but the period
    const delivered = await figures(tokens.admin, { from: '2025-03-15', to: '2025-03-31', status: 'DELIVERED' });
    expect(delivered.months).toContainEqual({ month: 3, claims: 2, previous_year_claims: 1 });
    expect(delivered.months).toContainEqual({ month: 5, claims: 1, previous_year_claims: 0 });
  });

  it('spells the 24 hour accident level as REST and the database do, in answers and in the filter', async () => {
    const { school, claimAt } = await schoolOfItsOwn('24', 'RT24', 'Tia');
    const atSchool = { ...claimAt, injury_date: '2025-04-01', created_at: at('2025-04-01') };
    await insertClaim(testApp.db, { ...atSchool, activity_type: 'TRAVEL', activity_level: '24_HOUR_ACCIDENT' });
    await insertClaim(testApp.db, { ...atSchool, activity_type: 'TRAVEL', activity_level: 'OTHER' });
    const filter = { ...YEAR_2025, schoolId: school.id };
    expect((await figures(tokens.admin, filter)).by_activity).toContainEqual({ activity_type: 'TRAVEL', activity_level: '24_HOUR_ACCIDENT', claims: 1 });
    expect((await figures(tokens.admin, { ...filter, activityLevel: '24_HOUR_ACCIDENT' })).total).toBe(1);
    const refused = await report(tokens.admin, { ...filter, activityLevel: 'TWENTY_FOUR_HOUR_ACCIDENT' });
    expect(refused.errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
  });

  it('ages the open claims from the day they were submitted', async () => {
    const { nurse, claimAt } = await schoolOfItsOwn('C', 'RT3', 'Cam');
    const today = utcWireDate(new Date());
    for (const [daysAgo, tpaStatus] of [[5, null], [45, null], [45, 'CLOSED_PAID'], [100, 'INFORMATION_REQUESTED']] as const) {
      const day = addDaysToWire(today, -daysAgo);
      await insertClaim(testApp.db, {
        ...claimAt,
        injury_date: day,
        tpa_status: tpaStatus,
        created_at: at(day),
      });
    }
    const aged = await figures(await sessionFor(testApp.db, nurse.id), { from: addDaysToWire(today, -365), to: today });
    expect(aged.open).toBe(3);
    expect(aged.open_by_age).toEqual([
      { bucket: 'DAYS_0_30', claims: 1 },
      { bucket: 'DAYS_31_60', claims: 1 },
      { bucket: 'DAYS_61_90', claims: 0 },
      { bucket: 'DAYS_91_180', claims: 1 },
      { bucket: 'DAYS_181_PLUS', claims: 0 },
    ]);
  });

  it("counts a claim on each day of the period once: its ends and the edges of the halves it is read in", async () => {
    const { school, claimAt } = await schoolOfItsOwn('D', 'RT4', 'Dee');
    for (const day of ['2024-05-31', '2024-06-01', '2024-06-02', '2024-06-03', '2024-06-04']) {
      await insertClaim(testApp.db, { ...claimAt, injury_date: day });
    }
    // read as 1-2 June and 3 June
    const short = await figures(tokens.admin, { from: '2024-06-01', to: '2024-06-03', schoolId: school.id });
    expect([short.total, short.months[4], short.months[5]]).toEqual([3, { month: 5, claims: 1, previous_year_claims: 0 }, { month: 6, claims: 4, previous_year_claims: 0 }]);
    expect((await figures(tokens.admin, { from: '2024-06-02', to: '2024-06-02', schoolId: school.id })).total).toBe(1);
    expect((await figures(tokens.admin, { from: '2024-06-02', to: '2024-06-03', schoolId: school.id })).total).toBe(2);
  });

  it('reads only its indexes: each carries every column a report reads', async () => {
    const result = await testApp.db.execute(sql`select indexdef from pg_indexes where indexname in ('claims_report_idx', 'claims_report_school_idx')`);
    const definitions = rowsOf<{ indexdef: string }>(result).map((row) => row.indexdef);
    expect(definitions).toHaveLength(2);
    const read = ['school_id', 'schools_third_party_administrator_id', 'activity', 'activity_type', 'activity_level', 'status', 'tpa_status', 'created_at', 'first_queued_at', 'first_delivered_at', 'injury_nature', 'injury_body_parts'];
    for (const definition of definitions) {
      for (const column of read) expect(definition, column).toMatch(new RegExp(`[(, ]${column}[,)]`));
      expect(definition).toContain('WHERE (deleted_at IS NULL)');
    }
  });

  it('answers an empty period with zeros, and refuses a period that ends before it starts', async () => {
    const empty = await figures(tokens.admin, { from: '2019-01-01', to: '2019-12-31' });
    expect([empty.total, empty.open, empty.average_submission_days, empty.by_sport]).toEqual([0, 0, null, []]);
    const backwards = await report(tokens.admin, { from: '2025-12-31', to: '2025-01-01' });
    expect(backwards.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { to: 'REPORT_PERIOD_INVALID' } });
    const tooLong = await report(tokens.admin, { from: '2000-01-01', to: '2025-01-01' });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { to: 'REPORT_PERIOD_INVALID' } });
  });

  it('is for signed-in users only', async () => {
    const { status, body } = await graphql<{ claimReport: Report }>(testApp, REPORT, { variables: { filter: YEAR_2025 } });
    expect([status, body.data?.claimReport]).toEqual([401, undefined]);
  });
});

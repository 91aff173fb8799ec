import { SAMPLE_OFFICIAL_STATEMENT } from '@claims/shared/samples';
import type { OfficialStatement } from '@claims/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, incidents, schoolsThirdPartyAdministrators } from '../../db/schema.ts';
import { insertClaim, seedStudent, seedTpa } from '../../testing/claims.ts';
import { createSchool, createUser, sessionFor } from '../../testing/fixtures.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let ids: Record<'schoolA' | 'schoolB', string>;
let tokens: Record<'admin' | 'nurse' | 'otherNurse' | 'coach', string>;

const REPORT = `query Report($filter: ReportFilter!) {
  incidentReport(filter: $filter) {
    from to total became_claims year
    months { month incidents became_claims }
    by_sport { activity incidents became_claims }
    by_place { place incidents became_claims }
    by_body_part { body_part incidents became_claims }
  }
}`;

type Counted = { incidents: number; became_claims: number };
type Report = { total: number; became_claims: number; year: number; months: (Counted & { month: number })[] } & Record<'by_sport' | 'by_place' | 'by_body_part', (Counted & Record<string, unknown>)[]>;
const YEAR_2025 = { from: '2025-01-01', to: '2025-12-31' };

async function report(token: string, filter: Record<string, unknown>) {
  const { body } = await graphql<{ incidentReport: Report }>(testApp, REPORT, { token, variables: { filter } });
  return body;
}
const figures = async (token: string, filter: Record<string, unknown>) => {
  const body = await report(token, filter);
  expect(body.errors).toBeUndefined();
  return body.data!.incidentReport;
};
const statement = (parts: string[], nature: string): OfficialStatement =>
  ({ ...SAMPLE_OFFICIAL_STATEMENT, body_parts: parts.map((part, index) => ({ part, side: index % 2 ? 'RIGHT' : 'LEFT' })), nature_of_injury: nature }) as OfficialStatement;

// The hand-counted fixture: four incidents of 2025 at school A (two became claims, a third's claim was
// deleted), one at school B, one of 2024 at A.
beforeAll(async () => {
  testApp = await createTestApp();
  const [schoolA, schoolB] = [await createSchool(testApp.db, { name: 'Incident Report A' }), await createSchool(testApp.db, { name: 'Incident Report B' })];
  const tpa = await seedTpa(testApp.db, 'Incident Report TPA', 'IRT');
  const [link] = await testApp.db.insert(schoolsThirdPartyAdministrators).values({ school_id: schoolA.id, third_party_administrator_id: tpa.id, is_default: true }).returning();
  const [studentA, studentB] = [await seedStudent(testApp.db, schoolA.id, 'Ana'), await seedStudent(testApp.db, schoolB.id, 'Ben')];
  const nurse = await createUser(testApp.db, { schoolIds: [schoolA.id] });
  const otherNurse = await createUser(testApp.db, { schoolIds: [schoolB.id] });
  const coach = await createUser(testApp.db, { type: 'coach', schoolIds: [schoolA.id] });
  const admin = await createUser(testApp.db, { type: 'admin' });
  const claimOf = async (deleted = false) => {
    const claim = await insertClaim(testApp.db, { school_id: schoolA.id, student_id: studentA.id, user_id: nurse.id, schools_third_party_administrator_id: link!.id });
    if (deleted) await testApp.db.update(claims).set({ deleted_at: new Date() }).where(eq(claims.id, claim.id));
    return claim.id;
  };
  const incident = async (values: { school: string; student: string; date: string; activity: string | null; place: string; parts: string[]; nature: string; claim?: string }) =>
    testApp.db.insert(incidents).values({
      school_id: values.school,
      person_kind: 'STUDENT',
      student_id: values.student,
      injury_date: values.date,
      activity: values.activity,
      location_of_injury: values.place,
      injury_description: 'Hurt.',
      official_statement: statement(values.parts, values.nature),
      reported_by: coach.id,
      claim_id: values.claim ?? null,
    });
  const atA = { school: schoolA.id, student: studentA.id };
  // a knee named twice counts once for it
  await incident({ ...atA, date: '2025-03-10', activity: 'Football', place: 'Field', parts: ['KNEE', 'KNEE'], nature: 'CONTUSION', claim: await claimOf() });
  await incident({ ...atA, date: '2025-03-20', activity: 'Football', place: ' field ', parts: ['ANKLE'], nature: 'SPRAIN_STRAIN' });
  await incident({ ...atA, date: '2025-09-05', activity: 'Basketball', place: 'Gym', parts: ['HEAD'], nature: 'CONCUSSION', claim: await claimOf(true) });
  await incident({ ...atA, date: '2025-09-06', activity: null, place: 'Hallway', parts: ['ANKLE', 'KNEE'], nature: 'FRACTURE', claim: await claimOf() });
  await incident({ school: schoolB.id, student: studentB.id, date: '2025-05-01', activity: 'Football', place: 'Field', parts: ['KNEE'], nature: 'SPRAIN_STRAIN' });
  await incident({ ...atA, date: '2024-12-31', activity: 'Football', place: 'Field', parts: ['KNEE'], nature: 'SPRAIN_STRAIN' });
  ids = { schoolA: schoolA.id, schoolB: schoolB.id };
  tokens = {
    admin: await sessionFor(testApp.db, admin.id),
    nurse: await sessionFor(testApp.db, nurse.id),
    otherNurse: await sessionFor(testApp.db, otherNurse.id),
    coach: await sessionFor(testApp.db, coach.id),
  };
}, 120_000);

afterAll(() => testApp?.close());

describe('incidentReport', () => {
  it("counts a school's incidents of the period by sport, place, body part and month, and those that became claims", async () => {
    const school = await figures(tokens.nurse, { ...YEAR_2025, schoolId: ids.schoolA });
    expect(school).toMatchObject({ total: 4, became_claims: 2, year: 2025 });
    expect(school.by_sport).toEqual([
      { activity: 'Football', incidents: 2, became_claims: 1 },
      { activity: null, incidents: 1, became_claims: 1 },
      { activity: 'Basketball', incidents: 1, became_claims: 0 },
    ]);
    // "Field" and " field " are one place, under the spelling that sorts first
    expect(school.by_place).toEqual([
      { place: 'Field', incidents: 2, became_claims: 1 },
      { place: 'Gym', incidents: 1, became_claims: 0 },
      { place: 'Hallway', incidents: 1, became_claims: 1 },
    ]);
    expect(school.by_body_part).toEqual([
      { body_part: 'ANKLE', incidents: 2, became_claims: 1 },
      { body_part: 'KNEE', incidents: 2, became_claims: 2 },
      { body_part: 'HEAD', incidents: 1, became_claims: 0 },
    ]);
    expect(school.months.filter((row) => row.incidents > 0)).toEqual([
      { month: 3, incidents: 2, became_claims: 1 },
      { month: 9, incidents: 2, became_claims: 1 },
    ]);
    expect(school.months).toHaveLength(12);
  });

  it('applies the filters an incident answers, and counts the months of the whole year whatever the period', async () => {
    const count = async (filter: Record<string, unknown>) => (await figures(tokens.nurse, { ...YEAR_2025, schoolId: ids.schoolA, ...filter })).total;
    expect(await count({ bodyPart: 'KNEE' })).toBe(2);
    expect(await count({ natureOfInjury: 'SPRAIN_STRAIN' })).toBe(1);
    expect(await count({ activity: 'football' })).toBe(2);
    const march = await figures(tokens.nurse, { from: '2025-03-01', to: '2025-03-31', schoolId: ids.schoolA });
    expect(march.total).toBe(2);
    expect(march.months.find((row) => row.month === 9)).toEqual({ month: 9, incidents: 2, became_claims: 1 });
  });

  it("gives an admin every school's incidents and school staff only their own; refuses a coach and another school", async () => {
    const book = await figures(tokens.admin, YEAR_2025);
    expect(book.total).toBeGreaterThanOrEqual(5);
    expect(book.by_place.find((row) => row.place === 'Field')?.incidents).toBeGreaterThanOrEqual(3);
    expect((await figures(tokens.nurse, YEAR_2025)).total).toBe(4);
    expect((await figures(tokens.otherNurse, YEAR_2025)).total).toBe(1);
    expect((await report(tokens.otherNurse, { ...YEAR_2025, schoolId: ids.schoolA })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await report(tokens.coach, { ...YEAR_2025, schoolId: ids.schoolA })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await report(tokens.nurse, { from: '2025-12-31', to: '2025-01-01' })).errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});

import { SAMPLE_OFFICIAL_STATEMENT } from '@claims/shared/samples';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { activities, claims, claimsChangeLogs, claimsEmailLogs, providers, schoolsThirdPartyAdministrators, students, studentsProviders, thirdPartyAdministrators } from '../db/schema.ts';
import { createSchool, createUser, sessionFor } from './fixtures.ts';
import { WAIT_TIMEOUT_MS } from './wait.ts';

export const TPA_EMAIL = 'claims@tpa.test';

export async function seedTpa(db: Db, name: string, code: string, values: Partial<typeof thirdPartyAdministrators.$inferInsert> = {}) {
  const [tpa] = await db
    .insert(thirdPartyAdministrators)
    .values({ name, code, claims_email_address: TPA_EMAIL, electronic_claims_email_address: `e-${TPA_EMAIL}`, ...values })
    .returning();
  return tpa!;
}

export async function seedStudent(db: Db, schoolId: string, firstName: string) {
  const [student] = await db
    .insert(students)
    .values({ school_id: schoolId, first_name: firstName, last_name: 'Rivera', gender: 'F', date_of_birth: '2010-03-04', address_1: '1 Main St', city: 'Sacramento', state_prov: 'California', postal_code: '95814' })
    .returning();
  return student!;
}

// A Californian school with a nurse, its default TPA link, a student with a saved insurance entry, and a
// second school with its own user, student and link: what a claim needs, and what it must not reach.
export async function seedClaimSetup(db: Db) {
  const school = await createSchool(db, { name: 'Lincoln High', state: 'CA' });
  const other = await createSchool(db, { name: 'Other High' });
  const tpa = await seedTpa(db, 'Acme Claims', 'ACME');
  const [soccer] = await db.insert(activities).values([{ activity: 'Soccer' }, { activity: 'Hockey' }]).returning();
  const [link, otherLink, soccerOnlyLink] = await db
    .insert(schoolsThirdPartyAdministrators)
    .values([
      { school_id: school.id, third_party_administrator_id: tpa.id, policy_number: 'POL-1', is_default: true },
      { school_id: other.id, third_party_administrator_id: tpa.id },
      { school_id: school.id, third_party_administrator_id: (await seedTpa(db, 'Soccer TPA', 'SOC')).id, activities: [soccer!.id] },
    ])
    .returning();
  const student = await seedStudent(db, school.id, 'Maya');
  const otherStudent = await seedStudent(db, other.id, 'Olivia');
  const [insurer] = await db.insert(providers).values({ name: 'Aetna' }).returning();
  const [saved] = await db
    .insert(studentsProviders)
    .values({ school_id: school.id, student_id: student.id, insurance_provider_id: insurer!.id, insurance_member_id: 'M-77', primary: true })
    .returning();
  const users = {
    admin: (await createUser(db, { type: 'admin' })).id,
    nurse: (await createUser(db, { schoolIds: [school.id], first_name: 'Nora', last_name: 'Nurse' })).id,
    outsider: (await createUser(db, { schoolIds: [other.id] })).id,
  };
  return {
    users,
    tokens: {
      admin: await sessionFor(db, users.admin),
      nurse: await sessionFor(db, users.nurse),
      outsider: await sessionFor(db, users.outsider),
    },
    ids: {
      school: school.id,
      other: other.id,
      link: link!.id,
      otherLink: otherLink!.id,
      soccerOnlyLink: soccerOnlyLink!.id,
      student: student.id,
      otherStudent: otherStudent.id,
      saved: saved!.id,
      insurer: insurer!.id,
      nurse: users.nurse,
    },
  };
}
export type ClaimSetup = Awaited<ReturnType<typeof seedClaimSetup>>;

// Each new claim a test reports is of another day's injury, a day earlier than the one before: the same
// student's claims of one date and sport are duplicates the server refuses without a reason (issue 18).
// An edit names its claim's date (editPayload). The first is the day before insertClaim's, so a test may
// use both for one student.
let reported = 0;
const FIRST_INJURY = Date.UTC(2026, 7, 31);
const nextInjuryDate = () => new Date(FIRST_INJURY - reported++ * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

// A valid submission (POST /v1/claims `data`) for the setup's student, with any field replaced.
export const claimPayload = (ids: ClaimSetup['ids'], values: Record<string, unknown> = {}) => ({
  ...claimFields(ids),
  injury_date: nextInjuryDate(),
  ...values,
});

// An edit of a stored claim: the payload as reported, with its own injury date, and any field replaced.
export async function editPayload(db: Db, ids: ClaimSetup['ids'], claimId: string, values: Record<string, unknown> = {}) {
  const [stored] = await db.select({ injury_date: claims.injury_date }).from(claims).where(eq(claims.id, claimId));
  if (!stored) throw new Error(`claim ${claimId} is not stored`);
  return claimPayload(ids, { claim_id: claimId, injury_date: stored.injury_date, ...values });
}

const claimFields = (ids: ClaimSetup['ids']) => ({
  school_id: ids.school,
  school_third_party_administrator_id: ids.link,
  student_id: ids.student,
  student_address: { address_1: '22 Elm Street', city: 'Sacramento', state_prov: 'California', postal_code: '95816', country: 'United States' },
  parent_info: { first_name: 'Paula', last_name: 'Rivera' },
  injury_reported_date: '2026-09-02',
  first_treatment_date: '2026-09-02',
  activity: 'soccer',
  activity_type: 'GAME',
  activity_level: 'INTRAMURAL_SPORT',
  is_work_related: false,
  is_previous_injury: false,
  location_of_injury: 'North field',
  injury_description: 'Twisted the left ankle in a tackle.',
  injury_type: 'Sprain',
  official_statement: SAMPLE_OFFICIAL_STATEMENT,
  is_insured: true,
  submitted_to_tpa_at: '2026-09-02',
  benefits_due_another_provider: null,
  students_providers: [
    { id: ids.saved, is_other_provider: false, insurance_member_id: 'M-77' },
    { is_other_provider: true, provider_name: 'Blue Local', insurance_member_id: 'B-1' },
  ],
  status: 'PENDING',
});

// Delivery runs in the job worker: wait (polling the row) until the claim reaches a status.
export async function waitForClaimStatus(db: Db, claimId: string, status: string, timeoutMs = WAIT_TIMEOUT_MS) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    const [row] = await db.select({ status: claims.status }).from(claims).where(eq(claims.id, claimId));
    if (row?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`claim ${claimId} never reached ${status}`);
}

// A document added after delivery goes to the TPA as a supplement e-mail, made and sent in the background:
// wait until the claim has `count` e-mails, all sent.
export async function waitForEmailsSent(db: Db, claimId: string, count: number, timeoutMs = WAIT_TIMEOUT_MS) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    const sent = await db.select({ sent_at: claimsEmailLogs.sent_at }).from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, claimId));
    if (sent.length === count && sent.every((email) => email.sent_at !== null)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`claim ${claimId} never had ${count} e-mails sent`);
}

// A stored claim straight in the database (no delivery), for tests about reading claims back.
export async function insertClaim(db: Db, values: Partial<typeof claims.$inferInsert> & Pick<typeof claims.$inferInsert, 'student_id' | 'user_id' | 'school_id' | 'schools_third_party_administrator_id'>) {
  const [claim] = await db
    .insert(claims)
    .values({
      activity: 'Soccer',
      activity_level: 'OTHER',
      activity_type: 'GAME',
      first_treatment_date: '2026-09-02',
      injury_date: '2026-09-01',
      injury_reported_date: '2026-09-01',
      injury_description: 'Fell.',
      injury_type: 'Bruise',
      is_previous_injury: false,
      is_work_related: false,
      location_of_injury: 'Gym',
      student_address: { address_1: '1 Main St', city: 'Sacramento', state_prov: 'California', postal_code: '95814', country: 'United States' },
      submitted_to_tpa_at: '2026-09-02',
      ...values,
    })
    .returning();
  await db.insert(claimsChangeLogs).values({ claim_id: claim!.id, submitted_to_tpa_at: claim!.submitted_to_tpa_at, user_id: claim!.user_id, status: claim!.status });
  return claim!;
}

// Many claims at once, for tests of long lists: `copies` copies of a stored claim made in SQL, the first
// `errors` of them in ERROR.
export async function copyClaim(db: Db, claimId: string, copies: number, { errors = 0 } = {}) {
  await db.execute(sql`
    insert into claims (student_id, user_id, school_id, schools_third_party_administrator_id, activity, activity_level, activity_type,
      first_treatment_date, injury_date, injury_reported_date, injury_description, injury_type, is_previous_injury, is_work_related,
      location_of_injury, student_address, submitted_to_tpa_at, status)
    select student_id, user_id, school_id, schools_third_party_administrator_id, activity, activity_level, activity_type,
      first_treatment_date, injury_date, injury_reported_date, injury_description, injury_type, is_previous_injury, is_work_related,
      location_of_injury, student_address, submitted_to_tpa_at, case when copy <= ${errors} then 'ERROR' else status end
    from claims, generate_series(1, ${copies}) as copy where claims.id = ${claimId}`);
}

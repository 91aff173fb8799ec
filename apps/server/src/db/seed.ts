import { randomUUID } from 'node:crypto';
import { receivedChecklistItems } from '@claims/shared';
import { SAMPLE_OFFICIAL_STATEMENT } from '@claims/shared/samples';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../modules/auth/passwords.ts';
import type { Db, Tx } from './client.ts';
import { insertMany } from './insert-many.ts';
import { DEMO_PASSWORD, DEMO_USERS, FIRST_NAMES, INJURIES, INSURERS, LAST_NAMES, SPORTS, STREETS } from './demo-data.ts';
import {
  activities,
  claims,
  claimsChangeLogs,
  claimsEmailLogs,
  claimsProviders,
  providers,
  salesReps,
  schools,
  schoolsNotes,
  schoolsThirdPartyAdministrators,
  students,
  studentsProviders,
  thirdPartyAdministrators,
  users,
  usersSchools,
} from './schema.ts';

type Row<T extends PgTable> = T['$inferInsert'];
type ClaimStatus = 'PENDING' | 'DELIVERED' | 'ERROR';

// Deterministic, so every demo database looks the same and benchmark runs are comparable.
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof createRandom>;

const wireDate = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (days: number) => wireDate(new Date(Date.now() - days * 86_400_000));

type Reference = {
  adminId: string;
  sportNames: string[];
  insurerIds: string[];
};

function buildRoster(random: Random, schoolId: string, state: string, size: number, insurerIds: string[]) {
  const studentRows: Row<typeof students>[] = [];
  const providerRows: Row<typeof studentsProviders>[] = [];
  for (let i = 0; i < size; i++) {
    const id = randomUUID();
    const lastName = random.pick(LAST_NAMES);
    studentRows.push({
      id,
      school_id: schoolId,
      academic_id: `S${String(random.int(100000, 999999))}`,
      first_name: random.pick(FIRST_NAMES),
      last_name: lastName,
      gender: random.pick(['F', 'M', 'X']),
      date_of_birth: daysAgo(random.int(14 * 365, 18 * 365)),
      email_address: i % 3 === 0 ? `student${i}@mail.demo.test` : null,
      primary_phone: `555-${String(random.int(100, 999))}-${String(random.int(1000, 9999))}`,
      address_1: `${random.int(10, 9999)} ${random.pick(STREETS)}`,
      city: 'Springfield',
      state_prov: state,
      country: 'United States',
      postal_code: String(random.int(10000, 99999)),
      parents_info: { first_name: random.pick(FIRST_NAMES), last_name: lastName, employer_name: 'Springfield Works' },
    });
    const providerCount = i % 4 === 0 ? 2 : 1;
    const used = new Set<string>();
    for (let p = 0; p < providerCount; p++) {
      let insurer = random.pick(insurerIds);
      while (used.has(insurer)) insurer = random.pick(insurerIds);
      used.add(insurer);
      providerRows.push({
        school_id: schoolId,
        student_id: id,
        insurance_provider_id: insurer,
        insurance_member_id: `M${String(random.int(10000000, 99999999))}`,
        insurance_group_id: `G${String(random.int(1000, 9999))}`,
        phone: `800-${String(random.int(100, 999))}-${String(random.int(1000, 9999))}`,
        primary: p === 0 ? true : null,
        status: p === 0 && i % 5 === 0 ? 'VERIFIED' : null,
      });
    }
  }
  const providersOf = new Map<string, Row<typeof studentsProviders>[]>();
  for (const row of providerRows) providersOf.set(row.student_id, [...(providersOf.get(row.student_id) ?? []), row]);
  return { studentRows, providerRows, providersOf };
}

type ClaimBatch = {
  claimRows: Row<typeof claims>[];
  claimProviderRows: Row<typeof claimsProviders>[];
  changeLogRows: Row<typeof claimsChangeLogs>[];
  emailLogRows: Row<typeof claimsEmailLogs>[];
};

function buildClaims(
  random: Random,
  school: { id: string; schoolTpaId: string; tpaEmail: string; submitterIds: string[] },
  roster: ReturnType<typeof buildRoster>,
  reference: Reference,
  size: number,
): ClaimBatch {
  const batch: ClaimBatch = { claimRows: [], claimProviderRows: [], changeLogRows: [], emailLogRows: [] };
  const statuses: ClaimStatus[] = ['DELIVERED', 'DELIVERED', 'DELIVERED', 'PENDING', 'ERROR'];
  for (let i = 0; i < size; i++) {
    const student = random.pick(roster.studentRows);
    const injury = random.pick(INJURIES);
    const status = statuses[i % statuses.length] as ClaimStatus;
    const injuredDaysAgo = random.int(2, 360);
    const submitted = daysAgo(injuredDaysAgo - 1);
    const submitterId = school.submitterIds[i % school.submitterIds.length]!;
    const claimId = randomUUID();
    const changeLogId = randomUUID();
    batch.claimRows.push({
      id: claimId,
      student_id: student.id as string,
      user_id: submitterId,
      school_id: school.id,
      schools_third_party_administrator_id: school.schoolTpaId,
      activity: random.pick(reference.sportNames),
      activity_level: random.pick(['INTERCOLLEGIATE', 'CLUB_SPORT', 'INTRAMURAL_SPORT', '24_HOUR_ACCIDENT', 'OTHER']),
      activity_type: random.pick(['PRACTICE', 'GAME', 'TRAVEL', 'OTHER']),
      first_treatment_date: daysAgo(injuredDaysAgo - 1),
      injury_date: daysAgo(injuredDaysAgo),
      injury_reported_date: daysAgo(injuredDaysAgo),
      injury_description: injury.description,
      injury_type: injury.type,
      official_statement: {
        ...SAMPLE_OFFICIAL_STATEMENT,
        body_parts: [injury.body],
        nature_of_injury: injury.nature,
        mechanism: injury.mechanism,
        parent_notified_date: daysAgo(injuredDaysAgo),
      },
      received_items: receivedChecklistItems({ documentKinds: [], hasOtherInsurance: (roster.providersOf.get(student.id as string) ?? []).length > 0 }),
      location_of_injury: injury.location,
      is_insured: true,
      is_previous_injury: false,
      is_work_related: false,
      student_address: {
        address_1: student.address_1,
        city: student.city,
        state_prov: student.state_prov ?? '',
        postal_code: student.postal_code,
        country: student.country ?? 'United States',
      },
      parent_info: student.parents_info ?? null,
      submitted_to_tpa_at: submitted,
      status,
      // reported the day after the injury, received by the TPA within the hour (the reports' times); a
      // PENDING claim's e-mail is not queued yet
      created_at: new Date(`${submitted}T14:20:00Z`),
      first_queued_at: status === 'PENDING' ? null : new Date(`${submitted}T14:20:00Z`),
      first_delivered_at: status === 'DELIVERED' ? new Date(`${submitted}T15:00:00Z`) : null,
    });
    for (const provider of roster.providersOf.get(student.id as string) ?? []) {
      batch.claimProviderRows.push({
        claim_id: claimId,
        insurance_provider_id: provider.insurance_provider_id,
        insurance_member_id: provider.insurance_member_id,
        insurance_group_id: provider.insurance_group_id,
        phone: provider.phone,
      });
    }
    batch.changeLogRows.push({ id: changeLogId, claim_id: claimId, submitted_to_tpa_at: submitted, user_id: submitterId, status });
    // Generated claims are settled: nothing of them waits to be sent. A PENDING one has no e-mail yet (the
    // claim's Resend sends it); a PENDING e-mail with no job is what a crash leaves, and a server started
    // on the database would send it to the TPA's address (the sweep in claims.delivery.ts).
    if (status !== 'PENDING') {
      batch.emailLogRows.push({
        claim_id: claimId,
        claims_change_log_id: changeLogId,
        status,
        recipient: school.tpaEmail,
        subject: 'New claim',
        attempts: status === 'ERROR' ? 5 : 1,
        last_error: status === 'ERROR' ? 'SMTP server refused the connection' : null,
        sent_at: status === 'DELIVERED' ? new Date(`${submitted}T15:00:00Z`) : null,
        sent_by: submitterId,
      });
    }
  }
  return batch;
}

async function insertSchoolData(tx: Tx | Db, roster: ReturnType<typeof buildRoster>, batch: ClaimBatch) {
  await insertMany(tx, students, roster.studentRows);
  await insertMany(tx, studentsProviders, roster.providerRows);
  await insertMany(tx, claims, batch.claimRows);
  await insertMany(tx, claimsProviders, batch.claimProviderRows);
  await insertMany(tx, claimsChangeLogs, batch.changeLogRows);
  await insertMany(tx, claimsEmailLogs, batch.emailLogRows);
}

export async function isDatabaseEmpty(db: Db) {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) === 0;
}

async function insertReference(tx: Tx): Promise<Reference & { tpaIds: string[]; repIds: string[] }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const confirmed = new Date();
  const [admin] = await tx
    .insert(users)
    .values({ ...DEMO_USERS.admin, password_hash: passwordHash, confirmed_at: confirmed })
    .returning({ id: users.id });
  const sportRows = await tx
    .insert(activities)
    .values(SPORTS.map((activity) => ({ activity })))
    .returning({ activity: activities.activity });
  const insurerRows = await tx.insert(providers).values(INSURERS).returning({ id: providers.id });
  const tpaRows = await tx
    .insert(thirdPartyAdministrators)
    .values([
      {
        name: 'Summit Claims Services',
        code: 'SCS',
        address_1: '400 Summit Parkway',
        city: 'Denver',
        state: 'CO',
        postal_code: '80202',
        phone: '303-555-0140',
        claims_email_address: 'claims@summit-tpa.demo.test',
        electronic_claims_email_address: 'eclaims@summit-tpa.demo.test',
        claims_portal_url: 'https://summit-tpa.demo.test/portal',
        delivery_method: 'EMAIL',
      },
      {
        name: 'Keystone Benefit Administrators',
        code: 'KBA',
        address_1: '12 Keystone Plaza',
        city: 'Harrisburg',
        state: 'PA',
        postal_code: '17101',
        phone: '717-555-0199',
        claims_email_address: 'claims@keystone-tpa.demo.test',
        electronic_claims_email_address: 'edi@keystone-tpa.demo.test',
        delivery_method: 'ELECTRONIC_EMAIL',
      },
    ])
    .returning({ id: thirdPartyAdministrators.id });
  const repRows = await tx
    .insert(salesReps)
    .values([
      { first_name: 'Dana', last_name: 'Whitfield', email_address: 'dana.whitfield@demo.test', state: 'CA', see_all_schools: true },
      { first_name: 'Marcus', last_name: 'Ortega', email_address: 'marcus.ortega@demo.test', state: 'TX' },
      { first_name: 'Priya', last_name: 'Raman', email_address: 'priya.raman@demo.test', state: 'NY' },
    ])
    .returning({ id: salesReps.id });
  return {
    adminId: admin!.id,
    sportNames: sportRows.map((row) => row.activity),
    insurerIds: insurerRows.map((row) => row.id),
    tpaIds: tpaRows.map((row) => row.id),
    repIds: repRows.map((row) => row.id),
  };
}

const TPA_EMAILS = ['claims@summit-tpa.demo.test', 'edi@keystone-tpa.demo.test'];

// The small demo program a new user sees after `npm start`.
export async function seedDemo(db: Db) {
  const random = createRandom(2026);
  await db.transaction(async (tx) => {
    const reference = await insertReference(tx);
    const [tpaA, tpaB] = reference.tpaIds as [string, string];
    const demoSchools = [
      { name: 'Lincoln High School', city: 'Sacramento', state: 'CA', rep: 0, active: true, roster: 30, tpas: [tpaA, tpaB] },
      { name: 'Riverside Academy', city: 'Austin', state: 'TX', rep: 1, active: true, roster: 20, tpas: [tpaA] },
      { name: 'Maple Grove Middle School', city: 'Albany', state: 'NY', rep: 2, active: false, roster: 10, tpas: [tpaB] },
    ];
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const [nurse] = await tx
      .insert(users)
      .values({ ...DEMO_USERS.nurse, password_hash: passwordHash, confirmed_at: new Date() })
      .returning({ id: users.id });
    for (const [index, demo] of demoSchools.entries()) {
      const [school] = await tx
        .insert(schools)
        .values({
          name: demo.name,
          address_1: `${100 + index} School Street`,
          city: demo.city,
          state: demo.state,
          postal_code: '90000',
          contact_name: 'Front Office',
          contact_email_address: `office${index + 1}@schools.demo.test`,
          contact_phone: '555-010-0100',
          is_active: demo.active,
          coverage_start_date: daysAgo(400),
          sales_rep_id: reference.repIds[demo.rep],
          allow_piv: index === 0,
          allow_students_import: index === 0,
          show_verification_status: index === 0,
          created_by: reference.adminId,
        })
        .returning({ id: schools.id });
      const schoolId = school!.id;
      await tx.insert(schoolsNotes).values({
        school_id: schoolId,
        note: `${demo.name}: coverage renews each August. Athletic director prefers email contact.`,
        created_by: reference.adminId,
      });
      const links = await tx
        .insert(schoolsThirdPartyAdministrators)
        .values(
          demo.tpas.map((tpaId, order) => ({
            school_id: schoolId,
            third_party_administrator_id: tpaId,
            policy_number: `POL-${2026 + index}-${order + 1}`,
            tpa_identifier: `GRP${index + 1}${order + 1}`,
            effective_date: daysAgo(400),
            is_default: order === 0,
          })),
        )
        .returning({ id: schoolsThirdPartyAdministrators.id });
      if (index === 0) await tx.insert(usersSchools).values({ user_id: nurse!.id, school_id: schoolId });
      const roster = buildRoster(random, schoolId, demo.state, demo.roster, reference.insurerIds);
      const tpaEmail = TPA_EMAILS[reference.tpaIds.indexOf(demo.tpas[0] as string)] as string;
      const batch = buildClaims(
        random,
        { id: schoolId, schoolTpaId: links[0]!.id, tpaEmail, submitterIds: [index === 0 ? nurse!.id : reference.adminId] },
        roster,
        reference,
        6,
      );
      await insertSchoolData(tx, roster, batch);
    }
  });
}

export type ScaleOptions = { schools: number; studentsPerSchool?: number | undefined; claimsPerSchool?: number | undefined };

// A large, realistic book of business for benchmarks: N schools with ~250 students and ~50 claims each,
// or the sizes asked for (200 schools of 5,000 students and 5,000 claims is a million of each).
export async function seedScale(db: Db, options: ScaleOptions, onProgress?: (done: number) => void) {
  if (await isDatabaseEmpty(db)) await seedDemo(db);
  const random = createRandom(options.schools);
  const [admin] = await db.select({ id: users.id }).from(users).limit(1);
  const reference: Reference = {
    adminId: admin!.id,
    sportNames: (await db.select({ activity: activities.activity }).from(activities)).map((row) => row.activity),
    insurerIds: (await db.select({ id: providers.id }).from(providers)).map((row) => row.id),
  };
  const tpas = await db
    .select({ id: thirdPartyAdministrators.id, email: thirdPartyAdministrators.claims_email_address })
    .from(thirdPartyAdministrators);
  const reps = await db.select({ id: salesReps.id }).from(salesReps);
  const states = ['CA', 'TX', 'NY', 'FL', 'PA', 'OH', 'IL', 'GA', 'NC', 'MI'];
  for (let n = 0; n < options.schools; n++) {
    await db.transaction(async (tx) => {
      const state = random.pick(states);
      const tpa = random.pick(tpas);
      const schoolId = randomUUID();
      await tx.insert(schools).values({
        id: schoolId,
        name: `${random.pick(LAST_NAMES)} ${random.pick(['High School', 'Academy', 'Preparatory School', 'Middle School'])} ${n + 1}`,
        address_1: `${random.int(1, 999)} ${random.pick(STREETS)}`,
        city: 'Springfield',
        state,
        postal_code: String(random.int(10000, 99999)),
        sales_rep_id: random.pick(reps).id,
        created_by: reference.adminId,
      });
      const [link] = await tx
        .insert(schoolsThirdPartyAdministrators)
        .values({ school_id: schoolId, third_party_administrator_id: tpa.id, policy_number: `POL-${n}`, is_default: true })
        .returning({ id: schoolsThirdPartyAdministrators.id });
      // as in a real program, a school's own staff report its claims: the lists sorted by submitter see
      // hundreds of submitters with a few thousand claims each, not one with all of them
      const staff = await tx
        .insert(users)
        .values(
          ['nurse', 'athletics'].map((role) => ({
            first_name: random.pick(FIRST_NAMES),
            last_name: random.pick(LAST_NAMES),
            email_address: `${role}-${schoolId}@scale.example`,
          })),
        )
        .returning({ id: users.id });
      await tx.insert(usersSchools).values(staff.map((user) => ({ user_id: user.id, school_id: schoolId })));
      const roster = buildRoster(random, schoolId, state, options.studentsPerSchool ?? random.int(200, 300), reference.insurerIds);
      const batch = buildClaims(
        random,
        { id: schoolId, schoolTpaId: link!.id, tpaEmail: tpa.email ?? '', submitterIds: staff.map((user) => user.id) },
        roster,
        reference,
        options.claimsPerSchool ?? random.int(40, 60),
      );
      await insertSchoolData(tx, roster, batch);
    });
    onProgress?.(n + 1);
  }
}

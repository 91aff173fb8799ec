import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../modules/auth/passwords.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data.ts';
import * as t from './schema.ts';
import { isDatabaseEmpty, seedDemo, seedScale } from './seed.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.workerDb);
});
afterAll(() => database.close());

const total = async (table: PgTable) => {
  const [row] = await database.workerDb.select({ value: count() }).from(table);
  return row?.value ?? 0;
};

// E-mails PENDING (the server's sweep would send them), and e-mails whose status is not their claim's.
const unsettledEmails = async () => {
  const [row] = await database.workerDb
    .select({
      waiting: sql<number>`count(*) filter (where ${t.claimsEmailLogs.status} = 'PENDING')::int`,
      otherThanItsClaim: sql<number>`count(*) filter (where ${t.claimsEmailLogs.status} <> ${t.claims.status})::int`,
    })
    .from(t.claimsEmailLogs)
    .innerJoin(t.claims, eq(t.claims.id, t.claimsEmailLogs.claim_id));
  return row;
};

describe('demo data', () => {
  it('loads the demo program of the README', async () => {
    expect(await isDatabaseEmpty(database.workerDb)).toBe(false);
    expect(await total(t.schools)).toBe(3);
    expect(await total(t.thirdPartyAdministrators)).toBe(2);
    expect(await total(t.salesReps)).toBe(3);
    expect(await total(t.activities)).toBeGreaterThanOrEqual(10);
    expect(await total(t.students)).toBe(60);
    expect(await total(t.providers)).toBeGreaterThanOrEqual(20);
  });

  it('has claims in each status, each with its change log, and the e-mail of each claim sent or failed', async () => {
    const rows = await database.workerDb
      .select({ status: t.claims.status, value: count() })
      .from(t.claims)
      .groupBy(t.claims.status);
    expect(rows.map((row) => row.status).sort()).toEqual(['DELIVERED', 'ERROR', 'PENDING']);
    expect(await total(t.claimsChangeLogs)).toBe(await total(t.claims));
    const pending = rows.find((row) => row.status === 'PENDING')!.value;
    expect(await total(t.claimsEmailLogs)).toBe((await total(t.claims)) - pending);
  });

  it('leaves no e-mail waiting to be sent, so a server started on it sends nothing', async () => {
    expect(await unsettledEmails()).toEqual({ waiting: 0, otherThanItsClaim: 0 });
  });

  it('gives every student exactly one primary provider', async () => {
    const [row] = await database.workerDb
      .select({ value: count() })
      .from(t.students)
      .where(
        sql`(select count(*) from ${t.studentsProviders} p where p.student_id = ${t.students.id} and p."primary") <> 1`,
      );
    expect(row?.value).toBe(0);
  });

  it('links every school to a TPA with exactly one default', async () => {
    const rows = await database.workerDb
      .select({ school: t.schoolsThirdPartyAdministrators.school_id, defaults: sql<number>`count(*) filter (where is_default)::int` })
      .from(t.schoolsThirdPartyAdministrators)
      .where(isNull(t.schoolsThirdPartyAdministrators.deleted_at))
      .groupBy(t.schoolsThirdPartyAdministrators.school_id);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.defaults === 1)).toBe(true);
  });

  it('creates the documented sign-ins with the demo password', async () => {
    for (const demo of Object.values(DEMO_USERS)) {
      const [user] = await database.workerDb.select().from(t.users).where(eq(t.users.email_address, demo.email_address));
      expect(user?.type).toBe(demo.type);
      expect(await verifyPassword(user!.password_hash!, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('gives the school nurse exactly one school', async () => {
    const rows = await database.workerDb
      .select({ school: t.usersSchools.school_id })
      .from(t.usersSchools)
      .innerJoin(t.users, eq(t.users.id, t.usersSchools.user_id))
      .where(eq(t.users.email_address, DEMO_USERS.nurse.email_address));
    expect(rows).toHaveLength(1);
  });
});

describe('scale data', () => {
  // claims a school's own staff reported (a user linked to the claim's school)
  const claimsByOwnStaff = async () => {
    const [row] = await database.workerDb
      .select({ n: count() })
      .from(t.claims)
      .innerJoin(t.usersSchools, and(eq(t.usersSchools.user_id, t.claims.user_id), eq(t.usersSchools.school_id, t.claims.school_id)));
    return row!.n;
  };

  it("adds N schools with ~250 students and ~50 claims each, reported by each school's own staff", async () => {
    const before = { schools: await total(t.schools), students: await total(t.students), claims: await total(t.claims), byStaff: await claimsByOwnStaff() };
    await seedScale(database.workerDb, { schools: 2 });
    expect(await total(t.schools)).toBe(before.schools + 2);
    const students = (await total(t.students)) - before.students;
    const claims = (await total(t.claims)) - before.claims;
    expect(students).toBeGreaterThanOrEqual(400);
    expect(students).toBeLessThanOrEqual(600);
    expect(claims).toBeGreaterThanOrEqual(80);
    expect(claims).toBeLessThanOrEqual(120);
    expect((await claimsByOwnStaff()) - before.byStaff).toBe(claims);
    expect(await unsettledEmails()).toEqual({ waiting: 0, otherThanItsClaim: 0 });
  });
});

import type { Db } from '../db/client.ts';
import { schools, students, usersSchools, users } from '../db/schema.ts';
import { insertSession } from '../modules/auth/auth.repo.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { hashToken, newToken } from '../modules/auth/secrets.ts';

export const TEST_PASSWORD = 'correct-horse-battery';
const passwordHash = hashPassword(TEST_PASSWORD);
let sequence = 0;

export async function createSchool(db: Db, values: Partial<typeof schools.$inferInsert> = {}) {
  const [row] = await db
    .insert(schools)
    .values({ name: `School ${++sequence}`, ...values })
    .returning();
  return row!;
}

export async function createUser(
  db: Db,
  values: Partial<typeof users.$inferInsert> & { schoolIds?: string[] } = {},
) {
  const { schoolIds = [], ...rest } = values;
  const n = ++sequence;
  const [row] = await db
    .insert(users)
    .values({
      first_name: `First${n}`,
      last_name: `Last${n}`,
      email_address: `user${n}@example.test`,
      type: 'user',
      password_hash: await passwordHash,
      confirmed_at: new Date(),
      ...rest,
    })
    .returning();
  for (const schoolId of schoolIds) await db.insert(usersSchools).values({ user_id: row!.id, school_id: schoolId });
  return row!;
}

// A signed-in session straight in the database, for tests about what a session may do (not how it is made).
export async function sessionFor(db: Db, userId: string) {
  const token = newToken();
  await insertSession(db, { user_id: userId, token_hash: hashToken(token), expires_at: new Date(Date.now() + 3_600_000) });
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// A large roster straight in the database: every other student with a parent on record, every seventh
// with a last name a spreadsheet would run as a formula.
export async function insertRoster(db: Db, schoolId: string, size: number) {
  const rows = Array.from({ length: size }, (_, n) => ({
    school_id: schoolId,
    first_name: `Student${n}`,
    last_name: n % 7 === 0 ? '=cmd' : 'Lee, Jr.',
    gender: 'M' as const,
    address_1: '1 Main St',
    city: 'Sacramento',
    state_prov: 'California',
    postal_code: '95814',
    date_of_birth: '2011-05-06',
    parents_info: n % 2 === 0 ? { first_name: 'Pat', last_name: `Lee ${n}`, email: `pat${n}@family.test`, country: 'United States' as const } : null,
  }));
  for (let start = 0; start < rows.length; start += 1000) await db.insert(students).values(rows.slice(start, start + 1000));
}

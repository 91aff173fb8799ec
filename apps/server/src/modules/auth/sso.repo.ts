import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { schools, usersSchools } from '../schools/schools.schema.ts';
import { users } from '../users/users.schema.ts';
import { ssoAttempts } from './sso.schema.ts';

type Executor = Db | Tx;

export async function insertSsoAttempt(db: Db, values: typeof ssoAttempts.$inferInsert, now: Date) {
  await db.transaction(async (tx) => {
    // Abandoned attempts (a closed tab, a cancelled sign-in) go with the next one.
    await tx.delete(ssoAttempts).where(lt(ssoAttempts.expires_at, now));
    await tx.insert(ssoAttempts).values(values);
  });
}

// Taken once: a second callback with the same browser key (a replay, a reload) finds nothing.
export async function takeSsoAttempt(db: Executor, keyHash: string, provider: 'google' | 'microsoft') {
  const [attempt] = await db
    .delete(ssoAttempts)
    .where(and(eq(ssoAttempts.key_hash, keyHash), eq(ssoAttempts.provider, provider)))
    .returning();
  return attempt;
}

// Every entry of one of the lists of the user's schools that are not deleted. Written with its own
// aliases: inside a select, Drizzle names columns without their table, which the join would make ambiguous.
const schoolsAllow = (list: 'sso_google_domains' | 'sso_microsoft_tenants') =>
  sql<string[]>`coalesce((
    select array_agg(distinct entry) from users_schools membership
    join schools school on school.id = membership.school_id and school.deleted_at is null
    cross join unnest(school.${sql.identifier(list)}) as entry
    where membership.user_id = users.id), '{}')`;

// The active user of this e-mail, with what their schools allow: the Google domains and Microsoft tenants
// of every school they belong to that is not deleted.
export async function findSsoUser(db: Executor, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      google_domains: schoolsAllow('sso_google_domains'),
      microsoft_tenants: schoolsAllow('sso_microsoft_tenants'),
    })
    .from(users)
    .where(and(sql`lower(${users.email_address}) = lower(${email})`, isNull(users.deleted_at), eq(users.is_active, true)))
    .limit(1);
  return user;
}

// One school of the user that signs in with the district's accounts only is enough: the district's rule
// holds for every school the user works for.
export async function isPasswordSignInOff(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: schools.id })
    .from(usersSchools)
    .innerJoin(schools, eq(schools.id, usersSchools.school_id))
    .where(and(eq(usersSchools.user_id, userId), isNull(schools.deleted_at), eq(schools.password_sign_in, false)))
    .limit(1);
  return Boolean(row);
}

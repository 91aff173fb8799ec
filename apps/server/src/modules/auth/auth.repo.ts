import { randomBytes } from 'node:crypto';
import type { Language } from '@claims/shared';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { schools, usersSchools } from '../schools/schools.schema.ts';
import { users } from '../users/users.schema.ts';
import { appSecrets, passwordTokens, type PasswordTokenPurpose, rememberedDevices, sessions, twoFactorCodes } from './auth.schema.ts';

type Executor = Db | Tx;

// A user who may sign in: not deleted, active, with a password set.
export async function findSignInUser(db: Executor, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email_address}) = lower(${email})`, isNull(users.deleted_at)))
    .limit(1);
  return user && user.is_active && user.password_hash ? user : undefined;
}

export async function findUserById(db: Executor, id: string) {
  const [user] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deleted_at))).limit(1);
  return user;
}

export async function setPreferredLanguage(db: Executor, userId: string, language: Language, now: Date) {
  await db.update(users).set({ preferred_language: language, updated_at: now }).where(eq(users.id, userId));
}

// The session's schools; the import flag decides whether the navigation offers the students import.
export function listUserSchools(db: Executor, userId: string) {
  return db
    .select({ id: schools.id, name: schools.name, allow_students_import: schools.allow_students_import })
    .from(usersSchools)
    .innerJoin(schools, eq(schools.id, usersSchools.school_id))
    .where(and(eq(usersSchools.user_id, userId), isNull(schools.deleted_at)))
    .orderBy(schools.name);
}

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

// A session that is neither revoked nor expired, of an active user: by its token, or by its id.
// The schools come in the same statement: every API request reads them, and a second round trip per
// request cost the lists a sixth of their throughput.
export async function findLiveSession(db: Db, by: { tokenHash: string } | { id: string }, now: Date) {
  const byToken = 'tokenHash' in by;
  const [row] = await prepared(db, `live-session:${byToken ? 'token' : 'id'}`, (name) =>
    db
      .select({
        session: sessions,
        user: users,
        schoolIds: sql<string[]>`array(select ${usersSchools.school_id} from ${usersSchools} inner join ${schools} on ${schools.id} = ${usersSchools.school_id} where ${usersSchools.user_id} = ${users.id} and ${schools.deleted_at} is null)`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(
        and(
          byToken ? eq(sessions.token_hash, sql.placeholder('key')) : eq(sessions.id, sql.placeholder('key')),
          isNull(sessions.revoked_at),
          gt(sessions.expires_at, sql.placeholder('now')),
          isNull(users.deleted_at),
          eq(users.is_active, true),
        ),
      )
      .limit(1)
      .prepare(name),
  ).execute({ key: byToken ? by.tokenHash : by.id, now });
  return row;
}

export async function touchSession(db: Executor, sessionId: string, userId: string, now: Date) {
  await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, sessionId));
  await db.update(users).set({ last_activity_at: now }).where(eq(users.id, userId));
}

export async function revokeSession(db: Executor, sessionId: string, now: Date) {
  await db.update(sessions).set({ revoked_at: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

// Signing a user out everywhere: on password change, deactivation and deletion. Their unused emailed links
// die too, so none of them can be used to get back in.
export async function revokeAllSessions(db: Executor, userId: string, now: Date) {
  await db.update(passwordTokens).set({ used_at: now }).where(and(eq(passwordTokens.user_id, userId), isNull(passwordTokens.used_at)));
  await db.update(sessions).set({ revoked_at: now }).where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
  await db
    .update(rememberedDevices)
    .set({ revoked_at: now })
    .where(and(eq(rememberedDevices.user_id, userId), isNull(rememberedDevices.revoked_at)));
}

export async function replaceSignInCode(db: Executor, values: typeof twoFactorCodes.$inferInsert, now: Date) {
  // Only the newest code works: asking again retires the earlier ones.
  await db
    .update(twoFactorCodes)
    .set({ consumed_at: now })
    .where(and(eq(twoFactorCodes.user_id, values.user_id), isNull(twoFactorCodes.consumed_at)));
  await db.insert(twoFactorCodes).values(values);
}

export async function findPendingSignInCode(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(twoFactorCodes)
    .where(and(eq(twoFactorCodes.user_id, userId), isNull(twoFactorCodes.consumed_at)))
    .orderBy(desc(twoFactorCodes.created_at))
    .limit(1);
  return row;
}

// Takes one of the code's limited tries in a single statement, before the code is compared: however many
// requests arrive at once, at most `maxAttempts` comparisons ever happen for one code.
export async function claimCodeAttempt(db: Executor, codeId: string, maxAttempts: number) {
  const rows = await db
    .update(twoFactorCodes)
    .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
    .where(and(eq(twoFactorCodes.id, codeId), isNull(twoFactorCodes.consumed_at), lt(twoFactorCodes.attempts, maxAttempts)))
    .returning({ attempts: twoFactorCodes.attempts });
  return rows[0]?.attempts;
}

// Consumes the code only if nobody else did first, so one code can never open two sessions.
export async function consumeSignInCode(db: Executor, codeId: string, now: Date) {
  const rows = await db
    .update(twoFactorCodes)
    .set({ consumed_at: now })
    .where(and(eq(twoFactorCodes.id, codeId), isNull(twoFactorCodes.consumed_at)))
    .returning({ id: twoFactorCodes.id });
  return rows.length === 1;
}

export async function insertRememberedDevice(db: Executor, values: typeof rememberedDevices.$inferInsert) {
  await db.insert(rememberedDevices).values(values);
}

export async function isRememberedDevice(db: Executor, userId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: rememberedDevices.id })
    .from(rememberedDevices)
    .where(
      and(
        eq(rememberedDevices.user_id, userId),
        eq(rememberedDevices.token_hash, tokenHash),
        isNull(rememberedDevices.revoked_at),
        gt(rememberedDevices.expires_at, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertPasswordToken(db: Executor, values: typeof passwordTokens.$inferInsert) {
  const [row] = await db.insert(passwordTokens).values(values).returning({ id: passwordTokens.id });
  return row!.id;
}

// An earlier link retired when a new one replaces it.
export async function retirePasswordToken(db: Executor, id: string, now: Date) {
  await db.update(passwordTokens).set({ used_at: now }).where(and(eq(passwordTokens.id, id), isNull(passwordTokens.used_at)));
}

// Only the newest link of a purpose works: asking again retires the earlier unused ones.
export async function replacePasswordToken(db: Executor, values: typeof passwordTokens.$inferInsert, now: Date) {
  await db
    .update(passwordTokens)
    .set({ used_at: now })
    .where(and(eq(passwordTokens.user_id, values.user_id), eq(passwordTokens.purpose, values.purpose), isNull(passwordTokens.used_at)));
  await db.insert(passwordTokens).values(values);
}

// Marks a link used and returns its user, only when it is unused, unexpired, of the right purpose, and its
// user is still live and active (a deactivated user's old link must not let them back in).
export async function usePasswordToken(db: Executor, tokenHash: string, purpose: PasswordTokenPurpose, now: Date) {
  const [row] = await db
    .update(passwordTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(passwordTokens.token_hash, tokenHash),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.used_at),
        gt(passwordTokens.expires_at, now),
        sql`exists (select 1 from ${users} u where u.id = ${passwordTokens.user_id} and u.deleted_at is null and u.is_active)`,
      ),
    )
    .returning({ userId: passwordTokens.user_id, tokenId: passwordTokens.id });
  return row;
}

export async function setPassword(db: Executor, userId: string, passwordHash: string, now: Date, confirm: boolean) {
  await db
    .update(users)
    .set({ password_hash: passwordHash, updated_at: now, ...(confirm ? { confirmed_at: now } : {}) })
    .where(eq(users.id, userId));
}

// A named secret of this installation, made on first use and the same for every process after.
export async function loadSecret(db: Db, name: string): Promise<Buffer> {
  await db.insert(appSecrets).values({ name, value: randomBytes(32).toString('base64') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return Buffer.from(row!.value, 'base64');
}

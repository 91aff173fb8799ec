import { loginSchema, passwordLinkSchema, preferredLanguageSchema, readerLanguage, requestResetSchema, verifyCodeSchema } from '@claims/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { parseInput } from '../../domain/parse-input.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { Actor } from './actor.ts';
import { passwordResetMail, signInCodeMail } from './auth.mail.ts';
import * as repo from './auth.repo.ts';
import { isPasswordSignInOff } from './sso.repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashSignInCode, hashToken, newSignInCode, newToken } from './secrets.ts';

const MINUTE = 60_000;
export const AUTH_LIMITS = {
  codeLifetimeMs: 10 * MINUTE,
  codeAttempts: 5,
  sessionIdleMs: 30 * MINUTE,
  sessionLifetimeMs: 12 * 60 * MINUTE,
  rememberedDeviceMs: 30 * 24 * 60 * MINUTE,
  resetLinkMs: 60 * MINUTE,
  confirmLinkMs: 7 * 24 * 60 * MINUTE,
} as const;

export type RequestMeta = { ip?: string; userAgent?: string };

// Compared against when the email is unknown, so a wrong email and a wrong password take as long.
const decoyHash = hashPassword('decoy-password-never-used');


type PasswordResetRequest = { email: string };

export type AuthServiceDeps = { db: Db; jobs: JobQueue; mail: MailService; log: FastifyBaseLogger; publicUrl: string; now?: () => Date };

export function createAuthService({ db, jobs, mail, log, publicUrl, now = () => new Date() }: AuthServiceDeps) {
  const actorOf = (found: NonNullable<Awaited<ReturnType<typeof repo.findLiveSession>>>): Actor => ({
    userId: found.user.id,
    sessionId: found.session.id,
    role: found.user.type,
    schoolIds: found.user.type === 'coach' ? [] : found.schoolIds,
    coachSchoolIds: found.user.type === 'coach' ? found.schoolIds : undefined,
    language: readerLanguage(found.user.preferred_language),
  });

  async function openSession(userId: string, meta: RequestMeta, executor: Db | Tx = db) {
    const token = newToken();
    const at = now();
    await repo.insertSession(executor, {
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(at.getTime() + AUTH_LIMITS.sessionLifetimeMs),
      last_seen_at: at,
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return token;
  }

  // Said only after the right password, so it tells no one else that the account exists. A code sent
  // before the school turned passwords off no longer opens a session either.
  async function refuseIfPasswordSignInOff(userId: string, meta: RequestMeta) {
    if (!(await isPasswordSignInOff(db, userId))) return;
    log.info({ event: 'sign-in', outcome: 'refused', reason: 'password-sign-in-off', userId, ip: meta.ip }, 'sign-in refused');
    throw new DomainError('PASSWORD_SIGN_IN_OFF', 'forbidden');
  }

  async function sendPasswordReset(email: string) {
    const user = await repo.findSignInUser(db, email);
    if (!user) return;
    const token = newToken();
    const at = now();
    await db.transaction(async (tx) => {
      await repo.replacePasswordToken(
        tx,
        { user_id: user.id, purpose: 'reset', token_hash: hashToken(token), expires_at: new Date(at.getTime() + AUTH_LIMITS.resetLinkMs) },
        at,
      );
      await mail.enqueue(tx, passwordResetMail(user, `${publicUrl}/reset-password?token=${token}`));
    });
    log.info({ event: 'password-reset-requested', userId: user.id }, 'password reset link sent');
  }

  return {
    // For a sign-in proved another way (Google, Microsoft: ADR 030).
    openSession: (userId: string, meta: RequestMeta) => openSession(userId, meta),

    async login(input: unknown, deviceToken: string | undefined, meta: RequestMeta) {
      const { email, password, user_remembered } = parseInput(loginSchema, input);
      const user = await repo.findSignInUser(db, email);
      const passwordOk = user ? await verifyPassword(user.password_hash!, password) : (await verifyPassword(await decoyHash, password), false);
      if (!user || !passwordOk) {
        // The account when there is one, never the address typed: logs are read by more people than accounts.
        log.info({ event: 'sign-in', outcome: 'refused', ...(user ? { userId: user.id } : {}), ip: meta.ip }, 'sign-in refused');
        throw new DomainError('LOGIN_FAILED', 'unauthenticated');
      }
      await refuseIfPasswordSignInOff(user.id, meta);
      if (user_remembered && deviceToken && (await repo.isRememberedDevice(db, user.id, hashToken(deviceToken), now()))) {
        log.info({ event: 'sign-in', outcome: 'remembered-device', userId: user.id, ip: meta.ip }, 'signed in');
        return { token: await openSession(user.id, meta), two_factor: false as const };
      }
      const code = newSignInCode();
      const at = now();
      await db.transaction(async (tx) => {
        await repo.replaceSignInCode(
          tx,
          {
            user_id: user.id,
            code_hash: hashSignInCode(user.id, code),
            remember_device: user_remembered,
            expires_at: new Date(at.getTime() + AUTH_LIMITS.codeLifetimeMs),
          },
          at,
        );
        await mail.enqueue(tx, signInCodeMail(user, code));
      });
      log.info({ event: 'sign-in', outcome: 'code-sent', userId: user.id, ip: meta.ip }, 'sign-in code sent');
      return { two_factor: true as const };
    },

    // Whether the browser carries a device its owner had remembered for the account of this e-mail: what a
    // stranger trying passwords from elsewhere does not have (issue 37).
    async isRememberedDeviceOf(email: string, deviceToken: string | undefined) {
      if (!deviceToken || !email) return false;
      const user = await repo.findSignInUser(db, email);
      return user !== undefined && (await repo.isRememberedDevice(db, user.id, hashToken(deviceToken), now()));
    },

    async verify(input: unknown, meta: RequestMeta) {
      const { email, code } = parseInput(verifyCodeSchema, input);
      const user = await repo.findSignInUser(db, email);
      const pending = user ? await repo.findPendingSignInCode(db, user.id) : undefined;
      const at = now();
      if (!user || !pending) throw new DomainError('INVALID_CODE', 'unauthenticated');
      await refuseIfPasswordSignInOff(user.id, meta);
      if (pending.expires_at <= at) throw new DomainError('CODE_EXPIRED', 'unauthenticated');
      const attempts = await repo.claimCodeAttempt(db, pending.id, AUTH_LIMITS.codeAttempts);
      if (attempts === undefined) throw new DomainError('CODE_LOCKED', 'unauthenticated');
      if (pending.code_hash !== hashSignInCode(user.id, code)) {
        log.info({ event: 'sign-in-code', outcome: 'wrong', userId: user.id, attempts, ip: meta.ip }, 'wrong sign-in code');
        throw new DomainError(attempts >= AUTH_LIMITS.codeAttempts ? 'CODE_LOCKED' : 'INVALID_CODE', 'unauthenticated');
      }
      // Consuming the code, remembering the device and opening the session happen together or not at all.
      const { token, deviceToken } = await db.transaction(async (tx) => {
        if (!(await repo.consumeSignInCode(tx, pending.id, at))) throw new DomainError('INVALID_CODE', 'unauthenticated');
        let remembered: string | undefined;
        if (pending.remember_device) {
          remembered = newToken();
          await repo.insertRememberedDevice(tx, {
            user_id: user.id,
            token_hash: hashToken(remembered),
            expires_at: new Date(at.getTime() + AUTH_LIMITS.rememberedDeviceMs),
          });
        }
        return { token: await openSession(user.id, meta, tx), deviceToken: remembered };
      });
      log.info({ event: 'sign-in', outcome: 'code-accepted', userId: user.id, ip: meta.ip }, 'signed in');
      return { token, email_address: user.email_address, deviceToken };
    },

    // Resolves a bearer token to the actor behind it, sliding the idle timeout forward.
    async authenticate(token: string): Promise<Actor | null> {
      const at = now();
      const found = await repo.findLiveSession(db, { tokenHash: hashToken(token) }, at);
      if (!found) return null;
      if (at.getTime() - found.session.last_seen_at.getTime() > AUTH_LIMITS.sessionIdleMs) {
        await repo.revokeSession(db, found.session.id, at);
        return null;
      }
      // One write a minute is enough for the idle timeout and the users' "last activity".
      if (at.getTime() - found.session.last_seen_at.getTime() > MINUTE) await repo.touchSession(db, found.session.id, found.user.id, at);
      return actorOf(found);
    },

    // Who a signed download link was made for, while that session is still live (a link outlives
    // neither sign-out nor deactivation).
    async actorForSession(sessionId: string): Promise<Actor | null> {
      const found = await repo.findLiveSession(db, { id: sessionId }, now());
      return found ? actorOf(found) : null;
    },

    async me(actor: Actor, token: string) {
      const user = await repo.findUserById(db, actor.userId);
      if (!user) throw new DomainError('NOT_AUTHENTICATED', 'unauthenticated');
      return {
        token,
        user: {
          id: user.id,
          first_name: user.first_name,
          last_name: user.last_name,
          email_address: user.email_address,
          type: user.type,
          preferred_language: user.preferred_language,
        },
        schools: await repo.listUserSchools(db, user.id),
      };
    },

    // Only the user's own language: the session names whose it is.
    async setPreferredLanguage(actor: Actor, input: unknown) {
      const { language } = parseInput(preferredLanguageSchema, input);
      await repo.setPreferredLanguage(db, actor.userId, language, now());
    },

    async logout(actor: Actor) {
      await repo.revokeSession(db, actor.sessionId, now());
      log.info({ event: 'sign-out', userId: actor.userId }, 'signed out');
    },

    // Every well-formed address takes the same path, a job queued and an answer at once, so neither the
    // answer nor its timing tells who has an account.
    async requestPasswordReset(input: unknown) {
      const { email } = parseInput(requestResetSchema, input);
      await db.transaction((tx) => jobs.send(tx, 'passwordResetRequest', { email } satisfies PasswordResetRequest));
    },

    startWorker: () => jobs.work<PasswordResetRequest>('passwordResetRequest', ({ email }) => sendPasswordReset(email)),

    async setPasswordWithLink(input: unknown, purpose: 'reset' | 'confirm') {
      const { token, password } = parseInput(passwordLinkSchema, input);
      const passwordHash = await hashPassword(password);
      const at = now();
      await db.transaction(async (tx) => {
        const userId = (await repo.usePasswordToken(tx, hashToken(token), purpose, at))?.userId;
        if (!userId) throw new DomainError('INVALID_LINK', 'invalid');
        await repo.setPassword(tx, userId, passwordHash, at, purpose === 'confirm');
        await repo.revokeAllSessions(tx, userId, at);
        log.info({ event: purpose === 'reset' ? 'password-reset' : 'account-confirmed', userId }, 'password set');
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

import { coachInviteSchema, createSchoolUserSchema, userFormSchema, type CreateSchoolUser } from '@claims/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { pageArgsSchema } from '../../domain/paging.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireActor, requireAdmin, requireSchoolAccess, type Actor } from '../auth/actor.ts';
import { accountConfirmationMail } from '../auth/auth.mail.ts';
import { AUTH_LIMITS } from '../auth/auth.service.ts';
import { insertPasswordToken, revokeAllSessions } from '../auth/auth.repo.ts';
import { hashToken, newToken } from '../auth/secrets.ts';
import type { MailService } from '../mail/mail.service.ts';
import { coachAddedMail } from './users.mail.ts';
import * as repo from './users.repo.ts';

const schoolUsersArgsSchema = pageArgsSchema().extend({
  schoolId: z.uuid('NOT_FOUND'),
  search: z.string().trim().max(100).optional(),
});

export type UsersServiceDeps = { db: Db; mail: MailService; log: FastifyBaseLogger; publicUrl: string };

export function createUsersService({ db, mail, log, publicUrl }: UsersServiceDeps) {
  const emailTaken = () => new DomainError('EMAIL_ALREADY_USED', 'conflict', { fields: { email_address: 'EMAIL_ALREADY_USED' } });
  const rethrowDuplicateEmail = (error: unknown): never => {
    throw isUniqueViolation(error) ? emailTaken() : error;
  };

  // The account, its school and the e-mailed link to choose a password and activate, in one transaction.
  async function createAccount(values: CreateSchoolUser, by: Actor) {
    const token = newToken();
    const user = await db
      .transaction(async (tx) => {
        if (!(await repo.findLiveSchool(tx, values.school_id))) throw new DomainError('NOT_FOUND', 'not_found');
        const created = await repo.insertUser(tx, {
          email_address: values.email,
          first_name: values.first_name,
          last_name: values.last_name,
          type: values.type,
        });
        await repo.linkUserToSchool(tx, created.id, values.school_id);
        await insertPasswordToken(tx, {
          user_id: created.id,
          purpose: 'confirm',
          token_hash: hashToken(token),
          expires_at: new Date(Date.now() + AUTH_LIMITS.confirmLinkMs),
        });
        // Nobody has chosen a language for a new account yet: its confirmation speaks every language.
        await mail.enqueue(tx, accountConfirmationMail({ ...created, preferred_language: null }, `${publicUrl}/confirm?token=${token}`));
        return created;
      })
      .catch(rethrowDuplicateEmail);
    log.info({ event: 'user-created', userId: user.id, type: values.type, schoolId: values.school_id, by: by.userId }, 'school user created');
    return user;
  }

  return {
    // An admin adds a school user or coach; they get an email link to choose a password and activate.
    async createSchoolUser(actor: Actor | null, input: unknown) {
      const admin = requireAdmin(actor);
      return createAccount(parseInput(createSchoolUserSchema, input), admin);
    },

    // A school's staff (or an admin) invite a coach of that school (ADR 048); a coach signs in with the
    // link's password, or with the district's accounts where the school has them.
    async inviteCoach(actor: Actor | null, input: unknown) {
      const signedIn = requireActor(actor);
      const values = parseInput(coachInviteSchema, input);
      requireSchoolAccess(signedIn, values.school_id);
      const existing = await repo.findUserByEmail(db, values.email);
      if (!existing) return createAccount({ ...values, type: 'coach' }, signedIn);
      // A coach of another school is the same person: the account gains this school. Anyone else's
      // address stays taken.
      if (existing.type !== 'coach' || !existing.is_active) throw emailTaken();
      await db.transaction(async (tx) => {
        const school = await repo.findLiveSchool(tx, values.school_id);
        if (!school) throw new DomainError('NOT_FOUND', 'not_found');
        if (await repo.linkUserToSchool(tx, existing.id, values.school_id)) await mail.enqueue(tx, coachAddedMail(existing, school.name, `${publicUrl}/login`));
      });
      log.info({ event: 'coach-linked', userId: existing.id, schoolId: values.school_id, by: signedIn.userId }, 'coach added to a school');
      const { preferred_language: _language, ...user } = existing;
      return user;
    },

    // The school's coaches, for its staff: who they invited, and whether each has signed in yet.
    async listSchoolCoaches(actor: Actor | null, schoolId: string) {
      requireSchoolAccess(requireActor(actor), parseId(schoolId));
      return repo.listSchoolCoaches(db, schoolId);
    },

    async listSchoolUsers(actor: Actor | null, args: unknown) {
      requireAdmin(actor);
      const { schoolId, search, offset, limit } = parseInput(schoolUsersArgsSchema, args);
      if (!(await repo.findLiveSchool(db, schoolId))) throw new DomainError('NOT_FOUND', 'not_found');
      return repo.pageSchoolUsers(db, schoolId, search, { offset, limit });
    },

    async updateUser(actor: Actor | null, id: string, input: unknown) {
      requireAdmin(actor);
      const userId = parseId(id);
      const values = parseInput(userFormSchema, input);
      return db
        .transaction(async (tx) => {
          const updated = await repo.updateUser(tx, userId, values);
          if (!updated) throw new DomainError('NOT_FOUND', 'not_found');
          if (!updated.is_active) await revokeAllSessions(tx, userId, new Date());
          return updated;
        })
        .catch(rethrowDuplicateEmail);
    },

    async deleteUser(actor: Actor | null, id: string) {
      const admin = requireAdmin(actor);
      const userId = parseId(id);
      // An admin deleting their own account would lock themselves out mid-session.
      if (admin.userId === userId) throw new DomainError('FORBIDDEN', 'forbidden');
      await db.transaction(async (tx) => {
        const deleted = await repo.updateUser(tx, userId, { deleted_at: new Date() });
        if (!deleted) throw new DomainError('NOT_FOUND', 'not_found');
        await revokeAllSessions(tx, userId, new Date());
      });
      log.info({ event: 'user-deleted', userId, by: admin.userId }, 'user deleted');
      return true;
    },

    // The "submitted by" choices of a claims filter, limited to what the actor may see.
    listUsers(actor: Actor | null) {
      const signedIn = requireActor(actor);
      return repo.listLiveUsers(db, signedIn.role === 'admin' ? undefined : signedIn.schoolIds);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

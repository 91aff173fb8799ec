import {
  coachInviteSchema,
  createSchoolUserSchema,
  invitationLinkSchema,
  userFormSchema,
  type CoachInvite,
  type CreateSchoolUser,
  type Language,
} from '@claims/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { forSchools, narrowLinkScope } from '../../db/school-scope.ts';
import { pageArgsSchema } from '../../domain/paging.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireActor, requireAdmin, requireSchoolAccess, type Actor } from '../auth/actor.ts';
import { accountConfirmationMail } from '../auth/auth.mail.ts';
import { AUTH_LIMITS } from '../auth/auth.service.ts';
import { insertPasswordToken, retirePasswordToken, revokeAllSessions, usePasswordToken } from '../auth/auth.repo.ts';
import { hashToken, newToken } from '../auth/secrets.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { OutgoingMail } from '../mail/mail.transport.ts';
import { coachInvitationMail, coachNotInvitedMail, type CoachInvitationFrom } from './users.mail.ts';
import * as repo from './users.repo.ts';
import type { SchoolCoachRow, UserRow } from './users.repo.ts';

type ExistingAccount = NonNullable<Awaited<ReturnType<typeof repo.findUserByEmail>>>;

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

  // The account, its school and the e-mailed link to choose a password and activate.
  async function insertAccount(tx: Tx, values: CreateSchoolUser, mailFor: (user: UserRow, url: string) => OutgoingMail) {
    if (!(await repo.findLiveSchool(tx, values.school_id))) throw new DomainError('NOT_FOUND', 'not_found');
    const created = await repo.insertUser(tx, { email_address: values.email, first_name: values.first_name, last_name: values.last_name, type: values.type });
    await repo.linkUserToSchool(tx, created.id, values.school_id);
    const token = newToken();
    await insertPasswordToken(tx, { user_id: created.id, purpose: 'confirm', token_hash: hashToken(token), expires_at: new Date(Date.now() + AUTH_LIMITS.confirmLinkMs) });
    await mail.enqueue(tx, mailFor(created, `${publicUrl}/confirm?token=${token}`));
    return created;
  }

  // An invitation to an account that exists: pending until its owner accepts by the link, and for an
  // account that cannot coach, pending for good (ADR 048). The school sees what its staff typed.
  async function inviteAccount(tx: Tx, account: ExistingAccount, values: CoachInvite, from: CoachInvitationFrom, inviterLanguage: Language) {
    const now = new Date();
    const previous = await repo.findCoachInvitation(tx, values.school_id, account.id);
    if (previous?.token_id) await retirePasswordToken(tx, previous.token_id, now);
    const recipient = { ...account, preferred_language: account.preferred_language ?? inviterLanguage };
    let tokenId: string | null = null;
    if (account.type === 'coach' && account.is_active) {
      const token = newToken();
      tokenId = await insertPasswordToken(tx, { user_id: account.id, purpose: 'invite', token_hash: hashToken(token), expires_at: new Date(now.getTime() + AUTH_LIMITS.confirmLinkMs) });
      await mail.enqueue(tx, coachInvitationMail(recipient, from, { url: `${publicUrl}/accept-invitation?token=${token}`, newAccount: false }));
    } else if (account.is_active) {
      await mail.enqueue(tx, coachNotInvitedMail(recipient, from));
    }
    return repo.saveCoachInvitation(tx, {
      school_id: values.school_id,
      user_id: account.id,
      email_address: values.email,
      first_name: values.first_name,
      last_name: values.last_name,
      token_id: tokenId,
    });
  }

  return {
    // An admin adds a school user or coach; they get an email link to choose a password and activate.
    async createSchoolUser(actor: Actor | null, input: unknown) {
      const admin = requireAdmin(actor);
      const values = parseInput(createSchoolUserSchema, input);
      // Nobody has chosen a language for a new account yet: its confirmation speaks every language.
      const user = await db
        .transaction((tx) => insertAccount(tx, values, (created, url) => accountConfirmationMail({ ...created, preferred_language: null }, url)))
        .catch(rethrowDuplicateEmail);
      log.info({ event: 'user-created', userId: user.id, type: values.type, schoolId: values.school_id, by: admin.userId }, 'school user created');
      return user;
    },

    // A school's staff (or an admin) invite a coach of that school (ADR 048). A new address becomes the
    // school's coach account at once; an address that has an account is asked to accept. Whatever the
    // address, the answer is the same: the invitation as typed, INVITED, with nothing of another school.
    async inviteCoach(actor: Actor | null, input: unknown): Promise<SchoolCoachRow> {
      const signedIn = requireActor(actor);
      const values = parseInput(coachInviteSchema, input);
      requireSchoolAccess(signedIn, values.school_id);
      const typed = { first_name: values.first_name, last_name: values.last_name, email_address: values.email };
      const { answer, created } = await db
        .transaction(async (tx): Promise<{ answer: SchoolCoachRow; created?: UserRow }> => {
          const school = await repo.findLiveSchool(tx, values.school_id);
          const inviter = await repo.findUser(tx, signedIn.userId);
          if (!school || !inviter) throw new DomainError('NOT_FOUND', 'not_found');
          const from = { inviter: `${inviter.first_name} ${inviter.last_name}`, school: school.name };
          const account = await repo.findUserByEmail(tx, values.email);
          if (!account) {
            const coach = { ...values, type: 'coach' as const };
            // The inviter's language is the only one anyone chose for the new account's first e-mail.
            const user = await insertAccount(tx, coach, (row, url) => coachInvitationMail({ ...row, preferred_language: signedIn.language }, from, { url, newAccount: true }));
            return { answer: { id: user.id, ...typed, status: 'INVITED' }, created: user };
          }
          // The school's own coach already: nothing to send, and the school's list shows them as they are.
          const own = account.type === 'coach' ? (await repo.listSchoolCoaches(tx, values.school_id)).find((row) => row.id === account.id) : undefined;
          if (own) return { answer: own };
          return { answer: { id: await inviteAccount(tx, account, values, from, signedIn.language), ...typed, status: 'INVITED' } };
        })
        .catch(rethrowDuplicateEmail);
      if (created) log.info({ event: 'user-created', userId: created.id, type: 'coach', schoolId: values.school_id, by: signedIn.userId }, 'school user created');
      else log.info({ event: 'coach-invited', invitationId: answer.id, schoolId: values.school_id, by: signedIn.userId }, 'coach invited');
      return answer;
    },

    // The invited account's owner accepts by the e-mailed link: once, within its days, and only while the
    // account may sign in and the school lives. The invitation found, the rest acts for its school alone
    // (ADR 051).
    async acceptCoachInvitation(input: unknown) {
      const { token } = parseInput(invitationLinkSchema, input);
      const at = new Date();
      const accepted = await db.transaction(async (tx) => {
        const link = await usePasswordToken(tx, hashToken(token), 'invite', at);
        const invitation = link && (await repo.acceptCoachInvitation(tx, link.tokenId, at));
        if (invitation) await narrowLinkScope(tx, forSchools([invitation.school_id]));
        if (!invitation || !(await repo.findLiveSchool(tx, invitation.school_id))) throw new DomainError('INVALID_LINK', 'invalid');
        await repo.linkUserToSchool(tx, invitation.user_id, invitation.school_id);
        return invitation;
      });
      log.info({ event: 'coach-invitation-accepted', userId: accepted.user_id, schoolId: accepted.school_id }, 'coach joined a school');
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

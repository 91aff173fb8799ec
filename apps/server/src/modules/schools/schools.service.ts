import {
  addSchoolTpaFormSchema,
  SCHOOL_SORT_COLUMNS,
  SCHOOL_STATUS_FILTERS,
  schoolFormSchema,
  schoolNoteFormSchema,
  schoolTpaLinksFormSchema,
  SORT_DIRECTIONS,
} from '@claims/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { SsoProviderName } from '../../config.ts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { countLiveActivities } from '../activities/activities.repo.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { pageArgsSchema } from '../../domain/paging.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireActor, requireAdmin, requireSchoolAccess, type Actor } from '../auth/actor.ts';
import { revokeAllSessions } from '../auth/auth.repo.ts';
import { isLiveSalesRep } from '../sales-reps/sales-reps.repo.ts';
import { inspectLogo } from '../uploads/images.ts';
import type { FileStore } from '../uploads/file-store.ts';
import * as repo from './schools.repo.ts';
import { notFoundOrForbidden } from '../../db/record-school.ts';
import { schools } from './schools.schema.ts';

const schoolListArgsSchema = pageArgsSchema('schools').extend({
  name: z.string().trim().max(100).optional(),
  salesRepId: z.uuid().optional(),
  tpaId: z.uuid().optional(),
  status: z.enum(SCHOOL_STATUS_FILTERS).optional(),
  sort: z.enum(SCHOOL_SORT_COLUMNS).default('name'),
  direction: z.enum(SORT_DIRECTIONS).default('asc'),
});

// `ssoProviders`: the sign-in providers this server has a client for (ADR 030).
export type SchoolsServiceDeps = { db: Db; log: FastifyBaseLogger; ssoProviders: Partial<Record<SsoProviderName, unknown>>; fileStore: FileStore };

export function createSchoolsService({ db, log, ssoProviders, fileStore }: SchoolsServiceDeps) {
  async function requireSchool(idParam: string) {
    const id = parseId(idParam);
    const school = await repo.findSchool(db, id);
    if (!school) throw await notFoundOrForbidden(db, schools, id);
    return school;
  }

  // Without a password, the school's users need a provider this server can sign them in with: a domain
  // listed for a Google no client is set up for would lock them all out.
  function checkSignIn(values: { password_sign_in: boolean; sso_google_domains: string[]; sso_microsoft_tenants: string[] }) {
    if (values.password_sign_in) return;
    const usable = (ssoProviders.google && values.sso_google_domains.length > 0) || (ssoProviders.microsoft && values.sso_microsoft_tenants.length > 0);
    if (!usable) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { password_sign_in: 'SSO_REQUIRED_FOR_PASSWORD_OFF' } });
  }

  // A school may only point at a sales rep who exists and is not deleted.
  async function checkSalesRep(salesRepId: string | null | undefined) {
    if (!salesRepId) return;
    if (!(await isLiveSalesRep(db, salesRepId))) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { sales_rep_id: 'INVALID_VALUE' } });
  }

  return {
    // The school picker: every active school for admins, a school user's own schools otherwise.
    async listActive(actor: Actor | null) {
      const signedIn = requireActor(actor);
      const active = await repo.listSchoolOptions(db, { activeOnly: true });
      return signedIn.role === 'admin' ? active : active.filter((school) => signedIn.schoolIds.includes(school.id));
    },

    // The global claims list's school filter: an inactive school still has claims to find.
    listOptions(actor: Actor | null) {
      requireAdmin(actor);
      return repo.listSchoolOptions(db, { activeOnly: false });
    },

    list(actor: Actor | null, args: unknown) {
      requireAdmin(actor);
      const { name, salesRepId, tpaId, status, sort, direction, offset, limit } = parseInput(schoolListArgsSchema, args);
      return repo.pageSchools(
        db,
        { name, salesRepId, tpaId, isActive: status === undefined ? undefined : status === 'ACTIVE' },
        { column: sort, direction },
        { offset, limit },
      );
    },

    async get(actor: Actor | null, id: string) {
      const school = await requireSchool(id);
      requireSchoolAccess(actor, school.id);
      return school;
    },

    async create(actor: Actor | null, input: unknown) {
      const admin = requireAdmin(actor);
      const values = parseInput(schoolFormSchema, input);
      checkSignIn(values);
      await checkSalesRep(values.sales_rep_id);
      const id = await repo.insertSchool(db, { ...values, created_by: admin.userId });
      log.info({ event: 'school-created', schoolId: id, by: admin.userId }, 'school created');
      return (await repo.findSchool(db, id))!;
    },

    async update(actor: Actor | null, id: string, input: unknown) {
      requireAdmin(actor);
      const school = await requireSchool(id);
      const values = parseInput(schoolFormSchema, input);
      checkSignIn(values);
      await checkSalesRep(values.sales_rep_id);
      await repo.updateSchool(db, school.id, values);
      return (await repo.findSchool(db, school.id))!;
    },

    // Soft-deletes the school with its TPA links, notes and the users who belong only to it, at once;
    // those users' sessions end with it.
    async remove(actor: Actor | null, id: string) {
      const admin = requireAdmin(actor);
      const school = await requireSchool(id);
      const at = new Date();
      await db.transaction(async (tx) => {
        const userIds = await repo.usersOnlyInSchool(tx, school.id);
        await repo.softDeleteSchoolCascade(tx, school.id, userIds, at);
        for (const userId of userIds) await revokeAllSessions(tx, userId, at);
      });
      log.info({ event: 'school-deleted', schoolId: school.id, by: admin.userId }, 'school deleted');
      return true;
    },

    async saveNote(actor: Actor | null, schoolId: string, input: unknown) {
      const admin = requireAdmin(actor);
      const school = await requireSchool(schoolId);
      const { note } = parseInput(schoolNoteFormSchema, input);
      const existing = await repo.findFirstNote(db, school.id);
      if (existing) await repo.updateNote(db, existing.id, note);
      else await repo.insertNote(db, { school_id: school.id, note, created_by: admin.userId });
      return (await repo.findFirstNote(db, school.id))!;
    },

    async listTpas(actor: Actor | null, schoolId: string, options: { activeOnly?: boolean } = {}) {
      const school = await requireSchool(schoolId);
      requireSchoolAccess(actor, school.id);
      return repo.listSchoolTpas(db, school.id, options);
    },

    // Linking copies the TPA's dashboard files and links to the school, in the same transaction.
    async addTpa(actor: Actor | null, schoolId: string, input: unknown) {
      requireAdmin(actor);
      const school = await requireSchool(schoolId);
      const { third_party_administrator_id: tpaId } = parseInput(addSchoolTpaFormSchema, input);
      if (!(await repo.findLiveTpa(db, tpaId))) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { third_party_administrator_id: 'TPA_REQUIRED' } });
      const linked = await repo.listSchoolTpas(db, school.id);
      if (linked.some((link) => link.third_party_administrator_id === tpaId)) throw new DomainError('TPA_ALREADY_LINKED', 'conflict');
      await db
        .transaction(async (tx) => {
          await repo.insertSchoolTpa(tx, school.id, tpaId);
          await repo.copyTpaElementsToSchool(tx, school.id, tpaId);
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new DomainError('TPA_ALREADY_LINKED', 'conflict');
          throw error;
        });
      return repo.listSchoolTpas(db, school.id);
    },

    // One Update saves every row; the default rules hold over the whole set or nothing is saved.
    async updateTpas(actor: Actor | null, schoolId: string, input: unknown) {
      requireAdmin(actor);
      const school = await requireSchool(schoolId);
      const { links } = parseInput(schoolTpaLinksFormSchema, input);
      const current = await repo.listSchoolTpas(db, school.id);
      const currentIds = new Set(current.map((link) => link.id));
      if (links.some((link) => !link.id || !currentIds.has(link.id)) || links.length !== current.length) {
        throw new DomainError('NOT_FOUND', 'not_found');
      }
      const activityIds = [...new Set(links.flatMap((link) => link.activities))];
      if (activityIds.length) {
        if ((await countLiveActivities(db, activityIds)) !== activityIds.length) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { links: 'INVALID_VALUE' } });
      }
      await db.transaction(async (tx) => {
        for (const link of links) {
          await repo.updateSchoolTpa(tx, school.id, link.id!, {
            policy_number: link.policy_number || null,
            tpa_identifier: link.tpa_identifier || null,
            effective_date: link.effective_date || null,
            activities: link.activities,
            is_active: link.is_active,
            is_default: link.is_default,
            notice_days: link.notice_days ?? null,
            treatment_days: link.treatment_days ?? null,
            filing_days: link.filing_days ?? null,
            absolute_days: link.absolute_days ?? null,
          });
        }
      });
      return repo.listSchoolTpas(db, school.id);
    },

    // Uploads a logo where there is none, or replaces the file of the one there is.
    async setLogo(actor: Actor | null, schoolId: string, upload: { filename: string; data: Buffer } | undefined) {
      const admin = requireAdmin(actor);
      const school = await requireSchool(schoolId);
      if (!upload) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { file: 'INVALID_VALUE' } });
      const { contentType, data } = await inspectLogo(upload.data);
      const filename = upload.filename.slice(0, 200) || 'logo';
      return db.transaction(async (tx) => {
        const fileId = await fileStore.insert(tx, { filename, content_type: contentType, data }, admin.userId);
        const existing = await repo.findLogoElement(tx, school.id);
        if (!existing) return { id: await repo.insertLogoElement(tx, school.id, fileId, filename), fileId };
        await repo.replaceLogoFile(tx, existing.id, fileId, filename);
        if (existing.file_id) await fileStore.remove(tx, existing.file_id);
        return { id: existing.id, fileId };
      });
    },

    // Clearing the logo removes its element record and the stored file together.
    async removeLogo(actor: Actor | null, fileId: string) {
      requireAdmin(actor);
      const id = parseId(fileId);
      await db.transaction(async (tx) => {
        const element = await repo.findLogoElementByFile(tx, id);
        if (!element) throw new DomainError('NOT_FOUND', 'not_found');
        await repo.deleteElement(tx, element.id);
        await fileStore.remove(tx, id);
      });
      return true;
    },

    async removeTpa(actor: Actor | null, schoolId: string, linkId: string) {
      requireAdmin(actor);
      const school = await requireSchool(schoolId);
      const id = parseId(linkId);
      await db.transaction(async (tx) => {
        const removed = await repo.updateSchoolTpa(tx, school.id, id, { deleted_at: new Date() });
        if (!removed) throw new DomainError('NOT_FOUND', 'not_found');
        await repo.removeTpaElementsFromSchool(tx, school.id, removed.tpaId);
      });
      return repo.listSchoolTpas(db, school.id);
    },
  };
}

export type SchoolsService = ReturnType<typeof createSchoolsService>;

import {
  parentInfoOrNull,
  parentInfoSchema,
  PROVIDER_STATUSES,
  hasInsuranceCompany,
  providerStatusAfterEdit,
  resetStudentsSchema,
  SORT_DIRECTIONS,
  studentFormSchema,
  studentProvidersSchema,
  verificationRequestSchema,
} from '@claims/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { pageArgsSchema } from '../../domain/paging.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireAdmin, requireSchoolAccess, type Actor } from '../auth/actor.ts';
import { noteAccess } from '../../domain/access-trail.ts';
import * as repo from './students.repo.ts';
import { notFoundOrForbidden } from '../../db/record-school.ts';
import { students, studentsProviders } from './students.schema.ts';
import { schools } from '../schools/schools.schema.ts';

const listArgsSchema = pageArgsSchema('students').extend({
  schoolId: z.uuid('NOT_FOUND'),
  name: z.string().trim().max(150).optional(),
  academicId: z.string().trim().max(50).optional(),
  sort: z.enum(['last_name', 'first_name', 'academic_id', 'date_of_birth']).default('last_name'),
  direction: z.enum(SORT_DIRECTIONS).default('asc'),
});

// The student page's whole form: the student, the parent or guardian, and the insurance entries.
const studentPayloadSchema = z.object({
  student: studentFormSchema,
  parent: parentInfoSchema.nullish(),
  providers: studentProvidersSchema.default([]),
});

const queueArgsSchema = pageArgsSchema();
const RESOLUTIONS = PROVIDER_STATUSES.filter((status) => status !== 'QUEUED');

// How a primary-insurance verification request is carried out. The default leaves the request QUEUED for
// program staff to check by hand (the admin verification queue); an electronic eligibility service can
// replace it and answer at once.
export type InsuranceVerifier = { submit: (request: { studentProviderId: string }) => Promise<'QUEUED' | (typeof RESOLUTIONS)[number]> };
export const queueForStaff: InsuranceVerifier = { submit: async () => 'QUEUED' };

export function createStudentsService({ db, log, verifier = queueForStaff }: { db: Db; log: FastifyBaseLogger; verifier?: InsuranceVerifier }) {
  async function requireSchool(actor: Actor | null, schoolId: string) {
    const id = parseId(schoolId);
    const school = await repo.findSchoolFlags(db, id);
    if (!school) throw await notFoundOrForbidden(db, schools, id);
    return { actor: requireSchoolAccess(actor, school.id), school };
  }

  async function requireStudent(actor: Actor | null, id: string) {
    const studentId = parseId(id);
    const student = await repo.findStudent(db, studentId);
    if (!student) throw await notFoundOrForbidden(db, students, studentId);
    const { school, actor: signedIn } = await requireSchool(actor, student.school_id);
    return { student, school, actor: signedIn };
  }

  // Only companies that exist and are active may be chosen; the others are refused on their entry.
  async function toProviderRows(entries: z.output<typeof studentProvidersSchema>) {
    // entries without a company are not saved
    const saved = entries.flatMap((row, index) => (hasInsuranceCompany(row) ? [{ row, index }] : []));
    const chosen = saved.flatMap(({ row }) => (row.insurance_provider_id ? [row.insurance_provider_id] : []));
    const live = new Set(await repo.liveProviderIds(db, chosen));
    const fields: Record<string, string> = {};
    for (const { row, index } of saved) {
      if (row.insurance_provider_id && !live.has(row.insurance_provider_id)) fields[`providers.${index}.insurance_provider_id`] = 'INVALID_VALUE';
    }
    if (Object.keys(fields).length) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields });
    // Exactly one primary: the one marked so, else the first.
    const primaryIndex = Math.max(0, saved.findIndex(({ row }) => row.primary === true));
    return saved.map(({ row }, index) => ({ ...row, primary: index === primaryIndex ? true : null }));
  }

  function visibleStatus(actor: Actor, school: { show_verification_status: boolean }) {
    return actor.role === 'admin' || school.show_verification_status;
  }

  async function studentWithProviders(actor: Actor, student: repo.StudentRow, school: NonNullable<Awaited<ReturnType<typeof repo.findSchoolFlags>>>) {
    const showStatus = visibleStatus(actor, school);
    const providers = (await repo.listStudentProviders(db, student.school_id, student.id)).map((provider) => ({
      ...provider,
      status: showStatus ? provider.status : null,
    }));
    return {
      ...student,
      providers,
      show_verification_status: showStatus,
      can_verify: actor.role === 'admin' || school.allow_piv,
    };
  }

  return {
    async list(actor: Actor | null, args: unknown) {
      const { schoolId, name, academicId, sort, direction, offset, limit } = parseInput(listArgsSchema, args);
      // The page is read beside the school, not after it, and given only once the school is found and the
      // actor may see it.
      const [school, page] = await Promise.all([
        repo.findSchoolFlags(db, schoolId),
        repo.pageStudents(db, schoolId, { name, academicId }, { column: sort, direction }, { offset, limit }),
      ]);
      if (!school) throw await notFoundOrForbidden(db, schools, schoolId);
      const signedIn = requireSchoolAccess(actor, school.id);
      noteAccess(signedIn.trail, { action: 'VIEW', resource: 'STUDENT', schoolIds: [school.id], studentIds: page.items.map((row) => row.id) });
      return page;
    },

    async get(actor: Actor | null, id: string) {
      const { student, school, actor: signedIn } = await requireStudent(actor, id);
      noteAccess(signedIn.trail, { action: 'VIEW', resource: 'STUDENT', schoolIds: [school.id], studentIds: [student.id] });
      return studentWithProviders(signedIn, student, school);
    },

    // The student and its insurance entries are written together or not at all.
    async create(actor: Actor | null, schoolId: string, input: unknown) {
      const { school, actor: signedIn } = await requireSchool(actor, schoolId);
      const payload = parseInput(studentPayloadSchema, input);
      const providerRows = await toProviderRows(payload.providers);
      const student = await db.transaction(async (tx) => {
        const created = await repo.insertStudent(tx, {
          school_id: school.id,
          ...payload.student,
          parents_info: parentInfoOrNull(payload.parent),
        });
        await repo.insertStudentProviders(tx, providerRows.map(({ id: _id, ...row }) => ({ ...row, school_id: school.id, student_id: created.id })));
        return created;
      });
      noteAccess(signedIn.trail, { action: 'CHANGE', resource: 'STUDENT', schoolIds: [school.id], studentIds: [student.id] });
      return studentWithProviders(signedIn, student, school);
    },

    // Saves the student, updates changed entries (a changed insurer or member id resets the verification
    // status), adds new ones and deletes removed ones, in one transaction.
    async update(actor: Actor | null, id: string, input: unknown) {
      const { student, school, actor: signedIn } = await requireStudent(actor, id);
      const payload = parseInput(studentPayloadSchema, input);
      const providerRows = await toProviderRows(payload.providers);
      const stored = new Map((await repo.listStudentProviders(db, student.school_id, student.id)).map((row) => [row.id, row]));
      if (providerRows.some((row) => row.id && !stored.has(row.id))) throw new DomainError('NOT_FOUND', 'not_found');
      const at = new Date();
      await db.transaction(async (tx: Tx) => {
        await repo.updateStudent(tx, student.id, { ...payload.student, parents_info: parentInfoOrNull(payload.parent) });
        const kept = new Set<string>();
        const added = [];
        for (const { id: providerId, ...row } of providerRows) {
          if (!providerId) {
            added.push({ ...row, school_id: student.school_id, student_id: student.id });
            continue;
          }
          kept.add(providerId);
          await repo.updateStudentProvider(tx, providerId, { ...row, status: providerStatusAfterEdit(stored.get(providerId), row) });
        }
        await repo.insertStudentProviders(tx, added);
        await repo.softDeleteStudentProviders(tx, [...stored.keys()].filter((providerId) => !kept.has(providerId)), at);
      });
      noteAccess(signedIn.trail, { action: 'CHANGE', resource: 'STUDENT', schoolIds: [school.id], studentIds: [student.id] });
      return studentWithProviders(signedIn, (await repo.findStudent(db, student.id))!, school);
    },

    async deleteProvider(actor: Actor | null, id: string) {
      const providerId = parseId(id);
      const provider = await repo.findStudentProvider(db, providerId);
      if (!provider) throw await notFoundOrForbidden(db, studentsProviders, providerId);
      await requireSchool(actor, provider.school_id);
      await repo.softDeleteStudentProviders(db, [provider.id], new Date());
      return true;
    },

    // Soft-deletes every student of the school and their insurance entries, once the user typed the phrase.
    async reset(actor: Actor | null, schoolId: string, input: unknown) {
      const { school, actor: signedIn } = await requireSchool(actor, schoolId);
      if (signedIn.role !== 'admin' && !school.allow_students_import) throw new DomainError('FORBIDDEN', 'forbidden');
      parseInput(resetStudentsSchema, input);
      const removed = await db.transaction((tx) => repo.resetSchoolStudents(tx, school.id, new Date()));
      log.info({ event: 'students-reset', schoolId: school.id, removed, by: signedIn.userId }, 'students reset');
      return removed;
    },

    // Primary insurance verification: allowed to admins, and to school users where the school allows it.
    // The entry becomes the primary one and waits (QUEUED) for the verifier's answer.
    async requestVerification(actor: Actor | null, input: unknown) {
      const { studentProviderId } = parseInput(verificationRequestSchema, input);
      const provider = await repo.findStudentProvider(db, studentProviderId);
      if (!provider) throw await notFoundOrForbidden(db, studentsProviders, studentProviderId);
      const { school, actor: signedIn } = await requireSchool(actor, provider.school_id);
      if (signedIn.role !== 'admin' && !school.allow_piv) throw new DomainError('FORBIDDEN', 'forbidden');
      const status = await verifier.submit({ studentProviderId: provider.id });
      const at = new Date();
      await db.transaction(async (tx) => {
        await repo.makePrimary(tx, provider.student_id, provider.id);
        await repo.updateStudentProvider(tx, provider.id, {
          status,
          verification_requested_by: signedIn.userId,
          verification_requested_at: at,
          ...(status === 'QUEUED' ? { verified_by: null, verified_at: null } : { verified_at: at }),
        });
      });
      log.info({ event: 'verification-requested', studentProviderId: provider.id, by: signedIn.userId, status }, 'verification requested');
      return status;
    },

    async verificationQueue(actor: Actor | null, args: unknown) {
      const admin = requireAdmin(actor);
      const page = await repo.pageVerificationQueue(db, parseInput(queueArgsSchema, args));
      noteAccess(admin.trail, { action: 'VIEW', resource: 'STUDENT', schoolIds: page.items.map((row) => row.school_id), studentIds: page.items.map((row) => row.student_id) });
      return page;
    },

    async resolveVerification(actor: Actor | null, id: string, status: unknown) {
      const admin = requireAdmin(actor);
      const { result } = parseInput(z.object({ result: z.enum(RESOLUTIONS, { error: 'INVALID_VALUE' }) }), { result: status });
      const provider = await repo.findStudentProvider(db, parseId(id));
      if (!provider) throw new DomainError('NOT_FOUND', 'not_found');
      await repo.updateStudentProvider(db, provider.id, { status: result, verified_by: admin.userId, verified_at: new Date() });
      noteAccess(admin.trail, { action: 'CHANGE', resource: 'STUDENT', schoolIds: [provider.school_id], studentIds: [provider.student_id] });
      return true;
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;

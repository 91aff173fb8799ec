import { claimSubmitSchema, idSchema, isSameInjury, isWireDate, normalizeId, parentInfoOrNull, pickClaimInformation, STATEMENT_CHANGE_PREFIX, todayWire, type ClaimSubmit } from '@claims/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { notFoundOrForbidden } from '../../db/record-school.ts';
import type { Clock } from '../../domain/clock.ts';
import { idsOfRows, noteAccess } from '../../domain/access-trail.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireActor, requireSchoolAccess, type Actor } from '../auth/actor.ts';
import { attachDocuments } from '../claim-documents/claim-documents.service.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { Signer } from '../auth/signing.ts';
import { reopenParentPart, sendParentLink, type RequestMeta } from '../parent-part/parent-part.service.ts';
import { useSeasonAuthorization } from '../season-consent/season-consent.service.ts';
import { leaveFormerTpa } from '../tpa-link/tpa-link.service.ts';
import { claims, type ChangesLog } from './claims.schema.ts';
import * as repo from './claims.repo.ts';
import { transition } from './lifecycle/claim-lifecycle.ts';
import { findClaim, lockClaim, refreshReceivedItems, type ClaimRow } from './lifecycle/claim-lifecycle.repo.ts';
import { recordSchoolSignature } from './school-signature.ts';
import { idempotencyKeySchema } from '../../domain/idempotency-key.ts';

const bodySchema = z.object({ data: z.unknown() }, { error: 'VALIDATION_FAILED' });

const nearInjurySchema = z.object({
  school_id: idSchema,
  student_id: idSchema,
  injury_date: z.string('INVALID_DATE').refine(isWireDate, 'INVALID_DATE'),
  activity: z.string().optional(),
});

// The claim's own fields as the payload sets them, under their column names; also the fields an edit's
// change log compares. The claim information goes as it is (a new claim field needs nothing here).
function claimFieldsOf(payload: ClaimSubmit) {
  const { school_third_party_administrator_id, ...answers } = pickClaimInformation(payload);
  return {
    ...answers,
    schools_third_party_administrator_id: school_third_party_administrator_id,
    benefits_due_another_provider: answers.benefits_due_another_provider ?? null,
    student_address: {
      address_1: payload.student_address.address_1,
      ...(payload.student_address.address_2 ? { address_2: payload.student_address.address_2 } : {}),
      city: payload.student_address.city,
      state_prov: payload.student_address.state_prov ?? '',
      postal_code: payload.student_address.postal_code,
      country: payload.student_address.country,
    },
    parent_info: parentInfoOrNull(payload.parent_info),
  };
}
type ClaimFields = ReturnType<typeof claimFieldsOf>;

// JSONB keeps its own key order and drops nothing, so values compare with sorted keys and without empties.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== null && entry !== undefined && entry !== '')
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value ?? null;
}
const sameValue = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

function changesBetween(before: ClaimFields, after: ClaimFields, providersBefore: unknown, providersAfter: unknown): ChangesLog {
  const changes: ChangesLog = {};
  for (const key of Object.keys(after) as (keyof ClaimFields)[]) {
    if (key === 'official_statement') continue;
    if (!sameValue(before[key], after[key])) changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  // The statement changes answer by answer, so the history names each one.
  const statementBefore: Record<string, unknown> = before.official_statement ?? {};
  const statementAfter: Record<string, unknown> = after.official_statement;
  for (const key of Object.keys(statementAfter)) {
    if (!sameValue(statementBefore[key], statementAfter[key])) {
      changes[`${STATEMENT_CHANGE_PREFIX}${key}`] = { from: statementBefore[key] ?? null, to: statementAfter[key] ?? null };
    }
  }
  if (!sameValue(providersBefore, providersAfter)) changes.students_providers = { from: providersBefore, to: providersAfter };
  return changes;
}

const providerSnapshot = (rows: repo.ClaimProviderValues[]) =>
  rows.map((row) => ({
    is_other_provider: row.is_other_provider ?? false,
    provider_name: row.provider_name ?? null,
    insurance_provider_id: row.insurance_provider_id ?? null,
    insurance_member_id: row.insurance_member_id ?? null,
    insurance_group_id: row.insurance_group_id ?? null,
    phone: row.phone ?? null,
  }));

// What a new claim started from an incident does to it (modules/incidents), handed in by services.ts so
// that claims do not depend on incidents, which depend on claims.
type IncidentLink = (tx: Tx, link: { incidentId: string; claimId: string; claimNumber: number; schoolId: string; studentId: string; userId: string }) => Promise<void>;

export function createClaimsService(deps: {
  db: Db;
  jobs: JobQueue;
  mail: MailService;
  publicUrl: string;
  signer: Signer;
  log: FastifyBaseLogger;
  clock: Clock;
  fileStore: FileStore;
  linkIncident: IncidentLink;
}) {
  const { db, jobs } = deps;

  // Refuses anything that does not belong together: the student and the TPA link must be the school's,
  // the sport must exist (and be one the link covers), saved insurance entries must be the student's.
  async function checkSubmission(tx: Tx, payload: ClaimSubmit, keepActivity?: string) {
    const { student, link, school } = await repo.findSubmissionContext(tx, {
      schoolId: payload.school_id,
      studentId: payload.student_id,
      linkId: payload.school_third_party_administrator_id,
    });
    if (!student || !school || student.school_id !== payload.school_id) throw new DomainError('NOT_FOUND', 'not_found');
    // A claim names the student's birth date; one imported without it is given it here, once.
    if (!student.date_of_birth && !payload.student_date_of_birth) {
      throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { student_date_of_birth: 'DOB_REQUIRED' } });
    }
    if (!link || link.school_id !== payload.school_id || !link.is_active) {
      throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { school_third_party_administrator_id: 'TPA_REQUIRED' } });
    }
    const unchangedActivity = keepActivity !== undefined && keepActivity === payload.activity;
    if (!unchangedActivity) {
      const matches = await repo.findActivitiesByName(tx, payload.activity);
      const allowed = link.activities.length === 0 ? matches : matches.filter((activity) => link.activities.map(normalizeId).includes(normalizeId(activity.id)));
      if (allowed.length === 0) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { activity: 'ACTIVITY_REQUIRED' } });
    }
    return { providers: await providerRowsOf(tx, payload), student, school };
  }

  async function providerRowsOf(tx: Tx, payload: ClaimSubmit): Promise<repo.ClaimProviderValues[]> {
    const savedIds = payload.students_providers.flatMap((entry) => (entry.id ? [entry.id] : []));
    const saved = new Map((await repo.liveStudentProviders(tx, payload.student_id, savedIds)).map((row) => [row.id, row]));
    const rows = payload.students_providers.map((entry, index): repo.ClaimProviderValues => {
      const savedEntry = entry.id ? saved.get(entry.id) : undefined;
      if (entry.id && !savedEntry) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { [`students_providers.${index}.id`]: 'NOT_FOUND' } });
      const insurerId = entry.is_other_provider ? null : (entry.insurance_provider_id ?? savedEntry?.insurance_provider_id ?? null);
      if (entry.is_other_provider && !entry.provider_name) {
        throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { [`students_providers.${index}.provider_name`]: 'PROVIDER_NAME_REQUIRED' } });
      }
      if (!entry.is_other_provider && !insurerId) {
        throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { [`students_providers.${index}.insurance_provider_id`]: 'INSURANCE_COMPANY_REQUIRED' } });
      }
      return {
        is_other_provider: entry.is_other_provider,
        provider_name: entry.is_other_provider ? (entry.provider_name ?? null) : null,
        insurance_provider_id: insurerId,
        insurance_member_id: entry.insurance_member_id ?? null,
        insurance_group_id: entry.insurance_group_id ?? null,
        phone: entry.phone ?? null,
      };
    });
    const insurerIds = [...new Set(rows.flatMap((row) => (row.insurance_provider_id ? [row.insurance_provider_id] : [])))];
    const known = new Set((await repo.existingInsurers(tx, insurerIds)).map((row) => row.id));
    rows.forEach((row, index) => {
      if (row.insurance_provider_id && !known.has(row.insurance_provider_id)) {
        throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { [`students_providers.${index}.insurance_provider_id`]: 'INSURANCE_COMPANY_REQUIRED' } });
      }
    });
    return rows;
  }

  // The claim carries the address and parent info it was reported with; the student record follows them,
  // and takes the birth date the claim gave a student who had none.
  async function updateStudentFrom(tx: Tx, payload: ClaimSubmit, fields: ClaimFields, student: { date_of_birth: string | null }) {
    await repo.updateStudentContact(tx, payload.student_id, {
      ...(student.date_of_birth ? {} : { date_of_birth: payload.student_date_of_birth }),
      address_1: fields.student_address.address_1,
      address_2: payload.student_address.address_2 ?? null,
      city: fields.student_address.city,
      state_prov: payload.student_address.state_prov ?? null,
      postal_code: fields.student_address.postal_code,
      country: fields.student_address.country,
      parents_info: fields.parent_info,
    });
  }

  // A school whose parents complete their part online sends each new claim's parent a link, so the claim
  // needs the parent's address; the claim waits for them instead of going to the TPA (ADR 023).
  async function askParent(tx: Tx, claimId: string, payload: ClaimSubmit, context: Awaited<ReturnType<typeof checkSubmission>>) {
    const parent = payload.parent_info;
    if (!parent?.email) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { 'parent_info.email': 'PARENT_EMAIL_REQUIRED' } });
    await sendParentLink(tx, deps, {
      claimId,
      email: parent.email,
      language: parent.language,
      days: context.school.parent_link_days,
      createdBy: null,
      parentFirstName: parent.first_name ?? null,
      studentFirstName: context.student.first_name,
      schoolName: context.school.name,
    });
  }

  // A new claim of the same injury as one the student has (SPEC issue 18) needs the reporter's reason,
  // kept as the first history entry; the caller holds the student's lock, so a racing pair cannot both pass.
  async function duplicateChange(tx: Tx, payload: ClaimSubmit): Promise<ChangesLog | null> {
    const same = (await repo.claimsNearInjuryDate(tx, payload.student_id, payload.injury_date)).find((claim) => isSameInjury(claim, payload));
    if (!same) return null;
    if (!payload.duplicate_reason) {
      throw new DomainError('CLAIM_DUPLICATE', 'conflict', { duplicate_of: { claim_id: same.id, claim_number: same.claim_number } });
    }
    return { duplicate_of: { from: same.claim_number, to: payload.duplicate_reason } };
  }

  function parseSubmission(actor: Actor | null, body: unknown) {
    const signedIn = requireActor(actor);
    const payload = parseInput(claimSubmitSchema, parseInput(bodySchema, body).data);
    requireSchoolAccess(signedIn, payload.school_id);
    return { signedIn, payload };
  }

  return {
    async create(actor: Actor | null, body: unknown, idempotencyKey?: unknown, meta: RequestMeta = { ip: undefined, userAgent: undefined }) {
      const { signedIn, payload } = parseSubmission(actor, body);
      const key = parseInput(idempotencyKeySchema, idempotencyKey ?? undefined);
      if (key) {
        const earlier = await repo.findClaimByIdempotencyKey(db, signedIn.userId, key);
        if (earlier) return { claim_id: earlier.id, claim_number: earlier.claim_number, created: false };
      }
      try {
        const claim = await db.transaction(async (tx) => {
          const context = await checkSubmission(tx, payload);
          await repo.lockStudent(tx, payload.student_id);
          // The same key raced here: the request that went first stored the claim.
          const stored = key ? await repo.findClaimByIdempotencyKey(tx, signedIn.userId, key) : undefined;
          if (stored) return { ...stored, created: false };
          const duplicateOf = await duplicateChange(tx, payload);
          const fields = claimFieldsOf(payload);
          const submittedOn = todayWire();
          const row = await repo.insertClaim(tx, {
            ...fields,
            student_id: payload.student_id,
            user_id: signedIn.userId,
            school_id: payload.school_id,
            is_insured: true,
            submitted_to_tpa_at: submittedOn,
            idempotency_key: key ?? null,
          });
          if (payload.incident_id) {
            await deps.linkIncident(tx, { incidentId: payload.incident_id, claimId: row.id, claimNumber: row.claim_number, schoolId: payload.school_id, studentId: payload.student_id, userId: signedIn.userId });
          }
          await repo.replaceClaimProviders(tx, row.id, context.providers);
          await attachDocuments(tx, { schoolId: payload.school_id, claimId: row.id, documentIds: payload.document_ids });
          // The guardian's part given before the season goes with the claim, which then need not wait.
          const parentPart = await useSeasonAuthorization(tx, deps, {
            id: row.id,
            claimNumber: row.claim_number,
            schoolId: payload.school_id,
            studentId: payload.student_id,
            studentFirstName: context.student.first_name,
            schoolName: context.school.name,
            injuryDate: fields.injury_date,
            // the app's clock decides which authorization stands today, as it decides link expiry
            today: todayWire(deps.clock()),
            confirmAfterDays: context.school.insurance_confirm_days,
          });
          const awaitingParent = context.school.parent_part_online && !parentPart;
          await refreshReceivedItems(tx, row.id);
          await updateStudentFrom(tx, payload, fields, context.student);
          await recordSchoolSignature(tx, deps.fileStore, row.id, signedIn.userId, meta);
          // One e-mail to the TPA per submission, carrying every document the claim has; or the parent's link.
          await transition(tx, jobs, row.id, { type: 'CREATED', userId: signedIn.userId, submittedOn, duplicateOf, awaitingParent, parentPart });
          if (awaitingParent) await askParent(tx, row.id, payload, context);
          // insurance on file given longer ago than the school allows: the parent confirms it, the claim not waiting
          if (parentPart?.confirmBy) {
            await sendParentLink(tx, deps, {
              ...parentPart.confirmBy,
              claimId: row.id,
              days: context.school.parent_link_days,
              createdBy: null,
              studentFirstName: context.student.first_name,
              schoolName: context.school.name,
              purpose: 'CONFIRM',
            });
          }
          return { id: row.id, claim_number: row.claim_number, awaitingParent, created: true };
        });
        if (!claim.created) return { claim_id: claim.id, claim_number: claim.claim_number, created: false };
        noteAccess(signedIn.trail, { action: 'CHANGE', resource: 'CLAIM', schoolIds: [payload.school_id], claimIds: [claim.id], studentIds: [payload.student_id] });
        jobs.wake(claim.awaitingParent ? 'mail' : 'claimDelivery');
        deps.log.info({ event: 'claim-created', claimId: claim.id, claimNumber: claim.claim_number, userId: signedIn.userId }, 'claim submitted');
        return { claim_id: claim.id, claim_number: claim.claim_number, created: true };
      } catch (error) {
        // The same key sent twice at once: the other request stored the claim; answer with it.
        if (key && isUniqueViolation(error)) {
          const earlier = await repo.findClaimByIdempotencyKey(db, signedIn.userId, key);
          if (earlier) return { claim_id: earlier.id, claim_number: earlier.claim_number, created: false };
        }
        throw error;
      }
    },

    async update(actor: Actor | null, claimIdParam: string, body: unknown, meta: RequestMeta = { ip: undefined, userAgent: undefined }) {
      const claimId = parseId(claimIdParam);
      const { signedIn, payload } = parseSubmission(actor, body);
      const result = await db.transaction(async (tx) => {
        const visible = await findClaim(tx, claimId);
        if (!visible) throw await notFoundOrForbidden(tx, claims, claimId);
        requireSchoolAccess(signedIn, visible.school_id);
        // locked once the caller may touch it: its documents and e-mails change one request at a time
        await lockClaim(tx, claimId);
        const claim = await findClaim(tx, claimId);
        if (!claim) throw new DomainError('NOT_FOUND', 'not_found');
        if (claim.school_id !== payload.school_id || claim.student_id !== payload.student_id || (payload.claim_id && payload.claim_id !== claim.id)) {
          throw new DomainError('NOT_FOUND', 'not_found');
        }
        const { providers, student, school } = await checkSubmission(tx, payload, claim.activity);
        const before = await repo.listClaimProviders(tx, claim.id);
        const fields = claimFieldsOf(payload);
        const changes = changesBetween(storedClaimFields(claim), fields, providerSnapshot(before), providerSnapshot(providers));
        const newDocuments = await attachDocuments(tx, { schoolId: claim.school_id, claimId: claim.id, documentIds: payload.document_ids });
        if (newDocuments) changes.documents = newDocuments;
        // A repeated or empty edit changes nothing and sends nothing.
        if (Object.keys(changes).length === 0) return { claim_id: claim.id, claim_number: claim.claim_number, updated: false, parentAskedAgain: false };
        const formerTpa = changes.schools_third_party_administrator_id ? await leaveFormerTpa(tx, claim) : undefined;
        if (formerTpa) Object.assign(changes, formerTpa.changes);
        const submittedOn = todayWire();
        await repo.updateClaimContent(tx, claim.id, fields);
        // A claim still waiting for its parent keeps waiting: the edit goes with its first delivery.
        await transition(tx, jobs, claim.id, { type: 'EDITED', submittedOn, changes, newTpa: formerTpa !== undefined });
        await repo.replaceClaimProviders(tx, claim.id, providers);
        await refreshReceivedItems(tx, claim.id);
        await updateStudentFrom(tx, payload, fields, student);
        // the parent who had signed the claim as it was is asked to sign again
        const parentAskedAgain = await reopenParentPart(tx, deps, {
          claimId: claim.id,
          email: fields.parent_info?.email,
          language: fields.parent_info?.language ?? null,
          userId: signedIn.userId,
          parentFirstName: fields.parent_info?.first_name ?? null,
          studentFirstName: student.first_name,
          schoolName: school.name,
        });
        // signed anew by whoever made it, on the claim as it now goes (without a voided parent's part)
        await recordSchoolSignature(tx, deps.fileStore, claim.id, signedIn.userId, meta);
        await transition(tx, jobs, claim.id, { type: 'SUBMITTED', userId: signedIn.userId, submittedOn, changes });
        deps.log.info({ event: 'claim-updated', claimId: claim.id, userId: signedIn.userId, fields: Object.keys(changes) }, 'claim updated');
        return { claim_id: claim.id, claim_number: claim.claim_number, updated: true, parentAskedAgain };
      });
      if (result.updated) {
        noteAccess(signedIn.trail, { action: 'CHANGE', resource: 'CLAIM', schoolIds: [payload.school_id], claimIds: [result.claim_id], studentIds: [payload.student_id] });
        jobs.wake('claimDelivery');
      }
      if (result.parentAskedAgain) jobs.wake('mail');
      return result;
    },

    // What the wizard shows before a new claim goes: the student's claims of an injury within a day of
    // this one, each saying whether the server would refuse the new claim without a reason.
    async nearInjuryDate(actor: Actor | null, input: unknown) {
      const { school_id: schoolId, student_id: studentId, injury_date: injuryDate, activity } = parseInput(nearInjurySchema, input);
      const signedIn = requireSchoolAccess(actor, schoolId);
      const near = (await repo.claimsNearInjuryDate(db, studentId, injuryDate)).filter((claim) => claim.school_id === schoolId);
      noteAccess(signedIn.trail, { action: 'VIEW', resource: 'CLAIM', ...idsOfRows(near.map((claim) => ({ ...claim, student_id: studentId }))) });
      return near.map((claim) => ({ ...claim, same_injury: activity !== undefined && isSameInjury(claim, { injury_date: injuryDate, activity }) }));
    },

    async get(actor: Actor | null, idParam: string) {
      const id = parseId(idParam);
      const claim = await findClaim(db, id);
      if (!claim) throw await notFoundOrForbidden(db, claims, id);
      const signedIn = requireSchoolAccess(actor, claim.school_id);
      noteAccess(signedIn.trail, { action: 'VIEW', resource: 'CLAIM', ...idsOfRows([claim]) });
      return { ...claim, providers: await repo.listClaimProviders(db, claim.id) };
    },
  };
}

// A stored claim's fields as claimFieldsOf gives them, so an edit compares like with like (the change log
// compares values, empty and missing alike, so the stored columns' wider types do not matter).
function storedClaimFields(claim: ClaimRow): ClaimFields {
  return {
    ...(pickClaimInformation(claim) as Omit<ClaimFields, 'schools_third_party_administrator_id' | 'student_address' | 'parent_info' | 'official_statement'>),
    // null on a claim reported before the statement was asked
    official_statement: claim.official_statement as ClaimFields['official_statement'],
    schools_third_party_administrator_id: claim.schools_third_party_administrator_id,
    student_address: claim.student_address,
    parent_info: claim.parent_info as ClaimFields['parent_info'],
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;

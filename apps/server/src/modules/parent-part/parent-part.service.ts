import { createHash, randomUUID } from 'node:crypto';
import {
  documentRemovalSchema,
  authorizationExpiresOn,
  DAY_MS,
  ELECTRONIC_RECORDS_CONSENT_VERSION,
  isSignedParentPartKind,
  isUploadableDocumentKind,
  LIMITS,
  normalizeId,
  PARENT_AUTHORIZATION_VERSION,
  parentLinkCheckSchema,
  parentLinkEmailSchema,
  sendWithoutParentSchema,
  parentPartSchema,
  readerLanguage,
  SIGNATURE_INTENT_VERSION,
  storedParentPart,
  todayWire,
  type AuthorizationFacts,
  type ParentPart,
  type ParentLinkPurpose,
  type Language,
  type SignedParentPartKind,
  type StoredParentPart,
} from '@claims/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../domain/clock.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireActor, requireSchoolAccess, type Actor } from '../auth/actor.ts';
import { familyLinkSessions, linkProblem } from '../auth/family-link.ts';
import { hashToken } from '../auth/secrets.ts';
import type { Signer } from '../auth/signing.ts';
import { addDocument } from '../claim-documents/claim-documents.service.ts';
import { inspectClaimDocument } from '../claim-documents/claim-documents.content.ts';
import * as documentsRepo from '../claim-documents/claim-documents.repo.ts';
import { transition } from '../claims/lifecycle/claim-lifecycle.ts';
import * as claimState from '../claims/lifecycle/claim-lifecycle.repo.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailService } from '../mail/mail.service.ts';
import { listProviders } from '../providers/providers.repo.ts';
import type { Upload } from '../uploads/read-upload.ts';
import { parentLinkMail } from './parent-part.mail.ts';
import { renderSignedParentPart } from './parent-part.pdf.ts';
import * as repo from './parent-part.repo.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { idsOfRows, noteAccess, type AccessTrail } from '../../domain/access-trail.ts';
import { notFoundOrForbidden } from '../../db/record-school.ts';
import { claims } from '../claims/claims.schema.ts';

export type ParentLinkRequest = {
  claimId: string;
  email: string;
  language: Language | null;
  days: number;
  createdBy: string | null;
  parentFirstName: string | null;
  studentFirstName: string;
  schoolName: string;
  // PART unless the claim went with insurance on file that the parent is to confirm (issue 43)
  purpose?: ParentLinkPurpose;
};

type LinkDeps = { mail: MailService; publicUrl: string; signer: Signer; clock: Clock };

// The link's token is made from its id with the server's secret, so a reminder can carry the same link
// while only the token's hash is stored (ADR 023).
const tokenOf = (signer: Signer, linkId: string) => signer.token(`parent-link:${linkId}`);
const linkUrl = (deps: LinkDeps, linkId: string) => `${deps.publicUrl}/parent/${tokenOf(deps.signer, linkId)}`;

// Sends the parent a new link to their part, in the caller's transaction; the earlier link stops working.
export async function sendParentLink(tx: Tx, deps: LinkDeps, request: ParentLinkRequest) {
  await repo.revokeOpenLinks(tx, request.claimId);
  const id = randomUUID();
  const language = readerLanguage(request.language);
  // Sent and expiring on the clock, which the day-3 and day-7 reminders and the expiry are reckoned on.
  const sentAt = deps.clock();
  const expiresAt = new Date(sentAt.getTime() + request.days * DAY_MS);
  const link = await repo.insertLink(tx, {
    id,
    claim_id: request.claimId,
    token_hash: hashToken(tokenOf(deps.signer, id)),
    email: request.email,
    purpose: request.purpose ?? 'PART',
    language,
    created_at: sentAt,
    expires_at: expiresAt,
    created_by: request.createdBy,
  });
  await deps.mail.enqueue(
    tx,
    parentLinkMail({
      to: request.email,
      parentFirstName: request.parentFirstName,
      language,
      schoolName: request.schoolName,
      studentFirstName: request.studentFirstName,
      expiresOn: expiresAt.toISOString().slice(0, 10),
      url: linkUrl(deps, id),
      reminder: false,
      purpose: request.purpose ?? 'PART',
    }),
  );
  return link;
}

// An edit of a claim whose parent had signed voids their signature (it was given to the claim as it
// was): the claim keeps going to the TPA, and the parent gets a new link to sign again, their part then
// following as a supplement (ADR 023). Returns whether there was a parent's signature to void.
export async function reopenParentPart(tx: Tx, deps: LinkDeps & { jobs: JobQueue }, request: Omit<ParentLinkRequest, 'email' | 'days' | 'createdBy'> & { email: string | null | undefined; userId: string }) {
  if (!(await repo.hasStandingSignature(tx, request.claimId, 'PARENT'))) return false;
  const found = await repo.findParentClaim(tx, request.claimId);
  const previous = await repo.latestLink(tx, request.claimId);
  const email = request.email || previous?.email;
  if (!found || !email) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { 'parent_info.email': 'PARENT_EMAIL_REQUIRED' } });
  await repo.voidSignatures(tx, request.claimId, 'PARENT');
  await sendParentLink(tx, deps, { ...request, email, days: found.school.parent_link_days, createdBy: request.userId });
  await transition(tx, deps.jobs, request.claimId, { type: 'PARENT_SIGNATURE_VOIDED', userId: request.userId, from: previous?.email ?? null, to: email });
  return true;
}

// The parent's answers as a claim or an authorization keeps them: each insurance company named as it is
// now, and only an active one.
export async function storedPartOf(tx: Tx, part: ParentPart) {
  const insurers = new Map((await listProviders(tx, { includeInactive: false })).map((row) => [row.id, row.name]));
  part.providers.forEach((entry, index) => {
    if (entry.insurance_provider_id && !insurers.has(entry.insurance_provider_id)) {
      throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { [`providers.${index}.insurance_provider_id`]: 'INSURANCE_COMPANY_REQUIRED' } });
    }
  });
  return storedParentPart(part, (id) => insurers.get(id) ?? null);
}

export type RequestMeta = { ip: string | undefined; userAgent: string | undefined };

export const evidenceOf = (meta: RequestMeta) => ({ ip: meta.ip ?? null, user_agent: meta.userAgent?.slice(0, 500) ?? null });
export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

type Deps = LinkDeps & { db: Db; jobs: JobQueue; log: FastifyBaseLogger; fileStore: FileStore };

const resendSchema = parentLinkEmailSchema.partial();

// The parent's side of the link (ADR 023). Nothing here has an actor: the link, then the page session the
// birth date opens, are the permission; each answer is scoped to the link's one claim.
export function createParentPartService({ db, jobs, mail, publicUrl, signer, log, clock, fileStore }: Deps) {
  const { usable: usableLink, session: sessionLink, standing, answerBirthDate } = familyLinkSessions(clock, repo.findLinkByToken);

  // The parent's part is open until it is signed, even once staff sent the school's part without it; a
  // link to confirm insurance on file opens on the part the claim went with.
  async function claimOf(executor: Db | Tx, link: repo.ParentLinkRow) {
    const claim = await repo.findParentClaim(executor, link.claim_id);
    if (!claim) throw new DomainError('NOT_FOUND', 'not_found');
    if (claim.claim.parent_part && link.purpose !== 'CONFIRM') throw linkProblem('NOT_AWAITING_PARENT', link);
    return claim;
  }

  // What a link to confirm shows: the insurance the claim went with, and when it was signed.
  async function onFile(executor: Db | Tx, link: repo.ParentLinkRow, part: StoredParentPart | null) {
    if (link.purpose !== 'CONFIRM' || !part) return null;
    const signature = await repo.standingSignature(executor, link.claim_id, 'PARENT');
    return {
      signed_on: (signature?.signed_at ?? link.created_at).toISOString().slice(0, 10),
      other_insurance: part.other_insurance,
      medicaid: part.medicaid,
      providers: part.providers.map(({ insurance_provider_id, is_other_provider, provider_name, insurance_member_id, insurance_group_id }) => ({
        insurance_provider_id,
        is_other_provider,
        provider_name,
        insurance_member_id,
        insurance_group_id,
      })),
    };
  }

  // A claim of this actor's school whose parent's part (or confirmation of the insurance on file) is still
  // to come, locked for the caller's change, with the link that asks for it.
  async function claimWaitingForParent(tx: Tx, actor: Actor, claimId: string) {
    const visible = await claimState.findClaim(tx, claimId);
    if (!visible) throw await notFoundOrForbidden(tx, claims, claimId);
    requireSchoolAccess(actor, visible.school_id);
    await claimState.lockClaim(tx, claimId);
    const found = await repo.findParentClaim(tx, claimId);
    if (!found) throw new DomainError('NOT_FOUND', 'not_found');
    const previous = await repo.latestLink(tx, claimId);
    const confirming = previous?.purpose === 'CONFIRM' && !previous.used_at;
    if (!previous || (found.claim.parent_part && !confirming)) throw new DomainError('NOT_AWAITING_PARENT', 'conflict');
    return { ...found, previous };
  }

  const authorizationFacts = (found: repo.ParentClaim, signedOn?: string): AuthorizationFacts => ({
    studentName: `${found.student.first_name} ${found.student.last_name}`,
    studentBirthDate: found.student.date_of_birth ?? '',
    schoolName: found.school.name,
    tpaName: found.tpa.name,
    claimNumber: String(found.claim.claim_number),
    injuryDate: found.claim.injury_date,
    ...(signedOn ? { signedOn } : {}),
    expiresOn: authorizationExpiresOn(signedOn ?? todayWire()),
  });

  const parentDocuments = async (executor: Db | Tx, claimId: string) =>
    (await documentsRepo.listClaimDocuments(executor, claimId))
      .filter((document) => document.from_parent && !isSignedParentPartKind(document.kind))
      .map(({ id, kind, filename, content_type, size, created_at, sent }) => ({ id, kind, filename, content_type, size, created_at: created_at.toISOString(), sent }));

  return {
    async awaitingCount(actor: Actor | null, schoolId: string) {
      requireSchoolAccess(actor, schoolId);
      return repo.countAwaitingParent(db, schoolId);
    },

    // Staff see where the parent's link stands (the claim is theirs to see: its resolver checked, and
    // it is checked again here).
    async linkForClaim(actor: Actor | null, claim: { id: string; school_id: string }) {
      requireSchoolAccess(actor, claim.school_id);
      const link = await repo.latestLink(db, claim.id);
      if (!link) return null;
      const { email, purpose, language, created_at, opened_at, checked_at, expires_at, used_at, revoked_at, failed_checks } = link;
      return { email, purpose, language, sent_at: created_at, opened_at, checked_at, expires_at, used_at, revoked_at, locked: failed_checks >= LIMITS.PARENT_LINK_CHECKS_MAX };
    },

    // Staff send the parent a new link, to the same address or a corrected one; the claim's history keeps
    // who sent it where, and the claim keeps the new address.
    async resend(actor: Actor | null, claimIdParam: string, body: unknown) {
      const signedIn = requireActor(actor);
      const claimId = parseId(claimIdParam);
      const input = parseInput(resendSchema, body ?? {});
      await db.transaction(async (tx) => {
        const { previous, ...found } = await claimWaitingForParent(tx, signedIn, claimId);
        const email = input.email ?? previous.email;
        await sendParentLink(tx, { mail, publicUrl, signer, clock }, {
          claimId,
          email,
          // a confirmation goes to the guardian who gave the insurance, in the language they chose
          language: previous.purpose === 'CONFIRM' ? previous.language : (found.claim.parent_info?.language ?? previous.language),
          days: found.school.parent_link_days,
          createdBy: signedIn.userId,
          parentFirstName: found.claim.parent_info?.first_name ?? null,
          studentFirstName: found.student.first_name,
          schoolName: found.school.name,
          purpose: previous.purpose,
        });
        await transition(tx, jobs, claimId, { type: 'PARENT_LINK_SENT', userId: signedIn.userId, from: previous.email, to: email, parentInfo: found.claim.parent_info });
      });
      jobs.wake('mail');
      log.info({ event: 'parent-link-sent', claimId, userId: signedIn.userId }, 'parent link sent again');
    },

    // Day 3 and day 7 after a link was sent, its parent is reminded once each, while the link still works
    // and their part is not done. Several servers may run this at once: a link another is reminding is
    // skipped, and the count stored with each queued e-mail keeps a reminder from going twice.
    async remindParents(now = clock()) {
      const sent = await db.transaction(async (tx) => {
        const due = await repo.lockLinksDueReminder(tx, now, LIMITS.PARENT_LINK_CHECKS_MAX);
        for (const link of due) {
          await repo.updateLink(tx, link.id, { reminders_sent: link.reminders_sent + 1 });
          await mail.enqueue(
            tx,
            parentLinkMail({
              to: link.email,
              parentFirstName: link.parent_first_name,
              language: link.language,
              schoolName: link.school_name,
              studentFirstName: link.student_first_name,
              expiresOn: link.expires_at.toISOString().slice(0, 10),
              url: linkUrl({ mail, publicUrl, signer, clock }, link.id),
              reminder: true,
              purpose: link.purpose,
            }),
          );
        }
        return due.length;
      });
      if (sent > 0) {
        jobs.wake('mail');
        log.info({ event: 'parent-reminders-sent', count: sent }, 'parent reminders sent');
      }
      return sent;
    },

    // The school's part goes to the TPA now, with the reason in the claim's history; the parent's link
    // keeps working and their part follows as a supplement.
    async sendWithoutParent(actor: Actor | null, claimIdParam: string, body: unknown) {
      const signedIn = requireActor(actor);
      const claimId = parseId(claimIdParam);
      const { reason } = parseInput(sendWithoutParentSchema, body);
      await db.transaction(async (tx) => {
        const found = await claimWaitingForParent(tx, signedIn, claimId);
        if (found.claim.status !== 'AWAITING_PARENT') throw new DomainError('NOT_AWAITING_PARENT', 'conflict');
        await transition(tx, jobs, claimId, { type: 'SENT_WITHOUT_PARENT', userId: signedIn.userId, reason });
      });
      jobs.wake('claimDelivery');
      log.info({ event: 'claim-sent-without-parent', claimId, userId: signedIn.userId }, 'claim sent without the parent part');
    },

    // Opening the link is recorded; it answers only the language the e-mail was written in.
    // What a route checks before it reads a body: a stranger learns nothing, not even what a form lacks.
    async requireLink(token: unknown) {
      await usableLink(db, token);
    },
    async requireSession(token: unknown, access: unknown) {
      await sessionLink(db, token, access);
    },

    async open(token: unknown) {
      const link = await usableLink(db, token);
      await claimOf(db, link);
      await repo.markOpened(db, link.id);
      return { language: link.language };
    },

    // The birth date proves the link reached the family.
    async check(token: unknown, body: unknown) {
      const link = await usableLink(db, token);
      const { birth_date } = parseInput(parentLinkCheckSchema, body);
      const found = await claimOf(db, link);
      return answerBirthDate(link, found.student.date_of_birth === birth_date, {
        countFailed: () => repo.countFailedCheck(db, link.id),
        onFailed: (failed) => log.warn({ event: 'parent-link-check-failed', linkId: link.id, claimId: link.claim_id, failed }, 'wrong birth date on a parent link'),
        saveAccess: (access_hash) => repo.updateLink(db, link.id, { access_hash, checked_at: new Date() }),
      });
    },

    // What the parent's page shows: this claim's facts a parent knows anyway, the contact the school
    // has for them, and the documents they uploaded.
    async view(token: unknown, access: unknown, trail?: AccessTrail | null) {
      const link = await sessionLink(db, token, access);
      const found = await claimOf(db, link);
      noteAccess(trail, { action: 'VIEW', resource: 'CLAIM', via: { link: 'PARENT_LINK', id: link.id }, ...idsOfRows([found.claim]) });
      const parent = found.claim.parent_info ?? {};
      return {
        claim_number: found.claim.claim_number,
        school_name: found.school.name,
        tpa_name: found.tpa.name,
        student: { first_name: found.student.first_name, last_name: found.student.last_name, date_of_birth: found.student.date_of_birth },
        injury_date: found.claim.injury_date,
        activity: found.claim.activity,
        language: link.language,
        parent: { first_name: parent.first_name ?? '', last_name: parent.last_name ?? '', email: parent.email ?? link.email, phone: parent.phone ?? '' },
        authorization: authorizationFacts(found),
        documents: await parentDocuments(db, link.claim_id),
        on_file: await onFile(db, link, found.claim.parent_part),
      };
    },

    // The insurance companies a parent picks from: the active ones, as staff see them.
    async insurers(token: unknown, access: unknown) {
      await sessionLink(db, token, access);
      return (await listProviders(db, { includeInactive: false })).map(({ id, name }) => ({ id, name }));
    },

    async upload(token: unknown, access: unknown, read: (beforeFile: (fields: Record<string, string>) => Promise<void>) => Promise<Upload>) {
      const kindOf = (fields: Record<string, string>) => {
        if (!isUploadableDocumentKind(fields.kind)) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { kind: 'DOCUMENT_KIND_REQUIRED' } });
        return fields.kind;
      };
      const { fields, file } = await read(async (before) => {
        await claimOf(db, await sessionLink(db, token, access));
        kindOf(before);
      });
      const kind = kindOf(fields);
      if (!file) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { file: 'INVALID_VALUE' } });
      const inspected = await inspectClaimDocument(file.data, file.filename);
      const document = await db.transaction(async (tx) => {
        const link = await sessionLink(tx, token, access);
        const locked = await claimState.lockClaim(tx, link.claim_id);
        const found = await claimOf(tx, link);
        if (!locked) throw new DomainError('NOT_FOUND', 'not_found');
        const id = await addDocument(tx, fileStore, { schoolId: found.claim.school_id, claimId: link.claim_id, kind, file: inspected, uploadedBy: null, fromParent: true });
        return (await parentDocuments(tx, link.claim_id)).find((row) => row.id === id)!;
      });
      log.info({ event: 'parent-document-uploaded', documentId: document.id }, 'parent document uploaded');
      return document;
    },

    // The parent removes only what they uploaded and no e-mail to the TPA carries (asked to sign again
    // after an edit, what they sent before stays with the claim).
    async remove(token: unknown, access: unknown, body: unknown) {
      await sessionLink(db, token, access);
      const id = parseId(normalizeId(parseInput(documentRemovalSchema, body).document_id));
      await db.transaction(async (tx) => {
        const link = await sessionLink(tx, token, access);
        await claimState.lockClaim(tx, link.claim_id);
        await claimOf(tx, link);
        const document = (await parentDocuments(tx, link.claim_id)).find((row) => row.id === id);
        const stored = document ? await documentsRepo.findDocument(tx, id) : undefined;
        if (!stored) throw new DomainError('NOT_FOUND', 'not_found');
        if (await documentsRepo.isCarriedByAnyEmail(tx, id)) throw new DomainError('DOCUMENT_ALREADY_SENT', 'conflict');
        await documentsRepo.deleteDocument(tx, id);
        await fileStore.remove(tx, stored.file_id);
        await claimState.refreshReceivedItems(tx, link.claim_id);
      });
    },

    // Signing ends the parent's part: the signed document is rendered and kept with its digest and the
    // evidence, the claim takes the answers and goes to the TPA as a submission does, and the link is used.
    async sign(token: unknown, access: unknown, body: unknown, meta: RequestMeta, trail?: AccessTrail | null) {
      // Who asks first: a stranger learns nothing, not even what the form lacks.
      await sessionLink(db, token, access);
      const part = parseInput(parentPartSchema, body);
      const result = await db.transaction(async (tx) => {
        const found = await sessionLink(tx, token, access);
        const link = standing((await repo.lockLink(tx, found.id))!);
        await claimState.lockClaim(tx, link.claim_id);
        const claim = await claimOf(tx, link);
        const stored = await storedPartOf(tx, part);
        // Confirming insurance on file replaces the signature the claim went with; it stays as the record.
        const replaced = link.purpose === 'CONFIRM' ? await repo.standingSignature(tx, link.claim_id, 'PARENT') : undefined;
        if (replaced) await repo.voidSignatures(tx, link.claim_id, 'PARENT');
        const signedAt = new Date();
        const facts = authorizationFacts(claim, signedAt.toISOString().slice(0, 10));
        const signedFacts = { ...facts, part: stored, signerName: part.signature_name, signedAt };
        const pdf = await renderSignedParentPart(signedFacts, link.language);
        const addSigned = async (kind: SignedParentPartKind, filename: string, data: Buffer) =>
          (await documentsRepo.findDocument(
            tx,
            await addDocument(tx, fileStore, { schoolId: claim.claim.school_id, claimId: link.claim_id, kind, file: { filename, content_type: 'application/pdf', data }, uploadedBy: null, fromParent: true }),
          ))!;
        const signedFilename = `claim-${claim.claim.claim_number}-parent-signed.pdf`;
        const signedDocument = await addSigned('SIGNED_PARENT_PART', signedFilename, pdf);
        // A TPA reads English: a part signed in another language goes with an unsigned English rendering.
        const englishRendering =
          link.language === 'en'
            ? null
            : await addSigned(
                'SIGNED_PARENT_PART_ENGLISH',
                `claim-${claim.claim.claim_number}-parent-signed-english.pdf`,
                await renderSignedParentPart(signedFacts, 'en', { language: link.language, filename: signedFilename }),
              );
        await repo.insertSignature(tx, {
          claim_id: link.claim_id,
          role: 'PARENT',
          signer_name: part.signature_name,
          signer_email: link.email,
          parent_link_id: link.id,
          identified_by: 'LINK_AND_BIRTH_DATE',
          records_consent_version: ELECTRONIC_RECORDS_CONSENT_VERSION,
          authorization_version: PARENT_AUTHORIZATION_VERSION,
          intent_version: SIGNATURE_INTENT_VERSION,
          language: link.language,
          ...evidenceOf(meta),
          document_file_id: signedDocument.file_id,
          document_sha256: sha256(pdf),
          english_rendering_file_id: englishRendering?.file_id ?? null,
          signed_at: signedAt,
        });
        await transition(tx, jobs, link.claim_id, { type: 'PARENT_PART_SIGNED', parentPart: stored, signatureName: part.signature_name, replacing: replaced?.signer_name ?? null });
        await repo.updateLink(tx, link.id, { used_at: signedAt });
        return { claim_number: claim.claim.claim_number, claimId: link.claim_id, linkId: link.id, claim: claim.claim, documents: [signedDocument, englishRendering] };
      });
      noteAccess(trail, {
        action: 'CHANGE',
        resource: 'CLAIM',
        via: { link: 'PARENT_LINK', id: result.linkId },
        ...idsOfRows([result.claim]),
        documentIds: result.documents.flatMap((document) => document?.id ?? []),
      });
      jobs.wake('claimDelivery');
      log.info({ event: 'parent-part-signed', claimId: result.claimId }, 'parent part signed');
      return { claim_number: result.claim_number };
    },
  };
}

export type ParentPartService = ReturnType<typeof createParentPartService>;

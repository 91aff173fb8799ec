import { randomUUID } from 'node:crypto';
import {
  authorizationExpiresOn,
  campaignCreateSchema,
  DAY_MS,
  daysBetweenWire,
  documentRemovalSchema,
  isSeasonCardKind,
  normalizeId,
  SEASON_CARDS_MAX,
  GUARDIAN_REQUEST_STATES,
  LIMITS,
  parentLinkCheckSchema,
  parentLinkEmailSchema,
  parentPartSchema,
  readerLanguage,
  SEASON_AUTHORIZATION_VERSION,
  seasonAuthorization,
  seasonRecordsConsent,
  seasonSignatureIntent,
  todayWire,
  type GuardianRequestState,
  type Language,
  type SeasonAuthorizationFacts,
  type StoredParentPart,
} from '@claims/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../domain/clock.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { noteAccess, type AccessTrail } from '../../domain/access-trail.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireActor, requireSchoolAccess, type Actor } from '../auth/actor.ts';
import { hashToken } from '../auth/secrets.ts';
import type { Signer } from '../auth/signing.ts';
import * as documentsRepo from '../claim-documents/claim-documents.repo.ts';
import { inspectClaimDocument } from '../claim-documents/claim-documents.content.ts';
import { addDocument } from '../claim-documents/claim-documents.service.ts';
import type { Upload } from '../uploads/read-upload.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailService } from '../mail/mail.service.ts';
import { renderSignedDocument } from '../parent-part/parent-part.pdf.ts';
import * as parentRepo from '../parent-part/parent-part.repo.ts';
import { evidenceOf, sha256, storedPartOf, type RequestMeta } from '../parent-part/parent-part.service.ts';
import { familyLinkSessions } from '../auth/family-link.ts';
import { REMINDER_DAYS } from '../parent-part/parent-part.repo.ts';
import { listProviders } from '../providers/providers.repo.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { seasonAuthorizationUsedMail, seasonLinkMail } from './season-consent.mail.ts';
import * as repo from './season-consent.repo.ts';
import { notFoundOrForbidden } from '../../db/record-school.ts';
import { seasonCampaigns, guardianRequests } from './season-consent.schema.ts';

export type CampaignMailJob = { campaignId: string };

// Guardians whose e-mail one job of a campaign writes, in one transaction.
export const MAIL_BATCH = 200;

// A guardian's token is made from the request's id with the server's secret, as a claim's parent link's
// is: a reminder or a resend carries the same link while only its hash is stored.
const tokenOf = (signer: Signer, requestId: string) => signer.token(`season-link:${requestId}`);

type LinkDeps = { signer: Signer; publicUrl: string };
const linkUrl = (deps: LinkDeps, requestId: string) => `${deps.publicUrl}/guardian/${tokenOf(deps.signer, requestId)}`;

type Deps = { db: Db; jobs: JobQueue; mail: MailService; publicUrl: string; signer: Signer; log: FastifyBaseLogger; clock: Clock; fileStore: FileStore };

// The guardian's own name and contact, from the roster's parent info of their first student.
const guardianOf = (parent: { first_name?: string | null; last_name?: string | null; phone?: string | null; language?: Language | null }) => ({
  first_name: parent.first_name?.trim() || null,
  last_name: parent.last_name?.trim() || null,
  phone: parent.phone?.trim() || null,
  language: readerLanguage(parent.language),
});

// Staff's resend: the address on the request, or a corrected one.
const resendSchema = parentLinkEmailSchema.partial();

export function createSeasonConsentService({ db, jobs, mail, publicUrl, signer, log, clock, fileStore }: Deps) {
  const mailOf = (row: { id: string; email: string; language: Language; first_name: string | null; expires_at: Date; activity: string | null; school_name: string; student_first_names: string[] | null }, reminder: boolean) =>
    seasonLinkMail({
      to: row.email,
      firstName: row.first_name,
      language: row.language,
      schoolName: row.school_name,
      activity: row.activity,
      studentFirstNames: row.student_first_names ?? [],
      expiresAt: row.expires_at,
      url: linkUrl({ signer, publicUrl }, row.id),
      reminder,
    });

  // The request a token names, as a claim's parent link is read: it keeps working once completed, so the
  // guardian can revoke by it.
  const { usable: usableRequest, session: sessionRequest, standing, answerBirthDate } = familyLinkSessions(clock, repo.findRequestByToken);

  // One of the guardian's students, or NOT_FOUND (another school's student, or one not in this request).
  async function studentOf(executor: Db | Tx, request: repo.GuardianRequestRow, studentIdParam: string) {
    const studentId = parseId(studentIdParam);
    const student = (await repo.requestStudents(executor, request.id)).find((row) => row.id === studentId);
    if (!student) throw new DomainError('NOT_FOUND', 'not_found');
    return student;
  }

  // The card photos waiting for the student's next signature, as the page lists them.
  const pendingCards = async (executor: Db | Tx, requestId: string, studentId: string) =>
    (await repo.cardFiles(executor, { requestId, studentId })).map(({ id, kind, filename, content_type, size, created_at }) => ({ id, kind, filename, content_type, size, created_at: created_at.toISOString(), sent: false }));

  const onFileNow = (authorization: { revoked_at: Date | null; expires_on: string } | null, today: string) =>
    Boolean(authorization && !authorization.revoked_at && authorization.expires_on > today);

  async function factsOf(executor: Db | Tx, request: repo.GuardianRequestRow, student: { first_name: string; last_name: string; date_of_birth: string | null }, signedOn?: string): Promise<SeasonAuthorizationFacts> {
    const school = await repo.findSchool(executor, request.school_id);
    return {
      studentName: `${student.first_name} ${student.last_name}`,
      studentBirthDate: student.date_of_birth ?? '',
      schoolName: school?.name ?? '',
      tpaNames: await repo.schoolTpaNames(executor, request.school_id),
      ...(signedOn ? { signedOn } : {}),
      expiresOn: authorizationExpiresOn(signedOn ?? todayWire(clock())),
    };
  }

  // Writes one batch of the campaign's e-mails, each once with its request marked, and queues the next
  // batch's job in the same transaction: every job is short, a crash repeats one batch at most, and the
  // campaign's progress moves with each. A batch another worker holds is skipped.
  async function sendCampaignMail({ campaignId }: CampaignMailJob) {
    const written = await db.transaction(async (tx) => {
      const batch = await repo.lockUnqueuedRequests(tx, campaignId, MAIL_BATCH);
      for (const row of batch) {
        const outboxId = await mail.enqueue(tx, mailOf(row, false));
        await repo.updateRequest(tx, row.id, { mail_queued_at: clock(), mail_outbox_id: outboxId });
      }
      if (batch.length === MAIL_BATCH) await jobs.send<CampaignMailJob>(tx, 'campaignMail', { campaignId });
      return batch.length;
    });
    if (written === 0) return;
    jobs.wake('mail');
    jobs.wake('campaignMail');
    log.info({ event: 'season-campaign-mail-queued', campaignId, count: written }, 'season campaign e-mails queued');
  }

  async function campaignOf(actor: Actor | null, campaignIdParam: string) {
    const campaignId = parseId(campaignIdParam);
    const campaign = await repo.findCampaign(db, campaignId);
    if (!campaign) throw await notFoundOrForbidden(db, seasonCampaigns, campaignId);
    requireSchoolAccess(actor, campaign.school_id);
    return campaign;
  }

  const standingOf = (rows: Awaited<ReturnType<typeof repo.campaignStanding>>, campaignId: string) => {
    const mine = rows.filter((row) => row.campaign_id === campaignId);
    const counts = Object.fromEntries(GUARDIAN_REQUEST_STATES.map((state) => [state.toLowerCase(), mine.filter((row) => row.state === state).reduce((sum, row) => sum + row.guardians, 0)])) as Record<Lowercase<GuardianRequestState>, number>;
    return { ...counts, guardians: mine.reduce((sum, row) => sum + row.guardians, 0), queued: mine.reduce((sum, row) => sum + row.queued, 0) };
  };

  return {
    // Staff send a campaign: every guardian's request, their students and the job that writes their
    // e-mails, in one transaction; the e-mails follow in batches, the campaign's progress counting them.
    async create(actor: Actor | null, body: unknown) {
      const signedIn = requireActor(actor);
      const input = parseInput(campaignCreateSchema, body);
      requireSchoolAccess(signedIn, input.school_id);
      const campaign = await db.transaction(async (tx) => {
        if (!(await repo.findSchool(tx, input.school_id))) throw new DomainError('NOT_FOUND', 'not_found');
        const chosen = await repo.studentsWithGuardian(tx, input.school_id, input.all_with_guardian ? 'ALL' : input.student_ids);
        if (chosen.length === 0) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { student_ids: 'CAMPAIGN_NO_GUARDIANS' } });
        const row = await repo.insertCampaign(tx, { school_id: input.school_id, activity: input.activity ?? null, created_by: signedIn.userId });
        const expiresAt = new Date(clock().getTime() + LIMITS.SEASON_LINK_DAYS * DAY_MS);
        const byEmail = new Map<string, { id: string; studentIds: string[]; parent: (typeof chosen)[number]['parents_info'] }>();
        for (const student of chosen) {
          const email = student.parents_info.email!.trim().toLowerCase();
          const request = byEmail.get(email) ?? { id: randomUUID(), studentIds: [], parent: student.parents_info };
          request.studentIds.push(student.id);
          byEmail.set(email, request);
        }
        const requests = [...byEmail].map(([email, request]) => ({
          id: request.id,
          campaign_id: row.id,
          school_id: input.school_id,
          email,
          ...guardianOf(request.parent),
          token_hash: hashToken(tokenOf(signer, request.id)),
          expires_at: expiresAt,
        }));
        await repo.insertRequests(tx, requests, [...byEmail.values()].flatMap((request) => request.studentIds.map((student_id) => ({ request_id: request.id, student_id }))));
        await jobs.send<CampaignMailJob>(tx, 'campaignMail', { campaignId: row.id });
        return { id: row.id, guardians: requests.length, students: chosen.length, studentIds: chosen.map((student) => student.id) };
      });
      jobs.wake('campaignMail');
      // the students' guardian details were read and written into the campaign: an access event names them
      noteAccess(signedIn.trail, { action: 'CHANGE', resource: 'STUDENT', schoolIds: [input.school_id], studentIds: campaign.studentIds });
      log.info({ event: 'season-campaign-created', campaignId: campaign.id, guardians: campaign.guardians, userId: signedIn.userId }, 'season campaign created');
      return { id: campaign.id, guardians: campaign.guardians, students: campaign.students };
    },

    sendCampaignMail,
    startWorker: () => jobs.work<CampaignMailJob>('campaignMail', sendCampaignMail),

    async campaigns(actor: Actor | null, schoolId: string, page: { limit: number; offset: number }) {
      requireSchoolAccess(actor, schoolId);
      const { rows, total } = await repo.campaignsOfSchool(db, schoolId, page);
      const counts = await repo.campaignStanding(db, rows.map((row) => row.id));
      return { total, rows: rows.map((row) => ({ ...row, standing: standingOf(counts, row.id) })) };
    },

    async campaign(actor: Actor | null, campaignId: string) {
      const campaign = await campaignOf(actor, campaignId);
      return { ...campaign, standing: standingOf(await repo.campaignStanding(db, [campaign.id]), campaign.id) };
    },

    // The guardians to chase: those of one state (or all), by e-mail. Their names and addresses are the
    // students' records: the page shown is an access event naming its guardians' students.
    async guardians(actor: Actor | null, campaignId: string, state: GuardianRequestState | null, page: { limit: number; offset: number }) {
      const campaign = await campaignOf(actor, campaignId);
      const found = await repo.campaignGuardians(db, campaign.id, state, page);
      if (found.rows.length > 0) noteAccess(actor?.trail, { action: 'VIEW', resource: 'STUDENT', schoolIds: [campaign.school_id], studentIds: found.rows.flatMap((row) => row.student_ids) });
      return found;
    },

    // Staff send a guardian their link again, to the same address or a corrected one (one that bounced);
    // a link locked by wrong birth dates works again, and for SEASON_LINK_DAYS more at least.
    async resend(actor: Actor | null, requestIdParam: string, body: unknown = {}) {
      const signedIn = requireActor(actor);
      const input = parseInput(resendSchema, body ?? {});
      await db.transaction(async (tx) => {
        const requestId = parseId(requestIdParam);
        const found = await repo.findRequest(tx, requestId);
        if (!found) throw await notFoundOrForbidden(tx, guardianRequests, requestId);
        requireSchoolAccess(signedIn, found.school_id);
        const request = (await repo.lockRequest(tx, found.id))!;
        if (request.completed_at) throw new DomainError('LINK_USED', 'conflict');
        const email = input.email?.toLowerCase() ?? request.email;
        // one request per guardian address in a campaign
        if (email !== request.email && (await repo.campaignHasEmail(tx, request.campaign_id, email))) {
          throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { email: 'CAMPAIGN_GUARDIAN_EXISTS' } });
        }
        const renewed = new Date(Math.max(request.expires_at.getTime(), clock().getTime() + LIMITS.SEASON_LINK_DAYS * DAY_MS));
        const campaign = (await repo.findCampaign(tx, request.campaign_id))!;
        const school = (await repo.findSchool(tx, request.school_id))!;
        const names = (await repo.requestStudents(tx, request.id)).map((student) => student.first_name);
        const outboxId = await mail.enqueue(
          tx,
          mailOf({ ...request, email, expires_at: renewed, activity: campaign.activity, school_name: school.name, student_first_names: names }, false),
        );
        await repo.updateRequest(tx, request.id, { email, expires_at: renewed, failed_checks: 0, mail_queued_at: clock(), mail_outbox_id: outboxId, opted_out_at: null });
      });
      jobs.wake('mail');
      log.info({ event: 'season-link-resent', requestId: requestIdParam, userId: signedIn.userId }, 'season link sent again');
    },

    // Day 3 and day 7 after the campaign, each guardian who has not answered is reminded once each.
    async remindGuardians(now = clock()) {
      const sent = await db.transaction(async (tx) => {
        const due = await repo.lockRequestsDueReminder(tx, now, LIMITS.PARENT_LINK_CHECKS_MAX, REMINDER_DAYS);
        for (const request of due) {
          await repo.updateRequest(tx, request.id, { reminders_sent: request.reminders_sent + 1 });
          await mail.enqueue(tx, mailOf(request, true));
        }
        return due.length;
      });
      if (sent > 0) {
        jobs.wake('mail');
        log.info({ event: 'season-reminders-sent', count: sent }, 'season campaign reminders sent');
      }
      return sent;
    },

    // A student's authorizations, for their page: on file or not, until when, and their evidence.
    async studentAuthorizations(actor: Actor | null, student: { id: string; school_id: string }) {
      const signedIn = requireSchoolAccess(actor, student.school_id);
      const rows = await repo.authorizationsOfStudent(db, student.id);
      const today = todayWire(clock());
      if (rows.length > 0) noteAccess(signedIn.trail, { action: 'VIEW', resource: 'STUDENT', schoolIds: [student.school_id], studentIds: [student.id] });
      return rows.map((row) => ({ ...row, on_file: onFileNow(row, today) }));
    },

    // The guardian's side: the link, then the page session a student's birth date opens, are the
    // permission; each answer is scoped to the request's own students of its school.
    async requireLink(token: unknown) {
      await usableRequest(db, token);
    },
    async requireSession(token: unknown, access: unknown) {
      await sessionRequest(db, token, access);
    },

    async open(token: unknown) {
      const request = await usableRequest(db, token);
      await repo.markOpened(db, request.id);
      return { language: request.language };
    },

    // Any one of the guardian's students' birth dates proves the link reached the family.
    async check(token: unknown, body: unknown) {
      const request = await usableRequest(db, token);
      const { birth_date } = parseInput(parentLinkCheckSchema, body);
      const students = await repo.requestStudents(db, request.id);
      return answerBirthDate(
        request,
        students.some((student) => student.date_of_birth === birth_date),
        {
          countFailed: () => repo.countFailedCheck(db, request.id),
          onFailed: (failed) => log.warn({ event: 'season-link-check-failed', requestId: request.id, failed }, 'wrong birth date on a season link'),
          saveAccess: (access_hash) => repo.updateRequest(db, request.id, { access_hash, checked_at: new Date() }),
        },
      );
    },

    async view(token: unknown, access: unknown, trail?: AccessTrail | null) {
      const request = await sessionRequest(db, token, access);
      const students = await repo.requestStudents(db, request.id);
      const school = await repo.findSchool(db, request.school_id);
      const campaign = await repo.findCampaign(db, request.campaign_id);
      noteAccess(trail, { action: 'VIEW', resource: 'STUDENT', via: { link: 'SEASON_LINK', id: request.id }, schoolIds: [request.school_id], studentIds: students.map((student) => student.id) });
      return {
        school_name: school?.name ?? '',
        activity: campaign?.activity ?? null,
        language: request.language,
        guardian: { first_name: request.first_name ?? '', last_name: request.last_name ?? '', email: request.email, phone: request.phone ?? '' },
        opted_out: request.opted_out_at !== null,
        students: await Promise.all(
          students.map(async (student) => ({
            id: student.id,
            first_name: student.first_name,
            last_name: student.last_name,
            authorization: await factsOf(db, request, student),
            on_file: student.authorization
              ? { signed_on: student.authorization.signed_at.toISOString().slice(0, 10), expires_on: student.authorization.expires_on, revoked_on: student.authorization.revoked_at?.toISOString().slice(0, 10) ?? null }
              : null,
            cards: await pendingCards(db, request.id, student.id),
          })),
        ),
      };
    },

    async insurers(token: unknown, access: unknown) {
      await sessionRequest(db, token, access);
      return (await listProviders(db, { includeInactive: false })).map(({ id, name }) => ({ id, name }));
    },

    // The guardian signs for one student: the document is rendered and kept with its digest and the
    // evidence, standing until its expiry; the request is complete once each of its students has one.
    async sign(token: unknown, access: unknown, studentIdParam: string, body: unknown, meta: RequestMeta, trail?: AccessTrail | null) {
      await sessionRequest(db, token, access);
      const part = parseInput(parentPartSchema, body);
      const result = await db.transaction(async (tx) => {
        const found = await sessionRequest(tx, token, access);
        const request = standing((await repo.lockRequest(tx, found.id))!);
        const student = await studentOf(tx, request, studentIdParam);
        const today = todayWire(clock());
        if (onFileNow(student.authorization, today)) throw new DomainError('AUTHORIZATION_ON_FILE', 'conflict');
        const stored = await storedPartOf(tx, part);
        const signedAt = clock();
        const facts = await factsOf(tx, request, student, signedAt.toISOString().slice(0, 10));
        const render = (language: Language, renderingOf?: { language: Language; filename: string }) =>
          renderSignedDocument(
            {
              title: (reader) => seasonAuthorization(reader, facts).title,
              about: () => `${facts.studentName} · ${facts.schoolName}`,
              recordsConsent: seasonRecordsConsent,
              authorization: (reader) => seasonAuthorization(reader, facts),
              intent: seasonSignatureIntent,
              part: stored,
              signerName: part.signature_name,
              signedAt,
            },
            language,
            renderingOf,
          );
        const filename = `authorization-${facts.signedOn}-${student.first_name}-${student.last_name}.pdf`.replace(/[^\w.-]+/g, '-');
        const pdf = await render(request.language);
        const documentFileId = await fileStore.insert(tx, { filename, content_type: 'application/pdf', data: pdf }, null);
        // A TPA reads English: one signed in another language goes with an unsigned English rendering.
        const englishFileId =
          request.language === 'en'
            ? null
            : await fileStore.insert(tx, { filename: filename.replace(/\.pdf$/, '-english.pdf'), content_type: 'application/pdf', data: await render('en', { language: request.language, filename }) }, null);
        const authorization = await repo.insertAuthorization(tx, {
          school_id: request.school_id,
          student_id: student.id,
          request_id: request.id,
          part: stored,
          signer_name: part.signature_name,
          signer_email: request.email,
          records_consent_version: SEASON_AUTHORIZATION_VERSION,
          authorization_version: SEASON_AUTHORIZATION_VERSION,
          intent_version: SEASON_AUTHORIZATION_VERSION,
          language: request.language,
          ...evidenceOf(meta),
          document_file_id: documentFileId,
          document_sha256: sha256(pdf),
          english_rendering_file_id: englishFileId,
          signed_at: signedAt,
          expires_on: facts.expiresOn,
        });
        await repo.takeCardFiles(tx, request.id, student.id, authorization.id);
        const students = await repo.requestStudents(tx, request.id);
        const complete = students.every((row) => onFileNow(row.authorization, today));
        // The link keeps working as long as what it signed does, so the guardian can revoke by it.
        const linkUntil = new Date(`${facts.expiresOn}T00:00:00Z`);
        await repo.updateRequest(tx, request.id, {
          opted_out_at: null,
          ...(complete && !request.completed_at ? { completed_at: signedAt } : {}),
          ...(linkUntil > request.expires_at ? { expires_at: linkUntil } : {}),
        });
        return { authorization, request };
      });
      noteAccess(trail, { action: 'CHANGE', resource: 'STUDENT', via: { link: 'SEASON_LINK', id: result.request.id }, schoolIds: [result.request.school_id], studentIds: [result.authorization.student_id] });
      log.info({ event: 'season-authorization-signed', authorizationId: result.authorization.id }, 'season authorization signed');
      return { expires_on: result.authorization.expires_on };
    },

    // A photo of the student's insurance card, for their next signature: re-encoded without what the camera
    // wrote (location, device), as every upload is; the session, the student and the kind are checked
    // before the file is read.
    async uploadCard(token: unknown, access: unknown, studentIdParam: string, read: (beforeFile: (fields: Record<string, string>) => Promise<void>) => Promise<Upload>) {
      const kindOf = (fields: Record<string, string>) => {
        if (!isSeasonCardKind(fields.kind)) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { kind: 'DOCUMENT_KIND_REQUIRED' } });
        return fields.kind;
      };
      const { fields, file } = await read(async (before) => {
        await studentOf(db, await sessionRequest(db, token, access), studentIdParam);
        kindOf(before);
      });
      const kind = kindOf(fields);
      if (!file) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { file: 'INVALID_VALUE' } });
      const inspected = await inspectClaimDocument(file.data, file.filename);
      return db.transaction(async (tx) => {
        const request = standing((await repo.lockRequest(tx, (await sessionRequest(tx, token, access)).id))!);
        const student = await studentOf(tx, request, studentIdParam);
        if ((await repo.cardFiles(tx, { requestId: request.id, studentId: student.id })).length >= SEASON_CARDS_MAX) throw new DomainError('TOO_MANY_DOCUMENTS', 'conflict');
        const fileId = await fileStore.insert(tx, inspected, null);
        const id = await repo.insertCardFile(tx, { request_id: request.id, student_id: student.id, kind, file_id: fileId });
        return (await pendingCards(tx, request.id, student.id)).find((card) => card.id === id)!;
      });
    },

    // A photo added for the next signature may be taken back until then.
    async removeCard(token: unknown, access: unknown, studentIdParam: string, body: unknown) {
      await sessionRequest(db, token, access);
      const id = parseId(normalizeId(parseInput(documentRemovalSchema, body).document_id));
      await db.transaction(async (tx) => {
        const request = standing((await repo.lockRequest(tx, (await sessionRequest(tx, token, access)).id))!);
        const student = await studentOf(tx, request, studentIdParam);
        const card = (await repo.cardFiles(tx, { requestId: request.id, studentId: student.id })).find((row) => row.id === id);
        if (!card) throw new DomainError('NOT_FOUND', 'not_found');
        await repo.deleteCardFile(tx, card.id);
        await fileStore.remove(tx, card.file_id);
      });
    },

    // Revoked, an authorization is never used again: a claim filed after it waits for the parent's link.
    async revoke(token: unknown, access: unknown, studentIdParam: string, trail?: AccessTrail | null) {
      await sessionRequest(db, token, access);
      const request = await db.transaction(async (tx) => {
        const found = await sessionRequest(tx, token, access);
        const locked = standing((await repo.lockRequest(tx, found.id))!);
        const student = await studentOf(tx, locked, studentIdParam);
        const revoked = await repo.revokeAuthorizations(tx, locked.id, student.id, clock());
        if (revoked.length === 0) throw new DomainError('NO_AUTHORIZATION_ON_FILE', 'conflict');
        return { ...locked, studentId: student.id };
      });
      noteAccess(trail, { action: 'CHANGE', resource: 'STUDENT', via: { link: 'SEASON_LINK', id: request.id }, schoolIds: [request.school_id], studentIds: [request.studentId] });
      log.info({ event: 'season-authorization-revoked', requestId: request.id }, 'season authorization revoked');
    },

    // A guardian who would rather not is no longer reminded; staff see it in the standing.
    async optOut(token: unknown, access: unknown) {
      const request = await sessionRequest(db, token, access);
      if (!request.completed_at) await repo.updateRequest(db, request.id, { opted_out_at: clock() });
    },
  };
}

export type SeasonConsentService = ReturnType<typeof createSeasonConsentService>;

type UseDeps = { fileStore: FileStore; mail: MailService };

// A claim filed for a student with an authorization on file takes its parent's part from it, in the
// claim's transaction (issue 43): the signed document (the very bytes signed, so their digest is the one
// kept at signing) joins the claim's documents, the signature row names the authorization (the record of
// this use), and the guardian is told. Null when the student has none usable today.
export async function useSeasonAuthorization(
  tx: Tx,
  deps: UseDeps,
  claim: { id: string; claimNumber: number; schoolId: string; studentId: string; studentFirstName: string; schoolName: string; injuryDate: string; today: string; confirmAfterDays: number | null },
): Promise<{ part: StoredParentPart; signerName: string; confirmBy: { email: string; language: Language; parentFirstName: string | null } | null } | null> {
  const found = await repo.usableAuthorization(tx, claim.schoolId, claim.studentId, claim.today);
  if (!found) return null;
  const { authorization } = found;
  const files = await deps.fileStore.contents(tx, [authorization.document_file_id, authorization.english_rendering_file_id].filter((id): id is string => id !== null));
  const attach = async (kind: 'SIGNED_PARENT_PART' | 'SIGNED_PARENT_PART_ENGLISH', fileId: string | null, filename: string) => {
    const data = fileId ? files.get(fileId) : undefined;
    if (!data) return null;
    const documentId = await addDocument(tx, deps.fileStore, { schoolId: claim.schoolId, claimId: claim.id, kind, file: { filename, content_type: 'application/pdf', data }, uploadedBy: null, fromParent: true });
    return documentsRepo.findDocument(tx, documentId);
  };
  const signed = await attach('SIGNED_PARENT_PART', authorization.document_file_id, `claim-${claim.claimNumber}-parent-authorization.pdf`);
  const english = await attach('SIGNED_PARENT_PART_ENGLISH', authorization.english_rendering_file_id, `claim-${claim.claimNumber}-parent-authorization-english.pdf`);
  // the card photos given with it go as the claim's own documents
  const cards = await repo.cardFiles(tx, { authorizationId: authorization.id });
  const cardContents = await deps.fileStore.contents(tx, cards.map((card) => card.file_id));
  for (const card of cards) {
    const data = cardContents.get(card.file_id);
    if (data) await addDocument(tx, deps.fileStore, { schoolId: claim.schoolId, claimId: claim.id, kind: card.kind, file: { filename: card.filename, content_type: card.content_type, data }, uploadedBy: null, fromParent: true });
  }
  await parentRepo.insertSignature(tx, {
    claim_id: claim.id,
    role: 'PARENT',
    signer_name: authorization.signer_name,
    signer_email: authorization.signer_email,
    season_authorization_id: authorization.id,
    identified_by: 'SEASON_AUTHORIZATION',
    records_consent_version: authorization.records_consent_version,
    authorization_version: authorization.authorization_version,
    intent_version: authorization.intent_version,
    language: authorization.language,
    ip: authorization.ip,
    user_agent: authorization.user_agent,
    document_file_id: signed?.file_id ?? null,
    document_sha256: authorization.document_sha256,
    english_rendering_file_id: english?.file_id ?? null,
    signed_at: authorization.signed_at,
  });
  const guardian = { email: authorization.signer_email, language: found.request.language, parentFirstName: found.request.first_name };
  // Signed longer ago than the school's threshold: the claim's own link asks the guardian to confirm the
  // insurance (its e-mail says the claim went), else they are only told the claim went with it.
  const confirm = claim.confirmAfterDays !== null && daysBetweenWire(todayWire(authorization.signed_at), claim.today) > claim.confirmAfterDays;
  if (!confirm) {
    await deps.mail.enqueue(
      tx,
      seasonAuthorizationUsedMail({ to: guardian.email, firstName: guardian.parentFirstName, language: guardian.language, schoolName: claim.schoolName, studentFirstName: claim.studentFirstName, injuryDate: claim.injuryDate }),
    );
  }
  return { part: authorization.part, signerName: authorization.signer_name, confirmBy: confirm ? guardian : null };
}

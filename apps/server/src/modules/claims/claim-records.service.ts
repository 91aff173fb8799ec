import {
  addDaysToWire,
  CLAIM_COMPLETENESS,
  CLAIM_LIST_WINDOW,
  CLAIM_STATUSES,
  claimStatusLabel,
  DEADLINE_DAYS_MAX,
  DEFAULT_CLAIM_SORT,
  GLOBAL_CLAIM_SORT_COLUMNS,
  LIMITS,
  SORT_DIRECTIONS,
  toDisplayDate,
  type Language,
  TPA_STATUS_LABELS,
  TPA_STATUSES,
  utcWireDate,
  TPA_LANGUAGE,
} from '@claims/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { narrowLinkScope } from '../../db/school-scope.ts';
import type { Clock } from '../../domain/clock.ts';
import { toCsv } from '../../domain/csv.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { pageArgsSchema } from '../../domain/paging.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { actorSchoolScope, requireActor, requireSchoolAccess, type Actor } from '../auth/actor.ts';
import type { Signer } from '../auth/signing.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import { listCarriedDocuments } from '../claim-documents/claim-documents.repo.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { claimEmailOf, claimPdfFilename, documentsGoByLink, recipientOf } from './claim-email.ts';
import * as records from './claim-records.repo.ts';
import { transition } from './lifecycle/claim-lifecycle.ts';
import { findClaim } from './lifecycle/claim-lifecycle.repo.ts';
import { findLinkOfEmail } from '../tpa-link/tpa-link.repo.ts';
import { renderClaimPdf } from './claims.pdf.ts';
import * as repo from './claims.repo.ts';
import { idsOfRows, noteAccess, type AccessTrail } from '../../domain/access-trail.ts';
import { notFoundOrForbidden } from '../../db/record-school.ts';
import { claims, claimsEmailLogs } from './claims.schema.ts';

const wireDate = z.iso.date('INVALID_DATE');

const filterArgsSchema = z.object({
  schoolId: z.uuid('NOT_FOUND').optional(),
  name: z.string().trim().max(150).optional(),
  studentId: z.string().trim().max(50).optional(),
  submittedBy: z.uuid('NOT_FOUND').optional(),
  status: z
    .string()
    .trim()
    .transform((status) => status.toUpperCase())
    .pipe(z.enum(CLAIM_STATUSES, 'INVALID_VALUE'))
    .optional(),
  // any of these (the school list's Pending is PENDING or ERROR); `status` is the single exact match
  statuses: z.array(z.enum(CLAIM_STATUSES, 'INVALID_VALUE')).max(CLAIM_STATUSES.length).optional(),
  tpaId: z.uuid('NOT_FOUND').optional(),
  submittedFrom: wireDate.optional(),
  submittedTo: wireDate.optional(),
  completeness: z.enum(CLAIM_COMPLETENESS, 'INVALID_VALUE').optional(),
  tpaStatus: z.enum(TPA_STATUSES, 'INVALID_VALUE').optional(),
  // claims whose nearest deadline is within so many days of today, or past (ADR 028)
  dueWithinDays: z.number().int().min(0).max(DEADLINE_DAYS_MAX).optional(),
});

const listArgsSchema = pageArgsSchema('claims').extend({
  ...filterArgsSchema.shape,
  // pages lie within the list window (ADR 016)
  offset: z.number().int().min(0).max(CLAIM_LIST_WINDOW - 1).default(0),
  sort: z.enum(GLOBAL_CLAIM_SORT_COLUMNS).default(DEFAULT_CLAIM_SORT.column),
  direction: z.enum(SORT_DIRECTIONS).default(DEFAULT_CLAIM_SORT.direction),
});
export type ClaimListArgs = z.input<typeof listArgsSchema>;

const emailPageSchema = pageArgsSchema('emailLog');

// Download links are opened at once by the browser that asked for them; a minute is plenty.
const PDF_TOKEN_SECONDS = 60;
const EXPORT_MAX_ROWS = 50_000;
type PdfKind = 'claim' | 'email';

type Deps = {
  db: Db;
  jobs: JobQueue;
  signer: Signer;
  log: FastifyBaseLogger;
  rateLimiter: RateLimiter;
  actorForSession: (sessionId: string) => Promise<Actor | null>;
  clock: Clock;
  fileStore: FileStore;
};

// Each resend e-mails the claim with its PDF to the TPA again: a handful an hour is plenty for a TPA
// that lost one, and no more can flood its inbox.
const RESENDS_PER_CLAIM = { max: 5, windowMs: 60 * 60_000 };

export function createClaimRecordsService({ db, jobs, signer, log, rateLimiter, actorForSession, clock, fileStore }: Deps) {
  async function requireClaim(actor: Actor | null, claimId: string) {
    const id = parseId(claimId);
    const claim = await findClaim(db, id);
    if (!claim) throw await notFoundOrForbidden(db, claims, id);
    requireSchoolAccess(actor, claim.school_id);
    return claim;
  }

  async function requireEmailLog(actor: Actor | null, emailLogId: string) {
    const id = parseId(emailLogId);
    const emailLog = await repo.findEmailLog(db, id);
    if (!emailLog) throw await notFoundOrForbidden(db, claimsEmailLogs, id);
    await requireClaim(actor, emailLog.claim_id);
    return emailLog;
  }

  // A school user sees their schools' claims only; without a school an admin sees every school's.
  function filtersFor(actor: Actor | null, args: z.output<typeof filterArgsSchema>): records.ClaimFilters {
    const signedIn = requireActor(actor);
    if (args.schoolId) requireSchoolAccess(signedIn, args.schoolId);
    const schoolIds = args.schoolId ? [args.schoolId] : signedIn.role === 'admin' ? undefined : signedIn.schoolIds;
    const { schoolId: _schoolId, dueWithinDays, ...filters } = filterArgsSchema.parse(args);
    return { ...filters, schoolIds, ...(dueWithinDays === undefined ? {} : { dueBy: addDaysToWire(utcWireDate(clock()), dueWithinDays) }) };
  }

  function token(kind: PdfKind, id: string, actor: Actor) {
    const { expires, signature } = signer.sign(`pdf:${kind}:${id}:${actor.sessionId}`, PDF_TOKEN_SECONDS);
    return `${id}.${actor.sessionId}.${expires}.${signature}`;
  }

  // The token names the record and the session it was made for; both must still hold when it is used.
  // The session found, the rest of the request acts for its person's schools, as their own would (ADR 051).
  async function actorOfToken(kind: PdfKind, value: unknown) {
    const [id, sessionId, expires, signature] = typeof value === 'string' ? value.split('.') : [];
    if (!id || !sessionId || !expires || !signature || !signer.verify(`pdf:${kind}:${id}:${sessionId}`, Number(expires), signature)) {
      throw new DomainError('NOT_FOUND', 'not_found');
    }
    const actor = await actorForSession(sessionId);
    if (!actor) throw new DomainError('NOT_FOUND', 'not_found');
    await narrowLinkScope(db, actorSchoolScope(actor));
    return { id, actor };
  }

  async function claimPdf(claimId: string, language: Language) {
    const document = await repo.findClaimDocument(db, claimId);
    if (!document) throw new DomainError('NOT_FOUND', 'not_found');
    return { filename: claimPdfFilename(document.claim.claim_number), data: await renderClaimPdf(document, language) };
  }

  return {
    async list(actor: Actor | null, args: ClaimListArgs) {
      const parsed = parseInput(listArgsSchema, args);
      const page = await records.pageClaims(db, filtersFor(actor, parsed), { column: parsed.sort, direction: parsed.direction }, parsed);
      noteAccess(actor?.trail, { action: 'VIEW', resource: 'CLAIM', ...idsOfRows(page.items) });
      return page;
    },

    // The REST export's filters arrive as query text; they are checked as the lists' are.
    async exportCsv(actor: Actor | null, args: unknown) {
      const parsed = parseInput(listArgsSchema, args);
      const rows = await records.listClaimsForExport(db, filtersFor(actor, parsed), { column: parsed.sort, direction: parsed.direction }, EXPORT_MAX_ROWS);
      noteAccess(actor?.trail, { action: 'EXPORT', resource: 'CLAIMS_EXPORT', ...idsOfRows(rows) });
      const header = ['Claim number', 'Claimant', 'Student ID', 'Status', 'Documents', 'Submitted by', 'Date of accident', 'Date submitted', 'School', 'TPA', 'TPA status', 'TPA claim number', 'Next deadline'];
      return toCsv(
        header,
        rows.map((row) => [
          row.claim_number,
          `${row.student_last_name}, ${row.student_first_name}`,
          row.academic_id,
          claimStatusLabel(row.status),
          row.missing_items === 0 ? 'Complete' : `${row.missing_items} missing`,
          row.submitted_by_name,
          toDisplayDate(row.injury_date),
          toDisplayDate(row.submitted_to_tpa_at),
          row.school_name,
          `${row.tpa_name} (${row.tpa_code})`,
          row.tpa_status ? TPA_STATUS_LABELS[row.tpa_status].en : '',
          row.tpa_claim_number,
          toDisplayDate(row.nearest_due_on),
        ]),
      );
    },

    // What the claim view adds to the claim: its parties, insurer names and change log.
    async details(actor: Actor | null, claimId: string) {
      const claim = await requireClaim(actor, claimId);
      const [parties, insurers, changeLogs] = await Promise.all([
        records.findClaimParties(db, claim.id),
        records.listInsurerNames(db, claim.id),
        records.listChangeLogs(db, claim.id),
      ]);
      if (!parties) throw new DomainError('NOT_FOUND', 'not_found');
      noteAccess(actor?.trail, { action: 'VIEW', resource: 'CLAIM', ...idsOfRows([claim]) });
      return { ...parties, insurerNames: new Map(insurers.map((row) => [row.id, row.name])), change_logs: changeLogs };
    },

    async emailLogs(actor: Actor | null, claimId: string, page: { offset?: number; limit?: number }) {
      const claim = await requireClaim(actor, claimId);
      return records.pageEmailLogs(db, claim.id, parseInput(emailPageSchema, page));
    },

    emailLog: requireEmailLog,

    // The e-mail as the TPA got it (or will get it): the same rendering the worker sends.
    async emailView(actor: Actor | null, emailLogId: string) {
      const emailLog = await requireEmailLog(actor, emailLogId);
      const document = await repo.findClaimDocument(db, emailLog.claim_id);
      if (!document) throw new DomainError('NOT_FOUND', 'not_found');
      const carried = await listCarriedDocuments(db, emailLog.id);
      noteAccess(actor?.trail, { action: 'VIEW', resource: 'EMAIL', ...idsOfRows([document.claim]), documentIds: carried.map(({ id }) => id) });
      // The links themselves are the TPA's: staff see where they stand, not working copies.
      const link = documentsGoByLink(carried, document.tpa.max_attachment_bytes) ? `[download link, valid for ${LIMITS.DOCUMENTS_LINK_DAYS} days from sending]` : null;
      const tpaLinkOfEmail = await findLinkOfEmail(db, emailLog.id);
      const tpaLink = tpaLinkOfEmail ? { url: '[the link for the TPA only]', expiresAt: tpaLinkOfEmail.expires_at } : null;
      const rendered = claimEmailOf(document, { kind: emailLog.kind, documents: carried, link }, tpaLink, await repo.tpaHasEarlierVersion(db, emailLog));
      return {
        kind: emailLog.kind,
        subject: emailLog.subject ?? rendered.subject,
        to: emailLog.recipient ?? recipientOf(document.tpa),
        text: rendered.text,
        attachment: rendered.filename,
        documents: carried.map(({ id, kind, filename, content_type, size }) => ({ id, kind, filename, content_type, size, by_link: link !== null })),
        status: emailLog.status,
        sent_at: emailLog.sent_at?.toISOString() ?? null,
        viewed_at: emailLog.viewed_at?.toISOString() ?? null,
      };
    },

    // POST /v1/claims/email/{id}: staff opened the e-mail in the viewer; the first time is kept.
    async markViewed(actor: Actor | null, emailLogId: string) {
      const emailLog = await requireEmailLog(actor, emailLogId);
      const viewedAt = emailLog.viewed_at ?? new Date();
      if (!emailLog.viewed_at) await repo.updateEmailLog(db, emailLog.id, { viewed_at: viewedAt });
      return viewedAt;
    },

    // A resend while the claim's newest e-mail still waits to go adds nothing: that e-mail is what would be
    // sent. Otherwise it repeats the newest e-mail: a SUPPLEMENT with the same documents, a CLAIM with every
    // document the claim has now (the PDF too shows the claim as it stands).
    async resend(actor: Actor | null, claimId: string) {
      const claim = await requireClaim(actor, claimId);
      const signedIn = requireActor(actor);
      const queued = await db.transaction(async (tx) => {
        const newest = await records.lockClaimAndNewestEmail(tx, claim.id);
        if (newest?.status === 'PENDING') return false;
        const changeLogId = await records.latestChangeLogId(tx, claim.id);
        // Nothing went to the TPA yet while the claim waits for its parent: there is nothing to repeat (the
        // school sends it without the parent's part instead).
        if (!changeLogId || claim.status === 'AWAITING_PARENT') throw new DomainError('NOT_FOUND', 'not_found');
        if (!(await rateLimiter.hit(`claim-resend:${claim.id}`, RESENDS_PER_CLAIM, tx)).allowed) throw new DomainError('TOO_MANY_REQUESTS', 'too_many_requests');
        const supplement = newest?.kind === 'SUPPLEMENT' && newest.claims_change_log_id === changeLogId ? newest : undefined;
        await transition(tx, jobs, claim.id, {
          type: 'RESENT',
          userId: signedIn.userId,
          changeLogId,
          email: supplement ? { kind: 'SUPPLEMENT', documentIds: (await listCarriedDocuments(tx, supplement.id)).map((document) => document.id) } : { kind: 'CLAIM' },
        });
        return true;
      });
      if (queued) jobs.wake('claimDelivery');
      log.info({ event: queued ? 'claim-email-resent' : 'claim-email-resend-coalesced', claimId: claim.id, userId: signedIn.userId }, queued ? 'claim e-mail queued again' : 'claim e-mail already waiting to go');
    },

    async claimPdfToken(actor: Actor | null, claimId: string) {
      const claim = await requireClaim(actor, claimId);
      return token('claim', claim.id, requireActor(actor));
    },

    async emailPdfToken(actor: Actor | null, emailLogId: string) {
      const emailLog = await requireEmailLog(actor, emailLogId);
      return token('email', emailLog.id, requireActor(actor));
    },

    // In the language of whoever downloads it.
    async claimPdfByToken(value: unknown, trail?: AccessTrail | null) {
      const { id, actor } = await actorOfToken('claim', value);
      const claim = await requireClaim(actor, id);
      noteAccess(trail, { action: 'DOWNLOAD', resource: 'CLAIM_PDF', userId: actor.userId, ...idsOfRows([claim]) });
      return claimPdf(id, actor.language);
    },

    // The PDF that went out with that e-mail; one not sent yet shows the claim as it stands, as the TPA
    // will get it.
    async emailPdfByToken(value: unknown, trail?: AccessTrail | null) {
      const { id, actor } = await actorOfToken('email', value);
      const emailLog = await requireEmailLog(actor, id);
      const claim = await requireClaim(actor, emailLog.claim_id);
      noteAccess(trail, { action: 'DOWNLOAD', resource: 'CLAIM_PDF', userId: actor.userId, ...idsOfRows([claim]) });
      const stored = emailLog.attachment_file_id ? await fileStore.find(db, emailLog.attachment_file_id) : undefined;
      return stored ? { filename: stored.filename, data: stored.data } : claimPdf(emailLog.claim_id, TPA_LANGUAGE);
    },
  };
}

export type ClaimRecordsService = ReturnType<typeof createClaimRecordsService>;

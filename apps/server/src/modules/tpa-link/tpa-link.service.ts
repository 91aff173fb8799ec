import { DAY_MS, LIMITS, tpaReportSchema, type TpaReport, claimPageUrl } from '@claims/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { forSchools, narrowLinkScope } from '../../db/school-scope.ts';
import { systemClock, type Clock } from '../../domain/clock.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { parseInput } from '../../domain/parse-input.ts';
import { tokenSchema } from '../auth/family-link.ts';
import { hashToken } from '../auth/secrets.ts';
import type { Signer } from '../auth/signing.ts';
import { transition } from '../claims/lifecycle/claim-lifecycle.ts';
import { lockClaim, type ClaimRow } from '../claims/lifecycle/claim-lifecycle.repo.ts';
import type { ChangesLog } from '../claims/claims.schema.ts';
import { recordTpaLinkView } from '../disclosures/disclosures.repo.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import { hasStandingSignature, latestLink } from '../parent-part/parent-part.repo.ts';
import { activeSchoolUsers } from '../schools/schools.repo.ts';
import { parentRequestMail, staffRequestMail, type InformationRequest } from './tpa-link.mail.ts';
import * as repo from './tpa-link.repo.ts';
import { idsOfRows, noteAccess, type AccessTrail } from '../../domain/access-trail.ts';

// The token is made from the e-mail's id with the server's secret: the e-mail is rendered when it is sent,
// and a retry of it carries the same link, while only the token's hash is stored (ADR 027).
const tokenOf = (signer: Signer, emailLogId: string) => signer.token(`tpa-link:${emailLogId}`);

// The link a claim e-mail carries, made when the e-mail is first rendered for sending; it expires
// TPA_LINK_DAYS after then on the clock (the system's unless the caller gives the app's).
export async function tpaLinkForEmail(db: Db, deps: { signer: Signer; publicUrl: string; clock?: Clock }, emailLog: { id: string; claim_id: string }) {
  const token = tokenOf(deps.signer, emailLog.id);
  const link = await repo.linkOfEmail(db, {
    claim_id: emailLog.claim_id,
    email_log_id: emailLog.id,
    token_hash: hashToken(token),
    expires_at: new Date((deps.clock ?? systemClock)().getTime() + LIMITS.TPA_LINK_DAYS * DAY_MS),
  });
  return { url: `${deps.publicUrl}/tpa/${token}`, expiresAt: link.expires_at };
}

// What the TPA reported of a claim belongs to that TPA: a claim moved to another TPA (an edit of its
// policy) revokes the links the one before holds and starts again with no report, the old values kept in
// the edit's history. Returns those changes, and the claim's fields to clear.
export async function leaveFormerTpa(tx: Tx, claim: Pick<ClaimRow, 'id' | 'tpa_status' | 'tpa_claim_number' | 'tpa_note'>) {
  await repo.revokeClaimLinks(tx, claim.id);
  const changes: ChangesLog = {};
  for (const field of TPA_REPORT_FIELDS) if (claim[field] !== null) changes[field] = { from: claim[field], to: null };
  return { changes };
}

const TPA_REPORT_FIELDS = ['tpa_status', 'tpa_claim_number', 'tpa_note'] as const;

type Deps = { db: Db; jobs: JobQueue; mail: MailService; publicUrl: string; log: FastifyBaseLogger; clock: Clock; rateLimiter: RateLimiter };

// Each request e-mails every user of the school and the parent, from the product's own address: a claim
// takes this many a day (a request, its answer, a follow-up question, with room for one correction).
export const TPA_REQUESTS_PER_DAY = { max: 3, windowMs: DAY_MS };

// The TPA's side of its link (ADR 027). Nothing here has an actor: the link is the permission, and every
// answer is scoped to the link's one claim.
export function createTpaLinkService({ db, jobs, mail, publicUrl, log, clock, rateLimiter }: Deps) {
  // The link as it stands: unknown, tampered, past its date, revoked, or of a deleted claim, it is
  // NOT_FOUND alike, so that no answer tells a guesser that a token was ever real (issue 37); the TPA's
  // page says what to do in every case: ask the school to send the claim again. Found, the rest of the
  // request acts for the claim's school alone (ADR 051).
  async function usableLink(executor: Db | Tx, token: unknown) {
    const parsed = tokenSchema.safeParse(token);
    if (!parsed.success) throw new DomainError('NOT_FOUND', 'not_found');
    const found = await repo.findLinkByToken(executor, hashToken(parsed.data));
    if (!found || found.link.revoked_at || found.link.expires_at.getTime() <= clock().getTime()) throw new DomainError('NOT_FOUND', 'not_found');
    const claim = await repo.findTpaClaim(executor, found.link.claim_id);
    if (!claim) throw new DomainError('NOT_FOUND', 'not_found');
    await narrowLinkScope(executor, forSchools([claim.school_id]));
    return { ...found, claim };
  }

  // What the TPA reported, and its reports in the history: all a report answers (the claim's summary
  // goes only with an opening, which is recorded as a disclosure).
  async function reportOf(executor: Db | Tx, claim: repo.TpaClaim) {
    const reports = await repo.listReports(executor, claim.id);
    return {
      tpa_status: claim.tpa_status,
      tpa_claim_number: claim.tpa_claim_number,
      tpa_note: claim.tpa_note,
      tpa_reported_at: claim.tpa_reported_at?.toISOString() ?? null,
      reports: reports.map((report) => ({ at: report.created_at.toISOString(), by: report.tpa_reporter, changes: report.changes_log ?? {} })),
    };
  }

  async function viewOf(executor: Db | Tx, claim: repo.TpaClaim, link: repo.TpaLinkRow) {
    return {
      claim_number: claim.claim_number,
      school_name: claim.school_name,
      student_name: `${claim.student_first_name} ${claim.student_last_name}`,
      injury_date: claim.injury_date,
      activity: claim.activity,
      policy_number: claim.policy_number,
      submitted_on: claim.submitted_to_tpa_at,
      tpa_name: claim.tpa_name,
      link_expires_at: link.expires_at.toISOString(),
      ...(await reportOf(executor, claim)),
    };
  }

  // The school's users, and the parent when they have a part in the claim, hear of each request once: in
  // the transaction that stores it.
  async function notifyRequest(tx: Tx, claim: repo.TpaClaim, report: TpaReport & { note: string }) {
    const request: InformationRequest = {
      claimNumber: claim.claim_number,
      tpaClaimNumber: report.tpa_claim_number ?? null,
      tpaName: claim.tpa_name,
      schoolName: claim.school_name,
      studentFirstName: claim.student_first_name,
      note: report.note,
    };
    const claimUrl = claimPageUrl(publicUrl, claim);
    const staff = await activeSchoolUsers(tx, claim.school_id);
    for (const user of staff) await mail.enqueue(tx, staffRequestMail(user, request, claimUrl), [claim.id]);
    const parentLink = await latestLink(tx, claim.id);
    // the address and language their newest link went to
    if (parentLink) await mail.enqueue(tx, parentRequestMail({ email: parentLink.email, firstName: claim.parent_info?.first_name ?? null, language: parentLink.language }, request));
    return staff.length + (parentLink ? 1 : 0);
  }

  // A request e-mails many people: one waits for the school's answer (the claim or documents sent to the
  // TPA again) before another, and a claim takes TPA_REQUESTS_PER_DAY a day however its status goes back
  // and forth. Counted in the report's transaction, so a refused report counts for nothing.
  async function refuseUnansweredOrTooMany(tx: Tx, claim: repo.TpaClaim) {
    if (claim.tpa_status === 'INFORMATION_REQUESTED' && !(await repo.requestAnswered(tx, claim.id))) throw new DomainError('TPA_REQUEST_PENDING', 'conflict');
    const today = await rateLimiter.hit(`tpa-request:${claim.id}`, TPA_REQUESTS_PER_DAY, tx);
    if (!today.allowed) throw new DomainError('TPA_REQUESTS_PER_DAY', 'too_many_requests');
  }

  return {
    // Each opening shows the TPA the claim, and so is a disclosure of the student's record: one row per
    // opening, with the first one recorded as the TPA's receipt of the claim.
    async open(token: unknown, trail?: AccessTrail | null) {
      const viewedAt = new Date();
      const view = await db.transaction(async (tx) => {
        const { link, recipient, claim } = await usableLink(tx, token);
        await repo.markOpened(tx, link.id, viewedAt);
        await transition(tx, jobs, link.claim_id, { type: 'TPA_OPENED', at: viewedAt });
        await recordTpaLinkView(tx, {
          tpaLinkId: link.id,
          claimId: claim.id,
          studentId: claim.student_id,
          recipient: recipient ?? claim.tpa_name,
          viewedAt,
          basis: (await hasStandingSignature(tx, claim.id, 'PARENT')) ? 'PARENT_AUTHORIZATION' : 'SCHOOL_CLAIM',
        });
        noteAccess(trail, { action: 'VIEW', resource: 'CLAIM', via: { link: 'TPA_LINK', id: link.id }, ...idsOfRows([claim]) });
        return viewOf(tx, claim, link);
      });
      log.info({ event: 'tpa-link-opened', claimNumber: view.claim_number }, 'TPA opened its link to a claim');
      return view;
    },

    // The TPA's claim number and status, kept on the claim and in its history as the TPA's. A report that
    // changes nothing (the same form sent twice) is no new report: no history row, no second notice.
    async report(token: unknown, body: unknown, trail?: AccessTrail | null) {
      const report = parseInput(tpaReportSchema, body);
      const result = await db.transaction(async (tx) => {
        const { claim: found, link } = await usableLink(tx, token);
        noteAccess(trail, { action: 'CHANGE', resource: 'CLAIM', via: { link: 'TPA_LINK', id: link.id }, ...idsOfRows([found]) });
        await lockClaim(tx, found.id);
        // read again under the lock: a report waiting on another sees what that one stored
        const claim = await repo.findTpaClaim(tx, found.id);
        if (!claim) throw new DomainError('NOT_FOUND', 'not_found');
        const next = { tpa_status: report.status, tpa_claim_number: report.tpa_claim_number || null, tpa_note: report.note || null };
        const changes: ChangesLog = {};
        for (const field of TPA_REPORT_FIELDS) {
          if ((claim[field] ?? null) !== next[field]) changes[field] = { from: claim[field] ?? null, to: next[field] };
        }
        if (Object.keys(changes).length === 0) return { report: await reportOf(tx, claim), notified: 0, claimNumber: claim.claim_number };
        // A new request is a status newly set to it, or a request whose list of what is missing changed.
        const isNewRequest = next.tpa_status === 'INFORMATION_REQUESTED' && (changes.tpa_status !== undefined || changes.tpa_note !== undefined);
        if (isNewRequest) await refuseUnansweredOrTooMany(tx, claim);
        const reportedAt = new Date();
        await transition(tx, jobs, claim.id, {
          type: 'TPA_REPORTED',
          report: { ...next, tpa_reported_at: reportedAt },
          changes,
          reporter: report.reporter_name || null,
          submittedOn: claim.submitted_to_tpa_at,
        });
        const notified = isNewRequest ? await notifyRequest(tx, claim, { ...report, note: next.tpa_note! }) : 0;
        return { report: await reportOf(tx, { ...claim, ...next, tpa_reported_at: reportedAt }), notified, claimNumber: claim.claim_number };
      });
      if (result.notified > 0) jobs.wake('mail');
      log.info({ event: 'tpa-report', claimNumber: result.claimNumber, status: report.status, notified: result.notified }, 'TPA reported on a claim');
      return result.report;
    },
  };
}

export type TpaLinkService = ReturnType<typeof createTpaLinkService>;

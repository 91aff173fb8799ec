import { todayWire, type ClaimStatus, type ParentInfoWire, type StoredParentPart, type TpaStatus } from '@claims/shared';
import type { Tx } from '../../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ChangesLog } from '../claims.schema.ts';
import * as repo from './claim-state.repo.ts';

// The one owner of where a claim stands (issue 38): its status, what the TPA reported of it, its history
// rows and the e-mails that take it to the TPA. The modules around a claim (the school's submission, the
// parent's part, its documents, its delivery, the TPA's link) each tell it what happened, as an event; it
// checks the event against the table below and writes what follows from it, in the caller's transaction.

// A claim just inserted, with no history yet, is NEW; its first event (CREATED) gives it a status and the
// history row every claim has from then on.
export type ClaimState = ClaimStatus | 'NEW';

// The states in which a claim has gone, or is going, to its TPA.
const SENT = ['PENDING', 'DELIVERED', 'ERROR'] as const satisfies readonly ClaimState[];
export const CLAIM_STATES = ['NEW', 'AWAITING_PARENT', ...SENT] as const satisfies readonly ClaimState[];

export type ClaimEmail = { kind: 'CLAIM' } | { kind: 'SUPPLEMENT'; documentIds: readonly string[] };
export type TpaReport = { tpa_status: TpaStatus; tpa_claim_number: string | null; tpa_note: string | null; tpa_reported_at: Date };

export type ClaimEvent =
  // The school's new claim, kept in the history and sent to the TPA, or waiting for the parent's part when
  // the school uses it (ADR 023). A duplicate of an earlier claim says so in its first history row.
  // A parent's part on file from before the season (issue 43) comes with it, in its first history row.
  | { type: 'CREATED'; userId: string; submittedOn: string; duplicateOf: ChangesLog | null; awaitingParent: boolean; parentPart?: { part: StoredParentPart; signerName: string } | null }
  // The school changed what the claim says: it goes again, or still waits for its parent. A new TPA starts
  // with no report of its own.
  | { type: 'EDITED'; submittedOn: string; changes: ChangesLog; newTpa: boolean }
  // The school's edit kept in the history, and sent unless the claim waits for its parent.
  | { type: 'SUBMITTED'; userId: string; submittedOn: string; changes: ChangesLog }
  // The parent's link sent again: to a new address, the claim keeps it as the parent's.
  | { type: 'PARENT_LINK_SENT'; userId: string; from: string | null; to: string; parentInfo: ParentInfoWire | null }
  // An edit voided the parent's signature: their part goes, and a new link asks for it again.
  | { type: 'PARENT_SIGNATURE_VOIDED'; userId: string; from: string | null; to: string }
  | { type: 'SENT_WITHOUT_PARENT'; userId: string; reason: string }
  // Waiting, the claim goes whole; sent already without the parent, their part follows as a supplement,
  // as does a parent's confirmation of the insurance on file it went with (replacing that signer's part).
  | { type: 'PARENT_PART_SIGNED'; parentPart: StoredParentPart; signatureName: string; replacing?: string | null }
  | { type: 'SUPPLEMENT_ADDED'; userId: string; changes: ChangesLog; documentIds: readonly string[] }
  // The newest e-mail repeated, on the history row it told the TPA about.
  | { type: 'RESENT'; userId: string; changeLogId: string; email: ClaimEmail }
  | { type: 'EMAIL_DELIVERED'; changeLogId: string; sentAt: Date }
  | { type: 'EMAIL_FAILED'; changeLogId: string }
  | { type: 'TPA_OPENED'; at: Date }
  | { type: 'TPA_REPORTED'; report: TpaReport; changes: ChangesLog; reporter: string | null; submittedOn: string };

export type ClaimEventType = ClaimEvent['type'];

type Rule<E extends ClaimEvent> = { from: readonly ClaimState[]; to: (from: ClaimState, event: E) => ClaimStatus };
const stays = (from: ClaimState) => from as ClaimStatus;
const goes = (): ClaimStatus => 'PENDING';

// Every transition there is: an event from a state not listed is refused. The TPA's own status is its
// report and follows no order (it may close a claim, then ask for more); a claim's delivery outcome decides
// its status only for its newest submission (claim-lifecycle.repo.ts).
export const CLAIM_TRANSITIONS: { [T in ClaimEventType]: Rule<Extract<ClaimEvent, { type: T }>> } = {
  CREATED: { from: ['NEW'], to: (_from, event) => (event.awaitingParent ? 'AWAITING_PARENT' : 'PENDING') },
  EDITED: { from: ['AWAITING_PARENT', ...SENT], to: (from) => (from === 'AWAITING_PARENT' ? 'AWAITING_PARENT' : 'PENDING') },
  SUBMITTED: { from: ['AWAITING_PARENT', 'PENDING'], to: stays },
  PARENT_LINK_SENT: { from: ['AWAITING_PARENT', ...SENT], to: stays },
  PARENT_SIGNATURE_VOIDED: { from: SENT, to: stays },
  SENT_WITHOUT_PARENT: { from: ['AWAITING_PARENT'], to: goes },
  PARENT_PART_SIGNED: { from: ['AWAITING_PARENT', ...SENT], to: goes },
  SUPPLEMENT_ADDED: { from: SENT, to: goes },
  RESENT: { from: SENT, to: goes },
  EMAIL_DELIVERED: { from: SENT, to: () => 'DELIVERED' },
  EMAIL_FAILED: { from: SENT, to: () => 'ERROR' },
  TPA_OPENED: { from: SENT, to: stays },
  TPA_REPORTED: { from: SENT, to: stays },
};

export class RefusedTransitionError extends Error {
  constructor(
    readonly claimId: string,
    readonly from: ClaimState | undefined,
    readonly event: ClaimEventType,
  ) {
    super(`claim ${claimId}: ${event} is no transition from ${from ?? 'a claim that does not exist'}`);
  }
}

// The status an event leads to from a state, or undefined when the table has no such transition.
export function nextStatus<E extends ClaimEvent>(from: ClaimState, event: E): ClaimStatus | undefined {
  const rule = CLAIM_TRANSITIONS[event.type] as Rule<E>;
  return rule.from.includes(from) ? rule.to(from, event) : undefined;
}

// Every e-mail to a TPA is queued here, in the caller's transaction: its log row, the documents it
// carries (a CLAIM e-mail every document the claim has now, a SUPPLEMENT the ones named) and its job.
async function queueEmail(tx: Tx, jobs: JobQueue, claimId: string, changeLogId: string, sentBy: string | null, email: ClaimEmail) {
  const emailLog = await repo.insertEmailLog(tx, { claim_id: claimId, claims_change_log_id: changeLogId, status: 'PENDING', sent_by: sentBy, kind: email.kind });
  await repo.carryDocuments(tx, emailLog.id, email.kind === 'CLAIM' ? { claimId } : { ids: email.documentIds });
  await repo.markFirstQueued(tx, claimId);
  await jobs.send<ClaimDeliveryJob>(tx, 'claimDelivery', { emailLogId: emailLog.id });
  return emailLog;
}

export type ClaimDeliveryJob = { emailLogId: string };

// Applies an event to a claim: refused (RefusedTransitionError) unless the table has it from the claim's
// state, else its status, its columns, its history row and its e-mail are written. The caller holds
// whatever lock its own checks need (a claim's e-mails and documents change under the claim's lock).
export async function transition(tx: Tx, jobs: JobQueue, claimId: string, event: ClaimEvent) {
  const state = await repo.stateOf(tx, claimId);
  const from: ClaimState | undefined = state && (state.has_history ? state.status : 'NEW');
  const to = from && nextStatus(from, event);
  if (!from || !to) throw new RefusedTransitionError(claimId, from, event.type);
  const history = (values: { submittedOn?: string; changes: ChangesLog | null; userId: string | null; status?: ClaimStatus; byTpa?: string | null }) =>
    repo.insertChangeLog(tx, {
      claim_id: claimId,
      submitted_to_tpa_at: values.submittedOn ?? todayWire(),
      changes_log: values.changes,
      user_id: values.userId,
      status: values.status ?? to,
      ...(values.byTpa !== undefined ? { by_tpa: true, tpa_reporter: values.byTpa } : {}),
    });

  switch (event.type) {
    case 'CREATED': {
      await repo.setLifecycleColumns(tx, claimId, { status: to, ...(event.parentPart ? { parent_part: event.parentPart.part } : {}) }, false);
      const changes = event.parentPart ? { ...event.duplicateOf, parent_part: { from: null, to: event.parentPart.signerName } } : event.duplicateOf;
      const changeLog = await history({ submittedOn: event.submittedOn, changes, userId: event.userId });
      if (to === 'PENDING') await queueEmail(tx, jobs, claimId, changeLog.id, event.userId, { kind: 'CLAIM' });
      return;
    }
    case 'EDITED':
      await repo.setLifecycleColumns(tx, claimId, {
        status: to,
        submitted_to_tpa_at: event.submittedOn,
        changes_log: event.changes,
        ...(event.newTpa ? { tpa_status: null, tpa_claim_number: null, tpa_note: null, tpa_reported_at: null, tpa_received_at: null } : {}),
      });
      return;
    case 'SUBMITTED': {
      const changeLog = await history({ submittedOn: event.submittedOn, changes: event.changes, userId: event.userId });
      if (to === 'PENDING') await queueEmail(tx, jobs, claimId, changeLog.id, event.userId, { kind: 'CLAIM' });
      return;
    }
    case 'PARENT_LINK_SENT':
      if (event.to !== event.parentInfo?.email) await repo.setParentInfo(tx, claimId, { ...event.parentInfo, email: event.to });
      await history({ changes: { parent_link: { from: event.from, to: event.to } }, userId: event.userId });
      return;
    case 'PARENT_SIGNATURE_VOIDED':
      await repo.setLifecycleColumns(tx, claimId, { parent_part: null });
      await history({ changes: { parent_link: { from: event.from, to: event.to } }, userId: event.userId });
      return;
    case 'SENT_WITHOUT_PARENT': {
      await repo.setLifecycleColumns(tx, claimId, { status: to });
      const changeLog = await history({ changes: { sent_without_parent: { from: null, to: event.reason } }, userId: event.userId });
      await queueEmail(tx, jobs, claimId, changeLog.id, event.userId, { kind: 'CLAIM' });
      return;
    }
    case 'PARENT_PART_SIGNED': {
      await repo.setLifecycleColumns(tx, claimId, { parent_part: event.parentPart, status: to });
      const changeLog = await history({ changes: { parent_part: { from: event.replacing ?? null, to: event.signatureName } }, userId: null });
      const email: ClaimEmail = from === 'AWAITING_PARENT' ? { kind: 'CLAIM' } : { kind: 'SUPPLEMENT', documentIds: await repo.uncarriedParentDocuments(tx, claimId) };
      await queueEmail(tx, jobs, claimId, changeLog.id, null, email);
      return;
    }
    case 'SUPPLEMENT_ADDED': {
      const changeLog = await history({ changes: event.changes, userId: event.userId });
      await repo.setLifecycleColumns(tx, claimId, { status: to });
      await queueEmail(tx, jobs, claimId, changeLog.id, event.userId, { kind: 'SUPPLEMENT', documentIds: event.documentIds });
      return;
    }
    case 'RESENT':
      await queueEmail(tx, jobs, claimId, event.changeLogId, event.userId, event.email);
      await repo.setLifecycleColumns(tx, claimId, { status: to });
      return;
    case 'EMAIL_DELIVERED':
      await repo.setDeliveryOutcome(tx, claimId, event.changeLogId, 'DELIVERED');
      await repo.markFirstDelivered(tx, claimId, event.sentAt);
      return;
    case 'EMAIL_FAILED':
      await repo.setDeliveryOutcome(tx, claimId, event.changeLogId, 'ERROR');
      return;
    case 'TPA_OPENED':
      await repo.markTpaReceived(tx, claimId, event.at);
      return;
    case 'TPA_REPORTED':
      await repo.setLifecycleColumns(tx, claimId, event.report, false);
      await history({ submittedOn: event.submittedOn, changes: event.changes, userId: null, byTpa: event.reporter });
      return;
  }
}

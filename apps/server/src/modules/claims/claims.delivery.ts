import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { Signer } from '../auth/signing.ts';
import { bundleUrl } from '../claim-documents/claim-documents.bundle.ts';
import * as documentsRepo from '../claim-documents/claim-documents.repo.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailTransport } from '../mail/mail.transport.ts';
import { recordDelivery } from '../disclosures/disclosures.repo.ts';
import { tpaLinkForEmail } from '../tpa-link/tpa-link.service.ts';
import { insertFile } from '../uploads/uploads.repo.ts';
import { claimEmailOf, documentsGoByLink, recipientOf, TPA_LANGUAGE } from './claim-email.ts';
import { renderClaimPdf } from './claims.pdf.ts';
import * as repo from './claims.repo.ts';

export type ClaimDeliveryJob = { emailLogId: string };

type QueuedClaimEmail = {
  claimId: string;
  // the submission (change log row) the e-mail tells the TPA about: its delivery decides the claim's status
  changeLogId: string;
  // null when the parent's signature sent it (ADR 023)
  sentBy: string | null;
} & ({ kind: 'CLAIM' } | { kind: 'SUPPLEMENT'; documentIds: readonly string[] });

// Every e-mail to a TPA is queued here, in the caller's transaction: its log row, the documents it
// carries (a CLAIM e-mail every document the claim has now, a SUPPLEMENT the ones named) and its job.
export async function queueClaimEmail(tx: Tx, jobs: JobQueue, email: QueuedClaimEmail) {
  const emailLog = await repo.insertEmailLog(tx, { claim_id: email.claimId, claims_change_log_id: email.changeLogId, status: 'PENDING', sent_by: email.sentBy, kind: email.kind });
  await documentsRepo.carryDocuments(tx, emailLog.id, email.kind === 'CLAIM' ? { claimId: email.claimId } : { ids: email.documentIds });
  await repo.markFirstQueued(tx, email.claimId);
  await jobs.send<ClaimDeliveryJob>(tx, 'claimDelivery', { emailLogId: emailLog.id });
  return emailLog;
}

type Deps = {
  db: Db;
  jobs: JobQueue;
  transport: MailTransport;
  log: FastifyBaseLogger;
  publicUrl: string;
  signer: Signer;
  retryLimit: number;
  // An e-mail left PENDING with no job this long after its last change is picked up by the sweeper.
  orphanGraceMs: number;
};

// How long a started send keeps others from starting the same e-mail: longer than the SMTP transport's
// own timeouts allow one send to take (mail.transport.ts), so a second send only ever follows one that died.
export const SEND_LEASE_MS = 45_000;

// SMTP reply codes 5xx are permanent (unknown mailbox, refused sender): retrying only delays the ERROR
// that tells staff to fix the TPA's address. Everything else (4xx, a dropped connection) may pass later.
const isPermanentSmtpFailure = (error: unknown) => Number((error as { responseCode?: unknown }).responseCode) >= 500;

// Sends each queued claim e-mail to the TPA with the claim PDF and the documents it carries. Delivery is at-least-once: a process that
// dies after the SMTP server took the message but before DELIVERED was stored sends it again, with the
// same Message-ID so the receiver can recognise the repeat; nothing is sent once DELIVERED is stored.
export function createClaimDelivery({ db, jobs, transport, log, publicUrl, signer, retryLimit, orphanGraceMs }: Deps) {
  const messageDomain = new URL(publicUrl).hostname || 'localhost';

  async function markFailed(emailLog: Pick<repo.EmailLogRow, 'id' | 'claim_id' | 'claims_change_log_id'>, message: string, final: boolean, executor: Db | Tx = db) {
    const update = async (tx: Db | Tx) => {
      // A cleanly failed attempt leaves no send in progress: the next one is not a repeat.
      await repo.updateEmailLog(tx, emailLog.id, { last_error: message.slice(0, 500), sending_started_at: null, ...(final ? { status: 'ERROR' } : {}) });
      if (final) await repo.setClaimStatus(tx, emailLog.claim_id, emailLog.claims_change_log_id, 'ERROR');
    };
    await (executor === db ? db.transaction(update) : update(executor));
  }

  async function deliver(job: ClaimDeliveryJob, attempt: { isLastAttempt: boolean }) {
    const emailLog = await repo.findEmailLog(db, job.emailLogId);
    if (!emailLog || emailLog.status !== 'PENDING') return;
    const send = await repo.claimEmailSend(db, emailLog.id, SEND_LEASE_MS);
    // Another worker is sending it now; that worker records the outcome (and the sweeper any it leaves).
    if (!send) return;
    if (send.previous_start) {
      log.warn({ event: 'claim-resent-after-interrupted-send', claimId: emailLog.claim_id, emailLogId: emailLog.id, interruptedSendStartedAt: send.previous_start }, 'claim e-mail sent again after a send that never finished; the TPA may receive it twice with the same Message-ID');
    }
    try {
      const document = await repo.findClaimDocument(db, emailLog.claim_id);
      if (!document) throw new Error('claim not found');
      const recipient = recipientOf(document.tpa);
      if (!recipient) throw new Error(`TPA ${document.tpa.code} has no address for its delivery method`);
      const carried = await documentsRepo.listCarriedDocuments(db, emailLog.id);
      const byLink = documentsGoByLink(carried, document.tpa.max_attachment_bytes);
      const tpaLink = await tpaLinkForEmail(db, { signer, publicUrl }, emailLog);
      const { subject, text, filename } = claimEmailOf(document, { kind: emailLog.kind, documents: carried, link: byLink ? bundleUrl(signer, publicUrl, emailLog.id) : null }, tpaLink);
      const pdf = await renderClaimPdf(document, TPA_LANGUAGE);
      const contents = await documentsRepo.fileContents(db, byLink ? [] : carried.map((attached) => attached.file_id));
      const sent = await transport.send({
        kind: 'claim',
        to: recipient,
        subject,
        text,
        attachments: [
          { filename, content: pdf, contentType: 'application/pdf' },
          ...(byLink ? [] : carried.map((attached) => ({ filename: attached.filename, content: contents.get(attached.file_id)!, contentType: attached.content_type }))),
        ],
        messageId: `<claim-${emailLog.id}@${messageDomain}>`,
      });
      const sentAt = new Date();
      await db.transaction(async (tx) => {
        const attachmentId = await insertFile(tx, { filename, content_type: 'application/pdf', data: pdf }, emailLog.sent_by);
        await repo.updateEmailLog(tx, emailLog.id, {
          status: 'DELIVERED',
          recipient,
          subject,
          sent_at: sentAt,
          message_id: sent.messageId,
          last_error: null,
          attachment_file_id: attachmentId,
        });
        await repo.setClaimStatus(tx, emailLog.claim_id, emailLog.claims_change_log_id, 'DELIVERED');
        await repo.markFirstDelivered(tx, emailLog.claim_id, sentAt);
        await recordDelivery(tx, {
          emailLogId: emailLog.id,
          claimId: emailLog.claim_id,
          changeLogId: emailLog.claims_change_log_id,
          kind: emailLog.kind,
          recipient,
          sentAt,
          sentBy: emailLog.sent_by,
          claimPdf: filename,
          documents: carried,
          byLink,
          basis: document.signatures.some((signature) => signature.role === 'PARENT') ? 'PARENT_AUTHORIZATION' : 'SCHOOL_CLAIM',
        });
      });
      // The disclosure of a student's record to a third party, for the audit trail.
      log.info(
        { event: 'claim-disclosed', claimId: emailLog.claim_id, emailLogId: emailLog.id, kind: emailLog.kind, documents: carried.map((carriedDocument) => carriedDocument.id), byLink, to: recipient, submittedBy: emailLog.sent_by },
        'claim delivered to TPA',
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = isPermanentSmtpFailure(error);
      const final = attempt.isLastAttempt || permanent;
      await markFailed(emailLog, message, final);
      log.warn({ event: 'claim-delivery-failed', claimId: emailLog.claim_id, emailLogId: emailLog.id, attempt: send.attempts, final, permanent, err: message }, 'claim delivery failed');
      // A permanent failure is settled: the job ends here instead of being retried.
      if (!permanent) throw error;
    }
  }

  // Every submitted claim ends DELIVERED or ERROR: an e-mail whose job is gone (its process died during
  // the last allowed attempt) is queued again while its retries last, and marked ERROR after. Its
  // `sending_started_at` stays, so the next send knows it repeats one that may have reached the TPA.
  async function sweepOrphans() {
    const taken = await db.transaction(async (tx) => {
      const orphans = await repo.lockOrphanedEmailLogs(tx, { graceMs: orphanGraceMs, leaseMs: SEND_LEASE_MS, retryLimit, limit: 50 });
      for (const orphan of orphans) {
        if (orphan.attempts <= retryLimit) {
          await jobs.send<ClaimDeliveryJob>(tx, 'claimDelivery', { emailLogId: orphan.id });
        } else {
          await markFailed(orphan, 'Delivery was interrupted (the server stopped while sending) and no retries were left.', true, tx);
        }
      }
      return orphans;
    });
    for (const orphan of taken) {
      log.warn({ event: 'claim-delivery-orphan', claimId: orphan.claim_id, emailLogId: orphan.id, requeued: orphan.attempts <= retryLimit }, 'claim e-mail found with no job to send it');
    }
    for (const expedited of await repo.expediteInterruptedSends(db, SEND_LEASE_MS)) {
      log.warn({ event: 'claim-delivery-interrupted', claimId: expedited.claim_id, emailLogId: expedited.id }, 'claim e-mail whose sending process died is due again');
    }
  }

  return {
    startWorker: () => jobs.work<ClaimDeliveryJob>('claimDelivery', deliver),
    sweepOrphans,
  };
}

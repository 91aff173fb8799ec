import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../domain/clock.ts';
import type { Metrics } from '../../domain/metrics.ts';
import { retryWhileDatabaseUnavailable } from '../../db/retry.ts';
import type { Signer } from '../auth/signing.ts';
import { bundleUrl } from '../claim-documents/claim-documents.bundle.ts';
import * as documentsRepo from '../claim-documents/claim-documents.repo.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { messageIdOf } from '../mail/mail.service.ts';
import { isPermanentSmtpFailure, type MailTransport } from '../mail/mail.transport.ts';
import { recordDelivery } from '../disclosures/disclosures.repo.ts';
import { tpaLinkForEmail } from '../tpa-link/tpa-link.service.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { claimEmailOf, documentsGoByLink, recipientOf } from './claim-email.ts';
import { renderClaimPdf } from './claims.pdf.ts';
import * as repo from './claims.repo.ts';
import { transition, type ClaimDeliveryJob } from './lifecycle/claim-lifecycle.ts';
import { TPA_LANGUAGE } from '@claims/shared';

type Deps = {
  db: Db;
  jobs: JobQueue;
  transport: MailTransport;
  log: FastifyBaseLogger;
  publicUrl: string;
  signer: Signer;
  fileStore: FileStore;
  metrics: Metrics;
  // a TPA link's expiry is reckoned on it, as every link's is
  clock: Clock;
  retryLimit: number;
  // An e-mail left PENDING with no job this long after its last change is picked up by the sweeper.
  orphanGraceMs: number;
};

// How long a send keeps others from starting the same e-mail after its last sign of life. A running send
// renews its lease every SEND_LEASE_RENEWAL_MS, however long the SMTP server takes (mail.transport.ts), so
// a second send only ever follows one that died, and starts about as soon as the queue's heartbeat has
// given the dead one's job back.
export const SEND_LEASE_MS = 15_000;
export const SEND_LEASE_RENEWAL_MS = 5_000;

// Sends each queued claim e-mail to the TPA with the claim PDF and the documents it carries. Delivery is at-least-once: a process that
// dies after the SMTP server took the message but before DELIVERED was stored sends it again, with the
// same Message-ID so the receiver can recognise the repeat; nothing is sent once DELIVERED is stored.
export function createClaimDelivery({ db, jobs, transport, log, publicUrl, signer, fileStore, metrics, clock, retryLimit, orphanGraceMs }: Deps) {
  async function markFailed(emailLog: Pick<repo.EmailLogRow, 'id' | 'claim_id' | 'claims_change_log_id'>, message: string, final: boolean, executor?: Tx) {
    const update = async (tx: Tx) => {
      // A cleanly failed attempt leaves no send in progress: the next one is not a repeat.
      await repo.updateEmailLog(tx, emailLog.id, { last_error: message.slice(0, 500), sending_started_at: null, ...(final ? { status: 'ERROR' } : {}) });
      if (final) await transition(tx, jobs, emailLog.claim_id, { type: 'EMAIL_FAILED', changeLogId: emailLog.claims_change_log_id });
    };
    await (executor ? update(executor) : db.transaction(update));
  }

  async function deliver(job: ClaimDeliveryJob, attempt: { isLastAttempt: boolean }) {
    const emailLog = await repo.findEmailLog(db, job.emailLogId);
    if (!emailLog || emailLog.status !== 'PENDING') return;
    const send = await repo.claimEmailSend(db, emailLog.id, SEND_LEASE_MS);
    if (!send) {
      await comeBackAfterTheLease(job);
      return;
    }
    if (send.previous_start) {
      log.warn({ event: 'claim-resent-after-interrupted-send', claimId: emailLog.claim_id, emailLogId: emailLog.id, interruptedSendLastSeenAt: send.previous_start }, 'claim e-mail sent again after a send that never finished; the TPA may receive it twice with the same Message-ID');
    }
    const renewal = setInterval(() => void repo.renewEmailSend(db, emailLog.id).catch(() => {}), SEND_LEASE_RENEWAL_MS);
    try {
      await sendAndRecord(emailLog, send.attempts, attempt);
    } finally {
      clearInterval(renewal);
    }
  }

  // Another send holds the e-mail's lease: a live one (which records the outcome) or one whose process
  // died (a retry pg-boss gave back before that lease ran out). This job goes again just after the lease,
  // when it finds the e-mail settled or takes the send; ending here instead left a dead send's e-mail to
  // the orphan sweep, tens of seconds later or more.
  async function comeBackAfterTheLease(job: ClaimDeliveryJob) {
    await db.transaction(async (tx) => {
      const seconds = await repo.emailSendLeaseLeft(tx, job.emailLogId, SEND_LEASE_MS);
      if (seconds !== undefined) await jobs.send<ClaimDeliveryJob>(tx, 'claimDelivery', job, { startAfterSeconds: seconds });
    });
  }

  async function sendAndRecord(emailLog: repo.EmailLogRow, attempts: number, attempt: { isLastAttempt: boolean }) {
    let sending: Awaited<ReturnType<typeof sendClaimEmail>>;
    try {
      sending = await sendClaimEmail(emailLog);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = isPermanentSmtpFailure(error);
      const final = attempt.isLastAttempt || permanent;
      await markFailed(emailLog, message, final);
      metrics.delivery(final ? 'error' : 'retry');
      log.warn({ event: 'claim-delivery-failed', claimId: emailLog.claim_id, emailLogId: emailLog.id, attempt: attempts, final, permanent, err: error }, 'claim delivery failed');
      // A permanent failure is settled: the job ends here instead of being retried.
      if (!permanent) throw error;
      return;
    }
    // The TPA has the e-mail: from here only the record is retried, never the send. Should the record
    // still fail, the send stays marked as started and the next attempt repeats it with the same
    // Message-ID, logged as a repeat.
    const { carried, byLink } = sending;
    await retryWhileDatabaseUnavailable(
      () => db.transaction((tx) => recordDelivered(tx, emailLog, sending)),
      (error, retry) => log.warn({ event: 'claim-delivery-record-retried', claimId: emailLog.claim_id, emailLogId: emailLog.id, retry, err: error }, 'recording a delivered claim e-mail failed; trying the record again'),
    );
    metrics.delivery('delivered');
    // The disclosure of a student's record to a third party, for the audit trail.
    log.info(
      { event: 'claim-disclosed', claimId: emailLog.claim_id, emailLogId: emailLog.id, kind: emailLog.kind, documents: carried.map((carriedDocument) => carriedDocument.id), byLink, submittedBy: emailLog.sent_by },
      'claim delivered to TPA',
    );
  }

  async function sendClaimEmail(emailLog: repo.EmailLogRow) {
    const document = await repo.findClaimDocument(db, emailLog.claim_id);
    if (!document) throw new Error('claim not found');
    const recipient = recipientOf(document.tpa);
    if (!recipient) throw new Error(`TPA ${document.tpa.code} has no address for its delivery method`);
    const carried = await documentsRepo.listCarriedDocuments(db, emailLog.id);
    const byLink = documentsGoByLink(carried, document.tpa.max_attachment_bytes);
    const tpaLink = await tpaLinkForEmail(db, { signer, publicUrl, clock }, emailLog);
    const { subject, text, filename } = claimEmailOf(
      document,
      { kind: emailLog.kind, documents: carried, link: byLink ? bundleUrl(signer, publicUrl, emailLog.id) : null },
      tpaLink,
      await repo.tpaHasEarlierVersion(db, emailLog),
    );
    const pdf = await renderClaimPdf(document, TPA_LANGUAGE);
    const contents = await fileStore.contents(db, byLink ? [] : carried.map((attached) => attached.file_id));
    const sent = await transport.send({
      kind: 'claim',
      to: recipient,
      subject,
      text,
      attachments: [
        { filename, content: pdf, contentType: 'application/pdf' },
        ...(byLink ? [] : carried.map((attached) => ({ filename: attached.filename, content: contents.get(attached.file_id)!, contentType: attached.content_type }))),
      ],
      messageId: messageIdOf('claim', emailLog.id, publicUrl),
    });
    const parentSigned = document.signatures.some((signature) => signature.role === 'PARENT');
    return { recipient, subject, filename, pdf, carried, byLink, parentSigned, messageId: sent.messageId, sentAt: new Date() };
  }

  async function recordDelivered(tx: Tx, emailLog: repo.EmailLogRow, sent: Awaited<ReturnType<typeof sendClaimEmail>>) {
    // A record whose commit went through though its answer was lost is not written twice.
    if ((await repo.lockEmailLogStatus(tx, emailLog.id)) !== 'PENDING') return;
    const attachmentId = await fileStore.insert(tx, { filename: sent.filename, content_type: 'application/pdf', data: sent.pdf }, emailLog.sent_by);
    await repo.updateEmailLog(tx, emailLog.id, {
      status: 'DELIVERED',
      recipient: sent.recipient,
      subject: sent.subject,
      sent_at: sent.sentAt,
      message_id: sent.messageId,
      last_error: null,
      attachment_file_id: attachmentId,
    });
    await transition(tx, jobs, emailLog.claim_id, { type: 'EMAIL_DELIVERED', changeLogId: emailLog.claims_change_log_id, sentAt: sent.sentAt });
    await recordDelivery(tx, {
      emailLogId: emailLog.id,
      claimId: emailLog.claim_id,
      changeLogId: emailLog.claims_change_log_id,
      kind: emailLog.kind,
      recipient: sent.recipient,
      sentAt: sent.sentAt,
      sentBy: emailLog.sent_by,
      claimPdf: sent.filename,
      documents: sent.carried,
      byLink: sent.byLink,
      basis: sent.parentSigned ? 'PARENT_AUTHORIZATION' : 'SCHOOL_CLAIM',
    });
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

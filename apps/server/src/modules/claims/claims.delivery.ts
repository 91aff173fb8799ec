import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailTransport } from '../mail/mail.transport.ts';
import { insertFile } from '../uploads/uploads.repo.ts';
import { claimEmailOf, recipientOf } from './claim-email.ts';
import { renderClaimPdf } from './claims.pdf.ts';
import * as repo from './claims.repo.ts';
import type { ClaimDeliveryJob } from './claims.service.ts';

type Deps = { db: Db; jobs: JobQueue; transport: MailTransport; log: FastifyBaseLogger; publicUrl: string };

// Sends each queued claim e-mail to the TPA with the claim PDF. Delivery is at-least-once: a process that
// dies after the SMTP server took the message but before DELIVERED was stored sends it again, with the
// same Message-ID so the receiver can recognise the repeat; nothing is sent once DELIVERED is stored.
export function createClaimDelivery({ db, jobs, transport, log, publicUrl }: Deps) {
  const messageDomain = new URL(publicUrl).hostname || 'localhost';

  async function deliver(job: ClaimDeliveryJob, attempt: { isLastAttempt: boolean }) {
    const emailLog = await repo.findEmailLog(db, job.emailLogId);
    if (!emailLog || emailLog.status === 'DELIVERED') return;
    await repo.updateEmailLog(db, emailLog.id, { attempts: emailLog.attempts + 1 });
    try {
      const document = await repo.findClaimDocument(db, emailLog.claim_id);
      if (!document) throw new Error('claim not found');
      const recipient = recipientOf(document.tpa);
      if (!recipient) throw new Error(`TPA ${document.tpa.code} has no address for its delivery method`);
      const { subject, text, filename } = claimEmailOf(document);
      const pdf = await renderClaimPdf(document);
      const sent = await transport.send({
        kind: 'claim',
        to: recipient,
        subject,
        text,
        attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
        messageId: `<claim-${emailLog.id}@${messageDomain}>`,
      });
      await db.transaction(async (tx) => {
        const attachmentId = await insertFile(tx, { filename, content_type: 'application/pdf', data: pdf }, emailLog.sent_by);
        await repo.updateEmailLog(tx, emailLog.id, {
          status: 'DELIVERED',
          recipient,
          subject,
          sent_at: new Date(),
          message_id: sent.messageId,
          last_error: null,
          attachment_file_id: attachmentId,
        });
        await repo.setClaimStatus(tx, emailLog.claim_id, emailLog.claims_change_log_id, 'DELIVERED');
      });
      // The disclosure of a student's record to a third party, for the audit trail.
      log.info({ event: 'claim-disclosed', claimId: emailLog.claim_id, emailLogId: emailLog.id, to: recipient, submittedBy: emailLog.sent_by }, 'claim delivered to TPA');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.transaction(async (tx) => {
        await repo.updateEmailLog(tx, emailLog.id, { last_error: message.slice(0, 500), ...(attempt.isLastAttempt ? { status: 'ERROR' } : {}) });
        if (attempt.isLastAttempt) await repo.setClaimStatus(tx, emailLog.claim_id, emailLog.claims_change_log_id, 'ERROR');
      });
      log.warn({ event: 'claim-delivery-failed', claimId: emailLog.claim_id, emailLogId: emailLog.id, attempt: emailLog.attempts + 1, final: attempt.isLastAttempt, err: message }, 'claim delivery failed');
      throw error;
    }
  }

  return {
    startWorker: () => jobs.work<ClaimDeliveryJob>('claimDelivery', deliver),
  };
}

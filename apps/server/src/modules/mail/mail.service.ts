import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { retryWhileDatabaseUnavailable } from '../../db/retry.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import * as repo from './mail.repo.ts';
import { isPermanentSmtpFailure, type MailTransport, type OutgoingMail } from './mail.transport.ts';

export const SIGN_IN_CODE_KIND = 'sign-in-code';

export type MailJob = { outboxId: string };

// A stable Message-ID per outbox row: a repeat of a send whose outcome was lost is the same message to
// the reader's mail client. Claim e-mails use their own rows' ids the same way (claims.delivery.ts).
export const messageIdOf = (prefix: string, id: string, publicUrl: string) => `<${prefix}-${id}@${new URL(publicUrl).hostname || 'localhost'}>`;

type Deps = {
  db: Db;
  jobs: JobQueue;
  transport: MailTransport;
  log: FastifyBaseLogger;
  publicUrl: string;
  retryLimit: number;
  // A message left PENDING with no job this long after its last change is picked up by the sweep.
  orphanGraceMs: number;
};

export function createMailService({ db, jobs, transport, log, publicUrl, retryLimit, orphanGraceMs }: Deps) {
  async function send({ outboxId }: MailJob, attempt: { isLastAttempt: boolean }) {
    const taken = await repo.startOutboxSend(db, outboxId);
    // Sent already, or settled as failed: a job queued again by the sweep finds nothing to do.
    if (!taken) return;
    const { kind, recipient: to, content } = taken;
    if (taken.previous_start) {
      log.warn({ event: 'mail-resent-after-interrupted-send', kind, outboxId, interruptedSendLastSeenAt: taken.previous_start }, 'e-mail sent again after a send whose outcome was never recorded; the reader may receive it twice with the same Message-ID');
    }
    let result: Awaited<ReturnType<MailTransport['send']>>;
    try {
      result = await transport.send({ kind, to, ...content, messageId: messageIdOf('mail', outboxId, publicUrl) });
    } catch (error) {
      const permanent = isPermanentSmtpFailure(error);
      const final = attempt.isLastAttempt || permanent;
      await repo.markOutboxFailed(db, outboxId, error instanceof Error ? error.message : String(error), final);
      log.warn({ event: 'mail-failed', kind, outboxId, attempt: taken.attempts, final, permanent, err: error }, 'e-mail failed');
      // A permanent refusal is settled: the job ends here instead of being retried.
      if (permanent) return;
      throw error;
    }
    // The SMTP server has the message: only the record is retried from here, never the send.
    await retryWhileDatabaseUnavailable(
      () => repo.markOutboxSent(db, outboxId, new Date()),
      (error, retry) => log.warn({ event: 'mail-record-retried', kind, outboxId, retry, err: error }, 'recording a sent e-mail failed; trying the record again'),
    );
    // By kind and outbox id, never the address: the row names whom it went to, for whoever may read it.
    log.info({ event: 'mail-sent', kind, outboxId, messageId: result.messageId, savedTo: result.savedTo }, 'mail sent');
    if (transport.writesToDisk && content.logNotice) log.warn({ event: 'mail-written-to-disk', kind, outboxId, savedTo: result.savedTo }, `${content.logNotice}: open ${result.savedTo}`);
  }

  // Outbox rows whose job is gone are queued again; past their retries they are settled as failed.
  async function sweepOrphans() {
    const taken = await db.transaction(async (tx) => {
      const orphans = await repo.lockOrphanedOutbox(tx, { graceMs: orphanGraceMs, limit: 50 });
      for (const orphan of orphans) {
        if (orphan.attempts <= retryLimit) await jobs.send<MailJob>(tx, 'mail', { outboxId: orphan.id });
        else await repo.markOutboxFailed(tx, orphan.id, 'Sending was interrupted (the server stopped while sending) and no retries were left.', true);
      }
      return orphans;
    });
    for (const orphan of taken) log.warn({ event: 'mail-orphan', kind: orphan.kind, outboxId: orphan.id, requeued: orphan.attempts <= retryLimit }, 'e-mail found with no job to send it');
    for (const expedited of await repo.expediteInterruptedOutbox(db)) {
      log.warn({ event: 'mail-interrupted', kind: expedited.kind, outboxId: expedited.id }, 'e-mail whose sending process died is due again');
    }
  }

  return {
    // Written in the caller's transaction: the message exists exactly when the decision to send it does,
    // and leaves the process only from the worker, after the commit. A sign-in code is waited for by
    // someone at the sign-in screen: it goes before any other queued mail. `about`: the records a message
    // to staff is about, which a deletion for good looks for.
    async enqueue(tx: Tx, mail: Omit<OutgoingMail, 'attachments' | 'messageId'>, about: readonly string[] = []) {
      const { kind, to, subject, text, html, logNotice } = mail;
      const row = await repo.insertOutbox(tx, { kind, recipient: to, about: [...about], content: { subject, text, ...(html ? { html } : {}), ...(logNotice ? { logNotice } : {}) } });
      await jobs.send<MailJob>(tx, 'mail', { outboxId: row.id }, { priority: kind === SIGN_IN_CODE_KIND ? 10 : 0 });
      return row.id;
    },
    startWorker: () => jobs.work<MailJob>('mail', send),
    sweepOrphans,
  };
}

export type MailService = ReturnType<typeof createMailService>;

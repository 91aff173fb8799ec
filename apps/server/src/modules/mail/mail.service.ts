import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailTransport, OutgoingMail } from './mail.transport.ts';

export const SIGN_IN_CODE_KIND = 'sign-in-code';

export function createMailService(jobs: JobQueue, transport: MailTransport, log: FastifyBaseLogger) {
  return {
    // Mail leaves the process only from the worker, after the transaction that asked for it commits.
    // A sign-in code is waited for by someone at the sign-in screen: it goes before any other queued mail.
    enqueue: (tx: Tx, mail: OutgoingMail) => jobs.send(tx, 'mail', mail, { priority: mail.kind === SIGN_IN_CODE_KIND ? 10 : 0 }),
    startWorker: () =>
      jobs.work<OutgoingMail>('mail', async (mail) => {
        const result = await transport.send(mail);
        log.info({ kind: mail.kind, to: mail.to, messageId: result.messageId, savedTo: result.savedTo }, 'mail sent');
        if (transport.writesToDisk && mail.logNotice) log.warn(mail.logNotice);
      }),
  };
}

export type MailService = ReturnType<typeof createMailService>;

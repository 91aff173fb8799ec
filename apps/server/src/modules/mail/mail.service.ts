import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailTransport, OutgoingMail } from './mail.transport.ts';

export function createMailService(jobs: JobQueue, transport: MailTransport, log: FastifyBaseLogger) {
  return {
    // Mail leaves the process only from the worker, after the transaction that asked for it commits.
    enqueue: (tx: Tx, mail: OutgoingMail) => jobs.send(tx, 'mail', mail),
    startWorker: () =>
      jobs.work<OutgoingMail>('mail', async (mail) => {
        const result = await transport.send(mail);
        log.info({ kind: mail.kind, to: mail.to, messageId: result.messageId, savedTo: result.savedTo }, 'mail sent');
        if (transport.writesToDisk && mail.logNotice) log.warn(mail.logNotice);
      }),
  };
}

export type MailService = ReturnType<typeof createMailService>;

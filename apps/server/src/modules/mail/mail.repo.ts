import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { mailOutbox, type MailContent } from './mail.schema.ts';

type Executor = Db | Tx;
export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertOutbox(tx: Tx, values: { kind: string; recipient: string; content: MailContent; about: string[] }) {
  const [row] = await tx.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  return row!;
}

// Takes a PENDING message for one send: counts the attempt and marks the send started, answering the
// start of an earlier send whose outcome nobody recorded (its process died, or lost the database after
// the SMTP server took the message). The queue hands a message's job to one worker at a time, so the
// row needs no lease of its own.
export async function startOutboxSend(db: Executor, id: string) {
  const result = await db.execute(sql`
    update ${mailOutbox} set attempts = ${mailOutbox.attempts} + 1, sending_started_at = now(), updated_at = now()
    from (select id, sending_started_at as previous_start from ${mailOutbox} where id = ${id} for update) as before
    where ${mailOutbox.id} = before.id and ${mailOutbox.status} = 'PENDING' and ${mailOutbox.content} is not null
    returning ${mailOutbox.kind} as kind, ${mailOutbox.recipient} as recipient, ${mailOutbox.content} as content,
      ${mailOutbox.attempts} as attempts, before.previous_start as previous_start`);
  return rowsOf<{ kind: string; recipient: string; content: MailContent; attempts: number; previous_start: Date | string | null }>(result)[0];
}

// Sent: what it said is dropped (codes and links are secrets); who it went to and when stay.
export async function markOutboxSent(db: Executor, id: string, sentAt: Date) {
  await db
    .update(mailOutbox)
    .set({ status: 'SENT', sent_at: sentAt, content: null, sending_started_at: null, last_error: null, updated_at: sentAt })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'PENDING')));
}

// A send that failed cleanly (the SMTP server refused or never took it) leaves no send in progress.
export async function markOutboxFailed(db: Executor, id: string, error: string, final: boolean) {
  await db
    .update(mailOutbox)
    .set({ last_error: error.slice(0, 500), sending_started_at: null, updated_at: new Date(), ...(final ? { status: 'FAILED' as const, content: null } : {}) })
    .where(eq(mailOutbox.id, id));
}

// PENDING messages with no job left to send them (the job was lost, or ran out of retries in a process
// that died): untouched for `graceMs`, so a message being queued now is never taken; locked rows are
// skipped, so servers sweeping at once never take the same one.
export async function lockOrphanedOutbox(tx: Tx, options: { graceMs: number; limit: number }) {
  const result = await tx.execute(sql`
    select id, kind, attempts from ${mailOutbox} outbox
    where outbox.status = 'PENDING'
      and outbox.updated_at < now() - ${`${options.graceMs} milliseconds`}::interval
      and not exists (
        select 1 from pgboss.job job
        where job.name = 'mail' and job.data->>'outboxId' = outbox.id::text and job.state in ('created', 'retry', 'active')
      )
    order by outbox.updated_at
    limit ${options.limit}
    for update skip locked`);
  return rowsOf<Pick<OutboxRow, 'id' | 'kind' | 'attempts'>>(result);
}

// A job whose process died mid-send comes back with the back-off of a failed attempt; the message is due
// at once, since nobody is sending it.
export async function expediteInterruptedOutbox(db: Executor) {
  const result = await db.execute(sql`
    update pgboss.job job set start_after = now()
    from ${mailOutbox} outbox
    where job.name = 'mail' and job.state = 'retry' and job.start_after > now()
      and job.data->>'outboxId' = outbox.id::text
      and outbox.status = 'PENDING' and outbox.sending_started_at is not null
    returning outbox.id as id, outbox.kind as kind`);
  return rowsOf<{ id: string; kind: string }>(result);
}

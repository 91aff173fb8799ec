import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.ts';

// What a message says, kept only until it has been sent: sign-in codes and links are secrets.
export type MailContent = { subject: string; text: string; html?: string; logNotice?: string };

// The outbox of every e-mail to a person (codes, resets, account mail, reminders, notices): a row is
// written in the transaction that decides to send, and its id is the message's stable Message-ID, so a
// send repeated after a crash reaches the reader as the same message. Claim e-mails to TPAs have their
// own outbox, claims_email_logs, which is also the claim's delivery record.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    // null once sent
    content: jsonb('content').$type<MailContent>(),
    status: text('status', { enum: ['PENDING', 'SENT', 'FAILED'] }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    // When a worker last handed the message to the SMTP server: set while a send's outcome is unknown, so
    // the next send knows it may repeat one that arrived.
    sending_started_at: timestamp('sending_started_at', { withTimezone: true }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    last_error: text('last_error'),
    // The records a message to staff is about (its claim, incident, student): a deletion for good finds
    // the message, and the .eml copy of a server without SMTP, by them (ADR 042).
    about: uuid('about').array().notNull().default(sql`'{}'::uuid[]`),
    ...timestamps(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.updated_at).where(sql`${t.status} = 'PENDING'`), index('mail_outbox_about_idx').using('gin', t.about)],
);

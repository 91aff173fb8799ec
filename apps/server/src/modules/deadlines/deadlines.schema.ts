import { date, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.ts';
import { claims } from '../claims/claims.schema.ts';

// Each reminder of a claim's nearest due date sent to its school's users (14 and 3 days before, issue
// 18): one row per claim and threshold, written in the transaction that queues the e-mails, so each goes once.
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    id: id(),
    claim_id: uuid('claim_id')
      .notNull()
      .references(() => claims.id),
    days_before: integer('days_before').notNull(),
    due_on: date('due_on').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deadline_reminders_claim_unique').on(t.claim_id, t.days_before)],
);

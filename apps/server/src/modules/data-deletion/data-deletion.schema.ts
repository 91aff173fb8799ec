import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DELETION_KINDS, type DeletionCount } from '@claims/shared';
import { id } from '../../db/columns.ts';

// A chain named by its school's name, as the subject is: the certificate outlives a school deleted later.
export type ChainHead = { school: string; seq: number; hash: string };

// The certificate of each deletion for good (issue 39 item 4, ADR 042): what was destroyed, how many of
// each, when, by whom and how. It names the school by name and the request by the district's reference,
// never by an id of what was destroyed, so nothing in it points at a record that is gone. Kept for good.
export const deletionCertificates = pgTable('deletion_certificates', {
  id: id(),
  kind: text('kind', { enum: DELETION_KINDS }).notNull(),
  // "Lincoln High", or "A student of Lincoln High"
  subject: text('subject').notNull(),
  reference: text('reference').notNull().default(''),
  // the admin who asked (no foreign key: the certificate outlives the account); null for the retention purge
  requested_by: uuid('requested_by'),
  requested_by_name: text('requested_by_name'),
  counts: jsonb('counts').$type<Record<DeletionCount, number>>().notNull(),
  performed_at: timestamp('performed_at', { withTimezone: true }).notNull().defaultNow(),
  // the access log chains the deletion touched, as they stood after it (ADR 052): a later verification
  // that finds these links intact shows the log was not rewritten after the certificate
  chain_heads: jsonb('chain_heads').$type<ChainHead[]>().notNull().default([]),
});

import { index, pgTable, timestamp, uniqueIndex, uuid, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { claims, claimsEmailLogs } from '../claims/claims.schema.ts';

// The link each e-mail to a TPA carries to report on that one claim, with no account (ADR 027). Like the
// parent's link only the token's hash is kept; the token is the HMAC of the id, so the e-mail, rendered
// when it is sent, can carry it.
export const tpaLinks = pgTable(
  'tpa_links',
  {
    id: id(),
    claim_id: uuid('claim_id')
      .notNull()
      .references(() => claims.id),
    email_log_id: uuid('email_log_id')
      .notNull()
      .references(() => claimsEmailLogs.id),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    opened_at: timestamp('opened_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('tpa_links_token_unique').on(t.token_hash), uniqueIndex('tpa_links_email_log_unique').on(t.email_log_id), index('tpa_links_claim_idx').on(t.claim_id)],
);

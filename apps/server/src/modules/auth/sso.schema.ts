import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';

// A sign-in with Google or Microsoft under way (ADR 030): what the callback must find again. The browser
// that started it holds a random key in a cookie, of which only the hash is kept, so a callback reaches its
// attempt only from that browser; the callback deletes the row, so each attempt is used once.
export const ssoAttempts = pgTable(
  'sso_attempts',
  {
    id: id(),
    key_hash: text('key_hash').notNull().unique(),
    provider: text('provider', { enum: ['google', 'microsoft'] }).notNull(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    code_verifier: text('code_verifier').notNull(),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_attempts_expires_idx').on(t.expires_at)],
);

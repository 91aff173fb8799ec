import { index, inet, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

// Opaque session tokens: only a hash is stored, so a database leak does not leak live sessions.
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    user_id: uuid('user_id').notNull().references(() => users.id),
    token_hash: text('token_hash').notNull().unique(),
    created_at: createdAt(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: inet('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Fixed-window counters for every throttle (sign-in, codes, resets, GraphQL, resends), kept in the
// database so that a limit holds across all server processes sharing it.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    window_ends_at: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.window_ends_at)],
);

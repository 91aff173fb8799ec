import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, softDeletable } from '../../db/columns.ts';

export const activities = pgTable(
  'activities',
  {
    id: id(),
    activity: text('activity').notNull(),
    ...softDeletable(),
  },
  (t) => [
    // A sport name is unique regardless of case among live rows; deleted names may be reused.
    uniqueIndex('activities_activity_unique').on(sql`lower(${t.activity})`).where(sql`${t.deleted_at} is null`),
    index('activities_activity_idx').on(t.activity),
  ],
);

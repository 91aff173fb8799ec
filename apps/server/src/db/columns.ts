import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Column sets every table shares; timestamps are timezone-aware so PGlite and servers in any zone agree.
export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });
export const softDeletable = () => ({ ...timestamps(), deleted_at: deletedAt() });

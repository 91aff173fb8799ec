import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_STATUSES } from '@claims/shared';
import { createdAt, id } from '../../db/columns.ts';
import { bytea, storedFiles } from '../uploads/uploads.schema.ts';
import { users } from '../users/users.schema.ts';

// An export of one or more schools' data (issue 39 item 3, ADR 041): made by a job, its zip kept sealed
// as a stored file until its one download or its expiry, then destroyed; the row stays as the record.
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    school_ids: uuid('school_ids').array().notNull(),
    requested_by: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('QUEUED'),
    // progress: files and documents written of all there are
    steps_done: integer('steps_done').notNull().default(0),
    steps_total: integer('steps_total').notNull().default(0),
    // rows per CSV file, once made
    row_counts: jsonb('row_counts').$type<Record<string, number>>(),
    // an export made before ADR 056: its zip as one stored file
    file_id: uuid('file_id').references(() => storedFiles.id),
    // the zip, sealed as it was written (ADR 056): an object of the bucket, or for a `database:` key the
    // parts of stored_object_parts; with the ring key its data key is sealed under, and that sealed data key
    object_key: text('object_key'),
    encryption_key_id: text('encryption_key_id'),
    wrapped_key: bytea('wrapped_key'),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    created_at: createdAt(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    downloaded_at: timestamp('downloaded_at', { withTimezone: true }),
    downloaded_by: uuid('downloaded_by').references(() => users.id),
  },
  (t) => [index('data_exports_created_idx').on(t.created_at), index('data_exports_waiting_idx').on(t.finished_at).where(sql`${t.status} = 'DONE'`)],
);

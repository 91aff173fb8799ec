import { sql } from 'drizzle-orm';
import { bigint, check, customType, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// Every stored file, each sealed under a key kept outside the database (ADR 040). Its sealed bytes are in
// `data` (the embedded default) or, with STORAGE_URL, an object of the bucket named by `object_key`
// (ADR 043); never both, never neither.
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    filename: text('filename').notNull(),
    content_type: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    // sealed (ADR 040): IV, tag and ciphertext under the file's own data key; a file stored before
    // encryption holds its bytes until the maintenance loop seals it
    data: bytea('data'),
    // the bucket's object holding the sealed bytes; objects are never overwritten, each has a key of its own
    object_key: text('object_key'),
    // the ring key the data key is sealed under, and the sealed data key; null on a file not sealed yet
    encryption_key_id: text('encryption_key_id'),
    wrapped_key: bytea('wrapped_key'),
    created_by: uuid('created_by').references(() => users.id),
    created_at: createdAt(),
  },
  (t) => [check('stored_files_bytes_in_one_place', sql`(${t.data} is null) <> (${t.object_key} is null)`)],
);

// Bucket objects whose files are gone (deleted, resealed under a new key, moved back into the database):
// written in the transaction that let go of them and deleted from the bucket after it commits, so a
// rolled-back deletion never loses a file and a committed one always removes it (uploads/file-store.ts).
export const storedObjectDeletions = pgTable('stored_object_deletions', {
  object_key: text('object_key').primaryKey(),
  created_at: createdAt(),
});

// A large object (a district export) kept in the database when there is no bucket, as the parts it was
// written in: any process of the deployment reads it, as it reads every other file (ADR 056).
export const storedObjectParts = pgTable(
  'stored_object_parts',
  {
    object_key: text('object_key').notNull(),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.object_key, t.part] })],
);

// One row per ring key that has sealed files: a known text sealed under it, opened at every start so a
// missing or wrong key is refused before any file is read or written (ADR 040).
export const fileKeyChecks = pgTable('file_key_checks', {
  key_id: text('key_id').primaryKey(),
  check: bytea('check').notNull(),
  created_at: createdAt(),
});

import { bigint, customType, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// Uploaded files live in the database so app servers stay stateless (DESIGN §2), each sealed under a
// key kept outside it (ADR 040).
export const storedFiles = pgTable('stored_files', {
  id: id(),
  filename: text('filename').notNull(),
  content_type: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  // sealed (ADR 040): IV, tag and ciphertext under the file's own data key; a file stored before
  // encryption holds its bytes until the maintenance loop seals it
  data: bytea('data').notNull(),
  // the ring key the data key is sealed under, and the sealed data key; null on a file not sealed yet
  encryption_key_id: text('encryption_key_id'),
  wrapped_key: bytea('wrapped_key'),
  created_by: uuid('created_by').references(() => users.id),
  created_at: createdAt(),
});

// One row per ring key that has sealed files: a known text sealed under it, opened at every start so a
// missing or wrong key is refused before any file is read or written (ADR 040).
export const fileKeyChecks = pgTable('file_key_checks', {
  key_id: text('key_id').primaryKey(),
  check: bytea('check').notNull(),
  created_at: createdAt(),
});

import { bigint, customType, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// Uploaded files live in the database so app servers stay stateless (DESIGN §2).
export const storedFiles = pgTable('stored_files', {
  id: id(),
  filename: text('filename').notNull(),
  content_type: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
  created_by: uuid('created_by').references(() => users.id),
  created_at: createdAt(),
});

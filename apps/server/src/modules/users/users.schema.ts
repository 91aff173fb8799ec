import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LANGUAGES, USER_ROLES } from '@claims/shared';
import { id, softDeletable } from '../../db/columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email_address: text('email_address').notNull(),
    // 'admin' for program staff, 'user' for school staff (SPEC §6), 'coach' for a school's coaches, who
    // report incidents and see nothing else of the school (ADR 048).
    type: text('type', { enum: USER_ROLES }).notNull().default('user'),
    // Null until the account is confirmed and a password set.
    password_hash: text('password_hash'),
    is_active: boolean('is_active').notNull().default(true),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    last_activity_at: timestamp('last_activity_at', { withTimezone: true }),
    // The language the user chose ('en' or 'es'); null until they choose, when the browser's applies.
    preferred_language: text('preferred_language', { enum: LANGUAGES }),
    ...softDeletable(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email_address})`).where(sql`${t.deleted_at} is null`),
    index('users_first_name_trgm').using('gin', t.first_name.op('gin_trgm_ops')),
    index('users_last_name_trgm').using('gin', t.last_name.op('gin_trgm_ops')),
  ],
);

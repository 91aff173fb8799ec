import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, softDeletable } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

export const salesReps = pgTable(
  'sales_reps',
  {
    id: id(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    address_1: text('address_1'),
    address_2: text('address_2'),
    city: text('city'),
    state: text('state'),
    postal_code: text('postal_code'),
    email_address: text('email_address'),
    phone: text('phone'),
    see_all_schools: boolean('see_all_schools').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    created_by: uuid('created_by').references(() => users.id),
    ...softDeletable(),
  },
  (t) => [
    // The grid lists live, active reps sorted by first then last name (SPEC §9).
    index('sales_reps_name_idx').on(t.first_name, t.last_name).where(sql`${t.deleted_at} is null`),
  ],
);

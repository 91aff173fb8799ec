import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.ts';

// The catalogue of insurance companies offered on the student and claim forms.
export const providers = pgTable(
  'providers',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    postal_code: text('postal_code'),
    is_active: boolean('is_active').notNull().default(true),
    policy_or_certificate_number: text('policy_or_certificate_number'),
    ...timestamps(),
  },
  (t) => [index('providers_name_idx').on(sql`lower(${t.name})`)],
);

import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.ts';
import { passwordTokens } from '../auth/auth.schema.ts';
import { schools } from '../schools/schools.schema.ts';
import { users } from './users.schema.ts';

// A school's invitation to an address that already has an account (ADR 048): the account gains the
// school only when its owner accepts by the e-mailed single-use link. The school's list shows the names
// its staff typed, never the account's own, until then.
export const coachInvitations = pgTable(
  'coach_invitations',
  {
    id: id(),
    school_id: uuid('school_id')
      .notNull()
      .references(() => schools.id),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    email_address: text('email_address').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    // The link that accepts it; none for an account that cannot coach (staff, an admin, a deactivated
    // account), whose invitation stays pending so that the school learns nothing of it.
    token_id: uuid('token_id').references(() => passwordTokens.id),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('coach_invitations_school_user_unique').on(t.school_id, t.user_id), index('coach_invitations_user_idx').on(t.user_id)],
);

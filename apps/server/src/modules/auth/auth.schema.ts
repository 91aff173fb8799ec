import { boolean, index, inet, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

// Opaque session tokens: only a hash is stored, so a database leak does not leak live sessions.
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    user_id: uuid('user_id').notNull().references(() => users.id),
    token_hash: text('token_hash').notNull().unique(),
    created_at: createdAt(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: inet('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

// The emailed second factor. Single use, short-lived, and dead after too many wrong tries.
export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: id(),
    user_id: uuid('user_id').notNull().references(() => users.id),
    code_hash: text('code_hash').notNull(),
    // The sign-in asked to remember this device; honoured when the code is verified.
    remember_device: boolean('remember_device').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('two_factor_codes_user_idx').on(t.user_id, t.created_at)],
);

// A browser that passed the second factor and asked to be remembered skips it next time.
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    id: id(),
    user_id: uuid('user_id').notNull().references(() => users.id),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('remembered_devices_user_idx').on(t.user_id)],
);

// Emailed single-use links: password reset, account confirmation for users an admin created, and a
// school's invitation to an existing account to coach for it (ADR 048).
export const PASSWORD_TOKEN_PURPOSES = ['reset', 'confirm', 'invite'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: id(),
    user_id: uuid('user_id').notNull().references(() => users.id),
    purpose: text('purpose', { enum: PASSWORD_TOKEN_PURPOSES }).notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('password_tokens_user_idx').on(t.user_id)],
);

// Server-wide secrets (e.g. the key that signs file URLs), generated on first start and shared by every
// app server through the database, so nothing has to be configured by hand.
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: createdAt(),
});

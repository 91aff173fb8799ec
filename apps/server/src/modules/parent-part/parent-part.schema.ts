import { PARENT_LINK_PURPOSES, type Language } from '@claims/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { claims } from '../claims/claims.schema.ts';
import { seasonAuthorizations } from '../season-consent/season-consent.schema.ts';
import { storedFiles } from '../uploads/uploads.schema.ts';
import { users } from '../users/users.schema.ts';

// A link a claim's parent is sent to complete their part (ADR 023). Only the token's SHA-256 is kept: the
// link is the e-mail's alone. A new link for the claim revokes the one before.
export const parentLinks = pgTable(
  'parent_links',
  {
    id: id(),
    claim_id: uuid('claim_id').notNull().references(() => claims.id),
    token_hash: text('token_hash').notNull(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: PARENT_LINK_PURPOSES }).notNull().default('PART'),
    language: text('language').$type<Language>().notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    // null when the submission sent it; the staff member who sent it again or to another address
    created_by: uuid('created_by').references(() => users.id),
    opened_at: timestamp('opened_at', { withTimezone: true }),
    // the birth date check: wrong answers counted, the right one opens a page session (hashed, like the token)
    failed_checks: integer('failed_checks').notNull().default(0),
    access_hash: text('access_hash'),
    checked_at: timestamp('checked_at', { withTimezone: true }),
    used_at: timestamp('used_at', { withTimezone: true }),
    // reminders sent (day 3, day 7), counted in the transaction that queues each, so each goes once
    reminders_sent: integer('reminders_sent').notNull().default(0),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('parent_links_token_unique').on(t.token_hash),
    uniqueIndex('parent_links_access_unique').on(t.access_hash),
    index('parent_links_claim_idx').on(t.claim_id, t.created_at),
    // the reminders' candidates: links still waiting for the parent
    index('parent_links_open_idx').on(t.created_at).where(sql`${t.used_at} is null and ${t.revoked_at} is null`),
  ],
);

// The evidence of an electronic signature on a claim (ESIGN/UETA): who signed, how they were identified,
// which texts they agreed to, when and from where, and the SHA-256 of the document they signed.
export const claimSignatures = pgTable(
  'claim_signatures',
  {
    id: id(),
    claim_id: uuid('claim_id').notNull().references(() => claims.id),
    role: text('role', { enum: ['PARENT', 'SCHOOL'] }).notNull(),
    signer_name: text('signer_name').notNull(),
    signer_email: text('signer_email'),
    user_id: uuid('user_id').references(() => users.id),
    parent_link_id: uuid('parent_link_id').references(() => parentLinks.id),
    // A parent's part taken from the authorization the guardian signed before the season (issue 43): each
    // claim it is used for has its signature row naming it, the record of that disclosure.
    season_authorization_id: uuid('season_authorization_id').references(() => seasonAuthorizations.id),
    identified_by: text('identified_by').notNull(),
    records_consent_version: text('records_consent_version'),
    authorization_version: text('authorization_version').notNull(),
    intent_version: text('intent_version').notNull(),
    language: text('language').$type<Language>().notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    // The signed document exactly as signed, and its digest.
    document_file_id: uuid('document_file_id').references(() => storedFiles.id),
    document_sha256: text('document_sha256').notNull(),
    // For a document signed in another language, its unsigned English rendering for the TPA (issue 37).
    english_rendering_file_id: uuid('english_rendering_file_id').references(() => storedFiles.id),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    // A change to the claim after signing voids the signature; it is kept as the record it was.
    voided_at: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [index('claim_signatures_claim_idx').on(t.claim_id, t.signed_at)],
);

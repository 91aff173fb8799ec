import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { claims, claimsEmailLogs } from '../claims/claims.schema.ts';
import { students } from '../students/students.schema.ts';
import { tpaLinks } from '../tpa-link/tpa-link.schema.ts';
import { users } from '../users/users.schema.ts';

// Why a student's record could go to the TPA: the parent's signed authorization, or the school's own
// claim under its student accident policy, signed by its official (ADR 026).
export const DISCLOSURE_BASES = ['PARENT_AUTHORIZATION', 'SCHOOL_CLAIM'] as const;
export type DisclosureBasis = (typeof DISCLOSURE_BASES)[number];

export const DISCLOSURE_KINDS = ['CLAIM', 'SUPPLEMENT', 'RESEND', 'TPA_LINK_VIEW'] as const;

// The record of each disclosure of a student's record to a third party that FERPA (34 CFR 99.32) asks
// the school to keep with the student's record (issue 18): one row per e-mail the TPA received and per
// opening of the TPA's link to the claim. Rows outlive their claim's soft deletion.
export const disclosures = pgTable(
  'disclosures',
  {
    id: id(),
    student_id: uuid('student_id')
      .notNull()
      .references(() => students.id),
    claim_id: uuid('claim_id')
      .notNull()
      .references(() => claims.id),
    email_log_id: uuid('email_log_id').references(() => claimsEmailLogs.id),
    tpa_link_id: uuid('tpa_link_id').references(() => tpaLinks.id),
    recipient: text('recipient').notNull(),
    // CLAIM, SUPPLEMENT or RESEND: the e-mail it went by; TPA_LINK_VIEW: the TPA opened its link
    kind: text('kind', { enum: DISCLOSURE_KINDS }).notNull(),
    // what went, in the TPA's words: the claim form and each document, by kind and file name
    items: jsonb('items').$type<string[]>().notNull(),
    disclosed_at: timestamp('disclosed_at', { withTimezone: true }).notNull(),
    // null when the parent's signature sent it
    disclosed_by: uuid('disclosed_by').references(() => users.id),
    basis: text('basis', { enum: DISCLOSURE_BASES }).notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('disclosures_email_log_unique').on(t.email_log_id), index('disclosures_student_idx').on(t.student_id, t.disclosed_at)],
);

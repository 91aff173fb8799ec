import type { Language, SeasonCardKind, StoredParentPart } from '@claims/shared';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { mailOutbox } from '../mail/mail.schema.ts';
import { schools } from '../schools/schools.schema.ts';
import { students } from '../students/students.schema.ts';
import { storedFiles } from '../uploads/uploads.schema.ts';
import { users } from '../users/users.schema.ts';

// A school's request, before a season, that guardians give their part once for the year (issue 43, ADR 049).
export const seasonCampaigns = pgTable(
  'season_campaigns',
  {
    id: id(),
    school_id: uuid('school_id').notNull().references(() => schools.id),
    // the sport or activity whose season it is for; null for a campaign to every guardian
    activity: text('activity'),
    created_by: uuid('created_by').references(() => users.id),
    created_at: createdAt(),
  },
  (t) => [index('season_campaigns_school_idx').on(t.school_id, t.created_at)],
);

// One guardian of a campaign, by e-mail: one link for all their students. As with a claim's parent link,
// only the token's hash is kept, and the birth date of one of their students opens a page session.
export const guardianRequests = pgTable(
  'guardian_requests',
  {
    id: id(),
    campaign_id: uuid('campaign_id').notNull().references(() => seasonCampaigns.id),
    school_id: uuid('school_id').notNull().references(() => schools.id),
    email: text('email').notNull(),
    language: text('language').$type<Language>().notNull(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    phone: text('phone'),
    token_hash: text('token_hash').notNull(),
    access_hash: text('access_hash'),
    failed_checks: integer('failed_checks').notNull().default(0),
    opened_at: timestamp('opened_at', { withTimezone: true }),
    checked_at: timestamp('checked_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    // the e-mail carrying the link: queued by the campaign's job, in batches; its outbox row says whether
    // it bounced
    mail_queued_at: timestamp('mail_queued_at', { withTimezone: true }),
    mail_outbox_id: uuid('mail_outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    reminders_sent: integer('reminders_sent').notNull().default(0),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    opted_out_at: timestamp('opted_out_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('guardian_requests_token_unique').on(t.token_hash),
    uniqueIndex('guardian_requests_access_unique').on(t.access_hash),
    uniqueIndex('guardian_requests_campaign_email_unique').on(t.campaign_id, t.email),
    // the campaign job's next batch, and the reminders' candidates
    index('guardian_requests_unqueued_idx').on(t.campaign_id).where(sql`${t.mail_queued_at} is null`),
    index('guardian_requests_open_idx').on(t.created_at).where(sql`${t.completed_at} is null and ${t.opted_out_at} is null`),
  ],
);

export const guardianRequestStudents = pgTable(
  'guardian_request_students',
  {
    request_id: uuid('request_id').notNull().references(() => guardianRequests.id),
    student_id: uuid('student_id').notNull().references(() => students.id),
  },
  (t) => [primaryKey({ columns: [t.request_id, t.student_id] }), index('guardian_request_students_student_idx').on(t.student_id)],
);

// A guardian's signed part for one student, standing for AUTHORIZATION_VALID_MONTHS: their insurance
// answers and the authorization, with the same evidence a claim's parent signature keeps.
export const seasonAuthorizations = pgTable(
  'season_authorizations',
  {
    id: id(),
    school_id: uuid('school_id').notNull().references(() => schools.id),
    student_id: uuid('student_id').notNull().references(() => students.id),
    request_id: uuid('request_id').notNull().references(() => guardianRequests.id),
    part: jsonb('part').$type<StoredParentPart>().notNull(),
    signer_name: text('signer_name').notNull(),
    signer_email: text('signer_email').notNull(),
    records_consent_version: text('records_consent_version').notNull(),
    authorization_version: text('authorization_version').notNull(),
    intent_version: text('intent_version').notNull(),
    language: text('language').$type<Language>().notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    document_file_id: uuid('document_file_id').references(() => storedFiles.id),
    document_sha256: text('document_sha256').notNull(),
    english_rendering_file_id: uuid('english_rendering_file_id').references(() => storedFiles.id),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull(),
    // the day its text says it expires: used for claims filed before that day only
    expires_on: date('expires_on').notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('season_authorizations_student_idx').on(t.student_id, t.expires_on).where(sql`${t.revoked_at} is null`)],
);

// Photos of a student's insurance card the guardian adds with their part (issue 43): waiting for the
// signature (no authorization yet), then the signed authorization's, and each claim it goes with carries them.
export const seasonCardFiles = pgTable(
  'season_card_files',
  {
    id: id(),
    request_id: uuid('request_id').notNull().references(() => guardianRequests.id),
    student_id: uuid('student_id').notNull().references(() => students.id),
    kind: text('kind').$type<SeasonCardKind>().notNull(),
    file_id: uuid('file_id').notNull().references(() => storedFiles.id),
    authorization_id: uuid('authorization_id').references(() => seasonAuthorizations.id),
    created_at: createdAt(),
  },
  (t) => [index('season_card_files_request_idx').on(t.request_id, t.student_id), index('season_card_files_authorization_idx').on(t.authorization_id)],
);

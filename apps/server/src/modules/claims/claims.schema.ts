import { CLAIM_STATUSES, DELIVERY_STATUSES, TPA_STATUSES, type ActivityLevel, type ActivityType, type ChecklistItem, type ClaimDocumentKind, type Country, type OfficialStatement, type ParentInfoWire, type StoredParentPart } from '@claims/shared';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, softDeletable, timestamps } from '../../db/columns.ts';
import { providers } from '../providers/providers.schema.ts';
import { schools, schoolsThirdPartyAdministrators } from '../schools/schools.schema.ts';
import { students } from '../students/students.schema.ts';
import { storedFiles } from '../uploads/uploads.schema.ts';
import { users } from '../users/users.schema.ts';

const claimStatus = () => text('status', { enum: CLAIM_STATUSES });
const deliveryStatus = () => text('status', { enum: DELIVERY_STATUSES });

export type StudentAddress = {
  address_1: string;
  address_2?: string;
  city: string;
  state_prov: string;
  postal_code: string;
  country: Country;
};

export type ChangesLog = Record<string, { from: unknown; to: unknown }>;

export const claims = pgTable(
  'claims',
  {
    id: id(),
    // Human-readable number for school staff and TPAs; ids stay opaque.
    claim_number: integer('claim_number').generatedAlwaysAsIdentity({ startWith: 100001 }).notNull().unique(),
    student_id: uuid('student_id').notNull().references(() => students.id),
    user_id: uuid('user_id').notNull().references(() => users.id),
    school_id: uuid('school_id').notNull().references(() => schools.id),
    schools_third_party_administrator_id: uuid('schools_third_party_administrator_id')
      .notNull()
      .references(() => schoolsThirdPartyAdministrators.id),
    // The sport's name as submitted, so a later rename or delete of the sport never changes a claim.
    activity: text('activity').notNull(),
    activity_level: text('activity_level').$type<ActivityLevel>().notNull(),
    activity_type: text('activity_type').$type<ActivityType>().notNull(),
    benefits_due_another_provider: boolean('benefits_due_another_provider'),
    first_treatment_date: date('first_treatment_date').notNull(),
    injury_date: date('injury_date').notNull(),
    injury_description: text('injury_description').notNull(),
    injury_reported_date: date('injury_reported_date').notNull(),
    // the injury's "other detail" beside the statement's coded nature of injury
    injury_type: text('injury_type'),
    is_insured: boolean('is_insured').notNull().default(true),
    is_previous_injury: boolean('is_previous_injury').notNull(),
    is_work_related: boolean('is_work_related').notNull(),
    location_of_injury: text('location_of_injury').notNull(),
    // The student's address and parent info as they were when the claim was submitted.
    student_address: jsonb('student_address').$type<StudentAddress>().notNull(),
    parent_info: jsonb('parent_info').$type<ParentInfoWire>(),
    // The school official's statement (issue 16); null on claims reported before it was asked.
    official_statement: jsonb('official_statement').$type<OfficialStatement>(),
    // The statement's codes as plain columns, so the reports' index can carry them (ADR 031); the body
    // parts' codes joined by commas (KNEE,ANKLE), which hash far faster than the JSON list they come from.
    injury_nature: text('injury_nature').generatedAlwaysAs(sql`official_statement ->> 'nature_of_injury'`),
    injury_body_parts: text('injury_body_parts').generatedAlwaysAs(
      sql`translate(jsonb_path_query_array(official_statement, '$.body_parts[*].part')::text, '[]" ', '')`,
    ),
    // The parent's part (issue 17), once the parent signed it; null when the school does not ask for it.
    parent_part: jsonb('parent_part').$type<StoredParentPart>(),
    // The checklist items the claim has (the form, documents, no other insurance), kept with every change
    // of its documents or insurance so the lists can compare it with the TPA's required items.
    received_items: text('received_items').array().$type<ChecklistItem[]>().notNull().default(sql`'{CLAIM_FORM}'`),
    // How many of its TPA's required items the claim does not have (0: complete). Kept by the database's
    // triggers (migration 0034) as the claim's items, its TPA link or the TPA's requirement change, so that
    // the complete and incomplete filters read an index rather than compare every claim with its TPA.
    missing_items: integer('missing_items').notNull().default(0),
    changes_log: jsonb('changes_log').$type<ChangesLog>(),
    submitted_to_tpa_at: date('submitted_to_tpa_at').notNull(),
    status: claimStatus().notNull().default('PENDING'),
    // The nearest due date still to meet (ADR 028): null once the claim is sent or when its policy sets no
    // date. Kept by the database's triggers (migration 0033) as the claim, its e-mails and its TPA link's
    // day counts change, so that the "due within" filters read an index rather than every claim.
    next_due_on: date('next_due_on'),
    // What the TPA reported by its link (ADR 027): its own claim number, its status of the claim and the
    // words that came with it (what is missing, why denied), when it reported and when it first opened a link.
    tpa_status: text('tpa_status', { enum: TPA_STATUSES }),
    tpa_claim_number: text('tpa_claim_number'),
    tpa_note: text('tpa_note'),
    tpa_reported_at: timestamp('tpa_reported_at', { withTimezone: true }),
    tpa_received_at: timestamp('tpa_received_at', { withTimezone: true }),
    // When the claim's first e-mail to the TPA was queued (after the parent's part, where the school asks
    // for it) and when the TPA first received one: the reports' time to delivery (ADR 031).
    first_queued_at: timestamp('first_queued_at', { withTimezone: true }),
    first_delivered_at: timestamp('first_delivered_at', { withTimezone: true }),
    // A retried or double-clicked submission carries the same key and never creates a second claim.
    idempotency_key: text('idempotency_key'),
    ...softDeletable(),
  },
  (t) => [
    uniqueIndex('claims_idempotency_unique').on(t.user_id, t.idempotency_key),
    // The lists' order (ADR 016): by itself, within a school and within a status, so that a page of any of
    // them reads only its rows whatever the table's size; read backwards for the ascending sort.
    index('claims_list_submitted_idx').on(t.submitted_to_tpa_at, t.updated_at, t.claim_number).where(sql`${t.deleted_at} is null`),
    index('claims_list_school_idx').on(t.school_id, t.submitted_to_tpa_at, t.updated_at, t.claim_number).where(sql`${t.deleted_at} is null`),
    index('claims_list_status_idx').on(t.status, t.submitted_to_tpa_at, t.updated_at, t.claim_number).where(sql`${t.deleted_at} is null`),
    index('claims_list_accident_idx').on(t.injury_date, t.claim_number).where(sql`${t.deleted_at} is null`),
    index('claims_list_by_status_idx').on(t.status, t.claim_number).where(sql`${t.deleted_at} is null`),
    index('claims_list_by_tpa_status_idx').on(t.tpa_status, t.claim_number).where(sql`${t.deleted_at} is null`),
    // A party's own claims in order, for the lists sorted by submitter or by TPA: partial like the list, or
    // PostgreSQL prefers walking every claim in number order past other parties' claims.
    index('claims_list_submitter_idx').on(t.user_id, t.claim_number).where(sql`${t.deleted_at} is null`),
    // The same within a status: a status a fifth of the claims have, sorted by a party, reads only the
    // page's claims of each party, and a rare one a single entry per party instead of all their claims.
    index('claims_list_status_submitter_idx').on(t.status, t.user_id, t.claim_number).where(sql`${t.deleted_at} is null`),
    index('claims_list_status_tpa_link_idx').on(t.status, t.schools_third_party_administrator_id, t.claim_number).where(sql`${t.deleted_at} is null`),
    // Only the claims not yet sent are in these: the "due within" filters and the count at risk read as
    // many entries as they count, however many claims were sent. The list's order among them carries the
    // date (INCLUDE next_due_on, written in migration 0033 since Drizzle cannot say it), so a page skips the
    // claims not yet due within the index: the newest claims are the least due.
    index('claims_due_idx').on(t.next_due_on, t.claim_number).where(sql`${t.deleted_at} is null and ${t.next_due_on} is not null`),
    index('claims_school_due_idx').on(t.school_id, t.next_due_on).where(sql`${t.deleted_at} is null and ${t.next_due_on} is not null`),
    index('claims_unsent_list_idx')
      .on(t.submitted_to_tpa_at, t.updated_at, t.claim_number)
      .where(sql`${t.deleted_at} is null and ${t.next_due_on} is not null`),
    // The list's order among the complete claims and among the others: a filter on either reads as many
    // entries as its page and window need, however few claims match.
    index('claims_complete_list_idx').on(t.submitted_to_tpa_at, t.updated_at, t.claim_number).where(sql`${t.deleted_at} is null and ${t.missing_items} = 0`),
    index('claims_incomplete_list_idx').on(t.submitted_to_tpa_at, t.updated_at, t.claim_number).where(sql`${t.deleted_at} is null and ${t.missing_items} > 0`),
    index('claims_list_tpa_link_idx').on(t.schools_third_party_administrator_id, t.claim_number).where(sql`${t.deleted_at} is null`),
    // The reports (ADR 031): every column a chart counts by rides in these indexes (INCLUDE, written in
    // migration 0024 since Drizzle cannot say it), so a report of a period, of the whole book or of one
    // school, reads an index alone, never the wide claim rows.
    index('claims_report_idx').on(t.injury_date).where(sql`${t.deleted_at} is null`),
    index('claims_report_school_idx').on(t.school_id, t.injury_date).where(sql`${t.deleted_at} is null`),
    index('claims_user_idx').on(t.user_id),
    index('claims_student_idx').on(t.student_id),
    index('claims_school_tpa_idx').on(t.schools_third_party_administrator_id),
  ],
);

export const claimsProviders = pgTable(
  'claims_providers',
  {
    id: id(),
    claim_id: uuid('claim_id').notNull().references(() => claims.id),
    is_other_provider: boolean('is_other_provider').notNull().default(false),
    provider_name: text('provider_name'),
    insurance_provider_id: uuid('insurance_provider_id').references(() => providers.id),
    insurance_member_id: text('insurance_member_id'),
    insurance_group_id: text('insurance_group_id'),
    phone: text('phone'),
    // Entries keep the order they were given in; the first is the primary insurance.
    position: integer('position').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('claims_providers_claim_idx').on(t.claim_id, t.position)],
);

// The audit trail: one row per submission or change of a claim.
export const claimsChangeLogs = pgTable(
  'claims_change_logs',
  {
    id: id(),
    claim_id: uuid('claim_id').notNull().references(() => claims.id),
    submitted_to_tpa_at: date('submitted_to_tpa_at').notNull(),
    changes_log: jsonb('changes_log').$type<ChangesLog>(),
    // null when the parent (by their link) or the TPA (by its link) made the change
    user_id: uuid('user_id').references(() => users.id),
    // who at the TPA, when the TPA's link made the change (ADR 027); the link is the TPA's only identity
    tpa_reporter: text('tpa_reporter'),
    by_tpa: boolean('by_tpa').notNull().default(false),
    status: claimStatus().notNull(),
    created_at: createdAt(),
  },
  (t) => [index('claims_change_logs_claim_idx').on(t.claim_id, t.created_at)],
);

// Each email sent (or to be sent) to the TPA for a claim; also the record of that disclosure.
export const claimsEmailLogs = pgTable(
  'claims_email_logs',
  {
    id: id(),
    claim_id: uuid('claim_id').notNull().references(() => claims.id),
    claims_change_log_id: uuid('claims_change_log_id')
      .notNull()
      .references(() => claimsChangeLogs.id),
    status: deliveryStatus().notNull().default('PENDING'),
    recipient: text('recipient'),
    subject: text('subject'),
    attempts: integer('attempts').notNull().default(0),
    // The last sign of life of a send in progress (set as it starts, renewed while it runs): a send seen
    // within the lease is not started again by another worker, and a send after one that never finished
    // is logged as a repeat.
    sending_started_at: timestamp('sending_started_at', { withTimezone: true }),
    last_error: text('last_error'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    message_id: text('message_id'),
    // The PDF exactly as it was attached, kept as the record of what was disclosed.
    attachment_file_id: uuid('attachment_file_id').references(() => storedFiles.id),
    sent_by: uuid('sent_by').references(() => users.id),
    // CLAIM: the claim form with every document it has; SUPPLEMENT: documents added after it was sent.
    kind: text('kind', { enum: ['CLAIM', 'SUPPLEMENT'] }).notNull().default('CLAIM'),
    viewed_at: timestamp('viewed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('claims_email_logs_claim_idx').on(t.claim_id, t.created_at),
    // the delivery sweep's candidates, found without reading every e-mail ever sent
    index('claims_email_logs_pending_idx').on(t.updated_at).where(sql`${t.status} = 'PENDING'`),
  ],
);

// A document on a claim (EOB, bill, photo...). Uploaded in the wizard before the claim exists it belongs to
// its school and uploader only (claim_id null) until the submission takes it.
export const claimDocuments = pgTable(
  'claim_documents',
  {
    id: id(),
    school_id: uuid('school_id').notNull().references(() => schools.id),
    claim_id: uuid('claim_id').references(() => claims.id),
    kind: text('kind').$type<ClaimDocumentKind>().notNull(),
    file_id: uuid('file_id').notNull().references(() => storedFiles.id),
    uploaded_by: uuid('uploaded_by').references(() => users.id),
    // uploaded by the parent with their link (issue 17): the parent's page shows these, and only these
    from_parent: boolean('from_parent').notNull().default(false),
    // The uploader's key for one file selection (Idempotency-Key): a retry after a lost answer finds this
    // document instead of storing, and sending the TPA, the file again.
    idempotency_key: text('idempotency_key'),
    // The moment of the insert, not of its transaction: documents added together (a signed part and its
    // English rendering) keep the order they were added in, which is the order a TPA e-mail attaches them.
    created_at: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('claim_documents_claim_idx').on(t.claim_id, t.created_at),
    index('claim_documents_draft_idx').on(t.uploaded_by, t.created_at).where(sql`${t.claim_id} is null`),
    uniqueIndex('claim_documents_idempotency_unique').on(t.uploaded_by, t.idempotency_key),
  ],
);

// Which documents an e-mail to the TPA carries, fixed when it is queued so a retry or resend sends the same.
export const claimsEmailLogDocuments = pgTable(
  'claims_email_log_documents',
  {
    email_log_id: uuid('email_log_id').notNull().references(() => claimsEmailLogs.id),
    document_id: uuid('document_id').notNull().references(() => claimDocuments.id),
  },
  (t) => [primaryKey({ columns: [t.email_log_id, t.document_id] }), index('claims_email_log_documents_document_idx').on(t.document_id)],
);

import { sql } from 'drizzle-orm';
import { LIMITS } from '@claims/shared';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, softDeletable } from '../../db/columns.ts';
import { salesReps } from '../sales-reps/sales-reps.schema.ts';
import { thirdPartyAdministrators } from '../tpas/tpas.schema.ts';
import { users } from '../users/users.schema.ts';

export const schools = pgTable(
  'schools',
  {
    id: id(),
    name: text('name').notNull(),
    address_1: text('address_1'),
    address_2: text('address_2'),
    city: text('city'),
    state: text('state'),
    postal_code: text('postal_code'),
    contact_name: text('contact_name'),
    contact_email_address: text('contact_email_address'),
    contact_phone: text('contact_phone'),
    is_active: boolean('is_active').notNull().default(true),
    coverage_start_date: date('coverage_start_date'),
    sales_rep_id: uuid('sales_rep_id').references(() => salesReps.id),
    allow_piv: boolean('allow_piv').notNull().default(false),
    allow_students_import: boolean('allow_students_import').notNull().default(false),
    show_verification_status: boolean('show_verification_status').notNull().default(false),
    parent_part_online: boolean('parent_part_online').notNull().default(false),
    // the school's own return-to-play steps (issue 42); none: the default six (DEFAULT_RETURN_TO_PLAY_STEPS)
    return_to_play_steps: text('return_to_play_steps').array(),
    // the places its incident form suggests (null: the product's own list)
    incident_places: text('incident_places').array(),
    parent_link_days: integer('parent_link_days').notNull().default(LIMITS.PARENT_LINK_DAYS_DEFAULT),
    // Insurance given before the season and signed longer ago than this is confirmed by the claim's parent
    // (issue 43); null never asks.
    insurance_confirm_days: integer('insurance_confirm_days'),
    // Closed claims older than this many years are deleted for good, with a certificate (ADR 042); null keeps them.
    retention_years: integer('retention_years'),
    // Staff sign-in with the district's accounts (ADR 030): the Google Workspace domains (`hd`) and the
    // Microsoft Entra tenant ids (`tid`) whose accounts may sign in as this school's users, and whether a
    // password still does.
    sso_google_domains: text('sso_google_domains').array().notNull().default(sql`'{}'::text[]`),
    sso_microsoft_tenants: text('sso_microsoft_tenants').array().notNull().default(sql`'{}'::text[]`),
    password_sign_in: boolean('password_sign_in').notNull().default(true),
    // The OneRoster org the school's students were last imported from, picked by itself next time (ADR 029).
    sis_org_sourced_id: text('sis_org_sourced_id'),
    created_by: uuid('created_by').references(() => users.id),
    ...softDeletable(),
  },
  (t) => [
    index('schools_name_idx').on(t.name).where(sql`${t.deleted_at} is null`),
    index('schools_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    // the claims list's sort by school: schools in order, each one's claims by claims_list_school_idx
    index('schools_sort_name_idx').on(sql`lower(${t.name})`),
    index('schools_sales_rep_idx').on(t.sales_rep_id),
    index('schools_updated_at_idx').on(t.updated_at),
  ],
);

// Membership of a school user in a school.
export const usersSchools = pgTable(
  'users_schools',
  {
    id: id(),
    user_id: uuid('user_id').notNull().references(() => users.id),
    school_id: uuid('school_id').notNull().references(() => schools.id),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('users_schools_unique').on(t.user_id, t.school_id), index('users_schools_school_idx').on(t.school_id)],
);

// Only the first note of a school is used (SPEC §3).
export const schoolsNotes = pgTable(
  'schools_notes',
  {
    id: id(),
    note: text('note').notNull(),
    school_id: uuid('school_id').notNull().references(() => schools.id),
    created_by: uuid('created_by').references(() => users.id),
    ...softDeletable(),
  },
  (t) => [index('schools_notes_school_idx').on(t.school_id, t.created_at)],
);

export const schoolsThirdPartyAdministrators = pgTable(
  'schools_third_party_administrators',
  {
    id: id(),
    school_id: uuid('school_id').notNull().references(() => schools.id),
    third_party_administrator_id: uuid('third_party_administrator_id')
      .notNull()
      .references(() => thirdPartyAdministrators.id),
    policy_number: text('policy_number'),
    // Shown as "group number" in the UI.
    tpa_identifier: text('tpa_identifier'),
    effective_date: date('effective_date'),
    // Sports this coverage applies to; empty means every sport.
    activities: uuid('activities').array().notNull().default(sql`'{}'::uuid[]`),
    is_active: boolean('is_active').notNull().default(true),
    is_default: boolean('is_default').notNull().default(false),
    // The policy's deadlines in days (issue 18), each optional: written notice and the claim filed
    // counted from the injury, treatment begun within so many days of it, and an absolute limit.
    notice_days: integer('notice_days'),
    treatment_days: integer('treatment_days'),
    filing_days: integer('filing_days'),
    absolute_days: integer('absolute_days'),
    ...softDeletable(),
  },
  (t) => [
    index('school_tpas_school_idx').on(t.school_id).where(sql`${t.deleted_at} is null`),
    // A TPA is linked to a school at most once at a time, even when two admins link it at once.
    uniqueIndex('school_tpas_live_unique').on(t.school_id, t.third_party_administrator_id).where(sql`${t.deleted_at} is null`),
    index('school_tpas_tpa_idx').on(t.third_party_administrator_id),
  ],
);

import type { Country, ParentInfoWire, Gender } from '@claims/shared';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, softDeletable } from '../../db/columns.ts';
import { providers } from '../providers/providers.schema.ts';
import { schools } from '../schools/schools.schema.ts';
import { users } from '../users/users.schema.ts';


const studentColumns = () => ({
  academic_id: text('academic_id'),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  // F, M or X on the wire and in storage (SPEC §3: N is sent as X).
  gender: text('gender').$type<Gender>().notNull(),
  date_of_birth: date('date_of_birth').notNull(),
  email_address: text('email_address'),
  primary_phone: text('primary_phone'),
  address_1: text('address_1').notNull(),
  address_2: text('address_2'),
  city: text('city').notNull(),
  state_prov: text('state_prov'),
  country: text('country').$type<Country>().notNull().default('United States'),
  postal_code: text('postal_code').notNull(),
  parents_info: jsonb('parents_info').$type<ParentInfoWire>(),
});

const providerColumns = () => ({
  insurance_provider_id: uuid('insurance_provider_id'),
  insurance_group_id: text('insurance_group_id'),
  insurance_member_id: text('insurance_member_id'),
  provider_name: text('provider_name'),
  is_other_provider: boolean('is_other_provider').notNull().default(false),
  phone: text('phone'),
});

export const students = pgTable(
  'students',
  {
    id: id(),
    school_id: uuid('school_id').notNull().references(() => schools.id),
    is_active: boolean('is_active').notNull().default(true),
    ...studentColumns(),
    // Null for a student imported from a OneRoster bundle without demographics: the roster flags them and
    // a claim for them asks for it (a claim always names it).
    date_of_birth: date('date_of_birth'),
    // The student's sourcedId in the school's information system, set by a OneRoster import and its key on
    // the next one (ADR 029); null for a student typed by hand or imported from a CSV.
    sis_source_id: text('sis_source_id'),
    ...softDeletable(),
  },
  (t) => [
    uniqueIndex('students_school_sis_source_idx')
      .on(t.school_id, t.sis_source_id)
      .where(sql`${t.deleted_at} is null and ${t.sis_source_id} is not null`),
    // Default roster order: last then first name within a school (SPEC §9), read in order so that a page
    // (with or without a name search too short for the trigram index) stops at its 25th student.
    index('students_school_name_idx')
      .on(t.school_id, sql`lower(${t.last_name})`, sql`lower(${t.first_name})`)
      .where(sql`${t.deleted_at} is null`),
    index('students_school_academic_idx').on(t.school_id, t.academic_id),
    // the claims list's sorts by claimant and student id: read in order, each student's claims joined to it.
    // Students who share a name follow one another by id, so a page sorts one student's claims at a time,
    // not every claim of a name a thousand students have at 1M (19 ms against 7).
    index('students_sort_name_idx').on(sql`lower(${t.last_name})`, sql`lower(${t.first_name})`, t.id),
    index('students_sort_academic_idx').on(sql`lower(${t.academic_id})`),
    // the name search is one "first last" contains (fullNameContains): across schools (the claims list's
    // claimant), and within one school (the roster), where the school and the name meet in one index
    // (btree_gin) rather than a whole table's name matches intersected with the school's students
    index('students_full_name_trgm').using('gin', sql`(${t.first_name} || ' ' || ${t.last_name}) gin_trgm_ops`),
    index('students_school_full_name_trgm')
      .using('gin', t.school_id, sql`(${t.first_name} || ' ' || ${t.last_name}) gin_trgm_ops`)
      .where(sql`${t.deleted_at} is null`),
    index('students_academic_id_trgm').using('gin', t.academic_id.op('gin_trgm_ops')),
  ],
);

export const studentsProviders = pgTable(
  'students_providers',
  {
    id: id(),
    school_id: uuid('school_id').notNull().references(() => schools.id),
    student_id: uuid('student_id').notNull().references(() => students.id),
    ...providerColumns(),
    insurance_provider_id: uuid('insurance_provider_id').references(() => providers.id),
    // VERIFIED, POLICY_NOT_ACTIVE, NO_INSURANCE, QUEUED, or null for not verified (SPEC §4).
    status: text('status'),
    // True for the primary provider, null otherwise (SPEC §3).
    primary: boolean('primary'),
    // Primary insurance verification: who asked and when (status QUEUED), then who answered and when.
    verification_requested_by: uuid('verification_requested_by').references(() => users.id),
    verification_requested_at: timestamp('verification_requested_at', { withTimezone: true }),
    verified_by: uuid('verified_by').references(() => users.id),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    ...softDeletable(),
  },
  (t) => [
    index('students_providers_student_idx').on(t.school_id, t.student_id).where(sql`${t.deleted_at} is null`),
    // a student's entries by the student alone: setting the primary, and the foreign-key check of a student's delete
    index('students_providers_by_student_idx').on(t.student_id),
    index('students_providers_queue_idx').on(t.verification_requested_at).where(sql`${t.status} = 'QUEUED' and ${t.deleted_at} is null`),
  ],
);

// Rows of a CSV import waiting for the user to confirm the preview. A preview is scratch work that the user can
// upload again: the tables are unlogged (migration 0013) and carry no foreign keys, whose per-row checks were
// most of a preview's time; the commit's inserts into the real tables check every reference.
export const temporalStudents = pgTable(
  'temporal_students',
  {
    id: id(),
    import_id: uuid('import_id').notNull(),
    school_id: uuid('school_id').notNull(),
    row_number: integer('row_number').notNull(),
    ...studentColumns(),
    // A OneRoster row without a sex keeps the gender the student has (X for a new one).
    gender: text('gender').$type<Gender>(),
    // A delta OneRoster row without a demographics row keeps the birth date the student has.
    date_of_birth: date('date_of_birth'),
    sis_source_id: text('sis_source_id'),
    created_by: uuid('created_by'),
    created_at: createdAt(),
  },
  (t) => [index('temporal_students_import_idx').on(t.import_id, t.row_number)],
);

export const temporalStudentsProviders = pgTable(
  'temporal_students_providers',
  {
    id: id(),
    temporal_student_id: uuid('temporal_student_id').notNull(),
    ...providerColumns(),
    created_at: createdAt(),
  },
  (t) => [index('temporal_providers_student_idx').on(t.temporal_student_id)],
);

// What a OneRoster preview's commit must know beside its rows (temporal_students with a sis_source_id):
// scratch work like them, unlogged and without foreign keys (migration 0022).
export const onerosterPreviews = pgTable('oneroster_previews', {
  import_id: uuid('import_id').primaryKey(),
  school_id: uuid('school_id').notNull(),
  org_sourced_id: text('org_sourced_id').notNull(),
  // bulk: the school's OneRoster students absent from the file become inactive; delta: only the file's rows change
  users_mode: text('users_mode').$type<'bulk' | 'delta'>().notNull(),
  // the sourcedIds of the file's users marked tobedeleted
  withdrawn: text('withdrawn').array().notNull(),
  // how many temporal_students rows the preview wrote: the commit refuses a preview that lost some
  students: integer('students').notNull().default(0),
  created_at: createdAt(),
});

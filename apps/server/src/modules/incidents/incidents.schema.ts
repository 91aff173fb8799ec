import { INCIDENT_CHANGE_ACTIONS, INCIDENT_FILE_KINDS, INCIDENT_STATUSES, LANGUAGES, type ActivityType, type IncidentPersonKind, type OfficialStatement } from '@claims/shared';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from '../../db/columns.ts';
import { claims } from '../claims/claims.schema.ts';
import { schools } from '../schools/schools.schema.ts';
import { students } from '../students/students.schema.ts';
import { storedFiles } from '../uploads/uploads.schema.ts';
import { users } from '../users/users.schema.ts';

// Every injury on record (issue 42, ADR 048), under the claim's own column names where a claim has the
// same answer, so a claim started from it takes them as they are. Removed only with its student or
// school, for good (modules/data-deletion).
export const incidents = pgTable(
  'incidents',
  {
    id: id(),
    // Human-readable, as a claim's number is.
    incident_number: integer('incident_number').generatedAlwaysAsIdentity({ startWith: 500001 }).notNull().unique(),
    school_id: uuid('school_id').notNull().references(() => schools.id),
    person_kind: text('person_kind').$type<IncidentPersonKind>().notNull(),
    student_id: uuid('student_id').references(() => students.id),
    person_name: text('person_name'),
    injury_date: date('injury_date').notNull(),
    location_of_injury: text('location_of_injury').notNull(),
    injury_description: text('injury_description').notNull(),
    injury_type: text('injury_type'),
    activity: text('activity'),
    activity_type: text('activity_type').$type<ActivityType>(),
    official_statement: jsonb('official_statement').$type<OfficialStatement>().notNull(),
    // the language its reporter used the product in, which its free text is written in: a claim started
    // from it goes to the TPA in English. Null for reports made before it was kept.
    language: text('language', { enum: LANGUAGES }),
    status: text('status', { enum: INCIDENT_STATUSES }).notNull().default('REPORTED'),
    reported_by: uuid('reported_by').notNull().references(() => users.id),
    reviewed_by: uuid('reviewed_by').references(() => users.id),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    // the claim started from it; one claim per incident
    claim_id: uuid('claim_id')
      .references(() => claims.id)
      .unique(),
    // the reporter's own id for the report (a draft on their phone): the same report sent again, after a
    // lost answer or from a queue, is this incident and no second one
    client_id: text('client_id'),
    ...timestamps(),
  },
  (t) => [
    // a school's incidents, newest first; a coach's own
    index('incidents_school_idx').on(t.school_id, t.injury_date.desc(), t.incident_number.desc()),
    index('incidents_reporter_idx').on(t.reported_by, t.injury_date.desc(), t.incident_number.desc()),
    index('incidents_student_idx').on(t.student_id).where(sql`${t.student_id} is not null`),
    uniqueIndex('incidents_client_id_unique').on(t.school_id, t.reported_by, t.client_id),
  ],
);

export type IncidentChange = Record<string, { from: unknown; to: unknown }>;

// What happened to an incident, by whom and when: written in the transaction of the change itself.
export const incidentChanges = pgTable(
  'incident_changes',
  {
    id: id(),
    incident_id: uuid('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id),
    action: text('action', { enum: INCIDENT_CHANGE_ACTIONS }).notNull(),
    changes: jsonb('changes').$type<IncidentChange>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [index('incident_changes_incident_idx').on(t.incident_id, t.created_at)],
);

// A file kept with an incident: the signed clearance that lets a student play again (issue 42, item 5).
// Deleted with its incident's student or school (modules/data-deletion), stored file and all.
export const incidentFiles = pgTable(
  'incident_files',
  {
    id: id(),
    incident_id: uuid('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INCIDENT_FILE_KINDS }).notNull(),
    file_id: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    uploaded_by: uuid('uploaded_by').references(() => users.id),
    created_at: createdAt(),
  },
  (t) => [index('incident_files_incident_idx').on(t.incident_id, t.created_at)],
);

// A student's graduated return to play after an incident (a concussion, or any the school's staff
// choose): the school's steps as they were when it began, each logged in turn no sooner than a day after
// the one before, then cleared once the last is done and a signed clearance is on file.
export const returnToPlay = pgTable('return_to_play', {
  incident_id: uuid('incident_id')
    .primaryKey()
    .references(() => incidents.id, { onDelete: 'cascade' }),
  steps: text('steps').array().notNull(),
  started_by: uuid('started_by').references(() => users.id),
  started_at: timestamp('started_at', { withTimezone: true }).notNull(),
  cleared_by: uuid('cleared_by').references(() => users.id),
  cleared_at: timestamp('cleared_at', { withTimezone: true }),
});

export const returnToPlaySteps = pgTable(
  'return_to_play_steps',
  {
    id: id(),
    incident_id: uuid('incident_id')
      .notNull()
      .references(() => returnToPlay.incident_id, { onDelete: 'cascade' }),
    // 1 for the first of the steps
    step: integer('step').notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true }).notNull(),
    logged_by: uuid('logged_by').references(() => users.id),
  },
  (t) => [unique('return_to_play_steps_once').on(t.incident_id, t.step)],
);

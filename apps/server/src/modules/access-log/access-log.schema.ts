import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACCESS_ACTIONS, ACCESS_LINKS, ACCESS_RESOURCES } from '@claims/shared';
import { id } from '../../db/columns.ts';

// Every look at or change of a student's records (issue 39, ADR 039): one row per request and kind of
// look, naming every record it returned. Append-only: a trigger refuses every update and delete, so
// nobody, the application included, can take back what was seen. People and links are named by id
// without a foreign key: the log outlives the account or link that looked.
export const accessEvents = pgTable(
  'access_events',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    user_id: uuid('user_id'),
    link: text('link', { enum: ACCESS_LINKS }),
    link_id: uuid('link_id'),
    action: text('action', { enum: ACCESS_ACTIONS }).notNull(),
    resource: text('resource', { enum: ACCESS_RESOURCES }).notNull(),
    student_ids: uuid('student_ids').array().notNull(),
    claim_ids: uuid('claim_ids').array().notNull(),
    document_ids: uuid('document_ids').array().notNull(),
    // incidents (ADR 048): a visitor's has no student to name
    incident_ids: uuid('incident_ids').array().notNull().default(sql`'{}'::uuid[]`),
    // the schools whose records these are: what a school's staff may read of the log
    school_ids: uuid('school_ids').array().notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [
    index('access_events_students_idx').using('gin', t.student_ids),
    index('access_events_user_idx').on(t.user_id, t.at),
    index('access_events_at_idx').on(t.at),
  ],
);

// The hash chain of each school's events (ADR 052): one link per event and school it names, appended by the
// database itself (a trigger on access_events, migration 0048), never by the application, which may only
// read these two tables. Events naming no school are chained under PROGRAM_CHAIN_ID.
export const accessChainLinks = pgTable(
  'access_chain_links',
  {
    school_id: uuid('school_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    event_id: uuid('event_id').notNull(),
    // lowercase hex SHA-256 digests (the canonical text and the chaining are defined in ADR 052)
    content_hash: text('content_hash').notNull(),
    prev_hash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    // set by certified deletion alone: the event was removed or redacted, so its content is not recomputed
    tombstoned: boolean('tombstoned').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.school_id, t.seq] }), index('access_chain_links_event_idx').on(t.event_id)],
);

// The events stored but not yet chained (ADR 052): the log's trigger adds each event here as it is stored,
// and the chaining step, off the request's path, takes them in order and appends their links.
export const accessChainPending = pgTable('access_chain_pending', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  event_id: uuid('event_id').notNull(),
});

// The last link of each chain: what the next event is chained to, and what a certificate or an export names.
export const accessChainHeads = pgTable('access_chain_heads', {
  school_id: uuid('school_id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});

import type { AccessLogFilter } from '@claims/shared';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { distinctUuidArrayPlaceholder, uuidArray } from '../../db/sql-arrays.ts';
import type { PageArgs } from '../../domain/paging.ts';
import { claims } from '../claims/claims.schema.ts';
import { incidents } from '../incidents/incidents.schema.ts';
import { users } from '../users/users.schema.ts';
import { accessEvents } from './access-log.schema.ts';
import type { AccessNote } from '../../domain/access-trail.ts';

export type AccessSource = { userId: string | null; ip: string | undefined; userAgent: string | undefined };

// Every id the group's notes name, repeats kept: the insert keeps each once (distinctUuidArrayPlaceholder).
const idsOf = (group: readonly AccessNote[], key: 'studentIds' | 'claimIds' | 'documentIds' | 'incidentIds' | 'schoolIds') => {
  const ids: string[] = [];
  for (const note of group) for (const id of note[key] ?? []) if (id !== null) ids.push(id);
  return ids;
};

export type NewAccessEvent = {
  user_id: string | null;
  link: string | null;
  link_id: string | null;
  action: string;
  resource: string;
  student_ids: string[];
  claim_ids: string[];
  document_ids: string[];
  incident_ids: string[];
  school_ids: string[];
  ip: string | null;
  user_agent: string | null;
};

// One row per kind of look in the request (its action, what it was, and who, if not the session's), naming
// every record of that kind (each once, once stored). An empty list or page showed no one's records: no row.
export function newAccessEvents(source: AccessSource, notes: readonly AccessNote[]): NewAccessEvent[] {
  const groups = new Map<string, AccessNote[]>();
  for (const note of notes) {
    const key = [note.action, note.resource, note.via?.link, note.via?.id, note.userId].join(':');
    const group = groups.get(key);
    if (group) group.push(note);
    else groups.set(key, [note]);
  }
  const ip = source.ip ?? null;
  const userAgent = source.userAgent?.slice(0, 500) ?? null;
  return [...groups.values()]
    .map((group) => {
      const [first] = group as [AccessNote];
      return {
        user_id: first.userId ?? source.userId,
        link: first.via?.link ?? null,
        link_id: first.via?.id ?? null,
        action: first.action,
        resource: first.resource,
        student_ids: idsOf(group, 'studentIds'),
        claim_ids: idsOf(group, 'claimIds'),
        document_ids: idsOf(group, 'documentIds'),
        incident_ids: idsOf(group, 'incidentIds'),
        school_ids: idsOf(group, 'schoolIds'),
        ip,
        user_agent: userAgent,
      };
    })
    .filter((row) => row.student_ids.length + row.claim_ids.length + row.document_ids.length + row.incident_ids.length > 0);
}

// Each id list is one text parameter: Drizzle's insert builder took 165 µs for a claims page's row when it
// mapped and quoted each of its 400 ids. The statement for a number of rows is built once and named (db/prepared.ts),
// so PostgreSQL parses it once per connection; requests answering together send several rows at once.
export async function insertAccessEvents(db: Db, rows: readonly NewAccessEvent[]) {
  if (rows.length === 0) return;
  const statement = prepared(db, `access-events:insert:${rows.length}`, (name) =>
    db
      .insert(accessEvents)
      .values(
        rows.map((_, index) => ({
          user_id: sql.placeholder(`user${index}`),
          link: sql.placeholder(`link${index}`),
          link_id: sql.placeholder(`linkId${index}`),
          action: sql.placeholder(`action${index}`),
          resource: sql.placeholder(`resource${index}`),
          student_ids: distinctUuidArrayPlaceholder(`students${index}`),
          claim_ids: distinctUuidArrayPlaceholder(`claims${index}`),
          document_ids: distinctUuidArrayPlaceholder(`documents${index}`),
          incident_ids: distinctUuidArrayPlaceholder(`incidents${index}`),
          school_ids: distinctUuidArrayPlaceholder(`schools${index}`),
          ip: sql.placeholder(`ip${index}`),
          user_agent: sql.placeholder(`userAgent${index}`),
        })),
      )
      .prepare(name),
  );
  const values: Record<string, unknown> = {};
  rows.forEach((row, index) => {
    values[`user${index}`] = row.user_id;
    values[`link${index}`] = row.link;
    values[`linkId${index}`] = row.link_id;
    values[`action${index}`] = row.action;
    values[`resource${index}`] = row.resource;
    values[`students${index}`] = row.student_ids.join(',');
    values[`claims${index}`] = row.claim_ids.join(',');
    values[`documents${index}`] = row.document_ids.join(',');
    values[`incidents${index}`] = row.incident_ids.join(',');
    values[`schools${index}`] = row.school_ids.join(',');
    values[`ip${index}`] = row.ip;
    values[`userAgent${index}`] = row.user_agent;
  });
  await statement.execute(values);
}

// Whose events are read: one student's, or one person's; a school's staff only ever their schools'.
export type AccessScope = { studentId?: string; userId?: string; schoolIds?: readonly string[] };

// An event names at most this many of its claims by number; the rest it counts.
const CLAIM_NUMBERS_SHOWN = 5;

function whereOf(scope: AccessScope, filter: AccessLogFilter): SQL | undefined {
  return and(
    scope.studentId ? sql`${accessEvents.student_ids} @> ${uuidArray([scope.studentId])}` : undefined,
    scope.userId ? eq(accessEvents.user_id, scope.userId) : undefined,
    scope.schoolIds ? (scope.schoolIds.length > 0 ? sql`${accessEvents.school_ids} && ${uuidArray(scope.schoolIds)}` : sql`false`) : undefined,
    filter.userId ? eq(accessEvents.user_id, filter.userId) : undefined,
    filter.action ? eq(accessEvents.action, filter.action) : undefined,
    // days are UTC days, as the page's date fields send them
    filter.from ? sql`${accessEvents.at} >= (${filter.from}::date)::timestamp at time zone 'UTC'` : undefined,
    filter.to ? sql`${accessEvents.at} < (${filter.to}::date + 1)::timestamp at time zone 'UTC'` : undefined,
  );
}

const eventColumns = {
  id: accessEvents.id,
  at: accessEvents.at,
  user_id: accessEvents.user_id,
  user_name: sql<string | null>`case when ${users.id} is null then null else ${users.first_name} || ' ' || ${users.last_name} end`,
  user_email: users.email_address,
  link: accessEvents.link,
  action: accessEvents.action,
  resource: accessEvents.resource,
  student_count: sql<number>`cardinality(${accessEvents.student_ids})`.mapWith(Number),
  claim_count: sql<number>`cardinality(${accessEvents.claim_ids})`.mapWith(Number),
  document_count: sql<number>`cardinality(${accessEvents.document_ids})`.mapWith(Number),
  claim_numbers: sql<number[]>`array(select ${claims.claim_number} from ${claims} where ${claims.id} = any(${accessEvents.claim_ids}) order by 1 limit ${CLAIM_NUMBERS_SHOWN})`,
  incident_count: sql<number>`cardinality(${accessEvents.incident_ids})`.mapWith(Number),
  incident_numbers: sql<number[]>`array(select ${incidents.incident_number} from ${incidents} where ${incidents.id} = any(${accessEvents.incident_ids}) order by 1 limit ${CLAIM_NUMBERS_SHOWN})`,
  ip: accessEvents.ip,
  user_agent: accessEvents.user_agent,
};

const selectEvents = (db: Db, where: SQL | undefined) =>
  db.select(eventColumns).from(accessEvents).leftJoin(users, eq(users.id, accessEvents.user_id)).where(where).orderBy(desc(accessEvents.at), desc(accessEvents.id));

export async function pageEvents(db: Db, scope: AccessScope, filter: AccessLogFilter, page: PageArgs) {
  const where = whereOf(scope, filter);
  const [items, [total]] = await Promise.all([selectEvents(db, where).offset(page.offset).limit(page.limit), db.select({ n: count() }).from(accessEvents).where(where)]);
  return { items, total: Number(total?.n ?? 0) };
}

export const listEvents = (db: Db, scope: AccessScope, filter: AccessLogFilter, limit: number) => selectEvents(db, whereOf(scope, filter)).limit(limit);
export type AccessEventRow = Awaited<ReturnType<typeof listEvents>>[number];

// The people who appear in a student's log, for its filter by person.
export function peopleOf(db: Db, scope: AccessScope) {
  return db
    .selectDistinct({ id: users.id, name: sql<string>`${users.first_name} || ' ' || ${users.last_name}` })
    .from(accessEvents)
    .innerJoin(users, eq(users.id, accessEvents.user_id))
    .where(whereOf(scope, {}))
    .orderBy(sql`2`);
}

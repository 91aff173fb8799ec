import type { IncidentChangeAction, IncidentStatus } from '@claims/shared';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { fullNameContains } from '../../db/search.ts';
import type { PageArgs } from '../../domain/paging.ts';
import { schools } from '../schools/schools.schema.ts';
import { students } from '../students/students.schema.ts';
import { users } from '../users/users.schema.ts';
import { incidentChanges, incidents, type IncidentChange } from './incidents.schema.ts';

type Executor = Db | Tx;

const reporters = alias(users, 'reporters');

// An incident as every reader sees it: its own columns, and the names of its school, student and reporter.
const incidentColumns = {
  id: incidents.id,
  incident_number: incidents.incident_number,
  school_id: incidents.school_id,
  school_name: schools.name,
  person_kind: incidents.person_kind,
  student_id: incidents.student_id,
  student_first_name: students.first_name,
  student_last_name: students.last_name,
  person_name: incidents.person_name,
  injury_date: incidents.injury_date,
  location_of_injury: incidents.location_of_injury,
  injury_description: incidents.injury_description,
  injury_type: incidents.injury_type,
  activity: incidents.activity,
  activity_type: incidents.activity_type,
  official_statement: incidents.official_statement,
  language: incidents.language,
  status: incidents.status,
  reported_by: incidents.reported_by,
  reported_by_name: sql<string>`${reporters.first_name} || ' ' || ${reporters.last_name}`,
  reviewed_at: incidents.reviewed_at,
  closed_at: incidents.closed_at,
  claim_id: incidents.claim_id,
  created_at: incidents.created_at,
};


function selectIncidents(db: Executor) {
  return db
    .select(incidentColumns)
    .from(incidents)
    .innerJoin(schools, eq(schools.id, incidents.school_id))
    .innerJoin(reporters, eq(reporters.id, incidents.reported_by))
    .leftJoin(students, eq(students.id, incidents.student_id))
    .$dynamic();
}
export type IncidentRow = Awaited<ReturnType<ReturnType<typeof selectIncidents>['execute']>>[number];

export async function insertIncident(tx: Tx, values: typeof incidents.$inferInsert) {
  const [row] = await tx.insert(incidents).values(values).returning({ id: incidents.id });
  return row!.id;
}

export async function insertIncidentChange(tx: Tx, values: { incident_id: string; user_id: string; action: (typeof incidentChanges.$inferInsert)['action']; changes?: IncidentChange }) {
  await tx.insert(incidentChanges).values(values);
}

export async function findIncident(db: Executor, id: string) {
  const [row] = await selectIncidents(db).where(eq(incidents.id, id));
  return row;
}

// The reporter's own report sent before with this client id, at this school: never another's.
export async function findReportByClientId(db: Executor, key: { schoolId: string; reportedBy: string; clientId: string }) {
  const [row] = await selectIncidents(db).where(and(eq(incidents.school_id, key.schoolId), eq(incidents.reported_by, key.reportedBy), eq(incidents.client_id, key.clientId)));
  return row;
}

export async function findIncidentOfClaim(db: Executor, claimId: string) {
  const [row] = await selectIncidents(db).where(eq(incidents.claim_id, claimId));
  return row;
}

// Whose incidents a list reads: some schools' (none for nobody), every school's, or one reporter's.
export type IncidentScope = { schoolIds?: readonly string[]; reportedBy?: string };
export type IncidentFilter = { schoolId?: string; status?: IncidentStatus };

export async function pageIncidents(db: Executor, scope: IncidentScope, filter: IncidentFilter, page: PageArgs) {
  const where = and(
    scope.schoolIds ? (scope.schoolIds.length > 0 ? inArray(incidents.school_id, [...scope.schoolIds]) : sql`false`) : undefined,
    scope.reportedBy ? eq(incidents.reported_by, scope.reportedBy) : undefined,
    filter.schoolId ? eq(incidents.school_id, filter.schoolId) : undefined,
    filter.status ? eq(incidents.status, filter.status) : undefined,
  );
  const [items, [total]] = await Promise.all([
    selectIncidents(db).where(where).orderBy(desc(incidents.injury_date), desc(incidents.incident_number)).offset(page.offset).limit(page.limit),
    db.select({ n: count() }).from(incidents).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

// Moves an incident on only from the state it was read in, so two people reviewing at once change it once.
export async function moveIncident(tx: Tx, id: string, from: IncidentStatus, values: Partial<typeof incidents.$inferInsert> & { status: IncidentStatus }) {
  const moved = await tx
    .update(incidents)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(incidents.id, id), eq(incidents.status, from)))
    .returning({ id: incidents.id });
  return moved.length === 1;
}

// Its history, oldest first; only the given actions when some are named.
export function listIncidentChanges(db: Executor, incidentId: string, actions?: readonly IncidentChangeAction[]) {
  return db
    .select({
      id: incidentChanges.id,
      action: incidentChanges.action,
      changes: incidentChanges.changes,
      at: incidentChanges.created_at,
      user_name: sql<string | null>`${users.first_name} || ' ' || ${users.last_name}`,
    })
    .from(incidentChanges)
    .leftJoin(users, eq(users.id, incidentChanges.user_id))
    .where(and(eq(incidentChanges.incident_id, incidentId), actions ? inArray(incidentChanges.action, actions) : undefined))
    .orderBy(asc(incidentChanges.created_at), asc(incidentChanges.id));
}

// What naming a student on a report needs and no more: the school's active students whose name holds
// the text, first and last name only.
export function searchStudentsByName(db: Executor, schoolId: string, name: string, limit: number) {
  return db
    .select({ id: students.id, first_name: students.first_name, last_name: students.last_name })
    .from(students)
    .where(and(eq(students.school_id, schoolId), eq(students.is_active, true), isNull(students.deleted_at), fullNameContains(students.first_name, students.last_name, name)))
    .orderBy(asc(students.last_name), asc(students.first_name), asc(students.id))
    .limit(limit);
}

export async function findSchoolStudent(db: Executor, schoolId: string, studentId: string) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.school_id, schoolId), isNull(students.deleted_at)));
  return row;
}

// The parent the roster names for a student: whom a notice goes to, in their language.
export async function findStudentParent(db: Executor, studentId: string) {
  const [row] = await db.select({ parent: students.parents_info }).from(students).where(eq(students.id, studentId));
  return row?.parent ?? null;
}

export function listSchoolNames(db: Executor, schoolIds: readonly string[] | 'all'): Promise<{ id: string; name: string }[]> {
  const live: SQL = and(isNull(schools.deleted_at), eq(schools.is_active, true))!;
  if (schoolIds !== 'all' && schoolIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(schoolIds === 'all' ? live : and(live, inArray(schools.id, [...schoolIds])))
    .orderBy(asc(schools.name));
}

// Links a new claim to the incident it was started from: only an incident of the claim's school and
// student with no claim yet, and only once (the row is read and changed under its lock).
export async function linkClaim(tx: Tx, link: { incidentId: string; claimId: string; claimNumber: number; schoolId: string; studentId: string; userId: string }) {
  const [incident] = await tx
    .select({ claim_id: incidents.claim_id })
    .from(incidents)
    .where(and(eq(incidents.id, link.incidentId), eq(incidents.school_id, link.schoolId), eq(incidents.student_id, link.studentId)))
    .for('update');
  if (!incident) return 'NOT_FOR_CLAIM';
  if (incident.claim_id) return 'HAS_CLAIM';
  await tx.update(incidents).set({ claim_id: link.claimId, updated_at: new Date() }).where(eq(incidents.id, link.incidentId));
  await insertIncidentChange(tx, { incident_id: link.incidentId, user_id: link.userId, action: 'CLAIM_STARTED', changes: { claim_number: { from: null, to: link.claimNumber } } });
  return 'LINKED';
}

// A school's own list of one kind (its return-to-play steps, the places its report form suggests);
// null: the product's own.
export type SchoolList = 'return_to_play_steps' | 'incident_places';

export async function schoolList(db: Executor, schoolId: string, list: SchoolList): Promise<string[] | null> {
  const [row] = await db.select({ items: schools[list] }).from(schools).where(eq(schools.id, schoolId));
  return row?.items ?? null;
}

export async function setSchoolList(db: Executor, schoolId: string, list: SchoolList, items: string[] | null) {
  await db.update(schools).set({ [list]: items }).where(and(eq(schools.id, schoolId), isNull(schools.deleted_at)));
}

import type { IncidentChangeAction } from '@claims/shared';
import type { Db } from '../../db/client.ts';
import { notFoundOrForbidden } from '../../db/record-school.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { parseId } from '../../domain/parse-input.ts';
import { canAccessSchool, requireActor, type Actor } from '../auth/actor.ts';
import * as repo from './incidents.repo.ts';
import { incidents } from './incidents.schema.ts';

// Who reaches which incident (ADR 048), for every operation of the module.

export const forbidden = () => new DomainError('FORBIDDEN', 'forbidden');

// The schools a person reports incidents for: a coach's own, a school user's, every school for an admin.
export const reportsFor = (actor: Actor, schoolId: string) =>
  actor.role === 'coach' ? (actor.coachSchoolIds ?? []).includes(schoolId) : canAccessSchool(actor, schoolId);

// Reading one: its school's staff and admins; a coach only what they reported, while still the school's.
export const mayRead = (actor: Actor, incident: repo.IncidentRow) =>
  actor.role === 'coach' ? incident.reported_by === actor.userId && reportsFor(actor, incident.school_id) : canAccessSchool(actor, incident.school_id);

// What a coach reads of an incident (ADR 048): nothing of a claim, so no claim's id.
export const seenBy = <T extends { claim_id: string | null }>(actor: Actor, incident: T): T => (actor.role === 'coach' ? { ...incident, claim_id: null } : incident);

// The lines of its history a coach reads: the report's own course, its photos and whether the student
// is cleared; never a claim, the parent's notice, a return to play's steps or its clearance.
const COACH_HISTORY: readonly IncidentChangeAction[] = ['REPORTED', 'REVIEWED', 'CLOSED', 'PHOTO_ADDED', 'RTP_CLEARED'];
export const historySeenBy = (actor: Actor) => (actor.role === 'coach' ? COACH_HISTORY : undefined);

// The incident, for someone who may read it.
export async function readableIncident(db: Db, actor: Actor | null, idParam: string) {
  const signedIn = requireActor(actor);
  const id = parseId(idParam);
  const incident = await repo.findIncident(db, id);
  if (!incident) throw await notFoundOrForbidden(db, incidents, id);
  if (!mayRead(signedIn, incident)) throw forbidden();
  return { signedIn, incident };
}

// The same, for its school's staff and admins only: what they do with it is theirs, never a coach's.
export async function staffIncident(db: Db, actor: Actor | null, idParam: string) {
  const found = await readableIncident(db, actor, idParam);
  if (found.signedIn.role === 'coach') throw forbidden();
  return found;
}

// The records an incident names, for the access log.
export const looked = (rows: readonly repo.IncidentRow[]) => ({
  schoolIds: rows.map((row) => row.school_id),
  studentIds: rows.map((row) => row.student_id),
  incidentIds: rows.map((row) => row.id),
});

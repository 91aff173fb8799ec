import type { Language, UserRole } from '@claims/shared';
import { acrossSchoolsScope, forSchools, type SchoolScope } from '../../db/school-scope.ts';
import { DomainError } from '../../domain/domain-error.ts';
import type { AccessTrail } from '../../domain/access-trail.ts';

// Who is asking: built from the session on every request and handed to every service call.
export type Actor = {
  userId: string;
  sessionId: string;
  role: UserRole;
  // The schools whose staff they are: none for a coach, so that every check of a school's records
  // refuses a coach and every list filtered by them shows a coach nothing (ADR 048).
  schoolIds: readonly string[];
  // A coach's schools, which only the incidents read.
  coachSchoolIds?: readonly string[];
  // What the documents made for them are written in: their preferred_language, English until chosen.
  language: Language;
  // Where the request's looks at students' records are noted for the access log (absent outside a request).
  trail?: AccessTrail;
};

// What their database work may see below the services' own checks (ADR 051): an admin runs the program
// across schools; staff their schools; a coach the schools they coach at.
export function actorSchoolScope(actor: Actor): SchoolScope {
  if (actor.role === 'admin') return acrossSchoolsScope('admin');
  return forSchools(actor.role === 'coach' ? (actor.coachSchoolIds ?? []) : actor.schoolIds);
}

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new DomainError('NOT_AUTHENTICATED', 'unauthenticated');
  return actor;
}

export function requireAdmin(actor: Actor | null): Actor {
  const signedIn = requireActor(actor);
  if (signedIn.role !== 'admin') throw new DomainError('FORBIDDEN', 'forbidden');
  return signedIn;
}

// Admins reach every school; a school user only the schools they belong to.
export const canAccessSchool = (actor: Actor, schoolId: string) => actor.role === 'admin' || actor.schoolIds.includes(schoolId);

export function requireSchoolAccess(actor: Actor | null, schoolId: string): Actor {
  const signedIn = requireActor(actor);
  if (!canAccessSchool(signedIn, schoolId)) throw new DomainError('FORBIDDEN', 'forbidden');
  return signedIn;
}

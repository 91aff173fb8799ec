import type { AccessAction, AccessLink, AccessResource } from '@claims/shared';

// One look at records, as the service that answered it knows it: the ids it returned and their schools.
export type AccessNote = {
  action: AccessAction;
  resource: AccessResource;
  schoolIds: readonly string[];
  studentIds?: readonly (string | null)[];
  claimIds?: readonly string[];
  documentIds?: readonly string[];
  // incidents (ADR 048), which a visitor's has no student to name by
  incidentIds?: readonly string[];
  // who looked when it was a link, not a signed-in user
  via?: { link: AccessLink; id: string };
  // who looked when the request carried no session: the person a signed download link was made for
  userId?: string;
};

// The records a list or a page of claims showed, by the ids every claim row carries.
export const idsOfRows = (rows: readonly { id: string; school_id: string; student_id: string | null }[]) => ({
  schoolIds: rows.map((row) => row.school_id),
  claimIds: rows.map((row) => row.id),
  studentIds: rows.map((row) => row.student_id),
});

// What one request saw, written as it answers (modules/access-log/access-log.routes.ts): every service that reads or changes
// a student's records notes it here, so a list is one event naming its rows, not one per row.
export type AccessTrail = { note: (note: AccessNote) => void; take: () => AccessNote[] };

export function createAccessTrail(): AccessTrail {
  const notes: AccessNote[] = [];
  return { note: (note) => void notes.push(note), take: () => notes.splice(0) };
}

// For a caller with no trail (a job, a script, a test calling a service directly): nothing to record.
export const noteAccess = (trail: AccessTrail | undefined | null, note: AccessNote) => trail?.note(note);

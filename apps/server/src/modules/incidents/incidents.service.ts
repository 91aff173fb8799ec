import { INCIDENT_STATUSES, incidentPageUrl, incidentPlacesSchema, incidentReportSchema, isSeriousIncident, NEXT_INCIDENT_STATUS, type IncidentStatus } from '@claims/shared';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { noteAccess, type AccessTrail } from '../../domain/access-trail.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { pageArgsSchema } from '../../domain/paging.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireActor, requireSchoolAccess, type Actor } from '../auth/actor.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailService } from '../mail/mail.service.ts';
import { activeSchoolUsers } from '../schools/schools.repo.ts';
import { forbidden, historySeenBy, looked, mayRead, readableIncident, reportsFor, seenBy, staffIncident } from './incident-access.ts';
import * as filesRepo from './incident-files.repo.ts';
import { newIncidentMail, parentNoticeMail } from './incidents.mail.ts';
import * as repo from './incidents.repo.ts';

const placesArgsSchema = z.object({ schoolId: z.uuid('NOT_FOUND'), places: incidentPlacesSchema.nullable() });

// A name search for the report's student: from two letters, a handful of names.
const STUDENT_SEARCH = { minLength: 2, results: 10 };

const listArgsSchema = pageArgsSchema('incidents').extend({
  schoolId: z.uuid('NOT_FOUND').optional(),
  status: z.enum(INCIDENT_STATUSES, 'INVALID_VALUE').optional(),
});
const studentSearchSchema = z.object({ schoolId: z.uuid('NOT_FOUND'), name: z.string('INVALID_VALUE').trim().max(150, 'INVALID_VALUE') });

const withSerious = (row: repo.IncidentRow) => ({ ...row, serious: isSeriousIncident(row.official_statement) });

type Deps = { db: Db; jobs: JobQueue; mail: MailService; publicUrl: string };

export function createIncidentsService({ db, jobs, mail, publicUrl }: Deps) {
  // Review and close are the school's staff's (and admins'), one step forward at a time.
  async function moveOn(actor: Actor | null, idParam: string, to: IncidentStatus) {
    const { signedIn, incident } = await staffIncident(db, actor, idParam);
    if (NEXT_INCIDENT_STATUS[incident.status] !== to) throw new DomainError('INCIDENT_STATUS_INVALID', 'invalid');
    const at = new Date();
    await db.transaction(async (tx) => {
      const moved = await repo.moveIncident(tx, incident.id, incident.status, to === 'REVIEWED' ? { status: to, reviewed_by: signedIn.userId, reviewed_at: at } : { status: to, closed_at: at });
      if (!moved) throw new DomainError('INCIDENT_STATUS_INVALID', 'invalid');
      await repo.insertIncidentChange(tx, { incident_id: incident.id, user_id: signedIn.userId, action: to, changes: { status: { from: incident.status, to } } });
    });
    noteAccess(signedIn.trail, { action: 'CHANGE', resource: 'INCIDENT', ...looked([incident]) });
    return withSerious((await repo.findIncident(db, incident.id))!);
  }

  return {
    // The schools the person may report for, to choose from on the form.
    async schools(actor: Actor | null) {
      const signedIn = requireActor(actor);
      if (signedIn.role === 'admin') return repo.listSchoolNames(db, 'all');
      return repo.listSchoolNames(db, signedIn.role === 'coach' ? (signedIn.coachSchoolIds ?? []) : signedIn.schoolIds);
    },

    // To name the student on a report: first and last names of the school's active students, nothing else.
    async searchStudents(actor: Actor | null, args: unknown) {
      const signedIn = requireActor(actor);
      const { schoolId, name } = parseInput(studentSearchSchema, args);
      if (!reportsFor(signedIn, schoolId)) throw forbidden();
      if (name.length < STUDENT_SEARCH.minLength) return [];
      const found = await repo.searchStudentsByName(db, schoolId, name, STUDENT_SEARCH.results);
      noteAccess(signedIn.trail, { action: 'VIEW', resource: 'STUDENT', schoolIds: [schoolId], studentIds: found.map((student) => student.id) });
      return found;
    },

    // Once per client id: the same report sent again (a retry after a lost answer, a draft sent twice)
    // answers the incident it made, with no second notice. The key is the reporter's at that school only.
    async report(actor: Actor | null, input: unknown) {
      const signedIn = requireActor(actor);
      const { client_id: clientId, ...report } = parseInput(incidentReportSchema, input);
      if (!reportsFor(signedIn, report.school_id)) throw forbidden();
      const key = clientId ? { schoolId: report.school_id, reportedBy: signedIn.userId, clientId } : undefined;
      const reported = (incident: repo.IncidentRow, action: 'CHANGE' | 'VIEW') => {
        noteAccess(signedIn.trail, { action, resource: 'INCIDENT', ...looked([incident]) });
        return withSerious(seenBy(signedIn, incident));
      };
      const earlier = key && (await repo.findReportByClientId(db, key));
      if (earlier) return reported(earlier, 'VIEW');
      const studentId = report.person_kind === 'STUDENT' ? report.student_id! : null;
      if (studentId && !(await repo.findSchoolStudent(db, report.school_id, studentId))) {
        throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { student_id: 'STUDENT_REQUIRED' } });
      }
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const incidentId = await repo.insertIncident(tx, {
            school_id: report.school_id,
            person_kind: report.person_kind,
            student_id: studentId,
            person_name: studentId ? null : (report.person_name ?? null),
            injury_date: report.injury_date,
            location_of_injury: report.location_of_injury,
            injury_description: report.injury_description,
            injury_type: report.injury_type ?? null,
            activity: report.activity || null,
            activity_type: report.activity_type ?? null,
            official_statement: report.official_statement,
            language: report.language ?? signedIn.language,
            reported_by: signedIn.userId,
            client_id: clientId ?? null,
          });
          await repo.insertIncidentChange(tx, { incident_id: incidentId, user_id: signedIn.userId, action: 'REPORTED' });
          // The school's staff hear of it (all but whoever reported it), queued with the report itself.
          const incident = withSerious((await repo.findIncident(tx, incidentId))!);
          const staff = await activeSchoolUsers(tx, incident.school_id);
          for (const person of staff.filter((member) => member.id !== signedIn.userId)) {
            await mail.enqueue(tx, newIncidentMail(person, incident, incidentPageUrl(publicUrl, incident)), [incident.id, ...(incident.student_id ? [incident.student_id] : [])]);
          }
          return incidentId;
        });
      } catch (error) {
        // The same report sent twice at once: the other request stored it, and its notices.
        const stored = key && isUniqueViolation(error) ? await repo.findReportByClientId(db, key) : undefined;
        if (stored) return reported(stored, 'VIEW');
        throw error;
      }
      jobs.wake('mail');
      return reported((await repo.findIncident(db, id))!, 'CHANGE');
    },

    // A coach's own reports; a school user's schools'; an admin's every school's. Newest injury first.
    async list(actor: Actor | null, args: unknown) {
      const signedIn = requireActor(actor);
      const { schoolId, status, ...page } = parseInput(listArgsSchema, args);
      if (schoolId && !reportsFor(signedIn, schoolId)) throw forbidden();
      const scope: repo.IncidentScope =
        signedIn.role === 'coach'
          ? { reportedBy: signedIn.userId, schoolIds: signedIn.coachSchoolIds ?? [] }
          : signedIn.role === 'admin'
            ? {}
            : { schoolIds: signedIn.schoolIds };
      const found = await repo.pageIncidents(db, scope, { schoolId, status }, page);
      noteAccess(signedIn.trail, { action: 'VIEW', resource: 'INCIDENT', ...looked(found.items) });
      return { items: found.items.map((row) => withSerious(seenBy(signedIn, row))), total: found.total };
    },

    async get(actor: Actor | null, id: string) {
      const { signedIn, incident } = await readableIncident(db, actor, id);
      noteAccess(signedIn.trail, { action: 'VIEW', resource: 'INCIDENT', ...looked([incident]) });
      return withSerious(seenBy(signedIn, incident));
    },

    // What happened to it, by whom: to whoever may read it.
    async history(actor: Actor | null, id: string) {
      const { signedIn, incident } = await readableIncident(db, actor, id);
      return repo.listIncidentChanges(db, incident.id, historySeenBy(signedIn));
    },

    // A photo or a clearance opened by its signed link: a download by whoever the link was made for.
    async noteFileDownload(trail: AccessTrail | null, fileId: string, userId: string | undefined) {
      const incidentId = await filesRepo.findIncidentIdOfFile(db, fileId);
      const incident = incidentId ? await repo.findIncident(db, incidentId) : undefined;
      if (!incident) return;
      noteAccess(trail, { action: 'DOWNLOAD', resource: 'INCIDENT', ...(userId ? { userId } : {}), ...looked([incident]) });
    },

    // The incident a claim was started from, for whoever may read it.
    async ofClaim(actor: Actor | null, claimId: string) {
      const signedIn = requireActor(actor);
      const incident = await repo.findIncidentOfClaim(db, parseId(claimId));
      return incident && mayRead(signedIn, incident) ? incident : null;
    },

    // In the transaction of a new claim started from an incident (claims.service.ts): the claim's school
    // and student, checked there, are the incident's.
    async linkClaim(tx: Tx, link: Parameters<typeof repo.linkClaim>[1]) {
      const outcome = await repo.linkClaim(tx, link);
      if (outcome === 'NOT_FOR_CLAIM') throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { incident_id: 'INCIDENT_NOT_FOR_CLAIM' } });
      if (outcome === 'HAS_CLAIM') throw new DomainError('INCIDENT_HAS_CLAIM', 'conflict');
    },

    // The parent's short notice, when the school's staff choose to send it: to the roster's parent e-mail,
    // in the parent's language; each one in the incident's history.
    async notifyParent(actor: Actor | null, id: string) {
      const { signedIn, incident } = await staffIncident(db, actor, id);
      const parent = incident.student_id ? await repo.findStudentParent(db, incident.student_id) : null;
      if (!parent?.email) throw new DomainError('INCIDENT_NO_PARENT_EMAIL', 'invalid');
      const language = parent.language === 'es' ? 'es' : 'en';
      await db.transaction(async (tx) => {
        await mail.enqueue(tx, parentNoticeMail({ email_address: parent.email!, first_name: parent.first_name ?? '', preferred_language: language }, incident));
        await repo.insertIncidentChange(tx, { incident_id: incident.id, user_id: signedIn.userId, action: 'PARENT_NOTIFIED', changes: { parent: { from: null, to: parent.email } } });
      });
      jobs.wake('mail');
      noteAccess(signedIn.trail, { action: 'CHANGE', resource: 'INCIDENT', ...looked([incident]) });
      return withSerious((await repo.findIncident(db, incident.id))!);
    },

    // The places the school's report form suggests, for whoever reports for it; null: the product's list.
    async schoolPlaces(actor: Actor | null, schoolId: string) {
      if (!reportsFor(requireActor(actor), parseId(schoolId))) throw forbidden();
      return repo.schoolList(db, schoolId, 'incident_places');
    },

    // Set by the school's staff (or an admin); null puts the product's list back.
    async setSchoolPlaces(actor: Actor | null, args: unknown) {
      const { schoolId, places } = parseInput(placesArgsSchema, args);
      requireSchoolAccess(actor, schoolId);
      await repo.setSchoolList(db, schoolId, 'incident_places', places);
      return places;
    },

    review: (actor: Actor | null, id: string) => moveOn(actor, id, 'REVIEWED'),
    close: (actor: Actor | null, id: string) => moveOn(actor, id, 'CLOSED'),
  };
}

export type IncidentsService = ReturnType<typeof createIncidentsService>;

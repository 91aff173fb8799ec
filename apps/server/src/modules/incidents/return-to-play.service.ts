import { DEFAULT_RETURN_TO_PLAY_STEPS, RETURN_TO_PLAY_STEP_MS, returnToPlayStepsSchema } from '@claims/shared';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { noteAccess } from '../../domain/access-trail.ts';
import type { Clock } from '../../domain/clock.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireActor, requireSchoolAccess, type Actor } from '../auth/actor.ts';
import { inspectClaimDocument } from '../claim-documents/claim-documents.content.ts';
import type { Upload } from '../uploads/read-upload.ts';
import type { FileStore } from '../uploads/file-store.ts';
import type { FilesService } from '../uploads/files.service.ts';
import * as filesRepo from './incident-files.repo.ts';
import { looked, mayRead, staffIncident } from './incident-access.ts';
import * as incidentsRepo from './incidents.repo.ts';
import * as repo from './return-to-play.repo.ts';

// A student's graduated return to play after an incident (issue 42, item 5; ADR 048): the school's staff
// begin it, log each step in turn (each at least a day), attach the signed clearance, and only then clear
// the student. A coach learns "cleared" or "not cleared", nothing more.

const stepsArgsSchema = z.object({ schoolId: z.uuid('NOT_FOUND'), steps: returnToPlayStepsSchema.nullable() });

type Deps = { db: Db; clock: Clock; fileStore: FileStore; files: FilesService };

export function createReturnToPlayService({ db, clock, fileStore, files }: Deps) {
  // A change, in one transaction with its line of the incident's history, on the locked tracker.
  type Tracker = NonNullable<Awaited<ReturnType<typeof repo.lockReturnToPlay>>>;
  type Change = Parameters<typeof incidentsRepo.insertIncidentChange>[1];
  async function change(actor: Actor | null, incidentId: string, apply: (context: { tx: Tx; tracker: Tracker; at: Date; userId: string }) => Promise<Change>) {
    const { signedIn, incident } = await staffIncident(db, actor, incidentId);
    const at = clock();
    await db.transaction(async (tx) => {
      const tracker = await repo.lockReturnToPlay(tx, incident.id);
      if (!tracker) throw new DomainError('RTP_NOT_STARTED', 'invalid');
      if (tracker.cleared_at) throw new DomainError('RTP_ALREADY_CLEARED', 'conflict');
      await incidentsRepo.insertIncidentChange(tx, await apply({ tx, tracker, at, userId: signedIn.userId }));
    });
    noteAccess(signedIn.trail, { action: 'CHANGE', resource: 'INCIDENT', ...looked([incident]) });
  }

  return {
    // What its readers see: the school's staff everything; a coach who may read the incident its status.
    async view(actor: Actor | null, incident: incidentsRepo.IncidentRow) {
      const signedIn = requireActor(actor);
      const tracker = await repo.findReturnToPlay(db, incident.id);
      if (!tracker || !mayRead(signedIn, incident)) return null;
      const status = tracker.cleared_at ? ('CLEARED' as const) : ('NOT_CLEARED' as const);
      if (signedIn.role === 'coach') return { status };
      const [logged, clearance] = await Promise.all([repo.listSteps(db, incident.id), filesRepo.findClearance(db, incident.id)]);
      const last = logged.at(-1)?.completed_at ?? tracker.started_at;
      const done = logged.length >= tracker.steps.length;
      return {
        status,
        started_at: tracker.started_at,
        cleared_at: tracker.cleared_at,
        steps: tracker.steps.map((name, index) => ({ number: index + 1, name, ...(logged[index] ?? { completed_at: null, logged_by_name: null }) })),
        next_step_from: done || tracker.cleared_at ? null : new Date(last.getTime() + RETURN_TO_PLAY_STEP_MS),
        clearance: clearance ? { filename: clearance.filename, uploaded_at: clearance.uploaded_at, uploaded_by_name: clearance.uploaded_by_name, url: files.url(clearance.file_id, signedIn.userId) } : null,
      };
    },

    // Begun for a student's incident, with the school's steps as they are now.
    async start(actor: Actor | null, incidentId: string) {
      const { signedIn, incident } = await staffIncident(db, actor, incidentId);
      if (!incident.student_id) throw new DomainError('RTP_STUDENT_ONLY', 'invalid');
      const steps = (await incidentsRepo.schoolList(db, incident.school_id, 'return_to_play_steps')) ?? [...DEFAULT_RETURN_TO_PLAY_STEPS];
      await db.transaction(async (tx) => {
        if (!(await repo.insertReturnToPlay(tx, { incident_id: incident.id, steps, started_by: signedIn.userId, started_at: clock() }))) {
          throw new DomainError('RTP_ALREADY_STARTED', 'conflict');
        }
        await incidentsRepo.insertIncidentChange(tx, { incident_id: incident.id, user_id: signedIn.userId, action: 'RTP_STARTED', changes: { steps: { from: null, to: steps } } });
      });
      noteAccess(signedIn.trail, { action: 'CHANGE', resource: 'INCIDENT', ...looked([incident]) });
    },

    // The next step done, a day at least after the one before (the first, after the return began).
    logStep: (actor: Actor | null, incidentId: string) =>
      change(actor, incidentId, async ({ tx, tracker, at, userId }) => {
        const logged = await repo.listSteps(tx, tracker.incident_id);
        if (logged.length >= tracker.steps.length) throw new DomainError('RTP_STEPS_DONE', 'invalid');
        const since = logged.at(-1)?.completed_at ?? tracker.started_at;
        if (at.getTime() - since.getTime() < RETURN_TO_PLAY_STEP_MS) throw new DomainError('RTP_STEP_TOO_SOON', 'invalid');
        const step = logged.length + 1;
        await repo.insertStep(tx, { incident_id: tracker.incident_id, step, completed_at: at, logged_by: userId });
        return { incident_id: tracker.incident_id, user_id: userId, action: 'RTP_STEP', changes: { step: { from: step - 1, to: step } } };
      }),

    // The signed clearance, as a PDF or a photo of it (multipart: the file).
    async attachClearance(actor: Actor | null, incidentId: string, read: () => Promise<Upload>) {
      await staffIncident(db, actor, incidentId);
      const { file } = await read();
      if (!file) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { file: 'INVALID_VALUE' } });
      const inspected = await inspectClaimDocument(file.data, file.filename);
      await change(actor, incidentId, async ({ tx, tracker, userId }) => {
        const fileId = await fileStore.insert(tx, inspected, userId);
        await filesRepo.insertIncidentFile(tx, { incident_id: tracker.incident_id, kind: 'CLEARANCE', file_id: fileId, uploaded_by: userId });
        return { incident_id: tracker.incident_id, user_id: userId, action: 'RTP_CLEARANCE', changes: { clearance: { from: null, to: inspected.filename } } };
      });
    },

    // Cleared only once every step is done and a signed clearance is on file.
    clear: (actor: Actor | null, incidentId: string) =>
      change(actor, incidentId, async ({ tx, tracker, at, userId }) => {
        const logged = await repo.listSteps(tx, tracker.incident_id);
        if (logged.length < tracker.steps.length) throw new DomainError('RTP_STEPS_INCOMPLETE', 'invalid');
        if (!(await filesRepo.findClearance(tx, tracker.incident_id))) throw new DomainError('RTP_CLEARANCE_REQUIRED', 'invalid');
        await repo.markCleared(tx, tracker.incident_id, userId, at);
        return { incident_id: tracker.incident_id, user_id: userId, action: 'RTP_CLEARED', changes: { status: { from: 'NOT_CLEARED', to: 'CLEARED' } } };
      }),

    // The school's steps, or the default six; null puts the default back. Returns already begun keep theirs.
    async setSchoolSteps(actor: Actor | null, args: unknown) {
      const { schoolId, steps } = parseInput(stepsArgsSchema, args);
      requireSchoolAccess(actor, parseId(schoolId));
      await incidentsRepo.setSchoolList(db, schoolId, 'return_to_play_steps', steps);
      return steps ?? [...DEFAULT_RETURN_TO_PLAY_STEPS];
    },

    async schoolSteps(actor: Actor | null, schoolId: string) {
      requireSchoolAccess(actor, parseId(schoolId));
      return (await incidentsRepo.schoolList(db, schoolId, 'return_to_play_steps')) ?? [...DEFAULT_RETURN_TO_PLAY_STEPS];
    },
  };
}

export type ReturnToPlayService = ReturnType<typeof createReturnToPlayService>;

import { INCIDENT_PERSON_KINDS, INCIDENT_STATUSES, RETURN_TO_PLAY_STATUSES } from '@claims/shared';
import { ClaimType } from '../../graphql/claim-type.ts';
import { ActivityTypeEnum } from '../../graphql/enums.ts';
import { builder } from '../../graphql/builder.ts';
import { pageType } from '../../graphql/pagination.ts';
import { withoutNulls } from '../../graphql/without-nulls.ts';
import { OfficialStatementInput } from '../claims/official-statement.graphql.ts';
import type { IncidentRow } from './incidents.repo.ts';
import type { ReturnToPlayService } from './return-to-play.service.ts';
import type { IncidentPhotosService } from './incident-photos.service.ts';

const IncidentStatusEnum = builder.enumType('IncidentStatus', { description: 'REPORTED, then REVIEWED by the school, then CLOSED.', values: INCIDENT_STATUSES });
const IncidentPersonKindEnum = builder.enumType('IncidentPersonKind', { description: "Whose injury: a student of the school, or someone with no record here.", values: INCIDENT_PERSON_KINDS });

const IncidentChangeType = builder.objectRef<{ id: string; action: string; changes: unknown; at: Date; user_name: string | null }>('IncidentChange').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    action: t.exposeString('action', { description: 'REPORTED, REVIEWED, CLOSED or CLAIM_STARTED.' }),
    changes: t.field({ type: 'JSON', description: 'Each changed field, { from, to }.', resolve: (change) => change.changes }),
    at: t.expose('at', { type: 'DateTime' }),
    user_name: t.exposeString('user_name', { nullable: true }),
  }),
});

const ReturnToPlayStatusEnum = builder.enumType('ReturnToPlayStatus', { description: 'All a coach learns of a return to play.', values: RETURN_TO_PLAY_STATUSES });

type ReturnToPlayView = NonNullable<Awaited<ReturnType<ReturnToPlayService['view']>>>;
type Full = Extract<ReturnToPlayView, { steps: unknown }>;
const full = (view: ReturnToPlayView): Partial<Full> => view;

const ReturnToPlayStepType = builder.objectRef<Full['steps'][number]>('ReturnToPlayStep').implement({
  fields: (t) => ({
    number: t.exposeInt('number'),
    name: t.exposeString('name'),
    completed_at: t.expose('completed_at', { type: 'DateTime', nullable: true }),
    logged_by_name: t.exposeString('logged_by_name', { nullable: true }),
  }),
});

const ClearanceType = builder.objectRef<NonNullable<Full['clearance']>>('ReturnToPlayClearance').implement({
  fields: (t) => ({
    filename: t.exposeString('filename'),
    uploaded_at: t.expose('uploaded_at', { type: 'DateTime' }),
    uploaded_by_name: t.exposeString('uploaded_by_name', { nullable: true }),
    url: t.exposeString('url', { description: 'A signed link, for an hour.' }),
  }),
});

type Photo = Awaited<ReturnType<IncidentPhotosService['list']>>[number];
const IncidentPhotoType = builder.objectRef<Photo>('IncidentPhoto').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    filename: t.exposeString('filename'),
    uploaded_at: t.expose('uploaded_at', { type: 'DateTime' }),
    uploaded_by_name: t.exposeString('uploaded_by_name', { nullable: true }),
    url: t.exposeString('url', { description: 'A signed link, for an hour.' }),
  }),
});

const ReturnToPlayType = builder.objectRef<ReturnToPlayView>('ReturnToPlay').implement({
  description: "A student's graduated return to play: the school's staff see its steps; a coach its status only (every other field null).",
  fields: (t) => ({
    status: t.field({ type: ReturnToPlayStatusEnum, resolve: (view) => view.status }),
    started_at: t.field({ type: 'DateTime', nullable: true, resolve: (view) => full(view).started_at ?? null }),
    cleared_at: t.field({ type: 'DateTime', nullable: true, resolve: (view) => full(view).cleared_at ?? null }),
    next_step_from: t.field({ type: 'DateTime', nullable: true, description: 'When the next step may be logged: a day after the one before.', resolve: (view) => full(view).next_step_from ?? null }),
    steps: t.field({ type: [ReturnToPlayStepType], nullable: true, resolve: (view) => full(view).steps ?? null }),
    clearance: t.field({ type: ClearanceType, nullable: true, resolve: (view) => full(view).clearance ?? null }),
  }),
});

const IncidentType = builder.objectRef<IncidentRow & { serious: boolean }>('Incident').implement({
  description: 'An injury on record (ADR 048), under the claim\'s own field names and the school official\'s statement.',
  fields: (t) => ({
    id: t.exposeID('id'),
    incident_number: t.exposeInt('incident_number'),
    school_id: t.exposeID('school_id'),
    school_name: t.exposeString('school_name'),
    person_kind: t.expose('person_kind', { type: IncidentPersonKindEnum }),
    student_id: t.exposeID('student_id', { nullable: true }),
    student_first_name: t.exposeString('student_first_name', { nullable: true }),
    student_last_name: t.exposeString('student_last_name', { nullable: true }),
    person_name: t.exposeString('person_name', { nullable: true, description: "The person's name when not a student of the school." }),
    injury_date: t.exposeString('injury_date'),
    location_of_injury: t.exposeString('location_of_injury'),
    injury_description: t.exposeString('injury_description'),
    injury_type: t.exposeString('injury_type', { nullable: true }),
    activity: t.exposeString('activity', { nullable: true }),
    activity_type: t.expose('activity_type', { type: ActivityTypeEnum, nullable: true }),
    official_statement: t.field({ type: 'JSON', description: "In the shape of a claim's official_statement.", resolve: (incident) => incident.official_statement }),
    language: t.exposeString('language', { nullable: true, description: 'en or es: the language its reporter used the product in, which its free text is written in (null for reports made before it was kept).' }),
    serious: t.exposeBoolean('serious', { description: 'Sent away by ambulance or to an emergency room, or a head injury.' }),
    status: t.expose('status', { type: IncidentStatusEnum }),
    reported_by_id: t.exposeID('reported_by'),
    reported_by_name: t.exposeString('reported_by_name'),
    reviewed_at: t.expose('reviewed_at', { type: 'DateTime', nullable: true }),
    closed_at: t.expose('closed_at', { type: 'DateTime', nullable: true }),
    claim_id: t.exposeID('claim_id', { nullable: true }),
    created_at: t.expose('created_at', { type: 'DateTime' }),
    return_to_play: t.field({
      type: ReturnToPlayType,
      nullable: true,
      description: 'Its return to play, once begun.',
      resolve: (incident, _args, { services, actor }) => services.returnToPlay.view(actor, incident),
    }),
    photos: t.field({
      type: [IncidentPhotoType],
      description: 'Photos of the injury or the place, oldest first (POST /v1/incidents/:id/photos adds one).',
      resolve: (incident, _args, { services, actor }) => services.incidentPhotos.list(actor, incident),
    }),
    history: t.field({
      type: [IncidentChangeType],
      description: 'What happened to it, by whom, oldest first.',
      resolve: (incident, _args, { services, actor }) => services.incidents.history(actor, incident.id),
    }),
  }),
});

const IncidentPage = pageType('Incident', IncidentType);

const NamedType = builder.objectRef<{ id: string; name: string }>('IncidentSchool').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});
const IncidentStudentType = builder.objectRef<{ id: string; first_name: string; last_name: string }>('IncidentStudent').implement({
  description: "A student as a report names them: the name, nothing more.",
  fields: (t) => ({ id: t.exposeID('id'), first_name: t.exposeString('first_name'), last_name: t.exposeString('last_name') }),
});

builder.queryFields((t) => ({
  incidentSchools: t.field({
    type: [NamedType],
    description: 'The schools the person reports incidents for.',
    resolve: (_root, _args, { services, actor }) => services.incidents.schools(actor),
  }),
  incidentStudents: t.field({
    type: [IncidentStudentType],
    description: "The school's active students whose name holds the text (from 2 letters, at most 10), to name one on a report.",
    args: { schoolId: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.incidents.searchStudents(actor, { schoolId: String(args.schoolId), name: args.name }),
  }),
  incidents: t.field({
    type: IncidentPage,
    description: "Incidents, newest injury first: a coach's own reports; the staff's schools'; every school's for an admin.",
    args: { schoolId: t.arg.id(), status: t.arg({ type: IncidentStatusEnum }), offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, { services, actor }) =>
      services.incidents.list(actor, withoutNulls({ schoolId: args.schoolId ? String(args.schoolId) : undefined, status: args.status, offset: args.offset, limit: args.limit })),
  }),
  incidentPlaces: t.field({
    type: ['String'],
    nullable: true,
    description: "The places the school's report form suggests, for whoever reports for it; null: the product's own list.",
    args: { schoolId: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.incidents.schoolPlaces(actor, String(args.schoolId)),
  }),
  returnToPlaySteps: t.field({
    type: ['String'],
    description: "The school's return-to-play steps, or the default six.",
    args: { schoolId: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.returnToPlay.schoolSteps(actor, String(args.schoolId)),
  }),
  incident: t.field({
    type: IncidentType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.incidents.get(actor, String(args.id)),
  }),
}));

// A change to a return to play, answering the incident as it is then.
const returnToPlayChange = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0], action: 'start' | 'logStep' | 'clear', description: string) =>
  t.field({
    type: IncidentType,
    description,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, { services, actor }) => {
      await services.returnToPlay[action](actor, String(args.id));
      return services.incidents.get(actor, String(args.id));
    },
  });

// The shared incidentReportSchema's fields. Optional here, as StudentInput's, so that a missing or bad
// value comes back with its own error key.
const IncidentReportInput = builder.inputType('IncidentReportInput', {
  fields: (t) => ({
    school_id: t.id(),
    person_kind: t.field({ type: IncidentPersonKindEnum }),
    student_id: t.id({ description: "A student of the school, for a person_kind of STUDENT." }),
    person_name: t.string({ description: 'Anyone else, by name.' }),
    injury_date: t.string({ description: 'YYYY-MM-DD, not after today.' }),
    location_of_injury: t.string(),
    injury_description: t.string(),
    injury_type: t.string({ description: 'What the injury was, for a nature of OTHER.' }),
    activity: t.string({ description: 'The sport, by name; none for recess or class.' }),
    activity_type: t.field({ type: ActivityTypeEnum }),
    official_statement: t.field({ type: OfficialStatementInput }),
    language: t.string({ description: 'en or es: the language the form was shown in, which its free text is written in; left out, the reporter\'s account language.' }),
    client_id: t.string({ description: "The reporter's own id for this report (a UUID per draft): sent again, by the same person for the same school, it answers the incident it made and notifies nobody twice." }),
  }),
});

builder.mutationFields((t) => ({
  reportIncident: t.field({
    type: IncidentType,
    description: 'Reports an incident, once per client_id.',
    args: { input: t.arg({ type: IncidentReportInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.incidents.report(actor, args.input),
  }),
  reviewIncident: t.field({
    type: IncidentType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.incidents.review(actor, String(args.id)),
  }),
  startReturnToPlay: returnToPlayChange(t, 'start', 'Begins it for a student\'s incident, with the school\'s steps as they are now.'),
  logReturnToPlayStep: returnToPlayChange(t, 'logStep', 'The next step done: refused (RTP_STEP_TOO_SOON) within a day of the one before.'),
  clearReturnToPlay: returnToPlayChange(t, 'clear', 'Refused before the last step (RTP_STEPS_INCOMPLETE) and without a clearance on file (RTP_CLEARANCE_REQUIRED).'),
  setIncidentPlaces: t.field({
    type: ['String'],
    nullable: true,
    description: "Sets the places the school's report form suggests (1 to 30); null puts the product's list back.",
    args: { schoolId: t.arg.id({ required: true }), places: t.arg.stringList() },
    resolve: (_root, args, { services, actor }) => services.incidents.setSchoolPlaces(actor, { schoolId: String(args.schoolId), places: args.places ?? null }),
  }),
  setReturnToPlaySteps: t.field({
    type: ['String'],
    description: "Sets the school's steps (1 to 10); null puts the default six back. Returns already begun keep theirs.",
    args: { schoolId: t.arg.id({ required: true }), steps: t.arg.stringList() },
    resolve: (_root, args, { services, actor }) => services.returnToPlay.setSchoolSteps(actor, { schoolId: String(args.schoolId), steps: args.steps ?? null }),
  }),
  notifyIncidentParent: t.field({
    type: IncidentType,
    description: "Sends the student's parent a short notice in their language (INCIDENT_NO_PARENT_EMAIL when the roster names none).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.incidents.notifyParent(actor, String(args.id)),
  }),
  closeIncident: t.field({
    type: IncidentType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.incidents.close(actor, String(args.id)),
  }),
}));

builder.objectField(ClaimType, 'incident_id', (t) =>
  t.field({
    type: 'ID',
    nullable: true,
    description: 'The incident the claim was started from (ADR 048), if any.',
    resolve: async (claim, _args, { services, actor }) => (await services.incidents.ofClaim(actor, claim.id))?.id ?? null,
  }),
);

import { INCIDENT_PERSON_KINDS, INCIDENT_STATUSES } from '@claims/shared';
import { ClaimType } from '../../graphql/claim-type.ts';
import { ActivityTypeEnum } from '../../graphql/enums.ts';
import { builder } from '../../graphql/builder.ts';
import { pageType } from '../../graphql/pagination.ts';
import { withoutNulls } from '../../graphql/without-nulls.ts';
import type { IncidentRow } from './incidents.repo.ts';

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
    serious: t.exposeBoolean('serious', { description: 'Sent away by ambulance or to an emergency room, or a head injury.' }),
    status: t.expose('status', { type: IncidentStatusEnum }),
    reported_by_id: t.exposeID('reported_by'),
    reported_by_name: t.exposeString('reported_by_name'),
    reviewed_at: t.expose('reviewed_at', { type: 'DateTime', nullable: true }),
    closed_at: t.expose('closed_at', { type: 'DateTime', nullable: true }),
    claim_id: t.exposeID('claim_id', { nullable: true }),
    created_at: t.expose('created_at', { type: 'DateTime' }),
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
  incident: t.field({
    type: IncidentType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.incidents.get(actor, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  reportIncident: t.field({
    type: IncidentType,
    description: 'Reports an incident: the fields of the shared incidentReportSchema, as one JSON value.',
    args: { input: t.arg({ type: 'JSON', required: true }) },
    resolve: (_root, args, { services, actor }) => services.incidents.report(actor, args.input),
  }),
  reviewIncident: t.field({
    type: IncidentType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.incidents.review(actor, String(args.id)),
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

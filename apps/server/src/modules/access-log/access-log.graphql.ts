import { ACCESS_ACTIONS, ACCESS_LINKS, ACCESS_RESOURCES } from '@claims/shared';
import { builder } from '../../graphql/builder.ts';
import { pageType } from '../../graphql/pagination.ts';
import { withoutNulls } from '../../graphql/without-nulls.ts';
import { CHAIN_BREAKS, type ChainBreak, type ChainVerdict } from '../../domain/access-chain.ts';
import type { AccessEventRow } from './access-log.repo.ts';

const AccessActionEnum = builder.enumType('AccessAction', { values: ACCESS_ACTIONS });
const AccessResourceEnum = builder.enumType('AccessResource', { values: ACCESS_RESOURCES });
const AccessLinkEnum = builder.enumType('AccessLink', { values: ACCESS_LINKS });

const AccessEventType = builder.objectRef<AccessEventRow>('AccessEvent').implement({
  description: "One look at or change of students' records: who, what, when and from where (issue 39).",
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.expose('at', { type: 'DateTime' }),
    user_id: t.exposeID('user_id', { nullable: true }),
    user_name: t.exposeString('user_name', { nullable: true, description: 'null when a link looked' }),
    link: t.expose('link', { type: AccessLinkEnum, nullable: true, description: "the parent's or the TPA's link, when no user looked" }),
    action: t.expose('action', { type: AccessActionEnum }),
    resource: t.expose('resource', { type: AccessResourceEnum }),
    student_count: t.exposeInt('student_count'),
    claim_count: t.exposeInt('claim_count'),
    claim_numbers: t.exposeIntList('claim_numbers', { description: 'the first few of its claims, by number' }),
    incident_count: t.exposeInt('incident_count'),
    incident_numbers: t.exposeIntList('incident_numbers', { description: 'the first few of its incidents, by number' }),
    document_count: t.exposeInt('document_count'),
    ip: t.exposeString('ip', { nullable: true }),
    user_agent: t.exposeString('user_agent', { nullable: true }),
  }),
});

const AccessEventPage = pageType('AccessEvent', AccessEventType);

const AccessPersonType = builder.objectRef<{ id: string; name: string }>('AccessPerson').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const AccessLogFilterInput = builder.inputType('AccessLogFilter', {
  description: 'Events of one person, of one action, within from..to (YYYY-MM-DD, UTC days), each when given.',
  fields: (t) => ({
    userId: t.id(),
    action: t.field({ type: AccessActionEnum }),
    from: t.string(),
    to: t.string(),
  }),
});

const pageArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  filter: t.arg({ type: AccessLogFilterInput }),
  offset: t.arg.int(),
  limit: t.arg.int(),
});

type PageArgsValue = { filter?: { userId?: string | number | null; action?: string | null; from?: string | null; to?: string | null } | null; offset?: number | null; limit?: number | null };
const argsOf = ({ filter, offset, limit }: PageArgsValue) =>
  withoutNulls({ offset, limit, filter: filter ? withoutNulls({ ...filter, userId: filter.userId?.toString() }) : undefined });

const AccessChainBreakEnum = builder.enumType('AccessChainBreakReason', { values: CHAIN_BREAKS });

const AccessChainBreakType = builder.objectRef<ChainBreak>('AccessChainBreak').implement({
  description: "The first link of a chain that does not hold (ADR 052): the event's content changed, the event or links removed, a hash forged, or an event without a link.",
  fields: (t) => ({
    seq: t.exposeFloat('seq', { nullable: true, description: 'null for an event that has no link at all' }),
    event_id: t.exposeID('eventId', { nullable: true }),
    reason: t.expose('reason', { type: AccessChainBreakEnum }),
  }),
});

const AccessChainVerificationType = builder.objectRef<ChainVerdict>('AccessChainVerification').implement({
  description: "A school's access log chain walked end to end: intact up to its head, or its first broken link.",
  fields: (t) => ({
    intact: t.boolean({ resolve: (verdict) => verdict.broken === null }),
    events: t.exposeInt('events', { description: 'the links verified (before the break, if any)' }),
    head_seq: t.exposeFloat('headSeq'),
    head_hash: t.exposeString('headHash'),
    broken: t.field({ type: AccessChainBreakType, nullable: true, resolve: (verdict) => verdict.broken }),
  }),
});

builder.queryFields((t) => ({
  accessLogChain: t.field({
    type: AccessChainVerificationType,
    description: "Verifies a school's access log chain (00000000-0000-0000-0000-000000000000: the events naming no school): admins only.",
    args: { schoolId: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.accessLog.verifyChain(actor, String(args.schoolId)),
  }),
  studentAccessLog: t.field({
    type: AccessEventPage,
    description: "Who looked at or changed the student's records, newest first, paged 25/100/200: admins, and the staff of the student's school.",
    args: { studentId: t.arg.id({ required: true }), ...pageArgs(t) },
    resolve: (_root, args, { services, actor }) => services.accessLog.pageForStudent(actor, String(args.studentId), argsOf(args)),
  }),
  studentAccessPeople: t.field({
    type: [AccessPersonType],
    description: "The people in the student's access log, for its filter by person.",
    args: { studentId: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.accessLog.peopleForStudent(actor, String(args.studentId)),
  }),
  userAccessReport: t.field({
    type: AccessEventPage,
    description: "Everything one person looked at or changed, newest first, paged 25/100/200: admins only.",
    args: { userId: t.arg.id({ required: true }), ...pageArgs(t) },
    resolve: (_root, args, { services, actor }) => services.accessLog.pageForUser(actor, String(args.userId), argsOf(args)),
  }),
}));

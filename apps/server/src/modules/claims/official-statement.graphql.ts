import { BODY_PARTS, BODY_SIDES, INJURY_MECHANISMS, INJURY_NATURES, PARENT_NOTICE_METHODS, SENT_TO, type OfficialStatement } from '@claims/shared';
import { builder } from '../../graphql/builder.ts';

// The school official's statement as stored (issue 16), its code lists as enums named as shared names them.
export const BodyPartEnum = builder.enumType('BodyPart', { values: BODY_PARTS });
const BodySideEnum = builder.enumType('BodySide', { values: BODY_SIDES });
export const InjuryNatureEnum = builder.enumType('InjuryNature', { values: INJURY_NATURES });
const InjuryMechanismEnum = builder.enumType('InjuryMechanism', { values: INJURY_MECHANISMS });
const SentToEnum = builder.enumType('SentTo', { description: 'Where the student was sent after the injury.', values: SENT_TO });
const ParentNoticeMethodEnum = builder.enumType('ParentNoticeMethod', { values: PARENT_NOTICE_METHODS });

const StatementBodyPartType = builder.objectRef<OfficialStatement['body_parts'][number]>('StatementBodyPart').implement({
  fields: (t) => ({
    part: t.expose('part', { type: BodyPartEnum }),
    side: t.expose('side', { type: BodySideEnum }),
  }),
});

const StatementWitnessType = builder.objectRef<OfficialStatement['witnesses'][number]>('StatementWitness').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    phone: t.exposeString('phone', { nullable: true }),
  }),
});

const optionalText = (value: string | null | undefined) => (value?.trim() ? value : null);

export const OfficialStatementType = builder.objectRef<OfficialStatement>('OfficialStatement').implement({
  description: "The school official's statement: what the school saw and did. Times are HH:MM, 24-hour, the school's local time.",
  fields: (t) => ({
    accident_time: t.string({ nullable: true, resolve: (statement) => optionalText(statement.accident_time) }),
    body_parts: t.field({ type: [StatementBodyPartType], resolve: (statement) => statement.body_parts }),
    nature_of_injury: t.expose('nature_of_injury', { type: InjuryNatureEnum }),
    mechanism: t.expose('mechanism', { type: InjuryMechanismEnum }),
    mechanism_other: t.string({ nullable: true, resolve: (statement) => optionalText(statement.mechanism_other) }),
    is_school_sponsored: t.exposeBoolean('is_school_sponsored'),
    is_supervised: t.exposeBoolean('is_supervised'),
    supervisor_name: t.string({ nullable: true, resolve: (statement) => optionalText(statement.supervisor_name) }),
    supervisor_title: t.string({ nullable: true, resolve: (statement) => optionalText(statement.supervisor_title) }),
    supervisor_witnessed: t.boolean({ nullable: true, resolve: (statement) => statement.supervisor_witnessed ?? null }),
    witnesses: t.field({ type: [StatementWitnessType], resolve: (statement) => statement.witnesses }),
    first_aid: t.string({ nullable: true, resolve: (statement) => optionalText(statement.first_aid) }),
    first_aid_by: t.string({ nullable: true, resolve: (statement) => optionalText(statement.first_aid_by) }),
    sent_to: t.field({ type: SentToEnum, nullable: true, resolve: (statement) => statement.sent_to ?? null }),
    sent_to_other: t.string({ nullable: true, resolve: (statement) => optionalText(statement.sent_to_other) }),
    parent_notified_date: t.string({ nullable: true, resolve: (statement) => optionalText(statement.parent_notified_date) }),
    parent_notified_time: t.string({ nullable: true, resolve: (statement) => optionalText(statement.parent_notified_time) }),
    parent_notified_how: t.field({ type: ParentNoticeMethodEnum, nullable: true, resolve: (statement) => statement.parent_notified_how ?? null }),
    school_transport: t.boolean({ nullable: true, resolve: (statement) => statement.school_transport ?? null }),
  }),
});

// The same statement as an input (an incident's report). Every field may be left out or null, as the
// form holds an unanswered question, so the shared schema refuses what is missing with its spec key.
const StatementBodyPartInput = builder.inputType('StatementBodyPartInput', {
  fields: (t) => ({
    part: t.field({ type: BodyPartEnum }),
    side: t.field({ type: BodySideEnum }),
  }),
});

const StatementWitnessInput = builder.inputType('StatementWitnessInput', {
  fields: (t) => ({
    name: t.string(),
    phone: t.string(),
  }),
});

export const OfficialStatementInput = builder.inputType('OfficialStatementInput', {
  description: "The school official's statement, as OfficialStatement reads it.",
  fields: (t) => ({
    accident_time: t.string(),
    body_parts: t.field({ type: [StatementBodyPartInput] }),
    nature_of_injury: t.field({ type: InjuryNatureEnum }),
    mechanism: t.field({ type: InjuryMechanismEnum }),
    mechanism_other: t.string(),
    is_school_sponsored: t.boolean(),
    is_supervised: t.boolean(),
    supervisor_name: t.string(),
    supervisor_title: t.string(),
    supervisor_witnessed: t.boolean(),
    witnesses: t.field({ type: [StatementWitnessInput] }),
    first_aid: t.string(),
    first_aid_by: t.string(),
    sent_to: t.field({ type: SentToEnum }),
    sent_to_other: t.string(),
    parent_notified_date: t.string(),
    parent_notified_time: t.string(),
    parent_notified_how: t.field({ type: ParentNoticeMethodEnum }),
    school_transport: t.boolean(),
  }),
});

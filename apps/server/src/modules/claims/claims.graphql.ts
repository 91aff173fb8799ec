import { claimChecklist, GLOBAL_CLAIM_SORT_COLUMNS, missingChecklistItems, type ChecklistEntry } from '@claims/shared';
import { ClaimType } from '../../graphql/claim-type.ts';
import { builder } from '../../graphql/builder.ts';
import { ActivityTypeEnum, ChecklistItemEnum, ClaimCompletenessEnum, ClaimEmailKindEnum, ClaimStatusEnum, GenderEnum, SortDirectionEnum, TpaStatusEnum } from '../../graphql/enums.ts';
import { AddressType, ParentInfoType } from '../../graphql/people.ts';
import { pageType } from '../../graphql/pagination.ts';
import { withoutNulls } from '../../graphql/without-nulls.ts';
import { OfficialStatementType } from './official-statement.graphql.ts';
import type { ClaimListPage as ClaimListPageResult, ClaimListRow } from './claim-records.repo.ts';
import type { ClaimRecordsService } from './claim-records.service.ts';
import type { ClaimsService } from './claims.service.ts';

export type ClaimDetail = Awaited<ReturnType<ClaimsService['get']>> & Awaited<ReturnType<ClaimRecordsService['details']>>;
type ClaimProviderRow = ClaimDetail['providers'][number] & { name?: string | null };
type ChangeLogRow = ClaimDetail['change_logs'][number];
type EmailLogRow = Awaited<ReturnType<ClaimRecordsService['emailLog']>>;

const ClaimSortEnum = builder.enumType('ClaimSort', { values: GLOBAL_CLAIM_SORT_COLUMNS });

const ClaimStudentType = builder.objectRef<ClaimDetail['student']>('ClaimStudent').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    first_name: t.exposeString('first_name'),
    last_name: t.exposeString('last_name'),
    academic_id: t.exposeString('academic_id', { nullable: true }),
    date_of_birth: t.exposeString('date_of_birth', { nullable: true }),
    gender: t.expose('gender', { type: GenderEnum }),
    email_address: t.exposeString('email_address', { nullable: true }),
    primary_phone: t.exposeString('primary_phone', { nullable: true }),
  }),
});

const ClaimSubmitterType = builder.objectRef<ClaimDetail['submitted_by']>('ClaimSubmitter').implement({
  fields: (t) => ({
    first_name: t.exposeString('first_name'),
    last_name: t.exposeString('last_name'),
    email_address: t.exposeString('email_address'),
  }),
});

// A value before and after can be any claim field's (text, a yes/no, an address, the insurance entries):
// its shape is the field's, so it travels as JSON.
const ClaimChangeType = builder.objectRef<{ field: string; from: unknown; to: unknown }>('ClaimChange').implement({
  fields: (t) => ({
    field: t.exposeString('field'),
    from: t.field({ type: 'JSON', nullable: true, description: "The value before. Open: its shape is the changed field's (text, date, boolean, or the list of insurance entries).", resolve: (change) => change.from }),
    to: t.field({ type: 'JSON', nullable: true, description: "The value after, in the same shape as from.", resolve: (change) => change.to }),
  }),
});

const ClaimChangeLogType = builder.objectRef<ChangeLogRow>('ClaimChangeLog').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    created_at: t.expose('created_at', { type: 'DateTime' }),
    submitted_to_tpa_at: t.exposeString('submitted_to_tpa_at'),
    status: t.expose('status', { type: ClaimStatusEnum }),
    changes_log: t.field({
      type: [ClaimChangeType],
      nullable: true,
      description: 'What this submission changed, field by field; null for the first submission.',
      resolve: (row) => (row.changes_log ? Object.entries(row.changes_log).map(([field, change]) => ({ field, ...change })) : null),
    }),
    user_name: t.exposeString('user_name', { nullable: true, description: 'Who made the change; null when the parent or the TPA did, by their link.' }),
    by_tpa: t.exposeBoolean('by_tpa', { description: 'The TPA made the change, by the link its e-mail carried.' }),
    tpa_reporter: t.exposeString('tpa_reporter', { nullable: true, description: 'Who at the TPA, as they gave their name.' }),
  }),
});

const ClaimListItemType = builder.objectRef<ClaimListRow>('ClaimListItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    claim_number: t.exposeInt('claim_number'),
    status: t.expose('status', { type: ClaimStatusEnum }),
    student_id: t.exposeID('student_id'),
    student_first_name: t.exposeString('student_first_name'),
    student_last_name: t.exposeString('student_last_name'),
    academic_id: t.exposeString('academic_id', { nullable: true }),
    submitted_by_id: t.exposeID('submitted_by_id'),
    submitted_by_name: t.exposeString('submitted_by_name'),
    injury_date: t.exposeString('injury_date'),
    submitted_to_tpa_at: t.exposeString('submitted_to_tpa_at'),
    school_id: t.exposeID('school_id'),
    school_name: t.exposeString('school_name'),
    tpa_name: t.exposeString('tpa_name'),
    tpa_code: t.exposeString('tpa_code'),
    missing_items: t.exposeInt('missing_items', { description: "How many items the claim's TPA requires that it does not have yet; 0 when complete." }),
    tpa_status: t.expose('tpa_status', { type: TpaStatusEnum, nullable: true }),
    tpa_claim_number: t.exposeString('tpa_claim_number', { nullable: true }),
    nearest_due_on: t.exposeString('nearest_due_on', { nullable: true, description: "The nearest deadline of the claim's policy still to meet, past ones included; null once sent or without deadlines." }),
  }),
});
const ClaimListPage = builder.objectRef<ClaimListPageResult>('ClaimListItemPage').implement({
  fields: (t) => ({
    items: t.field({ type: [ClaimListItemType], resolve: (page) => page.items }),
    total: t.exposeInt('total', { description: 'The matching claims, counted up to the list window (10,000).' }),
    capped: t.exposeBoolean('capped', { description: 'More claims match than the total says; exact_total counts them all.' }),
    exact_total: t.int({ description: 'Every matching claim, counted only when asked for (it reads them all).', resolve: (page) => page.countAll() }),
  }),
});

const ClaimEmailLogType = builder.objectRef<EmailLogRow>('ClaimEmailLog').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    claim_id: t.exposeID('claim_id'),
    kind: t.expose('kind', { type: ClaimEmailKindEnum }),
    status: t.expose('status', { type: ClaimStatusEnum }),
    recipient: t.exposeString('recipient', { nullable: true }),
    subject: t.exposeString('subject', { nullable: true }),
    attempts: t.exposeInt('attempts'),
    last_error: t.exposeString('last_error', { nullable: true }),
    sent_at: t.expose('sent_at', { type: 'DateTime', nullable: true }),
    viewed_at: t.expose('viewed_at', { type: 'DateTime', nullable: true }),
    created_at: t.expose('created_at', { type: 'DateTime' }),
    updated_at: t.expose('updated_at', { type: 'DateTime' }),
  }),
});
const ClaimEmailLogPage = pageType('ClaimEmailLog', ClaimEmailLogType);

const ClaimProviderType = builder.objectRef<ClaimProviderRow>('ClaimProvider').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    is_other_provider: t.exposeBoolean('is_other_provider'),
    provider_name: t.exposeString('provider_name', { nullable: true }),
    insurance_provider_id: t.exposeID('insurance_provider_id', { nullable: true }),
    insurance_member_id: t.exposeString('insurance_member_id', { nullable: true }),
    insurance_group_id: t.exposeString('insurance_group_id', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    name: t.exposeString('name', { nullable: true, description: "The company's name, or the typed name of an Other provider." }),
  }),
});

const ClaimChecklistEntryType = builder.objectRef<ChecklistEntry>('ClaimChecklistEntry').implement({
  fields: (t) => ({
    item: t.expose('item', { type: ChecklistItemEnum }),
    required: t.exposeBoolean('required', { description: "The claim's TPA requires it." }),
    received: t.exposeBoolean('received'),
  }),
});

ClaimType.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    claim_number: t.exposeInt('claim_number'),
    school_id: t.exposeID('school_id'),
    student_id: t.exposeID('student_id'),
    schools_third_party_administrator_id: t.exposeID('schools_third_party_administrator_id'),
    activity: t.exposeString('activity'),
    activity_type: t.expose('activity_type', { type: ActivityTypeEnum }),
    activity_level: t.expose('activity_level', { type: 'ActivityLevel' }),
    benefits_due_another_provider: t.exposeBoolean('benefits_due_another_provider', { nullable: true }),
    injury_date: t.exposeString('injury_date'),
    injury_reported_date: t.exposeString('injury_reported_date'),
    first_treatment_date: t.exposeString('first_treatment_date'),
    injury_description: t.exposeString('injury_description'),
    injury_type: t.exposeString('injury_type', { nullable: true }),
    is_previous_injury: t.exposeBoolean('is_previous_injury'),
    is_work_related: t.exposeBoolean('is_work_related'),
    location_of_injury: t.exposeString('location_of_injury'),
    status: t.expose('status', { type: ClaimStatusEnum }),
    submitted_to_tpa_at: t.exposeString('submitted_to_tpa_at'),
    tpa_status: t.expose('tpa_status', { type: TpaStatusEnum, nullable: true, description: 'What the TPA reported by its link; null until it does.' }),
    tpa_claim_number: t.exposeString('tpa_claim_number', { nullable: true, description: "The TPA's own number for the claim." }),
    tpa_note: t.exposeString('tpa_note', { nullable: true, description: 'What the TPA asks for, or why it denied the claim.' }),
    tpa_reported_at: t.expose('tpa_reported_at', { type: 'DateTime', nullable: true }),
    tpa_received_at: t.expose('tpa_received_at', { type: 'DateTime', nullable: true, description: 'When the TPA first opened a link to the claim.' }),
    student_address: t.field({ type: AddressType, description: 'The address the claim was reported with.', resolve: (claim) => claim.student_address }),
    parent_info: t.field({ type: ParentInfoType, nullable: true, resolve: (claim) => claim.parent_info }),
    official_statement: t.field({
      type: OfficialStatementType,
      nullable: true,
      description: 'Null on claims reported before the statement was asked.',
      resolve: (claim) => claim.official_statement,
    }),
    providers: t.field({
      type: [ClaimProviderType],
      description: 'Insurance entries in the order given; the first is primary.',
      resolve: (claim) => claim.providers.map((provider) => ({ ...provider, name: claim.insurerNames.get(provider.id) ?? null })),
    }),
    student: t.field({ type: ClaimStudentType, resolve: (claim) => claim.student }),
    school_name: t.exposeString('school_name'),
    tpa_name: t.exposeString('tpa_name'),
    tpa_code: t.exposeString('tpa_code'),
    policy_number: t.exposeString('policy_number', { nullable: true }),
    group_number: t.exposeString('group_number', { nullable: true }),
    submitted_by: t.field({ type: ClaimSubmitterType, resolve: (claim) => claim.submitted_by }),
    change_logs: t.field({ type: [ClaimChangeLogType], description: 'Newest first.', resolve: (claim) => claim.change_logs }),
    checklist: t.field({
      type: [ClaimChecklistEntryType],
      description: "Every item the claim's TPA requires, then any other item the claim has, in the checklist's order.",
      resolve: (claim) => claimChecklist(claim.required_documents, claim.received_items),
    }),
    missing_items: t.int({
      description: "How many items the claim's TPA requires that it does not have yet; 0 when complete.",
      resolve: (claim) => missingChecklistItems(claim.required_documents, claim.received_items).length,
    }),
    created_at: t.expose('created_at', { type: 'DateTime' }),
    updated_at: t.expose('updated_at', { type: 'DateTime' }),
  }),
});

type NearClaim = Awaited<ReturnType<ClaimsService['nearInjuryDate']>>[number];

const NearClaimType = builder.objectRef<NearClaim>('NearClaim').implement({
  description: "A student's claim of an injury within a day of one being reported.",
  fields: (t) => ({
    id: t.exposeID('id'),
    claim_number: t.exposeInt('claim_number'),
    injury_date: t.exposeString('injury_date'),
    activity: t.exposeString('activity'),
    status: t.expose('status', { type: ClaimStatusEnum }),
    same_injury: t.exposeBoolean('same_injury', { description: 'Same injury date and sport: a new claim needs a reason (CLAIM_DUPLICATE).' }),
  }),
});

builder.queryFields((t) => ({
  claimsNearInjury: t.field({
    type: [NearClaimType],
    description: "The student's claims (not deleted) with an injury date within a day of injuryDate, for the school's staff and admins.",
    args: { schoolId: t.arg.id({ required: true }), studentId: t.arg.id({ required: true }), injuryDate: t.arg.string({ required: true }), activity: t.arg.string() },
    resolve: (_root, args, { services, actor }) =>
      services.claims.nearInjuryDate(actor, withoutNulls({ school_id: String(args.schoolId), student_id: String(args.studentId), injury_date: args.injuryDate, activity: args.activity })),
  }),
  claim: t.field({
    type: ClaimType,
    description: 'A claim with its insurance entries: admins any, school users their schools\' claims.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, { services, actor }) => {
      const claim = await services.claims.get(actor, String(args.id));
      return { ...claim, ...(await services.claimRecords.details(actor, claim.id)) };
    },
  }),
  claims: t.field({
    type: ClaimListPage,
    description:
      "Claims (not deleted), newest submission first: a school's (schoolId), or every school's for an admin. Claimant name and student id contain (any case); submitter, status and the TPA's status exact; submitted dates inclusive; complete or not against its TPA's required documents; paged 23/100/200 within the first 10,000 matches (ADR 016).",
    args: {
      schoolId: t.arg.id(),
      name: t.arg.string(),
      studentId: t.arg.string(),
      submittedBy: t.arg.id(),
      status: t.arg({ type: ClaimStatusEnum }),
      statuses: t.arg({ type: [ClaimStatusEnum], description: 'Any of these statuses.' }),
      tpaStatus: t.arg({ type: TpaStatusEnum, description: 'What the TPA reported.' }),
      dueWithinDays: t.arg.int({ description: 'Claims not yet sent whose nearest deadline is within so many days of today, or past.' }),
      tpaId: t.arg.id(),
      submittedFrom: t.arg.string(),
      submittedTo: t.arg.string(),
      completeness: t.arg({ type: ClaimCompletenessEnum, description: "Whether the claim has every item its TPA requires." }),
      sort: t.arg({ type: ClaimSortEnum }),
      direction: t.arg({ type: SortDirectionEnum }),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, { services, actor }) => services.claimRecords.list(actor, withoutNulls(args)),
  }),
  claimEmailLogs: t.field({
    type: ClaimEmailLogPage,
    description: "The e-mails sent (or to be sent) to the TPA for a claim, newest first, paged 25/100/200.",
    args: { claimId: t.arg.id({ required: true }), offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, { services, actor }) => services.claimRecords.emailLogs(actor, String(args.claimId), withoutNulls({ offset: args.offset, limit: args.limit })),
  }),
  claimEmailLog: t.field({
    type: ClaimEmailLogType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.claimRecords.emailLog(actor, String(args.id)),
  }),
}));

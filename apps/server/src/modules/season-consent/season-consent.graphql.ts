import { GUARDIAN_REQUEST_STATES } from '@claims/shared';
import { z } from 'zod';
import { parseInput } from '../../domain/parse-input.ts';
import { pageArgsSchema } from '../../domain/paging.ts';
import { builder } from '../../graphql/builder.ts';
import { pageType } from '../../graphql/pagination.ts';
import { withoutNulls } from '../../graphql/without-nulls.ts';
import { StudentType } from '../students/students.graphql.ts';
import type { SeasonConsentService } from './season-consent.service.ts';

type Campaign = Awaited<ReturnType<SeasonConsentService['campaign']>>;
type Guardian = Awaited<ReturnType<SeasonConsentService['guardians']>>['rows'][number];
type Authorization = Awaited<ReturnType<SeasonConsentService['studentAuthorizations']>>[number];

const GuardianRequestStateEnum = builder.enumType('GuardianRequestState', {
  description: "COMPLETED: each of the guardian's students signed; PENDING: still to do; OPTED_OUT: the guardian declined; BOUNCED: their e-mail could not be delivered.",
  values: GUARDIAN_REQUEST_STATES,
});

const CampaignStandingType = builder.objectRef<Campaign['standing']>('SeasonCampaignStanding').implement({
  fields: (t) => ({
    guardians: t.exposeInt('guardians'),
    queued: t.exposeInt('queued', { description: 'Guardians whose e-mail has been written (the campaign is sent when it equals guardians).' }),
    completed: t.exposeInt('completed'),
    pending: t.exposeInt('pending'),
    opted_out: t.exposeInt('opted_out'),
    bounced: t.exposeInt('bounced'),
  }),
});

const CampaignGuardianType = builder.objectRef<Guardian>('SeasonCampaignGuardian').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    first_name: t.exposeString('first_name', { nullable: true }),
    last_name: t.exposeString('last_name', { nullable: true }),
    state: t.field({ type: GuardianRequestStateEnum, resolve: (row) => row.state as (typeof GUARDIAN_REQUEST_STATES)[number] }),
    students: t.exposeInt('students'),
    opened_at: t.expose('opened_at', { type: 'DateTime', nullable: true }),
    completed_at: t.expose('completed_at', { type: 'DateTime', nullable: true }),
    reminders_sent: t.exposeInt('reminders_sent'),
    expires_at: t.expose('expires_at', { type: 'DateTime' }),
  }),
});
const CampaignGuardianPage = pageType<Guardian>('SeasonCampaignGuardian', CampaignGuardianType);

const guardianArgs = pageArgsSchema('seasonCampaigns').extend({ state: z.enum(GUARDIAN_REQUEST_STATES).nullish() });

const CampaignType = builder.objectRef<Campaign>('SeasonCampaign').implement({
  description: "A school's request before a season that guardians give their part of a claim once for the year (issue 43).",
  fields: (t) => ({
    id: t.exposeID('id'),
    school_id: t.exposeID('school_id'),
    activity: t.exposeString('activity', { nullable: true }),
    created_at: t.expose('created_at', { type: 'DateTime' }),
    standing: t.field({ type: CampaignStandingType, resolve: (campaign) => campaign.standing }),
    guardians: t.field({
      type: CampaignGuardianPage,
      args: { state: t.arg({ type: GuardianRequestStateEnum }), offset: t.arg.int(), limit: t.arg.int() },
      resolve: async (campaign, args, { services, actor }) => {
        const { state, ...page } = parseInput(guardianArgs, withoutNulls(args));
        const { rows, total } = await services.seasonConsent.guardians(actor, campaign.id, state ?? null, page);
        return { items: rows, total };
      },
    }),
  }),
});
const CampaignPage = pageType<Campaign>('SeasonCampaign', CampaignType);

const CampaignCreatedType = builder.objectRef<{ id: string; guardians: number; students: number }>('SeasonCampaignCreated').implement({
  fields: (t) => ({ id: t.exposeID('id'), guardians: t.exposeInt('guardians'), students: t.exposeInt('students') }),
});

const AuthorizationType = builder.objectRef<Authorization>('SeasonAuthorization').implement({
  description: "A guardian's signed authorization and insurance for the student, given before the season.",
  fields: (t) => ({
    id: t.exposeID('id'),
    signer_name: t.exposeString('signer_name'),
    signer_email: t.exposeString('signer_email'),
    signed_at: t.expose('signed_at', { type: 'DateTime' }),
    expires_on: t.exposeString('expires_on', { description: 'YYYY-MM-DD: used for claims filed before this day.' }),
    revoked_at: t.expose('revoked_at', { type: 'DateTime', nullable: true }),
    on_file: t.exposeBoolean('on_file', { description: 'Neither revoked nor expired: a claim filed today uses it.' }),
    language: t.exposeString('language'),
    authorization_version: t.exposeString('authorization_version'),
    document_sha256: t.exposeString('document_sha256'),
    ip: t.exposeString('ip', { nullable: true }),
    user_agent: t.exposeString('user_agent', { nullable: true }),
  }),
});

builder.objectField(StudentType, 'season_authorizations', (t) =>
  t.field({
    type: [AuthorizationType],
    description: 'Newest first; each view is an access event.',
    resolve: (student, _args, { services, actor }) => services.seasonConsent.studentAuthorizations(actor, student),
  }),
);

builder.queryFields((t) => ({
  seasonCampaigns: t.field({
    type: CampaignPage,
    args: { schoolId: t.arg.id({ required: true }), offset: t.arg.int(), limit: t.arg.int() },
    resolve: async (_root, args, { services, actor }) => {
      const page = parseInput(pageArgsSchema('seasonCampaigns'), withoutNulls({ offset: args.offset, limit: args.limit }));
      const { rows, total } = await services.seasonConsent.campaigns(actor, String(args.schoolId), page);
      return { items: rows, total };
    },
  }),
  seasonCampaign: t.field({
    type: CampaignType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.seasonConsent.campaign(actor, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createSeasonCampaign: t.field({
    type: CampaignCreatedType,
    description: "Sends each guardian of the chosen students (or of every student with a guardian e-mail) one link for all their students.",
    args: { schoolId: t.arg.id({ required: true }), activity: t.arg.string(), allWithGuardian: t.arg.boolean(), studentIds: t.arg.idList() },
    resolve: (_root, args, { services, actor }) =>
      services.seasonConsent.create(actor, {
        school_id: String(args.schoolId),
        activity: args.activity ?? null,
        all_with_guardian: args.allWithGuardian ?? false,
        student_ids: (args.studentIds ?? []).map(String),
      }),
  }),
  resendSeasonLink: t.boolean({
    description: 'Sends a guardian who has not completed their link again, to `email` when given (a corrected address; the request keeps it). A link locked by wrong birth dates works again.',
    args: { requestId: t.arg.id({ required: true }), email: t.arg.string() },
    resolve: async (_root, args, { services, actor }) => {
      await services.seasonConsent.resend(actor, String(args.requestId), args.email ? { email: args.email } : {});
      return true;
    },
  }),
}));

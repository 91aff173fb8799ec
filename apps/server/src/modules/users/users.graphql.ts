import { builder } from '../../graphql/builder.ts';
import { UserTypeEnum } from '../../graphql/enums.ts';
import { pageType } from '../../graphql/pagination.ts';
import { COACH_STATUSES } from '@claims/shared';
import type { SchoolCoachRow, UserRow } from './users.repo.ts';

const UserType = builder.objectRef<UserRow>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    first_name: t.exposeString('first_name'),
    last_name: t.exposeString('last_name'),
    email_address: t.exposeString('email_address'),
    type: t.expose('type', { type: UserTypeEnum }),
    is_active: t.exposeBoolean('is_active'),
    created_at: t.expose('created_at', { type: 'DateTime' }),
    last_activity_at: t.expose('last_activity_at', { type: 'DateTime', nullable: true }),
    confirmed_at: t.expose('confirmed_at', { type: 'DateTime', nullable: true }),
  }),
});

const UserPage = pageType('User', UserType);

const CoachStatusEnum = builder.enumType('CoachStatus', {
  description: 'INVITED until a new account signs in or an existing account accepts; ACTIVE after; INACTIVE when deactivated.',
  values: COACH_STATUSES,
});

const SchoolCoachType = builder.objectRef<SchoolCoachRow>('SchoolCoach').implement({
  description: "One of a school's coaches, or an invitation not yet accepted, as the school's staff typed it (ADR 048).",
  fields: (t) => ({
    id: t.exposeID('id'),
    first_name: t.exposeString('first_name'),
    last_name: t.exposeString('last_name'),
    email_address: t.exposeString('email_address'),
    status: t.expose('status', { type: CoachStatusEnum }),
  }),
});

// Optional fields, so that a missing one is refused with its spec key by the shared schema.
const CoachInviteInput = builder.inputType('CoachInviteInput', {
  fields: (t) => ({
    email: t.string(),
    first_name: t.string(),
    last_name: t.string(),
    school_id: t.id(),
  }),
});

const UserInput = builder.inputType('UserInput', {
  fields: (t) => ({
    first_name: t.string(),
    last_name: t.string(),
    email_address: t.string(),
    is_active: t.boolean(),
  }),
});

builder.queryFields((t) => ({
  schoolUsers: t.field({
    type: UserPage,
    description: 'Users of a school (admin), searched by name or email, with a total for paging.',
    args: {
      schoolId: t.arg.id({ required: true }),
      search: t.arg.string(),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, { services, actor }) =>
      services.users.listSchoolUsers(actor, {
        schoolId: String(args.schoolId),
        search: args.search ?? undefined,
        offset: args.offset ?? undefined,
        limit: args.limit ?? undefined,
      }),
  }),
  schoolCoaches: t.field({
    type: [SchoolCoachType],
    description: "A school's coaches and its invitations not yet accepted (ADR 048), for its staff and admins.",
    args: { schoolId: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.users.listSchoolCoaches(actor, String(args.schoolId)),
  }),
  users: t.field({
    type: [UserType],
    description: 'Users not deleted, for the claims "submitted by" filter; school users see their schools\' users.',
    resolve: (_root, _args, { services, actor }) => services.users.listUsers(actor),
  }),
}));

builder.mutationFields((t) => ({
  updateUser: t.field({
    type: UserType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UserInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.users.updateUser(actor, String(args.id), args.input),
  }),
  inviteCoach: t.field({
    type: SchoolCoachType,
    description: "A school's staff (or an admin) invite a coach of that school; the answer is the invitation as typed, whoever the address belongs to.",
    args: { input: t.arg({ type: CoachInviteInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.users.inviteCoach(actor, args.input),
  }),
  deleteUser: t.boolean({
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.users.deleteUser(actor, String(args.id)),
  }),
}));

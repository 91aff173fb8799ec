import { builder } from '../../graphql/builder.ts';
import { ClaimType } from '../../graphql/claim-type.ts';
import { SchoolDashboardType } from '../dashboard/dashboard.graphql.ts';
import type { ParentPartService } from './parent-part.service.ts';

type ParentLinkView = NonNullable<Awaited<ReturnType<ParentPartService['linkForClaim']>>>;

const ParentLinkType = builder.objectRef<ParentLinkView>('ParentLink').implement({
  description: "The newest link the claim's parent was sent to complete their part (ADR 023).",
  fields: (t) => ({
    email: t.exposeString('email'),
    purpose: t.exposeString('purpose', { description: "PART: the claim's parent part. CONFIRM: the claim went with insurance given before the season, which the parent is asked to confirm (issue 43)." }),
    language: t.exposeString('language'),
    sent_at: t.expose('sent_at', { type: 'DateTime' }),
    opened_at: t.expose('opened_at', { type: 'DateTime', nullable: true }),
    checked_at: t.expose('checked_at', { type: 'DateTime', nullable: true, description: "When the parent gave the student's birth date." }),
    expires_at: t.expose('expires_at', { type: 'DateTime' }),
    used_at: t.expose('used_at', { type: 'DateTime', nullable: true, description: 'When the parent signed.' }),
    revoked_at: t.expose('revoked_at', { type: 'DateTime', nullable: true }),
    locked: t.exposeBoolean('locked', { description: 'Too many wrong birth dates: a new link is needed.' }),
  }),
});

builder.objectField(ClaimType, 'parent_link', (t) =>
  t.field({
    type: ParentLinkType,
    nullable: true,
    description: 'Null when the parent was never sent a link (the school does not ask for their part online).',
    resolve: (claim, _args, { services, actor }) => services.parentPart.linkForClaim(actor, claim),
  }),
);

builder.objectField(SchoolDashboardType, 'claims_awaiting_parent', (t) =>
  t.int({
    description: "How many of the school's claims wait for the parent's part.",
    resolve: (dashboard, _args, { services, actor }) => services.parentPart.awaitingCount(actor, dashboard.school_id),
  }),
);

builder.mutationFields((t) => ({
  sendParentLink: t.boolean({
    description: "Sends the parent of a claim waiting for them a new link (the earlier one stops working), to `email` when given.",
    args: { claimId: t.arg.id({ required: true }), email: t.arg.string() },
    resolve: async (_root, args, { services, actor }) => {
      await services.parentPart.resend(actor, String(args.claimId), args.email ? { email: args.email } : {});
      return true;
    },
  }),
  sendClaimWithoutParent: t.boolean({
    description: "Sends a claim waiting for its parent to the TPA now, saying why; the parent's part follows as a supplement when they sign.",
    args: { claimId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, { services, actor }) => {
      await services.parentPart.sendWithoutParent(actor, String(args.claimId), { reason: args.reason });
      return true;
    },
  }),
}));

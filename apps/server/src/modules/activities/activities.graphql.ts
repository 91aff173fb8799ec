import { builder } from '../../graphql/builder.ts';
import type { Activity } from './activities.repo.ts';

const ActivityType = builder.objectRef<Activity>('Activity').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    activity: t.exposeString('activity'),
  }),
});

builder.queryField('activities', (t) =>
  t.field({
    type: [ActivityType],
    description: 'Sports that are not deleted, sorted by name.',
    resolve: (_root, _args, { services, actor }) => services.activities.list(actor),
  }),
);

builder.mutationFields((t) => ({
  createActivity: t.field({
    type: ActivityType,
    args: { activity: t.arg.string() },
    resolve: (_root, args, { services, actor }) => services.activities.create(actor, { activity: args.activity }),
  }),
  updateActivity: t.field({
    type: ActivityType,
    args: { id: t.arg.id({ required: true }), activity: t.arg.string() },
    resolve: (_root, args, { services, actor }) => services.activities.rename(actor, String(args.id), { activity: args.activity }),
  }),
  deleteActivity: t.boolean({
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.activities.remove(actor, String(args.id)),
  }),
}));

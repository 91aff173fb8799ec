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

import { builder } from '../../graphql/builder.ts';
import type { SalesRepOption } from './sales-reps.repo.ts';

const SalesRepOptionType = builder.objectRef<SalesRepOption>('SalesRepOption').implement({
  fields: (t) => ({ id: t.exposeID('id'), first_name: t.exposeString('first_name'), last_name: t.exposeString('last_name') }),
});

builder.queryField('salesRepsForDropdown', (t) =>
  t.field({
    type: [SalesRepOptionType],
    description: 'Active sales reps not deleted, sorted by first then last name (admin).',
    resolve: (_root, _args, { services, actor }) => services.salesReps.listOptions(actor),
  }),
);

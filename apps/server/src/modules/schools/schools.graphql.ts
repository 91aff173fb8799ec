import { builder } from '../../graphql/builder.ts';
import type { SchoolOption } from './schools.repo.ts';

const SchoolOptionType = builder.objectRef<SchoolOption>('SchoolOption').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

builder.queryField('activeSchools', (t) =>
  t.field({
    type: [SchoolOptionType],
    description: 'Active schools (id, name) sorted by name: all for admins, their own for school users.',
    resolve: (_root, _args, { services, actor }) => services.schools.listActive(actor),
  }),
);

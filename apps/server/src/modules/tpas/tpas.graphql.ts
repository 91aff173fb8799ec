import { builder } from '../../graphql/builder.ts';
import type { TpaOption } from './tpas.repo.ts';

const TpaOptionType = builder.objectRef<TpaOption>('TpaOption').implement({
  fields: (t) => ({ id: t.exposeID('id'), code: t.exposeString('code'), name: t.exposeString('name') }),
});

builder.queryField('tpasForDropdown', (t) =>
  t.field({
    type: [TpaOptionType],
    description: 'TPAs not deleted (id, code, name), sorted by code (admin).',
    resolve: (_root, _args, { services, actor }) => services.tpas.listOptions(actor),
  }),
);

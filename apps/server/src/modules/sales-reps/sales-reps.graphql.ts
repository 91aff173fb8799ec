import { builder } from '../../graphql/builder.ts';
import { ActiveStatusEnum, SortDirectionEnum, UsStateEnum, usStateOf } from '../../graphql/enums.ts';
import { pageType } from '../../graphql/pagination.ts';
import { withoutNulls } from '../../graphql/without-nulls.ts';
import type { SalesRepOption, SalesRepRow } from './sales-reps.repo.ts';

const SalesRepOptionType = builder.objectRef<SalesRepOption>('SalesRepOption').implement({
  fields: (t) => ({ id: t.exposeID('id'), first_name: t.exposeString('first_name'), last_name: t.exposeString('last_name') }),
});

const SalesRepType = builder.objectRef<SalesRepRow>('SalesRep').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    first_name: t.exposeString('first_name'),
    last_name: t.exposeString('last_name'),
    email_address: t.exposeString('email_address', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    address_1: t.exposeString('address_1', { nullable: true }),
    address_2: t.exposeString('address_2', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.field({ type: UsStateEnum, nullable: true, resolve: (row) => usStateOf(row.state) }),
    postal_code: t.exposeString('postal_code', { nullable: true }),
    see_all_schools: t.exposeBoolean('see_all_schools'),
    is_active: t.exposeBoolean('is_active'),
    updated_at: t.expose('updated_at', { type: 'DateTime' }),
  }),
});

const SalesRepPage = pageType('SalesRep', SalesRepType);
const SalesRepSort = builder.enumType('SalesRepSort', { values: ['first_name', 'last_name', 'email_address'] as const });

const SalesRepInput = builder.inputType('SalesRepInput', {
  fields: (t) => ({
    first_name: t.string(),
    last_name: t.string(),
    email_address: t.string(),
    phone: t.string(),
    address_1: t.string(),
    address_2: t.string(),
    city: t.string(),
    state: t.field({ type: UsStateEnum }),
    postal_code: t.string(),
    see_all_schools: t.boolean(),
    is_active: t.boolean(),
  }),
});

builder.queryFields((t) => ({
  salesRepsForDropdown: t.field({
    type: [SalesRepOptionType],
    description: 'Active sales reps not deleted, sorted by first then last name (admin).',
    resolve: (_root, _args, { services, actor }) => services.salesReps.listOptions(actor),
  }),
  salesReps: t.field({
    type: SalesRepPage,
    description: 'Sales reps grid (admin): active unless status INACTIVE, name contains, sorted (default first then last name), paged 20/50/100/200.',
    args: {
      name: t.arg.string(),
      status: t.arg({ type: ActiveStatusEnum }),
      sort: t.arg({ type: SalesRepSort }),
      direction: t.arg({ type: SortDirectionEnum }),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, { services, actor }) => services.salesReps.list(actor, withoutNulls(args)),
  }),
  salesRep: t.field({
    type: SalesRepType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.salesReps.get(actor, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createSalesRep: t.field({
    type: SalesRepType,
    args: { input: t.arg({ type: SalesRepInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.salesReps.create(actor, args.input),
  }),
  updateSalesRep: t.field({
    type: SalesRepType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SalesRepInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.salesReps.update(actor, String(args.id), args.input),
  }),
  deleteSalesRep: t.boolean({
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.salesReps.remove(actor, String(args.id)),
  }),
}));

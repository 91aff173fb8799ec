import { builder } from '../../graphql/builder.ts';
import { UsStateEnum, usStateOf } from '../../graphql/enums.ts';
import type { InsuranceProviderRow } from './providers.repo.ts';

const InsuranceProviderType = builder.objectRef<InsuranceProviderRow>('InsuranceProvider').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    address: t.exposeString('address', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.field({ type: UsStateEnum, nullable: true, resolve: (row) => usStateOf(row.state) }),
    postal_code: t.exposeString('postal_code', { nullable: true }),
    policy_or_certificate_number: t.exposeString('policy_or_certificate_number', { nullable: true }),
    is_active: t.exposeBoolean('is_active'),
  }),
});

const InsuranceProviderInput = builder.inputType('InsuranceProviderInput', {
  fields: (t) => ({
    name: t.string(),
    address: t.string(),
    city: t.string(),
    state: t.field({ type: UsStateEnum }),
    postal_code: t.string(),
    policy_or_certificate_number: t.string(),
    is_active: t.boolean(),
  }),
});

builder.queryField('insuranceProviders', (t) =>
  t.field({
    type: [InsuranceProviderType],
    description: 'Insurance companies sorted by name: active ones, or all for an admin asking includeInactive.',
    args: { includeInactive: t.arg.boolean() },
    resolve: (_root, args, { services, actor }) => services.providers.list(actor, args.includeInactive ?? false),
  }),
);

builder.mutationFields((t) => ({
  createInsuranceProvider: t.field({
    type: InsuranceProviderType,
    args: { input: t.arg({ type: InsuranceProviderInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.providers.create(actor, args.input),
  }),
  updateInsuranceProvider: t.field({
    type: InsuranceProviderType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: InsuranceProviderInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.providers.update(actor, String(args.id), args.input),
  }),
}));

import { builder } from '../../graphql/builder.ts';
import { DEFAULT_ATTACHMENT_LIMIT_MB, LIMITS, MEGABYTE } from '@claims/shared';
import { ChecklistItemEnum, DashboardComponentEnum, DashboardElementTypeEnum, DeliveryMethodEnum, SortDirectionEnum, UsStateEnum, usStateOf } from '../../graphql/enums.ts';
import { pageType } from '../../graphql/pagination.ts';
import { withoutNulls } from '../../graphql/without-nulls.ts';
import type { TpaElementRow, TpaOption, TpaRow } from './tpas.repo.ts';

const TpaOptionType = builder.objectRef<TpaOption>('TpaOption').implement({
  fields: (t) => ({ id: t.exposeID('id'), code: t.exposeString('code'), name: t.exposeString('name') }),
});

const TpaElementType = builder.objectRef<TpaElementRow>('TpaElement').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.expose('type', { type: DashboardElementTypeEnum }),
    title: t.exposeString('title'),
    component: t.expose('component', { type: DashboardComponentEnum }),
    url: t.exposeString('url', { nullable: true }),
    filename: t.exposeString('filename', { nullable: true }),
    file_id: t.exposeID('file_id', { nullable: true }),
    file_url: t.string({ nullable: true, resolve: (element, _args, { services }) => (element.file_id ? services.files.url(element.file_id) : null) }),
  }),
});

const TpaType = builder.objectRef<TpaRow>('Tpa').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    code: t.exposeString('code'),
    address_1: t.exposeString('address_1', { nullable: true }),
    address_2: t.exposeString('address_2', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.field({ type: UsStateEnum, nullable: true, resolve: (row) => usStateOf(row.state) }),
    postal_code: t.exposeString('postal_code', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    fax: t.exposeString('fax', { nullable: true }),
    claims_email_address: t.exposeString('claims_email_address', { nullable: true }),
    electronic_claims_email_address: t.exposeString('electronic_claims_email_address', { nullable: true }),
    claims_portal_url: t.exposeString('claims_portal_url', { nullable: true }),
    delivery_method: t.expose('delivery_method', { type: DeliveryMethodEnum }),
    required_documents: t.expose('required_documents', {
      type: [ChecklistItemEnum],
      description: "The checklist items this TPA needs before it pays a claim; always includes CLAIM_FORM.",
    }),
    max_attachment_mb: t.int({
      description: 'Largest total of documents (MB of 1,048,576 bytes) sent as e-mail attachments; more go by a link.',
      resolve: (tpa) => Math.round(tpa.max_attachment_bytes / MEGABYTE),
    }),
    updated_at: t.expose('updated_at', { type: 'DateTime' }),
    elements: t.field({
      type: [TpaElementType],
      description: "The TPA's dashboard files and links, copied to every school linked to it.",
      resolve: (tpa, _args, { services, actor }) => services.tpas.listElements(actor, tpa.id),
    }),
  }),
});

const TpaPage = pageType('Tpa', TpaType);
const TpaSort = builder.enumType('TpaSort', { values: ['name', 'code'] as const });

const TpaInput = builder.inputType('TpaInput', {
  fields: (t) => ({
    name: t.string(),
    code: t.string(),
    address_1: t.string(),
    address_2: t.string(),
    city: t.string(),
    state: t.field({ type: UsStateEnum }),
    postal_code: t.string(),
    phone: t.string(),
    fax: t.string(),
    claims_email_address: t.string(),
    electronic_claims_email_address: t.string(),
    claims_portal_url: t.string(),
    delivery_method: t.field({ type: DeliveryMethodEnum }),
    required_documents: t.field({ type: [ChecklistItemEnum], description: 'Left out: the default items. CLAIM_FORM is always added.' }),
    max_attachment_mb: t.int({
      description: `Whole MB from ${LIMITS.TPA_ATTACHMENTS_MIN_MB} to ${LIMITS.TPA_ATTACHMENTS_MAX_MB}; left out: ${DEFAULT_ATTACHMENT_LIMIT_MB}.`,
    }),
  }),
});

const TpaElementInput = builder.inputType('TpaElementInput', {
  fields: (t) => ({ title: t.string(), component: t.field({ type: DashboardComponentEnum }), url: t.string() }),
});

builder.queryFields((t) => ({
  tpasForDropdown: t.field({
    type: [TpaOptionType],
    description: 'TPAs not deleted (id, code, name), sorted by code (admin).',
    resolve: (_root, _args, { services, actor }) => services.tpas.listOptions(actor),
  }),
  tpas: t.field({
    type: TpaPage,
    description: 'TPAs not deleted (admin): search by name or code, sorted by name or code, paged with a total.',
    args: { search: t.arg.string(), sort: t.arg({ type: TpaSort }), direction: t.arg({ type: SortDirectionEnum }), offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, { services, actor }) => services.tpas.list(actor, withoutNulls(args)),
  }),
  tpa: t.field({
    type: TpaType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.tpas.get(actor, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createTpa: t.field({
    type: TpaType,
    args: { input: t.arg({ type: TpaInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.tpas.create(actor, args.input),
  }),
  updateTpa: t.field({
    type: TpaType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TpaInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.tpas.update(actor, String(args.id), args.input),
  }),
  deleteTpa: t.boolean({
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.tpas.remove(actor, String(args.id)),
  }),
  addTpaLink: t.field({
    type: TpaElementType,
    args: { tpaId: t.arg.id({ required: true }), input: t.arg({ type: TpaElementInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.tpas.addLink(actor, String(args.tpaId), args.input),
  }),
  updateTpaElement: t.field({
    type: TpaElementType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TpaElementInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.tpas.updateElement(actor, String(args.id), args.input),
  }),
  deleteTpaElement: t.boolean({
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.tpas.removeElement(actor, String(args.id)),
  }),
}));

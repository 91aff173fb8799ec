import { builder } from '../../graphql/builder.ts';
import { DashboardComponentEnum } from '../../graphql/enums.ts';
import type { DashboardComponent } from '@claims/shared';
import type { DashboardItemRow } from './dashboard.repo.ts';
import type { DashboardSection } from './dashboard.service.ts';

type DashboardData = { school_id: string; name: string; logo_file_id: string | null; sections: DashboardSection[] };

const DashboardItemKindEnum = builder.enumType('DashboardItemKind', { values: ['FILE', 'URL', 'CONTACT'] as const });

const DashboardItemType = builder.objectRef<DashboardItemRow>('DashboardItem').implement({
  description: 'A file, link or contact of a dashboard section; contact fields are null for files and links.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: DashboardItemKindEnum, resolve: (item) => item.kind }),
    component: t.expose('component', { type: DashboardComponentEnum }),
    order: t.exposeInt('order'),
    title: t.exposeString('title'),
    url: t.exposeString('url', { nullable: true }),
    filename: t.exposeString('filename', { nullable: true }),
    file_id: t.exposeID('file_id', { nullable: true }),
    // Signed for an hour; reached only through a dashboard the actor may read.
    file_url: t.string({ nullable: true, resolve: (item, _args, { services }) => (item.file_id ? services.files.url(item.file_id) : null) }),
    from_tpa: t.boolean({ description: 'Copied from a linked TPA: it follows the TPA and is not edited here.', resolve: (item) => item.tpa_name !== null }),
    tpa_name: t.exposeString('tpa_name', { nullable: true }),
    company_name: t.exposeString('company_name', { nullable: true }),
    representative_name: t.exposeString('representative_name', { nullable: true }),
    mail_address: t.exposeString('mail_address', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    fax: t.exposeString('fax', { nullable: true }),
    email_address: t.exposeString('email_address', { nullable: true }),
  }),
});

const DashboardSectionType = builder.objectRef<DashboardSection>('DashboardSection').implement({
  fields: (t) => ({
    component: t.expose('component', { type: DashboardComponentEnum }),
    items: t.field({ type: [DashboardItemType], resolve: (section) => section.items }),
  }),
});

export const SchoolDashboardType = builder.objectRef<DashboardData>('SchoolDashboard').implement({
  fields: (t) => ({
    school_id: t.exposeID('school_id'),
    name: t.exposeString('name'),
    logo_url: t.string({ nullable: true, resolve: (data, _args, { services }) => (data.logo_file_id ? services.files.url(data.logo_file_id) : null) }),
    // Only what the UI shows: the server refuses every change by anyone else anyway.
    can_edit: t.boolean({ description: 'Whether the caller may change this dashboard (admins).', resolve: (_data, _args, { actor }) => actor?.role === 'admin' }),
    sections: t.field({ type: [DashboardSectionType], description: 'The six sections in the order of SPEC §1.', resolve: (data) => data.sections }),
  }),
});

const DashboardMaxOrderType = builder.objectRef<{ component: DashboardComponent; max_order: number }>('DashboardMaxOrder').implement({
  fields: (t) => ({ component: t.expose('component', { type: DashboardComponentEnum }), max_order: t.exposeInt('max_order') }),
});

const DashboardLinkInput = builder.inputType('DashboardLinkInput', {
  fields: (t) => ({ title: t.string(), url: t.string(), component: t.field({ type: DashboardComponentEnum }) }),
});

const DashboardElementUpdateInput = builder.inputType('DashboardElementUpdateInput', {
  description: 'A file takes a title; a link a title and a URL.',
  fields: (t) => ({ title: t.string(), url: t.string() }),
});

const DashboardContactInput = builder.inputType('DashboardContactInput', {
  description: 'The component is read on creation only: a contact keeps its section.',
  fields: (t) => ({
    title: t.string(),
    component: t.field({ type: DashboardComponentEnum }),
    company_name: t.string(),
    representative_name: t.string(),
    mail_address: t.string(),
    phone: t.string(),
    fax: t.string(),
    email_address: t.string(),
  }),
});

builder.queryFields((t) => ({
  schoolDashboard: t.field({
    type: SchoolDashboardType,
    description: "A school's dashboard: name, logo and its six sections with their items in order (admins, or the school's users).",
    args: { schoolId: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.dashboard.get(actor, String(args.schoolId)),
  }),
  dashboardMaxOrders: t.field({
    type: [DashboardMaxOrderType],
    description: 'The highest order in each of the six sections of a school (0 when empty).',
    args: { schoolId: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.dashboard.maxOrders(actor, String(args.schoolId)),
  }),
}));

builder.mutationFields((t) => ({
  addDashboardLink: t.field({
    type: DashboardItemType,
    description: 'Adds a link at the end of its section (admin).',
    args: { schoolId: t.arg.id({ required: true }), input: t.arg({ type: DashboardLinkInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.dashboard.addLink(actor, String(args.schoolId), args.input),
  }),
  updateDashboardElement: t.field({
    type: DashboardItemType,
    description: "Changes a file's title or a link's title and URL (admin; not for items from a TPA).",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: DashboardElementUpdateInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.dashboard.updateElement(actor, String(args.id), args.input),
  }),
  addDashboardContact: t.field({
    type: DashboardItemType,
    description: 'Adds a contact at the end of its section (admin).',
    args: { schoolId: t.arg.id({ required: true }), input: t.arg({ type: DashboardContactInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.dashboard.addContact(actor, String(args.schoolId), args.input),
  }),
  updateDashboardContact: t.field({
    type: DashboardItemType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: DashboardContactInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.dashboard.updateContact(actor, String(args.id), args.input),
  }),
  moveDashboardItem: t.field({
    type: [DashboardItemType],
    description: "Moves a file, link or contact to a 0-based place in its section and answers the section (admin).",
    args: { id: t.arg.id({ required: true }), newIndex: t.arg.int({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.dashboard.move(actor, String(args.id), { newIndex: args.newIndex }),
  }),
  setDashboardSectionOrder: t.field({
    type: [DashboardItemType],
    description: 'Puts a whole section in the given sequence, naming each of its items once (admin).',
    args: { schoolId: t.arg.id({ required: true }), component: t.arg({ type: DashboardComponentEnum, required: true }), ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, { services, actor }) =>
      services.dashboard.setSequence(actor, String(args.schoolId), { component: args.component, ids: args.ids.map(String) }),
  }),
  deleteDashboardItem: t.boolean({
    description: 'Deletes a file, link or contact and closes the gap in its section (admin; not for items from a TPA).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.dashboard.remove(actor, String(args.id)),
  }),
}));

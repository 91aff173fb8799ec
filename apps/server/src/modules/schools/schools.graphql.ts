import { builder } from '../../graphql/builder.ts';
import { SortDirectionEnum, UsStateEnum, usStateOf } from '../../graphql/enums.ts';
import { pageType } from '../../graphql/pagination.ts';
import { withoutNulls } from '../../graphql/without-nulls.ts';
import type { SchoolListRow, SchoolOption, SchoolRow, SchoolTpaRow } from './schools.repo.ts';

const SchoolOptionType = builder.objectRef<SchoolOption>('SchoolOption').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), is_active: t.exposeBoolean('is_active') }),
});

const SchoolType = builder.objectRef<SchoolRow>('School').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    address_1: t.exposeString('address_1', { nullable: true }),
    address_2: t.exposeString('address_2', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.field({ type: UsStateEnum, nullable: true, resolve: (row) => usStateOf(row.state) }),
    postal_code: t.exposeString('postal_code', { nullable: true }),
    contact_name: t.exposeString('contact_name', { nullable: true }),
    contact_email_address: t.exposeString('contact_email_address', { nullable: true }),
    contact_phone: t.exposeString('contact_phone', { nullable: true }),
    is_active: t.exposeBoolean('is_active'),
    coverage_start_date: t.exposeString('coverage_start_date', { nullable: true }),
    sales_rep_id: t.exposeID('sales_rep_id', { nullable: true }),
    allow_piv: t.exposeBoolean('allow_piv'),
    allow_students_import: t.exposeBoolean('allow_students_import'),
    show_verification_status: t.exposeBoolean('show_verification_status'),
    parent_part_online: t.exposeBoolean('parent_part_online', { description: "Each new claim waits for the parent's part, completed online by link, before it goes to the TPA." }),
    parent_link_days: t.exposeInt('parent_link_days', { description: "How many days the parent's link works." }),
    insurance_confirm_days: t.exposeInt('insurance_confirm_days', {
      nullable: true,
      description: "A claim using insurance a guardian gave before the season, signed longer ago than this many days, asks the parent to confirm it by the claim's link without waiting; null never asks.",
    }),
    retention_years: t.exposeInt('retention_years', { nullable: true, description: 'Closed claims older than this many years are deleted for good (ADR 042); null keeps them.' }),
    sso_google_domains: t.exposeStringList('sso_google_domains', { description: "Google Workspace domains (the `hd` claim) whose accounts may sign in as this school's users." }),
    sso_microsoft_tenants: t.exposeStringList('sso_microsoft_tenants', { description: "Microsoft Entra tenant ids (the `tid` claim) whose accounts may sign in as this school's users." }),
    password_sign_in: t.exposeBoolean('password_sign_in', { description: "Whether this school's users may still sign in with a password." }),
    // Notes are the program staff's own; school users never see them.
    first_note: t.string({ nullable: true, resolve: (school, _args, { actor }) => (actor?.role === 'admin' ? school.first_note : null) }),
    logo_file_id: t.exposeID('logo_file_id', { nullable: true }),
    logo_url: t.string({ nullable: true, resolve: (school, _args, { services }) => (school.logo_file_id ? services.files.url(school.logo_file_id) : null) }),
    created_at: t.expose('created_at', { type: 'DateTime' }),
    updated_at: t.expose('updated_at', { type: 'DateTime' }),
  }),
});

const SchoolListItemType = builder.objectRef<SchoolListRow>('SchoolListItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    is_active: t.exposeBoolean('is_active'),
    updated_at: t.expose('updated_at', { type: 'DateTime' }),
    sales_rep_name: t.string({
      nullable: true,
      resolve: (row) => (row.sales_rep_first_name ? `${row.sales_rep_first_name} ${row.sales_rep_last_name ?? ''}`.trim() : null),
    }),
    tpa_codes: t.exposeStringList('tpa_codes'),
    first_note: t.exposeString('first_note', { nullable: true }),
    logo_file_id: t.exposeID('logo_file_id', { nullable: true }),
    logo_url: t.string({ nullable: true, resolve: (row, _args, { services }) => (row.logo_file_id ? services.files.url(row.logo_file_id) : null) }),
  }),
});

const SchoolPage = pageType('SchoolListItem', SchoolListItemType);

const SchoolTpaType = builder.objectRef<SchoolTpaRow>('SchoolTpa').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    school_id: t.exposeID('school_id'),
    third_party_administrator_id: t.exposeID('third_party_administrator_id'),
    tpa_code: t.exposeString('tpa_code'),
    tpa_name: t.exposeString('tpa_name'),
    policy_number: t.exposeString('policy_number', { nullable: true }),
    tpa_identifier: t.exposeString('tpa_identifier', { nullable: true }),
    effective_date: t.exposeString('effective_date', { nullable: true }),
    activities: t.exposeIDList('activities'),
    is_active: t.exposeBoolean('is_active'),
    is_default: t.exposeBoolean('is_default'),
    notice_days: t.exposeInt('notice_days', { nullable: true, description: 'Days from the injury to give written notice; null when the policy sets none (ADR 028).' }),
    treatment_days: t.exposeInt('treatment_days', { nullable: true, description: 'Days from the injury within which treatment must begin.' }),
    filing_days: t.exposeInt('filing_days', { nullable: true, description: 'Days from the injury to file the claim.' }),
    absolute_days: t.exposeInt('absolute_days', { nullable: true, description: 'Days from the injury after which no claim is accepted.' }),
  }),
});

const SchoolNoteType = builder.objectRef<{ id: string; note: string; updated_at: Date }>('SchoolNote').implement({
  fields: (t) => ({ id: t.exposeID('id'), note: t.exposeString('note'), updated_at: t.expose('updated_at', { type: 'DateTime' }) }),
});

const SchoolInput = builder.inputType('SchoolInput', {
  fields: (t) => ({
    is_active: t.boolean(),
    name: t.string(),
    contact_name: t.string(),
    address_1: t.string(),
    address_2: t.string(),
    city: t.string(),
    state: t.field({ type: UsStateEnum }),
    postal_code: t.string(),
    contact_email_address: t.string(),
    contact_phone: t.string(),
    sales_rep_id: t.id(),
    allow_piv: t.boolean(),
    allow_students_import: t.boolean(),
    show_verification_status: t.boolean(),
    parent_part_online: t.boolean(),
    parent_link_days: t.int(),
    insurance_confirm_days: t.int(),
    retention_years: t.int(),
    sso_google_domains: t.stringList(),
    sso_microsoft_tenants: t.stringList(),
    password_sign_in: t.boolean(),
  }),
});

const SchoolTpaLinkInput = builder.inputType('SchoolTpaLinkInput', {
  fields: (t) => ({
    id: t.id(),
    policy_number: t.string(),
    tpa_identifier: t.string(),
    effective_date: t.string(),
    activities: t.idList(),
    is_active: t.boolean(),
    is_default: t.boolean(),
    notice_days: t.int(),
    treatment_days: t.int(),
    filing_days: t.int(),
    absolute_days: t.int(),
  }),
});

const SchoolStatus = builder.enumType('SchoolStatus', { values: ['ACTIVE', 'INACTIVE'] as const });
const SchoolSort = builder.enumType('SchoolSort', { values: ['name', 'sales_rep', 'updated_at'] as const });


builder.queryFields((t) => ({
  activeSchools: t.field({
    type: [SchoolOptionType],
    description: 'Active schools (id, name) sorted by name: all for admins, their own for school users.',
    resolve: (_root, _args, { services, actor }) => services.schools.listActive(actor),
  }),
  schoolOptions: t.field({
    type: [SchoolOptionType],
    description: 'Every school not deleted (id, name, is_active) sorted by name, inactive ones too (admin): the global claims filter.',
    resolve: (_root, _args, { services, actor }) => services.schools.listOptions(actor),
  }),
  schools: t.field({
    type: SchoolPage,
    description: 'Schools not deleted (admin): name contains, sales rep, TPA and status filters; sorted; paged 25/50/100.',
    args: {
      name: t.arg.string(),
      salesRepId: t.arg.id(),
      tpaId: t.arg.id(),
      status: t.arg({ type: SchoolStatus }),
      sort: t.arg({ type: SchoolSort }),
      direction: t.arg({ type: SortDirectionEnum }),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, { services, actor }) => services.schools.list(actor, withoutNulls(args)),
  }),
  school: t.field({
    type: SchoolType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.schools.get(actor, String(args.id)),
  }),
  schoolTpas: t.field({
    type: [SchoolTpaType],
    description: "A school's TPA links with their TPA code and name; activeOnly for the claim wizard.",
    args: { schoolId: t.arg.id({ required: true }), activeOnly: t.arg.boolean() },
    resolve: (_root, args, { services, actor }) =>
      services.schools.listTpas(actor, String(args.schoolId), { activeOnly: args.activeOnly ?? false }),
  }),
}));

builder.mutationFields((t) => ({
  createSchool: t.field({
    type: SchoolType,
    args: { input: t.arg({ type: SchoolInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.schools.create(actor, args.input),
  }),
  updateSchool: t.field({
    type: SchoolType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SchoolInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.schools.update(actor, String(args.id), args.input),
  }),
  deleteSchool: t.boolean({
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.schools.remove(actor, String(args.id)),
  }),
  saveSchoolNote: t.field({
    type: SchoolNoteType,
    args: { schoolId: t.arg.id({ required: true }), note: t.arg.string({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.schools.saveNote(actor, String(args.schoolId), { note: args.note }),
  }),
  addSchoolTpa: t.field({
    type: [SchoolTpaType],
    args: { schoolId: t.arg.id({ required: true }), tpaId: t.arg.id() },
    resolve: (_root, args, { services, actor }) =>
      services.schools.addTpa(actor, String(args.schoolId), { third_party_administrator_id: args.tpaId ?? null }),
  }),
  updateSchoolTpas: t.field({
    type: [SchoolTpaType],
    args: { schoolId: t.arg.id({ required: true }), links: t.arg({ type: [SchoolTpaLinkInput], required: true }) },
    resolve: (_root, args, { services, actor }) =>
      services.schools.updateTpas(actor, String(args.schoolId), { links: args.links }),
  }),
  deleteSchoolTpa: t.field({
    type: [SchoolTpaType],
    args: { schoolId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.schools.removeTpa(actor, String(args.schoolId), String(args.id)),
  }),
}));

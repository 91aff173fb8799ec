import { countryFromApi, countryToApi, type CountryApiName } from '@claims/shared';
import { builder } from '../../graphql/builder.ts';
import { CountryEnum, GenderEnum, ProviderStatusEnum, providerStatusOf, SortDirectionEnum } from '../../graphql/enums.ts';
import { pageType } from '../../graphql/pagination.ts';
import { ParentInfoType } from '../../graphql/people.ts';
import { withoutNulls } from '../../graphql/without-nulls.ts';
import type { StudentProviderRow, StudentRow, VerificationRequestRow } from './students.repo.ts';
import type { StudentsService } from './students.service.ts';

type StudentDetail = Awaited<ReturnType<StudentsService['get']>>;

// The fields every student shape shares; list rows and the full student both implement it.
const StudentFieldsRef = builder.interfaceRef<StudentRow>('StudentFields').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    school_id: t.exposeID('school_id'),
    academic_id: t.exposeString('academic_id', { nullable: true }),
    first_name: t.exposeString('first_name'),
    last_name: t.exposeString('last_name'),
    gender: t.expose('gender', { type: GenderEnum }),
    date_of_birth: t.exposeString('date_of_birth', { nullable: true }),
    email_address: t.exposeString('email_address', { nullable: true }),
    primary_phone: t.exposeString('primary_phone', { nullable: true }),
    address_1: t.exposeString('address_1'),
    address_2: t.exposeString('address_2', { nullable: true }),
    city: t.exposeString('city'),
    state_prov: t.exposeString('state_prov', { nullable: true }),
    country: t.field({ type: CountryEnum, resolve: (student) => countryToApi(student.country) }),
    postal_code: t.exposeString('postal_code'),
    parents_info: t.field({ type: ParentInfoType, nullable: true, resolve: (student) => student.parents_info }),
    updated_at: t.expose('updated_at', { type: 'DateTime' }),
  }),
});

const StudentListItemType = builder.objectRef<StudentRow>('StudentListItem').implement({ interfaces: [StudentFieldsRef], fields: () => ({}) });
const StudentPage = pageType('StudentListItem', StudentListItemType);

const StudentProviderType = builder.objectRef<StudentProviderRow>('StudentProvider').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    insurance_provider_id: t.exposeID('insurance_provider_id', { nullable: true }),
    is_other_provider: t.exposeBoolean('is_other_provider'),
    provider_name: t.exposeString('provider_name', { nullable: true }),
    name: t.exposeString('name', { nullable: true, description: "The company's name, or the typed name of an Other provider." }),
    insurance_member_id: t.exposeString('insurance_member_id', { nullable: true }),
    insurance_group_id: t.exposeString('insurance_group_id', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    status: t.field({
      type: ProviderStatusEnum,
      nullable: true,
      description: 'Null when not verified, or when the school does not show verification status.',
      resolve: (provider) => providerStatusOf(provider.status),
    }),
    primary: t.boolean({ resolve: (provider) => provider.primary === true }),
    verified_at: t.expose('verified_at', { type: 'DateTime', nullable: true }),
    updated_at: t.expose('updated_at', { type: 'DateTime' }),
  }),
});

export const StudentType = builder.objectRef<StudentDetail>('Student').implement({
  interfaces: [StudentFieldsRef],
  fields: (t) => ({
    providers: t.field({ type: [StudentProviderType], description: 'Primary first, then the most recently changed.', resolve: (student) => student.providers }),
    show_verification_status: t.exposeBoolean('show_verification_status'),
    can_verify: t.exposeBoolean('can_verify', { description: 'Whether the signed-in user may request primary insurance verification.' }),
  }),
});

const VerificationRequestType = builder.objectRef<VerificationRequestRow>('VerificationRequest').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The student provider (insurance entry) to verify.' }),
    student_id: t.exposeID('student_id'),
    school_id: t.exposeID('school_id'),
    school_name: t.exposeString('school_name'),
    student_first_name: t.exposeString('student_first_name'),
    student_last_name: t.exposeString('student_last_name'),
    date_of_birth: t.exposeString('date_of_birth', { nullable: true }),
    provider_name: t.exposeString('provider_name', { nullable: true }),
    insurance_member_id: t.exposeString('insurance_member_id', { nullable: true }),
    insurance_group_id: t.exposeString('insurance_group_id', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    requested_at: t.expose('requested_at', { type: 'DateTime', nullable: true }),
    requested_by: t.string({ nullable: true, resolve: (row) => (row.requested_by_first_name ? `${row.requested_by_first_name} ${row.requested_by_last_name ?? ''}`.trim() : null) }),
  }),
});
const VerificationRequestPage = pageType('VerificationRequest', VerificationRequestType);

const StudentSort = builder.enumType('StudentSort', { values: ['last_name', 'first_name', 'academic_id', 'date_of_birth'] as const });
const VerificationResult = builder.enumType('VerificationResult', { values: ['VERIFIED', 'POLICY_NOT_ACTIVE', 'NO_INSURANCE'] as const });

builder.queryFields((t) => ({
  students: t.field({
    type: StudentPage,
    description: "A school's students (not deleted): name and academic id contain (any case), sorted (default last then first name), paged 25/50/100.",
    args: {
      schoolId: t.arg.id({ required: true }),
      name: t.arg.string(),
      academicId: t.arg.string(),
      sort: t.arg({ type: StudentSort }),
      direction: t.arg({ type: SortDirectionEnum }),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, { services, actor }) => services.students.list(actor, withoutNulls(args)),
  }),
  student: t.field({
    type: StudentType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.students.get(actor, String(args.id)),
  }),
  verificationQueue: t.field({
    type: VerificationRequestPage,
    description: 'Primary insurance verification requests waiting for program staff (admin), oldest first.',
    args: { offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, { services, actor }) => services.students.verificationQueue(actor, withoutNulls(args)),
  }),
}));

// The student page's form under the stored names (ADR 015). Its fields are optional here so that a missing
// or bad value comes back with its own error key from the shared schemas rather than as a GraphQL error.
const StudentInput = builder.inputType('StudentInput', {
  fields: (t) => ({
    first_name: t.string(),
    last_name: t.string(),
    academic_id: t.string(),
    date_of_birth: t.string({ description: 'YYYY-MM-DD, not after today.' }),
    gender: t.field({ type: GenderEnum }),
    address_1: t.string(),
    address_2: t.string(),
    city: t.string(),
    state_prov: t.string({ description: "The full name of a state of the country (a province for Canada), as stored." }),
    postal_code: t.string(),
    country: t.field({ type: CountryEnum, description: 'UNITED_STATES when not given.' }),
    email_address: t.string(),
    primary_phone: t.string(),
  }),
});

const ParentInfoInput = builder.inputType('ParentInfoInput', {
  fields: (t) => ({
    first_name: t.string(),
    last_name: t.string(),
    address_1: t.string(),
    address_2: t.string(),
    city: t.string(),
    state_prov: t.string({ description: 'As the student\'s, but optional.' }),
    postal_code: t.string(),
    country: t.field({ type: CountryEnum }),
    employer_name: t.string(),
    employer_phone: t.string(),
    email: t.string(),
    phone: t.string(),
    language: t.string({ description: 'en or es.' }),
  }),
});

const StudentProviderInput = builder.inputType('StudentProviderInput', {
  fields: (t) => ({
    id: t.id({ description: 'The saved entry this one edits; none for a new entry.' }),
    insurance_provider_id: t.id({ description: 'The insurance company; none for Other.' }),
    is_other_provider: t.boolean(),
    provider_name: t.string({ description: "Other's name." }),
    insurance_member_id: t.string(),
    insurance_group_id: t.string(),
    phone: t.string(),
    primary: t.boolean({ description: 'The one primary entry; the first when none is marked.' }),
  }),
});

const StudentPageInput = builder.inputType('StudentPageInput', {
  fields: (t) => ({
    student: t.field({ type: StudentInput, required: true }),
    parent: t.field({ type: ParentInfoInput, description: 'None, or every field empty, stores no parent.' }),
    providers: t.field({ type: [StudentProviderInput], description: 'Entries without a company are not saved.' }),
  }),
});

// The API names a country (UNITED_STATES); the service, as the rows, keeps its name ('United States').
const storedCountry = <T extends { country?: CountryApiName | null }>(fields: T) => ({ ...fields, country: fields.country ? countryFromApi(fields.country) : fields.country });
const withStoredCountries = (input: typeof StudentPageInput.$inferInput) => ({
  ...input,
  student: storedCountry(input.student),
  parent: input.parent ? storedCountry(input.parent) : input.parent,
});

builder.mutationFields((t) => ({
  createStudent: t.field({
    type: StudentType,
    description: 'Saves the student, the parent and the insurance entries in one transaction; field errors come back under their input paths (student.first_name, providers.0.insurance_member_id).',
    args: { schoolId: t.arg.id({ required: true }), input: t.arg({ type: StudentPageInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.students.create(actor, String(args.schoolId), withStoredCountries(args.input)),
  }),
  updateStudent: t.field({
    type: StudentType,
    description: 'As createStudent; a changed insurer or member id resets an entry\'s verification status, and entries left out are deleted.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: StudentPageInput, required: true }) },
    resolve: (_root, args, { services, actor }) => services.students.update(actor, String(args.id), withStoredCountries(args.input)),
  }),
  deleteStudentProvider: t.boolean({
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { services, actor }) => services.students.deleteProvider(actor, String(args.id)),
  }),
  resetStudents: t.int({
    description: "Soft-deletes every student of the school and their insurance entries; confirmation must be 'Delete Students'.",
    args: { schoolId: t.arg.id({ required: true }), confirmation: t.arg.string() },
    resolve: (_root, args, { services, actor }) => services.students.reset(actor, String(args.schoolId), { confirmation: args.confirmation }),
  }),
  resolveVerification: t.boolean({
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: VerificationResult, required: true }) },
    resolve: (_root, args, { services, actor }) => services.students.resolveVerification(actor, String(args.id), args.status),
  }),
}));

import { z } from 'zod';
import { parseDisplayDate, isFutureDate } from './dates.ts';
import type { ErrorKey } from './errors.ts';
import {
  CROSS_FIELD_CHECK,
  isBlank,
  optionalEmail,
  optionalId,
  optionalText,
  requiredPastDate,
  requiredText,
  sameId,
} from './fields.ts';
import { INVALID_VALUE_ERROR } from './errors.ts';
import { choiceLabel, DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Choice, type Language, type Translated } from './languages.ts';
import {
  CANADIAN_PROVINCES,
  COUNTRIES,
  countryFromApi,
  isUsStateCode,
  provinceCode,
  provinceLabel,
  US_STATES,
  usStateCode,
  usStateLabel,
} from './geo.ts';
import type { Country, CountryApiName } from './geo.ts';
import { LIMITS } from './limits.ts';

// The student page, the wizard's address and parent modals and the claim payload hold a student, an
// address and a parent under the stored snake_case names and values (ADR 015): the schemas below check
// and tidy them (trimmed, blanks as null), and nothing renames them between the screen and the database.

// ---------- gender ----------

// X is stored for neutral and for a student without a gender (CSV imports).
export const GENDER_OPTIONS = [
  { value: 'F', label: { en: 'Female', es: 'Femenino' } },
  { value: 'M', label: { en: 'Male', es: 'Masculino' } },
  { value: 'X', label: { en: 'Neutral', es: 'Neutro' } },
] as const satisfies readonly Choice[];
export const GENDERS = GENDER_OPTIONS.map((option) => option.value);
export type Gender = (typeof GENDERS)[number];

export const genderLabel = (gender: string | null | undefined, language: Language = DEFAULT_LANGUAGE): string =>
  choiceLabel(GENDER_OPTIONS, gender, language) ?? '';

// A new student's gender starts unset (null) so the choice is deliberate; the identity preprocess only
// widens the input type to allow that.
export const genderSchema = z.preprocess(
  (value: Gender | null | undefined) => value,
  z.enum(GENDERS, { error: 'GENDER_REQUIRED' }),
);

// ---------- address: a US state or a Canadian province by its full name ----------

// The state or province names the select offers for a country, as state_prov stores them.
export const regionNames = (country: Country | null | undefined): readonly string[] =>
  (country === 'Canada' ? CANADIAN_PROVINCES : US_STATES).map((region) => region.label);

// A stored state_prov (a name, or a code in older rows) as the select's name, or null when unknown.
const regionName = (country: Country | null | undefined, value: string | null | undefined): string | null =>
  country === 'Canada' ? provinceLabel(provinceCode(value)) : usStateLabel(usStateCode(value));

// Adds STATE_REQUIRED / PROVINCE_REQUIRED (when `required`) or STATE_INVALID / PROVINCE_INVALID (a name
// that is not one of the country's) on state_prov.
function checkRegion(value: { country?: unknown; state_prov?: unknown }, ctx: z.RefinementCtx, required: boolean): void {
  const canadian = value.country === 'Canada';
  const raw = value.state_prov;
  if (typeof raw === 'string' && regionNames(canadian ? 'Canada' : 'United States').includes(raw)) return;
  // an unknown name can only come from a stale value or a hand-made request; the select offers names only
  const requiredKey: ErrorKey = canadian ? 'PROVINCE_REQUIRED' : 'STATE_REQUIRED';
  const invalidKey: ErrorKey = canadian ? 'PROVINCE_INVALID' : 'STATE_INVALID';
  if (isBlank(raw)) {
    if (required) ctx.addIssue({ code: 'custom', path: ['state_prov'], message: requiredKey });
    return;
  }
  ctx.addIssue({ code: 'custom', path: ['state_prov'], message: required ? requiredKey : invalidKey });
}

const blankAsNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value === '' ? null : value);
const optionalValue = (max: number, maxKey: ErrorKey) => optionalText(max, maxKey).transform(blankAsNull);

const countrySchema = z.enum(COUNTRIES, INVALID_VALUE_ERROR).nullish().transform((country): Country => country ?? 'United States');

const requiredAddressFields = {
  address_1: requiredText(LIMITS.ADDRESS_MAX, 'ADDRESS_1_REQUIRED', 'ADDRESS_1_INVALID'),
  address_2: optionalValue(LIMITS.ADDRESS_MAX, 'ADDRESS_2_INVALID'),
  city: requiredText(LIMITS.CITY_MAX, 'CITY_REQUIRED', 'CITY_INVALID'),
  state_prov: z.string(INVALID_VALUE_ERROR).trim().nullish().transform(blankAsNull),
  postal_code: requiredText(LIMITS.ZIP_MAX, 'ZIP_REQUIRED', 'ZIP_INVALID'),
  country: countrySchema,
};

// A student's address (the student page, the wizard's address modal, the claim's student_address).
export const studentAddressSchema = z
  .object(requiredAddressFields, INVALID_VALUE_ERROR)
  .superRefine((value, ctx) => checkRegion(value, ctx, true), CROSS_FIELD_CHECK);

// The address form before validation.
export type AddressValues = z.input<typeof studentAddressSchema>;

// An address as the API answers it (the country by its enum name, ADR 014), as the address form holds it.
type AddressApi = {
  address_1?: string | null;
  address_2?: string | null;
  city?: string | null;
  state_prov?: string | null;
  postal_code?: string | null;
  country?: CountryApiName | null;
};

// An address nobody filled in yet (a new student's, a new parent's).
export const EMPTY_ADDRESS = {
  address_1: '',
  address_2: '',
  city: '',
  state_prov: null,
  postal_code: '',
  country: 'United States',
} as const satisfies AddressValues;

export function addressFromApi(api: AddressApi): AddressValues {
  const country = api.country ? countryFromApi(api.country) : 'United States';
  return {
    address_1: api.address_1 ?? '',
    address_2: api.address_2 ?? '',
    city: api.city ?? '',
    state_prov: regionName(country, api.state_prov),
    postal_code: api.postal_code ?? '',
    country,
  };
}

// ---------- student form ----------

export const studentFormSchema = z
  .object({
    first_name: requiredText(LIMITS.PERSON_NAME_MAX, 'FIRST_NAME_REQUIRED', 'FIRST_NAME_MAX'),
    last_name: requiredText(LIMITS.PERSON_NAME_MAX, 'LAST_NAME_REQUIRED', 'LAST_NAME_MAX'),
    academic_id: optionalValue(LIMITS.ACADEMIC_ID_MAX, 'ACADEMIC_ID_INVALID'),
    // YYYY-MM-DD (typed MM/DD/YYYY); not after today (FUTURE_DATE)
    date_of_birth: requiredPastDate('DOB_REQUIRED'),
    gender: genderSchema,
    ...requiredAddressFields,
    email_address: optionalEmail({ invalid: 'INVALID_EMAIL', max: 'EMAIL_MAX' }, LIMITS.EMAIL_MAX).transform(blankAsNull),
    primary_phone: optionalValue(LIMITS.PHONE_MAX, 'PHONE_INVALID'),
  }, INVALID_VALUE_ERROR)
  .superRefine((value, ctx) => checkRegion(value, ctx, true), CROSS_FIELD_CHECK);

export type StudentForm = z.output<typeof studentFormSchema>;

// The student form before validation: the gender is null until chosen.
export type StudentFormValues = z.input<typeof studentFormSchema>;

type StudentApi = AddressApi & {
  first_name?: string | null;
  last_name?: string | null;
  academic_id?: string | null;
  gender?: string | null;
  date_of_birth?: string | null;
  email_address?: string | null;
  primary_phone?: string | null;
};

const isGender = (value: unknown): value is Gender => (GENDERS as readonly unknown[]).includes(value);

// A stored student as the form edits it.
export function studentFormFromApi(api: StudentApi): StudentFormValues {
  return {
    first_name: api.first_name ?? '',
    last_name: api.last_name ?? '',
    academic_id: api.academic_id ?? '',
    date_of_birth: api.date_of_birth ?? '',
    gender: isGender(api.gender) ? api.gender : 'X',
    email_address: api.email_address ?? '',
    primary_phone: api.primary_phone ?? '',
    ...addressFromApi(api),
  };
}

// ---------- parent / guardian info ----------
// Keys the spec does not name, reused from the student form: FIRST_NAME_MAX, LAST_NAME_MAX,
// ADDRESS_1_INVALID, ADDRESS_2_INVALID, CITY_INVALID, ZIP_INVALID, PHONE_INVALID (employer phone),
// STATE_INVALID / PROVINCE_INVALID (a state or province that is not the country's).

// students.parents_info, the wizard's parent modal and the claim payload's parent_info. Every field is
// optional, the country defaults to the United States.
export const parentInfoSchema = z
  .object({
    first_name: optionalValue(LIMITS.PERSON_NAME_MAX, 'FIRST_NAME_MAX'),
    last_name: optionalValue(LIMITS.PERSON_NAME_MAX, 'LAST_NAME_MAX'),
    address_1: optionalValue(LIMITS.ADDRESS_MAX, 'ADDRESS_1_INVALID'),
    address_2: optionalValue(LIMITS.ADDRESS_MAX, 'ADDRESS_2_INVALID'),
    city: optionalValue(LIMITS.CITY_MAX, 'CITY_INVALID'),
    state_prov: z.string(INVALID_VALUE_ERROR).trim().nullish().transform(blankAsNull),
    postal_code: optionalValue(LIMITS.ZIP_MAX, 'ZIP_INVALID'),
    country: countrySchema,
    employer_name: optionalValue(LIMITS.EMPLOYER_NAME_MAX, 'EMPLOYER_NAME_MAX'),
    employer_phone: optionalValue(LIMITS.PHONE_MAX, 'PHONE_INVALID'),
    // Where the parent's part of a claim is sent, and in which language (issue 17).
    email: optionalEmail({ invalid: 'EMAIL_INVALID', max: 'EMAIL_MAX' }, LIMITS.EMAIL_MAX).transform(blankAsNull),
    phone: optionalValue(LIMITS.PHONE_MAX, 'PHONE_INVALID'),
    language: z.enum(LANGUAGES, INVALID_VALUE_ERROR).nullish().transform((value) => value ?? null),
  }, INVALID_VALUE_ERROR)
  .superRefine((value, ctx) => checkRegion(value, ctx, false), CROSS_FIELD_CHECK);

export type ParentInfo = z.output<typeof parentInfoSchema>;
// students.parents_info and claims.parent_info as stored: older rows may lack fields or the country.
export type ParentInfoWire = { [K in keyof ParentInfo]?: ParentInfo[K] | null };

// The parent form before validation.
export type ParentInfoValues = z.input<typeof parentInfoSchema>;

// A parent record with nothing filled in is the same as none (the country or language alone says nothing).
export function hasParentInfo<T extends Partial<Record<keyof ParentInfo, string | null | undefined>>>(parent: T | null | undefined): parent is T {
  return Boolean(parent) && Object.entries(parent ?? {}).some(([field, value]) => field !== 'country' && field !== 'language' && typeof value === 'string' && value.trim() !== '');
}

// A parent as stored: null when every field is empty, so "no parent info" is stored as none.
export const parentInfoOrNull = (parent: ParentInfo | null | undefined): ParentInfo | null => (hasParentInfo(parent) ? parent : null);

export type ParentInfoApi = AddressApi & {
  first_name?: string | null;
  last_name?: string | null;
  employer_name?: string | null;
  employer_phone?: string | null;
  email?: string | null;
  phone?: string | null;
  // the API's text: a stored value outside the list reads as none
  language?: string | null;
};

export function parentInfoFromApi(api: ParentInfoApi | null | undefined): ParentInfoValues | null {
  if (!api) return null;
  return {
    first_name: api.first_name ?? '',
    last_name: api.last_name ?? '',
    employer_name: api.employer_name ?? '',
    employer_phone: api.employer_phone ?? '',
    email: api.email ?? '',
    phone: api.phone ?? '',
    language: isLanguage(api.language) ? api.language : null,
    ...addressFromApi(api),
  };
}

export const EMPTY_PARENT_INFO: ParentInfoValues = {
  first_name: '',
  last_name: '',
  ...EMPTY_ADDRESS,
  employer_name: '',
  employer_phone: '',
  email: '',
  phone: '',
  language: null,
};

// ---------- insurance entries ----------
// An entry holds the stored students_providers names: the company select sets insurance_provider_id and
// is_other_provider together (Other has its own choice and a free-text provider_name).

export const OTHER_INSURANCE_VALUE = 'OTHER';
export const OTHER_INSURANCE_OPTION = { value: OTHER_INSURANCE_VALUE, label: { en: 'Other', es: 'Otra' } } as const satisfies Choice;

type CompanyFields = { insurance_provider_id?: string | null | undefined; is_other_provider?: boolean | null | undefined };

// The company select's value for an entry: the company's id, Other, or nothing chosen.
export const companyChoiceOf = (entry: CompanyFields | null | undefined): string | null =>
  entry?.is_other_provider ? OTHER_INSURANCE_VALUE : (entry?.insurance_provider_id ?? null);

// The entry's company fields for a choice of the select.
export const companyFieldsOf = (choice: string | null) => ({
  insurance_provider_id: choice && choice !== OTHER_INSURANCE_VALUE ? choice : null,
  is_other_provider: choice === OTHER_INSURANCE_VALUE,
});

// An entry with a company chosen (the student form saves only those).
export const hasInsuranceCompany = (entry: CompanyFields) => entry.is_other_provider === true || !isBlank(entry.insurance_provider_id);

const insuranceEntryFields = {
  // students_providers id once saved
  id: optionalId(),
  // the company's uuid; null for Other
  insurance_provider_id: optionalId(),
  is_other_provider: z.boolean(INVALID_VALUE_ERROR).nullish().transform((other) => other === true),
  provider_name: optionalValue(LIMITS.PROVIDER_NAME_MAX, 'INSURANCE_NAME_MAX'),
  insurance_member_id: optionalValue(LIMITS.MEMBER_ID_MAX, 'INSURANCE_MEMBER_ID_MAX'),
  insurance_group_id: optionalValue(LIMITS.GROUP_ID_MAX, 'INSURANCE_GROUP_ID_MAX'),
  phone: optionalValue(LIMITS.PHONE_MAX, 'PHONE_INVALID'),
};

// INSURANCE_COMPANY_REQUIRED where a company must be chosen; PROVIDER_NAME_REQUIRED for Other.
const checkCompany = (required: boolean) => (value: CompanyFields & { provider_name?: unknown }, ctx: z.RefinementCtx) => {
  if (required && !hasInsuranceCompany(value)) ctx.addIssue({ code: 'custom', path: ['insurance_provider_id'], message: 'INSURANCE_COMPANY_REQUIRED' });
  if (value.is_other_provider && isBlank(value.provider_name)) ctx.addIssue({ code: 'custom', path: ['provider_name'], message: 'PROVIDER_NAME_REQUIRED' });
};

// As stored: Other carries a provider name and no company id, a company no provider name.
const tidyCompany = <T extends { insurance_provider_id?: string | null; is_other_provider: boolean; provider_name: string | null }>(entry: T): T => ({
  ...entry,
  insurance_provider_id: entry.is_other_provider ? null : (entry.insurance_provider_id ?? null),
  provider_name: entry.is_other_provider ? entry.provider_name : null,
});

// A claim's insurance entry (the payload's students_providers). The company may be left out of an entry
// that names a saved provider by id: the server takes it from there, and requires one otherwise.
export const claimProviderSchema = z
  .object(insuranceEntryFields, INVALID_VALUE_ERROR)
  .superRefine(checkCompany(false), CROSS_FIELD_CHECK)
  .transform(tidyCompany);

// The wizard's insurance step: the claim's entry, and the chosen company's address shown beside it
// (SPEC §5: choosing a company fills it in; it is not sent).
export const wizardInsuranceEntrySchema = z
  .object({
    ...insuranceEntryFields,
    address_1: optionalValue(LIMITS.ADDRESS_MAX, 'ADDRESS_1_INVALID'),
    address_2: optionalValue(LIMITS.ADDRESS_MAX, 'ADDRESS_2_INVALID'),
    city: optionalValue(LIMITS.CITY_MAX, 'CITY_INVALID'),
    // the company's state may be a code or a name, so it is free text
    state: z.string(INVALID_VALUE_ERROR).trim().nullish(),
    postal_code: optionalValue(LIMITS.ZIP_MAX, 'ZIP_INVALID'),
  }, INVALID_VALUE_ERROR)
  .superRefine(checkCompany(true), CROSS_FIELD_CHECK)
  .transform(tidyCompany);
export type WizardInsuranceEntryValues = z.input<typeof wizardInsuranceEntrySchema>;

// Student form providers: the company is optional and entries without one are not saved.
export const studentInsuranceEntrySchema = z
  .object({
    ...insuranceEntryFields,
    primary: z.boolean(INVALID_VALUE_ERROR).nullish(),
  }, INVALID_VALUE_ERROR)
  .superRefine(checkCompany(false), CROSS_FIELD_CHECK)
  .transform(tidyCompany);
export type StudentInsuranceEntry = z.output<typeof studentInsuranceEntrySchema>;
export type StudentInsuranceEntryValues = z.input<typeof studentInsuranceEntrySchema>;

export const studentProvidersSchema = z.array(studentInsuranceEntrySchema, INVALID_VALUE_ERROR);

// A saved provider (the student's or a claim's) as an entry; Other shows its stored name.
type ProviderApi = {
  id: string;
  insurance_provider_id?: string | null;
  is_other_provider?: boolean | null;
  provider_name?: string | null;
  name?: string | null;
  insurance_member_id?: string | null;
  insurance_group_id?: string | null;
  phone?: string | null;
};

export const insuranceEntryFromApi = (provider: ProviderApi) => ({
  id: provider.id,
  insurance_provider_id: provider.is_other_provider ? null : (provider.insurance_provider_id ?? null),
  is_other_provider: provider.is_other_provider === true,
  provider_name: provider.is_other_provider ? (provider.provider_name ?? provider.name ?? '') : '',
  insurance_member_id: provider.insurance_member_id ?? '',
  insurance_group_id: provider.insurance_group_id ?? '',
  phone: provider.phone ?? '',
});

// ---------- provider verification status ----------

export const PROVIDER_STATUSES = ['VERIFIED', 'POLICY_NOT_ACTIVE', 'NO_INSURANCE', 'QUEUED'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

const PROVIDER_STATUS_LABELS: Record<ProviderStatus | 'NOT_VERIFIED' | 'NEEDS_AUDIT', Translated> = {
  VERIFIED: { en: 'Verified', es: 'Verificado' },
  POLICY_NOT_ACTIVE: { en: 'Not Active', es: 'Póliza no activa' },
  NO_INSURANCE: { en: 'No Insurance', es: 'Sin seguro' },
  QUEUED: { en: 'Queued', es: 'En espera de verificación' },
  NOT_VERIFIED: { en: 'Not Verified', es: 'No verificado' },
  NEEDS_AUDIT: { en: 'Needs Audit', es: 'Requiere revisión' },
};

export function isProviderStatus(value: unknown): value is ProviderStatus {
  return typeof value === 'string' && (PROVIDER_STATUSES as readonly string[]).includes(value);
}

// null means never verified; any value outside the known list needs a human look.
export function providerStatusLabel(status: string | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  if (status === null || status === undefined) return PROVIDER_STATUS_LABELS.NOT_VERIFIED[language];
  return PROVIDER_STATUS_LABELS[isProviderStatus(status) ? status : 'NEEDS_AUDIT'][language];
}

export type ProviderIdentity = {
  insurance_provider_id?: string | null | undefined;
  is_other_provider?: boolean | null | undefined;
  insurance_member_id?: string | null | undefined;
};

const sameText = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim() === (b ?? '').trim();

// A verification only vouches for the insurer and member id it checked: changing either (or switching
// to/from Other) drops the status back to null; anything else (phone, group id) keeps it. Insurer ids
// compare trimmed and case-insensitively (uuids). A new provider (no stored record) starts unverified.
export function providerStatusAfterEdit(
  stored: (ProviderIdentity & { status?: string | null | undefined }) | null | undefined,
  edited: ProviderIdentity,
): string | null {
  if (!stored) return null;
  const changed =
    !sameText(stored.insurance_member_id, edited.insurance_member_id) ||
    Boolean(stored.is_other_provider) !== Boolean(edited.is_other_provider) ||
    !sameId(stored.insurance_provider_id, edited.insurance_provider_id);
  return changed ? null : (stored.status ?? null);
}

// ---------- reset students ----------

export const RESET_STUDENTS_CONFIRMATION = 'Delete Students';

export const resetStudentsSchema = z.object({
  confirmation: z.literal(RESET_STUDENTS_CONFIRMATION, { error: 'RESET_CONFIRMATION_MISMATCH' }),
}, INVALID_VALUE_ERROR);

// ---------- CSV import ----------

// STUDENT_ID is treated as mandatory: it is the academic id that matches rows to existing students.
export const STUDENT_IMPORT_MANDATORY_COLUMNS = [
  'STUDENT_ID',
  'FIRST_NAME',
  'LAST_NAME',
  'GENDER',
  'BIRTHDATE',
  'ADDRESS1',
  'CITY',
  'STATE',
  'POSTAL',
  'INSURANCE_NAME',
  'MEMBER_ID',
  'INS_PHONE',
] as const;

// The spec lists these only as "address2, group, emails, phones, parent fields"; the header names
// below are ours, in the style of the mandatory ones.
export const STUDENT_IMPORT_OPTIONAL_COLUMNS = [
  'ADDRESS2',
  'GROUP_ID',
  'EMAIL',
  'PHONE',
  'PARENT_FIRST_NAME',
  'PARENT_LAST_NAME',
  'PARENT_ADDRESS1',
  'PARENT_ADDRESS2',
  'PARENT_CITY',
  'PARENT_STATE',
  'PARENT_POSTAL',
  'EMPLOYER_NAME',
  'EMPLOYER_PHONE',
] as const;

export type StudentImportMandatoryColumn = (typeof STUDENT_IMPORT_MANDATORY_COLUMNS)[number];
export type StudentImportOptionalColumn = (typeof STUDENT_IMPORT_OPTIONAL_COLUMNS)[number];
export type StudentImportColumn = StudentImportMandatoryColumn | StudentImportOptionalColumn;

const CSV_POSTAL = /^\d{5}(-\d{4})?$/;
const CSV_PHONE = /^\d{3}-\d{3}-\d{4}$/;

export function isCsvGender(value: string): boolean {
  return (GENDERS as readonly string[]).includes(value.trim());
}

// MM/DD/YYYY, a real day, not in the future.
export function isCsvBirthdate(value: string, today?: string): boolean {
  const wire = parseDisplayDate(value);
  return wire !== null && !isFutureDate(wire, today);
}

export function isCsvState(value: string): boolean {
  return isUsStateCode(value.trim());
}

export function isCsvPostal(value: string): boolean {
  return CSV_POSTAL.test(value.trim());
}

export function isCsvPhone(value: string): boolean {
  return CSV_PHONE.test(value.trim());
}

const CSV_FORMAT_CHECKS: Partial<Record<StudentImportColumn, { check: (value: string) => boolean; key: ErrorKey }>> = {
  GENDER: { check: isCsvGender, key: 'CSV_GENDER_INVALID' },
  BIRTHDATE: { check: (value) => isCsvBirthdate(value), key: 'CSV_BIRTHDATE_INVALID' },
  STATE: { check: isCsvState, key: 'CSV_STATE_INVALID' },
  POSTAL: { check: isCsvPostal, key: 'CSV_POSTAL_INVALID' },
  INS_PHONE: { check: isCsvPhone, key: 'CSV_PHONE_INVALID' },
  EMAIL: { check: (value) => z.regexes.email.test(value.trim()), key: 'CSV_EMAIL_INVALID' },
};

// The same column limits as the student form, so an imported row could be saved by hand too.
const CSV_MAX_LENGTHS: Partial<Record<StudentImportColumn, number>> = {
  STUDENT_ID: LIMITS.ACADEMIC_ID_MAX,
  FIRST_NAME: LIMITS.PERSON_NAME_MAX,
  LAST_NAME: LIMITS.PERSON_NAME_MAX,
  ADDRESS1: LIMITS.ADDRESS_MAX,
  ADDRESS2: LIMITS.ADDRESS_MAX,
  CITY: LIMITS.CITY_MAX,
  INSURANCE_NAME: LIMITS.PROVIDER_NAME_MAX,
  MEMBER_ID: LIMITS.MEMBER_ID_MAX,
  GROUP_ID: LIMITS.GROUP_ID_MAX,
  EMAIL: LIMITS.EMAIL_MAX,
  PHONE: LIMITS.PHONE_MAX,
  PARENT_FIRST_NAME: LIMITS.PERSON_NAME_MAX,
  PARENT_LAST_NAME: LIMITS.PERSON_NAME_MAX,
  PARENT_ADDRESS1: LIMITS.ADDRESS_MAX,
  PARENT_ADDRESS2: LIMITS.ADDRESS_MAX,
  PARENT_CITY: LIMITS.CITY_MAX,
  PARENT_POSTAL: LIMITS.ZIP_MAX,
  EMPLOYER_NAME: LIMITS.EMPLOYER_NAME_MAX,
  EMPLOYER_PHONE: LIMITS.PHONE_MAX,
};

const MANDATORY_COLUMNS: ReadonlySet<StudentImportColumn> = new Set(STUDENT_IMPORT_MANDATORY_COLUMNS);
const isMandatoryColumn = (column: StudentImportColumn): boolean => MANDATORY_COLUMNS.has(column);
const IMPORT_COLUMNS: readonly StudentImportColumn[] = [...STUDENT_IMPORT_MANDATORY_COLUMNS, ...STUDENT_IMPORT_OPTIONAL_COLUMNS];

// One cell: CSV_VALUE_REQUIRED for an empty mandatory cell, CSV_VALUE_TOO_LONG, or the column's
// format key; null when the cell is fine (empty optional cells are fine).
export function validateStudentCsvCell(column: StudentImportColumn, value: string | null | undefined): ErrorKey | null {
  const cell = (value ?? '').trim();
  if (cell === '') return isMandatoryColumn(column) ? 'CSV_VALUE_REQUIRED' : null;
  const max = CSV_MAX_LENGTHS[column];
  if (max !== undefined && cell.length > max) return 'CSV_VALUE_TOO_LONG';
  const format = CSV_FORMAT_CHECKS[column];
  if (format && !format.check(cell)) return format.key;
  return null;
}

export type CsvCellError = { column: StudentImportColumn; key: ErrorKey };

export function validateStudentCsvRow(row: Readonly<Record<string, string | null | undefined>>): CsvCellError[] {
  const errors: CsvCellError[] = [];
  for (const column of IMPORT_COLUMNS) {
    const key = validateStudentCsvCell(column, row[column]);
    if (key) errors.push({ column, key });
  }
  return errors;
}

// Mandatory headers absent from the file (header names compared trimmed and upper-cased).
export function missingStudentImportColumns(headers: readonly string[]): StudentImportMandatoryColumn[] {
  const present = new Set(headers.map((header) => header.trim().toUpperCase()));
  return STUDENT_IMPORT_MANDATORY_COLUMNS.filter((column) => !present.has(column));
}

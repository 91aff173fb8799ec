import { z } from 'zod';
import { parseDisplayDate, isFutureDate } from './dates.ts';
import type { ErrorKey } from './errors.ts';
import {
  CROSS_FIELD_CHECK,
  INVALID_VALUE_ERROR,
  isBlank,
  normalizeId,
  optionalEmail,
  optionalId,
  optionalText,
  optionSchema,
  requiredPastDate,
  requiredText,
  sameId,
} from './fields.ts';
import {
  COUNTRIES,
  countryFor,
  isProvinceCode,
  isUsStateCode,
  provinceCode,
  provinceLabel,
  usStateCode,
  usStateLabel,
} from './geo.ts';
import type { Country, CountryApiName } from './geo.ts';
import { LIMITS } from './limits.ts';

// Student form models use the camelCase names of SPEC §3 ("Student form model"); the *ToWire /
// *FromWire helpers map them to the snake_case columns, so web and server agree on one mapping.

// ---------- gender ----------

export const GENDER_OPTIONS = [
  { value: 'F', label: 'Female' },
  { value: 'M', label: 'Male' },
  { value: 'N', label: 'Neutral' },
] as const;
export const GENDERS = ['F', 'M', 'N'] as const;
export type Gender = (typeof GENDERS)[number];
export const WIRE_GENDERS = ['F', 'M', 'X'] as const;
export type WireGender = (typeof WIRE_GENDERS)[number];

// N is stored as X, and a student without a gender is stored as X too.
export function genderToWire(gender: Gender | '' | null | undefined): WireGender {
  return gender === 'F' || gender === 'M' ? gender : 'X';
}

export function genderFromWire(gender: string | null | undefined): Gender | null {
  if (gender === 'F' || gender === 'M') return gender;
  if (gender === 'X') return 'N';
  return null;
}

// A new student's gender starts unset (null) so the choice is deliberate; the identity preprocess only
// widens the input type to allow that.
export const genderSchema = z.preprocess(
  (value: Gender | null | undefined) => value,
  z.enum(GENDERS, { error: 'GENDER_REQUIRED' }),
);

// ---------- address: US state or Canadian province ----------

type RegionFields = {
  canadianAddress?: unknown;
  state?: unknown;
  province?: unknown;
};

// Adds STATE_REQUIRED / PROVINCE_REQUIRED (when `required`) or STATE_INVALID / PROVINCE_INVALID
// (a value that is not a known code). Only the field matching the flag is checked.
function checkRegion(value: RegionFields, ctx: z.RefinementCtx, required: boolean): void {
  const canadian = value.canadianAddress === true;
  const field = canadian ? 'province' : 'state';
  const raw = canadian ? value.province : value.state;
  const isValid = canadian ? isProvinceCode(raw) : isUsStateCode(raw);
  if (isValid) return;
  // an unknown code can only come from a stale value or a hand-made request; the select offers codes only
  const requiredKey: ErrorKey = canadian ? 'PROVINCE_REQUIRED' : 'STATE_REQUIRED';
  const invalidKey: ErrorKey = canadian ? 'PROVINCE_INVALID' : 'STATE_INVALID';
  if (isBlank(raw)) {
    if (required) ctx.addIssue({ code: 'custom', path: [field], message: requiredKey });
    return;
  }
  ctx.addIssue({ code: 'custom', path: [field], message: required ? requiredKey : invalidKey });
}

const regionCode = z.string(INVALID_VALUE_ERROR).trim().nullish();

// ---------- student form ----------

export const studentFormSchema = z
  .object({
    firstName: requiredText(LIMITS.PERSON_NAME_MAX, 'FIRST_NAME_REQUIRED', 'FIRST_NAME_MAX'),
    lastName: requiredText(LIMITS.PERSON_NAME_MAX, 'LAST_NAME_REQUIRED', 'LAST_NAME_MAX'),
    academicId: optionalText(LIMITS.ACADEMIC_ID_MAX, 'ACADEMIC_ID_INVALID'),
    // YYYY-MM-DD (typed MM/DD/YYYY); not after today (FUTURE_DATE)
    dob: requiredPastDate('DOB_REQUIRED'),
    gender: genderSchema,
    address1: requiredText(LIMITS.ADDRESS_MAX, 'ADDRESS_1_REQUIRED', 'ADDRESS_1_INVALID'),
    address2: optionalText(LIMITS.ADDRESS_MAX, 'ADDRESS_2_INVALID'),
    city: requiredText(LIMITS.CITY_MAX, 'CITY_REQUIRED', 'CITY_INVALID'),
    state: regionCode,
    province: regionCode,
    zip: requiredText(LIMITS.ZIP_MAX, 'ZIP_REQUIRED', 'ZIP_INVALID'),
    email: optionalEmail({ invalid: 'INVALID_EMAIL', max: 'EMAIL_MAX' }, LIMITS.EMAIL_MAX),
    phone: optionalText(LIMITS.PHONE_MAX, 'PHONE_INVALID'),
    canadianAddress: z.boolean(INVALID_VALUE_ERROR).default(false),
  }, INVALID_VALUE_ERROR)
  .superRefine((value, ctx) => checkRegion(value, ctx, true), CROSS_FIELD_CHECK);

export type StudentForm = z.output<typeof studentFormSchema>;
export type StudentFormInput = z.input<typeof studentFormSchema>;

export type StudentAddressWire = {
  address_1: string;
  address_2: string | null;
  city: string;
  // the full state or province name, as stored
  state_prov: string | null;
  postal_code: string;
  country: Country;
};

type AddressForm = {
  address1: string;
  address2?: string | null | undefined;
  city: string;
  state?: string | null | undefined;
  province?: string | null | undefined;
  zip: string;
  canadianAddress?: boolean | undefined;
};

const emptyToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

export function regionLabel(form: Pick<AddressForm, 'state' | 'province' | 'canadianAddress'>): string | null {
  return form.canadianAddress ? provinceLabel(form.province) : usStateLabel(form.state);
}

export function studentAddressToWire(form: AddressForm): StudentAddressWire {
  return {
    address_1: form.address1.trim(),
    address_2: emptyToNull(form.address2),
    city: form.city.trim(),
    state_prov: regionLabel(form),
    postal_code: form.zip.trim(),
    country: countryFor(form.canadianAddress),
  };
}

// An address as the API answers it: the country by its enum name (ADR 014).
type AddressWireIn = {
  address_1?: string | null;
  address_2?: string | null;
  city?: string | null;
  state_prov?: string | null;
  postal_code?: string | null;
  country?: CountryApiName | null;
};

export function studentAddressFromWire(wire: AddressWireIn) {
  const canadianAddress = wire.country === 'CANADA';
  return {
    address1: wire.address_1 ?? '',
    address2: wire.address_2 ?? '',
    city: wire.city ?? '',
    state: canadianAddress ? null : usStateCode(wire.state_prov),
    province: canadianAddress ? provinceCode(wire.state_prov) : null,
    zip: wire.postal_code ?? '',
    canadianAddress,
  };
}

export type StudentWire = StudentAddressWire & {
  first_name: string;
  last_name: string;
  academic_id: string | null;
  gender: WireGender;
  date_of_birth: string;
  email_address: string | null;
  primary_phone: string | null;
};

export function studentFormToWire(form: StudentForm): StudentWire {
  return {
    first_name: form.firstName,
    last_name: form.lastName,
    academic_id: emptyToNull(form.academicId),
    gender: genderToWire(form.gender),
    date_of_birth: form.dob,
    email_address: emptyToNull(form.email),
    primary_phone: emptyToNull(form.phone),
    ...studentAddressToWire(form),
  };
}

type StudentWireIn = AddressWireIn & {
  first_name?: string | null;
  last_name?: string | null;
  academic_id?: string | null;
  gender?: string | null;
  date_of_birth?: string | null;
  email_address?: string | null;
  primary_phone?: string | null;
};

// Form values for editing a stored student (before validation, so fields may be empty).
export function studentFormFromWire(wire: StudentWireIn): StudentFormInput {
  return {
    firstName: wire.first_name ?? '',
    lastName: wire.last_name ?? '',
    academicId: wire.academic_id ?? '',
    dob: wire.date_of_birth ?? '',
    gender: genderFromWire(wire.gender) ?? 'N',
    email: wire.email_address ?? '',
    phone: wire.primary_phone ?? '',
    ...studentAddressFromWire(wire),
  };
}

// ---------- parent / guardian info ----------
// Keys the spec does not name, reused from the student form: FIRST_NAME_MAX, LAST_NAME_MAX,
// ADDRESS_1_INVALID, ADDRESS_2_INVALID, CITY_INVALID, ZIP_INVALID, PHONE_INVALID (employer phone),
// STATE_INVALID / PROVINCE_INVALID (a state or province that is not a known code).

export const parentInfoSchema = z
  .object({
    firstName: optionalText(LIMITS.PERSON_NAME_MAX, 'FIRST_NAME_MAX'),
    lastName: optionalText(LIMITS.PERSON_NAME_MAX, 'LAST_NAME_MAX'),
    address1: optionalText(LIMITS.ADDRESS_MAX, 'ADDRESS_1_INVALID'),
    address2: optionalText(LIMITS.ADDRESS_MAX, 'ADDRESS_2_INVALID'),
    city: optionalText(LIMITS.CITY_MAX, 'CITY_INVALID'),
    state: regionCode,
    province: regionCode,
    zip: optionalText(LIMITS.ZIP_MAX, 'ZIP_INVALID'),
    employerName: optionalText(LIMITS.EMPLOYER_NAME_MAX, 'EMPLOYER_NAME_MAX'),
    employerPhone: optionalText(LIMITS.PHONE_MAX, 'PHONE_INVALID'),
    canadianAddress: z.boolean(INVALID_VALUE_ERROR).default(false),
  }, INVALID_VALUE_ERROR)
  .superRefine((value, ctx) => checkRegion(value, ctx, false), CROSS_FIELD_CHECK);

export type ParentInfo = z.output<typeof parentInfoSchema>;
export type ParentInfoInput = z.input<typeof parentInfoSchema>;

// Stored / submitted shape (students.parents_info and the claim payload's parent_info).
export const parentInfoWireSchema = z.object({
  first_name: optionalText(LIMITS.PERSON_NAME_MAX, 'FIRST_NAME_MAX'),
  last_name: optionalText(LIMITS.PERSON_NAME_MAX, 'LAST_NAME_MAX'),
  address_1: optionalText(LIMITS.ADDRESS_MAX, 'ADDRESS_1_INVALID'),
  address_2: optionalText(LIMITS.ADDRESS_MAX, 'ADDRESS_2_INVALID'),
  city: optionalText(LIMITS.CITY_MAX, 'CITY_INVALID'),
  postal_code: optionalText(LIMITS.ZIP_MAX, 'ZIP_INVALID'),
  employer_name: optionalText(LIMITS.EMPLOYER_NAME_MAX, 'EMPLOYER_NAME_MAX'),
  employer_phone: optionalText(LIMITS.PHONE_MAX, 'PHONE_INVALID'),
  country: z.enum(COUNTRIES, INVALID_VALUE_ERROR).nullish(),
  state_prov: z.string(INVALID_VALUE_ERROR).trim().nullish(),
}, INVALID_VALUE_ERROR);
export type ParentInfoWire = z.output<typeof parentInfoWireSchema>;

// null when every field is empty, so "no parent info" is stored as none rather than an empty record.
export function parentInfoToWire(form: ParentInfo | null | undefined): ParentInfoWire | null {
  if (!form) return null;
  const wire = {
    first_name: emptyToNull(form.firstName),
    last_name: emptyToNull(form.lastName),
    address_1: emptyToNull(form.address1),
    address_2: emptyToNull(form.address2),
    city: emptyToNull(form.city),
    postal_code: emptyToNull(form.zip),
    employer_name: emptyToNull(form.employerName),
    employer_phone: emptyToNull(form.employerPhone),
    state_prov: regionLabel(form),
  };
  if (Object.values(wire).every((value) => value === null)) return null;
  return { ...wire, country: countryFor(form.canadianAddress) };
}

// A parent as the API answers it: the country by its enum name.
export type ParentInfoApi = Omit<ParentInfoWire, 'country'> & { country?: CountryApiName | null };

export function parentInfoFromWire(wire: ParentInfoApi | null | undefined): ParentInfoInput | null {
  if (!wire) return null;
  const canadianAddress = wire.country === 'CANADA';
  return {
    firstName: wire.first_name ?? '',
    lastName: wire.last_name ?? '',
    address1: wire.address_1 ?? '',
    address2: wire.address_2 ?? '',
    city: wire.city ?? '',
    state: canadianAddress ? null : usStateCode(wire.state_prov),
    province: canadianAddress ? provinceCode(wire.state_prov) : null,
    zip: wire.postal_code ?? '',
    employerName: wire.employer_name ?? '',
    employerPhone: wire.employer_phone ?? '',
    canadianAddress,
  };
}

// ---------- insurance entries ----------

// The company select holds { value: insurance provider uuid, label: name }; Other has its own value.
export const OTHER_INSURANCE_VALUE = 'OTHER';
export const OTHER_INSURANCE_OPTION = { value: OTHER_INSURANCE_VALUE, label: 'Other' } as const;

export const insuranceCompanySchema = optionSchema({
  required: 'INSURANCE_COMPANY_REQUIRED',
  value: 'INSURANCE_COMPANY_VALUE_REQUIRED',
  label: 'INSURANCE_COMPANY_LABEL_REQUIRED',
});
export type InsuranceCompanyOption = z.output<typeof insuranceCompanySchema>;

export function isOtherInsurance(company: { value: string } | null | undefined): boolean {
  return company?.value === OTHER_INSURANCE_VALUE;
}

const insuranceEntryFields = {
  // students_providers id once saved
  id: optionalId(),
  providerName: optionalText(LIMITS.PROVIDER_NAME_MAX, 'INSURANCE_NAME_MAX'),
  insuranceMemberId: optionalText(LIMITS.MEMBER_ID_MAX, 'INSURANCE_MEMBER_ID_MAX'),
  insuranceGroupId: optionalText(LIMITS.GROUP_ID_MAX, 'INSURANCE_GROUP_ID_MAX'),
  phone: optionalText(LIMITS.PHONE_MAX, 'PHONE_INVALID'),
  // prefilled from the chosen company; the company's state may be a code or a name, so it is free text
  address1: optionalText(LIMITS.ADDRESS_MAX, 'ADDRESS_1_INVALID'),
  address2: optionalText(LIMITS.ADDRESS_MAX, 'ADDRESS_2_INVALID'),
  city: optionalText(LIMITS.CITY_MAX, 'CITY_INVALID'),
  state: z.string(INVALID_VALUE_ERROR).trim().nullish(),
  country: z.string(INVALID_VALUE_ERROR).trim().nullish(),
  zip: optionalText(LIMITS.ZIP_MAX, 'ZIP_INVALID'),
};

function checkOtherProviderName(
  value: { insuranceCompany?: unknown; providerName?: unknown },
  ctx: z.RefinementCtx,
): void {
  const company = value.insuranceCompany;
  const isOther =
    typeof company === 'object' && company !== null && 'value' in company && company.value === OTHER_INSURANCE_VALUE;
  if (isOther && isBlank(value.providerName)) {
    ctx.addIssue({ code: 'custom', path: ['providerName'], message: 'PROVIDER_NAME_REQUIRED' });
  }
}

// Claim wizard insurance step: a company is required.
export const wizardInsuranceEntrySchema = z
  .object({
    // client-side key of the entry in the wizard list
    formId: z.string(INVALID_VALUE_ERROR).optional(),
    insuranceCompany: insuranceCompanySchema,
    ...insuranceEntryFields,
  }, INVALID_VALUE_ERROR)
  .superRefine(checkOtherProviderName, CROSS_FIELD_CHECK);
export type WizardInsuranceEntry = z.output<typeof wizardInsuranceEntrySchema>;
export type WizardInsuranceEntryInput = z.input<typeof wizardInsuranceEntrySchema>;

// Student form providers: the company is optional and entries without one are not saved.
export const studentInsuranceEntrySchema = z
  .object({
    insuranceCompany: insuranceCompanySchema.nullish(),
    ...insuranceEntryFields,
    primary: z.boolean(INVALID_VALUE_ERROR).nullish(),
    status: z.string(INVALID_VALUE_ERROR).nullish(),
  }, INVALID_VALUE_ERROR)
  .superRefine(checkOtherProviderName, CROSS_FIELD_CHECK);
export type StudentInsuranceEntry = z.output<typeof studentInsuranceEntrySchema>;
export type StudentInsuranceEntryInput = z.input<typeof studentInsuranceEntrySchema>;

export const studentProvidersSchema = z.array(studentInsuranceEntrySchema, INVALID_VALUE_ERROR);

export function providersToSave<T extends { insuranceCompany?: InsuranceCompanyOption | null | undefined }>(
  entries: readonly T[],
): T[] {
  return entries.filter((entry) => entry.insuranceCompany != null && entry.insuranceCompany.value !== '');
}

export type StudentProviderWire = {
  id?: string | null;
  insurance_provider_id: string | null;
  is_other_provider: boolean;
  provider_name: string | null;
  insurance_member_id: string | null;
  insurance_group_id: string | null;
  phone: string | null;
};

type EntryForWire = {
  id?: string | null | undefined;
  insuranceCompany?: InsuranceCompanyOption | null | undefined;
  providerName?: string | null | undefined;
  insuranceMemberId?: string | null | undefined;
  insuranceGroupId?: string | null | undefined;
  phone?: string | null | undefined;
};

// insurance_provider_id is the company's uuid (lower case), or null for Other, which carries
// provider_name instead. A malformed company value is sent as-is so validation rejects it.
export function insuranceEntryToWire(entry: EntryForWire): StudentProviderWire {
  const other = isOtherInsurance(entry.insuranceCompany);
  const id = normalizeId(entry.id);
  return {
    ...(id !== null ? { id } : {}),
    insurance_provider_id: other ? null : normalizeId(entry.insuranceCompany?.value),
    is_other_provider: other,
    provider_name: other ? emptyToNull(entry.providerName) : null,
    insurance_member_id: emptyToNull(entry.insuranceMemberId),
    insurance_group_id: emptyToNull(entry.insuranceGroupId),
    phone: emptyToNull(entry.phone),
  };
}

// ---------- provider verification status ----------

export const PROVIDER_STATUSES = ['VERIFIED', 'POLICY_NOT_ACTIVE', 'NO_INSURANCE', 'QUEUED'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

const PROVIDER_STATUS_LABELS: Record<ProviderStatus, string> = {
  VERIFIED: 'Verified',
  POLICY_NOT_ACTIVE: 'Not Active',
  NO_INSURANCE: 'No Insurance',
  QUEUED: 'Queued',
};

export function isProviderStatus(value: unknown): value is ProviderStatus {
  return typeof value === 'string' && (PROVIDER_STATUSES as readonly string[]).includes(value);
}

// null means never verified; any value outside the known list needs a human look.
export function providerStatusLabel(status: string | null | undefined): string {
  if (status === null || status === undefined) return 'Not Verified';
  return isProviderStatus(status) ? PROVIDER_STATUS_LABELS[status] : 'Needs Audit';
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
  return (WIRE_GENDERS as readonly string[]).includes(value.trim());
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

const isMandatoryColumn = (column: StudentImportColumn): boolean =>
  (STUDENT_IMPORT_MANDATORY_COLUMNS as readonly string[]).includes(column);

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
  for (const column of [...STUDENT_IMPORT_MANDATORY_COLUMNS, ...STUDENT_IMPORT_OPTIONAL_COLUMNS]) {
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

import { z } from 'zod';
import { deadlineDaysSchema } from './deadlines.ts';
import { INVALID_VALUE_ERROR, type ErrorKey } from './errors.ts';
import {
  CROSS_FIELD_CHECK,
  idSchema,
  isBlank,
  normalizeId,
  optionalEmail,
  optionalId,
  optionalText,
  optionalWireDate,
  requiredId,
  requiredText,
} from './fields.ts';
import { isUsStateCode } from './geo.ts';
import { LIMITS } from './limits.ts';

// Entity forms (school, TPA link, note) use the column names of SPEC §3, so the object the form
// produces is the object the server stores.

// Optional US state code; anything else is STATE_INVALID (our key: the spec names none).
export const optionalUsStateSchema = z
  .string({ error: 'STATE_INVALID' })
  .trim()
  .refine((value) => value === '' || isUsStateCode(value), 'STATE_INVALID')
  .nullish();

// Keys the spec does not name for schools (reused from the student form): CONTACT_NAME_MAX,
// ADDRESS_1_INVALID, ADDRESS_2_INVALID, CITY_INVALID, ZIP_INVALID, PHONE_INVALID, EMAIL_MAX, STATE_INVALID.
// A Google Workspace domain as Google's `hd` claim gives it (a lower-case host name), and a Microsoft
// Entra tenant as its `tid` claim gives it (the directory's id, a GUID).
const SSO_DOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const SSO_TENANT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ssoList = (pattern: RegExp, invalid: ErrorKey) =>
  z
    .array(z.string({ error: invalid }).trim().toLowerCase().regex(pattern, invalid), INVALID_VALUE_ERROR)
    .max(LIMITS.SSO_ENTRIES_MAX, 'SSO_TOO_MANY')
    .transform((entries) => [...new Set(entries)])
    .default([]);

// The school form's fields; `schoolFormSchema` adds the rule across them (extend this one, then add it).
export const schoolFormObject = z.object({
  is_active: z.boolean({ error: 'STATUS_REQUIRED' }),
  name: requiredText(LIMITS.SCHOOL_NAME_MAX, 'NAME_REQUIRED', 'NAME_MAX'),
  contact_name: optionalText(LIMITS.CONTACT_NAME_MAX, 'CONTACT_NAME_MAX'),
  address_1: optionalText(LIMITS.ADDRESS_MAX, 'ADDRESS_1_INVALID'),
  address_2: optionalText(LIMITS.ADDRESS_MAX, 'ADDRESS_2_INVALID'),
  city: optionalText(LIMITS.CITY_MAX, 'CITY_INVALID'),
  state: optionalUsStateSchema,
  postal_code: optionalText(LIMITS.ZIP_MAX, 'ZIP_INVALID'),
  contact_email_address: optionalEmail({ invalid: 'EMAIL_INVALID', max: 'EMAIL_MAX' }, LIMITS.EMAIL_MAX),
  contact_phone: optionalText(LIMITS.PHONE_MAX, 'PHONE_INVALID'),
  sales_rep_id: optionalId(),
  allow_piv: z.boolean(INVALID_VALUE_ERROR).default(false),
  allow_students_import: z.boolean(INVALID_VALUE_ERROR).default(false),
  show_verification_status: z.boolean(INVALID_VALUE_ERROR).default(false),
  // The parent completes their part of each claim online before it goes to the TPA (issue 17).
  parent_part_online: z.boolean(INVALID_VALUE_ERROR).default(false),
  parent_link_days: z
    .number('PARENT_LINK_DAYS_INVALID')
    .int('PARENT_LINK_DAYS_INVALID')
    .min(1, 'PARENT_LINK_DAYS_INVALID')
    .max(LIMITS.PARENT_LINK_DAYS_MAX, 'PARENT_LINK_DAYS_INVALID')
    .default(LIMITS.PARENT_LINK_DAYS_DEFAULT),
  // A claim using insurance given before the season, signed longer ago than this, asks its parent to
  // confirm it by the claim's link without waiting (issue 43); none never asks.
  insurance_confirm_days: z
    .number('INSURANCE_CONFIRM_DAYS_INVALID')
    .int('INSURANCE_CONFIRM_DAYS_INVALID')
    .min(1, 'INSURANCE_CONFIRM_DAYS_INVALID')
    .max(LIMITS.INSURANCE_CONFIRM_DAYS_MAX, 'INSURANCE_CONFIRM_DAYS_INVALID')
    .nullable()
    .default(null),
  // Closed claims older than this are deleted for good (ADR 042); none keeps them.
  retention_years: z
    .number('RETENTION_YEARS_INVALID')
    .int('RETENTION_YEARS_INVALID')
    .min(LIMITS.RETENTION_YEARS_MIN, 'RETENTION_YEARS_INVALID')
    .max(LIMITS.RETENTION_YEARS_MAX, 'RETENTION_YEARS_INVALID')
    .nullable()
    .default(null),
  // Staff sign-in with the district's accounts (ADR 030).
  sso_google_domains: ssoList(SSO_DOMAIN, 'SSO_DOMAIN_INVALID'),
  sso_microsoft_tenants: ssoList(SSO_TENANT, 'SSO_TENANT_INVALID'),
  password_sign_in: z.boolean(INVALID_VALUE_ERROR).default(true),
}, INVALID_VALUE_ERROR);

// Without a password, only a domain or a tenant lets the school's users in.
export function withSchoolSignInRule<T extends z.ZodType<{ password_sign_in: boolean; sso_google_domains: string[]; sso_microsoft_tenants: string[] }>>(schema: T) {
  return schema.superRefine((school, ctx) => {
    if (!school.password_sign_in && school.sso_google_domains.length === 0 && school.sso_microsoft_tenants.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['password_sign_in'], message: 'SSO_REQUIRED_FOR_PASSWORD_OFF' });
    }
  });
}

export const schoolFormSchema = withSchoolSignInRule(schoolFormObject);
export type SchoolForm = z.output<typeof schoolFormSchema>;
export type SchoolFormInput = z.input<typeof schoolFormSchema>;

export const SCHOOL_SORT_COLUMNS = ['name', 'sales_rep', 'updated_at'] as const;
export type SchoolSortColumn = (typeof SCHOOL_SORT_COLUMNS)[number];
export const SCHOOL_STATUS_FILTERS = ['ACTIVE', 'INACTIVE'] as const;
export type SchoolStatusFilter = (typeof SCHOOL_STATUS_FILTERS)[number];

// ---------- notes ----------

export const schoolNoteFormSchema = z.object({
  note: z.string({ error: 'INVALID_NOTES' }).max(LIMITS.NOTES_MAX, 'INVALID_NOTES'),
}, INVALID_VALUE_ERROR);
export type SchoolNoteForm = z.output<typeof schoolNoteFormSchema>;

// ---------- school-TPA links ----------

export const addSchoolTpaFormSchema = z.object({
  third_party_administrator_id: requiredId('TPA_REQUIRED'),
}, INVALID_VALUE_ERROR);
export type AddSchoolTpaForm = z.output<typeof addSchoolTpaFormSchema>;
export type AddSchoolTpaFormInput = z.input<typeof addSchoolTpaFormSchema>;

export const schoolTpaLinkSchema = z.object({
  id: optionalId(),
  third_party_administrator_id: optionalId(),
  policy_number: optionalText(LIMITS.POLICY_NUMBER_MAX, 'INVALID_POLICY_NUMBER'),
  // shown as "group number"
  tpa_identifier: optionalText(LIMITS.GROUP_NUMBER_MAX, 'INVALID_POLICY_NUMBER'),
  effective_date: optionalWireDate(),
  // activity ids; empty means none chosen (the 'all sports' option selects every id)
  activities: z.array(idSchema, INVALID_VALUE_ERROR).default([]),
  is_active: z.boolean(INVALID_VALUE_ERROR),
  is_default: z.boolean(INVALID_VALUE_ERROR),
  // the policy's deadlines, in days from the injury (ADR 028); empty when the policy sets none
  notice_days: deadlineDaysSchema,
  treatment_days: deadlineDaysSchema,
  filing_days: deadlineDaysSchema,
  absolute_days: deadlineDaysSchema,
}, INVALID_VALUE_ERROR);
export type SchoolTpaLink = z.output<typeof schoolTpaLinkSchema>;
export type SchoolTpaLinkInput = z.input<typeof schoolTpaLinkSchema>;

// Exactly one default link, and it must be active. Returns the first broken rule's key, or null.
export function checkDefaultTpa(links: readonly { is_active: boolean; is_default: boolean }[]): ErrorKey | null {
  const defaults = links.filter((link) => link.is_default);
  if (defaults.length === 0) return 'AT_LEAST_ONE_DEFAULT';
  if (defaults.length > 1) return 'NO_MORE_THAN_ONE_DEFAULT';
  if (!defaults[0]?.is_active) return 'THE_DEFAULT_HAS_TO_BE_ACTIVE';
  return null;
}

// AT_LEAST_ONE_TPA is our key for an empty list (the spec only says "at least one TPA row").
export const schoolTpaLinksFormSchema = z
  .object({
    links: z.array(schoolTpaLinkSchema, { error: 'AT_LEAST_ONE_TPA' }).min(1, 'AT_LEAST_ONE_TPA'),
  }, INVALID_VALUE_ERROR)
  .superRefine((value, ctx) => {
    if (!Array.isArray(value.links) || value.links.length === 0) return;
    const rows = value.links.filter(
      (link): link is SchoolTpaLink => typeof link === 'object' && link !== null && !isBlank(link.is_default),
    );
    const key = checkDefaultTpa(rows);
    if (key) ctx.addIssue({ code: 'custom', path: ['links'], message: key });
  }, CROSS_FIELD_CHECK);
export type SchoolTpaLinksForm = z.output<typeof schoolTpaLinksFormSchema>;
export type SchoolTpaLinksFormInput = z.input<typeof schoolTpaLinksFormSchema>;

// Activity ids sorted by activity name, as the sports selector shows them. Ids (uuids) match
// case-insensitively; the ids come back as given.
export function sortActivityIdsByName(
  ids: readonly string[],
  activities: readonly { id: string; activity: string }[],
): string[] {
  const names = new Map(activities.map((activity) => [normalizeId(activity.id), activity.activity]));
  const nameOf = (id: string) => names.get(normalizeId(id)) ?? '';
  return [...ids].sort((a, b) => nameOf(a).localeCompare(nameOf(b), 'en', { sensitivity: 'base' }));
}

// ---------- logo ----------

export const LOGO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml'] as const;
export type LogoMimeType = (typeof LOGO_MIME_TYPES)[number];

// INVALID_FILE_TYPE is our key (the spec lists the types but names no error for others).
export function checkLogoFile(file: { type: string; size: number }): ErrorKey | null {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return 'INVALID_FILE_TYPE';
  if (file.size > LIMITS.LOGO_MAX_BYTES) return 'FILE_TOO_BIG';
  return null;
}

// Raster logos must be at least 100x100 px; the caller skips this for SVG, which has no pixel size.
export function checkLogoDimensions(image: { width: number; height: number }): ErrorKey | null {
  return image.width < LIMITS.LOGO_MIN_WIDTH_PX || image.height < LIMITS.LOGO_MIN_HEIGHT_PX
    ? 'IMAGE_DIMENSIONS'
    : null;
}

import {
  ACTIVITY_TYPES,
  CLAIM_DOCUMENT_KIND_OPTIONS,
  CHECKLIST_ITEMS,
  CLAIM_COMPLETENESS,
  CLAIM_STATUSES,
  COUNTRY_API_NAMES,
  DASHBOARD_COMPONENTS,
  DASHBOARD_ELEMENT_TYPES,
  DELIVERY_METHODS,
  PROVIDER_STATUSES,
  SORT_DIRECTIONS,
  TPA_STATUSES,
  isUsStateCode,
  US_STATES,
  USER_ROLES,
  GENDERS,
  type CountryApiName,
} from '@claims/shared';
import { builder } from './builder.ts';

// Every field whose values come from a fixed list is one of these enums, named as the shared vocabulary
// names it, except the activity level, a scalar spelled as stored (ADR 033). Each enum's values are its
// names, which resolvers give and arguments arrive as (answers' leaves go out as resolved, ADR 047); where
// a stored value is not a GraphQL name (a country), its resolvers and arguments map it (ADR 014).

export const SortDirectionEnum = builder.enumType('SortDirection', { values: SORT_DIRECTIONS });
export const ActiveStatusEnum = builder.enumType('ActiveStatus', { values: ['ACTIVE', 'INACTIVE'] as const });
export const ClaimStatusEnum = builder.enumType('ClaimStatus', {
  description: 'Where a claim (or one of its e-mails) is in its delivery to the TPA: PENDING, DELIVERED (Sent) or ERROR (Failed).',
  values: CLAIM_STATUSES,
});
export const TpaStatusEnum = builder.enumType('TpaStatus', {
  description: "What the TPA reported of the claim by its link (ADR 027), beside the delivery status.",
  values: TPA_STATUSES,
});
export const ClaimDocumentKindEnum = builder.enumType('ClaimDocumentKind', {
  description: 'What a document on a claim is (EOB, bill, photo...).',
  values: Object.fromEntries(CLAIM_DOCUMENT_KIND_OPTIONS.map(({ value, label }) => [value, { description: label.en }])),
});
export const ClaimEmailKindEnum = builder.enumType('ClaimEmailKind', {
  description: 'CLAIM: the claim form with every document the claim had when queued; SUPPLEMENT: documents added after.',
  values: ['CLAIM', 'SUPPLEMENT'] as const,
});
export const ChecklistItemEnum = builder.enumType('ChecklistItem', {
  description: 'What a claim needs before a TPA pays it; which ones a TPA requires is set on the TPA.',
  values: CHECKLIST_ITEMS,
});
export const ClaimCompletenessEnum = builder.enumType('ClaimCompleteness', {
  description: 'COMPLETE: the claim has every item its TPA requires; INCOMPLETE: at least one is missing.',
  values: CLAIM_COMPLETENESS,
});
export const ActivityTypeEnum = builder.enumType('ActivityType', { values: ACTIVITY_TYPES });
export const GenderEnum = builder.enumType('Gender', { description: 'F, M, or X (neutral or not given).', values: GENDERS });
export const CountryEnum = builder.enumType('Country', { values: Object.keys(COUNTRY_API_NAMES) as CountryApiName[] });
export const DashboardComponentEnum = builder.enumType('DashboardComponent', {
  description: 'The six sections of a school dashboard (SPEC §1).',
  values: DASHBOARD_COMPONENTS,
});
export const DashboardElementTypeEnum = builder.enumType('DashboardElementType', { values: DASHBOARD_ELEMENT_TYPES });
export const DeliveryMethodEnum = builder.enumType('DeliveryMethod', { values: DELIVERY_METHODS });
export const UserTypeEnum = builder.enumType('UserType', { values: USER_ROLES });

// SPEC §4 reads any stored value outside the known list as "Needs Audit": the API says so by name.
export const NEEDS_AUDIT = 'NEEDS_AUDIT';
export const ProviderStatusEnum = builder.enumType('ProviderStatus', {
  description: 'A verification outcome; NEEDS_AUDIT when the stored value is none of the others.',
  values: [...PROVIDER_STATUSES, NEEDS_AUDIT] as const,
});
export const providerStatusOf = (stored: string | null) =>
  stored === null ? null : ((PROVIDER_STATUSES as readonly string[]).includes(stored) ? (stored as (typeof PROVIDER_STATUSES)[number]) : NEEDS_AUDIT);

export const UsStateEnum = builder.enumType('UsState', {
  description: 'A US state or DC, by postal code.',
  values: Object.fromEntries(US_STATES.map(({ value, label }) => [value, { description: label }])),
});
// Every write validates the code; an empty string some older rows hold reads as no state.
export const usStateOf = (stored: string | null) => (isUsStateCode(stored) ? stored : null);

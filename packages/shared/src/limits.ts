// Business constants of SPEC §5 and §9. Schemas and UI read limits from here, never from literals.

export const LIMITS = {
  SCHOOL_NAME_MAX: 100,
  CONTACT_NAME_MAX: 100,
  ADDRESS_MAX: 100,
  CITY_MAX: 75,
  ZIP_MAX: 10,
  // first and last names of users, students, parents and sales reps
  PERSON_NAME_MAX: 75,
  EMAIL_MAX: 100,
  NOTES_MAX: 2048,
  INJURY_DESCRIPTION_MAX: 2048,
  LOCATION_OF_INJURY_MAX: 255,
  INJURY_TYPE_MAX: 255,
  POLICY_NUMBER_MAX: 20,
  GROUP_NUMBER_MAX: 50,
  ACADEMIC_ID_MAX: 20,
  PHONE_MAX: 30,
  PROVIDER_NAME_MAX: 50,
  MEMBER_ID_MAX: 50,
  GROUP_ID_MAX: 50,
  EMPLOYER_NAME_MAX: 75,
  // dashboard attachment titles; the spec only says "a max character count", 100 matches school names
  ATTACHMENT_TITLE_MAX: 100,
  PASSWORD_MIN: 12,
  TWO_FACTOR_CODE_LENGTH: 6,
  LOGO_MAX_BYTES: 10_485_760,
  // Files attached to a TPA or a school dashboard (forms, policies): same cap as logos.
  DOCUMENT_MAX_BYTES: 10_485_760,
  // A OneRoster zip (ADR 029): a district's 10,000 students with guardians zip to about 1 MB.
  ONEROSTER_ZIP_MAX_BYTES: 10_485_760,
  // The school official's statement (issue 16).
  STATEMENT_NAME_MAX: 100,
  STATEMENT_TEXT_MAX: 500,
  STATEMENT_BODY_PARTS_MAX: 10,
  STATEMENT_WITNESSES_MAX: 5,
  // Documents on a claim (EOB, bills, photos): each up to DOCUMENT_MAX_BYTES, this many per claim.
  CLAIM_DOCUMENTS_MAX: 30,
  // Photos of an incident (issue 42): each a JPEG, PNG or HEIC up to DOCUMENT_MAX_BYTES, this many each.
  INCIDENT_PHOTOS_MAX: 10,
  // What a TPA takes in one e-mail unless its own limit says otherwise (ADR 021).
  TPA_ATTACHMENTS_DEFAULT_MAX_BYTES: 20_971_520,
  // How long a parent's link to their part of a claim works unless the school sets otherwise (issue 17).
  PARENT_LINK_DAYS_DEFAULT: 14,
  PARENT_LINK_DAYS_MAX: 60,
  // A school's retention of closed claims, in years (ADR 042); none keeps them while it is a customer.
  RETENTION_YEARS_MIN: 1,
  RETENTION_YEARS_MAX: 50,
  // A school's threshold (issue 43): insurance on file older than this many days is confirmed by the parent.
  INSURANCE_CONFIRM_DAYS_MAX: 365,
  // Google Workspace domains, and Microsoft tenants, one school allows to sign in (issue 19)
  SSO_ENTRIES_MAX: 20,
  // How many wrong birth dates a parent's link takes before it stops working (ADR 023).
  PARENT_LINK_CHECKS_MAX: 5,
  // A season campaign's link (issue 43): this long to complete; once a student's authorization is signed
  // it works as long as the authorization does, so the guardian can revoke it by the same link.
  SEASON_LINK_DAYS: 30,
  // The most students one campaign asks about: a large district's whole roster.
  CAMPAIGN_STUDENTS_MAX: 50_000,
  // a typed signature: a full name, with room for two family names
  SIGNATURE_NAME_MAX: 150,
  // How long the TPA's link to documents too large to attach works (ADR 021).
  DOCUMENTS_LINK_DAYS: 30,
  // How long the TPA's link to report on a claim works: a TPA may work a claim for months, and the
  // absolute limits of student accident policies run to a year after the injury (ADR 027).
  TPA_LINK_DAYS: 365,
  TPA_CLAIM_NUMBER_MAX: 50,
  // What an admin may set as a TPA's limit, in whole megabytes: below 1 MB a bill scan would already go by
  // link; above 50 MB most mail servers refuse the message whatever the TPA says.
  TPA_ATTACHMENTS_MIN_MB: 1,
  TPA_ATTACHMENTS_MAX_MB: 50,
  LOGO_MIN_WIDTH_PX: 100,
  LOGO_MIN_HEIGHT_PX: 100,
  // Far above any logo (they show at a few hundred pixels), and small enough that decoding one stays cheap.
  LOGO_MAX_WIDTH_PX: 4096,
  LOGO_MAX_HEIGHT_PX: 4096,
} as const;

export const TIMINGS = {
  TOAST_MS: 5000,
  SESSION_REFRESH_MS: 300_000,
  SESSION_IDLE_MS: 300_000,
  USER_SEARCH_DEBOUNCE_MS: 500,
} as const;

export const MOBILE_BREAKPOINT_PX = 767;

// The signed authorization on a claim stays valid this long (SPEC §9).
export const AUTHORIZATION_VALID_MONTHS = 12;

export const PAGE_SIZES = {
  schools: { options: [25, 50, 100], default: 25 },
  students: { options: [25, 50, 100], default: 25 },
  claims: { options: [23, 100, 200], default: 23 },
  emailLog: { options: [25, 100, 200], default: 25 },
  disclosures: { options: [25, 100, 200], default: 25 },
  accessLog: { options: [25, 100, 200], default: 25 },
  dataExports: { options: [25, 100, 200], default: 25 },
  salesReps: { options: [20, 50, 100, 200], default: 20 },
  incidents: { options: [25, 100, 200], default: 25 },
  seasonCampaigns: { options: [25, 100, 200], default: 25 },
} as const;

export type PagedList = keyof typeof PAGE_SIZES;

// A claim list counts and pages through at most this many matching claims (ADR 016): the first pages of
// any sort cost the same at ten thousand claims or a million; a person narrows a bigger set with filters,
// and the exact number is counted when asked for.
export const CLAIM_LIST_WINDOW = 10_000;

// Up to this many page numbers show in the pagination footer.
export const PAGINATION_WINDOW = 5;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

// The server accepts only the sizes the UI offers, so a client cannot ask for an unbounded page.
export function isAllowedPageSize(list: PagedList, size: number): boolean {
  return (PAGE_SIZES[list].options as readonly number[]).includes(size);
}

// First and last page number to show around the current page (1-based), at most PAGINATION_WINDOW wide.
export function paginationWindow(currentPage: number, totalPages: number): { first: number; last: number } {
  const total = Math.max(1, Math.floor(totalPages));
  const current = Math.min(Math.max(1, Math.floor(currentPage)), total);
  const half = Math.floor(PAGINATION_WINDOW / 2);
  const first = Math.max(1, Math.min(current - half, total - PAGINATION_WINDOW + 1));
  const last = Math.min(total, first + PAGINATION_WINDOW - 1);
  return { first, last };
}

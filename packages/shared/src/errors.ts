// Every key a schema, the server or a toast can produce. The web translates them; the server returns
// them as error codes. Keys marked "ours" are not named by the spec; the rest are the spec's own.

// Validation keys named by SPEC §5 (and the brief for activities, passwords, codes, URLs, titles).
export const SPEC_VALIDATION_KEYS = [
  'STATUS_REQUIRED',
  'NAME_REQUIRED',
  'NAME_MAX',
  'EMAIL_INVALID',
  'FIRST_NAME_REQUIRED',
  'FIRST_NAME_MAX',
  'LAST_NAME_REQUIRED',
  'LAST_NAME_MAX',
  'INVALID_EMAIL',
  'EMAIL_REQUIRED',
  'EMAIL_MAX',
  'IS_ACTIVE_REQUIRED',
  'FILE_TOO_BIG',
  'IMAGE_DIMENSIONS',
  'TPA_REQUIRED',
  'INVALID_POLICY_NUMBER',
  'AT_LEAST_ONE_DEFAULT',
  'NO_MORE_THAN_ONE_DEFAULT',
  'THE_DEFAULT_HAS_TO_BE_ACTIVE',
  'INVALID_NOTES',
  'ACADEMIC_ID_INVALID',
  'DOB_REQUIRED',
  'ADDRESS_1_INVALID',
  'ADDRESS_2_INVALID',
  'CITY_INVALID',
  'STATE_REQUIRED',
  'PROVINCE_REQUIRED',
  'ZIP_INVALID',
  'PHONE_INVALID',
  'EMPLOYER_NAME_MAX',
  'INSURANCE_COMPANY_REQUIRED',
  'PROVIDER_NAME_REQUIRED',
  'INSURANCE_NAME_MAX',
  'INSURANCE_MEMBER_ID_MAX',
  'INSURANCE_GROUP_ID_MAX',
  'INJURY_DATE_REQUIRED',
  'INJURY_REPORTED_DATE',
  'ACTIVITY_REQUIRED',
  'ACTIVITY_TYPE_REQUIRED',
  'ACTIVITY_LEVEL_REQUIRED',
  'IS_WORK_RELATED_REQUIRED',
  'IS_PREVIOUS_INJURY_REQUIRED',
  'LOCATION_OF_INJURY_REQUIRED',
  'LOCATION_OF_INJURY_INVALID',
  'INJURY_DESCRIPTION_REQUIRED',
  'INJURY_TYPE_REQUIRED',
  'INJURY_TYPE_INVALID',
  'FIRST_TREATMENT_DATE_REQUIRED',
  'ACTIVITY_NAME_REQUIRED',
  'PASSWORD_TOO_SHORT',
  'INVALID_CODE',
  'INVALID_URL',
  'TITLE_MAX',
] as const;

// Ours: rules the spec states without naming a key, or fields it gives no key for.
export const OUR_VALIDATION_KEYS = [
  // wrong type or malformed wire data, where no field key fits
  'INVALID_VALUE',
  'GENDER_REQUIRED',
  'INVALID_DATE',
  'FUTURE_DATE',
  'INJURY_REPORTED_DATE_BEFORE_INJURY',
  'INJURY_DESCRIPTION_INVALID',
  'STATE_INVALID',
  'PROVINCE_INVALID',
  // the empty case of ADDRESS_1_INVALID, CITY_INVALID and ZIP_INVALID, which the spec names for both
  // empty and too long: an empty required field must say so, not give the length limit
  'ADDRESS_1_REQUIRED',
  'CITY_REQUIRED',
  'ZIP_REQUIRED',
  // the spec's "value/label variants" of INSURANCE_COMPANY_REQUIRED, for a company held as a select option;
  // entries now hold the company's id and the Other flag (ADR 015), so only INSURANCE_COMPANY_REQUIRED is produced
  'INSURANCE_COMPANY_VALUE_REQUIRED',
  'INSURANCE_COMPANY_LABEL_REQUIRED',
  'CONTACT_NAME_MAX',
  'AT_LEAST_ONE_TPA',
  'INVALID_FILE_TYPE',
  'CODE_REQUIRED',
  'DELIVERY_METHOD_REQUIRED',
  'FAX_INVALID',
  'TITLE_REQUIRED',
  'URL_REQUIRED',
  'COMPONENT_REQUIRED',
  'PASSWORD_REQUIRED',
  'PASSWORDS_DO_NOT_MATCH',
  'SCHOOL_REQUIRED',
  // An incident (issue 42): a student's names the student, anyone else's names the person.
  'PERSON_KIND_REQUIRED',
  'STUDENT_REQUIRED',
  'PERSON_NAME_REQUIRED',
  'RESET_CONFIRMATION_MISMATCH',
  'CSV_VALUE_REQUIRED',
  'CSV_VALUE_TOO_LONG',
  'CSV_GENDER_INVALID',
  'CSV_BIRTHDATE_INVALID',
  'CSV_STATE_INVALID',
  'CSV_POSTAL_INVALID',
  'CSV_PHONE_INVALID',
  'CSV_EMAIL_INVALID',
  'MAIL_ADDRESS_MAX',
  // the school official's statement (issue 16)
  'TIME_INVALID',
  'FUTURE_TIME',
  'STATEMENT_TEXT_TOO_LONG',
  'BODY_PART_REQUIRED',
  'BODY_SIDE_REQUIRED',
  'NATURE_OF_INJURY_REQUIRED',
  'MECHANISM_REQUIRED',
  'MECHANISM_OTHER_REQUIRED',
  'SPONSORED_REQUIRED',
  'SUPERVISED_REQUIRED',
  'SUPERVISOR_NAME_REQUIRED',
  'WITNESS_NAME_REQUIRED',
  'SENT_TO_OTHER_REQUIRED',
  'PARENT_NOTIFIED_DATE_REQUIRED',
  'PARENT_NOTIFIED_BEFORE_INJURY',
  // documents on a claim (issue 16)
  'DOCUMENT_KIND_REQUIRED',
  'DOCUMENT_FILE_REQUIRED',
  // the web's names for FILE_TOO_BIG and INVALID_FILE_TYPE on a claim document, whose limits differ from a logo's
  'DOCUMENT_TOO_BIG',
  'DOCUMENT_TYPE_INVALID',
  'DOCUMENT_IMAGE_TOO_LARGE',
  // a TPA's largest e-mail attachment total (issue 16)
  'ATTACHMENT_LIMIT_REQUIRED',
  'ATTACHMENT_LIMIT_RANGE',
  // the parent's part of a claim (issue 17)
  'PARENT_LINK_DAYS_INVALID',
  // a school's retention of closed claims, in years (ADR 042)
  'RETENTION_YEARS_INVALID',
  // a school's threshold for asking a parent to confirm the insurance on file (issue 43)
  'INSURANCE_CONFIRM_DAYS_INVALID',
  'PARENT_EMAIL_REQUIRED',
  'BIRTH_DATE_MISMATCH',
  'OTHER_INSURANCE_REQUIRED',
  'MEDICAID_REQUIRED',
  'RECORDS_CONSENT_REQUIRED',
  'AUTHORIZATION_REQUIRED',
  'SIGNATURE_REQUIRED',
  'SIGNATURE_MAX',
  'SIGNATURE_INTENT_REQUIRED',
  'REASON_REQUIRED',
  'REASON_MAX',
  // a new claim of the same injury as one the student has (issue 18)
  'DUPLICATE_REASON_REQUIRED',
  // what a TPA reports of a claim by its link (issue 18)
  'TPA_STATUS_REQUIRED',
  'TPA_CLAIM_NUMBER_MAX',
  'TPA_NOTE_REQUIRED',
  'TPA_DENIAL_REASON_REQUIRED',
  // a number of days of a policy's deadline on a school's TPA link (issue 18)
  'DEADLINE_DAYS_INVALID',
  // a report's period that ends before it starts or spans more than REPORT_PERIOD_MAX_YEARS (issue 20)
  'REPORT_PERIOD_INVALID',
  // a row of a OneRoster roster (issue 19); a missing or too long value and a bad e-mail reuse the CSV_ keys
  'ONEROSTER_FIELD_COUNT',
  'ONEROSTER_DUPLICATE_SOURCED_ID',
  'ONEROSTER_BIRTHDATE_INVALID',
  'ONEROSTER_DEMOGRAPHICS_MISSING',
  'ONEROSTER_SEX_INVALID',
  'ONEROSTER_GUARDIAN_UNKNOWN',
  // a school's sign-in with the district's accounts (issue 19): a Google Workspace domain that is not a
  // host name, a Microsoft tenant that is not a directory id, too many of either, and password sign-in
  // turned off with neither set (no one could sign in)
  'SSO_DOMAIN_INVALID',
  'SSO_TENANT_INVALID',
  'SSO_TOO_MANY',
  'SSO_REQUIRED_FOR_PASSWORD_OFF',
] as const;

// Toast keys of SPEC §8.
export const SPEC_NOTIFICATION_KEYS = [
  'SCHOOL_CREATED',
  'SCHOOL_UPDATED',
  'SCHOOL_DELETED',
  'SCHOOL_CREATION_FAILED',
  'SCHOOL_UPDATE_FAILED',
  'SCHOOL_DELETION_FAILED',
  'UPLOAD_NEW_LOGO_FAILED',
  'EDIT_LOGO_FAILED',
  'LOGO_DELETION_FAILED',
  'USER_CREATED',
  'USER_UPDATED',
  'USER_DELETED',
  'USER_CREATION_FAILED',
  'USER_UPDATE_FAILED',
  'USER_DELETION_FAILED',
  'SCHOOL_TPA_ASSOCIATION_SUCCESSFULLY',
  'SCHOOL_TPA_ASSOCIATION_FAILED',
  'SCHOOL_TPA_UPDATE_FAILED',
  'SCHOOL_NOTE_CREATED',
  'SCHOOL_NOTE_UPDATED',
  'SCHOOL_NOTE_CREATION_FAILED',
  'SCHOOL_NOTE_UPDATE_FAILED',
  'STUDENT_CREATED',
  'STUDENT_CREATION_FAILED',
  'STUDENTS_VERIFICATION',
  'STUDENTS_VERIFICATION_FAILED',
  'CLAIM_CREATED',
  'CLAIM_UPDATED',
  'CLAIM_EMAIL_RESENT',
  'CLAIM_EMAIL_RESEND_FAILED',
  'SALES_REP_DELETED',
  'SALES_REP_DELETION_FAILED',
] as const;

// Ours: §8 texts that have no key ('Student updated', 'Provider successfully deleted', 'Deletion Failed',
// TPA / sales rep / import failures, the login failure) and claim save failures.
export const OUR_NOTIFICATION_KEYS = [
  'STUDENT_UPDATED',
  'PROVIDER_DELETED',
  'PROVIDER_DELETION_FAILED',
  'TPA_CREATED',
  'TPA_CREATION_FAILED',
  'TPA_UPDATED',
  'TPA_UPDATE_FAILED',
  'TPA_DELETED',
  'TPA_DELETION_FAILED',
  'SALES_REP_CREATED',
  'SALES_REP_CREATION_FAILED',
  'SALES_REP_UPDATED',
  'SALES_REP_UPDATE_FAILED',
  'STUDENTS_IMPORT_PREVIEW_FAILED',
  'STUDENTS_IMPORT_VERIFICATION_FAILED',
  'STUDENTS_IMPORT_FAILED',
  'CLAIM_CREATION_FAILED',
  'CLAIM_UPDATE_FAILED',
  'LOGIN_FAILED',
  'DOCUMENT_UPLOADED',
  'DOCUMENT_UPLOAD_FAILED',
  'DOCUMENT_REMOVED',
  'DOCUMENT_REMOVAL_FAILED',
  'PARENT_LINK_SENT',
  'PARENT_LINK_SEND_FAILED',
  'PARENT_PART_SIGNED',
  'PARENT_PART_SIGN_FAILED',
  'SENT_WITHOUT_PARENT',
  'SEND_WITHOUT_PARENT_FAILED',
] as const;

// Ours: API-level codes the server maps to HTTP statuses / GraphQL errors.
export const API_ERROR_KEYS = [
  // 'No Token Credentials' in SPEC §7
  'NO_TOKEN_CREDENTIALS',
  'NOT_AUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'INTERNAL_ERROR',
  'BAD_REQUEST',
  'TOO_MANY_REQUESTS',
  // The database is out of reach (a restart, a failover): nothing was changed, trying again later works.
  'SERVICE_UNAVAILABLE',
  // Text holding a character no field may hold (a NUL byte).
  'TEXT_INVALID_CHARACTERS',
  // A GraphQL request asking for more than one screen could ever need.
  'QUERY_TOO_COMPLEX',
  // A logo larger than any screen shows (in pixels, not bytes).
  'IMAGE_TOO_LARGE',
  // Sign-in: the emailed code ran out of time, or too many wrong codes were tried.
  'CODE_EXPIRED',
  'CODE_LOCKED',
  // A reset or confirmation link that is unknown, used or expired.
  'INVALID_LINK',
  'EMAIL_ALREADY_USED',
  'TPA_ALREADY_LINKED',
  'TPA_CODE_NOT_UNIQUE',
  // Student CSV import: the file as a whole is unusable, or the preview to import is gone.
  'CSV_EMPTY',
  'CSV_MISSING_COLUMNS',
  'CSV_ENCODING',
  'CSV_DUPLICATE_STUDENT_ID',
  'IMPORT_NOT_FOUND',
  // OneRoster roster import (issue 19): the zip as a whole is unusable, or names no school to import.
  'ONEROSTER_NOT_ZIP',
  'ONEROSTER_TOO_LARGE',
  'ONEROSTER_FILE_MISSING',
  'ONEROSTER_FILE_DUPLICATE',
  'ONEROSTER_COLUMNS_MISSING',
  'ONEROSTER_HEADER_FIELD_COUNT',
  'ONEROSTER_VERSION_UNSUPPORTED',
  'ONEROSTER_NO_SCHOOL_ORG',
  'ONEROSTER_ORG_REQUIRED',
  'ONEROSTER_ORG_UNKNOWN',
  'ONEROSTER_MODES_MIXED',
  'ACTIVITY_NAME_NOT_UNIQUE',
  // 'You need to select an school' (SPEC §2)
  'SCHOOL_NOT_SELECTED',
  // A loss run of more claims than LOSS_RUN_MAX_ROWS: a shorter period or a filter makes one.
  'LOSS_RUN_TOO_LARGE',
  // A dashboard item copied from a TPA follows the TPA: it is changed or removed there, not by hand.
  'DASHBOARD_ELEMENT_FROM_TPA',
  // Deleting a school for good: the name typed to confirm is not the school's (ADR 042).
  'CONFIRM_NAME_MISMATCH',
  // A document already sent to the TPA is part of the record of what was disclosed: it stays.
  'DOCUMENT_ALREADY_SENT',
  // A claim holds at most LIMITS.CLAIM_DOCUMENTS_MAX documents.
  'TOO_MANY_DOCUMENTS',
  // A parent's link past its date, already used to sign, or stopped after too many wrong birth dates.
  'LINK_EXPIRED',
  'LINK_USED',
  'LINK_LOCKED',
  // The parent's part is asked of a claim whose school does not use it, or no longer waits for it.
  'NOT_AWAITING_PARENT',
  // The student has a claim of the same injury date and sport: a new one needs a reason (issue 18).
  'CLAIM_DUPLICATE',
  // A TPA's information request while its last one waits for the school's answer, and one more than a
  // claim takes in a day (issue 37).
  'TPA_REQUEST_PENDING',
  'TPA_REQUESTS_PER_DAY',
  // Sign-in with Google or Microsoft (ADR 030): the attempt could not be completed (a replayed or
  // mismatched answer, a cancelled sign-in, a provider out of reach); the provider's account has no
  // verified e-mail; no active user has that e-mail; the account's domain or tenant is not one the user's
  // schools allow.
  'SSO_FAILED',
  'SSO_EMAIL_UNVERIFIED',
  'SSO_NO_ACCOUNT',
  'SSO_NOT_ALLOWED',
  // A right password of a user one of whose schools signs in with Google or Microsoft only.
  'PASSWORD_SIGN_IN_OFF',
  // An incident asked to move to a state it is not next to (reviewed twice, closed before review).
  'INCIDENT_STATUS_INVALID',
  // A claim started from an incident that is not the claim's school's and student's, or has its claim.
  'INCIDENT_NOT_FOR_CLAIM',
  'INCIDENT_HAS_CLAIM',
  // A parent's notice of an incident, for a student whose roster names no parent e-mail.
  'INCIDENT_NO_PARENT_EMAIL',
  // An incident holds at most LIMITS.INCIDENT_PHOTOS_MAX photos.
  'INCIDENT_PHOTOS_FULL',
  // A school's list of places: 1 to INCIDENT_PLACES_MAX, each named.
  'INCIDENT_PLACES_REQUIRED',
  'INCIDENT_PLACES_TOO_MANY',
  'INCIDENT_PLACE_NAME_REQUIRED',
  'INCIDENT_PLACE_NAME_TOO_LONG',
  // Return to play (issue 42): begun once, for a student; each step in turn, a day at least after the one
  // before; cleared after the last step with a signed clearance on file, and then no longer changed.
  'RTP_NOT_STARTED',
  'RTP_ALREADY_STARTED',
  'RTP_STUDENT_ONLY',
  'RTP_STEPS_DONE',
  'RTP_STEP_TOO_SOON',
  'RTP_STEPS_INCOMPLETE',
  'RTP_CLEARANCE_REQUIRED',
  'RTP_ALREADY_CLEARED',
  // A school's own steps: 1 to 10, each named in up to 100 characters.
  'RTP_STEPS_REQUIRED',
  'RTP_STEPS_TOO_MANY',
  'RTP_STEP_NAME_REQUIRED',
  'RTP_STEP_NAME_TOO_LONG',
  // A season campaign (issue 43) names its students, or all of them; none of those chosen has a guardian
  // e-mail on the roster.
  'CAMPAIGN_STUDENTS_REQUIRED',
  'CAMPAIGN_NO_GUARDIANS',
  // a corrected guardian address that another request of the campaign already has
  'CAMPAIGN_GUARDIAN_EXISTS',
  // The guardian's student already has a standing authorization from this link, or has none to revoke.
  'AUTHORIZATION_ON_FILE',
  'NO_AUTHORIZATION_ON_FILE',
] as const;

export const ERROR_KEYS = [
  ...SPEC_VALIDATION_KEYS,
  ...OUR_VALIDATION_KEYS,
  ...SPEC_NOTIFICATION_KEYS,
  ...OUR_NOTIFICATION_KEYS,
  ...API_ERROR_KEYS,
] as const;

export type ValidationErrorKey = (typeof SPEC_VALIDATION_KEYS)[number] | (typeof OUR_VALIDATION_KEYS)[number];
export type NotificationKey = (typeof SPEC_NOTIFICATION_KEYS)[number] | (typeof OUR_NOTIFICATION_KEYS)[number];
export type ApiErrorKey = (typeof API_ERROR_KEYS)[number];
export type ErrorKey = (typeof ERROR_KEYS)[number];

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && (ERROR_KEYS as readonly string[]).includes(value);
}

// For values that only a buggy client sends (wrong type, malformed wire data): no field key fits.
export const INVALID_VALUE_ERROR = { error: 'INVALID_VALUE' } as const satisfies { error: ErrorKey };

/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AccessAction =
  | 'CHANGE'
  | 'DOWNLOAD'
  | 'EXPORT'
  | 'VIEW';

export type AccessChainBreakReason =
  | 'CONTENT_CHANGED'
  | 'EVENT_REMOVED'
  | 'HASH_MISMATCH'
  | 'HEAD_MISMATCH'
  | 'SEQ_GAP'
  | 'UNCHAINED_EVENT';

export type AccessLink =
  | 'PARENT_LINK'
  | 'SEASON_LINK'
  | 'TPA_LINK';

/** Events of one person, of one action, within from..to (YYYY-MM-DD, UTC days), each when given. */
export type AccessLogFilter = {
  action?: AccessAction | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  userId?: string | number | null | undefined;
};

export type AccessResource =
  | 'CLAIM'
  | 'CLAIMS_EXPORT'
  | 'CLAIM_PDF'
  | 'DELETION_FOR_GOOD'
  | 'DISCLOSURES'
  | 'DOCUMENT'
  | 'EMAIL'
  | 'INCIDENT'
  | 'LOSS_RUN'
  | 'SCHOOL_DATA_EXPORT'
  | 'STUDENT';

export type ActiveStatus =
  | 'ACTIVE'
  | 'INACTIVE';

export type ActivityType =
  | 'GAME'
  | 'OTHER'
  | 'PRACTICE'
  | 'TRAVEL';

export type BodyPart =
  | 'ABDOMEN'
  | 'ANKLE'
  | 'ARM'
  | 'BACK'
  | 'CHEST_RIBS'
  | 'ELBOW'
  | 'EYE'
  | 'FACE'
  | 'FOOT_TOE'
  | 'HAND_FINGER'
  | 'HEAD'
  | 'HIP'
  | 'KNEE'
  | 'LEG'
  | 'MOUTH_TEETH'
  | 'NECK'
  | 'OTHER'
  | 'SHOULDER'
  | 'WRIST';

export type BodySide =
  | 'BOTH'
  | 'LEFT'
  | 'NOT_APPLICABLE'
  | 'RIGHT';

/** What a claim needs before a TPA pays it; which ones a TPA requires is set on the TPA. */
export type ChecklistItem =
  | 'CLAIM_FORM'
  | 'EOB_OR_NO_OTHER_INSURANCE'
  | 'INCIDENT_REPORT'
  | 'INSURANCE_CARD'
  | 'ITEMIZED_BILL';

/** COMPLETE: the claim has every item its TPA requires; INCOMPLETE: at least one is missing. */
export type ClaimCompleteness =
  | 'COMPLETE'
  | 'INCOMPLETE';

/** What a document on a claim is (EOB, bill, photo...). */
export type ClaimDocumentKind =
  /** Explanation of benefits (EOB) */
  | 'EOB'
  /** Incident report */
  | 'INCIDENT_REPORT'
  /** Insurance card (back) */
  | 'INSURANCE_CARD_BACK'
  /** Insurance card (front) */
  | 'INSURANCE_CARD_FRONT'
  /** Itemized bill */
  | 'ITEMIZED_BILL'
  /** Other document */
  | 'OTHER'
  /** Paid receipt */
  | 'PAID_RECEIPT'
  /** Photo */
  | 'PHOTO'
  /** Parent's part, signed */
  | 'SIGNED_PARENT_PART'
  /** Parent's part, signed: English rendering */
  | 'SIGNED_PARENT_PART_ENGLISH';

export type ClaimSort =
  | 'claimant_name'
  | 'date_of_accident'
  | 'date_submitted'
  | 'school'
  | 'status'
  | 'student_id'
  | 'submitted_by'
  | 'tpa';

/** Where a claim (or one of its e-mails) is in its delivery to the TPA: PENDING, DELIVERED (Sent) or ERROR (Failed). */
export type ClaimStatus =
  | 'AWAITING_PARENT'
  | 'DELIVERED'
  | 'ERROR'
  | 'PENDING';

export type CoachInviteInput = {
  email?: string | null | undefined;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  school_id?: string | number | null | undefined;
};

/** INVITED until a new account signs in or an existing account accepts; ACTIVE after; INACTIVE when deactivated. */
export type CoachStatus =
  | 'ACTIVE'
  | 'INACTIVE'
  | 'INVITED';

export type Country =
  | 'CANADA'
  | 'UNITED_STATES';

/** The six sections of a school dashboard (SPEC §1). */
export type DashboardComponent =
  | 'CLAIMS_MANAGEMENT'
  | 'CONTACT_INFORMATION'
  | 'FORMS'
  | 'POLICY_AND_REPORTS'
  | 'RISK_MANAGEMENT'
  | 'VALUE_ADDED_PROGRAMS';

/** The component is read on creation only: a contact keeps its section. */
export type DashboardContactInput = {
  company_name?: string | null | undefined;
  component?: DashboardComponent | null | undefined;
  email_address?: string | null | undefined;
  fax?: string | null | undefined;
  mail_address?: string | null | undefined;
  phone?: string | null | undefined;
  representative_name?: string | null | undefined;
  title?: string | null | undefined;
};

export type DashboardElementType =
  | 'FILE'
  | 'URL';

/** A file takes a title; a link a title and a URL. */
export type DashboardElementUpdateInput = {
  title?: string | null | undefined;
  url?: string | null | undefined;
};

export type DashboardItemKind =
  | 'CONTACT'
  | 'FILE'
  | 'URL';

export type DashboardLinkInput = {
  component?: DashboardComponent | null | undefined;
  title?: string | null | undefined;
  url?: string | null | undefined;
};

export type DataExportStatus =
  | 'DONE'
  | 'DOWNLOADED'
  | 'EXPIRED'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

export type DeadlineKind =
  | 'ABSOLUTE'
  | 'FILING'
  | 'NOTICE'
  | 'TREATMENT';

export type DeletionCount =
  | 'access_events_redacted'
  | 'access_events_removed'
  | 'claim_changes'
  | 'claim_emails'
  | 'claims'
  | 'disclosures'
  | 'documents'
  | 'guardian_requests'
  | 'incidents'
  | 'insurance_records'
  | 'parent_links'
  | 'pending_emails'
  | 'queued_jobs'
  | 'rate_limit_counters'
  | 'school_records'
  | 'season_authorizations'
  | 'season_campaigns'
  | 'sessions'
  | 'signatures'
  | 'stored_bytes'
  | 'stored_files'
  | 'students'
  | 'tpa_links'
  | 'users';

export type DeletionKind =
  | 'RETENTION'
  | 'SCHOOL'
  | 'STUDENT';

export type DeliveryDelayBucket =
  | 'DAYS_1_7'
  | 'DAYS_7_PLUS'
  | 'HOURS_1_24'
  | 'NOT_DELIVERED'
  | 'UNDER_1_HOUR';

export type DeliveryMethod =
  | 'ELECTRONIC_EMAIL'
  | 'EMAIL';

export type DisclosureBasis =
  | 'PARENT_AUTHORIZATION'
  | 'SCHOOL_CLAIM';

export type DisclosureKind =
  | 'CLAIM'
  | 'RESEND'
  | 'SUPPLEMENT'
  | 'TPA_LINK_VIEW';

/** MET: treatment began in time, or the claim was sent. MISSED: treatment began later. OPEN: still to meet, by its date. PAST: still to meet, its date gone by. */
export type DueDateState =
  | 'MET'
  | 'MISSED'
  | 'OPEN'
  | 'PAST';

/** F, M, or X (neutral or not given). */
export type Gender =
  | 'F'
  | 'M'
  | 'X';

/** COMPLETED: each of the guardian's students signed; PENDING: still to do; OPTED_OUT: the guardian declined; BOUNCED: their e-mail could not be delivered. */
export type GuardianRequestState =
  | 'BOUNCED'
  | 'COMPLETED'
  | 'OPTED_OUT'
  | 'PENDING';

/** Whose injury: a student of the school, or someone with no record here. */
export type IncidentPersonKind =
  | 'OTHER'
  | 'SPECTATOR'
  | 'STAFF'
  | 'STUDENT'
  | 'VISITOR';

export type IncidentReportInput = {
  /** The sport, by name; none for recess or class. */
  activity?: string | null | undefined;
  activity_type?: ActivityType | null | undefined;
  /** The reporter's own id for this report (a UUID per draft): sent again, by the same person for the same school, it answers the incident it made and notifies nobody twice. */
  client_id?: string | null | undefined;
  /** YYYY-MM-DD, not after today. */
  injury_date?: string | null | undefined;
  injury_description?: string | null | undefined;
  /** What the injury was, for a nature of OTHER. */
  injury_type?: string | null | undefined;
  /** en or es: the language the form was shown in, which its free text is written in; left out, the reporter's account language. */
  language?: string | null | undefined;
  location_of_injury?: string | null | undefined;
  official_statement?: OfficialStatementInput | null | undefined;
  person_kind?: IncidentPersonKind | null | undefined;
  /** Anyone else, by name. */
  person_name?: string | null | undefined;
  school_id?: string | number | null | undefined;
  /** A student of the school, for a person_kind of STUDENT. */
  student_id?: string | number | null | undefined;
};

/** REPORTED, then REVIEWED by the school, then CLOSED. */
export type IncidentStatus =
  | 'CLOSED'
  | 'REPORTED'
  | 'REVIEWED';

export type InjuryMechanism =
  | 'COLLISION_WITH_PERSON'
  | 'FALL'
  | 'OTHER'
  | 'OVEREXERTION'
  | 'STRUCK_AGAINST_SURFACE'
  | 'STRUCK_BY_OBJECT'
  | 'TWIST_OR_LANDING';

export type InjuryNature =
  | 'ABRASION'
  | 'BURN'
  | 'CONCUSSION'
  | 'CONTUSION'
  | 'DENTAL'
  | 'DISLOCATION'
  | 'FRACTURE'
  | 'HEAT_ILLNESS'
  | 'LACERATION'
  | 'OTHER'
  | 'SPRAIN_STRAIN';

export type InsuranceProviderInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  is_active?: boolean | null | undefined;
  name?: string | null | undefined;
  policy_or_certificate_number?: string | null | undefined;
  postal_code?: string | null | undefined;
  state?: UsState | null | undefined;
};

/** The school official's statement, as OfficialStatement reads it. */
export type OfficialStatementInput = {
  accident_time?: string | null | undefined;
  body_parts?: Array<StatementBodyPartInput> | null | undefined;
  first_aid?: string | null | undefined;
  first_aid_by?: string | null | undefined;
  is_school_sponsored?: boolean | null | undefined;
  is_supervised?: boolean | null | undefined;
  mechanism?: InjuryMechanism | null | undefined;
  mechanism_other?: string | null | undefined;
  nature_of_injury?: InjuryNature | null | undefined;
  parent_notified_date?: string | null | undefined;
  parent_notified_how?: ParentNoticeMethod | null | undefined;
  parent_notified_time?: string | null | undefined;
  school_transport?: boolean | null | undefined;
  sent_to?: SentTo | null | undefined;
  sent_to_other?: string | null | undefined;
  supervisor_name?: string | null | undefined;
  supervisor_title?: string | null | undefined;
  supervisor_witnessed?: boolean | null | undefined;
  witnesses?: Array<StatementWitnessInput> | null | undefined;
};

export type OpenAgeBucket =
  | 'DAYS_0_30'
  | 'DAYS_31_60'
  | 'DAYS_61_90'
  | 'DAYS_91_180'
  | 'DAYS_181_PLUS';

export type ParentInfoInput = {
  address_1?: string | null | undefined;
  address_2?: string | null | undefined;
  city?: string | null | undefined;
  country?: Country | null | undefined;
  email?: string | null | undefined;
  employer_name?: string | null | undefined;
  employer_phone?: string | null | undefined;
  first_name?: string | null | undefined;
  /** en or es. */
  language?: string | null | undefined;
  last_name?: string | null | undefined;
  phone?: string | null | undefined;
  postal_code?: string | null | undefined;
  /** As the student's, but optional. */
  state_prov?: string | null | undefined;
};

export type ParentNoticeMethod =
  | 'EMAIL'
  | 'IN_PERSON'
  | 'OTHER'
  | 'PHONE'
  | 'TEXT';

/** A verification outcome; NEEDS_AUDIT when the stored value is none of the others. */
export type ProviderStatus =
  | 'NEEDS_AUDIT'
  | 'NO_INSURANCE'
  | 'POLICY_NOT_ACTIVE'
  | 'QUEUED'
  | 'VERIFIED';

/** The claims a report covers: injured within from..to (YYYY-MM-DD), and each filter given. */
export type ReportFilter = {
  /** The sport's name. */
  activity?: string | null | undefined;
  activityLevel?: import('@claims/shared').ActivityLevel | null | undefined;
  activityType?: ActivityType | null | undefined;
  bodyPart?: BodyPart | null | undefined;
  from: string;
  natureOfInjury?: InjuryNature | null | undefined;
  schoolId?: string | number | null | undefined;
  status?: ClaimStatus | null | undefined;
  to: string;
  tpaId?: string | number | null | undefined;
  tpaStatus?: TpaStatus | null | undefined;
};

/** All a coach learns of a return to play. */
export type ReturnToPlayStatus =
  | 'CLEARED'
  | 'NOT_CLEARED';

export type SalesRepInput = {
  address_1?: string | null | undefined;
  address_2?: string | null | undefined;
  city?: string | null | undefined;
  email_address?: string | null | undefined;
  first_name?: string | null | undefined;
  is_active?: boolean | null | undefined;
  last_name?: string | null | undefined;
  phone?: string | null | undefined;
  postal_code?: string | null | undefined;
  see_all_schools?: boolean | null | undefined;
  state?: UsState | null | undefined;
};

export type SalesRepSort =
  | 'email_address'
  | 'first_name'
  | 'last_name';

export type SchoolInput = {
  address_1?: string | null | undefined;
  address_2?: string | null | undefined;
  allow_piv?: boolean | null | undefined;
  allow_students_import?: boolean | null | undefined;
  city?: string | null | undefined;
  contact_email_address?: string | null | undefined;
  contact_name?: string | null | undefined;
  contact_phone?: string | null | undefined;
  insurance_confirm_days?: number | null | undefined;
  is_active?: boolean | null | undefined;
  name?: string | null | undefined;
  parent_link_days?: number | null | undefined;
  parent_part_online?: boolean | null | undefined;
  password_sign_in?: boolean | null | undefined;
  postal_code?: string | null | undefined;
  retention_years?: number | null | undefined;
  sales_rep_id?: string | number | null | undefined;
  show_verification_status?: boolean | null | undefined;
  sso_google_domains?: Array<string> | null | undefined;
  sso_microsoft_tenants?: Array<string> | null | undefined;
  state?: UsState | null | undefined;
};

export type SchoolSort =
  | 'name'
  | 'sales_rep'
  | 'updated_at';

export type SchoolStatus =
  | 'ACTIVE'
  | 'INACTIVE';

export type SchoolTpaLinkInput = {
  absolute_days?: number | null | undefined;
  activities?: Array<string | number> | null | undefined;
  effective_date?: string | null | undefined;
  filing_days?: number | null | undefined;
  id?: string | number | null | undefined;
  is_active?: boolean | null | undefined;
  is_default?: boolean | null | undefined;
  notice_days?: number | null | undefined;
  policy_number?: string | null | undefined;
  tpa_identifier?: string | null | undefined;
  treatment_days?: number | null | undefined;
};

/** Where the student was sent after the injury. */
export type SentTo =
  | 'AMBULANCE'
  | 'DOCTOR'
  | 'HOME'
  | 'HOSPITAL'
  | 'OTHER'
  | 'RETURNED_TO_ACTIVITY'
  | 'SCHOOL_NURSE_OR_TRAINER'
  | 'URGENT_CARE';

export type SortDirection =
  | 'asc'
  | 'desc';

export type StatementBodyPartInput = {
  part?: BodyPart | null | undefined;
  side?: BodySide | null | undefined;
};

export type StatementWitnessInput = {
  name?: string | null | undefined;
  phone?: string | null | undefined;
};

export type StudentInput = {
  academic_id?: string | null | undefined;
  address_1?: string | null | undefined;
  address_2?: string | null | undefined;
  city?: string | null | undefined;
  /** UNITED_STATES when not given. */
  country?: Country | null | undefined;
  /** YYYY-MM-DD, not after today. */
  date_of_birth?: string | null | undefined;
  email_address?: string | null | undefined;
  first_name?: string | null | undefined;
  gender?: Gender | null | undefined;
  last_name?: string | null | undefined;
  postal_code?: string | null | undefined;
  primary_phone?: string | null | undefined;
  /** The full name of a state of the country (a province for Canada), as stored. */
  state_prov?: string | null | undefined;
};

export type StudentPageInput = {
  /** None, or every field empty, stores no parent. */
  parent?: ParentInfoInput | null | undefined;
  /** Entries without a company are not saved. */
  providers?: Array<StudentProviderInput> | null | undefined;
  student: StudentInput;
};

export type StudentProviderInput = {
  /** The saved entry this one edits; none for a new entry. */
  id?: string | number | null | undefined;
  insurance_group_id?: string | null | undefined;
  insurance_member_id?: string | null | undefined;
  /** The insurance company; none for Other. */
  insurance_provider_id?: string | number | null | undefined;
  is_other_provider?: boolean | null | undefined;
  phone?: string | null | undefined;
  /** The one primary entry; the first when none is marked. */
  primary?: boolean | null | undefined;
  /** Other's name. */
  provider_name?: string | null | undefined;
};

export type StudentSort =
  | 'academic_id'
  | 'date_of_birth'
  | 'first_name'
  | 'last_name';

export type SubmissionDelayBucket =
  | 'DAYS_1_7'
  | 'DAYS_8_30'
  | 'DAYS_31_90'
  | 'DAYS_91_PLUS'
  | 'SAME_DAY';

export type TpaElementInput = {
  component?: DashboardComponent | null | undefined;
  title?: string | null | undefined;
  url?: string | null | undefined;
};

export type TpaInput = {
  address_1?: string | null | undefined;
  address_2?: string | null | undefined;
  city?: string | null | undefined;
  claims_email_address?: string | null | undefined;
  claims_portal_url?: string | null | undefined;
  code?: string | null | undefined;
  delivery_method?: DeliveryMethod | null | undefined;
  electronic_claims_email_address?: string | null | undefined;
  fax?: string | null | undefined;
  /** Whole MB from 1 to 50; left out: 20. */
  max_attachment_mb?: number | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  postal_code?: string | null | undefined;
  /** Left out: the default items. CLAIM_FORM is always added. */
  required_documents?: Array<ChecklistItem> | null | undefined;
  state?: UsState | null | undefined;
};

export type TpaSort =
  | 'code'
  | 'name';

/** What the TPA reported of the claim by its link (ADR 027), beside the delivery status. */
export type TpaStatus =
  | 'CLOSED_DENIED'
  | 'CLOSED_PAID'
  | 'INFORMATION_REQUESTED'
  | 'RECEIVED';

/** A US state or DC, by postal code. */
export type UsState =
  /** Alaska */
  | 'AK'
  /** Alabama */
  | 'AL'
  /** Arkansas */
  | 'AR'
  /** Arizona */
  | 'AZ'
  /** California */
  | 'CA'
  /** Colorado */
  | 'CO'
  /** Connecticut */
  | 'CT'
  /** District of Columbia */
  | 'DC'
  /** Delaware */
  | 'DE'
  /** Florida */
  | 'FL'
  /** Georgia */
  | 'GA'
  /** Hawaii */
  | 'HI'
  /** Iowa */
  | 'IA'
  /** Idaho */
  | 'ID'
  /** Illinois */
  | 'IL'
  /** Indiana */
  | 'IN'
  /** Kansas */
  | 'KS'
  /** Kentucky */
  | 'KY'
  /** Louisiana */
  | 'LA'
  /** Massachusetts */
  | 'MA'
  /** Maryland */
  | 'MD'
  /** Maine */
  | 'ME'
  /** Michigan */
  | 'MI'
  /** Minnesota */
  | 'MN'
  /** Missouri */
  | 'MO'
  /** Mississippi */
  | 'MS'
  /** Montana */
  | 'MT'
  /** North Carolina */
  | 'NC'
  /** North Dakota */
  | 'ND'
  /** Nebraska */
  | 'NE'
  /** New Hampshire */
  | 'NH'
  /** New Jersey */
  | 'NJ'
  /** New Mexico */
  | 'NM'
  /** Nevada */
  | 'NV'
  /** New York */
  | 'NY'
  /** Ohio */
  | 'OH'
  /** Oklahoma */
  | 'OK'
  /** Oregon */
  | 'OR'
  /** Pennsylvania */
  | 'PA'
  /** Rhode Island */
  | 'RI'
  /** South Carolina */
  | 'SC'
  /** South Dakota */
  | 'SD'
  /** Tennessee */
  | 'TN'
  /** Texas */
  | 'TX'
  /** Utah */
  | 'UT'
  /** Virginia */
  | 'VA'
  /** Vermont */
  | 'VT'
  /** Washington */
  | 'WA'
  /** Wisconsin */
  | 'WI'
  /** West Virginia */
  | 'WV'
  /** Wyoming */
  | 'WY';

export type UserInput = {
  email_address?: string | null | undefined;
  first_name?: string | null | undefined;
  is_active?: boolean | null | undefined;
  last_name?: string | null | undefined;
};

export type VerificationResult =
  | 'NO_INSURANCE'
  | 'POLICY_NOT_ACTIVE'
  | 'VERIFIED';

export type AccessEventFieldsFragment = { total: number, items: Array<{ id: string, at: string, user_id: string | null, user_name: string | null, link: AccessLink | null, action: AccessAction, resource: AccessResource, student_count: number, claim_count: number, claim_numbers: Array<number>, incident_count: number, incident_numbers: Array<number>, document_count: number, ip: string | null, user_agent: string | null }> };

export type StudentAccessLogQueryVariables = Exact<{
  studentId: string | number;
  filter?: AccessLogFilter | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type StudentAccessLogQuery = { studentAccessLog: { total: number, items: Array<{ id: string, at: string, user_id: string | null, user_name: string | null, link: AccessLink | null, action: AccessAction, resource: AccessResource, student_count: number, claim_count: number, claim_numbers: Array<number>, incident_count: number, incident_numbers: Array<number>, document_count: number, ip: string | null, user_agent: string | null }> } };

export type StudentAccessPeopleQueryVariables = Exact<{
  studentId: string | number;
}>;


export type StudentAccessPeopleQuery = { studentAccessPeople: Array<{ id: string, name: string }> };

export type UserAccessReportQueryVariables = Exact<{
  userId: string | number;
  filter?: AccessLogFilter | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type UserAccessReportQuery = { userAccessReport: { total: number, items: Array<{ id: string, at: string, user_id: string | null, user_name: string | null, link: AccessLink | null, action: AccessAction, resource: AccessResource, student_count: number, claim_count: number, claim_numbers: Array<number>, incident_count: number, incident_numbers: Array<number>, document_count: number, ip: string | null, user_agent: string | null }> } };

export type ActivitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivitiesQuery = { activities: Array<{ id: string, activity: string }> };

export type CreateActivityMutationVariables = Exact<{
  activity: string;
}>;


export type CreateActivityMutation = { createActivity: { id: string, activity: string } };

export type UpdateActivityMutationVariables = Exact<{
  id: string | number;
  activity: string;
}>;


export type UpdateActivityMutation = { updateActivity: { id: string, activity: string } };

export type DeleteActivityMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteActivityMutation = { deleteActivity: boolean };

export type DeletionCertificateFieldsFragment = { id: string, kind: DeletionKind, subject: string, reference: string, requested_by_name: string | null, performed_at: string, pdf_url: string, counts: Array<{ key: DeletionCount, count: number }> };

export type DeletionCertificatesQueryVariables = Exact<{
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type DeletionCertificatesQuery = { deletionCertificates: { total: number, items: Array<{ id: string, kind: DeletionKind, subject: string, reference: string, requested_by_name: string | null, performed_at: string, pdf_url: string, counts: Array<{ key: DeletionCount, count: number }> }> } };

export type DeleteStudentForGoodMutationVariables = Exact<{
  id: string | number;
  reference?: string | null | undefined;
}>;


export type DeleteStudentForGoodMutation = { deleteStudentForGood: { id: string, kind: DeletionKind, subject: string, reference: string, requested_by_name: string | null, performed_at: string, pdf_url: string, counts: Array<{ key: DeletionCount, count: number }> } };

export type DeleteSchoolForGoodMutationVariables = Exact<{
  id: string | number;
  confirmName: string;
  reference?: string | null | undefined;
}>;


export type DeleteSchoolForGoodMutation = { deleteSchoolForGood: { id: string, kind: DeletionKind, subject: string, reference: string, requested_by_name: string | null, performed_at: string, pdf_url: string, counts: Array<{ key: DeletionCount, count: number }> } };

export type IncidentFieldsFragment = { id: string, incident_number: number, school_id: string, school_name: string, person_kind: IncidentPersonKind, student_id: string | null, student_first_name: string | null, student_last_name: string | null, person_name: string | null, injury_date: string, location_of_injury: string, injury_description: string, injury_type: string | null, activity: string | null, activity_type: ActivityType | null, official_statement: unknown, language: string | null, serious: boolean, status: IncidentStatus, reported_by_name: string, reviewed_at: string | null, closed_at: string | null, claim_id: string | null, created_at: string };

export type IncidentsQueryVariables = Exact<{
  schoolId?: string | number | null | undefined;
  status?: IncidentStatus | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type IncidentsQuery = { incidents: { total: number, items: Array<{ id: string, incident_number: number, school_id: string, school_name: string, person_kind: IncidentPersonKind, student_id: string | null, student_first_name: string | null, student_last_name: string | null, person_name: string | null, injury_date: string, location_of_injury: string, injury_description: string, injury_type: string | null, activity: string | null, activity_type: ActivityType | null, official_statement: unknown, language: string | null, serious: boolean, status: IncidentStatus, reported_by_name: string, reviewed_at: string | null, closed_at: string | null, claim_id: string | null, created_at: string }> } };

export type IncidentQueryVariables = Exact<{
  id: string | number;
}>;


export type IncidentQuery = { incident: { id: string, incident_number: number, school_id: string, school_name: string, person_kind: IncidentPersonKind, student_id: string | null, student_first_name: string | null, student_last_name: string | null, person_name: string | null, injury_date: string, location_of_injury: string, injury_description: string, injury_type: string | null, activity: string | null, activity_type: ActivityType | null, official_statement: unknown, language: string | null, serious: boolean, status: IncidentStatus, reported_by_name: string, reviewed_at: string | null, closed_at: string | null, claim_id: string | null, created_at: string, return_to_play: { status: ReturnToPlayStatus, started_at: string | null, cleared_at: string | null, next_step_from: string | null, steps: Array<{ number: number, name: string, completed_at: string | null, logged_by_name: string | null }> | null, clearance: { filename: string, uploaded_at: string, uploaded_by_name: string | null, url: string } | null } | null, photos: Array<{ id: string, filename: string, uploaded_at: string, uploaded_by_name: string | null, url: string }>, history: Array<{ id: string, action: string, changes: unknown, at: string, user_name: string | null }> } };

export type IncidentStudentsQueryVariables = Exact<{
  schoolId: string | number;
  name: string;
}>;


export type IncidentStudentsQuery = { incidentStudents: Array<{ id: string, first_name: string, last_name: string }> };

export type ReportIncidentMutationVariables = Exact<{
  input: IncidentReportInput;
}>;


export type ReportIncidentMutation = { reportIncident: { id: string, school_id: string } };

export type ReviewIncidentMutationVariables = Exact<{
  id: string | number;
}>;


export type ReviewIncidentMutation = { reviewIncident: { id: string } };

export type StartReturnToPlayMutationVariables = Exact<{
  id: string | number;
}>;


export type StartReturnToPlayMutation = { startReturnToPlay: { id: string } };

export type LogReturnToPlayStepMutationVariables = Exact<{
  id: string | number;
}>;


export type LogReturnToPlayStepMutation = { logReturnToPlayStep: { id: string } };

export type ClearReturnToPlayMutationVariables = Exact<{
  id: string | number;
}>;


export type ClearReturnToPlayMutation = { clearReturnToPlay: { id: string } };

export type NotifyIncidentParentMutationVariables = Exact<{
  id: string | number;
}>;


export type NotifyIncidentParentMutation = { notifyIncidentParent: { id: string } };

export type CloseIncidentMutationVariables = Exact<{
  id: string | number;
}>;


export type CloseIncidentMutation = { closeIncident: { id: string } };

export type InsuranceProviderFieldsFragment = { id: string, name: string, address: string | null, city: string | null, state: UsState | null, postal_code: string | null, policy_or_certificate_number: string | null, is_active: boolean };

export type InsuranceProvidersQueryVariables = Exact<{
  includeInactive?: boolean | null | undefined;
}>;


export type InsuranceProvidersQuery = { insuranceProviders: Array<{ id: string, name: string, address: string | null, city: string | null, state: UsState | null, postal_code: string | null, policy_or_certificate_number: string | null, is_active: boolean }> };

export type CreateInsuranceProviderMutationVariables = Exact<{
  input: InsuranceProviderInput;
}>;


export type CreateInsuranceProviderMutation = { createInsuranceProvider: { id: string, name: string, address: string | null, city: string | null, state: UsState | null, postal_code: string | null, policy_or_certificate_number: string | null, is_active: boolean } };

export type UpdateInsuranceProviderMutationVariables = Exact<{
  id: string | number;
  input: InsuranceProviderInput;
}>;


export type UpdateInsuranceProviderMutation = { updateInsuranceProvider: { id: string, name: string, address: string | null, city: string | null, state: UsState | null, postal_code: string | null, policy_or_certificate_number: string | null, is_active: boolean } };

export type SalesRepsForDropdownQueryVariables = Exact<{ [key: string]: never; }>;


export type SalesRepsForDropdownQuery = { salesRepsForDropdown: Array<{ id: string, first_name: string, last_name: string }> };

export type SchoolTpaFieldsFragment = { id: string, third_party_administrator_id: string, tpa_code: string, tpa_name: string, policy_number: string | null, tpa_identifier: string | null, effective_date: string | null, activities: Array<string>, is_active: boolean, is_default: boolean, notice_days: number | null, treatment_days: number | null, filing_days: number | null, absolute_days: number | null };

export type SchoolTpasQueryVariables = Exact<{
  schoolId: string | number;
  activeOnly?: boolean | null | undefined;
}>;


export type SchoolTpasQuery = { schoolTpas: Array<{ id: string, third_party_administrator_id: string, tpa_code: string, tpa_name: string, policy_number: string | null, tpa_identifier: string | null, effective_date: string | null, activities: Array<string>, is_active: boolean, is_default: boolean, notice_days: number | null, treatment_days: number | null, filing_days: number | null, absolute_days: number | null }> };

export type ActiveSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveSchoolsQuery = { activeSchools: Array<{ id: string, name: string }> };

export type SchoolOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SchoolOptionsQuery = { schoolOptions: Array<{ id: string, name: string, is_active: boolean }> };

export type ParentInfoFieldsFragment = { first_name: string | null, last_name: string | null, address_1: string | null, address_2: string | null, city: string | null, state_prov: string | null, postal_code: string | null, country: Country | null, employer_name: string | null, employer_phone: string | null, email: string | null, phone: string | null, language: string | null };

export type StudentPageFieldsFragment = { id: string, school_id: string, first_name: string, last_name: string, academic_id: string | null, gender: Gender, date_of_birth: string | null, email_address: string | null, primary_phone: string | null, address_1: string, address_2: string | null, city: string, state_prov: string | null, country: Country, postal_code: string, show_verification_status: boolean, can_verify: boolean, updated_at: string, parents_info: { first_name: string | null, last_name: string | null, address_1: string | null, address_2: string | null, city: string | null, state_prov: string | null, postal_code: string | null, country: Country | null, employer_name: string | null, employer_phone: string | null, email: string | null, phone: string | null, language: string | null } | null, providers: Array<{ id: string, insurance_provider_id: string | null, is_other_provider: boolean, name: string | null, provider_name: string | null, insurance_member_id: string | null, insurance_group_id: string | null, phone: string | null, primary: boolean, status: ProviderStatus | null, updated_at: string }> };

export type StudentQueryVariables = Exact<{
  id: string | number;
}>;


export type StudentQuery = { student: { id: string, school_id: string, first_name: string, last_name: string, academic_id: string | null, gender: Gender, date_of_birth: string | null, email_address: string | null, primary_phone: string | null, address_1: string, address_2: string | null, city: string, state_prov: string | null, country: Country, postal_code: string, show_verification_status: boolean, can_verify: boolean, updated_at: string, parents_info: { first_name: string | null, last_name: string | null, address_1: string | null, address_2: string | null, city: string | null, state_prov: string | null, postal_code: string | null, country: Country | null, employer_name: string | null, employer_phone: string | null, email: string | null, phone: string | null, language: string | null } | null, providers: Array<{ id: string, insurance_provider_id: string | null, is_other_provider: boolean, name: string | null, provider_name: string | null, insurance_member_id: string | null, insurance_group_id: string | null, phone: string | null, primary: boolean, status: ProviderStatus | null, updated_at: string }> } };

export type StudentsQueryVariables = Exact<{
  schoolId: string | number;
  name?: string | null | undefined;
  academicId?: string | null | undefined;
  sort?: StudentSort | null | undefined;
  direction?: SortDirection | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type StudentsQuery = { students: { total: number, items: Array<{ id: string, first_name: string, last_name: string, academic_id: string | null, date_of_birth: string | null, city: string, state_prov: string | null }> } };

export type CreateStudentMutationVariables = Exact<{
  schoolId: string | number;
  input: StudentPageInput;
}>;


export type CreateStudentMutation = { createStudent: { id: string, school_id: string, first_name: string, last_name: string, academic_id: string | null, gender: Gender, date_of_birth: string | null, email_address: string | null, primary_phone: string | null, address_1: string, address_2: string | null, city: string, state_prov: string | null, country: Country, postal_code: string, show_verification_status: boolean, can_verify: boolean, updated_at: string, parents_info: { first_name: string | null, last_name: string | null, address_1: string | null, address_2: string | null, city: string | null, state_prov: string | null, postal_code: string | null, country: Country | null, employer_name: string | null, employer_phone: string | null, email: string | null, phone: string | null, language: string | null } | null, providers: Array<{ id: string, insurance_provider_id: string | null, is_other_provider: boolean, name: string | null, provider_name: string | null, insurance_member_id: string | null, insurance_group_id: string | null, phone: string | null, primary: boolean, status: ProviderStatus | null, updated_at: string }> } };

export type UpdateStudentMutationVariables = Exact<{
  id: string | number;
  input: StudentPageInput;
}>;


export type UpdateStudentMutation = { updateStudent: { id: string, school_id: string, first_name: string, last_name: string, academic_id: string | null, gender: Gender, date_of_birth: string | null, email_address: string | null, primary_phone: string | null, address_1: string, address_2: string | null, city: string, state_prov: string | null, country: Country, postal_code: string, show_verification_status: boolean, can_verify: boolean, updated_at: string, parents_info: { first_name: string | null, last_name: string | null, address_1: string | null, address_2: string | null, city: string | null, state_prov: string | null, postal_code: string | null, country: Country | null, employer_name: string | null, employer_phone: string | null, email: string | null, phone: string | null, language: string | null } | null, providers: Array<{ id: string, insurance_provider_id: string | null, is_other_provider: boolean, name: string | null, provider_name: string | null, insurance_member_id: string | null, insurance_group_id: string | null, phone: string | null, primary: boolean, status: ProviderStatus | null, updated_at: string }> } };

export type TpasForDropdownQueryVariables = Exact<{ [key: string]: never; }>;


export type TpasForDropdownQuery = { tpasForDropdown: Array<{ id: string, code: string, name: string }> };

export type ClaimReportFieldsFragment = { id: string, claim_number: number, school_id: string, status: ClaimStatus, submitted_to_tpa_at: string, activity: string, activity_type: ActivityType, activity_level: import('@claims/shared').ActivityLevel, benefits_due_another_provider: boolean | null, injury_date: string, injury_reported_date: string, first_treatment_date: string, injury_description: string, injury_type: string | null, is_previous_injury: boolean, is_work_related: boolean, location_of_injury: string, student_address: { address_1: string, address_2: string | null, city: string, state_prov: string | null, postal_code: string, country: Country }, parent_info: { first_name: string | null, last_name: string | null, address_1: string | null, address_2: string | null, city: string | null, state_prov: string | null, postal_code: string | null, country: Country | null, employer_name: string | null, employer_phone: string | null, email: string | null, phone: string | null, language: string | null } | null, official_statement: { accident_time: string | null, nature_of_injury: InjuryNature, mechanism: InjuryMechanism, mechanism_other: string | null, is_school_sponsored: boolean, is_supervised: boolean, supervisor_name: string | null, supervisor_title: string | null, supervisor_witnessed: boolean | null, first_aid: string | null, first_aid_by: string | null, sent_to: SentTo | null, sent_to_other: string | null, parent_notified_date: string | null, parent_notified_time: string | null, parent_notified_how: ParentNoticeMethod | null, school_transport: boolean | null, body_parts: Array<{ part: BodyPart, side: BodySide }>, witnesses: Array<{ name: string, phone: string | null }> } | null };

export type ClaimWizardClaimQueryVariables = Exact<{
  id: string | number;
}>;


export type ClaimWizardClaimQuery = { claim: { student_id: string, id: string, claim_number: number, school_id: string, status: ClaimStatus, submitted_to_tpa_at: string, activity: string, activity_type: ActivityType, activity_level: import('@claims/shared').ActivityLevel, benefits_due_another_provider: boolean | null, injury_date: string, injury_reported_date: string, first_treatment_date: string, injury_description: string, injury_type: string | null, is_previous_injury: boolean, is_work_related: boolean, location_of_injury: string, school_third_party_administrator_id: string, providers: Array<{ id: string, is_other_provider: boolean, provider_name: string | null, insurance_provider_id: string | null, insurance_member_id: string | null, insurance_group_id: string | null, phone: string | null }>, student_address: { address_1: string, address_2: string | null, city: string, state_prov: string | null, postal_code: string, country: Country }, parent_info: { first_name: string | null, last_name: string | null, address_1: string | null, address_2: string | null, city: string | null, state_prov: string | null, postal_code: string | null, country: Country | null, employer_name: string | null, employer_phone: string | null, email: string | null, phone: string | null, language: string | null } | null, official_statement: { accident_time: string | null, nature_of_injury: InjuryNature, mechanism: InjuryMechanism, mechanism_other: string | null, is_school_sponsored: boolean, is_supervised: boolean, supervisor_name: string | null, supervisor_title: string | null, supervisor_witnessed: boolean | null, first_aid: string | null, first_aid_by: string | null, sent_to: SentTo | null, sent_to_other: string | null, parent_notified_date: string | null, parent_notified_time: string | null, parent_notified_how: ParentNoticeMethod | null, school_transport: boolean | null, body_parts: Array<{ part: BodyPart, side: BodySide }>, witnesses: Array<{ name: string, phone: string | null }> } | null } };

export type ClaimsNearInjuryQueryVariables = Exact<{
  schoolId: string | number;
  studentId: string | number;
  injuryDate: string;
  activity?: string | null | undefined;
}>;


export type ClaimsNearInjuryQuery = { claimsNearInjury: Array<{ id: string, claim_number: number, injury_date: string, activity: string, status: ClaimStatus, same_injury: boolean }> };

export type ClaimWizardSchoolQueryVariables = Exact<{
  id: string | number;
}>;


export type ClaimWizardSchoolQuery = { school: { id: string, name: string, state: UsState | null, parent_part_online: boolean } };

export type DraftDocumentsQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DraftDocumentsQuery = { claimDocuments: Array<{ id: string }> };

export type ClaimEmailLogsQueryVariables = Exact<{
  claimId: string | number;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ClaimEmailLogsQuery = { claimEmailLogs: { total: number, items: Array<{ id: string, created_at: string, updated_at: string, viewed_at: string | null, status: ClaimStatus, recipient: string | null, subject: string | null, sent_at: string | null, attempts: number, last_error: string | null }> } };

export type ClaimFilterUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type ClaimFilterUsersQuery = { users: Array<{ id: string, first_name: string, last_name: string }> };

export type ClaimsQueryVariables = Exact<{
  schoolId?: string | number | null | undefined;
  name?: string | null | undefined;
  studentId?: string | null | undefined;
  submittedBy?: string | number | null | undefined;
  status?: ClaimStatus | null | undefined;
  statuses?: Array<ClaimStatus> | ClaimStatus | null | undefined;
  tpaId?: string | number | null | undefined;
  submittedFrom?: string | null | undefined;
  submittedTo?: string | null | undefined;
  completeness?: ClaimCompleteness | null | undefined;
  tpaStatus?: TpaStatus | null | undefined;
  dueWithinDays?: number | null | undefined;
  sort?: ClaimSort | null | undefined;
  direction?: SortDirection | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  countAll?: boolean;
}>;


export type ClaimsQuery = { claims: { total: number, capped: boolean, exact_total?: number, items: Array<{ id: string, claim_number: number, status: ClaimStatus, student_first_name: string, student_last_name: string, academic_id: string | null, submitted_by_id: string, submitted_by_name: string, injury_date: string, submitted_to_tpa_at: string, school_id: string, school_name: string, tpa_name: string, tpa_code: string, missing_items: number, tpa_status: TpaStatus | null, tpa_claim_number: string | null, nearest_due_on: string | null }> } };

export type ClaimDueDatesQueryVariables = Exact<{
  id: string | number;
}>;


export type ClaimDueDatesQuery = { claim: { id: string, due_dates: Array<{ kind: DeadlineKind, due_on: string, state: DueDateState }> } };

export type ClaimRecordQueryVariables = Exact<{
  id: string | number;
}>;


export type ClaimRecordQuery = { claim: { school_name: string, tpa_name: string, tpa_code: string, policy_number: string | null, group_number: string | null, missing_items: number, tpa_status: TpaStatus | null, tpa_claim_number: string | null, tpa_note: string | null, incident_id: string | null, tpa_reported_at: string | null, tpa_received_at: string | null, created_at: string, updated_at: string, id: string, claim_number: number, school_id: string, status: ClaimStatus, submitted_to_tpa_at: string, activity: string, activity_type: ActivityType, activity_level: import('@claims/shared').ActivityLevel, benefits_due_another_provider: boolean | null, injury_date: string, injury_reported_date: string, first_treatment_date: string, injury_description: string, injury_type: string | null, is_previous_injury: boolean, is_work_related: boolean, location_of_injury: string, checklist: Array<{ item: ChecklistItem, required: boolean, received: boolean }>, student: { id: string, first_name: string, last_name: string, academic_id: string | null, date_of_birth: string | null, gender: Gender, email_address: string | null, primary_phone: string | null }, submitted_by: { first_name: string, last_name: string, email_address: string }, providers: Array<{ id: string, name: string | null, is_other_provider: boolean, provider_name: string | null, insurance_member_id: string | null, insurance_group_id: string | null, phone: string | null }>, parent_link: { email: string, purpose: string, sent_at: string, opened_at: string | null, expires_at: string, used_at: string | null, locked: boolean } | null, documents: Array<{ id: string, kind: ClaimDocumentKind, filename: string, size: number, url: string, sent: boolean }>, change_logs: Array<{ id: string, created_at: string, submitted_to_tpa_at: string, status: ClaimStatus, user_name: string | null, by_tpa: boolean, tpa_reporter: string | null, changes_log: Array<{ field: string, from: unknown, to: unknown }> | null }>, student_address: { address_1: string, address_2: string | null, city: string, state_prov: string | null, postal_code: string, country: Country }, parent_info: { first_name: string | null, last_name: string | null, address_1: string | null, address_2: string | null, city: string | null, state_prov: string | null, postal_code: string | null, country: Country | null, employer_name: string | null, employer_phone: string | null, email: string | null, phone: string | null, language: string | null } | null, official_statement: { accident_time: string | null, nature_of_injury: InjuryNature, mechanism: InjuryMechanism, mechanism_other: string | null, is_school_sponsored: boolean, is_supervised: boolean, supervisor_name: string | null, supervisor_title: string | null, supervisor_witnessed: boolean | null, first_aid: string | null, first_aid_by: string | null, sent_to: SentTo | null, sent_to_other: string | null, parent_notified_date: string | null, parent_notified_time: string | null, parent_notified_how: ParentNoticeMethod | null, school_transport: boolean | null, body_parts: Array<{ part: BodyPart, side: BodySide }>, witnesses: Array<{ name: string, phone: string | null }> } | null } };

export type SendParentLinkMutationVariables = Exact<{
  claimId: string | number;
  email?: string | null | undefined;
}>;


export type SendParentLinkMutation = { sendParentLink: boolean };

export type SendClaimWithoutParentMutationVariables = Exact<{
  claimId: string | number;
  reason: string;
}>;


export type SendClaimWithoutParentMutation = { sendClaimWithoutParent: boolean };

export type AddDashboardLinkMutationVariables = Exact<{
  schoolId: string | number;
  input: DashboardLinkInput;
}>;


export type AddDashboardLinkMutation = { addDashboardLink: { id: string, kind: DashboardItemKind, component: DashboardComponent, order: number, title: string, url: string | null, filename: string | null, file_id: string | null, file_url: string | null, from_tpa: boolean, tpa_name: string | null, company_name: string | null, representative_name: string | null, mail_address: string | null, phone: string | null, fax: string | null, email_address: string | null } };

export type UpdateDashboardElementMutationVariables = Exact<{
  id: string | number;
  input: DashboardElementUpdateInput;
}>;


export type UpdateDashboardElementMutation = { updateDashboardElement: { id: string, kind: DashboardItemKind, component: DashboardComponent, order: number, title: string, url: string | null, filename: string | null, file_id: string | null, file_url: string | null, from_tpa: boolean, tpa_name: string | null, company_name: string | null, representative_name: string | null, mail_address: string | null, phone: string | null, fax: string | null, email_address: string | null } };

export type AddDashboardContactMutationVariables = Exact<{
  schoolId: string | number;
  input: DashboardContactInput;
}>;


export type AddDashboardContactMutation = { addDashboardContact: { id: string, kind: DashboardItemKind, component: DashboardComponent, order: number, title: string, url: string | null, filename: string | null, file_id: string | null, file_url: string | null, from_tpa: boolean, tpa_name: string | null, company_name: string | null, representative_name: string | null, mail_address: string | null, phone: string | null, fax: string | null, email_address: string | null } };

export type UpdateDashboardContactMutationVariables = Exact<{
  id: string | number;
  input: DashboardContactInput;
}>;


export type UpdateDashboardContactMutation = { updateDashboardContact: { id: string, kind: DashboardItemKind, component: DashboardComponent, order: number, title: string, url: string | null, filename: string | null, file_id: string | null, file_url: string | null, from_tpa: boolean, tpa_name: string | null, company_name: string | null, representative_name: string | null, mail_address: string | null, phone: string | null, fax: string | null, email_address: string | null } };

export type MoveDashboardItemMutationVariables = Exact<{
  id: string | number;
  newIndex: number;
}>;


export type MoveDashboardItemMutation = { moveDashboardItem: Array<{ id: string }> };

export type DeleteDashboardItemMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDashboardItemMutation = { deleteDashboardItem: boolean };

export type DashboardItemFieldsFragment = { id: string, kind: DashboardItemKind, component: DashboardComponent, order: number, title: string, url: string | null, filename: string | null, file_id: string | null, file_url: string | null, from_tpa: boolean, tpa_name: string | null, company_name: string | null, representative_name: string | null, mail_address: string | null, phone: string | null, fax: string | null, email_address: string | null };

export type SchoolDashboardQueryVariables = Exact<{
  schoolId: string | number;
}>;


export type SchoolDashboardQuery = { schoolDashboard: { school_id: string, name: string, logo_url: string | null, can_edit: boolean, claims_awaiting_parent: number, claims_at_risk: number, sections: Array<{ component: DashboardComponent, items: Array<{ id: string, kind: DashboardItemKind, component: DashboardComponent, order: number, title: string, url: string | null, filename: string | null, file_id: string | null, file_url: string | null, from_tpa: boolean, tpa_name: string | null, company_name: string | null, representative_name: string | null, mail_address: string | null, phone: string | null, fax: string | null, email_address: string | null }> }> } };

export type SchoolCoachesQueryVariables = Exact<{
  schoolId: string | number;
}>;


export type SchoolCoachesQuery = { schoolCoaches: Array<{ id: string, first_name: string, last_name: string, email_address: string, status: CoachStatus }> };

export type InviteCoachMutationVariables = Exact<{
  input: CoachInviteInput;
}>;


export type InviteCoachMutation = { inviteCoach: { id: string, status: CoachStatus } };

export type ReturnToPlayStepsQueryVariables = Exact<{
  schoolId: string | number;
}>;


export type ReturnToPlayStepsQuery = { returnToPlaySteps: Array<string> };

export type SetReturnToPlayStepsMutationVariables = Exact<{
  schoolId: string | number;
  steps?: Array<string> | string | null | undefined;
}>;


export type SetReturnToPlayStepsMutation = { setReturnToPlaySteps: Array<string> };

export type IncidentPlacesQueryVariables = Exact<{
  schoolId: string | number;
}>;


export type IncidentPlacesQuery = { incidentPlaces: Array<string> | null };

export type SetIncidentPlacesMutationVariables = Exact<{
  schoolId: string | number;
  places?: Array<string> | string | null | undefined;
}>;


export type SetIncidentPlacesMutation = { setIncidentPlaces: Array<string> | null };

export type ClaimReportQueryVariables = Exact<{
  filter: ReportFilter;
}>;


export type ClaimReportQuery = { claimReport: { from: string, to: string, year: number, total: number, open: number, without_body_part: number, average_submission_days: number | null, average_delivery_hours: number | null, months: Array<{ month: number, claims: number, previous_year_claims: number }>, by_sport: Array<{ activity: string, claims: number }>, by_activity: Array<{ activity_type: ActivityType, activity_level: import('@claims/shared').ActivityLevel, claims: number }>, by_school: Array<{ school_id: string, name: string, claims: number }>, by_status: Array<{ status: ClaimStatus, claims: number }>, by_tpa_status: Array<{ tpa_status: TpaStatus | null, claims: number }>, by_nature: Array<{ nature: InjuryNature | null, claims: number }>, by_body_part: Array<{ body_part: BodyPart, claims: number }>, open_by_age: Array<{ bucket: OpenAgeBucket, claims: number }>, submission_delay: Array<{ bucket: SubmissionDelayBucket, claims: number }>, delivery_delay: Array<{ bucket: DeliveryDelayBucket, claims: number }> } };

export type IncidentReportQueryVariables = Exact<{
  filter: ReportFilter;
}>;


export type IncidentReportQuery = { incidentReport: { total: number, became_claims: number, year: number, months: Array<{ month: number, incidents: number, became_claims: number }>, by_sport: Array<{ activity: string | null, incidents: number, became_claims: number }>, by_place: Array<{ place: string, incidents: number, became_claims: number }>, by_body_part: Array<{ body_part: BodyPart, incidents: number, became_claims: number }> } };

export type DeleteSalesRepMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSalesRepMutation = { deleteSalesRep: boolean };

export type SalesRepFieldsFragment = { id: string, first_name: string, last_name: string, email_address: string | null, phone: string | null, address_1: string | null, address_2: string | null, city: string | null, state: UsState | null, postal_code: string | null, see_all_schools: boolean, is_active: boolean, updated_at: string };

export type SalesRepQueryVariables = Exact<{
  id: string | number;
}>;


export type SalesRepQuery = { salesRep: { id: string, first_name: string, last_name: string, email_address: string | null, phone: string | null, address_1: string | null, address_2: string | null, city: string | null, state: UsState | null, postal_code: string | null, see_all_schools: boolean, is_active: boolean, updated_at: string } };

export type SalesRepsQueryVariables = Exact<{
  name?: string | null | undefined;
  status?: ActiveStatus | null | undefined;
  sort?: SalesRepSort | null | undefined;
  direction?: SortDirection | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type SalesRepsQuery = { salesReps: { total: number, items: Array<{ id: string, first_name: string, last_name: string, email_address: string | null, phone: string | null, state: UsState | null, see_all_schools: boolean, is_active: boolean }> } };

export type CreateSalesRepMutationVariables = Exact<{
  input: SalesRepInput;
}>;


export type CreateSalesRepMutation = { createSalesRep: { id: string, first_name: string, last_name: string, email_address: string | null, phone: string | null, address_1: string | null, address_2: string | null, city: string | null, state: UsState | null, postal_code: string | null, see_all_schools: boolean, is_active: boolean, updated_at: string } };

export type UpdateSalesRepMutationVariables = Exact<{
  id: string | number;
  input: SalesRepInput;
}>;


export type UpdateSalesRepMutation = { updateSalesRep: { id: string, first_name: string, last_name: string, email_address: string | null, phone: string | null, address_1: string | null, address_2: string | null, city: string | null, state: UsState | null, postal_code: string | null, see_all_schools: boolean, is_active: boolean, updated_at: string } };

export type AccessLogChainQueryVariables = Exact<{
  schoolId: string | number;
}>;


export type AccessLogChainQuery = { accessLogChain: { intact: boolean, events: number, head_seq: number, head_hash: string, broken: { seq: number | null, event_id: string | null, reason: AccessChainBreakReason } | null } };

export type DataExportsQueryVariables = Exact<{
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type DataExportsQuery = { dataExports: { total: number, items: Array<{ id: string, status: DataExportStatus, steps_done: number, steps_total: number, size: number | null, requested_by_name: string | null, downloaded_by_name: string | null, created_at: string, finished_at: string | null, downloaded_at: string | null, download_url: string | null, schools: Array<{ id: string, name: string }> }> } };

export type StartDataExportMutationVariables = Exact<{
  schoolIds: Array<string | number> | string | number;
}>;


export type StartDataExportMutation = { startDataExport: string };

export type DeleteSchoolMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSchoolMutation = { deleteSchool: boolean };

export type DeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteUserMutation = { deleteUser: boolean };

export type SchoolUsersQueryVariables = Exact<{
  schoolId: string | number;
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type SchoolUsersQuery = { schoolUsers: { total: number, items: Array<{ id: string, first_name: string, last_name: string, email_address: string, is_active: boolean, created_at: string, last_activity_at: string | null }> } };

export type SchoolFieldsFragment = { id: string, name: string, is_active: boolean, address_1: string | null, address_2: string | null, city: string | null, state: UsState | null, postal_code: string | null, contact_name: string | null, contact_email_address: string | null, contact_phone: string | null, sales_rep_id: string | null, allow_piv: boolean, allow_students_import: boolean, show_verification_status: boolean, parent_part_online: boolean, parent_link_days: number, insurance_confirm_days: number | null, retention_years: number | null, sso_google_domains: Array<string>, sso_microsoft_tenants: Array<string>, password_sign_in: boolean, first_note: string | null, logo_file_id: string | null, logo_url: string | null, updated_at: string };

export type SchoolQueryVariables = Exact<{
  id: string | number;
}>;


export type SchoolQuery = { school: { id: string, name: string, is_active: boolean, address_1: string | null, address_2: string | null, city: string | null, state: UsState | null, postal_code: string | null, contact_name: string | null, contact_email_address: string | null, contact_phone: string | null, sales_rep_id: string | null, allow_piv: boolean, allow_students_import: boolean, show_verification_status: boolean, parent_part_online: boolean, parent_link_days: number, insurance_confirm_days: number | null, retention_years: number | null, sso_google_domains: Array<string>, sso_microsoft_tenants: Array<string>, password_sign_in: boolean, first_note: string | null, logo_file_id: string | null, logo_url: string | null, updated_at: string } };

export type SchoolsQueryVariables = Exact<{
  name?: string | null | undefined;
  salesRepId?: string | number | null | undefined;
  tpaId?: string | number | null | undefined;
  status?: SchoolStatus | null | undefined;
  sort?: SchoolSort | null | undefined;
  direction?: SortDirection | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type SchoolsQuery = { schools: { total: number, items: Array<{ id: string, name: string, is_active: boolean, updated_at: string, sales_rep_name: string | null, tpa_codes: Array<string>, first_note: string | null, logo_url: string | null }> } };

export type SaveSchoolNoteMutationVariables = Exact<{
  schoolId: string | number;
  note: string;
}>;


export type SaveSchoolNoteMutation = { saveSchoolNote: { id: string, note: string, updated_at: string } };

export type CreateSchoolMutationVariables = Exact<{
  input: SchoolInput;
}>;


export type CreateSchoolMutation = { createSchool: { id: string, name: string, is_active: boolean, address_1: string | null, address_2: string | null, city: string | null, state: UsState | null, postal_code: string | null, contact_name: string | null, contact_email_address: string | null, contact_phone: string | null, sales_rep_id: string | null, allow_piv: boolean, allow_students_import: boolean, show_verification_status: boolean, parent_part_online: boolean, parent_link_days: number, insurance_confirm_days: number | null, retention_years: number | null, sso_google_domains: Array<string>, sso_microsoft_tenants: Array<string>, password_sign_in: boolean, first_note: string | null, logo_file_id: string | null, logo_url: string | null, updated_at: string } };

export type UpdateSchoolMutationVariables = Exact<{
  id: string | number;
  input: SchoolInput;
}>;


export type UpdateSchoolMutation = { updateSchool: { id: string, name: string, is_active: boolean, address_1: string | null, address_2: string | null, city: string | null, state: UsState | null, postal_code: string | null, contact_name: string | null, contact_email_address: string | null, contact_phone: string | null, sales_rep_id: string | null, allow_piv: boolean, allow_students_import: boolean, show_verification_status: boolean, parent_part_online: boolean, parent_link_days: number, insurance_confirm_days: number | null, retention_years: number | null, sso_google_domains: Array<string>, sso_microsoft_tenants: Array<string>, password_sign_in: boolean, first_note: string | null, logo_file_id: string | null, logo_url: string | null, updated_at: string } };

export type AddSchoolTpaMutationVariables = Exact<{
  schoolId: string | number;
  tpaId?: string | number | null | undefined;
}>;


export type AddSchoolTpaMutation = { addSchoolTpa: Array<{ id: string, third_party_administrator_id: string, tpa_code: string, tpa_name: string, policy_number: string | null, tpa_identifier: string | null, effective_date: string | null, activities: Array<string>, is_active: boolean, is_default: boolean, notice_days: number | null, treatment_days: number | null, filing_days: number | null, absolute_days: number | null }> };

export type UpdateSchoolTpasMutationVariables = Exact<{
  schoolId: string | number;
  links: Array<SchoolTpaLinkInput> | SchoolTpaLinkInput;
}>;


export type UpdateSchoolTpasMutation = { updateSchoolTpas: Array<{ id: string, third_party_administrator_id: string, tpa_code: string, tpa_name: string, policy_number: string | null, tpa_identifier: string | null, effective_date: string | null, activities: Array<string>, is_active: boolean, is_default: boolean, notice_days: number | null, treatment_days: number | null, filing_days: number | null, absolute_days: number | null }> };

export type DeleteSchoolTpaMutationVariables = Exact<{
  schoolId: string | number;
  id: string | number;
}>;


export type DeleteSchoolTpaMutation = { deleteSchoolTpa: Array<{ id: string, third_party_administrator_id: string, tpa_code: string, tpa_name: string, policy_number: string | null, tpa_identifier: string | null, effective_date: string | null, activities: Array<string>, is_active: boolean, is_default: boolean, notice_days: number | null, treatment_days: number | null, filing_days: number | null, absolute_days: number | null }> };

export type UpdateUserMutationVariables = Exact<{
  id: string | number;
  input: UserInput;
}>;


export type UpdateUserMutation = { updateUser: { id: string } };

export type StudentsSchoolQueryVariables = Exact<{
  id: string | number;
}>;


export type StudentsSchoolQuery = { school: { id: string, allow_students_import: boolean } };

export type ResetStudentsMutationVariables = Exact<{
  schoolId: string | number;
  confirmation?: string | null | undefined;
}>;


export type ResetStudentsMutation = { resetStudents: number };

export type CampaignStandingFieldsFragment = { guardians: number, queued: number, completed: number, pending: number, opted_out: number, bounced: number };

export type SeasonCampaignsQueryVariables = Exact<{
  schoolId: string | number;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type SeasonCampaignsQuery = { seasonCampaigns: { total: number, items: Array<{ id: string, activity: string | null, created_at: string, standing: { guardians: number, queued: number, completed: number, pending: number, opted_out: number, bounced: number } }> } };

export type SeasonCampaignQueryVariables = Exact<{
  id: string | number;
  state?: GuardianRequestState | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type SeasonCampaignQuery = { seasonCampaign: { id: string, activity: string | null, created_at: string, standing: { guardians: number, queued: number, completed: number, pending: number, opted_out: number, bounced: number }, guardians: { total: number, items: Array<{ id: string, email: string, first_name: string | null, last_name: string | null, state: GuardianRequestState, students: number, opened_at: string | null, reminders_sent: number }> } } };

export type CreateSeasonCampaignMutationVariables = Exact<{
  schoolId: string | number;
  activity?: string | null | undefined;
  allWithGuardian?: boolean | null | undefined;
  studentIds?: Array<string | number> | string | number | null | undefined;
}>;


export type CreateSeasonCampaignMutation = { createSeasonCampaign: { id: string, guardians: number, students: number } };

export type ResendSeasonLinkMutationVariables = Exact<{
  requestId: string | number;
  email?: string | null | undefined;
}>;


export type ResendSeasonLinkMutation = { resendSeasonLink: boolean };

export type StudentSeasonAuthorizationsQueryVariables = Exact<{
  id: string | number;
}>;


export type StudentSeasonAuthorizationsQuery = { student: { id: string, season_authorizations: Array<{ id: string, signer_name: string, signer_email: string, signed_at: string, expires_on: string, revoked_at: string | null, on_file: boolean, language: string, authorization_version: string, document_sha256: string }> } };

export type StudentDisclosuresQueryVariables = Exact<{
  studentId: string | number;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type StudentDisclosuresQuery = { studentDisclosures: { total: number, items: Array<{ id: string, claim_id: string, claim_number: number, recipient: string, kind: DisclosureKind, items: Array<string>, disclosed_at: string, disclosed_by_name: string | null, basis: DisclosureBasis }> } };

export type VerificationQueueQueryVariables = Exact<{
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type VerificationQueueQuery = { verificationQueue: { total: number, items: Array<{ id: string, student_id: string, student_first_name: string, student_last_name: string, date_of_birth: string | null, school_id: string, school_name: string, provider_name: string | null, insurance_member_id: string | null, insurance_group_id: string | null, phone: string | null, requested_at: string | null, requested_by: string | null }> } };

export type ResolveVerificationMutationVariables = Exact<{
  id: string | number;
  status: VerificationResult;
}>;


export type ResolveVerificationMutation = { resolveVerification: boolean };

export type AddTpaLinkMutationVariables = Exact<{
  tpaId: string | number;
  input: TpaElementInput;
}>;


export type AddTpaLinkMutation = { addTpaLink: { id: string, type: DashboardElementType, title: string, component: DashboardComponent, url: string | null, filename: string | null, file_id: string | null, file_url: string | null } };

export type DeleteTpaElementMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTpaElementMutation = { deleteTpaElement: boolean };

export type DeleteTpaMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTpaMutation = { deleteTpa: boolean };

export type TpaElementFieldsFragment = { id: string, type: DashboardElementType, title: string, component: DashboardComponent, url: string | null, filename: string | null, file_id: string | null, file_url: string | null };

export type TpaFieldsFragment = { id: string, name: string, code: string, address_1: string | null, address_2: string | null, city: string | null, state: UsState | null, postal_code: string | null, phone: string | null, fax: string | null, claims_email_address: string | null, electronic_claims_email_address: string | null, claims_portal_url: string | null, delivery_method: DeliveryMethod, required_documents: Array<ChecklistItem>, max_attachment_mb: number, updated_at: string, elements: Array<{ id: string, type: DashboardElementType, title: string, component: DashboardComponent, url: string | null, filename: string | null, file_id: string | null, file_url: string | null }> };

export type TpaQueryVariables = Exact<{
  id: string | number;
}>;


export type TpaQuery = { tpa: { id: string, name: string, code: string, address_1: string | null, address_2: string | null, city: string | null, state: UsState | null, postal_code: string | null, phone: string | null, fax: string | null, claims_email_address: string | null, electronic_claims_email_address: string | null, claims_portal_url: string | null, delivery_method: DeliveryMethod, required_documents: Array<ChecklistItem>, max_attachment_mb: number, updated_at: string, elements: Array<{ id: string, type: DashboardElementType, title: string, component: DashboardComponent, url: string | null, filename: string | null, file_id: string | null, file_url: string | null }> } };

export type TpasQueryVariables = Exact<{
  search?: string | null | undefined;
  sort?: TpaSort | null | undefined;
  direction?: SortDirection | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type TpasQuery = { tpas: { total: number, items: Array<{ id: string, code: string, name: string, city: string | null, state: UsState | null, claims_email_address: string | null, delivery_method: DeliveryMethod, updated_at: string }> } };

export type CreateTpaMutationVariables = Exact<{
  input: TpaInput;
}>;


export type CreateTpaMutation = { createTpa: { id: string, name: string, code: string, address_1: string | null, address_2: string | null, city: string | null, state: UsState | null, postal_code: string | null, phone: string | null, fax: string | null, claims_email_address: string | null, electronic_claims_email_address: string | null, claims_portal_url: string | null, delivery_method: DeliveryMethod, required_documents: Array<ChecklistItem>, max_attachment_mb: number, updated_at: string, elements: Array<{ id: string, type: DashboardElementType, title: string, component: DashboardComponent, url: string | null, filename: string | null, file_id: string | null, file_url: string | null }> } };

export type UpdateTpaMutationVariables = Exact<{
  id: string | number;
  input: TpaInput;
}>;


export type UpdateTpaMutation = { updateTpa: { id: string, name: string, code: string, address_1: string | null, address_2: string | null, city: string | null, state: UsState | null, postal_code: string | null, phone: string | null, fax: string | null, claims_email_address: string | null, electronic_claims_email_address: string | null, claims_portal_url: string | null, delivery_method: DeliveryMethod, required_documents: Array<ChecklistItem>, max_attachment_mb: number, updated_at: string, elements: Array<{ id: string, type: DashboardElementType, title: string, component: DashboardComponent, url: string | null, filename: string | null, file_id: string | null, file_url: string | null }> } };

export type UpdateTpaElementMutationVariables = Exact<{
  id: string | number;
  input: TpaElementInput;
}>;


export type UpdateTpaElementMutation = { updateTpaElement: { id: string, type: DashboardElementType, title: string, component: DashboardComponent, url: string | null, filename: string | null, file_id: string | null, file_url: string | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AccessEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment AccessEventFields on AccessEventPage {
  total
  items {
    id
    at
    user_id
    user_name
    link
    action
    resource
    student_count
    claim_count
    claim_numbers
    incident_count
    incident_numbers
    document_count
    ip
    user_agent
  }
}
    `, {"fragmentName":"AccessEventFields"}) as unknown as TypedDocumentString<AccessEventFieldsFragment, unknown>;
export const DeletionCertificateFieldsFragmentDoc = new TypedDocumentString(`
    fragment DeletionCertificateFields on DeletionCertificate {
  id
  kind
  subject
  reference
  requested_by_name
  performed_at
  counts {
    key
    count
  }
  pdf_url
}
    `, {"fragmentName":"DeletionCertificateFields"}) as unknown as TypedDocumentString<DeletionCertificateFieldsFragment, unknown>;
export const IncidentFieldsFragmentDoc = new TypedDocumentString(`
    fragment IncidentFields on Incident {
  id
  incident_number
  school_id
  school_name
  person_kind
  student_id
  student_first_name
  student_last_name
  person_name
  injury_date
  location_of_injury
  injury_description
  injury_type
  activity
  activity_type
  official_statement
  language
  serious
  status
  reported_by_name
  reviewed_at
  closed_at
  claim_id
  created_at
}
    `, {"fragmentName":"IncidentFields"}) as unknown as TypedDocumentString<IncidentFieldsFragment, unknown>;
export const InsuranceProviderFieldsFragmentDoc = new TypedDocumentString(`
    fragment InsuranceProviderFields on InsuranceProvider {
  id
  name
  address
  city
  state
  postal_code
  policy_or_certificate_number
  is_active
}
    `, {"fragmentName":"InsuranceProviderFields"}) as unknown as TypedDocumentString<InsuranceProviderFieldsFragment, unknown>;
export const SchoolTpaFieldsFragmentDoc = new TypedDocumentString(`
    fragment SchoolTpaFields on SchoolTpa {
  id
  third_party_administrator_id
  tpa_code
  tpa_name
  policy_number
  tpa_identifier
  effective_date
  activities
  is_active
  is_default
  notice_days
  treatment_days
  filing_days
  absolute_days
}
    `, {"fragmentName":"SchoolTpaFields"}) as unknown as TypedDocumentString<SchoolTpaFieldsFragment, unknown>;
export const ParentInfoFieldsFragmentDoc = new TypedDocumentString(`
    fragment ParentInfoFields on ParentInfo {
  first_name
  last_name
  address_1
  address_2
  city
  state_prov
  postal_code
  country
  employer_name
  employer_phone
  email
  phone
  language
}
    `, {"fragmentName":"ParentInfoFields"}) as unknown as TypedDocumentString<ParentInfoFieldsFragment, unknown>;
export const StudentPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment StudentPageFields on Student {
  id
  school_id
  first_name
  last_name
  academic_id
  gender
  date_of_birth
  email_address
  primary_phone
  address_1
  address_2
  city
  state_prov
  country
  postal_code
  parents_info {
    ...ParentInfoFields
  }
  show_verification_status
  can_verify
  updated_at
  providers {
    id
    insurance_provider_id
    is_other_provider
    name
    provider_name
    insurance_member_id
    insurance_group_id
    phone
    primary
    status
    updated_at
  }
}
    fragment ParentInfoFields on ParentInfo {
  first_name
  last_name
  address_1
  address_2
  city
  state_prov
  postal_code
  country
  employer_name
  employer_phone
  email
  phone
  language
}`, {"fragmentName":"StudentPageFields"}) as unknown as TypedDocumentString<StudentPageFieldsFragment, unknown>;
export const ClaimReportFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClaimReportFields on Claim {
  id
  claim_number
  school_id
  status
  submitted_to_tpa_at
  activity
  activity_type
  activity_level
  benefits_due_another_provider
  injury_date
  injury_reported_date
  first_treatment_date
  injury_description
  injury_type
  is_previous_injury
  is_work_related
  location_of_injury
  student_address {
    address_1
    address_2
    city
    state_prov
    postal_code
    country
  }
  parent_info {
    ...ParentInfoFields
  }
  official_statement {
    accident_time
    body_parts {
      part
      side
    }
    nature_of_injury
    mechanism
    mechanism_other
    is_school_sponsored
    is_supervised
    supervisor_name
    supervisor_title
    supervisor_witnessed
    witnesses {
      name
      phone
    }
    first_aid
    first_aid_by
    sent_to
    sent_to_other
    parent_notified_date
    parent_notified_time
    parent_notified_how
    school_transport
  }
}
    fragment ParentInfoFields on ParentInfo {
  first_name
  last_name
  address_1
  address_2
  city
  state_prov
  postal_code
  country
  employer_name
  employer_phone
  email
  phone
  language
}`, {"fragmentName":"ClaimReportFields"}) as unknown as TypedDocumentString<ClaimReportFieldsFragment, unknown>;
export const DashboardItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment DashboardItemFields on DashboardItem {
  id
  kind
  component
  order
  title
  url
  filename
  file_id
  file_url
  from_tpa
  tpa_name
  company_name
  representative_name
  mail_address
  phone
  fax
  email_address
}
    `, {"fragmentName":"DashboardItemFields"}) as unknown as TypedDocumentString<DashboardItemFieldsFragment, unknown>;
export const SalesRepFieldsFragmentDoc = new TypedDocumentString(`
    fragment SalesRepFields on SalesRep {
  id
  first_name
  last_name
  email_address
  phone
  address_1
  address_2
  city
  state
  postal_code
  see_all_schools
  is_active
  updated_at
}
    `, {"fragmentName":"SalesRepFields"}) as unknown as TypedDocumentString<SalesRepFieldsFragment, unknown>;
export const SchoolFieldsFragmentDoc = new TypedDocumentString(`
    fragment SchoolFields on School {
  id
  name
  is_active
  address_1
  address_2
  city
  state
  postal_code
  contact_name
  contact_email_address
  contact_phone
  sales_rep_id
  allow_piv
  allow_students_import
  show_verification_status
  parent_part_online
  parent_link_days
  insurance_confirm_days
  retention_years
  sso_google_domains
  sso_microsoft_tenants
  password_sign_in
  first_note
  logo_file_id
  logo_url
  updated_at
}
    `, {"fragmentName":"SchoolFields"}) as unknown as TypedDocumentString<SchoolFieldsFragment, unknown>;
export const CampaignStandingFieldsFragmentDoc = new TypedDocumentString(`
    fragment CampaignStandingFields on SeasonCampaignStanding {
  guardians
  queued
  completed
  pending
  opted_out
  bounced
}
    `, {"fragmentName":"CampaignStandingFields"}) as unknown as TypedDocumentString<CampaignStandingFieldsFragment, unknown>;
export const TpaElementFieldsFragmentDoc = new TypedDocumentString(`
    fragment TpaElementFields on TpaElement {
  id
  type
  title
  component
  url
  filename
  file_id
  file_url
}
    `, {"fragmentName":"TpaElementFields"}) as unknown as TypedDocumentString<TpaElementFieldsFragment, unknown>;
export const TpaFieldsFragmentDoc = new TypedDocumentString(`
    fragment TpaFields on Tpa {
  id
  name
  code
  address_1
  address_2
  city
  state
  postal_code
  phone
  fax
  claims_email_address
  electronic_claims_email_address
  claims_portal_url
  delivery_method
  required_documents
  max_attachment_mb
  updated_at
  elements {
    ...TpaElementFields
  }
}
    fragment TpaElementFields on TpaElement {
  id
  type
  title
  component
  url
  filename
  file_id
  file_url
}`, {"fragmentName":"TpaFields"}) as unknown as TypedDocumentString<TpaFieldsFragment, unknown>;
export const StudentAccessLogDocument = new TypedDocumentString(`
    query StudentAccessLog($studentId: ID!, $filter: AccessLogFilter, $offset: Int, $limit: Int) {
  studentAccessLog(
    studentId: $studentId
    filter: $filter
    offset: $offset
    limit: $limit
  ) {
    ...AccessEventFields
  }
}
    fragment AccessEventFields on AccessEventPage {
  total
  items {
    id
    at
    user_id
    user_name
    link
    action
    resource
    student_count
    claim_count
    claim_numbers
    incident_count
    incident_numbers
    document_count
    ip
    user_agent
  }
}`) as unknown as TypedDocumentString<StudentAccessLogQuery, StudentAccessLogQueryVariables>;
export const StudentAccessPeopleDocument = new TypedDocumentString(`
    query StudentAccessPeople($studentId: ID!) {
  studentAccessPeople(studentId: $studentId) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<StudentAccessPeopleQuery, StudentAccessPeopleQueryVariables>;
export const UserAccessReportDocument = new TypedDocumentString(`
    query UserAccessReport($userId: ID!, $filter: AccessLogFilter, $offset: Int, $limit: Int) {
  userAccessReport(
    userId: $userId
    filter: $filter
    offset: $offset
    limit: $limit
  ) {
    ...AccessEventFields
  }
}
    fragment AccessEventFields on AccessEventPage {
  total
  items {
    id
    at
    user_id
    user_name
    link
    action
    resource
    student_count
    claim_count
    claim_numbers
    incident_count
    incident_numbers
    document_count
    ip
    user_agent
  }
}`) as unknown as TypedDocumentString<UserAccessReportQuery, UserAccessReportQueryVariables>;
export const ActivitiesDocument = new TypedDocumentString(`
    query Activities {
  activities {
    id
    activity
  }
}
    `) as unknown as TypedDocumentString<ActivitiesQuery, ActivitiesQueryVariables>;
export const CreateActivityDocument = new TypedDocumentString(`
    mutation CreateActivity($activity: String!) {
  createActivity(activity: $activity) {
    id
    activity
  }
}
    `) as unknown as TypedDocumentString<CreateActivityMutation, CreateActivityMutationVariables>;
export const UpdateActivityDocument = new TypedDocumentString(`
    mutation UpdateActivity($id: ID!, $activity: String!) {
  updateActivity(id: $id, activity: $activity) {
    id
    activity
  }
}
    `) as unknown as TypedDocumentString<UpdateActivityMutation, UpdateActivityMutationVariables>;
export const DeleteActivityDocument = new TypedDocumentString(`
    mutation DeleteActivity($id: ID!) {
  deleteActivity(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteActivityMutation, DeleteActivityMutationVariables>;
export const DeletionCertificatesDocument = new TypedDocumentString(`
    query DeletionCertificates($offset: Int, $limit: Int) {
  deletionCertificates(offset: $offset, limit: $limit) {
    total
    items {
      ...DeletionCertificateFields
    }
  }
}
    fragment DeletionCertificateFields on DeletionCertificate {
  id
  kind
  subject
  reference
  requested_by_name
  performed_at
  counts {
    key
    count
  }
  pdf_url
}`) as unknown as TypedDocumentString<DeletionCertificatesQuery, DeletionCertificatesQueryVariables>;
export const DeleteStudentForGoodDocument = new TypedDocumentString(`
    mutation DeleteStudentForGood($id: ID!, $reference: String) {
  deleteStudentForGood(id: $id, reference: $reference) {
    ...DeletionCertificateFields
  }
}
    fragment DeletionCertificateFields on DeletionCertificate {
  id
  kind
  subject
  reference
  requested_by_name
  performed_at
  counts {
    key
    count
  }
  pdf_url
}`) as unknown as TypedDocumentString<DeleteStudentForGoodMutation, DeleteStudentForGoodMutationVariables>;
export const DeleteSchoolForGoodDocument = new TypedDocumentString(`
    mutation DeleteSchoolForGood($id: ID!, $confirmName: String!, $reference: String) {
  deleteSchoolForGood(id: $id, confirmName: $confirmName, reference: $reference) {
    ...DeletionCertificateFields
  }
}
    fragment DeletionCertificateFields on DeletionCertificate {
  id
  kind
  subject
  reference
  requested_by_name
  performed_at
  counts {
    key
    count
  }
  pdf_url
}`) as unknown as TypedDocumentString<DeleteSchoolForGoodMutation, DeleteSchoolForGoodMutationVariables>;
export const IncidentsDocument = new TypedDocumentString(`
    query Incidents($schoolId: ID, $status: IncidentStatus, $offset: Int, $limit: Int) {
  incidents(schoolId: $schoolId, status: $status, offset: $offset, limit: $limit) {
    items {
      ...IncidentFields
    }
    total
  }
}
    fragment IncidentFields on Incident {
  id
  incident_number
  school_id
  school_name
  person_kind
  student_id
  student_first_name
  student_last_name
  person_name
  injury_date
  location_of_injury
  injury_description
  injury_type
  activity
  activity_type
  official_statement
  language
  serious
  status
  reported_by_name
  reviewed_at
  closed_at
  claim_id
  created_at
}`) as unknown as TypedDocumentString<IncidentsQuery, IncidentsQueryVariables>;
export const IncidentDocument = new TypedDocumentString(`
    query Incident($id: ID!) {
  incident(id: $id) {
    ...IncidentFields
    return_to_play {
      status
      started_at
      cleared_at
      next_step_from
      steps {
        number
        name
        completed_at
        logged_by_name
      }
      clearance {
        filename
        uploaded_at
        uploaded_by_name
        url
      }
    }
    photos {
      id
      filename
      uploaded_at
      uploaded_by_name
      url
    }
    history {
      id
      action
      changes
      at
      user_name
    }
  }
}
    fragment IncidentFields on Incident {
  id
  incident_number
  school_id
  school_name
  person_kind
  student_id
  student_first_name
  student_last_name
  person_name
  injury_date
  location_of_injury
  injury_description
  injury_type
  activity
  activity_type
  official_statement
  language
  serious
  status
  reported_by_name
  reviewed_at
  closed_at
  claim_id
  created_at
}`) as unknown as TypedDocumentString<IncidentQuery, IncidentQueryVariables>;
export const IncidentStudentsDocument = new TypedDocumentString(`
    query IncidentStudents($schoolId: ID!, $name: String!) {
  incidentStudents(schoolId: $schoolId, name: $name) {
    id
    first_name
    last_name
  }
}
    `) as unknown as TypedDocumentString<IncidentStudentsQuery, IncidentStudentsQueryVariables>;
export const ReportIncidentDocument = new TypedDocumentString(`
    mutation ReportIncident($input: IncidentReportInput!) {
  reportIncident(input: $input) {
    id
    school_id
  }
}
    `) as unknown as TypedDocumentString<ReportIncidentMutation, ReportIncidentMutationVariables>;
export const ReviewIncidentDocument = new TypedDocumentString(`
    mutation ReviewIncident($id: ID!) {
  reviewIncident(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ReviewIncidentMutation, ReviewIncidentMutationVariables>;
export const StartReturnToPlayDocument = new TypedDocumentString(`
    mutation StartReturnToPlay($id: ID!) {
  startReturnToPlay(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<StartReturnToPlayMutation, StartReturnToPlayMutationVariables>;
export const LogReturnToPlayStepDocument = new TypedDocumentString(`
    mutation LogReturnToPlayStep($id: ID!) {
  logReturnToPlayStep(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<LogReturnToPlayStepMutation, LogReturnToPlayStepMutationVariables>;
export const ClearReturnToPlayDocument = new TypedDocumentString(`
    mutation ClearReturnToPlay($id: ID!) {
  clearReturnToPlay(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ClearReturnToPlayMutation, ClearReturnToPlayMutationVariables>;
export const NotifyIncidentParentDocument = new TypedDocumentString(`
    mutation NotifyIncidentParent($id: ID!) {
  notifyIncidentParent(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<NotifyIncidentParentMutation, NotifyIncidentParentMutationVariables>;
export const CloseIncidentDocument = new TypedDocumentString(`
    mutation CloseIncident($id: ID!) {
  closeIncident(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<CloseIncidentMutation, CloseIncidentMutationVariables>;
export const InsuranceProvidersDocument = new TypedDocumentString(`
    query InsuranceProviders($includeInactive: Boolean) {
  insuranceProviders(includeInactive: $includeInactive) {
    ...InsuranceProviderFields
  }
}
    fragment InsuranceProviderFields on InsuranceProvider {
  id
  name
  address
  city
  state
  postal_code
  policy_or_certificate_number
  is_active
}`) as unknown as TypedDocumentString<InsuranceProvidersQuery, InsuranceProvidersQueryVariables>;
export const CreateInsuranceProviderDocument = new TypedDocumentString(`
    mutation CreateInsuranceProvider($input: InsuranceProviderInput!) {
  createInsuranceProvider(input: $input) {
    ...InsuranceProviderFields
  }
}
    fragment InsuranceProviderFields on InsuranceProvider {
  id
  name
  address
  city
  state
  postal_code
  policy_or_certificate_number
  is_active
}`) as unknown as TypedDocumentString<CreateInsuranceProviderMutation, CreateInsuranceProviderMutationVariables>;
export const UpdateInsuranceProviderDocument = new TypedDocumentString(`
    mutation UpdateInsuranceProvider($id: ID!, $input: InsuranceProviderInput!) {
  updateInsuranceProvider(id: $id, input: $input) {
    ...InsuranceProviderFields
  }
}
    fragment InsuranceProviderFields on InsuranceProvider {
  id
  name
  address
  city
  state
  postal_code
  policy_or_certificate_number
  is_active
}`) as unknown as TypedDocumentString<UpdateInsuranceProviderMutation, UpdateInsuranceProviderMutationVariables>;
export const SalesRepsForDropdownDocument = new TypedDocumentString(`
    query SalesRepsForDropdown {
  salesRepsForDropdown {
    id
    first_name
    last_name
  }
}
    `) as unknown as TypedDocumentString<SalesRepsForDropdownQuery, SalesRepsForDropdownQueryVariables>;
export const SchoolTpasDocument = new TypedDocumentString(`
    query SchoolTpas($schoolId: ID!, $activeOnly: Boolean) {
  schoolTpas(schoolId: $schoolId, activeOnly: $activeOnly) {
    ...SchoolTpaFields
  }
}
    fragment SchoolTpaFields on SchoolTpa {
  id
  third_party_administrator_id
  tpa_code
  tpa_name
  policy_number
  tpa_identifier
  effective_date
  activities
  is_active
  is_default
  notice_days
  treatment_days
  filing_days
  absolute_days
}`) as unknown as TypedDocumentString<SchoolTpasQuery, SchoolTpasQueryVariables>;
export const ActiveSchoolsDocument = new TypedDocumentString(`
    query ActiveSchools {
  activeSchools {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ActiveSchoolsQuery, ActiveSchoolsQueryVariables>;
export const SchoolOptionsDocument = new TypedDocumentString(`
    query SchoolOptions {
  schoolOptions {
    id
    name
    is_active
  }
}
    `) as unknown as TypedDocumentString<SchoolOptionsQuery, SchoolOptionsQueryVariables>;
export const StudentDocument = new TypedDocumentString(`
    query Student($id: ID!) {
  student(id: $id) {
    ...StudentPageFields
  }
}
    fragment ParentInfoFields on ParentInfo {
  first_name
  last_name
  address_1
  address_2
  city
  state_prov
  postal_code
  country
  employer_name
  employer_phone
  email
  phone
  language
}
fragment StudentPageFields on Student {
  id
  school_id
  first_name
  last_name
  academic_id
  gender
  date_of_birth
  email_address
  primary_phone
  address_1
  address_2
  city
  state_prov
  country
  postal_code
  parents_info {
    ...ParentInfoFields
  }
  show_verification_status
  can_verify
  updated_at
  providers {
    id
    insurance_provider_id
    is_other_provider
    name
    provider_name
    insurance_member_id
    insurance_group_id
    phone
    primary
    status
    updated_at
  }
}`) as unknown as TypedDocumentString<StudentQuery, StudentQueryVariables>;
export const StudentsDocument = new TypedDocumentString(`
    query Students($schoolId: ID!, $name: String, $academicId: String, $sort: StudentSort, $direction: SortDirection, $offset: Int, $limit: Int) {
  students(
    schoolId: $schoolId
    name: $name
    academicId: $academicId
    sort: $sort
    direction: $direction
    offset: $offset
    limit: $limit
  ) {
    total
    items {
      id
      first_name
      last_name
      academic_id
      date_of_birth
      city
      state_prov
    }
  }
}
    `) as unknown as TypedDocumentString<StudentsQuery, StudentsQueryVariables>;
export const CreateStudentDocument = new TypedDocumentString(`
    mutation CreateStudent($schoolId: ID!, $input: StudentPageInput!) {
  createStudent(schoolId: $schoolId, input: $input) {
    ...StudentPageFields
  }
}
    fragment ParentInfoFields on ParentInfo {
  first_name
  last_name
  address_1
  address_2
  city
  state_prov
  postal_code
  country
  employer_name
  employer_phone
  email
  phone
  language
}
fragment StudentPageFields on Student {
  id
  school_id
  first_name
  last_name
  academic_id
  gender
  date_of_birth
  email_address
  primary_phone
  address_1
  address_2
  city
  state_prov
  country
  postal_code
  parents_info {
    ...ParentInfoFields
  }
  show_verification_status
  can_verify
  updated_at
  providers {
    id
    insurance_provider_id
    is_other_provider
    name
    provider_name
    insurance_member_id
    insurance_group_id
    phone
    primary
    status
    updated_at
  }
}`) as unknown as TypedDocumentString<CreateStudentMutation, CreateStudentMutationVariables>;
export const UpdateStudentDocument = new TypedDocumentString(`
    mutation UpdateStudent($id: ID!, $input: StudentPageInput!) {
  updateStudent(id: $id, input: $input) {
    ...StudentPageFields
  }
}
    fragment ParentInfoFields on ParentInfo {
  first_name
  last_name
  address_1
  address_2
  city
  state_prov
  postal_code
  country
  employer_name
  employer_phone
  email
  phone
  language
}
fragment StudentPageFields on Student {
  id
  school_id
  first_name
  last_name
  academic_id
  gender
  date_of_birth
  email_address
  primary_phone
  address_1
  address_2
  city
  state_prov
  country
  postal_code
  parents_info {
    ...ParentInfoFields
  }
  show_verification_status
  can_verify
  updated_at
  providers {
    id
    insurance_provider_id
    is_other_provider
    name
    provider_name
    insurance_member_id
    insurance_group_id
    phone
    primary
    status
    updated_at
  }
}`) as unknown as TypedDocumentString<UpdateStudentMutation, UpdateStudentMutationVariables>;
export const TpasForDropdownDocument = new TypedDocumentString(`
    query TpasForDropdown {
  tpasForDropdown {
    id
    code
    name
  }
}
    `) as unknown as TypedDocumentString<TpasForDropdownQuery, TpasForDropdownQueryVariables>;
export const ClaimWizardClaimDocument = new TypedDocumentString(`
    query ClaimWizardClaim($id: ID!) {
  claim(id: $id) {
    ...ClaimReportFields
    student_id
    school_third_party_administrator_id: schools_third_party_administrator_id
    providers {
      id
      is_other_provider
      provider_name
      insurance_provider_id
      insurance_member_id
      insurance_group_id
      phone
    }
  }
}
    fragment ParentInfoFields on ParentInfo {
  first_name
  last_name
  address_1
  address_2
  city
  state_prov
  postal_code
  country
  employer_name
  employer_phone
  email
  phone
  language
}
fragment ClaimReportFields on Claim {
  id
  claim_number
  school_id
  status
  submitted_to_tpa_at
  activity
  activity_type
  activity_level
  benefits_due_another_provider
  injury_date
  injury_reported_date
  first_treatment_date
  injury_description
  injury_type
  is_previous_injury
  is_work_related
  location_of_injury
  student_address {
    address_1
    address_2
    city
    state_prov
    postal_code
    country
  }
  parent_info {
    ...ParentInfoFields
  }
  official_statement {
    accident_time
    body_parts {
      part
      side
    }
    nature_of_injury
    mechanism
    mechanism_other
    is_school_sponsored
    is_supervised
    supervisor_name
    supervisor_title
    supervisor_witnessed
    witnesses {
      name
      phone
    }
    first_aid
    first_aid_by
    sent_to
    sent_to_other
    parent_notified_date
    parent_notified_time
    parent_notified_how
    school_transport
  }
}`) as unknown as TypedDocumentString<ClaimWizardClaimQuery, ClaimWizardClaimQueryVariables>;
export const ClaimsNearInjuryDocument = new TypedDocumentString(`
    query ClaimsNearInjury($schoolId: ID!, $studentId: ID!, $injuryDate: String!, $activity: String) {
  claimsNearInjury(
    schoolId: $schoolId
    studentId: $studentId
    injuryDate: $injuryDate
    activity: $activity
  ) {
    id
    claim_number
    injury_date
    activity
    status
    same_injury
  }
}
    `) as unknown as TypedDocumentString<ClaimsNearInjuryQuery, ClaimsNearInjuryQueryVariables>;
export const ClaimWizardSchoolDocument = new TypedDocumentString(`
    query ClaimWizardSchool($id: ID!) {
  school(id: $id) {
    id
    name
    state
    parent_part_online
  }
}
    `) as unknown as TypedDocumentString<ClaimWizardSchoolQuery, ClaimWizardSchoolQueryVariables>;
export const DraftDocumentsDocument = new TypedDocumentString(`
    query DraftDocuments($ids: [ID!]!) {
  claimDocuments(ids: $ids) {
    id
  }
}
    `) as unknown as TypedDocumentString<DraftDocumentsQuery, DraftDocumentsQueryVariables>;
export const ClaimEmailLogsDocument = new TypedDocumentString(`
    query ClaimEmailLogs($claimId: ID!, $offset: Int, $limit: Int) {
  claimEmailLogs(claimId: $claimId, offset: $offset, limit: $limit) {
    total
    items {
      id
      created_at
      updated_at
      viewed_at
      status
      recipient
      subject
      sent_at
      attempts
      last_error
    }
  }
}
    `) as unknown as TypedDocumentString<ClaimEmailLogsQuery, ClaimEmailLogsQueryVariables>;
export const ClaimFilterUsersDocument = new TypedDocumentString(`
    query ClaimFilterUsers {
  users {
    id
    first_name
    last_name
  }
}
    `) as unknown as TypedDocumentString<ClaimFilterUsersQuery, ClaimFilterUsersQueryVariables>;
export const ClaimsDocument = new TypedDocumentString(`
    query Claims($schoolId: ID, $name: String, $studentId: String, $submittedBy: ID, $status: ClaimStatus, $statuses: [ClaimStatus!], $tpaId: ID, $submittedFrom: String, $submittedTo: String, $completeness: ClaimCompleteness, $tpaStatus: TpaStatus, $dueWithinDays: Int, $sort: ClaimSort, $direction: SortDirection, $offset: Int, $limit: Int, $countAll: Boolean! = false) {
  claims(
    schoolId: $schoolId
    name: $name
    studentId: $studentId
    submittedBy: $submittedBy
    status: $status
    statuses: $statuses
    tpaId: $tpaId
    submittedFrom: $submittedFrom
    submittedTo: $submittedTo
    completeness: $completeness
    tpaStatus: $tpaStatus
    dueWithinDays: $dueWithinDays
    sort: $sort
    direction: $direction
    offset: $offset
    limit: $limit
  ) {
    total
    capped
    exact_total @include(if: $countAll)
    items {
      id
      claim_number
      status
      student_first_name
      student_last_name
      academic_id
      submitted_by_id
      submitted_by_name
      injury_date
      submitted_to_tpa_at
      school_id
      school_name
      tpa_name
      tpa_code
      missing_items
      tpa_status
      tpa_claim_number
      nearest_due_on
    }
  }
}
    `) as unknown as TypedDocumentString<ClaimsQuery, ClaimsQueryVariables>;
export const ClaimDueDatesDocument = new TypedDocumentString(`
    query ClaimDueDates($id: ID!) {
  claim(id: $id) {
    id
    due_dates {
      kind
      due_on
      state
    }
  }
}
    `) as unknown as TypedDocumentString<ClaimDueDatesQuery, ClaimDueDatesQueryVariables>;
export const ClaimRecordDocument = new TypedDocumentString(`
    query ClaimRecord($id: ID!) {
  claim(id: $id) {
    ...ClaimReportFields
    school_name
    tpa_name
    tpa_code
    policy_number
    group_number
    missing_items
    tpa_status
    tpa_claim_number
    tpa_note
    incident_id
    tpa_reported_at
    tpa_received_at
    checklist {
      item
      required
      received
    }
    created_at
    updated_at
    student {
      id
      first_name
      last_name
      academic_id
      date_of_birth
      gender
      email_address
      primary_phone
    }
    submitted_by {
      first_name
      last_name
      email_address
    }
    providers {
      id
      name
      is_other_provider
      provider_name
      insurance_member_id
      insurance_group_id
      phone
    }
    parent_link {
      email
      purpose
      sent_at
      opened_at
      expires_at
      used_at
      locked
    }
    documents {
      id
      kind
      filename
      size
      url
      sent
    }
    change_logs {
      id
      created_at
      submitted_to_tpa_at
      status
      changes_log {
        field
        from
        to
      }
      user_name
      by_tpa
      tpa_reporter
    }
  }
}
    fragment ParentInfoFields on ParentInfo {
  first_name
  last_name
  address_1
  address_2
  city
  state_prov
  postal_code
  country
  employer_name
  employer_phone
  email
  phone
  language
}
fragment ClaimReportFields on Claim {
  id
  claim_number
  school_id
  status
  submitted_to_tpa_at
  activity
  activity_type
  activity_level
  benefits_due_another_provider
  injury_date
  injury_reported_date
  first_treatment_date
  injury_description
  injury_type
  is_previous_injury
  is_work_related
  location_of_injury
  student_address {
    address_1
    address_2
    city
    state_prov
    postal_code
    country
  }
  parent_info {
    ...ParentInfoFields
  }
  official_statement {
    accident_time
    body_parts {
      part
      side
    }
    nature_of_injury
    mechanism
    mechanism_other
    is_school_sponsored
    is_supervised
    supervisor_name
    supervisor_title
    supervisor_witnessed
    witnesses {
      name
      phone
    }
    first_aid
    first_aid_by
    sent_to
    sent_to_other
    parent_notified_date
    parent_notified_time
    parent_notified_how
    school_transport
  }
}`) as unknown as TypedDocumentString<ClaimRecordQuery, ClaimRecordQueryVariables>;
export const SendParentLinkDocument = new TypedDocumentString(`
    mutation SendParentLink($claimId: ID!, $email: String) {
  sendParentLink(claimId: $claimId, email: $email)
}
    `) as unknown as TypedDocumentString<SendParentLinkMutation, SendParentLinkMutationVariables>;
export const SendClaimWithoutParentDocument = new TypedDocumentString(`
    mutation SendClaimWithoutParent($claimId: ID!, $reason: String!) {
  sendClaimWithoutParent(claimId: $claimId, reason: $reason)
}
    `) as unknown as TypedDocumentString<SendClaimWithoutParentMutation, SendClaimWithoutParentMutationVariables>;
export const AddDashboardLinkDocument = new TypedDocumentString(`
    mutation AddDashboardLink($schoolId: ID!, $input: DashboardLinkInput!) {
  addDashboardLink(schoolId: $schoolId, input: $input) {
    ...DashboardItemFields
  }
}
    fragment DashboardItemFields on DashboardItem {
  id
  kind
  component
  order
  title
  url
  filename
  file_id
  file_url
  from_tpa
  tpa_name
  company_name
  representative_name
  mail_address
  phone
  fax
  email_address
}`) as unknown as TypedDocumentString<AddDashboardLinkMutation, AddDashboardLinkMutationVariables>;
export const UpdateDashboardElementDocument = new TypedDocumentString(`
    mutation UpdateDashboardElement($id: ID!, $input: DashboardElementUpdateInput!) {
  updateDashboardElement(id: $id, input: $input) {
    ...DashboardItemFields
  }
}
    fragment DashboardItemFields on DashboardItem {
  id
  kind
  component
  order
  title
  url
  filename
  file_id
  file_url
  from_tpa
  tpa_name
  company_name
  representative_name
  mail_address
  phone
  fax
  email_address
}`) as unknown as TypedDocumentString<UpdateDashboardElementMutation, UpdateDashboardElementMutationVariables>;
export const AddDashboardContactDocument = new TypedDocumentString(`
    mutation AddDashboardContact($schoolId: ID!, $input: DashboardContactInput!) {
  addDashboardContact(schoolId: $schoolId, input: $input) {
    ...DashboardItemFields
  }
}
    fragment DashboardItemFields on DashboardItem {
  id
  kind
  component
  order
  title
  url
  filename
  file_id
  file_url
  from_tpa
  tpa_name
  company_name
  representative_name
  mail_address
  phone
  fax
  email_address
}`) as unknown as TypedDocumentString<AddDashboardContactMutation, AddDashboardContactMutationVariables>;
export const UpdateDashboardContactDocument = new TypedDocumentString(`
    mutation UpdateDashboardContact($id: ID!, $input: DashboardContactInput!) {
  updateDashboardContact(id: $id, input: $input) {
    ...DashboardItemFields
  }
}
    fragment DashboardItemFields on DashboardItem {
  id
  kind
  component
  order
  title
  url
  filename
  file_id
  file_url
  from_tpa
  tpa_name
  company_name
  representative_name
  mail_address
  phone
  fax
  email_address
}`) as unknown as TypedDocumentString<UpdateDashboardContactMutation, UpdateDashboardContactMutationVariables>;
export const MoveDashboardItemDocument = new TypedDocumentString(`
    mutation MoveDashboardItem($id: ID!, $newIndex: Int!) {
  moveDashboardItem(id: $id, newIndex: $newIndex) {
    id
  }
}
    `) as unknown as TypedDocumentString<MoveDashboardItemMutation, MoveDashboardItemMutationVariables>;
export const DeleteDashboardItemDocument = new TypedDocumentString(`
    mutation DeleteDashboardItem($id: ID!) {
  deleteDashboardItem(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteDashboardItemMutation, DeleteDashboardItemMutationVariables>;
export const SchoolDashboardDocument = new TypedDocumentString(`
    query SchoolDashboard($schoolId: ID!) {
  schoolDashboard(schoolId: $schoolId) {
    school_id
    name
    logo_url
    can_edit
    claims_awaiting_parent
    claims_at_risk
    sections {
      component
      items {
        ...DashboardItemFields
      }
    }
  }
}
    fragment DashboardItemFields on DashboardItem {
  id
  kind
  component
  order
  title
  url
  filename
  file_id
  file_url
  from_tpa
  tpa_name
  company_name
  representative_name
  mail_address
  phone
  fax
  email_address
}`) as unknown as TypedDocumentString<SchoolDashboardQuery, SchoolDashboardQueryVariables>;
export const SchoolCoachesDocument = new TypedDocumentString(`
    query SchoolCoaches($schoolId: ID!) {
  schoolCoaches(schoolId: $schoolId) {
    id
    first_name
    last_name
    email_address
    status
  }
}
    `) as unknown as TypedDocumentString<SchoolCoachesQuery, SchoolCoachesQueryVariables>;
export const InviteCoachDocument = new TypedDocumentString(`
    mutation InviteCoach($input: CoachInviteInput!) {
  inviteCoach(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<InviteCoachMutation, InviteCoachMutationVariables>;
export const ReturnToPlayStepsDocument = new TypedDocumentString(`
    query ReturnToPlaySteps($schoolId: ID!) {
  returnToPlaySteps(schoolId: $schoolId)
}
    `) as unknown as TypedDocumentString<ReturnToPlayStepsQuery, ReturnToPlayStepsQueryVariables>;
export const SetReturnToPlayStepsDocument = new TypedDocumentString(`
    mutation SetReturnToPlaySteps($schoolId: ID!, $steps: [String!]) {
  setReturnToPlaySteps(schoolId: $schoolId, steps: $steps)
}
    `) as unknown as TypedDocumentString<SetReturnToPlayStepsMutation, SetReturnToPlayStepsMutationVariables>;
export const IncidentPlacesDocument = new TypedDocumentString(`
    query IncidentPlaces($schoolId: ID!) {
  incidentPlaces(schoolId: $schoolId)
}
    `) as unknown as TypedDocumentString<IncidentPlacesQuery, IncidentPlacesQueryVariables>;
export const SetIncidentPlacesDocument = new TypedDocumentString(`
    mutation SetIncidentPlaces($schoolId: ID!, $places: [String!]) {
  setIncidentPlaces(schoolId: $schoolId, places: $places)
}
    `) as unknown as TypedDocumentString<SetIncidentPlacesMutation, SetIncidentPlacesMutationVariables>;
export const ClaimReportDocument = new TypedDocumentString(`
    query ClaimReport($filter: ReportFilter!) {
  claimReport(filter: $filter) {
    from
    to
    year
    total
    open
    without_body_part
    average_submission_days
    average_delivery_hours
    months {
      month
      claims
      previous_year_claims
    }
    by_sport {
      activity
      claims
    }
    by_activity {
      activity_type
      activity_level
      claims
    }
    by_school {
      school_id
      name
      claims
    }
    by_status {
      status
      claims
    }
    by_tpa_status {
      tpa_status
      claims
    }
    by_nature {
      nature
      claims
    }
    by_body_part {
      body_part
      claims
    }
    open_by_age {
      bucket
      claims
    }
    submission_delay {
      bucket
      claims
    }
    delivery_delay {
      bucket
      claims
    }
  }
}
    `) as unknown as TypedDocumentString<ClaimReportQuery, ClaimReportQueryVariables>;
export const IncidentReportDocument = new TypedDocumentString(`
    query IncidentReport($filter: ReportFilter!) {
  incidentReport(filter: $filter) {
    total
    became_claims
    year
    months {
      month
      incidents
      became_claims
    }
    by_sport {
      activity
      incidents
      became_claims
    }
    by_place {
      place
      incidents
      became_claims
    }
    by_body_part {
      body_part
      incidents
      became_claims
    }
  }
}
    `) as unknown as TypedDocumentString<IncidentReportQuery, IncidentReportQueryVariables>;
export const DeleteSalesRepDocument = new TypedDocumentString(`
    mutation DeleteSalesRep($id: ID!) {
  deleteSalesRep(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteSalesRepMutation, DeleteSalesRepMutationVariables>;
export const SalesRepDocument = new TypedDocumentString(`
    query SalesRep($id: ID!) {
  salesRep(id: $id) {
    ...SalesRepFields
  }
}
    fragment SalesRepFields on SalesRep {
  id
  first_name
  last_name
  email_address
  phone
  address_1
  address_2
  city
  state
  postal_code
  see_all_schools
  is_active
  updated_at
}`) as unknown as TypedDocumentString<SalesRepQuery, SalesRepQueryVariables>;
export const SalesRepsDocument = new TypedDocumentString(`
    query SalesReps($name: String, $status: ActiveStatus, $sort: SalesRepSort, $direction: SortDirection, $offset: Int, $limit: Int) {
  salesReps(
    name: $name
    status: $status
    sort: $sort
    direction: $direction
    offset: $offset
    limit: $limit
  ) {
    total
    items {
      id
      first_name
      last_name
      email_address
      phone
      state
      see_all_schools
      is_active
    }
  }
}
    `) as unknown as TypedDocumentString<SalesRepsQuery, SalesRepsQueryVariables>;
export const CreateSalesRepDocument = new TypedDocumentString(`
    mutation CreateSalesRep($input: SalesRepInput!) {
  createSalesRep(input: $input) {
    ...SalesRepFields
  }
}
    fragment SalesRepFields on SalesRep {
  id
  first_name
  last_name
  email_address
  phone
  address_1
  address_2
  city
  state
  postal_code
  see_all_schools
  is_active
  updated_at
}`) as unknown as TypedDocumentString<CreateSalesRepMutation, CreateSalesRepMutationVariables>;
export const UpdateSalesRepDocument = new TypedDocumentString(`
    mutation UpdateSalesRep($id: ID!, $input: SalesRepInput!) {
  updateSalesRep(id: $id, input: $input) {
    ...SalesRepFields
  }
}
    fragment SalesRepFields on SalesRep {
  id
  first_name
  last_name
  email_address
  phone
  address_1
  address_2
  city
  state
  postal_code
  see_all_schools
  is_active
  updated_at
}`) as unknown as TypedDocumentString<UpdateSalesRepMutation, UpdateSalesRepMutationVariables>;
export const AccessLogChainDocument = new TypedDocumentString(`
    query AccessLogChain($schoolId: ID!) {
  accessLogChain(schoolId: $schoolId) {
    intact
    events
    head_seq
    head_hash
    broken {
      seq
      event_id
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<AccessLogChainQuery, AccessLogChainQueryVariables>;
export const DataExportsDocument = new TypedDocumentString(`
    query DataExports($offset: Int, $limit: Int) {
  dataExports(offset: $offset, limit: $limit) {
    total
    items {
      id
      schools {
        id
        name
      }
      status
      steps_done
      steps_total
      size
      requested_by_name
      downloaded_by_name
      created_at
      finished_at
      downloaded_at
      download_url
    }
  }
}
    `) as unknown as TypedDocumentString<DataExportsQuery, DataExportsQueryVariables>;
export const StartDataExportDocument = new TypedDocumentString(`
    mutation StartDataExport($schoolIds: [ID!]!) {
  startDataExport(schoolIds: $schoolIds)
}
    `) as unknown as TypedDocumentString<StartDataExportMutation, StartDataExportMutationVariables>;
export const DeleteSchoolDocument = new TypedDocumentString(`
    mutation DeleteSchool($id: ID!) {
  deleteSchool(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteSchoolMutation, DeleteSchoolMutationVariables>;
export const DeleteUserDocument = new TypedDocumentString(`
    mutation DeleteUser($id: ID!) {
  deleteUser(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteUserMutation, DeleteUserMutationVariables>;
export const SchoolUsersDocument = new TypedDocumentString(`
    query SchoolUsers($schoolId: ID!, $search: String, $offset: Int, $limit: Int) {
  schoolUsers(
    schoolId: $schoolId
    search: $search
    offset: $offset
    limit: $limit
  ) {
    total
    items {
      id
      first_name
      last_name
      email_address
      is_active
      created_at
      last_activity_at
    }
  }
}
    `) as unknown as TypedDocumentString<SchoolUsersQuery, SchoolUsersQueryVariables>;
export const SchoolDocument = new TypedDocumentString(`
    query School($id: ID!) {
  school(id: $id) {
    ...SchoolFields
  }
}
    fragment SchoolFields on School {
  id
  name
  is_active
  address_1
  address_2
  city
  state
  postal_code
  contact_name
  contact_email_address
  contact_phone
  sales_rep_id
  allow_piv
  allow_students_import
  show_verification_status
  parent_part_online
  parent_link_days
  insurance_confirm_days
  retention_years
  sso_google_domains
  sso_microsoft_tenants
  password_sign_in
  first_note
  logo_file_id
  logo_url
  updated_at
}`) as unknown as TypedDocumentString<SchoolQuery, SchoolQueryVariables>;
export const SchoolsDocument = new TypedDocumentString(`
    query Schools($name: String, $salesRepId: ID, $tpaId: ID, $status: SchoolStatus, $sort: SchoolSort, $direction: SortDirection, $offset: Int, $limit: Int) {
  schools(
    name: $name
    salesRepId: $salesRepId
    tpaId: $tpaId
    status: $status
    sort: $sort
    direction: $direction
    offset: $offset
    limit: $limit
  ) {
    total
    items {
      id
      name
      is_active
      updated_at
      sales_rep_name
      tpa_codes
      first_note
      logo_url
    }
  }
}
    `) as unknown as TypedDocumentString<SchoolsQuery, SchoolsQueryVariables>;
export const SaveSchoolNoteDocument = new TypedDocumentString(`
    mutation SaveSchoolNote($schoolId: ID!, $note: String!) {
  saveSchoolNote(schoolId: $schoolId, note: $note) {
    id
    note
    updated_at
  }
}
    `) as unknown as TypedDocumentString<SaveSchoolNoteMutation, SaveSchoolNoteMutationVariables>;
export const CreateSchoolDocument = new TypedDocumentString(`
    mutation CreateSchool($input: SchoolInput!) {
  createSchool(input: $input) {
    ...SchoolFields
  }
}
    fragment SchoolFields on School {
  id
  name
  is_active
  address_1
  address_2
  city
  state
  postal_code
  contact_name
  contact_email_address
  contact_phone
  sales_rep_id
  allow_piv
  allow_students_import
  show_verification_status
  parent_part_online
  parent_link_days
  insurance_confirm_days
  retention_years
  sso_google_domains
  sso_microsoft_tenants
  password_sign_in
  first_note
  logo_file_id
  logo_url
  updated_at
}`) as unknown as TypedDocumentString<CreateSchoolMutation, CreateSchoolMutationVariables>;
export const UpdateSchoolDocument = new TypedDocumentString(`
    mutation UpdateSchool($id: ID!, $input: SchoolInput!) {
  updateSchool(id: $id, input: $input) {
    ...SchoolFields
  }
}
    fragment SchoolFields on School {
  id
  name
  is_active
  address_1
  address_2
  city
  state
  postal_code
  contact_name
  contact_email_address
  contact_phone
  sales_rep_id
  allow_piv
  allow_students_import
  show_verification_status
  parent_part_online
  parent_link_days
  insurance_confirm_days
  retention_years
  sso_google_domains
  sso_microsoft_tenants
  password_sign_in
  first_note
  logo_file_id
  logo_url
  updated_at
}`) as unknown as TypedDocumentString<UpdateSchoolMutation, UpdateSchoolMutationVariables>;
export const AddSchoolTpaDocument = new TypedDocumentString(`
    mutation AddSchoolTpa($schoolId: ID!, $tpaId: ID) {
  addSchoolTpa(schoolId: $schoolId, tpaId: $tpaId) {
    ...SchoolTpaFields
  }
}
    fragment SchoolTpaFields on SchoolTpa {
  id
  third_party_administrator_id
  tpa_code
  tpa_name
  policy_number
  tpa_identifier
  effective_date
  activities
  is_active
  is_default
  notice_days
  treatment_days
  filing_days
  absolute_days
}`) as unknown as TypedDocumentString<AddSchoolTpaMutation, AddSchoolTpaMutationVariables>;
export const UpdateSchoolTpasDocument = new TypedDocumentString(`
    mutation UpdateSchoolTpas($schoolId: ID!, $links: [SchoolTpaLinkInput!]!) {
  updateSchoolTpas(schoolId: $schoolId, links: $links) {
    ...SchoolTpaFields
  }
}
    fragment SchoolTpaFields on SchoolTpa {
  id
  third_party_administrator_id
  tpa_code
  tpa_name
  policy_number
  tpa_identifier
  effective_date
  activities
  is_active
  is_default
  notice_days
  treatment_days
  filing_days
  absolute_days
}`) as unknown as TypedDocumentString<UpdateSchoolTpasMutation, UpdateSchoolTpasMutationVariables>;
export const DeleteSchoolTpaDocument = new TypedDocumentString(`
    mutation DeleteSchoolTpa($schoolId: ID!, $id: ID!) {
  deleteSchoolTpa(schoolId: $schoolId, id: $id) {
    ...SchoolTpaFields
  }
}
    fragment SchoolTpaFields on SchoolTpa {
  id
  third_party_administrator_id
  tpa_code
  tpa_name
  policy_number
  tpa_identifier
  effective_date
  activities
  is_active
  is_default
  notice_days
  treatment_days
  filing_days
  absolute_days
}`) as unknown as TypedDocumentString<DeleteSchoolTpaMutation, DeleteSchoolTpaMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($id: ID!, $input: UserInput!) {
  updateUser(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const StudentsSchoolDocument = new TypedDocumentString(`
    query StudentsSchool($id: ID!) {
  school(id: $id) {
    id
    allow_students_import
  }
}
    `) as unknown as TypedDocumentString<StudentsSchoolQuery, StudentsSchoolQueryVariables>;
export const ResetStudentsDocument = new TypedDocumentString(`
    mutation ResetStudents($schoolId: ID!, $confirmation: String) {
  resetStudents(schoolId: $schoolId, confirmation: $confirmation)
}
    `) as unknown as TypedDocumentString<ResetStudentsMutation, ResetStudentsMutationVariables>;
export const SeasonCampaignsDocument = new TypedDocumentString(`
    query SeasonCampaigns($schoolId: ID!, $offset: Int, $limit: Int) {
  seasonCampaigns(schoolId: $schoolId, offset: $offset, limit: $limit) {
    total
    items {
      id
      activity
      created_at
      standing {
        ...CampaignStandingFields
      }
    }
  }
}
    fragment CampaignStandingFields on SeasonCampaignStanding {
  guardians
  queued
  completed
  pending
  opted_out
  bounced
}`) as unknown as TypedDocumentString<SeasonCampaignsQuery, SeasonCampaignsQueryVariables>;
export const SeasonCampaignDocument = new TypedDocumentString(`
    query SeasonCampaign($id: ID!, $state: GuardianRequestState, $offset: Int, $limit: Int) {
  seasonCampaign(id: $id) {
    id
    activity
    created_at
    standing {
      ...CampaignStandingFields
    }
    guardians(state: $state, offset: $offset, limit: $limit) {
      total
      items {
        id
        email
        first_name
        last_name
        state
        students
        opened_at
        reminders_sent
      }
    }
  }
}
    fragment CampaignStandingFields on SeasonCampaignStanding {
  guardians
  queued
  completed
  pending
  opted_out
  bounced
}`) as unknown as TypedDocumentString<SeasonCampaignQuery, SeasonCampaignQueryVariables>;
export const CreateSeasonCampaignDocument = new TypedDocumentString(`
    mutation CreateSeasonCampaign($schoolId: ID!, $activity: String, $allWithGuardian: Boolean, $studentIds: [ID!]) {
  createSeasonCampaign(
    schoolId: $schoolId
    activity: $activity
    allWithGuardian: $allWithGuardian
    studentIds: $studentIds
  ) {
    id
    guardians
    students
  }
}
    `) as unknown as TypedDocumentString<CreateSeasonCampaignMutation, CreateSeasonCampaignMutationVariables>;
export const ResendSeasonLinkDocument = new TypedDocumentString(`
    mutation ResendSeasonLink($requestId: ID!, $email: String) {
  resendSeasonLink(requestId: $requestId, email: $email)
}
    `) as unknown as TypedDocumentString<ResendSeasonLinkMutation, ResendSeasonLinkMutationVariables>;
export const StudentSeasonAuthorizationsDocument = new TypedDocumentString(`
    query StudentSeasonAuthorizations($id: ID!) {
  student(id: $id) {
    id
    season_authorizations {
      id
      signer_name
      signer_email
      signed_at
      expires_on
      revoked_at
      on_file
      language
      authorization_version
      document_sha256
    }
  }
}
    `) as unknown as TypedDocumentString<StudentSeasonAuthorizationsQuery, StudentSeasonAuthorizationsQueryVariables>;
export const StudentDisclosuresDocument = new TypedDocumentString(`
    query StudentDisclosures($studentId: ID!, $offset: Int, $limit: Int) {
  studentDisclosures(studentId: $studentId, offset: $offset, limit: $limit) {
    total
    items {
      id
      claim_id
      claim_number
      recipient
      kind
      items
      disclosed_at
      disclosed_by_name
      basis
    }
  }
}
    `) as unknown as TypedDocumentString<StudentDisclosuresQuery, StudentDisclosuresQueryVariables>;
export const VerificationQueueDocument = new TypedDocumentString(`
    query VerificationQueue($offset: Int, $limit: Int) {
  verificationQueue(offset: $offset, limit: $limit) {
    total
    items {
      id
      student_id
      student_first_name
      student_last_name
      date_of_birth
      school_id
      school_name
      provider_name
      insurance_member_id
      insurance_group_id
      phone
      requested_at
      requested_by
    }
  }
}
    `) as unknown as TypedDocumentString<VerificationQueueQuery, VerificationQueueQueryVariables>;
export const ResolveVerificationDocument = new TypedDocumentString(`
    mutation ResolveVerification($id: ID!, $status: VerificationResult!) {
  resolveVerification(id: $id, status: $status)
}
    `) as unknown as TypedDocumentString<ResolveVerificationMutation, ResolveVerificationMutationVariables>;
export const AddTpaLinkDocument = new TypedDocumentString(`
    mutation AddTpaLink($tpaId: ID!, $input: TpaElementInput!) {
  addTpaLink(tpaId: $tpaId, input: $input) {
    ...TpaElementFields
  }
}
    fragment TpaElementFields on TpaElement {
  id
  type
  title
  component
  url
  filename
  file_id
  file_url
}`) as unknown as TypedDocumentString<AddTpaLinkMutation, AddTpaLinkMutationVariables>;
export const DeleteTpaElementDocument = new TypedDocumentString(`
    mutation DeleteTpaElement($id: ID!) {
  deleteTpaElement(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteTpaElementMutation, DeleteTpaElementMutationVariables>;
export const DeleteTpaDocument = new TypedDocumentString(`
    mutation DeleteTpa($id: ID!) {
  deleteTpa(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteTpaMutation, DeleteTpaMutationVariables>;
export const TpaDocument = new TypedDocumentString(`
    query Tpa($id: ID!) {
  tpa(id: $id) {
    ...TpaFields
  }
}
    fragment TpaElementFields on TpaElement {
  id
  type
  title
  component
  url
  filename
  file_id
  file_url
}
fragment TpaFields on Tpa {
  id
  name
  code
  address_1
  address_2
  city
  state
  postal_code
  phone
  fax
  claims_email_address
  electronic_claims_email_address
  claims_portal_url
  delivery_method
  required_documents
  max_attachment_mb
  updated_at
  elements {
    ...TpaElementFields
  }
}`) as unknown as TypedDocumentString<TpaQuery, TpaQueryVariables>;
export const TpasDocument = new TypedDocumentString(`
    query Tpas($search: String, $sort: TpaSort, $direction: SortDirection, $offset: Int, $limit: Int) {
  tpas(
    search: $search
    sort: $sort
    direction: $direction
    offset: $offset
    limit: $limit
  ) {
    total
    items {
      id
      code
      name
      city
      state
      claims_email_address
      delivery_method
      updated_at
    }
  }
}
    `) as unknown as TypedDocumentString<TpasQuery, TpasQueryVariables>;
export const CreateTpaDocument = new TypedDocumentString(`
    mutation CreateTpa($input: TpaInput!) {
  createTpa(input: $input) {
    ...TpaFields
  }
}
    fragment TpaElementFields on TpaElement {
  id
  type
  title
  component
  url
  filename
  file_id
  file_url
}
fragment TpaFields on Tpa {
  id
  name
  code
  address_1
  address_2
  city
  state
  postal_code
  phone
  fax
  claims_email_address
  electronic_claims_email_address
  claims_portal_url
  delivery_method
  required_documents
  max_attachment_mb
  updated_at
  elements {
    ...TpaElementFields
  }
}`) as unknown as TypedDocumentString<CreateTpaMutation, CreateTpaMutationVariables>;
export const UpdateTpaDocument = new TypedDocumentString(`
    mutation UpdateTpa($id: ID!, $input: TpaInput!) {
  updateTpa(id: $id, input: $input) {
    ...TpaFields
  }
}
    fragment TpaElementFields on TpaElement {
  id
  type
  title
  component
  url
  filename
  file_id
  file_url
}
fragment TpaFields on Tpa {
  id
  name
  code
  address_1
  address_2
  city
  state
  postal_code
  phone
  fax
  claims_email_address
  electronic_claims_email_address
  claims_portal_url
  delivery_method
  required_documents
  max_attachment_mb
  updated_at
  elements {
    ...TpaElementFields
  }
}`) as unknown as TypedDocumentString<UpdateTpaMutation, UpdateTpaMutationVariables>;
export const UpdateTpaElementDocument = new TypedDocumentString(`
    mutation UpdateTpaElement($id: ID!, $input: TpaElementInput!) {
  updateTpaElement(id: $id, input: $input) {
    ...TpaElementFields
  }
}
    fragment TpaElementFields on TpaElement {
  id
  type
  title
  component
  url
  filename
  file_id
  file_url
}`) as unknown as TypedDocumentString<UpdateTpaElementMutation, UpdateTpaElementMutationVariables>;
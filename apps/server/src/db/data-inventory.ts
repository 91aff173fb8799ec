import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

// The data inventory a district's privacy agreement asks for (issue 39 item 7): every column of every
// table, with its category, the table's purpose, retention and who can see it, and the subprocessors a
// deployment uses. docs/data-inventory.md is printed from it (`npm run inventory:print -w @claims/server`)
// and a test fails when a column has no entry, so the document cannot fall behind the schema.

const C = {
  studentRecord: 'Student education record (FERPA)',
  health: 'Student health and insurance information',
  guardian: "Parent's or guardian's contact details",
  staff: 'Staff account',
  secret: 'Secret: stored only as a hash or sealed',
  device: 'Network and device (address, browser)',
  file: 'Stored file, sealed (ADR 040)',
  audit: 'Audit record',
  businessContact: 'Business contact details',
  program: 'Program configuration (no personal data)',
  operational: 'Operational metadata',
} as const;
type Category = (typeof C)[keyof typeof C];

const R = {
  school:
    "Kept while the school is a customer. A deleted row is hidden (soft deletion); an admin deletes a student or a whole school for good on the district's request or at contract end, with a certificate (ADR 042).",
  claim: "Kept with the student's record while the school is a customer; closed claims past the school's retention (if it sets one) are deleted for good with a certificate (ADR 042).",
  audit: "Append-only, kept for good; no role of the application may change or delete it (ADR 039), except a deletion for good, which takes out what names the destroyed records (ADR 042).",
  disclosure: "Kept with the student's record, as 34 CFR 99.32 asks, including after the claim is deleted; destroyed with the record when it is deleted for good (ADR 042).",
  session: "Until 30 days after it expires, is revoked or is used, when housekeeping deletes it (ADR 053), except a coach invitation's link, kept with its invitation; a user's rows go with the user when their school is deleted for good.",
  attempt: 'Until it expires: the next sign-in with a provider deletes the expired ones.',
  window: 'Until its window ends; the maintenance loop clears ended windows.',
  import: 'Until the import is committed or replaced by the next preview.',
  mail: 'Kept as the record of what was sent.',
  outbox: "Until 30 days after it was sent, when housekeeping deletes it (ADR 053); one that failed is kept as the record of the bounce. A deletion for good takes the e-mails about what it deleted.",
  program: 'Kept while in use; a deleted row is hidden (soft deletion).',
  forGood: 'Kept for the life of the deployment.',
} as const;

const V = {
  school: "Admins, and the staff of the student's school",
  schoolWithLinks: "Admins and the school's staff; the parent by their link (their claim's facts) and the TPA by its link (the claim)",
  admins: 'Admins',
  staffOfSchool: "Admins, and the school's staff",
  everyone: 'Every signed-in user',
  server: 'No one through the app: the server uses it',
  self: 'The user it belongs to (and admins, who manage users)',
} as const;

type TableEntry = {
  purpose: string;
  category: Category;
  retention: string;
  visibleTo: string;
  // every column, space-separated
  columns: string;
  // columns whose category is not the table's
  categories?: Record<string, Category>;
};

const device = { ip: C.device, user_agent: C.device } as const;

export const DATA_INVENTORY: Record<string, TableEntry> = {
  access_events: {
    purpose: 'Who looked at or changed which student records, when and from where (ADR 039).',
    category: C.audit,
    retention: R.audit,
    visibleTo: "Admins; the staff of a student's school see the events naming their schools",
    columns: 'id at user_id link link_id action resource student_ids claim_ids document_ids incident_ids school_ids ip user_agent',
    categories: device,
  },
  access_chain_links: {
    purpose: "The hash chain of each school's access events (ADR 052): one link per event and school it names, written by the database's trigger; a deletion for good leaves a removed event's link as a tombstone. Hashes and ids, no content.",
    category: C.audit,
    retention: 'Kept as long as the access log; a school deleted for good takes its chain with it (ADR 042, 052).',
    visibleTo: V.admins,
    columns: 'school_id seq event_id content_hash prev_hash hash tombstoned',
  },
  access_chain_pending: {
    purpose: 'The access events stored and not yet chained (ADR 052), kept by the database until its chaining step appends their links, within seconds.',
    category: C.audit,
    retention: 'Until the event is chained.',
    visibleTo: V.server,
    columns: 'seq event_id',
  },
  access_chain_heads: {
    purpose: "The last link of each school's access log chain (ADR 052): what the next event is chained to, and what a deletion certificate and an export name.",
    category: C.audit,
    retention: 'Kept as long as the access log; a school deleted for good takes its chain with it (ADR 042, 052).',
    visibleTo: V.admins,
    columns: 'school_id seq hash',
  },
  activities: { purpose: 'The sports and activities a claim names.', category: C.program, retention: R.program, visibleTo: V.everyone, columns: 'id activity created_at updated_at deleted_at' },
  app_secrets: { purpose: 'The server\'s signing secret for links it makes.', category: C.secret, retention: R.forGood, visibleTo: V.server, columns: 'name value created_at' },
  password_tokens: { purpose: 'Password reset, account confirmation and coach invitation links.', category: C.secret, retention: R.session, visibleTo: V.server, columns: 'id user_id purpose token_hash expires_at used_at created_at', categories: { id: C.operational, user_id: C.staff, purpose: C.operational, expires_at: C.operational, used_at: C.operational, created_at: C.operational } },
  coach_invitations: {
    purpose: "A school's invitations to coach sent to an existing account, pending until its owner accepts by the link (ADR 048).",
    category: C.staff,
    retention: 'Kept with the school; accepted or renewed in place; goes with the school or the account when deleted for good (ADR 042).',
    visibleTo: V.staffOfSchool,
    columns: 'id school_id user_id email_address first_name last_name token_id accepted_at created_at updated_at',
    categories: { id: C.operational, school_id: C.operational, user_id: C.operational, token_id: C.operational, accepted_at: C.operational, created_at: C.operational, updated_at: C.operational },
  },
  remembered_devices: { purpose: 'Devices that skip the sign-in code for a while.', category: C.secret, retention: R.session, visibleTo: V.server, columns: 'id user_id token_hash expires_at revoked_at created_at', categories: { id: C.operational, user_id: C.staff, expires_at: C.operational, revoked_at: C.operational, created_at: C.operational } },
  sessions: { purpose: 'Signed-in sessions.', category: C.secret, retention: R.session, visibleTo: V.server, columns: 'id user_id token_hash created_at last_seen_at expires_at revoked_at ip user_agent', categories: { id: C.operational, user_id: C.staff, created_at: C.operational, last_seen_at: C.operational, expires_at: C.operational, revoked_at: C.operational, ...device } },
  two_factor_codes: { purpose: 'Sign-in codes sent by e-mail.', category: C.secret, retention: R.session, visibleTo: V.server, columns: 'id user_id code_hash remember_device attempts expires_at consumed_at created_at', categories: { id: C.operational, user_id: C.staff, remember_device: C.operational, attempts: C.operational, expires_at: C.operational, consumed_at: C.operational, created_at: C.operational } },
  sso_attempts: { purpose: 'A sign-in with Google or Microsoft under way (ADR 030).', category: C.secret, retention: R.attempt, visibleTo: V.server, columns: 'id key_hash provider state nonce code_verifier created_at expires_at', categories: { id: C.operational, provider: C.operational, created_at: C.operational, expires_at: C.operational } },
  claim_documents: { purpose: "Documents of a claim (bills, EOBs, photos, signed parts) and a school's drafts.", category: C.health, retention: R.claim, visibleTo: V.schoolWithLinks, columns: 'id school_id claim_id kind file_id uploaded_by from_parent idempotency_key created_at', categories: { id: C.operational, school_id: C.operational, claim_id: C.operational, file_id: C.operational, uploaded_by: C.staff, idempotency_key: C.operational, created_at: C.operational } },
  claims: {
    purpose: 'Injury claims reported to a TPA: the injury, the student, the school official\'s statement, the parent\'s part and the TPA\'s report.',
    category: C.health,
    retention: R.claim,
    visibleTo: V.schoolWithLinks,
    columns:
      'id claim_number student_id user_id school_id schools_third_party_administrator_id activity activity_level activity_type benefits_due_another_provider first_treatment_date injury_date injury_description injury_reported_date injury_type is_insured is_previous_injury is_work_related location_of_injury student_address parent_info official_statement injury_nature injury_body_parts parent_part received_items missing_items changes_log submitted_to_tpa_at status next_due_on tpa_status tpa_claim_number tpa_note tpa_reported_at tpa_received_at first_queued_at first_delivered_at idempotency_key created_at updated_at deleted_at',
    categories: {
      id: C.operational,
      claim_number: C.studentRecord,
      student_id: C.studentRecord,
      user_id: C.staff,
      school_id: C.operational,
      schools_third_party_administrator_id: C.operational,
      student_address: C.studentRecord,
      parent_info: C.guardian,
      received_items: C.operational,
      missing_items: C.operational,
      changes_log: C.operational,
      status: C.operational,
      first_queued_at: C.operational,
      first_delivered_at: C.operational,
      idempotency_key: C.operational,
      created_at: C.operational,
      updated_at: C.operational,
      deleted_at: C.operational,
    },
  },
  incidents: {
    purpose: 'Every injury reported at a school, whether or not it became a claim: whose, when, where, what happened, the school official\'s statement, its review (ADR 048).',
    category: C.health,
    retention: R.claim,
    visibleTo: "Admins and the staff of the incident's school; the coach who reported it",
    columns: 'id incident_number school_id person_kind student_id person_name injury_date location_of_injury injury_description injury_type activity activity_type official_statement language status reported_by reviewed_by reviewed_at closed_at claim_id client_id created_at updated_at',
    categories: { id: C.operational, incident_number: C.operational, school_id: C.operational, person_kind: C.operational, student_id: C.operational, status: C.operational, language: C.operational, reported_by: C.staff, reviewed_by: C.staff, reviewed_at: C.operational, closed_at: C.operational, claim_id: C.operational, client_id: C.operational, created_at: C.operational, updated_at: C.operational },
  },
  incident_files: { purpose: "Files kept with an incident: a return to play's signed clearance.", category: C.health, retention: R.claim, visibleTo: "Admins and the staff of the incident's school", columns: 'id incident_id kind file_id uploaded_by created_at', categories: { id: C.operational, incident_id: C.operational, kind: C.operational, file_id: C.file, uploaded_by: C.staff, created_at: C.operational } },
  return_to_play: { purpose: "A student's graduated return to play after an incident: the school's steps, when it began and when the student was cleared (issue 42).", category: C.health, retention: R.claim, visibleTo: "Admins and the staff of the incident's school; its reporting coach the status only", columns: 'incident_id steps started_by started_at cleared_by cleared_at', categories: { started_by: C.staff, cleared_by: C.staff } },
  return_to_play_steps: { purpose: 'Each return-to-play step done: when, and who logged it.', category: C.health, retention: R.claim, visibleTo: "Admins and the staff of the incident's school", columns: 'id incident_id step completed_at logged_by', categories: { logged_by: C.staff } },
  incident_changes: { purpose: 'Each step of an incident (reported, reviewed, closed, claim started, its return to play): by whom and when.', category: C.operational, retention: R.claim, visibleTo: "Admins and the staff of the incident's school; the coach who reported it, its report's course, photos and clearing only", columns: 'id incident_id user_id action changes created_at', categories: { user_id: C.staff } },
  claims_change_logs: { purpose: "Each submission and edit of a claim, and the TPA's reports: what changed, by whom.", category: C.health, retention: R.claim, visibleTo: V.staffOfSchool, columns: 'id claim_id submitted_to_tpa_at changes_log user_id tpa_reporter by_tpa status created_at', categories: { id: C.operational, claim_id: C.operational, user_id: C.staff, tpa_reporter: C.businessContact, by_tpa: C.operational, status: C.operational, created_at: C.operational } },
  claims_email_log_documents: { purpose: 'Which documents each e-mail to a TPA carried.', category: C.operational, retention: R.claim, visibleTo: V.staffOfSchool, columns: 'email_log_id document_id' },
  claims_email_logs: { purpose: 'Each e-mail of a claim to its TPA: status, recipient, attempts, the PDF it carried.', category: C.operational, retention: R.mail, visibleTo: V.staffOfSchool, columns: 'id claim_id claims_change_log_id status recipient subject attempts sending_started_at last_error sent_at message_id attachment_file_id sent_by kind viewed_at created_at updated_at', categories: { recipient: C.businessContact, subject: C.studentRecord, sent_by: C.staff, attachment_file_id: C.file } },
  claims_providers: { purpose: "The student's insurance as the claim reported it.", category: C.health, retention: R.claim, visibleTo: V.schoolWithLinks, columns: 'id claim_id is_other_provider provider_name insurance_provider_id insurance_member_id insurance_group_id phone position created_at', categories: { id: C.operational, claim_id: C.operational, insurance_provider_id: C.operational, position: C.operational, created_at: C.operational } },
  schools_dashboard_contacts: { purpose: "Contacts on a school's dashboard (its TPA, agents).", category: C.businessContact, retention: R.program, visibleTo: V.staffOfSchool, columns: 'id school_id type title component company_name representative_name mail_address phone fax email_address order created_at updated_at', categories: { id: C.operational, school_id: C.operational, type: C.program, title: C.program, component: C.program, order: C.program, created_at: C.operational, updated_at: C.operational } },
  schools_dashboard_elements: { purpose: "Links and files on a school's dashboard.", category: C.program, retention: R.program, visibleTo: V.staffOfSchool, columns: 'id school_id type title component filename url order third_party_administrators_dashboard_element_id file_id created_at updated_at', categories: { file_id: C.file } },
  data_exports: {
    purpose: "Exports of schools' data for their district (ADR 041): who asked, the progress, and the zip until its one download.",
    category: C.audit,
    retention: 'The zip until its one download, or 7 days; the row stays as the record of the export.',
    visibleTo: V.admins,
    columns: 'id school_ids requested_by status steps_done steps_total row_counts file_id object_key encryption_key_id wrapped_key size error created_at started_at finished_at downloaded_at downloaded_by',
    categories: { requested_by: C.staff, downloaded_by: C.staff, file_id: C.file, object_key: C.operational, encryption_key_id: C.operational, wrapped_key: C.secret, status: C.operational, steps_done: C.operational, steps_total: C.operational, size: C.operational, error: C.operational },
  },
  deletion_certificates: {
    purpose: 'The certificate of each deletion for good (ADR 042): what was destroyed, how many of each, when, by whom and how. It names no student and no id of what was destroyed.',
    category: C.audit,
    retention: R.forGood,
    visibleTo: V.admins,
    columns: 'id kind subject reference requested_by requested_by_name counts performed_at chain_heads',
    categories: { requested_by: C.staff, requested_by_name: C.staff },
  },
  deadline_reminders: { purpose: 'Reminders sent of a claim\'s policy deadlines (ADR 028).', category: C.operational, retention: R.claim, visibleTo: V.server, columns: 'id claim_id days_before due_on sent_at' },
  disclosures: { purpose: "Each disclosure of a student's record to a TPA (34 CFR 99.32, ADR 026).", category: C.audit, retention: R.disclosure, visibleTo: V.school, columns: 'id student_id claim_id email_log_id tpa_link_id recipient kind items disclosed_at disclosed_by basis created_at', categories: { recipient: C.businessContact, disclosed_by: C.staff } },
  mail_outbox: { purpose: 'Every e-mail to a person (sign-in codes, parent links, reminders) until and after it is sent (ADR 032).', category: C.operational, retention: R.outbox, visibleTo: V.server, columns: 'id kind recipient content about status attempts sending_started_at sent_at last_error created_at updated_at', categories: { recipient: C.guardian, content: C.secret, about: C.operational } },
  claim_signatures: { purpose: "The school official's and the parent's signatures, with their evidence (ADR 023); a parent's taken from their season authorization names it (ADR 049).", category: C.studentRecord, retention: R.claim, visibleTo: V.staffOfSchool, columns: 'id claim_id role signer_name signer_email user_id parent_link_id season_authorization_id identified_by records_consent_version authorization_version intent_version language ip user_agent document_file_id document_sha256 english_rendering_file_id signed_at voided_at', categories: { signer_name: C.guardian, signer_email: C.guardian, user_id: C.staff, ...device, document_file_id: C.file, english_rendering_file_id: C.file, season_authorization_id: C.operational } },
  season_campaigns: { purpose: "A school's request before a season that guardians give their part of a claim once for the year (ADR 049).", category: C.operational, retention: R.school, visibleTo: V.staffOfSchool, columns: 'id school_id activity created_by created_at', categories: { created_by: C.staff } },
  guardian_requests: { purpose: "One guardian of a season campaign: their link, where it stands, its e-mail (ADR 049).", category: C.guardian, retention: R.school, visibleTo: V.staffOfSchool, columns: 'id campaign_id school_id email language first_name last_name phone token_hash access_hash failed_checks opened_at checked_at expires_at mail_queued_at mail_outbox_id reminders_sent completed_at opted_out_at created_at', categories: { id: C.operational, campaign_id: C.operational, school_id: C.operational, language: C.operational, token_hash: C.secret, access_hash: C.secret, failed_checks: C.operational, opened_at: C.operational, checked_at: C.operational, expires_at: C.operational, mail_queued_at: C.operational, mail_outbox_id: C.operational, reminders_sent: C.operational, completed_at: C.operational, opted_out_at: C.operational, created_at: C.operational } },
  guardian_request_students: { purpose: 'The students a guardian of a season campaign is asked about (ADR 049).', category: C.studentRecord, retention: R.school, visibleTo: V.staffOfSchool, columns: 'request_id student_id' },
  season_authorizations: { purpose: "A guardian's insurance answers and signed authorization for one student, standing 12 months and used for the student's claims (ADR 049).", category: C.health, retention: R.school, visibleTo: V.staffOfSchool, columns: 'id school_id student_id request_id part signer_name signer_email records_consent_version authorization_version intent_version language ip user_agent document_file_id document_sha256 english_rendering_file_id signed_at expires_on revoked_at created_at', categories: { signer_name: C.guardian, signer_email: C.guardian, ...device, document_file_id: C.file, english_rendering_file_id: C.file } },
  season_card_files: { purpose: "Photos of a student's insurance card a guardian added with their season authorization (ADR 049).", category: C.health, retention: R.school, visibleTo: V.staffOfSchool, columns: 'id request_id student_id kind file_id authorization_id created_at', categories: { id: C.operational, request_id: C.operational, student_id: C.operational, kind: C.operational, file_id: C.file, authorization_id: C.operational, created_at: C.operational } },
  parent_links: { purpose: "The link a parent is e-mailed to give their part of a claim (ADR 023).", category: C.guardian, retention: R.claim, visibleTo: V.staffOfSchool, columns: 'id claim_id token_hash email purpose language expires_at created_by opened_at failed_checks access_hash checked_at used_at reminders_sent revoked_at created_at', categories: { id: C.operational, claim_id: C.operational, token_hash: C.secret, access_hash: C.secret, created_by: C.staff, purpose: C.operational, language: C.operational, expires_at: C.operational, opened_at: C.operational, failed_checks: C.operational, checked_at: C.operational, used_at: C.operational, reminders_sent: C.operational, revoked_at: C.operational, created_at: C.operational } },
  providers: { purpose: 'Insurance companies a family may choose.', category: C.program, retention: R.program, visibleTo: V.everyone, columns: 'id name address city state postal_code is_active policy_or_certificate_number created_at updated_at' },
  rate_limit_counters: { purpose: 'Counts of attempts per address, account or link (ADR 013).', category: C.operational, retention: R.window, visibleTo: V.server, columns: 'key hits window_ends_at', categories: { key: C.device } },
  sales_reps: { purpose: 'The program\'s sales representatives.', category: C.businessContact, retention: R.program, visibleTo: V.admins, columns: 'id first_name last_name address_1 address_2 city state postal_code email_address phone see_all_schools is_active created_by created_at updated_at deleted_at' },
  schools: { purpose: 'Schools in the program, their contact, coverage and settings.', category: C.program, retention: R.program, visibleTo: V.staffOfSchool, columns: 'id name address_1 address_2 city state postal_code contact_name contact_email_address contact_phone is_active coverage_start_date sales_rep_id allow_piv allow_students_import show_verification_status parent_part_online parent_link_days insurance_confirm_days retention_years sso_google_domains sso_microsoft_tenants password_sign_in sis_org_sourced_id return_to_play_steps incident_places created_by created_at updated_at deleted_at', categories: { contact_name: C.businessContact, contact_email_address: C.businessContact, contact_phone: C.businessContact } },
  schools_notes: { purpose: "Program staff's notes on a school.", category: C.program, retention: R.program, visibleTo: V.admins, columns: 'id note school_id created_by created_at updated_at deleted_at' },
  schools_third_party_administrators: { purpose: "A school's policies with TPAs: policy number, sports, deadlines.", category: C.program, retention: R.program, visibleTo: V.staffOfSchool, columns: 'id school_id third_party_administrator_id policy_number tpa_identifier effective_date activities is_active is_default notice_days treatment_days filing_days absolute_days created_at updated_at deleted_at' },
  users_schools: { purpose: 'Which schools a staff user belongs to.', category: C.staff, retention: R.school, visibleTo: V.admins, columns: 'id user_id school_id created_at' },
  oneroster_previews: { purpose: "A OneRoster roster read and waiting for the school's confirmation (ADR 029).", category: C.studentRecord, retention: R.import, visibleTo: V.staffOfSchool, columns: 'import_id school_id org_sourced_id users_mode withdrawn students created_at', categories: { import_id: C.operational, school_id: C.operational, org_sourced_id: C.operational, users_mode: C.operational, created_at: C.operational } },
  students: { purpose: "A school's roster.", category: C.studentRecord, retention: R.school, visibleTo: V.school, columns: 'id school_id is_active academic_id first_name last_name gender date_of_birth email_address primary_phone address_1 address_2 city state_prov country postal_code parents_info sis_source_id created_at updated_at deleted_at', categories: { parents_info: C.guardian } },
  students_providers: { purpose: "A student's insurance, and its verification.", category: C.health, retention: R.school, visibleTo: V.school, columns: 'id school_id student_id insurance_provider_id insurance_group_id insurance_member_id provider_name is_other_provider phone status primary verification_requested_by verification_requested_at verified_by verified_at created_at updated_at deleted_at', categories: { verification_requested_by: C.staff, verified_by: C.staff } },
  temporal_students: { purpose: 'A roster file read and waiting for the import to be committed (ADR 018).', category: C.studentRecord, retention: R.import, visibleTo: V.staffOfSchool, columns: 'id import_id school_id row_number academic_id first_name last_name gender date_of_birth email_address primary_phone address_1 address_2 city state_prov country postal_code parents_info sis_source_id created_by created_at', categories: { parents_info: C.guardian, created_by: C.staff } },
  temporal_students_providers: { purpose: "The insurance of an imported roster's rows, waiting with them.", category: C.health, retention: R.import, visibleTo: V.staffOfSchool, columns: 'id temporal_student_id insurance_provider_id insurance_group_id insurance_member_id provider_name is_other_provider phone created_at' },
  tpa_links: { purpose: "The link each claim e-mail gives the TPA to report on the claim (ADR 027).", category: C.operational, retention: R.claim, visibleTo: V.server, columns: 'id claim_id email_log_id token_hash expires_at opened_at revoked_at created_at', categories: { token_hash: C.secret } },
  third_party_administrators: { purpose: 'Claims administrators (TPAs) and how they take claims.', category: C.businessContact, retention: R.program, visibleTo: V.admins, columns: 'id name code address_1 address_2 city state postal_code phone fax claims_email_address electronic_claims_email_address claims_portal_url delivery_method required_documents max_attachment_bytes created_by created_at updated_at deleted_at' },
  third_party_administrators_dashboard_elements: { purpose: "A TPA's links and files, shown on its schools' dashboards.", category: C.program, retention: R.program, visibleTo: V.staffOfSchool, columns: 'id third_party_administrator_id url type title component filename file_id created_at updated_at deleted_at', categories: { file_id: C.file } },
  file_key_checks: { purpose: 'A known text sealed under each file key, checked at every start (ADR 040).', category: C.operational, retention: R.forGood, visibleTo: V.server, columns: 'key_id check created_at' },
  stored_files: { purpose: 'Every uploaded or generated file: documents, signed parts, claim PDFs as sent, logos.', category: C.file, retention: R.claim, visibleTo: 'As the record the file belongs to', columns: 'id filename content_type size sha256 data object_key encryption_key_id wrapped_key created_by created_at', categories: { created_by: C.staff, object_key: C.operational, encryption_key_id: C.operational, wrapped_key: C.secret } },
  stored_object_parts: { purpose: 'A district export kept in the database when there is no bucket: its sealed zip in parts (ADR 056).', category: C.file, retention: 'Until the export is downloaded, expires or is deleted for good (DATA_EXPORT_KEPT_DAYS).', visibleTo: V.server, columns: 'object_key part data created_at', categories: { object_key: C.operational } },
  stored_object_deletions: { purpose: 'Bucket objects of files that are gone, until the bucket has deleted them (ADR 043).', category: C.operational, retention: 'Until the maintenance loop has deleted the object from the bucket, within a maintenance interval.', visibleTo: V.server, columns: 'object_key created_at' },
  users: { purpose: 'Staff accounts: admins and school users.', category: C.staff, retention: R.school, visibleTo: V.self, columns: 'id first_name last_name email_address type password_hash is_active confirmed_at last_activity_at preferred_language created_at updated_at deleted_at', categories: { password_hash: C.secret } },
};

// The services outside this application that personal data reaches, as a deployment configures them.
export const SUBPROCESSORS = [
  { name: 'PostgreSQL host', when: 'DATABASE_URL is set (otherwise the embedded database on the same machine)', data: 'Every table above' },
  { name: 'SMTP relay', when: 'SMTP_URL is set', data: "E-mails: sign-in codes and links to staff, parent links and reminders, claims with their PDFs and documents to TPAs" },
  { name: 'Google (OpenID Connect)', when: 'OIDC_GOOGLE_CLIENT_ID is set', data: "A staff user's e-mail address and the school's Google Workspace domain, at sign-in" },
  { name: 'Microsoft Entra ID (OpenID Connect)', when: 'OIDC_MICROSOFT_CLIENT_ID is set', data: "A staff user's e-mail address and tenant, at sign-in" },
  { name: 'Claims administrators (TPAs)', when: "Each school's policies name them", data: "A claim, its documents and the student's and parent's details on it (recorded as disclosures)" },
];

export type InventoryColumn = { table: string; column: string; type: string };

// Every column of every table in the schema, as Drizzle declares them.
export function schemaColumns(): InventoryColumn[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map((column) => ({ table: config.name, column: column.name, type: column.getSQLType() }));
    });
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function renderDataInventory(): string {
  const byTable = new Map<string, InventoryColumn[]>();
  for (const column of schemaColumns()) byTable.set(column.table, [...(byTable.get(column.table) ?? []), column]);
  const lines = [
    '# Data inventory',
    '',
    '<!-- Printed from apps/server/src/db/data-inventory.ts by `npm run inventory:print -w @claims/server`; do not edit by hand. -->',
    '',
    'Every data element the product stores: for each table its purpose, how long it is kept and who can see',
    'it through the application, and each column with its type and category. Stored files are sealed under',
    'keys kept outside the database (ADR 040); every look at a student\'s records is in the access log',
    '(ADR 039).',
    '',
    '## Subprocessors',
    '',
    '| Service | Used when | Data it receives |',
    '| --- | --- | --- |',
    ...SUBPROCESSORS.map((service) => `| ${cell(service.name)} | ${cell(service.when)} | ${cell(service.data)} |`),
    '',
    '## Tables',
  ];
  for (const [table, columns] of [...byTable].sort(([a], [b]) => a.localeCompare(b))) {
    const entry = DATA_INVENTORY[table];
    if (!entry) continue;
    lines.push('', `### ${table}`, '', entry.purpose, '', `- **Kept:** ${entry.retention}`, `- **Seen by:** ${entry.visibleTo}`, '', '| Column | Type | Category |', '| --- | --- | --- |');
    for (const { column, type } of columns) lines.push(`| ${column} | ${cell(type)} | ${entry.categories?.[column] ?? entry.category} |`);
  }
  return `${lines.join('\n')}\n`;
}

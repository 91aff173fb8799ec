import { sql, type SQL } from 'drizzle-orm';
import { uuidArray } from '../../db/sql-arrays.ts';

// The CSV files of a school's data export (issue 39 item 3, ADR 041), one per kind of record a district
// would recognise, with the data dictionary each column's entry comes from. Each file is a query over the
// exported schools whose rows carry a text `_key` the export pages by, so a district of any size is read
// a page at a time.

const TYPES = {
  id: 'Identifier (UUID)',
  ids: 'Identifiers (UUIDs, separated by spaces)',
  text: 'Text',
  integer: 'Whole number',
  boolean: 'true or false',
  date: 'Date (YYYY-MM-DD)',
  timestamp: 'Date and time (UTC, ISO 8601)',
  json: 'JSON',
} as const;

export type ExportColumn = { name: string; type: (typeof TYPES)[keyof typeof TYPES]; meaning: string; source: string };
export type ExportFile = { name: string; about: string; columns: ExportColumn[]; rows: (schoolIds: readonly string[]) => SQL };

const column = (name: string, type: keyof typeof TYPES, meaning: string, source: string): ExportColumn => ({ name, type: TYPES[type], meaning, source });

// The columns of a guardian, as the roster and a claim both keep them (students.parents_info, claims.parent_info).
const GUARDIAN_FIELDS = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['email', 'E-mail address'],
  ['phone', 'Phone'],
  ['address_1', 'Street address'],
  ['address_2', 'Address, second line'],
  ['city', 'City'],
  ['state_prov', 'State or province'],
  ['postal_code', 'ZIP or postal code'],
  ['country', 'Country'],
  ['employer_name', "Guardian's employer"],
  ['employer_phone', "Employer's phone"],
  ['language', 'Language for e-mails (en or es)'],
] as const;
const guardianSelect = (json: string) => sql.raw(GUARDIAN_FIELDS.map(([field]) => `${json} ->> '${field}' as ${field}`).join(', '));

// Every stored file of the schools, once each: claim documents (drafts too), the claim PDFs as e-mailed to
// TPAs, the signed parts and their English renderings, and the files on the schools' dashboards.
const documentRows = (schools: SQL) => sql`
  with claims_of as (select id, claim_number from claims where school_id = any(${schools})),
  files as (
    select d.file_id, d.claim_id, d.school_id, d.kind as what, d.uploaded_by as by_user, d.from_parent, 1 as rank
      from claim_documents d where d.school_id = any(${schools})
    union all
    select e.attachment_file_id, e.claim_id, null, 'CLAIM_PDF_AS_SENT', e.sent_by, false, 2
      from claims_email_logs e join claims_of c on c.id = e.claim_id where e.attachment_file_id is not null
    union all
    select s.document_file_id, s.claim_id, null, 'SIGNED_' || s.role, s.user_id, s.role = 'PARENT', 3
      from claim_signatures s join claims_of c on c.id = s.claim_id where s.document_file_id is not null
    union all
    select s.english_rendering_file_id, s.claim_id, null, 'SIGNED_' || s.role || '_ENGLISH', s.user_id, s.role = 'PARENT', 4
      from claim_signatures s join claims_of c on c.id = s.claim_id where s.english_rendering_file_id is not null
    union all
    select e.file_id, null, e.school_id, 'SCHOOL_DASHBOARD_FILE', null, false, 5
      from schools_dashboard_elements e where e.school_id = any(${schools}) and e.file_id is not null
    union all
    select f.file_id, null, i.school_id, 'INCIDENT_' || f.kind, f.uploaded_by, false, 6
      from incident_files f join incidents i on i.id = f.incident_id where i.school_id = any(${schools})
    union all
    select a.document_file_id, null, a.school_id, 'SEASON_AUTHORIZATION', null, true, 7
      from season_authorizations a where a.school_id = any(${schools}) and a.document_file_id is not null
    union all
    select a.english_rendering_file_id, null, a.school_id, 'SEASON_AUTHORIZATION_ENGLISH', null, true, 8
      from season_authorizations a where a.school_id = any(${schools}) and a.english_rendering_file_id is not null
    union all
    select f.file_id, null, r.school_id, 'SEASON_' || f.kind, null, true, 9
      from season_card_files f join guardian_requests r on r.id = f.request_id where r.school_id = any(${schools})
  )
  select distinct on (f.file_id) f.file_id::text as _key, f.file_id as document_id, f.claim_id, c.claim_number, f.what,
    sf.filename, sf.content_type, sf.size, sf.sha256, f.by_user as uploaded_by, f.from_parent, sf.created_at as stored_at
  from files f join stored_files sf on sf.id = f.file_id left join claims_of c on c.id = f.claim_id
  order by f.file_id, f.rank`;

export const DOCUMENTS_FILE: ExportFile = {
  name: 'documents.csv',
  about:
    "Every document and file kept for the schools: claim documents, the claim PDFs as e-mailed to TPAs, the signed parts, the dashboards' files, the incidents' return-to-play clearances, and the guardians' signed season authorizations and insurance card photos. Each is in the documents folder.",
  columns: [
    column('document_id', 'id', 'The stored file; its copy in this export is documents/<document_id>-<filename>', 'stored_files.id'),
    column('claim_id', 'id', 'The claim it belongs to (empty for a draft or a dashboard file)', 'claim_documents.claim_id'),
    column('claim_number', 'integer', "The claim's number", 'claims.claim_number'),
    column(
      'what',
      'text',
      'What it is: a document kind (EOB, ITEMIZED_BILL, ...), CLAIM_PDF_AS_SENT, SIGNED_SCHOOL, SIGNED_PARENT (and _ENGLISH renderings), SCHOOL_DASHBOARD_FILE, INCIDENT_CLEARANCE, SEASON_AUTHORIZATION (and its _ENGLISH rendering) or SEASON_INSURANCE_CARD_FRONT/BACK',
      'claim_documents.kind',
    ),
    column('filename', 'text', 'Its file name', 'stored_files.filename'),
    column('content_type', 'text', 'Its type (MIME)', 'stored_files.content_type'),
    column('size', 'integer', 'Its size in bytes', 'stored_files.size'),
    column('sha256', 'text', 'The SHA-256 digest of its content, to check the copy', 'stored_files.sha256'),
    column('uploaded_by', 'id', 'The staff user who added, sent or signed it (see users.csv)', 'claim_documents.uploaded_by'),
    column('from_parent', 'boolean', 'Added or signed by the parent or guardian', 'claim_documents.from_parent'),
    column('stored_at', 'timestamp', 'When it was stored', 'stored_files.created_at'),
  ],
  rows: (schoolIds) => documentRows(uuidArray(schoolIds)),
};

// The hash chain of each exported school's access log (ADR 052), whole: a link whose event was deleted for
// good stays, tombstoned. Keyed so that pages run in order of school and seq.
export const ACCESS_LOG_CHAIN_FILE: ExportFile = {
  name: 'access-log-chain.csv',
  about:
    "The hash chain of each school's access log, every link from the first (ADR 052): each link's hash covers its event's content and the link before it. Check this copy with `node verify-access-log.mjs` in the folder the zip was unpacked to (Node.js 18 or later, nothing to install).",
  columns: [
    column('school_id', 'id', 'The school whose chain it is', 'access_chain_links.school_id'),
    column('seq', 'integer', 'The place of the link in the chain, from 1', 'access_chain_links.seq'),
    column('event_id', 'id', 'The event it chains (see access-log.csv)', 'access_chain_links.event_id'),
    column('content_hash', 'text', "SHA-256 (hex) of the event's canonical text", 'access_chain_links.content_hash'),
    column('prev_hash', 'text', "The previous link's hash (64 zeros for the first)", 'access_chain_links.prev_hash'),
    column('hash', 'text', 'SHA-256 (hex) of "<school_id>:<seq>:<prev_hash>:<content_hash>"', 'access_chain_links.hash'),
    column('tombstoned', 'boolean', 'The event was deleted or had ids taken out by a deletion for good: its content is not hashed again', 'access_chain_links.tombstoned'),
  ],
  rows: (schoolIds) => sql`select l.school_id::text || ':' || lpad(l.seq::text, 20, '0') as _key, l.school_id, l.seq, l.event_id, l.content_hash, l.prev_hash, l.hash, l.tombstoned
    from access_chain_links l where l.school_id = any(${uuidArray(schoolIds)})`,
};

export const EXPORT_FILES: ExportFile[] = [
  DOCUMENTS_FILE,
  {
    name: 'schools.csv',
    about: 'The exported schools.',
    columns: [
      column('school_id', 'id', 'The school', 'schools.id'),
      column('name', 'text', "The school's name", 'schools.name'),
      column('address_1', 'text', 'Street address', 'schools.address_1'),
      column('address_2', 'text', 'Address, second line', 'schools.address_2'),
      column('city', 'text', 'City', 'schools.city'),
      column('state', 'text', 'State', 'schools.state'),
      column('postal_code', 'text', 'ZIP code', 'schools.postal_code'),
      column('contact_name', 'text', "The school's contact", 'schools.contact_name'),
      column('contact_email_address', 'text', "The contact's e-mail", 'schools.contact_email_address'),
      column('contact_phone', 'text', "The contact's phone", 'schools.contact_phone'),
      column('is_active', 'boolean', 'Active in the program', 'schools.is_active'),
      column('coverage_start_date', 'date', 'Start of its coverage', 'schools.coverage_start_date'),
      column('created_at', 'timestamp', 'When it was added', 'schools.created_at'),
      column('deleted_at', 'timestamp', 'When it was removed from the program (empty if it was not)', 'schools.deleted_at'),
    ],
    rows: (schoolIds) => sql`select id::text as _key, id as school_id, name, address_1, address_2, city, state, postal_code, contact_name,
      contact_email_address, contact_phone, is_active, coverage_start_date::text, created_at, deleted_at
      from schools where id = any(${uuidArray(schoolIds)})`,
  },
  {
    name: 'users.csv',
    about: "The schools' staff users and coaches, who are named by id in the other files.",
    columns: [
      column('user_id', 'id', 'The user', 'users.id'),
      column('school_id', 'id', 'A school they belong to (one row per school)', 'users_schools.school_id'),
      column('first_name', 'text', 'First name', 'users.first_name'),
      column('last_name', 'text', 'Last name', 'users.last_name'),
      column('email_address', 'text', 'E-mail address', 'users.email_address'),
      column('is_active', 'boolean', 'May sign in', 'users.is_active'),
      column('created_at', 'timestamp', 'When the account was made', 'users.created_at'),
      column('deleted_at', 'timestamp', 'When the account was removed (empty if it was not)', 'users.deleted_at'),
    ],
    rows: (schoolIds) => sql`select us.id::text as _key, u.id as user_id, us.school_id, u.first_name, u.last_name, u.email_address, u.is_active, u.created_at, u.deleted_at
      from users_schools us join users u on u.id = us.user_id where us.school_id = any(${uuidArray(schoolIds)})`,
  },
  {
    name: 'students.csv',
    about: "The schools' rosters, including students removed from them.",
    columns: [
      column('student_id', 'id', 'The student', 'students.id'),
      column('school_id', 'id', "The student's school", 'students.school_id'),
      column('academic_id', 'text', "The school's student number", 'students.academic_id'),
      column('first_name', 'text', 'First name', 'students.first_name'),
      column('last_name', 'text', 'Last name', 'students.last_name'),
      column('gender', 'text', 'Gender', 'students.gender'),
      column('date_of_birth', 'date', 'Date of birth', 'students.date_of_birth'),
      column('email_address', 'text', 'E-mail address', 'students.email_address'),
      column('primary_phone', 'text', 'Phone', 'students.primary_phone'),
      column('address_1', 'text', 'Street address', 'students.address_1'),
      column('address_2', 'text', 'Address, second line', 'students.address_2'),
      column('city', 'text', 'City', 'students.city'),
      column('state_prov', 'text', 'State or province', 'students.state_prov'),
      column('country', 'text', 'Country', 'students.country'),
      column('postal_code', 'text', 'ZIP or postal code', 'students.postal_code'),
      column('is_active', 'boolean', 'On the active roster', 'students.is_active'),
      column('sis_source_id', 'text', "The student's id in the district's information system (OneRoster sourcedId)", 'students.sis_source_id'),
      column('created_at', 'timestamp', 'When the student was added', 'students.created_at'),
      column('updated_at', 'timestamp', 'When the record last changed', 'students.updated_at'),
      column('deleted_at', 'timestamp', 'When the student was removed (empty if they were not)', 'students.deleted_at'),
    ],
    rows: (schoolIds) => sql`select id::text as _key, id as student_id, school_id, academic_id, first_name, last_name, gender, date_of_birth::text,
      email_address, primary_phone, address_1, address_2, city, state_prov, country, postal_code, is_active, sis_source_id, created_at, updated_at, deleted_at
      from students where school_id = any(${uuidArray(schoolIds)})`,
  },
  {
    name: 'guardians.csv',
    about: "Parents and guardians: as the roster keeps them, and as each claim reported them when it was submitted.",
    columns: [
      column('student_id', 'id', 'The student', 'students.id'),
      column('claim_id', 'id', 'The claim that reported them (empty for the roster)', 'claims.id'),
      column('recorded_on', 'text', 'ROSTER or CLAIM', 'students.parents_info or claims.parent_info'),
      ...GUARDIAN_FIELDS.map(([field, meaning]) => column(field, 'text', meaning, `students.parents_info.${field} or claims.parent_info.${field}`)),
    ],
    rows: (schoolIds) => sql`
      select 'r' || id::text as _key, id as student_id, null::uuid as claim_id, 'ROSTER' as recorded_on, ${guardianSelect('parents_info')}
        from students where school_id = any(${uuidArray(schoolIds)}) and parents_info is not null
      union all
      select 'c' || id::text, student_id, id, 'CLAIM', ${guardianSelect('parent_info')}
        from claims where school_id = any(${uuidArray(schoolIds)}) and parent_info is not null`,
  },
  {
    name: 'insurance.csv',
    about: "The students' insurance as the schools keep it, and its verification.",
    columns: [
      column('insurance_id', 'id', 'The insurance record', 'students_providers.id'),
      column('student_id', 'id', 'The student', 'students_providers.student_id'),
      column('insurance_company', 'text', 'The insurance company', 'providers.name or students_providers.provider_name'),
      column('insurance_member_id', 'text', 'Member id', 'students_providers.insurance_member_id'),
      column('insurance_group_id', 'text', 'Group id', 'students_providers.insurance_group_id'),
      column('phone', 'text', "The insurer's phone", 'students_providers.phone'),
      column('primary', 'boolean', 'The primary insurance', 'students_providers.primary'),
      column('status', 'text', 'Verification status', 'students_providers.status'),
      column('verified_at', 'timestamp', 'When it was verified', 'students_providers.verified_at'),
      column('created_at', 'timestamp', 'When it was added', 'students_providers.created_at'),
      column('deleted_at', 'timestamp', 'When it was removed (empty if it was not)', 'students_providers.deleted_at'),
    ],
    rows: (schoolIds) => sql`select sp.id::text as _key, sp.id as insurance_id, sp.student_id, coalesce(p.name, sp.provider_name) as insurance_company,
      sp.insurance_member_id, sp.insurance_group_id, sp.phone, sp.primary, sp.status, sp.verified_at, sp.created_at, sp.deleted_at
      from students_providers sp left join providers p on p.id = sp.insurance_provider_id where sp.school_id = any(${uuidArray(schoolIds)})`,
  },
  {
    name: 'claims.csv',
    about: 'Injury claims reported to a TPA, with what the TPA reported back.',
    columns: [
      column('claim_id', 'id', 'The claim', 'claims.id'),
      column('claim_number', 'integer', "The claim's number", 'claims.claim_number'),
      column('school_id', 'id', 'The school', 'claims.school_id'),
      column('student_id', 'id', 'The injured student', 'claims.student_id'),
      column('reported_by', 'id', 'The staff user who reported it', 'claims.user_id'),
      column('tpa', 'text', 'The claims administrator it went to', 'third_party_administrators.name'),
      column('policy_number', 'text', 'The policy it was filed under', 'schools_third_party_administrators.policy_number'),
      column('activity', 'text', 'The sport or activity', 'claims.activity'),
      column('activity_level', 'text', 'The level of the activity', 'claims.activity_level'),
      column('activity_type', 'text', 'Practice, game, ...', 'claims.activity_type'),
      column('injury_date', 'date', 'Date of injury', 'claims.injury_date'),
      column('injury_reported_date', 'date', 'Date the injury was reported', 'claims.injury_reported_date'),
      column('first_treatment_date', 'date', 'Date of first treatment', 'claims.first_treatment_date'),
      column('injury_nature', 'text', 'Nature of the injury (code)', 'claims.injury_nature'),
      column('injury_type', 'text', 'The injury, in words', 'claims.injury_type'),
      column('injury_body_parts', 'text', 'Body parts injured (codes)', 'claims.injury_body_parts'),
      column('injury_description', 'text', 'How it happened', 'claims.injury_description'),
      column('location_of_injury', 'text', 'Where it happened', 'claims.location_of_injury'),
      column('is_insured', 'boolean', 'The student has insurance', 'claims.is_insured'),
      column('is_previous_injury', 'boolean', 'A previous injury', 'claims.is_previous_injury'),
      column('is_work_related', 'boolean', 'Work related', 'claims.is_work_related'),
      column('benefits_due_another_provider', 'boolean', 'Benefits due from another provider', 'claims.benefits_due_another_provider'),
      column('student_address', 'json', "The student's address when it was submitted", 'claims.student_address'),
      column('status', 'text', 'Delivery to the TPA', 'claims.status'),
      column('tpa_status', 'text', "The TPA's status of the claim", 'claims.tpa_status'),
      column('tpa_claim_number', 'text', "The TPA's own claim number", 'claims.tpa_claim_number'),
      column('tpa_note', 'text', "The TPA's note", 'claims.tpa_note'),
      column('submitted_to_tpa_at', 'date', 'Date it was submitted', 'claims.submitted_to_tpa_at'),
      column('created_at', 'timestamp', 'When it was made', 'claims.created_at'),
      column('updated_at', 'timestamp', 'When it last changed', 'claims.updated_at'),
      column('deleted_at', 'timestamp', 'When it was deleted (empty if it was not)', 'claims.deleted_at'),
    ],
    rows: (schoolIds) => sql`select c.id::text as _key, c.id as claim_id, c.claim_number, c.school_id, c.student_id, c.user_id as reported_by,
      t.name as tpa, st.policy_number, c.activity, c.activity_level, c.activity_type, c.injury_date::text, c.injury_reported_date::text,
      c.first_treatment_date::text, c.injury_nature, c.injury_type, c.injury_body_parts, c.injury_description, c.location_of_injury, c.is_insured,
      c.is_previous_injury, c.is_work_related, c.benefits_due_another_provider, c.student_address, c.status, c.tpa_status, c.tpa_claim_number,
      c.tpa_note, c.submitted_to_tpa_at::text, c.created_at, c.updated_at, c.deleted_at
      from claims c join schools_third_party_administrators st on st.id = c.schools_third_party_administrator_id
      join third_party_administrators t on t.id = st.third_party_administrator_id where c.school_id = any(${uuidArray(schoolIds)})`,
  },
  {
    name: 'statements.csv',
    about: "The school official's statement and the parent's part of each claim, with who signed them.",
    columns: [
      column('claim_id', 'id', 'The claim', 'claims.id'),
      column('claim_number', 'integer', "The claim's number", 'claims.claim_number'),
      column('statement', 'text', "SCHOOL (the school official's statement) or PARENT (the parent's part)", 'claims.official_statement or claims.parent_part'),
      column('content', 'json', 'The statement as given', 'claims.official_statement or claims.parent_part'),
      column('signed_by', 'text', 'Who signed it last', 'claim_signatures.signer_name'),
      column('signed_at', 'timestamp', 'When', 'claim_signatures.signed_at'),
      column('signature_voided_at', 'timestamp', 'When a later change voided that signature (empty if it stands)', 'claim_signatures.voided_at'),
    ],
    rows: (schoolIds) => sql`
      select c.id::text || ':' || part.statement as _key, c.id as claim_id, c.claim_number, part.statement, part.content,
        s.signer_name as signed_by, s.signed_at, s.voided_at as signature_voided_at
      from claims c
      cross join lateral (values ('SCHOOL', c.official_statement), ('PARENT', c.parent_part)) as part(statement, content)
      left join lateral (select signer_name, signed_at, voided_at from claim_signatures
        where claim_id = c.id and role = part.statement order by signed_at desc limit 1) s on true
      where c.school_id = any(${uuidArray(schoolIds)}) and part.content is not null`,
  },
  {
    name: 'claim-changes.csv',
    about: "Each submission and edit of a claim, and each report of its TPA: what changed, by whom.",
    columns: [
      column('change_id', 'id', 'The change', 'claims_change_logs.id'),
      column('claim_id', 'id', 'The claim', 'claims_change_logs.claim_id'),
      column('at', 'timestamp', 'When', 'claims_change_logs.created_at'),
      column('by_user', 'id', 'The staff user who made it (see users.csv)', 'claims_change_logs.user_id'),
      column('by_tpa', 'boolean', 'Reported by the TPA', 'claims_change_logs.by_tpa'),
      column('tpa_reporter', 'text', "The TPA's person who reported", 'claims_change_logs.tpa_reporter'),
      column('status', 'text', 'The status it set', 'claims_change_logs.status'),
      column('changes', 'json', 'What changed', 'claims_change_logs.changes_log'),
    ],
    rows: (schoolIds) => sql`select l.id::text as _key, l.id as change_id, l.claim_id, l.created_at as at, l.user_id as by_user, l.by_tpa, l.tpa_reporter,
      l.status, l.changes_log as changes
      from claims_change_logs l join claims c on c.id = l.claim_id where c.school_id = any(${uuidArray(schoolIds)})`,
  },
  {
    name: 'emails-sent.csv',
    about: 'Each e-mail of a claim to its TPA.',
    columns: [
      column('email_id', 'id', 'The e-mail', 'claims_email_logs.id'),
      column('claim_id', 'id', 'The claim', 'claims_email_logs.claim_id'),
      column('kind', 'text', 'CLAIM (the claim with its documents) or SUPPLEMENT (documents added later)', 'claims_email_logs.kind'),
      column('recipient', 'text', 'The address it went to', 'claims_email_logs.recipient'),
      column('subject', 'text', 'Its subject', 'claims_email_logs.subject'),
      column('status', 'text', 'Its delivery', 'claims_email_logs.status'),
      column('attempts', 'integer', 'Delivery attempts', 'claims_email_logs.attempts'),
      column('sent_at', 'timestamp', 'When it was sent', 'claims_email_logs.sent_at'),
      column('sent_by', 'id', 'The staff user who sent it (see users.csv)', 'claims_email_logs.sent_by'),
      column('attachment_document_id', 'id', 'The claim PDF it carried (see documents.csv)', 'claims_email_logs.attachment_file_id'),
      column('documents', 'ids', 'The documents it carried (see documents.csv)', 'claims_email_log_documents.document_id'),
      column('viewed_at', 'timestamp', 'When the TPA first opened its link', 'claims_email_logs.viewed_at'),
      column('created_at', 'timestamp', 'When it was queued', 'claims_email_logs.created_at'),
    ],
    rows: (schoolIds) => sql`select e.id::text as _key, e.id as email_id, e.claim_id, e.kind, e.recipient, e.subject, e.status, e.attempts, e.sent_at, e.sent_by,
      e.attachment_file_id as attachment_document_id,
      array(select d.file_id from claims_email_log_documents ld join claim_documents d on d.id = ld.document_id where ld.email_log_id = e.id) as documents,
      e.viewed_at, e.created_at
      from claims_email_logs e join claims c on c.id = e.claim_id where c.school_id = any(${uuidArray(schoolIds)})`,
  },
  {
    name: 'disclosures.csv',
    about: "Each disclosure of a student's record to a TPA (34 CFR 99.32).",
    columns: [
      column('disclosure_id', 'id', 'The disclosure', 'disclosures.id'),
      column('student_id', 'id', 'The student', 'disclosures.student_id'),
      column('claim_id', 'id', 'The claim', 'disclosures.claim_id'),
      column('recipient', 'text', 'To whom', 'disclosures.recipient'),
      column('kind', 'text', 'How', 'disclosures.kind'),
      column('items', 'json', 'What was disclosed', 'disclosures.items'),
      column('basis', 'text', 'The legal basis', 'disclosures.basis'),
      column('disclosed_by', 'id', 'The staff user who disclosed it (see users.csv)', 'disclosures.disclosed_by'),
      column('disclosed_at', 'timestamp', 'When', 'disclosures.disclosed_at'),
    ],
    rows: (schoolIds) => sql`select d.id::text as _key, d.id as disclosure_id, d.student_id, d.claim_id, d.recipient, d.kind, d.items, d.basis, d.disclosed_by, d.disclosed_at
      from disclosures d join students s on s.id = d.student_id where s.school_id = any(${uuidArray(schoolIds)})`,
  },
  {
    name: 'incidents.csv',
    about: 'Every injury reported at the schools, whether or not it became a claim (ADR 048).',
    columns: [
      column('incident_id', 'id', 'The incident', 'incidents.id'),
      column('incident_number', 'integer', "The incident's number", 'incidents.incident_number'),
      column('school_id', 'id', 'The school', 'incidents.school_id'),
      column('person_kind', 'text', 'Whose injury: STUDENT, VISITOR, SPECTATOR, STAFF or OTHER', 'incidents.person_kind'),
      column('student_id', 'id', 'The student (see students.csv), for a student', 'incidents.student_id'),
      column('person_name', 'text', "The person's name, for anyone else", 'incidents.person_name'),
      column('injury_date', 'date', 'Date of the injury', 'incidents.injury_date'),
      column('location_of_injury', 'text', 'Where it happened', 'incidents.location_of_injury'),
      column('activity', 'text', 'The sport', 'incidents.activity'),
      column('activity_type', 'text', 'PRACTICE, GAME, TRAVEL or OTHER', 'incidents.activity_type'),
      column('injury_description', 'text', 'What happened', 'incidents.injury_description'),
      column('injury_type', 'text', 'The injury, when its nature is Other', 'incidents.injury_type'),
      column('statement', 'json', "What the reporter saw and did, as a claim's school official's statement", 'incidents.official_statement'),
      column('status', 'text', 'REPORTED, REVIEWED or CLOSED', 'incidents.status'),
      column('reported_by', 'id', 'The user who reported it (see users.csv)', 'incidents.reported_by'),
      column('reviewed_by', 'id', 'The staff user who reviewed it (see users.csv)', 'incidents.reviewed_by'),
      column('reviewed_at', 'timestamp', 'When it was reviewed', 'incidents.reviewed_at'),
      column('closed_at', 'timestamp', 'When it was closed', 'incidents.closed_at'),
      column('claim_id', 'id', 'The claim started from it (see claims.csv)', 'incidents.claim_id'),
      column('created_at', 'timestamp', 'When it was reported', 'incidents.created_at'),
    ],
    rows: (schoolIds) => sql`select i.id::text as _key, i.id as incident_id, i.incident_number, i.school_id, i.person_kind, i.student_id, i.person_name,
      i.injury_date::text, i.location_of_injury, i.activity, i.activity_type, i.injury_description, i.injury_type, i.official_statement as statement,
      i.status, i.reported_by, i.reviewed_by, i.reviewed_at, i.closed_at, i.claim_id, i.created_at
      from incidents i where i.school_id = any(${uuidArray(schoolIds)})`,
  },
  {
    name: 'incident-changes.csv',
    about: 'Each step of an incident: reported, reviewed, closed, a claim started, its return to play.',
    columns: [
      column('change_id', 'id', 'The change', 'incident_changes.id'),
      column('incident_id', 'id', 'The incident (see incidents.csv)', 'incident_changes.incident_id'),
      column('at', 'timestamp', 'When', 'incident_changes.created_at'),
      column('by_user', 'id', 'The user who made it (see users.csv)', 'incident_changes.user_id'),
      column('action', 'text', 'REPORTED, REVIEWED, CLOSED, CLAIM_STARTED or a return-to-play step (RTP_...)', 'incident_changes.action'),
      column('changes', 'json', 'What changed', 'incident_changes.changes'),
    ],
    rows: (schoolIds) => sql`select c.id::text as _key, c.id as change_id, c.incident_id, c.created_at as at, c.user_id as by_user, c.action, c.changes
      from incident_changes c join incidents i on i.id = c.incident_id where i.school_id = any(${uuidArray(schoolIds)})`,
  },
  {
    name: 'return-to-play.csv',
    about: "Each student's graduated return to play after an incident: its steps, when each was done, and the clearance.",
    columns: [
      column('incident_id', 'id', 'The incident (see incidents.csv)', 'return_to_play.incident_id'),
      column('steps', 'json', "The school's steps, as they were when it began", 'return_to_play.steps'),
      column('steps_done', 'json', 'Each step done: its number, when, and who logged it (see users.csv)', 'return_to_play_steps'),
      column('started_by', 'id', 'The staff user who began it (see users.csv)', 'return_to_play.started_by'),
      column('started_at', 'timestamp', 'When it began', 'return_to_play.started_at'),
      column('clearance_document_ids', 'ids', 'The signed clearances (see documents.csv)', 'incident_files.file_id'),
      column('cleared_by', 'id', 'The staff user who cleared the student (see users.csv)', 'return_to_play.cleared_by'),
      column('cleared_at', 'timestamp', 'When the student was cleared to play', 'return_to_play.cleared_at'),
    ],
    rows: (schoolIds) => sql`select r.incident_id::text as _key, r.incident_id, to_jsonb(r.steps) as steps,
      coalesce((select jsonb_agg(jsonb_build_object('step', s.step, 'completed_at', s.completed_at, 'logged_by', s.logged_by) order by s.step)
        from return_to_play_steps s where s.incident_id = r.incident_id), '[]'::jsonb) as steps_done,
      r.started_by, r.started_at, array(select f.file_id from incident_files f where f.incident_id = r.incident_id and f.kind = 'CLEARANCE' order by f.created_at) as clearance_document_ids,
      r.cleared_by, r.cleared_at
      from return_to_play r join incidents i on i.id = r.incident_id where i.school_id = any(${uuidArray(schoolIds)})`,
  },
  {
    name: 'season-campaigns.csv',
    about: "The schools' requests, before a season, that guardians give their part once for the year (see guardian-requests.csv).",
    columns: [
      column('campaign_id', 'id', 'The campaign', 'season_campaigns.id'),
      column('school_id', 'id', 'The school', 'season_campaigns.school_id'),
      column('activity', 'text', 'The sport or activity whose season it is for (empty for every guardian)', 'season_campaigns.activity'),
      column('created_by', 'id', 'The staff user who started it (see users.csv)', 'season_campaigns.created_by'),
      column('created_at', 'timestamp', 'When it was started', 'season_campaigns.created_at'),
    ],
    rows: (schoolIds) => sql`select id::text as _key, id as campaign_id, school_id, activity, created_by, created_at
      from season_campaigns where school_id = any(${uuidArray(schoolIds)})`,
  },
  {
    name: 'guardian-requests.csv',
    about: 'Each guardian a season campaign asked, by e-mail, with one link for all their students: whether they opened it, signed or opted out.',
    columns: [
      column('request_id', 'id', 'The request', 'guardian_requests.id'),
      column('campaign_id', 'id', 'The campaign (see season-campaigns.csv)', 'guardian_requests.campaign_id'),
      column('school_id', 'id', 'The school', 'guardian_requests.school_id'),
      column('student_ids', 'ids', 'The students it asks about (see students.csv)', 'guardian_request_students.student_id'),
      column('email', 'text', "The guardian's e-mail address", 'guardian_requests.email'),
      column('language', 'text', 'Language for e-mails (en or es)', 'guardian_requests.language'),
      column('first_name', 'text', 'First name', 'guardian_requests.first_name'),
      column('last_name', 'text', 'Last name', 'guardian_requests.last_name'),
      column('phone', 'text', 'Phone', 'guardian_requests.phone'),
      column('mail_queued_at', 'timestamp', 'When the e-mail with the link was queued', 'guardian_requests.mail_queued_at'),
      column('reminders_sent', 'integer', 'Reminders sent', 'guardian_requests.reminders_sent'),
      column('opened_at', 'timestamp', 'When the guardian first opened the link', 'guardian_requests.opened_at'),
      column('expires_at', 'timestamp', 'When the link stops working', 'guardian_requests.expires_at'),
      column('completed_at', 'timestamp', 'When the guardian signed for every student', 'guardian_requests.completed_at'),
      column('opted_out_at', 'timestamp', 'When the guardian said no (empty if they did not)', 'guardian_requests.opted_out_at'),
      column('created_at', 'timestamp', 'When it was made', 'guardian_requests.created_at'),
    ],
    rows: (schoolIds) => sql`select r.id::text as _key, r.id as request_id, r.campaign_id, r.school_id,
      array(select s.student_id from guardian_request_students s where s.request_id = r.id order by s.student_id) as student_ids,
      r.email, r.language, r.first_name, r.last_name, r.phone, r.mail_queued_at, r.reminders_sent, r.opened_at, r.expires_at, r.completed_at, r.opted_out_at, r.created_at
      from guardian_requests r where r.school_id = any(${uuidArray(schoolIds)})`,
  },
  {
    name: 'season-authorizations.csv',
    about: "Each guardian's signed part for a student's season: the insurance answers, the authorization as signed, its evidence, and the signed PDF and card photos (see documents.csv).",
    columns: [
      column('authorization_id', 'id', 'The authorization', 'season_authorizations.id'),
      column('school_id', 'id', 'The school', 'season_authorizations.school_id'),
      column('student_id', 'id', 'The student (see students.csv)', 'season_authorizations.student_id'),
      column('request_id', 'id', 'The guardian request it answered (see guardian-requests.csv)', 'season_authorizations.request_id'),
      column('part', 'json', "The guardian's part as given: the guardian, the insurance and the answers", 'season_authorizations.part'),
      column('signer_name', 'text', 'The name signed', 'season_authorizations.signer_name'),
      column('signer_email', 'text', "The signer's e-mail address", 'season_authorizations.signer_email'),
      column('language', 'text', 'The language of the text signed (en or es)', 'season_authorizations.language'),
      column('records_consent_version', 'text', 'The version of the records consent signed', 'season_authorizations.records_consent_version'),
      column('authorization_version', 'text', 'The version of the authorization signed', 'season_authorizations.authorization_version'),
      column('intent_version', 'text', 'The version of the statement of intent to sign electronically', 'season_authorizations.intent_version'),
      column('ip', 'text', 'The network address it was signed from', 'season_authorizations.ip'),
      column('user_agent', 'text', 'The browser it was signed in', 'season_authorizations.user_agent'),
      column('document_id', 'id', 'The signed PDF (see documents.csv)', 'season_authorizations.document_file_id'),
      column('document_sha256', 'text', 'The SHA-256 digest of the signed PDF', 'season_authorizations.document_sha256'),
      column('english_rendering_document_id', 'id', 'Its English rendering, for a text signed in another language (see documents.csv)', 'season_authorizations.english_rendering_file_id'),
      column('card_document_ids', 'ids', 'The insurance card photos given with it (see documents.csv)', 'season_card_files.file_id'),
      column('signed_at', 'timestamp', 'When it was signed', 'season_authorizations.signed_at'),
      column('expires_on', 'date', 'The day it stops covering claims', 'season_authorizations.expires_on'),
      column('revoked_at', 'timestamp', 'When the guardian revoked it (empty if they did not)', 'season_authorizations.revoked_at'),
    ],
    rows: (schoolIds) => sql`select a.id::text as _key, a.id as authorization_id, a.school_id, a.student_id, a.request_id, a.part, a.signer_name, a.signer_email,
      a.language, a.records_consent_version, a.authorization_version, a.intent_version, a.ip, a.user_agent, a.document_file_id as document_id, a.document_sha256,
      a.english_rendering_file_id as english_rendering_document_id,
      array(select f.file_id from season_card_files f where f.authorization_id = a.id order by f.created_at) as card_document_ids,
      a.signed_at, a.expires_on::text, a.revoked_at
      from season_authorizations a where a.school_id = any(${uuidArray(schoolIds)})`,
  },
  // Before the log itself: every event a link of this copy names was stored before the log was read, so
  // the log holds it; an event stored meanwhile is in the log without a link (the verifier says so).
  ACCESS_LOG_CHAIN_FILE,
  {
    name: 'access-log.csv',
    about:
      "Every look at or change of the schools' students' records: who, what, when and from where. An event that also named other schools' records lists only these schools' (its chain_complete is false). verify-access-log.mjs checks it against access-log-chain.csv.",
    columns: [
      column('event_id', 'id', 'The event', 'access_events.id'),
      column('at', 'timestamp', 'When (to the microsecond, as the chain hashes it)', 'access_events.at'),
      column('user_id', 'id', 'The user who looked (empty for a link)', 'access_events.user_id'),
      column('user_name', 'text', "The user's name", 'users.first_name, users.last_name'),
      column('user_email', 'text', "The user's e-mail", 'users.email_address'),
      column('link', 'text', "PARENT_LINK, TPA_LINK or SEASON_LINK when a parent's, a TPA's or a guardian's link looked", 'access_events.link'),
      column('link_id', 'id', 'The link that looked', 'access_events.link_id'),
      column('action', 'text', 'VIEW, DOWNLOAD, EXPORT or CHANGE', 'access_events.action'),
      column('resource', 'text', 'What was looked at', 'access_events.resource'),
      column('student_ids', 'ids', 'The students (see students.csv)', 'access_events.student_ids'),
      column('claim_ids', 'ids', 'The claims (see claims.csv)', 'access_events.claim_ids'),
      column('document_ids', 'ids', 'The claim documents', 'access_events.document_ids'),
      column('incident_ids', 'ids', 'The incidents (see incidents.csv)', 'access_events.incident_ids'),
      column('school_ids', 'ids', 'The schools whose records these are (see schools.csv)', 'access_events.school_ids'),
      column('ip', 'text', 'The network address', 'access_events.ip'),
      column('user_agent', 'text', 'The browser', 'access_events.user_agent'),
      column(
        'chain_complete',
        'boolean',
        "The row names everything the event named, so its content can be hashed again; false when it also named other schools' records, left out here (its link is still checked)",
        'access_events',
      ),
    ],
    rows: (schoolIds) => {
      const schools = uuidArray(schoolIds);
      return sql`select e.id::text as _key, e.id as event_id, to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, e.user_id,
        trim(u.first_name || ' ' || u.last_name) as user_name, u.email_address as user_email, e.link, e.link_id, e.action, e.resource,
        f.student_ids, f.claim_ids, f.document_ids, f.incident_ids, f.school_ids, e.ip, e.user_agent,
        (cardinality(f.student_ids) = cardinality(e.student_ids) and cardinality(f.claim_ids) = cardinality(e.claim_ids) and cardinality(f.document_ids) = cardinality(e.document_ids)
          and cardinality(f.incident_ids) = cardinality(e.incident_ids) and cardinality(f.school_ids) = cardinality(e.school_ids)) as chain_complete
        from access_events e left join users u on u.id = e.user_id
        cross join lateral (select
          array(select x from unnest(e.student_ids) x where x in (select id from students where school_id = any(${schools}))) as student_ids,
          array(select x from unnest(e.claim_ids) x where x in (select id from claims where school_id = any(${schools}))) as claim_ids,
          array(select x from unnest(e.document_ids) x where x in (select id from claim_documents where school_id = any(${schools}))) as document_ids,
          array(select x from unnest(e.incident_ids) x where x in (select id from incidents where school_id = any(${schools}))) as incident_ids,
          array(select x from unnest(e.school_ids) x where x = any(${schools})) as school_ids) f
        where e.school_ids && ${schools}`;
    },
  },
];

// The data dictionary: every column of every file, with its meaning, type and where it comes from.
export const DICTIONARY_COLUMNS = ['file', 'column', 'type', 'meaning', 'source'] as const;
export const dictionaryRows = () => EXPORT_FILES.flatMap((file) => file.columns.map((c) => [file.name, c.name, c.type, c.meaning, c.source]));

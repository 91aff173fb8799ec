import { SAMPLE_OFFICIAL_STATEMENT } from '@claims/shared/samples';
import type { ClaimListItem } from '../list/get-claims';
import type { ClaimEmailLogItem } from '../emails/get-claim-email-logs';
import type { ClaimRecord } from './get-claim-record';

// Test data of the claim lists, view and email log (as the GraphQL contract answers).
export const RECORD_SCHOOL_ID = 's1';
export const RECORD_CLAIM_ID = 'c1';
export const RECORD_EMAIL_ID = 'e1';

export const aClaimListItem = (overrides: Partial<ClaimListItem> = {}): ClaimListItem => ({
  id: RECORD_CLAIM_ID,
  claim_number: 1042,
  status: 'DELIVERED',
  student_first_name: 'Maya',
  student_last_name: 'Lopez',
  academic_id: 'A-100',
  submitted_by_id: 'u1',
  submitted_by_name: 'Sam Staff',
  injury_date: '2026-03-02',
  submitted_to_tpa_at: '2026-03-04',
  school_id: RECORD_SCHOOL_ID,
  school_name: 'Lincoln High',
  tpa_name: 'Summit Claims Services',
  tpa_code: 'SCS',
  missing_items: 0,
  ...overrides,
});

export const aClaimRecord = (overrides: Partial<ClaimRecord> = {}): ClaimRecord => ({
  id: RECORD_CLAIM_ID,
  claim_number: 1042,
  school_id: RECORD_SCHOOL_ID,
  school_name: 'Lincoln High',
  tpa_name: 'Summit Claims Services',
  tpa_code: 'SCS',
  policy_number: 'P-77',
  group_number: 'G-9',
  missing_items: 1,
  checklist: [
    { item: 'CLAIM_FORM', required: true, received: true },
    { item: 'ITEMIZED_BILL', required: true, received: true },
    { item: 'EOB_OR_NO_OTHER_INSURANCE', required: true, received: false },
    { item: 'INCIDENT_REPORT', required: false, received: true },
  ],
  status: 'ERROR',
  submitted_to_tpa_at: '2026-03-04',
  created_at: '2026-03-04T15:00:00.000Z',
  updated_at: '2026-03-05T15:00:00.000Z',
  activity: 'Basketball',
  activity_type: 'GAME',
  activity_level: 'CLUB_SPORT',
  benefits_due_another_provider: null,
  injury_date: '2026-03-02',
  injury_reported_date: '2026-03-03',
  first_treatment_date: '2026-03-03',
  injury_description: 'Rolled the left ankle landing a rebound.',
  injury_type: 'Sprain',
  official_statement: SAMPLE_OFFICIAL_STATEMENT,
  parent_link: null,
  documents: [{ id: 'doc-1', kind: 'EOB', filename: 'eob.pdf', size: 2048, url: '/v1/files/doc-1?exp=1&sig=s', sent: true }],
  is_previous_injury: false,
  is_work_related: false,
  location_of_injury: 'Main gym',
  student_address: {
    address_1: '1 Main St',
    address_2: null,
    city: 'Springfield',
    state_prov: 'Illinois',
    postal_code: '62701',
    country: 'UNITED_STATES',
  },
  parent_info: null,
  student: {
    id: 'st1',
    first_name: 'Maya',
    last_name: 'Lopez',
    academic_id: 'A-100',
    date_of_birth: '2010-04-09',
    gender: 'F',
    email_address: null,
    primary_phone: '555-000-1111',
  },
  submitted_by: { first_name: 'Sam', last_name: 'Staff', email_address: 'sam@lincoln.test' },
  providers: [
    {
      id: 'p1',
      name: 'Acme Health',
      is_other_provider: false,
      provider_name: null,
      insurance_member_id: 'M-1',
      insurance_group_id: 'G-1',
      phone: '555-111-2222',
    },
  ],
  change_logs: [
    {
      id: 'l1',
      created_at: '2026-03-04T15:00:00.000Z',
      submitted_to_tpa_at: '2026-03-04',
      status: 'DELIVERED',
      changes_log: null,
      user_name: 'Sam Staff',
    },
    {
      id: 'l2',
      created_at: '2026-03-05T15:00:00.000Z',
      submitted_to_tpa_at: '2026-03-04',
      status: 'ERROR',
      changes_log: [
        { field: 'injury_type', from: 'Bruise', to: 'Sprain' },
        { field: 'official_statement.body_parts', from: [{ part: 'ANKLE', side: 'LEFT' }], to: [{ part: 'KNEE', side: 'BOTH' }] },
        { field: 'official_statement.is_supervised', from: null, to: true },
        { field: 'is_previous_injury', from: true, to: false },
        { field: 'activity_type', from: 'PRACTICE', to: 'GAME' },
        {
          field: 'schools_third_party_administrator_id',
          from: '77777777-7777-4777-8777-777777777777',
          to: '88888888-8888-4888-8888-888888888888',
        },
        {
          field: 'students_providers',
          from: [{ is_other_provider: false, insurance_provider_id: '55555555-5555-4555-8555-555555555555', insurance_member_id: 'M-0' }],
          to: [{ is_other_provider: false, insurance_provider_id: '55555555-5555-4555-8555-555555555555', insurance_member_id: 'M-1' }],
        },
      ],
      user_name: 'Ada Admin',
    },
  ],
  ...overrides,
});

export const anEmailLog = (overrides: Partial<ClaimEmailLogItem> = {}): ClaimEmailLogItem => ({
  id: RECORD_EMAIL_ID,
  created_at: '2026-03-04T15:00:00.000Z',
  updated_at: '2026-03-04T15:01:00.000Z',
  viewed_at: null,
  status: 'DELIVERED',
  recipient: 'claims@summit.test',
  subject: 'Claim 1042 - Maya Lopez',
  sent_at: '2026-03-04T15:01:00.000Z',
  attempts: 1,
  last_error: null,
  ...overrides,
});

// A parent with every detail missing, to spread the given ones over.
export const NO_PARENT_DETAILS: NonNullable<ClaimRecord['parent_info']> = {
  first_name: null,
  last_name: null,
  address_1: null,
  address_2: null,
  city: null,
  state_prov: null,
  postal_code: null,
  country: null,
  employer_name: null,
  employer_phone: null,
  email: null,
  phone: null,
  language: null,
};

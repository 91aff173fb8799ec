import { SAMPLE_OFFICIAL_STATEMENT } from '@claims/shared/samples';
import type { WizardClaim } from '../api/get-claim';
import type { Activity } from '../../../entities/activities';
import type { InsuranceCompany } from '../../../entities/insurance-companies';
import type { SchoolTpa } from '../../../entities/school-tpas';
import type { WizardSchool } from '../api/get-wizard-options';
import type { Student } from '../../../entities/students';
import { ACME_ID, aStudent as aStudentBase, BLUE_ID, PROVIDER_ID, SCHOOL_ID, STUDENT_ID } from '../../../testing/students';

export { aStudentProvider, ACME_ID, BLUE_ID, PROVIDER_ID, SCHOOL_ID, STUDENT_ID } from '../../../testing/students';

export const LINK_ID = '77777777-7777-4777-8777-777777777777';
export const OTHER_LINK_ID = '88888888-8888-4888-8888-888888888888';
export const CLAIM_ID = '99999999-9999-4999-8999-999999999999';
export const BASKETBALL_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const SOCCER_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

export const SCHOOL: WizardSchool = { id: SCHOOL_ID, name: 'Lincoln High', state: 'TX', parent_part_online: false };

export const SCHOOL_TPAS: SchoolTpa[] = [
  {
    id: LINK_ID,
    third_party_administrator_id: 'tpa-scs',
    is_default: true,
    is_active: true,
    activities: [BASKETBALL_ID],
    policy_number: 'P-1',
    tpa_identifier: null,
    effective_date: null,
    tpa_code: 'SCS',
    tpa_name: 'Summit Claims Services',
    notice_days: null,
    treatment_days: null,
    filing_days: null,
    absolute_days: null,
  },
  {
    id: OTHER_LINK_ID,
    third_party_administrator_id: 'tpa-acs',
    is_default: false,
    is_active: true,
    activities: [],
    policy_number: null,
    tpa_identifier: null,
    effective_date: null,
    tpa_code: 'ACS',
    tpa_name: 'Apex Claims',
    notice_days: null,
    treatment_days: null,
    filing_days: null,
    absolute_days: null,
  },
];

export const ACTIVITIES: Activity[] = [
  { id: BASKETBALL_ID, activity: 'Basketball' },
  { id: SOCCER_ID, activity: 'Soccer' },
];

export const INSURANCE_COMPANIES: InsuranceCompany[] = [
  { id: BLUE_ID, name: 'Blue Shield', address: '9 Blue Way', city: 'Austin', state: 'TX', postal_code: '73301', policy_or_certificate_number: null, is_active: true },
  { id: ACME_ID, name: 'Acme Health', address: '1 Acme Rd', city: 'Dallas', state: 'TX', postal_code: '75001', policy_or_certificate_number: null, is_active: true },
];

// The wizard's tests fill the parent step from the student's saved parent.
export const aStudent = (overrides: Partial<Student> = {}): Student =>
  aStudentBase({
    parents_info: {
      first_name: 'Rosa',
      last_name: 'Lopez',
      address_1: null,
      address_2: null,
      city: 'Springfield',
      state_prov: 'Illinois',
      postal_code: null,
      country: 'UNITED_STATES',
      employer_name: null,
      employer_phone: null,
      email: null,
      phone: null,
      language: null,
    },
    ...overrides,
  });

export const aClaim = (overrides: Partial<WizardClaim> = {}): WizardClaim => ({
  id: CLAIM_ID,
  claim_number: 123,
  school_id: SCHOOL_ID,
  student_id: STUDENT_ID,
  school_third_party_administrator_id: LINK_ID,
  activity: 'Basketball',
  activity_type: 'GAME',
  activity_level: 'INTERCOLLEGIATE',
  benefits_due_another_provider: null,
  injury_date: '2026-01-10',
  injury_reported_date: '2026-01-11',
  first_treatment_date: '2026-01-12',
  injury_description: 'Twisted ankle on a rebound.',
  injury_type: 'Sprain',
  official_statement: SAMPLE_OFFICIAL_STATEMENT,
  is_previous_injury: false,
  is_work_related: false,
  location_of_injury: 'Gym',
  status: 'DELIVERED',
  submitted_to_tpa_at: '2026-01-12',
  student_address: { address_1: '1 Main St', address_2: null, city: 'Springfield', state_prov: 'Illinois', postal_code: '62701', country: 'UNITED_STATES' },
  parent_info: null,
  providers: [
    {
      id: PROVIDER_ID,
      is_other_provider: false,
      provider_name: null,
      insurance_provider_id: ACME_ID,
      insurance_member_id: 'M-1',
      insurance_group_id: 'G-1',
      phone: '555-111-2222',
    },
  ],
  ...overrides,
});

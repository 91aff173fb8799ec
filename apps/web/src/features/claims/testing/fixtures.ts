import type { WizardClaim } from '../api/get-claim';
import type { WizardActivity, WizardInsuranceCompany, WizardSchool, WizardSchoolTpa } from '../api/get-wizard-options';
import type { WizardStudent, WizardStudentProvider } from '../api/get-wizard-student';

export const SCHOOL_ID = '11111111-1111-4111-8111-111111111111';
export const STUDENT_ID = '22222222-2222-4222-8222-222222222222';
export const PROVIDER_ID = '33333333-3333-4333-8333-333333333333';
export const ACME_ID = '55555555-5555-4555-8555-555555555555';
export const BLUE_ID = '66666666-6666-4666-8666-666666666666';
export const LINK_ID = '77777777-7777-4777-8777-777777777777';
export const OTHER_LINK_ID = '88888888-8888-4888-8888-888888888888';
export const CLAIM_ID = '99999999-9999-4999-8999-999999999999';
export const BASKETBALL_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const SOCCER_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

export const SCHOOL: WizardSchool = { id: SCHOOL_ID, name: 'Lincoln High', state: 'TX' };

export const SCHOOL_TPAS: WizardSchoolTpa[] = [
  { id: LINK_ID, is_default: true, activities: [BASKETBALL_ID], policy_number: 'P-1', tpa_code: 'SCS', tpa_name: 'Summit Claims Services' },
  { id: OTHER_LINK_ID, is_default: false, activities: [], policy_number: null, tpa_code: 'ACS', tpa_name: 'Apex Claims' },
];

export const ACTIVITIES: WizardActivity[] = [
  { id: BASKETBALL_ID, activity: 'Basketball' },
  { id: SOCCER_ID, activity: 'Soccer' },
];

export const INSURANCE_COMPANIES: WizardInsuranceCompany[] = [
  { id: BLUE_ID, name: 'Blue Shield', address: '9 Blue Way', city: 'Austin', state: 'TX', postal_code: '73301' },
  { id: ACME_ID, name: 'Acme Health', address: '1 Acme Rd', city: 'Dallas', state: 'TX', postal_code: '75001' },
];

export const aStudentProvider = (overrides: Partial<WizardStudentProvider> = {}): WizardStudentProvider => ({
  id: PROVIDER_ID,
  insurance_provider_id: ACME_ID,
  is_other_provider: false,
  name: 'Acme Health',
  provider_name: null,
  insurance_member_id: 'M-1',
  insurance_group_id: 'G-1',
  phone: '555-111-2222',
  primary: true,
  ...overrides,
});

export const aStudent = (overrides: Partial<WizardStudent> = {}): WizardStudent => ({
  id: STUDENT_ID,
  school_id: SCHOOL_ID,
  first_name: 'Maya',
  last_name: 'Lopez',
  academic_id: 'A-100',
  gender: 'F',
  date_of_birth: '2010-04-09',
  email_address: null,
  primary_phone: null,
  address_1: '1 Main St',
  address_2: null,
  city: 'Springfield',
  state_prov: 'Illinois',
  country: 'United States',
  postal_code: '62701',
  parents_info: { first_name: 'Rosa', last_name: 'Lopez', city: 'Springfield', country: 'United States', state_prov: 'Illinois' },
  providers: [aStudentProvider()],
  ...overrides,
});

export const aClaim = (overrides: Partial<WizardClaim> = {}): WizardClaim => ({
  id: CLAIM_ID,
  claim_number: 'C-2026-000123',
  school_id: SCHOOL_ID,
  student_id: STUDENT_ID,
  schools_third_party_administrator_id: LINK_ID,
  activity: 'Basketball',
  activity_type: 'GAME',
  activity_level: 'INTERCOLLEGIATE',
  benefits_due_another_provider: null,
  injury_date: '2026-01-10',
  injury_reported_date: '2026-01-11',
  first_treatment_date: '2026-01-12',
  injury_description: 'Twisted ankle on a rebound.',
  injury_type: 'Sprain',
  is_previous_injury: false,
  is_work_related: false,
  location_of_injury: 'Gym',
  status: 'DELIVERED',
  submitted_to_tpa_at: '2026-01-12',
  student_address: { address_1: '1 Main St', address_2: null, city: 'Springfield', state_prov: 'Illinois', postal_code: '62701', country: 'United States' },
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

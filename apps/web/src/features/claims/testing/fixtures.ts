import type { WizardClaim } from '../api/get-claim';
import type { WizardActivity, WizardInsuranceCompany, WizardSchool, WizardSchoolTpa } from '../api/get-wizard-options';
import type { Student } from '../../../components/students/student-queries';
import { ACME_ID, aStudent as aStudentBase, BLUE_ID, PROVIDER_ID, SCHOOL_ID, STUDENT_ID } from '../../../testing/students';

export { aStudentProvider, ACME_ID, BLUE_ID, PROVIDER_ID, SCHOOL_ID, STUDENT_ID } from '../../../testing/students';

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

// The wizard's tests fill the parent step from the student's saved parent.
export const aStudent = (overrides: Partial<Student> = {}): Student =>
  aStudentBase({
    parents_info: { first_name: 'Rosa', last_name: 'Lopez', city: 'Springfield', country: 'United States', state_prov: 'Illinois' },
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

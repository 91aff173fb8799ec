import type { Student, StudentListItem, StudentProvider } from '../entities/students';

// One student as the students screens and the claim wizard receive it from the server.
export const SCHOOL_ID = '11111111-1111-4111-8111-111111111111';
export const STUDENT_ID = '22222222-2222-4222-8222-222222222222';
export const PROVIDER_ID = '33333333-3333-4333-8333-333333333333';
export const ACME_ID = '55555555-5555-4555-8555-555555555555';
export const BLUE_ID = '66666666-6666-4666-8666-666666666666';

export const aStudentListItem = (overrides: Partial<StudentListItem> = {}): StudentListItem => ({
  id: STUDENT_ID,
  first_name: 'Maya',
  last_name: 'Lopez',
  academic_id: 'A-100',
  date_of_birth: '2010-04-09',
  city: 'Springfield',
  state_prov: 'Illinois',
  ...overrides,
});

export const aStudentProvider = (overrides: Partial<StudentProvider> = {}): StudentProvider => ({
  id: PROVIDER_ID,
  insurance_provider_id: ACME_ID,
  is_other_provider: false,
  name: 'Acme Health',
  provider_name: null,
  insurance_member_id: 'M-1',
  insurance_group_id: 'G-1',
  phone: '555-111-2222',
  primary: true,
  status: 'VERIFIED',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const aStudent = (overrides: Partial<Student> = {}): Student => ({
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
  country: 'UNITED_STATES',
  postal_code: '62701',
  parents_info: null,
  show_verification_status: true,
  can_verify: true,
  updated_at: '2026-01-01T00:00:00.000Z',
  providers: [aStudentProvider()],
  ...overrides,
});

import { graphqlRoute, stubApi, type StubHandler } from '../../../testing/fetch';
import { ADMIN_SESSION, meHandler, storeSession } from '../../../testing/session';
import type { School } from '../api/get-school';
import type { SchoolTpa } from '../../../entities/school-tpas';
import type { SchoolListItem } from '../api/get-schools';
import type { SchoolUser } from '../api/get-school-users';

// Test data for the schools screens. Ids are uuids because the shared schemas check them.
export const SCHOOL_ID = '5c1b0a52-0d9e-4f59-9d7a-6f0f7f3a0001';

export const SALES_REPS = [
  { id: '7a3c2b10-0000-4000-8000-000000000001', first_name: 'Dana', last_name: 'Whitfield' },
  { id: '7a3c2b10-0000-4000-8000-000000000002', first_name: 'Marcus', last_name: 'Ortega' },
];

export const TPAS = [
  { id: '9b8e7d60-0000-4000-8000-000000000001', code: 'KBA', name: 'Keystone Benefit Administrators' },
  { id: '9b8e7d60-0000-4000-8000-000000000002', code: 'SCS', name: 'Summit Claims Services' },
];

export const ACTIVITIES = [
  { id: 'a0000000-0000-4000-8000-000000000001', activity: 'Basketball' },
  { id: 'a0000000-0000-4000-8000-000000000002', activity: 'Football' },
  { id: 'a0000000-0000-4000-8000-000000000003', activity: 'Swimming' },
];

export const aSchool = (overrides: Partial<School> = {}): School => ({
  id: SCHOOL_ID,
  name: 'Lincoln High School',
  is_active: true,
  address_1: '1 Main St',
  address_2: null,
  city: 'Sacramento',
  state: 'CA',
  postal_code: '90000',
  contact_name: 'Front Office',
  contact_email_address: 'office@lincoln.test',
  contact_phone: null,
  sales_rep_id: SALES_REPS[0]?.id ?? null,
  allow_piv: false,
  allow_students_import: true,
  show_verification_status: false,
  parent_part_online: false,
  parent_link_days: 14,
  insurance_confirm_days: null,
  retention_years: null,
  sso_google_domains: [],
  sso_microsoft_tenants: [],
  password_sign_in: true,
  first_note: null,
  logo_file_id: null,
  logo_url: null,
  updated_at: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

export const aListItem = (overrides: Partial<SchoolListItem> = {}): SchoolListItem => ({
  id: SCHOOL_ID,
  name: 'Lincoln High School',
  is_active: true,
  updated_at: '2026-03-05T10:00:00.000Z',
  sales_rep_name: 'Dana Whitfield',
  tpa_codes: ['KBA', 'SCS'],
  first_note: 'Call before noon.',
  logo_url: null,
  ...overrides,
});

export const aLink = (overrides: Partial<SchoolTpa> = {}): SchoolTpa => ({
  id: 'c0000000-0000-4000-8000-000000000001',
  third_party_administrator_id: TPAS[0]?.id ?? '',
  tpa_code: 'KBA',
  tpa_name: 'Keystone Benefit Administrators',
  policy_number: null,
  tpa_identifier: null,
  effective_date: null,
  activities: [],
  is_active: true,
  is_default: false,
  notice_days: null,
  treatment_days: null,
  filing_days: null,
  absolute_days: null,
  ...overrides,
});

export const aUser = (overrides: Partial<SchoolUser> = {}): SchoolUser => ({
  id: 'd0000000-0000-4000-8000-000000000001',
  first_name: 'Nora',
  last_name: 'Nurse',
  email_address: 'nora@lincoln.test',
  is_active: true,
  created_at: '2026-02-01T09:00:00.000Z',
  last_activity_at: null,
  ...overrides,
});

export type Operations = Record<string, (variables: unknown) => object | Response>;

// The dropdown queries every schools screen makes, answered with the data above.
export const OPTION_OPERATIONS: Operations = {
  SalesRepsForDropdown: () => ({ salesRepsForDropdown: SALES_REPS }),
  TpasForDropdown: () => ({ tpasForDropdown: TPAS }),
  Activities: () => ({ activities: ACTIVITIES }),
};

// Signed in as an admin; GraphQL answers `operations` (plus the dropdowns); other paths by `rest`.
export const stubSchoolsApi = (operations: Operations, rest: Record<string, StubHandler | StubHandler[]> = {}) => {
  storeSession(ADMIN_SESSION);
  return stubApi({
    '/v1/auth/me': meHandler(ADMIN_SESSION),
    '/v1/graphql': graphqlRoute({ ...OPTION_OPERATIONS, ...operations }),
    ...rest,
  });
};

// The GraphQL operation name and variables of each request to /v1/graphql.
export const graphqlCalls = (calls: ReadonlyArray<{ url: string; body: unknown }>) =>
  calls
    .filter((call) => call.url === '/v1/graphql')
    .map((call) => {
      const body = call.body as { query?: string; variables?: Record<string, unknown> };
      const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? '';
      return { name, variables: body.variables ?? {} };
    });

export const validationFailed = (fields: Record<string, string>) =>
  new Response(
    JSON.stringify({ data: null, errors: [{ message: 'VALIDATION_FAILED', extensions: { code: 'VALIDATION_FAILED', fields } }] }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

export const graphqlError = (code: string) =>
  new Response(JSON.stringify({ data: null, errors: [{ message: code, extensions: { code } }] }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

// Route-level tests load the page's lazy chunk and click through Mantine inputs; under a full parallel
// run that can take longer than Vitest's 5 s default.

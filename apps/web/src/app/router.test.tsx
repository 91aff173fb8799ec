import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { graphqlRoute, jsonResponse, stubApi } from '../testing/fetch';
import { renderApp } from '../testing/render';
import { ADMIN_SESSION, meHandler, storeSession } from '../testing/session';
import { aStudent } from '../testing/students';
import type { SalesRep } from '../features/sales-reps/api/get-sales-rep';
import type { School } from '../features/schools/api/get-school';
import type { Tpa } from '../features/tpas/api/get-tpa';

// The server as an admin sees it: who am I, and the queries the pages make.
const stubAdminApi = () => {
  storeSession(ADMIN_SESSION);
  return stubApi({
    '/v1/auth/me': meHandler(ADMIN_SESSION),
    '/v1/auth/logout': () => new Response(JSON.stringify({ success: true })),
    '/v1/graphql': graphqlRoute({
      Activities: () => ({ activities: [] }),
      ActiveSchools: () => ({ activeSchools: [] }),
      SchoolOptions: () => ({ schoolOptions: [] }),
      Schools: () => ({ schools: { total: 0, items: [] } }),
      School: () => ({ school: SCHOOL }),
      SalesRepsForDropdown: () => ({ salesRepsForDropdown: [] }),
      TpasForDropdown: () => ({ tpasForDropdown: [] }),
      Tpas: () => ({ tpas: { total: 0, items: [] } }),
      Tpa: () => ({ tpa: TPA }),
      SalesReps: () => ({ salesReps: { total: 0, items: [] } }),
      SalesRep: () => ({ salesRep: SALES_REP }),
      Students: () => ({ students: { total: 0, items: [] } }),
      StudentsSchool: () => ({ school: { id: 's1', allow_students_import: false } }),
      Student: () => ({ student: aStudent() }),
      InsuranceProviders: () => ({ insuranceProviders: [] }),
      ClaimWizardClaim: () => jsonResponse({ data: null, errors: [{ message: 'NOT_FOUND', extensions: { code: 'NOT_FOUND' } }] }),
      Claims: () => ({ claims: { total: 0, capped: false, items: [] } }),
      ClaimFilterUsers: () => ({ users: [] }),
      ClaimRecord: () => jsonResponse({ data: null, errors: [{ message: 'NOT_FOUND', extensions: { code: 'NOT_FOUND' } }] }),
      ClaimEmailLogs: () => ({ claimEmailLogs: { total: 0, items: [] } }),
      VerificationQueue: () => ({ verificationQueue: { total: 0, items: [] } }),
      DataExports: () => ({ dataExports: { total: 0, items: [] } }),
      DeletionCertificates: () => ({ deletionCertificates: { total: 0, items: [] } }),
      ClaimReport: () => jsonResponse({ data: null, errors: [{ message: 'INTERNAL_ERROR', extensions: { code: 'INTERNAL_ERROR' } }] }),
      IncidentReport: () => jsonResponse({ data: null, errors: [{ message: 'INTERNAL_ERROR', extensions: { code: 'INTERNAL_ERROR' } }] }),
    }),
  });
};

const SCHOOL: School = {
  id: 's1',
  name: 'Lincoln High',
  is_active: true,
  address_1: null,
  address_2: null,
  city: null,
  state: null,
  postal_code: null,
  contact_name: null,
  contact_email_address: null,
  contact_phone: null,
  sales_rep_id: null,
  allow_piv: false,
  allow_students_import: false,
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
  updated_at: '2026-01-05T10:00:00.000Z',
};

const TPA: Tpa = {
  id: 't1',
  name: 'Summit Claims Services',
  code: 'SCS',
  address_1: null,
  address_2: null,
  city: null,
  state: null,
  postal_code: null,
  phone: null,
  fax: null,
  claims_email_address: null,
  electronic_claims_email_address: null,
  claims_portal_url: null,
  delivery_method: 'EMAIL',
  required_documents: ['CLAIM_FORM'],
  max_attachment_mb: 20,
  updated_at: '2026-01-05T10:00:00.000Z',
  elements: [],
};

const SALES_REP: SalesRep = {
  id: 'r1',
  first_name: 'Dana',
  last_name: 'Whitfield',
  email_address: null,
  phone: null,
  address_1: null,
  address_2: null,
  city: null,
  state: null,
  postal_code: null,
  see_all_schools: false,
  is_active: true,
  updated_at: '2026-01-05T10:00:00.000Z',
};

// Every path of SPEC §2's route table, with sample ids, written out independently of config/paths.ts.
const SPEC_PATHS = [
  '/login',
  '/reset-password',
  '/confirm',
  // a school's invitation to coach, accepted by an existing account (ADR 048)
  '/accept-invitation',
  '/schools',
  '/schools/management',
  '/schools/management/s1',
  '/dashboard',
  '/dashboard/s1/claims',
  '/dashboard/s1/claims/new-claim',
  '/dashboard/s1/claims/c1',
  '/dashboard/s1/claims/c1/edit',
  '/dashboard/s1/claims/c1/emails',
  '/dashboard/s1/students',
  '/dashboard/s1/students/import',
  '/dashboard/s1/students/new-student',
  '/dashboard/s1/students/st1',
  '/sales-reps',
  '/sales-reps/new-sales-rep',
  '/sales-reps/r1',
  '/tpas',
  '/tpas/management',
  '/tpas/management/t1',
  '/claims',
  '/claims/new-claim',
  '/claims/c1',
  '/claims/c1/emails',
  '/activities',
  // the admin insurance verification queue of issue 6 (SPEC §6)
  '/verification-queue',
  // a district's data back (issue 39)
  '/data-exports',
  // injury analytics and loss runs (issue 20), for both roles
  '/reports',
];

const PUBLIC_PATHS = new Set(['/login', '/reset-password', '/confirm', '/accept-invitation']);

describe('router', () => {
  it.each(SPEC_PATHS)('has a page for %s', async (path) => {
    // Public pages are visited signed out (a signed-in visitor to /login goes home); the rest as an admin.
    if (PUBLIC_PATHS.has(path)) stubApi({});
    else stubAdminApi();

    const { router } = renderApp({ path });

    // the first visit to a page loads its lazy chunk, which can be slow in a cold or busy run
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent('Page not found');
    expect(router.state.location.pathname).toBe(path);
    // Public pages render outside the app shell; the rest inside it.
    const nav = screen.queryByRole('navigation', { name: 'Main navigation' });
    if (PUBLIC_PATHS.has(path)) expect(nav).not.toBeInTheDocument();
    else expect(nav).toBeInTheDocument();
  });

  it('shows the fallback page with a link home for an unknown path', async () => {
    stubAdminApi();
    const { user, router } = renderApp({ path: '/no/such/page' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('asks an admin to select a school on /dashboard', async () => {
    stubAdminApi();
    renderApp({ path: '/dashboard' });

    expect(await screen.findByText('You need to select an school')).toBeInTheDocument();
  });

});

describe('app shell', () => {
  it('navigates with the labelled main navigation and marks the current page', async () => {
    stubAdminApi();
    const { user, router } = renderApp({ path: '/dashboard' });

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Schools',
      'Claims',
      'Reports',
      'TPAs',
      'Sales reps',
      'Activities',
      'Insurance companies',
      'Verification queue',
      'Data requests',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Activities' }));

    expect(await screen.findByText('No activities yet')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/activities');
    expect(within(nav).getByRole('link', { name: 'Activities' })).toHaveAttribute('aria-current', 'page');
  });

  it('has a labelled burger to open the navigation on mobile', async () => {
    stubAdminApi();
    const { user } = renderApp({ path: '/schools' });

    const burger = await screen.findByRole('button', { name: 'Toggle navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers a skip link to the main content', async () => {
    stubAdminApi();
    renderApp({ path: '/schools' });

    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')).toBeInTheDocument();
  });
});

import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorFallback } from '../components/error-fallback';
import { PublicLayout } from '../components/layout/public-layout';
import { PageLoader } from '../components/page-loader';
import { ROUTES, paths } from '../config/paths';
import { RedirectIfAuthenticated } from '../features/auth/components/redirect-if-authenticated';
import { RequireAuth } from '../features/auth/components/require-auth';
import type { DashboardIndexProps } from './routes/dashboard-index';
import { NotFoundPage } from './routes/not-found';
import type { SignedInPageName } from './routes/signed-in-pages';

// Route-level code splitting: each page is its own chunk, loaded when first visited.
const lazyPage = <K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> => lazy(() => load().then((m) => ({ default: m[name] })));

// The shell (menus, the school switcher, dialogs) is its own chunk too: the public pages never load it.
const loadShell = () => import('./routes/authenticated-shell');
const loadShellWithTexts = async () => (await Promise.all([loadShell(), import('../lib/i18n-signed-in').then((texts) => texts.signedInTextsReady)]))[0];
const AuthenticatedShell = lazyPage<'AuthenticatedShell'>(loadShellWithTexts, 'AuthenticatedShell');
// Asked for alongside the session check (/v1/auth/me) rather than once it answers.
const preloadShell = () => void loadShellWithTexts();
// The signed-in routes' guards render only inside the shell, so they come with its chunk (ADR 017's budget).
const DashboardIndex = lazyPage<'DashboardIndex', DashboardIndexProps>(loadShell, 'DashboardIndex');
const RequireSchoolAccess = lazyPage<'RequireSchoolAccess'>(loadShell, 'RequireSchoolAccess');
const RequireStaff = lazyPage<'RequireStaff'>(loadShell, 'RequireStaff');
const RequireAdmin = lazyPage<'RequireAdmin'>(loadShell, 'RequireAdmin');
const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'), 'LoginPage');
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const ConfirmPage = lazyPage(() => import('../features/auth/pages/confirm-page'), 'ConfirmPage');
const AcceptInvitationPage = lazyPage(() => import('../features/auth/pages/accept-invitation-page'), 'AcceptInvitationPage');
// The parent's page brings its own texts and styles, so the sign-in page carries neither.
const ParentPage = lazyPage(() => import('../features/parent-part/pages/parent-page'), 'ParentPage');
const GuardianPage = lazyPage(() => import('../features/parent-part/pages/guardian-page'), 'GuardianPage');
const TpaPage = lazyPage(() => import('../features/tpa-link/pages/tpa-page'), 'TpaPage');
// A signed-in page, loaded by the loader the shell's chunk brings (routes/signed-in-pages.ts).
const signedInPage = (name: SignedInPageName): LazyExoticComponent<ComponentType> =>
  lazy(async () => ({ default: await (await loadShell()).SIGNED_IN_PAGES[name]() }));
const SchoolsPage = signedInPage('SchoolsPage');
const SchoolManagementPage = signedInPage('SchoolManagementPage');
const DashboardPage = signedInPage('DashboardPage');
const SchoolDashboardPage = signedInPage('SchoolDashboardPage');
const SchoolClaimsPage = signedInPage('SchoolClaimsPage');
const ClaimWizardPage = signedInPage('ClaimWizardPage');
const ClaimViewPage = signedInPage('ClaimViewPage');
const ClaimEmailsPage = signedInPage('ClaimEmailsPage');
const ClaimsPage = signedInPage('ClaimsPage');
const StudentsPage = signedInPage('StudentsPage');
const StudentsImportPage = signedInPage('StudentsImportPage');
const StudentFormPage = signedInPage('StudentFormPage');
const SeasonCampaignsPage = signedInPage('SeasonCampaignsPage');
const SeasonCampaignPage = signedInPage('SeasonCampaignPage');
const SalesRepsPage = signedInPage('SalesRepsPage');
const SalesRepFormPage = signedInPage('SalesRepFormPage');
const TpasPage = signedInPage('TpasPage');
const TpaManagementPage = signedInPage('TpaManagementPage');
const ActivitiesPage = signedInPage('ActivitiesPage');
const VerificationQueuePage = signedInPage('VerificationQueuePage');
const DataExportsPage = signedInPage('DataExportsPage');
const InsuranceCompaniesPage = signedInPage('InsuranceCompaniesPage');
const ReportsPage = signedInPage('ReportsPage');
const IncidentsPage = signedInPage('IncidentsPage');
const IncidentReportPage = signedInPage('IncidentReportPage');
const IncidentPage = signedInPage('IncidentPage');

// Every route of SPEC §2. Public routes render outside the shell; every other route needs a session,
// and the admin-only ones (SPEC §2 access by role) an admin. The server enforces the same rules; these
// guards only keep people away from pages they cannot use.
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorFallback />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: ROUTES.login,
            element: (
              <RedirectIfAuthenticated>
                <LoginPage />
              </RedirectIfAuthenticated>
            ),
          },
          { path: ROUTES.resetPassword, element: <ResetPasswordPage /> },
          { path: ROUTES.confirm, element: <ConfirmPage /> },
          { path: ROUTES.acceptInvitation, element: <AcceptInvitationPage /> },
        ],
      },
      // Public too, with a layout of its own: a phone-first page, wider than the sign-in card.
      {
        path: ROUTES.parentPart,
        element: (
          <Suspense fallback={<PageLoader />}>
            <ParentPage />
          </Suspense>
        ),
      },
      // A guardian's season link (issue 43), the same way.
      {
        path: ROUTES.guardian,
        element: (
          <Suspense fallback={<PageLoader />}>
            <GuardianPage />
          </Suspense>
        ),
      },
      // The TPA's page, public the same way (ADR 027).
      {
        path: ROUTES.tpaLink,
        element: (
          <Suspense fallback={<PageLoader />}>
            <TpaPage />
          </Suspense>
        ),
      },
      {
        element: (
          <RequireAuth preload={preloadShell}>
            <Suspense fallback={<PageLoader />}>
              <AuthenticatedShell />
            </Suspense>
          </RequireAuth>
        ),
        children: [
          { path: ROUTES.home, element: <Navigate to={paths.dashboard.root()} replace /> },

          // Every role; a school user and a coach only for their own schools.
          { path: ROUTES.dashboard, element: <DashboardIndex adminPage={DashboardPage} /> },
          {
            path: ROUTES.dashboardSchool,
            element: <RequireSchoolAccess />,
            children: [
              // a coach's too: the server shows a coach their own reports only (ADR 048)
              { path: ROUTES.dashboardIncidents, element: <IncidentsPage /> },
              { path: ROUTES.dashboardIncidentNew, element: <IncidentReportPage /> },
              { path: ROUTES.dashboardIncident, element: <IncidentPage /> },
              {
                element: <RequireStaff />,
                children: [
                  { index: true, element: <SchoolDashboardPage /> },
                  { path: ROUTES.dashboardClaims, element: <SchoolClaimsPage /> },
                  { path: ROUTES.dashboardClaimNew, element: <ClaimWizardPage /> },
                  { path: ROUTES.dashboardClaim, element: <ClaimViewPage /> },
                  { path: ROUTES.dashboardClaimEdit, element: <ClaimWizardPage /> },
                  { path: ROUTES.dashboardClaimEmails, element: <ClaimEmailsPage /> },
                  { path: ROUTES.dashboardStudents, element: <StudentsPage /> },
                  { path: ROUTES.dashboardStudentsImport, element: <StudentsImportPage /> },
                  { path: ROUTES.dashboardStudentNew, element: <StudentFormPage /> },
                  { path: ROUTES.dashboardStudentEdit, element: <StudentFormPage /> },
                  { path: ROUTES.dashboardSeasonCampaigns, element: <SeasonCampaignsPage /> },
                  { path: ROUTES.dashboardSeasonCampaign, element: <SeasonCampaignPage /> },
                ],
              },
            ],
          },

          // Staff and admins: the server counts a school user's own schools' claims only.
          { element: <RequireStaff />, children: [{ path: ROUTES.reports, element: <ReportsPage /> }] },

          // Admins only.
          {
            element: <RequireAdmin />,
            children: [
              { path: ROUTES.schools, element: <SchoolsPage /> },
              { path: ROUTES.schoolNew, element: <SchoolManagementPage /> },
              { path: ROUTES.schoolEdit, element: <SchoolManagementPage /> },

              { path: ROUTES.salesReps, element: <SalesRepsPage /> },
              { path: ROUTES.salesRepNew, element: <SalesRepFormPage /> },
              { path: ROUTES.salesRepEdit, element: <SalesRepFormPage /> },

              { path: ROUTES.tpas, element: <TpasPage /> },
              { path: ROUTES.tpaNew, element: <TpaManagementPage /> },
              { path: ROUTES.tpaEdit, element: <TpaManagementPage /> },

              { path: ROUTES.claims, element: <ClaimsPage /> },
              { path: ROUTES.claimNew, element: <ClaimWizardPage /> },
              { path: ROUTES.claim, element: <ClaimViewPage /> },
              { path: ROUTES.claimEmails, element: <ClaimEmailsPage /> },

              { path: ROUTES.activities, element: <ActivitiesPage /> },
              { path: ROUTES.insuranceCompanies, element: <InsuranceCompaniesPage /> },
              { path: ROUTES.verificationQueue, element: <VerificationQueuePage /> },
              { path: ROUTES.dataExports, element: <DataExportsPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const AppRouter = () => {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
};

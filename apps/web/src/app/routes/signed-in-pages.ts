import type { ComponentType } from 'react';

// Every signed-in page's loader. This file comes with the signed-in shell's chunk (authenticated-shell.tsx
// exports it), so the entry chunk, which the sign-in page loads, carries neither the loaders nor each
// page's list of chunks to preload (ADR 017's weight budget); a page only renders inside the shell, so
// the file is always here by then.
export const SIGNED_IN_PAGES = {
  SchoolsPage: async () => (await import('../../features/schools/pages/schools-page')).SchoolsPage,
  SchoolManagementPage: async () => (await import('../../features/schools/pages/school-management-page')).SchoolManagementPage,
  DashboardPage: async () => (await import('../../features/dashboard/pages/dashboard-page')).DashboardPage,
  SchoolDashboardPage: async () => (await import('../../features/dashboard/pages/school-dashboard-page')).SchoolDashboardPage,
  SchoolClaimsPage: async () => (await import('../../features/claims/pages/school-claims-page')).SchoolClaimsPage,
  ClaimWizardPage: async () => (await import('../../features/claims/pages/claim-wizard-page')).ClaimWizardPage,
  ClaimViewPage: async () => (await import('../../features/claims/pages/claim-view-page')).ClaimViewPage,
  ClaimEmailsPage: async () => (await import('../../features/claims/pages/claim-emails-page')).ClaimEmailsPage,
  ClaimsPage: async () => (await import('../../features/claims/pages/claims-page')).ClaimsPage,
  StudentsPage: async () => (await import('../../features/students/pages/students-page')).StudentsPage,
  StudentsImportPage: async () => (await import('../../features/students/pages/students-import-page')).StudentsImportPage,
  StudentFormPage: async () => (await import('../../features/students/pages/student-form-page')).StudentFormPage,
  SeasonCampaignsPage: async () => (await import('../../features/students/pages/season-campaigns-page')).SeasonCampaignsPage,
  SeasonCampaignPage: async () => (await import('../../features/students/pages/season-campaign-page')).SeasonCampaignPage,
  SalesRepsPage: async () => (await import('../../features/sales-reps/pages/sales-reps-page')).SalesRepsPage,
  SalesRepFormPage: async () => (await import('../../features/sales-reps/pages/sales-rep-form-page')).SalesRepFormPage,
  TpasPage: async () => (await import('../../features/tpas/pages/tpas-page')).TpasPage,
  TpaManagementPage: async () => (await import('../../features/tpas/pages/tpa-management-page')).TpaManagementPage,
  ActivitiesPage: async () => (await import('../../features/activities/pages/activities-page')).ActivitiesPage,
  VerificationQueuePage: async () => (await import('../../features/students/pages/verification-queue-page')).VerificationQueuePage,
  DataExportsPage: async () => (await import('../../features/schools/pages/data-exports-page')).DataExportsPage,
  InsuranceCompaniesPage: async () => (await import('../../features/providers/pages/insurance-companies-page')).InsuranceCompaniesPage,
  ReportsPage: async () => (await import('../../features/reports/pages/reports-page')).ReportsPage,
  IncidentsPage: async () => (await import('../../features/incidents/pages/incidents-page')).IncidentsPage,
  IncidentReportPage: async () => (await import('../../features/incidents/pages/incident-report-page')).IncidentReportPage,
  IncidentPage: async () => (await import('../../features/incidents/pages/incident-page')).IncidentPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type SignedInPageName = keyof typeof SIGNED_IN_PAGES;

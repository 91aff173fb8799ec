import enClaimRecords from '../locales/en/claim-records.json';
import enClaims from '../locales/en/claims.json';
import enIncidents from '../locales/en/incidents.json';
import enDashboard from '../locales/en/dashboard.json';
import enDirectories from '../locales/en/directories.json';
import enReports from '../locales/en/reports.json';
import enSchools from '../locales/en/schools.json';
import enShell from '../locales/en/shell.json';
import enStudents from '../locales/en/students.json';
import { addLanguageFiles, i18n, type DomainNamespace, type Resource } from './i18n';

// The signed-in screens' texts, imported by the signed-in shell so that they load with it and never
// with the public pages: the shell's navigation and page titles (shell), the schools screens with their
// form errors and toasts (schools), the directories of TPAs, sales reps, activities and insurance
// companies (directories), the students screens (students), the claim wizard (claims), the school
// dashboard (dashboard), the claim lists, view and e-mail log (claim-records), the injury reports and
// loss runs (reports), the incident log (incidents).
const english: Record<DomainNamespace, Resource> = {
  shell: enShell,
  schools: enSchools,
  directories: enDirectories,
  students: enStudents,
  claims: enClaims,
  dashboard: enDashboard,
  'claim-records': enClaimRecords,
  reports: enReports,
  incidents: enIncidents,
};
for (const [namespace, resource] of Object.entries(english)) i18n.addResourceBundle('en', namespace, resource, true, true);

// Spanish in a chunk of its own, loaded when chosen, or now if it is the language shown: the router waits
// for it before drawing the shell. (Not a top-level await: that made the bundler split the sign-in page's
// code into more chunks, past its weight budget.)
export const signedInTextsReady = addLanguageFiles('es', async () => (await import('./i18n-signed-in-es')).spanish).catch(() => undefined);

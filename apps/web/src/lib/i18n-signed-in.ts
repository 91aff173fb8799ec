import enClaimRecords from '../locales/en/claim-records.json';
import enClaims from '../locales/en/claims.json';
import enDashboard from '../locales/en/dashboard.json';
import enDirectories from '../locales/en/directories.json';
import enSchools from '../locales/en/schools.json';
import enShell from '../locales/en/shell.json';
import enStudents from '../locales/en/students.json';
import esClaimRecords from '../locales/es/claim-records.json';
import esClaims from '../locales/es/claims.json';
import esDashboard from '../locales/es/dashboard.json';
import esDirectories from '../locales/es/directories.json';
import esSchools from '../locales/es/schools.json';
import esShell from '../locales/es/shell.json';
import esStudents from '../locales/es/students.json';
import { i18n, mergeResources, type Resource } from './i18n';

// The signed-in screens' texts, imported by the signed-in shell so that they load with it and never
// with the public pages: the shell's navigation and page titles (shell.json), the schools screens with
// their form errors and toasts (schools.json), the directories of TPAs, sales reps, activities and
// insurance companies (directories.json), the students screens (students.json), the claim wizard
// (claims.json), the school dashboard (dashboard.json), the claim lists, view and e-mail log
// (claim-records.json). Each file's sections (errors, notifications, nav...) merge into
// translation.json's; on the same key the later file wins.
export const signedInResources = {
  en: [enShell, enSchools, enDirectories, enStudents, enClaims, enDashboard, enClaimRecords].reduce<Resource>(mergeResources, {}),
  es: [esShell, esSchools, esDirectories, esStudents, esClaims, esDashboard, esClaimRecords].reduce<Resource>(mergeResources, {}),
};

for (const [language, resource] of Object.entries(signedInResources)) {
  i18n.addResourceBundle(language, 'translation', resource, true, true);
}

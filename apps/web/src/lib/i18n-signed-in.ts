import enClaimRecords from '../locales/en/claim-records.json';
import enClaims from '../locales/en/claims.json';
import enDashboard from '../locales/en/dashboard.json';
import enDirectories from '../locales/en/directories.json';
import enSchools from '../locales/en/schools.json';
import enShell from '../locales/en/shell.json';
import enStudents from '../locales/en/students.json';
import { addLanguageFiles, i18n, mergeResources, type Resource } from './i18n';

// The signed-in screens' texts, imported by the signed-in shell so that they load with it and never
// with the public pages: the shell's navigation and page titles (shell.json), the schools screens with
// their form errors and toasts (schools.json), the directories of TPAs, sales reps, activities and
// insurance companies (directories.json), the students screens (students.json), the claim wizard
// (claims.json), the school dashboard (dashboard.json), the claim lists, view and e-mail log
// (claim-records.json). Each file's sections (errors, notifications, nav...) merge into
// translation.json's; on the same key the later file wins.
const english = [enShell, enSchools, enDirectories, enStudents, enClaims, enDashboard, enClaimRecords].reduce<Resource>(mergeResources, {});
i18n.addResourceBundle('en', 'translation', english, true, true);

// Spanish in a chunk of its own, loaded when chosen, or now if it is the language shown: the router waits
// for it before drawing the shell. (Not a top-level await: that made the bundler split the sign-in page's
// code into more chunks, past its weight budget.)
export const signedInTextsReady = addLanguageFiles('es', async () => (await import('./i18n-signed-in-es')).spanish).catch(() => undefined);

import 'i18next';
import type enDirectories from '../locales/en/directories.json';
import type enClaims from '../locales/en/claims.json';
import type enDashboard from '../locales/en/dashboard.json';
import type enParent from '../locales/en/parent.json';
import type enIncidents from '../locales/en/incidents.json';
import type enReports from '../locales/en/reports.json';
import type enClaimRecords from '../locales/en/claim-records.json';
import type enSchools from '../locales/en/schools.json';
import type enShell from '../locales/en/shell.json';
import type enStudents from '../locales/en/students.json';
import type en from '../locales/en/translation.json';

// Typed translation keys: `t('activities.title')` is checked against the English resources, read as
// lib/i18n.ts reads them (the default namespace, then each domain's, then each page's).
// An interface here because module augmentation only merges interfaces.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: ['shell', 'schools', 'directories', 'students', 'claims', 'dashboard', 'claim-records', 'reports', 'incidents', 'parent'];
    resources: {
      translation: typeof en;
      shell: typeof enShell;
      schools: typeof enSchools;
      directories: typeof enDirectories;
      students: typeof enStudents;
      claims: typeof enClaims;
      dashboard: typeof enDashboard;
      'claim-records': typeof enClaimRecords;
      reports: typeof enReports;
      incidents: typeof enIncidents;
      parent: typeof enParent;
    };
  }
}

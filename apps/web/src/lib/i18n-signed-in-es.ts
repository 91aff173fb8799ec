import esClaimRecords from '../locales/es/claim-records.json';
import esClaims from '../locales/es/claims.json';
import esDashboard from '../locales/es/dashboard.json';
import esIncidents from '../locales/es/incidents.json';
import esDirectories from '../locales/es/directories.json';
import esReports from '../locales/es/reports.json';
import esSchools from '../locales/es/schools.json';
import esShell from '../locales/es/shell.json';
import esStudents from '../locales/es/students.json';
import type { DomainNamespace, Resource } from './i18n';

// The signed-in screens' Spanish texts, one namespace per file as i18n-signed-in.ts adds the English ones.
export const spanish: Record<DomainNamespace, Resource> = {
  shell: esShell,
  schools: esSchools,
  directories: esDirectories,
  students: esStudents,
  claims: esClaims,
  dashboard: esDashboard,
  'claim-records': esClaimRecords,
  reports: esReports,
  incidents: esIncidents,
};

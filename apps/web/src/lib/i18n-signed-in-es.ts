import esClaimRecords from '../locales/es/claim-records.json';
import esClaims from '../locales/es/claims.json';
import esDashboard from '../locales/es/dashboard.json';
import esDirectories from '../locales/es/directories.json';
import esSchools from '../locales/es/schools.json';
import esShell from '../locales/es/shell.json';
import esStudents from '../locales/es/students.json';
import { mergeResources, type Resource } from './i18n';

// The signed-in screens' Spanish texts, merged as i18n-signed-in.ts merges the English ones.
export const spanish = [esShell, esSchools, esDirectories, esStudents, esClaims, esDashboard, esClaimRecords].reduce<Resource>(mergeResources, {});

import { getTableName, sql } from 'drizzle-orm';
import { pgPolicy, type PgTable } from 'drizzle-orm/pg-core';
import { accessEvents } from '../modules/access-log/access-log.schema.ts';
import { claimDocuments, claims, claimsChangeLogs, claimsEmailLogDocuments, claimsEmailLogs, claimsProviders } from '../modules/claims/claims.schema.ts';
import { schoolsDashboardContacts, schoolsDashboardElements } from '../modules/dashboard/dashboard.schema.ts';
import { dataExports } from '../modules/data-exports/data-exports.schema.ts';
import { deadlineReminders } from '../modules/deadlines/deadlines.schema.ts';
import { disclosures } from '../modules/disclosures/disclosures.schema.ts';
import { incidentChanges, incidentFiles, incidents, returnToPlay, returnToPlaySteps } from '../modules/incidents/incidents.schema.ts';
import { claimSignatures, parentLinks } from '../modules/parent-part/parent-part.schema.ts';
import { schools, schoolsNotes, schoolsThirdPartyAdministrators, usersSchools } from '../modules/schools/schools.schema.ts';
import { guardianRequests, guardianRequestStudents, seasonAuthorizations, seasonCampaigns, seasonCardFiles } from '../modules/season-consent/season-consent.schema.ts';
import { onerosterPreviews, students, studentsProviders } from '../modules/students/students.schema.ts';
import { tpaLinks } from '../modules/tpa-link/tpa-link.schema.ts';
import { coachInvitations } from '../modules/users/coach-invitations.schema.ts';

// Row-level security, the floor under the services (issue 58, ADR 051): every table that holds a school's
// data shows and accepts only the rows of the schools the transaction acts for (db/school-scope.ts), or
// every row on the explicit path across schools. The settings are read once a statement (the functions
// are wrapped in sub-selects, which PostgreSQL evaluates once as init plans, not once a row).
//
// Tables not listed hold no school's data (program configuration, providers, TPAs, sales reps, files'
// bookkeeping), or are a person's credentials and sessions, read only by id or token hash on the sign-in
// path, or are an import preview's scratch rows, which PostgreSQL's COPY cannot write under a policy
// (ADR 051 says which and why).

const ACROSS_SCHOOLS = '(select app_all_schools())';
const ACTING_FOR = '(select app_school_ids())';

const policy = (table: PgTable, condition: string) => pgPolicy('school_rows', { for: 'all', to: 'public', using: sql.raw(`${ACROSS_SCHOOLS} or ${condition}`) }).link(table);

// A row carrying its school.
const ofSchool = (table: PgTable, column = 'school_id') => policy(table, `"${getTableName(table)}"."${column}" = any(${ACTING_FOR}::uuid[])`);
// A row belonging to a row that carries its school (or belongs to one), visible when that row is: the
// parent's own policy applies inside the sub-select.
const ofParent = (table: PgTable, column: string, parent: PgTable, parentColumn = 'id') =>
  policy(table, `exists (select 1 from "${getTableName(parent)}" parent where parent."${parentColumn}" = "${getTableName(table)}"."${column}")`);

export const schoolsRows = policy(schools, `"schools"."id" = any(${ACTING_FOR}::uuid[])`);
export const usersSchoolsRows = ofSchool(usersSchools);
export const schoolsNotesRows = ofSchool(schoolsNotes);
export const schoolsTpasRows = ofSchool(schoolsThirdPartyAdministrators);
export const dashboardElementsRows = ofSchool(schoolsDashboardElements);
export const dashboardContactsRows = ofSchool(schoolsDashboardContacts);

export const studentsRows = ofSchool(students);
export const studentsProvidersRows = ofSchool(studentsProviders);
export const onerosterPreviewsRows = ofSchool(onerosterPreviews);

export const claimsRows = ofSchool(claims);
export const claimDocumentsRows = ofSchool(claimDocuments);
export const claimsProvidersRows = ofParent(claimsProviders, 'claim_id', claims);
export const claimsChangeLogsRows = ofParent(claimsChangeLogs, 'claim_id', claims);
export const claimsEmailLogsRows = ofParent(claimsEmailLogs, 'claim_id', claims);
export const claimsEmailLogDocumentsRows = ofParent(claimsEmailLogDocuments, 'email_log_id', claimsEmailLogs);
export const deadlineRemindersRows = ofParent(deadlineReminders, 'claim_id', claims);
export const parentLinksRows = ofParent(parentLinks, 'claim_id', claims);
export const claimSignaturesRows = ofParent(claimSignatures, 'claim_id', claims);
export const tpaLinksRows = ofParent(tpaLinks, 'claim_id', claims);
export const disclosuresRows = ofParent(disclosures, 'student_id', students);

export const incidentsRows = ofSchool(incidents);
export const incidentChangesRows = ofParent(incidentChanges, 'incident_id', incidents);
export const incidentFilesRows = ofParent(incidentFiles, 'incident_id', incidents);
export const returnToPlayRows = ofParent(returnToPlay, 'incident_id', incidents);
export const returnToPlayStepsRows = ofParent(returnToPlaySteps, 'incident_id', returnToPlay, 'incident_id');

export const seasonCampaignsRows = ofSchool(seasonCampaigns);
export const guardianRequestsRows = ofSchool(guardianRequests);
export const guardianRequestStudentsRows = ofParent(guardianRequestStudents, 'request_id', guardianRequests);
export const seasonAuthorizationsRows = ofSchool(seasonAuthorizations);
export const seasonCardFilesRows = ofParent(seasonCardFiles, 'request_id', guardianRequests);

export const coachInvitationsRows = ofSchool(coachInvitations);
export const dataExportsRows = policy(dataExports, `"data_exports"."school_ids" && ${ACTING_FOR}`);
export const accessEventsRows = policy(accessEvents, `"access_events"."school_ids" && ${ACTING_FOR}`);

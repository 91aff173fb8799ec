import { generatePath } from 'react-router';

// Route patterns (SPEC §2). The router uses these; links use the builders in `paths` below.
export const ROUTES = {
  home: '/',
  login: '/login',
  resetPassword: '/reset-password',
  confirm: '/confirm',
  // the link a school's invitation to coach e-mails an existing account (ADR 048)
  acceptInvitation: '/accept-invitation',
  // the link e-mailed to a claim's parent (ADR 023); only the server makes these
  parentPart: '/parent/:token',
  // the link a season campaign e-mails each guardian (issue 43); only the server makes these
  guardian: '/guardian/:token',
  // the link each claim e-mail gives the TPA (ADR 027); only the server makes these
  tpaLink: '/tpa/:token',

  schools: '/schools',
  schoolNew: '/schools/management',
  schoolEdit: '/schools/management/:schoolId',

  dashboard: '/dashboard',
  dashboardSchool: '/dashboard/:schoolId',
  dashboardClaims: '/dashboard/:schoolId/claims',
  dashboardClaimNew: '/dashboard/:schoolId/claims/new-claim',
  dashboardClaim: '/dashboard/:schoolId/claims/:claimId',
  dashboardClaimEdit: '/dashboard/:schoolId/claims/:claimId/edit',
  dashboardClaimEmails: '/dashboard/:schoolId/claims/:claimId/emails',
  dashboardIncidents: '/dashboard/:schoolId/incidents',
  dashboardIncidentNew: '/dashboard/:schoolId/incidents/new-incident',
  dashboardIncident: '/dashboard/:schoolId/incidents/:incidentId',
  dashboardStudents: '/dashboard/:schoolId/students',
  dashboardSeasonCampaigns: '/dashboard/:schoolId/season-campaigns',
  dashboardSeasonCampaign: '/dashboard/:schoolId/season-campaigns/:campaignId',
  dashboardStudentsImport: '/dashboard/:schoolId/students/import',
  dashboardStudentNew: '/dashboard/:schoolId/students/new-student',
  dashboardStudentEdit: '/dashboard/:schoolId/students/:studentId',

  salesReps: '/sales-reps',
  salesRepNew: '/sales-reps/new-sales-rep',
  salesRepEdit: '/sales-reps/:salesRepId',

  tpas: '/tpas',
  tpaNew: '/tpas/management',
  tpaEdit: '/tpas/management/:tpaId',

  claims: '/claims',
  claimNew: '/claims/new-claim',
  claim: '/claims/:claimId',
  claimEmails: '/claims/:claimId/emails',

  activities: '/activities',

  reports: '/reports',

  insuranceCompanies: '/insurance-companies',

  verificationQueue: '/verification-queue',

  dataExports: '/data-exports',
} as const;

export const paths = {
  home: () => ROUTES.home,
  auth: {
    login: () => ROUTES.login,
    resetPassword: () => ROUTES.resetPassword,
    confirm: () => ROUTES.confirm,
    acceptInvitation: () => ROUTES.acceptInvitation,
  },
  schools: {
    list: () => ROUTES.schools,
    new: () => ROUTES.schoolNew,
    edit: (schoolId: string) => generatePath(ROUTES.schoolEdit, { schoolId }),
  },
  dashboard: {
    root: () => ROUTES.dashboard,
    school: (schoolId: string) => generatePath(ROUTES.dashboardSchool, { schoolId }),
    claims: (schoolId: string) => generatePath(ROUTES.dashboardClaims, { schoolId }),
    newClaim: (schoolId: string) => generatePath(ROUTES.dashboardClaimNew, { schoolId }),
    claim: (schoolId: string, claimId: string) =>
      generatePath(ROUTES.dashboardClaim, { schoolId, claimId }),
    editClaim: (schoolId: string, claimId: string) =>
      generatePath(ROUTES.dashboardClaimEdit, { schoolId, claimId }),
    claimEmails: (schoolId: string, claimId: string) =>
      generatePath(ROUTES.dashboardClaimEmails, { schoolId, claimId }),
    incidents: (schoolId: string) => generatePath(ROUTES.dashboardIncidents, { schoolId }),
    newIncident: (schoolId: string) => generatePath(ROUTES.dashboardIncidentNew, { schoolId }),
    incident: (schoolId: string, incidentId: string) => generatePath(ROUTES.dashboardIncident, { schoolId, incidentId }),
    // the wizard opened from an incident, its fields filled from the report (ADR 048)
    newClaimFromIncident: (schoolId: string, incidentId: string) => `${generatePath(ROUTES.dashboardClaimNew, { schoolId })}?incident=${encodeURIComponent(incidentId)}`,
    students: (schoolId: string) => generatePath(ROUTES.dashboardStudents, { schoolId }),
    importStudents: (schoolId: string) => generatePath(ROUTES.dashboardStudentsImport, { schoolId }),
    newStudent: (schoolId: string) => generatePath(ROUTES.dashboardStudentNew, { schoolId }),
    seasonCampaigns: (schoolId: string) => generatePath(ROUTES.dashboardSeasonCampaigns, { schoolId }),
    seasonCampaign: (schoolId: string, campaignId: string) => generatePath(ROUTES.dashboardSeasonCampaign, { schoolId, campaignId }),
    editStudent: (schoolId: string, studentId: string) =>
      generatePath(ROUTES.dashboardStudentEdit, { schoolId, studentId }),
  },
  salesReps: {
    list: () => ROUTES.salesReps,
    new: () => ROUTES.salesRepNew,
    edit: (salesRepId: string) => generatePath(ROUTES.salesRepEdit, { salesRepId }),
  },
  tpas: {
    list: () => ROUTES.tpas,
    new: () => ROUTES.tpaNew,
    edit: (tpaId: string) => generatePath(ROUTES.tpaEdit, { tpaId }),
  },
  claims: {
    list: () => ROUTES.claims,
    new: () => ROUTES.claimNew,
    view: (claimId: string) => generatePath(ROUTES.claim, { claimId }),
    emails: (claimId: string) => generatePath(ROUTES.claimEmails, { claimId }),
  },
  activities: {
    list: () => ROUTES.activities,
  },
  reports: () => ROUTES.reports,
  insuranceCompanies: {
    list: () => ROUTES.insuranceCompanies,
  },
  verificationQueue: {
    list: () => ROUTES.verificationQueue,
  },
  dataExports: {
    list: () => ROUTES.dataExports,
  },
} as const;

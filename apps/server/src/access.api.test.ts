import type { GraphQLObjectType } from 'graphql';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  claims,
  claimsChangeLogs,
  claimDocuments,
  claimsEmailLogs,
  incidents,
  providers,
  salesReps,
  schoolsDashboardContacts,
  schoolsDashboardElements,
  schoolsThirdPartyAdministrators,
  students,
  studentsProviders,
  thirdPartyAdministrators,
  tpaDashboardElements,
} from './db/schema.ts';
import { isCoachField } from './graphql/coach-gate.ts';
import { graphqlSchema } from './graphql/schema.ts';
import { hashToken, newToken } from './modules/auth/secrets.ts';
import { insertLink } from './modules/parent-part/parent-part.repo.ts';
import { tpaLinks } from './modules/tpa-link/tpa-link.schema.ts';
import { insertClaimDocuments, pdfDocument, uploadDocument, uploadedDocument } from './testing/claim-documents.ts';
import { claimPayload, insertClaim, seedClaimSetup, type ClaimSetup } from './testing/claims.ts';
import { bearer, createSchool, createUser, sessionFor } from './testing/fixtures.ts';
import { multipart } from './testing/multipart.ts';
import { sampleBundle } from './testing/oneroster.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

type Access = 'public' | 'signed-in' | 'admin';

// The intended role of every REST route. A route missing here fails the suite: adding one forces a
// decision about who may call it.
const ROUTES: Record<string, Access> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'POST /v1/auth/login': 'public',
  'POST /v1/auth/verify': 'public',
  'POST /v1/auth/reset-password/request': 'public',
  'POST /v1/auth/reset-password': 'public',
  'POST /v1/auth/confirm': 'public',
  // a school's invitation to coach, accepted by its e-mailed link (ADR 048)
  'POST /v1/auth/accept-invitation': 'public',
  // sign-in with Google or Microsoft (ADR 030): the browser's way there and back, then the handover
  'GET /v1/auth/sso/providers': 'public',
  'GET /v1/auth/sso/:provider/start': 'public',
  'GET /v1/auth/sso/:provider/callback': 'public',
  'POST /v1/auth/sso/session': 'public',
  'POST /v1/auth/me': 'signed-in',
  'POST /v1/auth/me/language': 'signed-in',
  'POST /v1/auth/logout': 'signed-in',
  'POST /v1/user': 'admin',
  'POST /v1/upload/school-logo': 'admin',
  'POST /v1/upload/school-documents': 'admin',
  'POST /v1/upload/school-element': 'admin',
  'POST /v1/remove/school-element': 'admin',
  'POST /v1/upload/tpa': 'admin',
  'POST /v1/upload/tpa-element': 'admin',
  'POST /v1/remove/tpa-element': 'admin',
  // Admins, or school users of the entry's school where the school allows it (checked in the service).
  'POST /v1/student/piv': 'signed-in',
  // Admins, or school users of that school where it allows imports (checked in the service).
  'POST /v1/students/import/preview': 'signed-in',
  'POST /v1/students/import/commit': 'signed-in',
  'POST /v1/students/oneroster/preview': 'signed-in',
  'POST /v1/students/oneroster/commit': 'signed-in',
  // Admins, or school users of the claim's school (checked in the service).
  'POST /v1/claims': 'signed-in',
  'POST /v1/claims/:claimId': 'signed-in',
  'GET /v1/claims/export.csv': 'signed-in',
  // Admins, or school users of the school the loss run is of (checked in the service).
  'GET /v1/reports/loss-run.xlsx': 'signed-in',
  'GET /v1/reports/loss-run.csv': 'signed-in',
  'GET /v1/reports/loss-run.pdf': 'signed-in',
  'GET /v1/students/:studentId/disclosures.csv': 'signed-in',
  'GET /v1/students/:studentId/access-log.csv': 'signed-in',
  'GET /v1/users/:userId/access-log.csv': 'admin',
  'GET /v1/deletion-certificates/:id/pdf': 'admin',
  // The signed link and the session of the admin it was made for, once (ADR 041).
  'GET /v1/data-exports/:id/download': 'admin',
  'POST /v1/claims/:claimId/resend-email': 'signed-in',
  'GET /v1/claims/email/:id': 'signed-in',
  'POST /v1/claims/email/:id': 'signed-in',
  'GET /v1/claims/jwt-pdf/:id': 'signed-in',
  'GET /v1/claims/email/:id/jwt-pdf': 'signed-in',
  // Public by design: the short-lived signed token in the query is the permission (claim-records.service.ts).
  'GET /v1/pdf/claim': 'public',
  'GET /v1/pdf/email': 'public',
  // Public by design: the link's signature is the permission (see files.service.ts).
  'GET /v1/files/:id': 'public',
  // Admins, or school users of the document's school (checked in the service).
  'POST /v1/claim-documents': 'signed-in',
  'POST /v1/claim-documents/remove': 'signed-in',
  // The school's staff and admins: a return to play's signed clearance (checked in the service).
  'POST /v1/incidents/:incidentId/clearance': 'signed-in',
  'POST /v1/incidents/:incidentId/photos': 'signed-in',
  // Public by design: the link in the TPA's e-mail, signed and expiring, is the permission (ADR 021).
  'GET /v1/claim-documents/bundle/:emailLogId': 'public',
  // Public by design: the parent's link, then the page session the student's birth date opens, are the
  // permission (ADR 023); each is scoped to one claim.
  'GET /v1/parent/:token': 'public',
  'POST /v1/parent/:token/check': 'public',
  'GET /v1/parent/:token/claim': 'public',
  'GET /v1/parent/:token/insurers': 'public',
  'POST /v1/parent/:token/documents': 'public',
  'POST /v1/parent/:token/documents/remove': 'public',
  'POST /v1/parent/:token/sign': 'public',
  'GET /v1/guardian/:token': 'public',
  'POST /v1/guardian/:token/check': 'public',
  'GET /v1/guardian/:token/request': 'public',
  'GET /v1/guardian/:token/insurers': 'public',
  'POST /v1/guardian/:token/students/:studentId/sign': 'public',
  'POST /v1/guardian/:token/students/:studentId/cards': 'public',
  'POST /v1/guardian/:token/students/:studentId/cards/remove': 'public',
  'POST /v1/guardian/:token/students/:studentId/revoke': 'public',
  'POST /v1/guardian/:token/opt-out': 'public',
  // Public by design: the link in each claim e-mail to the TPA, scoped to its claim and expiring (ADR 027).
  'POST /v1/tpa/:token/open': 'public',
  'POST /v1/tpa/:token/report': 'public',
  'GET /v1/graphql': 'signed-in',
  'POST /v1/graphql': 'signed-in',
  // Public by design: the REST API's description, for integrators (ADR 038).
  'GET /v1/openapi.json': 'public',
  // Test-only: registered with TEST_CLOCK alone (the e2e servers, on the loopback address: ADR 045), which
  // this app has on so that the checks below cover it; without it the route is absent (http/test-clock.api.test.ts).
  'POST /v1/test/clock': 'admin',
};

// The same for every GraphQL query and mutation, with a call that exercises it.
const OPERATIONS: Record<string, { access: Access; document: (ids: Ids) => string }> = {
  activities: { access: 'signed-in', document: () => '{ activities { id } }' },
  claim: { access: 'signed-in', document: (ids) => `{ claim(id: "${ids.claim}") { id } }` },
  claims: { access: 'signed-in', document: (ids) => `{ claims(schoolId: "${ids.ownSchool}") { total } }` },
  studentDisclosures: { access: 'signed-in', document: (ids) => `{ studentDisclosures(studentId: "${ids.student}") { total } }` },
  studentAccessLog: { access: 'signed-in', document: (ids) => `{ studentAccessLog(studentId: "${ids.student}") { total } }` },
  studentAccessPeople: { access: 'signed-in', document: (ids) => `{ studentAccessPeople(studentId: "${ids.student}") { id } }` },
  userAccessReport: { access: 'admin', document: (ids) => `{ userAccessReport(userId: "${ids.otherUser}") { total } }` },
  claimsNearInjury: { access: 'signed-in', document: (ids) => `{ claimsNearInjury(schoolId: "${ids.ownSchool}", studentId: "${ids.student}", injuryDate: "2026-09-01") { id } }` },
  claimReport: { access: 'signed-in', document: (ids) => `{ claimReport(filter: { from: "2026-01-01", to: "2026-12-31", schoolId: "${ids.ownSchool}" }) { total } }` },
  incidentReport: { access: 'signed-in', document: (ids) => `{ incidentReport(filter: { from: "2026-01-01", to: "2026-12-31", schoolId: "${ids.ownSchool}" }) { total } }` },
  claimEmailLogs: { access: 'signed-in', document: (ids) => `{ claimEmailLogs(claimId: "${ids.claim}") { total } }` },
  claimEmailLog: { access: 'signed-in', document: (ids) => `{ claimEmailLog(id: "${ids.claimEmailLog}") { id } }` },
  claimDocuments: { access: 'signed-in', document: (ids) => `{ claimDocuments(ids: ["${ids.claim}"]) { id } }` },
  seasonCampaigns: { access: 'signed-in', document: (ids) => `{ seasonCampaigns(schoolId: "${ids.ownSchool}") { total } }` },
  seasonCampaign: { access: 'signed-in', document: () => '{ seasonCampaign(id: "00000000-0000-4000-8000-000000000000") { id } }' },
  createSeasonCampaign: { access: 'signed-in', document: (ids) => `mutation { createSeasonCampaign(schoolId: "${ids.ownSchool}", studentIds: ["${ids.student}"]) { id } }` },
  resendSeasonLink: { access: 'signed-in', document: () => 'mutation { resendSeasonLink(requestId: "00000000-0000-4000-8000-000000000000") }' },
  sendParentLink: { access: 'signed-in', document: (ids) => `mutation { sendParentLink(claimId: "${ids.claim}") }` },
  sendClaimWithoutParent: { access: 'signed-in', document: (ids) => `mutation { sendClaimWithoutParent(claimId: "${ids.claim}", reason: "r") }` },
  activeSchools: { access: 'signed-in', document: () => '{ activeSchools { id } }' },
  schoolOptions: { access: 'admin', document: () => '{ schoolOptions { id } }' },
  users: { access: 'signed-in', document: () => '{ users { id } }' },
  schoolUsers: { access: 'admin', document: (ids) => `{ schoolUsers(schoolId: "${ids.ownSchool}") { total } }` },
  updateUser: {
    access: 'admin',
    document: (ids) =>
      `mutation { updateUser(id: "${ids.otherUser}", input: { first_name: "A", last_name: "B", email_address: "a@b.test", is_active: true }) { id } }`,
  },
  deleteUser: { access: 'admin', document: (ids) => `mutation { deleteUser(id: "${ids.otherUser}") }` },
  salesRepsForDropdown: { access: 'admin', document: () => '{ salesRepsForDropdown { id } }' },
  salesReps: { access: 'admin', document: () => '{ salesReps { total } }' },
  salesRep: { access: 'admin', document: (ids) => `{ salesRep(id: "${ids.rep}") { id } }` },
  createSalesRep: { access: 'admin', document: () => 'mutation { createSalesRep(input: { first_name: "A", last_name: "B", is_active: true }) { id } }' },
  updateSalesRep: { access: 'admin', document: (ids) => `mutation { updateSalesRep(id: "${ids.rep}", input: { first_name: "A", last_name: "B", is_active: true }) { id } }` },
  deleteSalesRep: { access: 'admin', document: (ids) => `mutation { deleteSalesRep(id: "${ids.spareRep}") }` },
  tpas: { access: 'admin', document: () => '{ tpas { total } }' },
  tpa: { access: 'admin', document: (ids) => `{ tpa(id: "${ids.tpa}") { id } }` },
  createTpa: { access: 'admin', document: () => 'mutation { createTpa(input: { name: "N", code: "NEW1", delivery_method: EMAIL }) { id } }' },
  updateTpa: { access: 'admin', document: (ids) => `mutation { updateTpa(id: "${ids.tpa}", input: { name: "Access TPA", code: "ACC", delivery_method: EMAIL }) { id } }` },
  deleteTpa: { access: 'admin', document: (ids) => `mutation { deleteTpa(id: "${ids.spareTpa}") }` },
  addTpaLink: { access: 'admin', document: (ids) => `mutation { addTpaLink(tpaId: "${ids.tpa}", input: { title: "Portal", component: FORMS, url: "https://x.test" }) { id } }` },
  updateTpaElement: { access: 'admin', document: (ids) => `mutation { updateTpaElement(id: "${ids.tpaElement}", input: { title: "Portal", component: FORMS, url: "https://y.test" }) { id } }` },
  deleteTpaElement: { access: 'admin', document: (ids) => `mutation { deleteTpaElement(id: "${ids.spareTpaElement}") }` },
  createActivity: { access: 'admin', document: () => 'mutation { createActivity(activity: "Access Sport") { id } }' },
  updateActivity: { access: 'admin', document: (ids) => `mutation { updateActivity(id: "${ids.activity}", activity: "Renamed Sport") { id } }` },
  deleteActivity: { access: 'admin', document: (ids) => `mutation { deleteActivity(id: "${ids.spareActivity}") }` },
  students: { access: 'signed-in', document: (ids) => `{ students(schoolId: "${ids.ownSchool}") { total } }` },
  student: { access: 'signed-in', document: (ids) => `{ student(id: "${ids.student}") { id } }` },
  createStudent: { access: 'signed-in', document: (ids) => `mutation { createStudent(schoolId: "${ids.ownSchool}", input: { student: {} }) { id } }` },
  updateStudent: { access: 'signed-in', document: (ids) => `mutation { updateStudent(id: "${ids.student}", input: { student: {} }) { id } }` },
  deleteStudentProvider: { access: 'signed-in', document: (ids) => `mutation { deleteStudentProvider(id: "${ids.studentProvider}") }` },
  resetStudents: { access: 'signed-in', document: (ids) => `mutation { resetStudents(schoolId: "${ids.ownSchool}", confirmation: "no") }` },
  verificationQueue: { access: 'admin', document: () => '{ verificationQueue { total } }' },
  dataExports: { access: 'admin', document: () => '{ dataExports { total } }' },
  startDataExport: { access: 'admin', document: (ids) => `mutation { startDataExport(schoolIds: ["${ids.ownSchool}"]) }` },
  deletionCertificates: { access: 'admin', document: () => '{ deletionCertificates { total } }' },
  accessLogChain: { access: 'admin', document: (ids) => `{ accessLogChain(schoolId: "${ids.ownSchool}") { events } }` },
  // refused by their rules once through (no such student; a name that is not the school's), never by access
  deleteStudentForGood: { access: 'admin', document: () => 'mutation { deleteStudentForGood(id: "7d8f2c1e-0000-4000-8000-000000000000") { id } }' },
  deleteSchoolForGood: { access: 'admin', document: (ids) => `mutation { deleteSchoolForGood(id: "${ids.ownSchool}", confirmName: "not its name") { id } }` },
  resolveVerification: { access: 'admin', document: (ids) => `mutation { resolveVerification(id: "${ids.studentProvider}", status: VERIFIED) }` },
  insuranceProviders: { access: 'signed-in', document: () => '{ insuranceProviders { id } }' },
  createInsuranceProvider: { access: 'admin', document: () => 'mutation { createInsuranceProvider(input: { name: "Access Health", is_active: true }) { id } }' },
  updateInsuranceProvider: { access: 'admin', document: (ids) => `mutation { updateInsuranceProvider(id: "${ids.provider}", input: { name: "Access Health", is_active: false }) { id } }` },
  tpasForDropdown: { access: 'admin', document: () => '{ tpasForDropdown { id } }' },
  schools: { access: 'admin', document: () => '{ schools { total } }' },
  school: { access: 'signed-in', document: (ids) => `{ school(id: "${ids.ownSchool}") { id } }` },
  schoolTpas: { access: 'signed-in', document: (ids) => `{ schoolTpas(schoolId: "${ids.ownSchool}") { id } }` },
  createSchool: { access: 'admin', document: () => 'mutation { createSchool(input: { name: "New", is_active: false }) { id } }' },
  updateSchool: { access: 'admin', document: (ids) => `mutation { updateSchool(id: "${ids.otherSchool}", input: { name: "Other School", is_active: true }) { id } }` },
  deleteSchool: { access: 'admin', document: (ids) => `mutation { deleteSchool(id: "${ids.spareSchool}") }` },
  saveSchoolNote: { access: 'admin', document: (ids) => `mutation { saveSchoolNote(schoolId: "${ids.ownSchool}", note: "n") { id } }` },
  addSchoolTpa: { access: 'admin', document: (ids) => `mutation { addSchoolTpa(schoolId: "${ids.ownSchool}", tpaId: "${ids.tpa}") { id } }` },
  updateSchoolTpas: { access: 'admin', document: (ids) => `mutation { updateSchoolTpas(schoolId: "${ids.ownSchool}", links: []) { id } }` },
  deleteSchoolTpa: { access: 'admin', document: (ids) => `mutation { deleteSchoolTpa(schoolId: "${ids.otherSchool}", id: "${ids.spareLink}") { id } }` },
  // Reading: admins, or the school's own users (checked in the service); every change: admins.
  schoolDashboard: { access: 'signed-in', document: (ids) => `{ schoolDashboard(schoolId: "${ids.ownSchool}") { name } }` },
  dashboardMaxOrders: { access: 'signed-in', document: (ids) => `{ dashboardMaxOrders(schoolId: "${ids.ownSchool}") { max_order } }` },
  addDashboardLink: {
    access: 'admin',
    document: (ids) => `mutation { addDashboardLink(schoolId: "${ids.ownSchool}", input: { title: "Forms", component: FORMS, url: "https://x.test" }) { id } }`,
  },
  updateDashboardElement: {
    access: 'admin',
    document: (ids) => `mutation { updateDashboardElement(id: "${ids.dashboardLink}", input: { title: "Forms", url: "https://y.test" }) { id } }`,
  },
  addDashboardContact: {
    access: 'admin',
    document: (ids) => `mutation { addDashboardContact(schoolId: "${ids.ownSchool}", input: { title: "Agent", component: CONTACT_INFORMATION }) { id } }`,
  },
  updateDashboardContact: { access: 'admin', document: (ids) => `mutation { updateDashboardContact(id: "${ids.dashboardContact}", input: { title: "Agent" }) { id } }` },
  moveDashboardItem: { access: 'admin', document: (ids) => `mutation { moveDashboardItem(id: "${ids.dashboardLink}", newIndex: 0) { id } }` },
  setDashboardSectionOrder: {
    access: 'admin',
    document: (ids) => `mutation { setDashboardSectionOrder(schoolId: "${ids.otherSchool}", component: FORMS, ids: ["${ids.dashboardContact}"]) { id } }`,
  },
  deleteDashboardItem: { access: 'admin', document: (ids) => `mutation { deleteDashboardItem(id: "${ids.spareDashboardLink}") }` },
  // Incidents (ADR 048): coaches, the school's staff and admins, each as far as the service allows.
  incidentSchools: { access: 'signed-in', document: () => '{ incidentSchools { id } }' },
  incidentStudents: { access: 'signed-in', document: (ids) => `{ incidentStudents(schoolId: "${ids.ownSchool}", name: "st") { id } }` },
  incidents: { access: 'signed-in', document: () => '{ incidents { total } }' },
  incident: { access: 'signed-in', document: (ids) => `{ incident(id: "${ids.incident}") { id } }` },
  reportIncident: {
    access: 'signed-in',
    document: (ids) =>
      `mutation { reportIncident(input: { school_id: "${ids.ownSchool}", person_kind: VISITOR, person_name: "Dana Fox", injury_date: "2026-09-01", location_of_injury: "Gym", injury_description: "Fell.", official_statement: { body_parts: [{ part: KNEE, side: LEFT }], nature_of_injury: CONTUSION, mechanism: FALL, is_school_sponsored: true, is_supervised: false, witnesses: [] } }) { id } }`,
  },
  reviewIncident: { access: 'signed-in', document: (ids) => `mutation { reviewIncident(id: "${ids.incident}") { id } }` },
  closeIncident: { access: 'signed-in', document: (ids) => `mutation { closeIncident(id: "${ids.incident}") { id } }` },
  notifyIncidentParent: { access: 'signed-in', document: (ids) => `mutation { notifyIncidentParent(id: "${ids.incident}") { id } }` },
  // Return to play: the school's staff and admins, checked in the service.
  incidentPlaces: { access: 'signed-in', document: (ids) => `{ incidentPlaces(schoolId: "${ids.ownSchool}") }` },
  setIncidentPlaces: { access: 'signed-in', document: (ids) => `mutation { setIncidentPlaces(schoolId: "${ids.ownSchool}", places: null) }` },
  returnToPlaySteps: { access: 'signed-in', document: (ids) => `{ returnToPlaySteps(schoolId: "${ids.ownSchool}") }` },
  setReturnToPlaySteps: { access: 'signed-in', document: (ids) => `mutation { setReturnToPlaySteps(schoolId: "${ids.ownSchool}", steps: null) }` },
  startReturnToPlay: { access: 'signed-in', document: (ids) => `mutation { startReturnToPlay(id: "${ids.incident}") { id } }` },
  logReturnToPlayStep: { access: 'signed-in', document: (ids) => `mutation { logReturnToPlayStep(id: "${ids.incident}") { id } }` },
  clearReturnToPlay: { access: 'signed-in', document: (ids) => `mutation { clearReturnToPlay(id: "${ids.incident}") { id } }` },
  // A school's staff invite and list its coaches; an admin any school's.
  schoolCoaches: { access: 'signed-in', document: (ids) => `{ schoolCoaches(schoolId: "${ids.ownSchool}") { id } }` },
  inviteCoach: {
    access: 'signed-in',
    document: (ids) => `mutation { inviteCoach(input: { email: "coach-${crypto.randomUUID()}@own.test", first_name: "Casey", last_name: "Coach", school_id: "${ids.ownSchool}" }) { id } }`,
  },
};

// What a coach reaches (ADR 048): these routes and GraphQL fields, and every public route; nothing else.
const COACH_ROUTES = ['POST /v1/auth/me', 'POST /v1/auth/me/language', 'POST /v1/auth/logout', 'GET /v1/graphql', 'POST /v1/graphql', 'POST /v1/incidents/:incidentId/photos'];
const COACH_OPERATIONS = ['activities', 'incidentSchools', 'incidentStudents', 'incidentPlaces', 'incidents', 'incident', 'reportIncident'];

type Ids = {
  ownSchool: string;
  otherSchool: string;
  spareSchool: string;
  otherUser: string;
  tpa: string;
  spareTpa: string;
  spareLink: string;
  tpaElement: string;
  spareTpaElement: string;
  rep: string;
  spareRep: string;
  activity: string;
  spareActivity: string;
  provider: string;
  student: string;
  studentProvider: string;
  dashboardLink: string;
  spareDashboardLink: string;
  dashboardContact: string;
  claim: string;
  claimEmailLog: string;
  incident: string;
};

let testApp: TestApp;
let ids: Ids;
let adminToken: string;
let userToken: string;
let coachToken: string;

beforeAll(async () => {
  // Jobs can be queued (a claim submitted) but none runs.
  testApp = await createTestApp({ runJobs: true, runWorkers: false, testClock: true });
  const ownSchool = await createSchool(testApp.db, { name: 'Own School' });
  const otherSchool = await createSchool(testApp.db, { name: 'Other School' });
  const admin = await createUser(testApp.db, { type: 'admin' });
  const schoolUser = await createUser(testApp.db, { schoolIds: [ownSchool.id] });
  const otherUser = await createUser(testApp.db, { schoolIds: [otherSchool.id] });
  const spareSchool = await createSchool(testApp.db, { name: 'Spare School', is_active: false });
  const [tpa] = await testApp.db.insert(thirdPartyAdministrators).values({ name: 'Access TPA', code: 'ACC' }).returning();
  const [spareLink] = await testApp.db
    .insert(schoolsThirdPartyAdministrators)
    .values({ school_id: otherSchool.id, third_party_administrator_id: tpa!.id })
    .returning();
  const [spareTpa] = await testApp.db.insert(thirdPartyAdministrators).values({ name: 'Spare TPA', code: 'SPR' }).returning();
  const elements = await testApp.db
    .insert(tpaDashboardElements)
    .values([
      { third_party_administrator_id: tpa!.id, type: 'URL', title: 'Portal', component: 'FORMS', url: 'https://x.test' },
      { third_party_administrator_id: tpa!.id, type: 'URL', title: 'Spare', component: 'FORMS', url: 'https://z.test' },
    ])
    .returning();
  const reps = await testApp.db.insert(salesReps).values([{ first_name: 'R', last_name: 'One' }, { first_name: 'R', last_name: 'Two' }]).returning();
  const sports = await testApp.db.insert(activities).values([{ activity: 'Access Ball' }, { activity: 'Spare Ball' }]).returning();
  const [provider] = await testApp.db.insert(providers).values({ name: 'Access Health' }).returning();
  const [student] = await testApp.db
    .insert(students)
    .values({ school_id: ownSchool.id, first_name: 'S', last_name: 'T', gender: 'F', date_of_birth: '2010-01-01', address_1: 'A', city: 'C', postal_code: '1' })
    .returning();
  const [studentProvider] = await testApp.db
    .insert(studentsProviders)
    .values({ school_id: ownSchool.id, student_id: student!.id, insurance_provider_id: provider!.id, primary: true })
    .returning();
  const links = await testApp.db
    .insert(schoolsDashboardElements)
    .values([
      { school_id: ownSchool.id, type: 'URL', title: 'Forms', component: 'FORMS', url: 'https://x.test', order: 1 },
      { school_id: ownSchool.id, type: 'URL', title: 'Spare', component: 'FORMS', url: 'https://z.test', order: 2 },
    ])
    .returning();
  const [contact] = await testApp.db
    .insert(schoolsDashboardContacts)
    .values({ school_id: ownSchool.id, title: 'Agent', component: 'CONTACT_INFORMATION', order: 1 })
    .returning();
  const [claim] = await testApp.db
    .insert(claims)
    .values({
      student_id: student!.id,
      user_id: schoolUser.id,
      school_id: ownSchool.id,
      schools_third_party_administrator_id: spareLink!.id,
      activity: 'Access Ball',
      activity_level: 'OTHER',
      activity_type: 'GAME',
      first_treatment_date: '2026-01-02',
      injury_date: '2026-01-01',
      injury_reported_date: '2026-01-01',
      injury_description: 'd',
      injury_type: 't',
      is_previous_injury: false,
      is_work_related: false,
      location_of_injury: 'l',
      student_address: { address_1: 'A', city: 'C', state_prov: '', postal_code: '1', country: 'United States' },
      submitted_to_tpa_at: '2026-01-02',
    })
    .returning();
  const [changeLog] = await testApp.db
    .insert(claimsChangeLogs)
    .values({ claim_id: claim!.id, submitted_to_tpa_at: '2026-01-02', user_id: schoolUser.id, status: 'PENDING' })
    .returning();
  const [emailLog] = await testApp.db.insert(claimsEmailLogs).values({ claim_id: claim!.id, claims_change_log_id: changeLog!.id }).returning();
  const coach = await createUser(testApp.db, { type: 'coach', schoolIds: [ownSchool.id] });
  const [incident] = await testApp.db
    .insert(incidents)
    .values({
      school_id: ownSchool.id,
      person_kind: 'STUDENT',
      student_id: student!.id,
      injury_date: '2026-01-01',
      location_of_injury: 'Gym',
      injury_description: 'Fell.',
      official_statement: { body_parts: [{ part: 'KNEE', side: 'LEFT' }], nature_of_injury: 'CONTUSION', mechanism: 'FALL', is_school_sponsored: true, is_supervised: false, witnesses: [] },
      reported_by: coach.id,
    })
    .returning();
  ids = {
    claim: claim!.id,
    claimEmailLog: emailLog!.id,
    incident: incident!.id,
    ownSchool: ownSchool.id,
    otherSchool: otherSchool.id,
    spareSchool: spareSchool.id,
    otherUser: otherUser.id,
    tpa: tpa!.id,
    spareTpa: spareTpa!.id,
    spareLink: spareLink!.id,
    tpaElement: elements[0]!.id,
    spareTpaElement: elements[1]!.id,
    rep: reps[0]!.id,
    spareRep: reps[1]!.id,
    activity: sports[0]!.id,
    spareActivity: sports[1]!.id,
    provider: provider!.id,
    student: student!.id,
    studentProvider: studentProvider!.id,
    dashboardLink: links[0]!.id,
    spareDashboardLink: links[1]!.id,
    dashboardContact: contact!.id,
  };
  adminToken = await sessionFor(testApp.db, admin.id);
  userToken = await sessionFor(testApp.db, schoolUser.id);
  coachToken = await sessionFor(testApp.db, coach.id);
});
afterAll(() => testApp.close());

const gql = (query: string, token?: string) =>
  testApp.app.inject({ method: 'POST', url: '/v1/graphql', payload: { query }, headers: token ? bearer(token) : {} });

const apiRoutes = () =>
  testApp.app.registeredRoutes.filter((route) => route.method !== 'HEAD' && (route.url.startsWith('/v1') || ['/healthz', '/readyz'].includes(route.url)));

describe('every REST route has an intended role', () => {
  it('lists exactly the registered routes', () => {
    const registered = apiRoutes().map((route) => `${route.method} ${route.url}`);
    expect([...new Set(registered)].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('marks public exactly the routes meant to be public', () => {
    for (const route of apiRoutes().filter((r) => r.url.startsWith('/v1'))) {
      expect({ route: `${route.method} ${route.url}`, public: route.public }).toEqual({
        route: `${route.method} ${route.url}`,
        public: ROUTES[`${route.method} ${route.url}`] === 'public',
      });
    }
  });

  it.each(Object.entries(ROUTES).filter(([, access]) => access !== 'public'))('%s refuses a request without a session', async (route) => {
    const [method, url] = route.split(' ') as ['GET' | 'POST', string];
    const response = await testApp.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(401);
  });

  it.each(Object.entries(ROUTES).filter(([, access]) => access === 'admin'))('%s refuses a school user', async (route) => {
    const [method, url] = route.split(' ') as ['GET' | 'POST', string];
    const response = await testApp.app.inject({
      method,
      url,
      payload: { email: 'x@y.test', first_name: 'X', last_name: 'Y', school_id: ids.ownSchool, type: 'user' },
      headers: bearer(userToken),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'FORBIDDEN' });
  });
});

describe('the session check cannot be walked around', () => {
  it.each(['/%761/graphql', '/v%31/graphql', '/%76%31/auth/me'])('refuses %s without a session, as the router decodes it', async (url) => {
    const response = await testApp.app.inject({ method: 'POST', url, payload: { query: '{ __typename }' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('every GraphQL operation has an intended role', () => {
  const fieldsOf = (type: GraphQLObjectType | null | undefined) => Object.keys(type?.getFields() ?? {});

  it('lists exactly the operations of the schema', () => {
    const operations = [...fieldsOf(graphqlSchema.getQueryType()), ...fieldsOf(graphqlSchema.getMutationType())];
    expect(operations.sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  it('refuses every operation without a session', async () => {
    for (const [name, operation] of Object.entries(OPERATIONS)) {
      const response = await gql(operation.document(ids));
      expect({ name, status: response.statusCode }).toEqual({ name, status: 401 });
    }
  });

  it.each(Object.entries(OPERATIONS).filter(([, op]) => op.access === 'admin'))('%s refuses a school user', async (_name, operation) => {
    const body = (await gql(operation.document(ids), userToken)).json();
    expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it.each(Object.entries(OPERATIONS))('%s lets an admin through', async (_name, operation) => {
    const body = (await gql(operation.document(ids), adminToken)).json();
    // Reaching the rules is what counts here; an empty TPA list, say, is refused by them, not by access.
    expect(['FORBIDDEN', 'NOT_AUTHENTICATED', 'INTERNAL_ERROR', 'BAD_REQUEST']).not.toContain(body.errors?.[0]?.extensions.code);
  });
});

describe('a coach reaches only what is marked for coaches', () => {
  it('has exactly the routes and GraphQL fields a coach needs marked for coaches', () => {
    const marked = apiRoutes().filter((route) => route.coach).map((route) => `${route.method} ${route.url}`);
    expect([...new Set(marked)].sort()).toEqual([...COACH_ROUTES].sort());
    expect(Object.keys(OPERATIONS).filter(isCoachField).sort()).toEqual([...COACH_OPERATIONS].sort());
  });

  it.each(Object.entries(ROUTES).filter(([route, access]) => access !== 'public' && !COACH_ROUTES.includes(route)))('%s refuses a coach', async (route) => {
    const [method, url] = route.split(' ') as ['GET' | 'POST', string];
    const response = await testApp.app.inject({ method, url, payload: method === 'POST' ? {} : undefined, headers: bearer(coachToken) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'FORBIDDEN' });
  });

  it.each(Object.entries(OPERATIONS).filter(([name]) => !COACH_OPERATIONS.includes(name)))('%s refuses a coach', async (_name, operation) => {
    const body = (await gql(operation.document(ids), coachToken)).json();
    expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(body.data).toBeNull();
  });

  it.each(COACH_OPERATIONS)('%s lets a coach through', async (name) => {
    const body = (await gql(OPERATIONS[name]!.document(ids), coachToken)).json();
    expect(['FORBIDDEN', 'NOT_AUTHENTICATED', 'INTERNAL_ERROR', 'BAD_REQUEST']).not.toContain(body.errors?.[0]?.extensions.code);
  });
});

describe('a school user only sees their own school', () => {
  it('lists only their own school among active schools', async () => {
    const body = (await gql('{ activeSchools { id name } }', userToken)).json();
    expect(body.data.activeSchools).toEqual([{ id: ids.ownSchool, name: 'Own School' }]);
  });

  it('lists only the users of their own school as submitters', async () => {
    const body = (await gql('{ users { id } }', userToken)).json();
    const listed = body.data.users.map((user: { id: string }) => user.id);
    expect(listed).not.toContain(ids.otherUser);
    expect(listed.length).toBeGreaterThan(0);
  });

  it('lets an admin see every active school', async () => {
    const body = (await gql('{ activeSchools { name } }', adminToken)).json();
    expect(body.data.activeSchools.map((school: { name: string }) => school.name)).toEqual(['Other School', 'Own School']);
  });
});

// One claim setup serves every test that needs one (its names are unique in a database).
let claimSetup: ClaimSetup | undefined;
const seededClaimSetup = async () => (claimSetup ??= await seedClaimSetup(testApp.db));

describe("a school user cannot reach another school's claim documents", () => {
  it("cannot upload to, read, attach or remove a document of another school's claim or draft", async () => {
    const { tokens, ids: claimIds, users } = await seededClaimSetup();
    const { nurse, outsider } = tokens;
    const theirClaim = await insertClaim(testApp.db, { school_id: claimIds.other, schools_third_party_administrator_id: claimIds.otherLink, student_id: claimIds.otherStudent, user_id: users.outsider });
    const theirDraft = await uploadedDocument(testApp, outsider, { school_id: claimIds.other, kind: 'EOB' }, { filename: 'eob.pdf', data: pdfDocument() });
    const [theirClaimDocument] = await insertClaimDocuments(testApp.db, { school_id: claimIds.other, claim_id: theirClaim.id, kind: 'ITEMIZED_BILL' });
    const theirs = [theirDraft.id, theirClaimDocument!.id];
    const bill = { filename: 'bill.pdf', data: pdfDocument() };

    const uploads = [
      await uploadDocument(testApp, nurse, { school_id: claimIds.other, kind: 'EOB' }, bill),
      await uploadDocument(testApp, nurse, { school_id: claimIds.other, kind: 'EOB', claim_id: theirClaim.id }, bill),
      await uploadDocument(testApp, nurse, { school_id: claimIds.school, kind: 'EOB', claim_id: theirClaim.id }, bill),
    ];
    expect(uploads.map((response) => response.statusCode)).toEqual([403, 403, 404]);

    const read = (await gql(`{ claimDocuments(ids: ${JSON.stringify(theirs)}) { id } }`, nurse)).json();
    expect(read.data.claimDocuments).toEqual([]);
    const claim = (await gql(`{ claim(id: "${theirClaim.id}") { documents { id url } } }`, nurse)).json();
    expect(claim.errors[0].extensions.code).toBe('FORBIDDEN');

    for (const [index, id] of theirs.entries()) {
      const attach = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(nurse), payload: { data: claimPayload(claimIds, { document_ids: [id] }) } });
      expect({ index, answer: attach.json() }).toEqual({ index, answer: { error: 'VALIDATION_FAILED', fields: { 'document_ids.0': 'NOT_FOUND' } } });
      const remove = await testApp.app.inject({ method: 'POST', url: '/v1/claim-documents/remove', headers: bearer(nurse), payload: { document_id: id } });
      expect({ index, status: remove.statusCode }).toEqual({ index, status: 404 });
    }
    const left = await testApp.db.select({ id: claimDocuments.id, claim_id: claimDocuments.claim_id }).from(claimDocuments);
    expect(left).toEqual(expect.arrayContaining([{ id: theirDraft.id, claim_id: null }, { id: theirClaimDocument!.id, claim_id: theirClaim.id }]));
  });
});

describe("a parent's link reaches its own claim only", () => {
  it("cannot read, upload to, remove from or sign another claim, and shows no other student's or school's data", async () => {
    const { tokens, ids, users } = await seededClaimSetup();
    const awaiting = { status: 'AWAITING_PARENT' as const };
    const ours = await insertClaim(testApp.db, { school_id: ids.school, schools_third_party_administrator_id: ids.link, student_id: ids.student, user_id: users.nurse, ...awaiting });
    const theirs = await insertClaim(testApp.db, { school_id: ids.other, schools_third_party_administrator_id: ids.otherLink, student_id: ids.otherStudent, user_id: users.outsider, ...awaiting });
    const linkTo = async (claimId: string) => {
      const token = newToken();
      await insertLink(testApp.db, { claim_id: claimId, token_hash: hashToken(token), email: 'parent@family.test', language: 'en', expires_at: new Date(Date.now() + 86_400_000) });
      return token;
    };
    const ourToken = await linkTo(ours.id);
    const theirToken = await linkTo(theirs.id);
    const [theirDocument] = await insertClaimDocuments(testApp.db, { school_id: ids.other, claim_id: theirs.id, kind: 'EOB' });
    await testApp.db.update(claimDocuments).set({ from_parent: true }).where(eq(claimDocuments.id, theirDocument!.id));
    const checked = await testApp.app.inject({ method: 'POST', url: `/v1/parent/${ourToken}/check`, payload: { birth_date: '2010-03-04' } });
    const access = { 'x-parent-access': (checked.json() as { access: string }).access };

    const answers = [
      await testApp.app.inject({ method: 'GET', url: `/v1/parent/${theirToken}/claim`, headers: access }),
      await testApp.app.inject({ method: 'GET', url: `/v1/parent/${theirToken}/insurers`, headers: access }),
      await testApp.app.inject({ method: 'POST', url: `/v1/parent/${theirToken}/documents/remove`, headers: access, payload: { document_id: theirDocument!.id } }),
      await testApp.app.inject({ method: 'POST', url: `/v1/parent/${theirToken}/sign`, headers: access, payload: {} }),
      await testApp.app.inject({ method: 'POST', url: `/v1/parent/${ourToken}/documents/remove`, headers: access, payload: { document_id: theirDocument!.id } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 404]);
    const [left] = await testApp.db.select({ id: claimDocuments.id }).from(claimDocuments).where(eq(claimDocuments.id, theirDocument!.id));
    expect(left).toBeDefined();

    const view = await testApp.app.inject({ method: 'GET', url: `/v1/parent/${ourToken}/claim`, headers: access });
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toMatch(/Olivia|Other High/);
    expect((view.json() as { claim: { documents: unknown[] } }).claim.documents).toEqual([]);

    const resend = (await gql(`mutation { sendParentLink(claimId: "${ours.id}") }`, tokens.outsider)).json();
    expect(resend.errors[0].extensions.code).toBe('FORBIDDEN');
    const sendNow = (await gql(`mutation { sendClaimWithoutParent(claimId: "${ours.id}", reason: "r") }`, tokens.outsider)).json();
    expect(sendNow.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe("a TPA's link reaches its own claim only", () => {
  it("cannot read or change another claim, shows no other student's or school's data, and stops at its expiry", async () => {
    const { ids, users } = await seededClaimSetup();
    const delivered = { status: 'DELIVERED' as const };
    const ours = await insertClaim(testApp.db, { school_id: ids.school, schools_third_party_administrator_id: ids.link, student_id: ids.student, user_id: users.nurse, ...delivered });
    const theirs = await insertClaim(testApp.db, { school_id: ids.other, schools_third_party_administrator_id: ids.otherLink, student_id: ids.otherStudent, user_id: users.outsider, ...delivered });
    const linkTo = async (claimId: string) => {
      const [changeLog] = await testApp.db.select({ id: claimsChangeLogs.id }).from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claimId));
      const [emailLog] = await testApp.db.insert(claimsEmailLogs).values({ claim_id: claimId, claims_change_log_id: changeLog!.id, status: 'DELIVERED', recipient: 'claims@tpa.test' }).returning();
      const token = newToken();
      await testApp.db.insert(tpaLinks).values({ claim_id: claimId, email_log_id: emailLog!.id, token_hash: hashToken(token), expires_at: new Date(Date.now() + 86_400_000) });
      return token;
    };
    const ourToken = await linkTo(ours.id);
    await linkTo(theirs.id);

    const view = await testApp.app.inject({ method: 'POST', url: `/v1/tpa/${ourToken}/open` });
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toMatch(/Olivia|Other High/);
    const reported = await testApp.app.inject({ method: 'POST', url: `/v1/tpa/${ourToken}/report`, payload: { status: 'CLOSED_PAID', tpa_claim_number: 'T-1' } });
    expect(reported.statusCode).toBe(200);
    const otherSchools = await testApp.db.select({ tpa_status: claims.tpa_status }).from(claims).where(eq(claims.school_id, ids.other));
    expect(otherSchools.every((row) => row.tpa_status === null)).toBe(true);

    await testApp.db.update(tpaLinks).set({ expires_at: new Date(Date.now() - 1000) });
    const expired = [
      await testApp.app.inject({ method: 'POST', url: `/v1/tpa/${ourToken}/open` }),
      await testApp.app.inject({ method: 'POST', url: `/v1/tpa/${ourToken}/report`, payload: { status: 'RECEIVED' } }),
    ];
    // past its date it answers as an unknown link does (issue 37)
    expect(expired.map((answer) => answer.statusCode)).toEqual([404, 404]);
    const [after] = await testApp.db.select({ tpa_status: claims.tpa_status }).from(claims).where(eq(claims.id, ours.id));
    expect(after!.tpa_status).toBe('CLOSED_PAID');
  });
});

describe("a school user cannot read another school's deadlines", () => {
  it("reads neither the due dates of another school's claim nor that school's count of claims at risk", async () => {
    const { tokens, ids, users } = await seededClaimSetup();
    const theirs = await insertClaim(testApp.db, { school_id: ids.school, schools_third_party_administrator_id: ids.link, student_id: ids.student, user_id: users.nurse });
    const dueDates = `{ claim(id: "${theirs.id}") { due_dates { kind due_on state } } }`;
    const atRisk = `{ schoolDashboard(schoolId: "${ids.school}") { claims_at_risk } }`;
    for (const document of [dueDates, atRisk]) {
      expect((await gql(document, tokens.outsider)).json().errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await gql(document, tokens.nurse)).json().errors).toBeUndefined();
    }
  });
});

describe("a school user cannot read another school's reports", () => {
  it("is refused the figures of another school's claims, and counts only their own schools' without a school", async () => {
    const { tokens, ids, users } = await seededClaimSetup();
    await insertClaim(testApp.db, { school_id: ids.school, schools_third_party_administrator_id: ids.link, student_id: ids.student, user_id: users.nurse, injury_date: '2026-03-02' });
    const report = (schoolId?: string) => `{ claimReport(filter: { from: "2026-01-01", to: "2026-12-31"${schoolId ? `, schoolId: "${schoolId}"` : ''} }) { total by_school { school_id } } }`;
    expect((await gql(report(ids.school), tokens.outsider)).json().errors[0].extensions.code).toBe('FORBIDDEN');
    const outsiders = (await gql(report(), tokens.outsider)).json().data.claimReport;
    expect(outsiders.by_school.map((row: { school_id: string }) => row.school_id)).not.toContain(ids.school);
    const nurses = (await gql(report(ids.school), tokens.nurse)).json().data.claimReport;
    expect(nurses.total).toBeGreaterThan(0);
  });

  it("is refused the figures of another school's incidents, and counts none of them without a school", async () => {
    const { tokens, ids, users } = await seededClaimSetup();
    await testApp.db.insert(incidents).values({
      school_id: ids.school,
      person_kind: 'STUDENT',
      student_id: ids.student,
      injury_date: '2026-03-02',
      location_of_injury: 'Gym',
      injury_description: 'Fell.',
      official_statement: { body_parts: [{ part: 'KNEE', side: 'LEFT' }], nature_of_injury: 'CONTUSION', mechanism: 'FALL', is_school_sponsored: true, is_supervised: false, witnesses: [] },
      reported_by: users.nurse,
    });
    const report = (schoolId?: string) => `{ incidentReport(filter: { from: "2026-01-01", to: "2026-12-31"${schoolId ? `, schoolId: "${schoolId}"` : ''} }) { total by_place { place } } }`;
    expect((await gql(report(ids.school), tokens.outsider)).json().errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(report(), tokens.outsider)).json().data.incidentReport.total).toBe(0);
    expect((await gql(report(ids.school), tokens.nurse)).json().data.incidentReport.total).toBe(1);
  });
});

describe("a school user cannot read another school's loss run", () => {
  it.each(['xlsx', 'csv', 'pdf'])("is refused the %s of another school's claims, and given their own school's", async (format) => {
    const { tokens, ids } = await seededClaimSetup();
    const lossRun = (token: string) =>
      testApp.app.inject({ method: 'GET', url: `/v1/reports/loss-run.${format}`, query: { from: '2026-01-01', to: '2026-12-31', schoolId: ids.school }, headers: bearer(token) });
    expect((await lossRun(tokens.outsider)).json()).toEqual({ error: 'FORBIDDEN' });
    expect((await lossRun(tokens.nurse)).statusCode).toBe(200);
  });
});

describe("a school user cannot import a roster into another school", () => {
  it("can neither preview a OneRoster bundle into another school nor commit another school's preview", async () => {
    const { tokens, ids } = await seededClaimSetup();
    const previewAs = (token: string, data = sampleBundle('1.2')) => {
      const form = multipart({ school_id: ids.school, org: 'org-school-1' }, { name: 'file', filename: 'roster.zip', type: 'application/zip', data });
      return testApp.app.inject({ method: 'POST', url: '/v1/students/oneroster/preview', payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
    };
    expect((await previewAs(tokens.outsider)).json()).toEqual({ error: 'FORBIDDEN' });
    // refused before the file is read: an upload over the 10 MB cap is not even measured
    expect((await previewAs(tokens.outsider, Buffer.alloc(11 * 1024 * 1024))).json()).toEqual({ error: 'FORBIDDEN' });
    const { import_id: importId } = (await previewAs(tokens.admin)).json();
    const commitAs = (token: string) =>
      testApp.app.inject({ method: 'POST', url: '/v1/students/oneroster/commit', payload: { school_id: ids.school, import_id: importId }, headers: bearer(token) });
    expect((await commitAs(tokens.outsider)).json()).toEqual({ error: 'FORBIDDEN' });
    // nor by naming their own school with the other school's preview
    const ownSchool = await testApp.app.inject({ method: 'POST', url: '/v1/students/oneroster/commit', payload: { school_id: ids.other, import_id: importId }, headers: bearer(tokens.outsider) });
    expect(ownSchool.statusCode).toBe(403);
    const imported = await testApp.db.select({ id: students.id }).from(students).where(eq(students.sis_source_id, 'stu-1001'));
    expect(imported).toEqual([]);
  });
});

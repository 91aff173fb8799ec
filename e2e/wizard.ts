import type { APIRequestContext, Page } from '@playwright/test';
import { SAMPLE_OFFICIAL_STATEMENT } from '@claims/shared/samples';
import { chooseOption, expect, graphqlAs } from './fixtures.ts';

// The claim wizard as the specs drive it.

export const TPA_EMAIL = 'claims@summit-tpa.demo.test';

// A student of `schoolId` with one saved insurance entry, made through the API so a spec is about its own
// screen, not the student page; its id and the insurer's name.
export async function createStudentThroughApi(request: APIRequestContext, token: string, schoolId: string, lastName: string) {
  const insurers = (await graphqlAs(request, token, 'query P { insuranceProviders { id name } }')).data!.insuranceProviders as { id: string; name: string }[];
  const insurer = insurers[0]!;
  const created = await graphqlAs(request, token, 'mutation C($schoolId: ID!, $input: StudentPageInput!) { createStudent(schoolId: $schoolId, input: $input) { id } }', {
    schoolId,
    input: {
      student: { first_name: 'Casey', last_name: lastName, date_of_birth: '2010-05-06', gender: 'F', address_1: '5 Field Road', city: 'Austin', state_prov: 'Texas', postal_code: '73301', country: 'UNITED_STATES' },
      parent: null,
      providers: [{ insurance_provider_id: insurer.id, insurance_member_id: 'MEM-42' }],
    },
  });
  expect(created.errors).toBeUndefined();
  return { studentId: (created.data!.createStudent as { id: string }).id, insurer: insurer.name };
}

// Such a student of the nurse's school.
export async function studentFor(page: Page, token: string, lastName: string) {
  const me = await page.request.post('/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  const schoolId = ((await me.json()) as { schools: { id: string }[] }).schools[0]!.id;
  const { insurer } = await createStudentThroughApi(page.request, token, schoolId, lastName);
  return { schoolId, insurer };
}

export type ApiClaim = {
  schoolId: string;
  linkId: string;
  studentId: string;
  injuryDate: string;
  reportedDate: string;
  activity: string;
  parentInfo?: Record<string, unknown>;
  // the incident the claim is started from
  incidentId?: string;
};

// A claim submitted through the API as the wizard sends it.
export async function postClaimThroughApi(request: APIRequestContext, token: string, claim: ApiClaim) {
  const response = await request.post('/v1/claims', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      data: {
        school_id: claim.schoolId,
        school_third_party_administrator_id: claim.linkId,
        student_id: claim.studentId,
        student_address: { address_1: '5 Field Road', city: 'Austin', state_prov: 'Texas', postal_code: '73301', country: 'United States' },
        parent_info: claim.parentInfo ?? {},
        injury_date: claim.injuryDate,
        injury_reported_date: claim.reportedDate,
        first_treatment_date: claim.reportedDate,
        activity: claim.activity,
        activity_type: 'GAME',
        activity_level: 'INTRAMURAL_SPORT',
        is_work_related: false,
        is_previous_injury: false,
        location_of_injury: 'North field',
        injury_description: 'Rolled the left ankle in a tackle.',
        official_statement: { ...SAMPLE_OFFICIAL_STATEMENT, parent_notified_date: claim.injuryDate },
        is_insured: true,
        submitted_to_tpa_at: claim.reportedDate,
        students_providers: [],
        status: 'PENDING',
        ...(claim.incidentId ? { incident_id: claim.incidentId } : {}),
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const posted = (await response.json()) as { claim_id: string; claim_number: number };
  return { claimId: posted.claim_id, claimNumber: String(posted.claim_number) };
}

// A claim for a new student of the nurse's school to the school's default TPA (the demo's Summit Claims
// Services).
export async function submitClaimThroughApi(page: Page, tokens: { nurse: string; admin: string }, lastName: string, parentInfo: Record<string, unknown>) {
  const { schoolId } = await studentFor(page, tokens.nurse, lastName);
  const students = (await graphqlAs(page.request, tokens.nurse, `query ($school: ID!) { students(schoolId: $school, name: "${lastName}") { items { id } } }`, { school: schoolId }))
    .data as { students: { items: { id: string }[] } };
  const links = (await graphqlAs(page.request, tokens.admin, 'query ($school: ID!) { schoolTpas(schoolId: $school, activeOnly: true) { id is_default tpa_name } }', { school: schoolId }))
    .data as { schoolTpas: { id: string; is_default: boolean; tpa_name: string }[] };
  const link = links.schoolTpas.find((candidate) => candidate.is_default)!;
  expect(link.tpa_name).toBe('Summit Claims Services');
  const claim = await postClaimThroughApi(page.request, tokens.nurse, {
    schoolId,
    linkId: link.id,
    studentId: students.students.items[0]!.id,
    injuryDate: '2026-09-01',
    reportedDate: '2026-09-02',
    activity: 'Soccer',
    parentInfo,
  });
  return { schoolId, ...claim };
}

export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
export const stepHeading = (page: Page, step: string) => expect(page.getByText(new RegExp(`Step \\d of 6: ${step}`))).toBeVisible();

// Steps 1 to 3 of the wizard for the student, leaving it at claim information.
export async function reachClaimInformation(page: Page, lastName: string) {
  await stepHeading(page, 'Select student');
  await page.getByRole('textbox', { name: 'Student name' }).fill(lastName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Select Casey ${lastName}` }).click();
  await stepHeading(page, 'View student');
  await expect(page.getByText(`Casey ${lastName}`).first()).toBeVisible();
  await next(page);
  await stepHeading(page, 'Insurance information');
  await expect(page.getByRole('textbox', { name: 'Member ID' }).first()).toHaveValue('MEM-42');
  await next(page);
  await stepHeading(page, 'Claim information');
}

// The school official's statement with what it requires, and the claim information around it.
export async function fillClaimInformation(page: Page) {
  await chooseOption(page, page.getByRole('combobox', { name: 'Activity', exact: true }), 'Soccer');
  await chooseOption(page, page.getByRole('combobox', { name: 'Activity type' }), 'Game');
  await chooseOption(page, page.getByRole('combobox', { name: 'Activity level' }), 'Intramural Sport');
  await page.getByRole('textbox', { name: 'Date of injury' }).fill('09/01/2026');
  await page.getByRole('textbox', { name: 'Date injury was reported' }).fill('09/02/2026');
  await page.getByRole('textbox', { name: 'Date of first treatment' }).fill('09/02/2026');
  await page.getByRole('radiogroup', { name: 'Is this a previous injury?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('textbox', { name: 'Location of injury' }).fill('North field');
  await page.getByRole('textbox', { name: 'Description of injury' }).fill('Rolled the left ankle in a tackle.');
  await chooseOption(page, page.getByRole('combobox', { name: 'Body part 1', exact: true }), 'Ankle');
  await chooseOption(page, page.getByRole('combobox', { name: 'Side of body part 1' }), 'Left');
  await chooseOption(page, page.getByRole('combobox', { name: 'Nature of injury' }), 'Sprain or strain');
  await chooseOption(page, page.getByRole('combobox', { name: 'How it happened' }), 'Collision with another person');
  await page.getByRole('radiogroup', { name: 'Was the activity school sponsored?' }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('radiogroup', { name: 'Was the activity supervised?' }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('textbox', { name: "Supervisor's name" }).fill('Dana Brooks');
}

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { fieldErrors, stubAdminApi, variablesOf } from '../../../testing/admin-api';
import type { SeasonAuthorization } from '../api/season-campaigns';
import { jsonResponse } from '../../../testing/fetch';
import { renderApp, type RenderAppResult } from '../../../testing/render';
import type { Student } from '../../../entities/students';
import type { AccessEvent } from '../../../entities/access-log';
import type { StudentDisclosure } from '../api/student-disclosures';
import {
  ACME_ID,
  aStudent,
  aStudentProvider,
  BLUE_ID,
  INSURANCE_PROVIDERS,
  OTHER_PROVIDER_ID,
  SCHOOL_ID,
  STUDENT_ID,
} from '../testing/fixtures';

type SaveVariables = { input: { student: Record<string, unknown>; parent: Record<string, unknown>; providers: Array<Record<string, unknown>> } };

// The saved student as the mutation's data, or the refusal as it is.
const answered = <T,>(saved: Student | Response, asData: (student: Student) => T) => (saved instanceof Response ? saved : asData(saved));

const stubStudent = (
  student: Student = aStudent(),
  saved: () => Student | Response = () => student,
  verificationStatus = 'QUEUED',
  disclosures: StudentDisclosure[] = [],
  accessEvents: AccessEvent[] = [],
  authorizations: SeasonAuthorization[] = [],
) =>
  stubAdminApi(
    {
      Student: () => ({ student }),
      StudentSeasonAuthorizations: () => ({ student: { id: student.id, season_authorizations: authorizations } }),
      StudentDisclosures: () => ({ studentDisclosures: { total: disclosures.length, items: disclosures } }),
      StudentAccessLog: () => ({ studentAccessLog: { total: accessEvents.length, items: accessEvents } }),
      StudentAccessPeople: () => ({ studentAccessPeople: [{ id: 'user-nora', name: 'Nora Nurse' }] }),
      InsuranceProviders: () => ({ insuranceProviders: INSURANCE_PROVIDERS }),
      UpdateStudent: () => answered(saved(), (updateStudent) => ({ updateStudent })),
      CreateStudent: () => answered(saved(), (createStudent) => ({ createStudent })),
    },
    {
      '/v1/student/piv': () => jsonResponse({ success: true, status: verificationStatus }),
      [`/v1/students/${STUDENT_ID}/disclosures.csv`]: () => new Response('Disclosed at\r\n', { headers: { 'Content-Type': 'text/csv' } }),
      [`/v1/students/${STUDENT_ID}/access-log.csv?userId=user-nora&action=DOWNLOAD`]: () => new Response('At (UTC)\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    },
  );

const entry = (number: number) => screen.getByRole('region', { name: `Insurance ${number}` });
// click then paste: much faster than typing character by character
const fill = async (user: RenderAppResult['user'], input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};
const findEntry = (number: number) => screen.findByRole('region', { name: `Insurance ${number}` });

describe('Student page', () => {
  it("shows the season authorization on file, until when, who signed it and its digest, and one cancelled since", async () => {
    const signed = { signer_name: 'Gloria Rivera', signer_email: 'gloria@family.test', language: 'es', authorization_version: 'season-authorization-2026-12-01' };
    stubStudent(aStudent(), undefined, undefined, [], [], [
      { ...signed, id: 'au2', signed_at: '2026-12-01T10:00:00.000Z', expires_on: '2027-12-01', revoked_at: null, on_file: true, document_sha256: 'a'.repeat(64) },
      { ...signed, id: 'au1', signed_at: '2026-08-01T10:00:00.000Z', expires_on: '2027-08-01', revoked_at: '2026-09-02T10:00:00.000Z', on_file: false, document_sha256: 'b'.repeat(64) },
    ]);
    renderApp({ path: paths.dashboard.editStudent(SCHOOL_ID, STUDENT_ID) });
    const card = await screen.findByRole('region', { name: 'Season authorization' });
    expect(await within(card).findByText('On file until 12/01/2027')).toBeInTheDocument();
    expect(within(card).getByText('Cancelled on 09/02/2026')).toBeInTheDocument();
    expect(within(card).getAllByText(/Signed by Gloria Rivera \(gloria@family.test\)/)).toHaveLength(2);
    expect(within(card).getByText('a'.repeat(64))).toBeInTheDocument();
  });


  it('edits a student: breadcrumbs, stored values, status reset on a member id change, and Update', async () => {
    const { calls } = stubStudent();
    const { user } = renderApp({ path: paths.dashboard.editStudent(SCHOOL_ID, STUDENT_ID) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Student' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Students' })).toHaveAttribute('href', paths.dashboard.students(SCHOOL_ID));
    const first = await findEntry(1);
    expect(within(first).getByText('Status: Verified')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Verify' })).toBeEnabled();

    const memberId = within(first).getByRole('textbox', { name: 'Member ID' });
    await user.clear(memberId);
    await user.type(memberId, 'M-2');
    expect(within(first).getByText('Status: Not Verified')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Verify' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Student updated')).toBeInTheDocument();
    const [variables] = variablesOf(calls, 'UpdateStudent') as SaveVariables[];
    expect(variables?.input.student).toMatchObject({ first_name: 'Maya', last_name: 'Lopez', date_of_birth: '2010-04-09', gender: 'F', state_prov: 'Illinois' });
    expect(variables?.input.providers).toEqual([
      expect.objectContaining({
        id: aStudentProvider().id,
        insurance_provider_id: ACME_ID,
        is_other_provider: false,
        insurance_member_id: 'M-2',
        primary: true,
      }),
    ]);
  });

  it.each([
    ['QUEUED', 'Sent for verification. The status shows Queued until the insurer answers.'],
    ['VERIFIED', 'Verification completed: Verified'],
  ])('verifies a saved entry and says what the answer %s means', async (status, text) => {
    const { calls } = stubStudent(aStudent(), undefined, status);
    const { user } = renderApp({ path: paths.dashboard.editStudent(SCHOOL_ID, STUDENT_ID) });
    await findEntry(1);
    await user.click(within(entry(1)).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Verification completed')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/v1/student/piv').map((call) => call.body)).toEqual([
      { studentProviderId: aStudentProvider().id },
    ]);
  });

  it("lists the student's disclosures, newest first, each with its claim, recipient, contents, signer and basis, and exports them", async () => {
    const disclosure = (values: Partial<StudentDisclosure>): StudentDisclosure => ({
      id: 'd1',
      claim_id: 'claim-1',
      claim_number: 100012,
      recipient: 'claims@tpa.test',
      kind: 'CLAIM',
      items: ['Claim form (claim-100012.pdf)', 'Itemized bill (bill.pdf)'],
      disclosed_at: '2026-09-02T15:00:00.000Z',
      disclosed_by_name: 'Nora Nurse',
      basis: 'SCHOOL_CLAIM',
      ...values,
    });
    const { callsTo } = stubStudent(aStudent(), undefined, 'QUEUED', [
      disclosure({ id: 'd3', kind: 'TPA_LINK_VIEW', items: ["The claim's summary on the TPA's link page"], disclosed_by_name: null }),
      disclosure({ id: 'd2', kind: 'SUPPLEMENT', items: ['Claim form (claim-100012.pdf)'], disclosed_by_name: null, basis: 'PARENT_AUTHORIZATION' }),
      disclosure({}),
    ]);
    const { user } = renderApp({ path: paths.dashboard.editStudent(SCHOOL_ID, STUDENT_ID) });
    const section = await screen.findByRole('region', { name: 'Disclosures' });
    const table = await within(section).findByRole('table', { name: 'Disclosures' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/TPA opened its linkThe claim's summary on the TPA's link pageThe TPA, by its link/),
      expect.stringMatching(/100012claims@tpa\.testSupplementClaim form \(claim-100012\.pdf\)The parent, by signingParent's signed authorization$/),
      expect.stringMatching(/100012claims@tpa\.testClaimClaim form \(claim-100012\.pdf\); Itemized bill \(bill\.pdf\)Nora NurseSchool's claim under its accident policy$/),
    ]);
    expect(within(rows[2]!).getByRole('link', { name: '100012' })).toHaveAttribute('href', paths.dashboard.claim(SCHOOL_ID, 'claim-1'));

    await user.click(within(section).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(callsTo(`/v1/students/${STUDENT_ID}/disclosures.csv`)).toHaveLength(1));
  });

  it("shows who looked at the student's records, filters them by person and action, and exports what it shows", async () => {
    const event = (values: Partial<AccessEvent>): AccessEvent => ({
      id: 'e1',
      at: '2026-09-02T15:00:00.000Z',
      user_id: 'user-nora',
      user_name: 'Nora Nurse',
      link: null,
      action: 'VIEW',
      resource: 'STUDENT',
      student_count: 1,
      claim_count: 0,
      claim_numbers: [],
      incident_count: 0,
      incident_numbers: [],
      document_count: 0,
      ip: '10.0.0.7',
      user_agent: 'Firefox/140',
      ...values,
    });
    const { calls, callsTo } = stubStudent(aStudent(), undefined, 'QUEUED', [], [
      event({ id: 'e3', action: 'DOWNLOAD', resource: 'DOCUMENT', claim_count: 1, claim_numbers: [100012], document_count: 1 }),
      event({ id: 'e2', user_id: null, user_name: null, link: 'TPA_LINK', resource: 'CLAIM', claim_count: 1, claim_numbers: [100012], ip: null }),
      event({ id: 'e4', resource: 'INCIDENT', incident_count: 1, incident_numbers: [500007] }),
      event({ id: 'e1', student_count: 25 }),
    ]);
    const { user } = renderApp({ path: paths.dashboard.editStudent(SCHOOL_ID, STUDENT_ID) });
    const section = await screen.findByRole('region', { name: 'Access log' });
    const table = await within(section).findByRole('table', { name: 'Access log' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Nora NurseDownloadedClaim document · claim 100012 · 1 document10\.0\.0\.7$/),
      expect.stringMatching(/The TPA, by its claim linkViewedClaim · claim 100012Unknown$/),
      expect.stringMatching(/Nora NurseViewedIncident report · incident 50000710\.0\.0\.7$/),
      expect.stringMatching(/Nora NurseViewedStudent record · 25 students10\.0\.0\.7$/),
    ]);

    await user.click(within(section).getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Nora Nurse' }));
    await user.click(within(section).getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Downloaded' }));
    await user.click(within(section).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(variablesOf(calls, 'StudentAccessLog').at(-1)).toMatchObject({ studentId: STUDENT_ID, filter: { userId: 'user-nora', action: 'DOWNLOAD' }, offset: 0 }));

    await user.click(within(section).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(callsTo(`/v1/students/${STUDENT_ID}/access-log.csv?userId=user-nora&action=DOWNLOAD`)).toHaveLength(1));

    // days the wrong way round are said at the field and not searched
    await user.type(within(section).getByRole('textbox', { name: 'From day' }), '09/10/2026');
    await user.type(within(section).getByRole('textbox', { name: 'To day' }), '09/01/2026');
    await user.click(section);
    expect(await within(section).findByText('The last day comes before the first.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it("lets an admin delete the student for good with the district's reference, then shows the school's students", async () => {
    const certificate = { id: 'c1', kind: 'STUDENT' as const, subject: 'A student of Lincoln High', reference: 'REQ-9', requested_by_name: 'Ada Admin', performed_at: '2026-11-29T10:00:00.000Z', counts: [], pdf_url: '/v1/deletion-certificates/c1/pdf' };
    const stub = stubAdminApi({
      Student: () => ({ student: aStudent() }),
      StudentSeasonAuthorizations: () => ({ student: { id: STUDENT_ID, season_authorizations: [] } }),
      StudentDisclosures: () => ({ studentDisclosures: { total: 0, items: [] } }),
      StudentAccessLog: () => ({ studentAccessLog: { total: 0, items: [] } }),
      StudentAccessPeople: () => ({ studentAccessPeople: [] }),
      InsuranceProviders: () => ({ insuranceProviders: INSURANCE_PROVIDERS }),
      Students: () => ({ students: { total: 0, items: [] } }),
      StudentsSchool: () => ({ school: { id: SCHOOL_ID, allow_students_import: false } }),
      DeleteStudentForGood: () => ({ deleteStudentForGood: certificate }),
    });
    const { user, router } = renderApp({ path: paths.dashboard.editStudent(SCHOOL_ID, STUDENT_ID) });
    const section = await screen.findByRole('region', { name: 'Delete this student for good' });
    await user.click(within(section).getByRole('button', { name: 'Delete for good' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this student for good' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: "District's reference" }), 'REQ-9');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.students(SCHOOL_ID)));
    expect(await screen.findByText('Deleted for good. Its certificate is under Data requests.')).toBeInTheDocument();
    expect(variablesOf(stub.calls, 'DeleteStudentForGood')).toEqual([{ id: STUDENT_ID, reference: 'REQ-9' }]);
  });

  it('hides the status where the school does not show it, and offers no Verify without can_verify', async () => {
    stubStudent(aStudent({ show_verification_status: false, can_verify: false }));
    renderApp({ path: paths.dashboard.editStudent(SCHOOL_ID, STUDENT_ID) });
    await findEntry(1);
    expect(within(entry(1)).queryByText(/Status:/)).not.toBeInTheDocument();
    expect(within(entry(1)).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('makes a second entry primary, and asks before deleting a saved entry', async () => {
    const student = aStudent({
      providers: [
        aStudentProvider(),
        aStudentProvider({ id: OTHER_PROVIDER_ID, insurance_provider_id: BLUE_ID, name: 'Blue Shield', primary: false, insurance_member_id: 'B-9' }),
      ],
    });
    const { calls } = stubStudent(student);
    const { user } = renderApp({ path: paths.dashboard.editStudent(SCHOOL_ID, STUDENT_ID) });
    await findEntry(1);
    expect(within(entry(1)).getByRole('button', { name: 'Clear' })).toBeDisabled();

    await user.click(within(entry(2)).getByRole('button', { name: 'Make primary' }));
    expect(within(entry(1)).getByRole('textbox', { name: 'Member ID' })).toHaveValue('B-9');

    await user.click(within(entry(2)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the provider?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Insurance 2' })).not.toBeInTheDocument());
    expect(within(entry(1)).getByRole('button', { name: 'Clear' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Student updated');
    const [variables] = variablesOf(calls, 'UpdateStudent') as SaveVariables[];
    expect(variables?.input.providers).toEqual([expect.objectContaining({ id: OTHER_PROVIDER_ID, primary: true })]);
  });

  it('checks the required fields before creating, saying each empty one is required', async () => {
    const { calls } = stubStudent(aStudent(), () => fieldErrors('VALIDATION_FAILED', { 'student.last_name': 'LAST_NAME_MAX' }));
    const { user } = renderApp({ path: paths.dashboard.newStudent(SCHOOL_ID) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Student' })).toBeInTheDocument();
    const student = screen.getByRole('region', { name: 'Student Information' });
    // no gender is preselected: the choice is deliberate
    expect(within(student).getByRole('combobox', { name: /Gender/ })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(student).findByText('Enter the date of birth.')).toBeInTheDocument();
    expect(within(student).getByRole('textbox', { name: /Address 1/ })).toHaveAccessibleDescription('Enter the address.');
    expect(within(student).getByRole('textbox', { name: /City/ })).toHaveAccessibleDescription('Enter the city.');
    expect(within(student).getByRole('textbox', { name: /Zip/ })).toHaveAccessibleDescription('Enter the zip code.');
    expect(within(student).getByText('Choose a gender.')).toBeInTheDocument();
    expect(within(student).getByText('Choose a state.')).toBeInTheDocument();
    expect(screen.queryByText(/Use at most/)).not.toBeInTheDocument();
    expect(variablesOf(calls, 'CreateStudent')).toEqual([]);
  });

  it('asks for the address of a student imported without one (a OneRoster roster has none) before updating, and shows the guardian', async () => {
    const guardian = { first_name: 'Rosa', last_name: 'Lopez', email: 'rosa.lopez@example.test', phone: '916-555-0101' };
    const noAddress = { address_1: null, address_2: null, city: null, state_prov: null, postal_code: null, country: null, employer_name: null, employer_phone: null, language: null };
    // no insurance entry either: the school adds it
    // nor a birth date, from a file without demographics: the page says so and asks for it
    const imported = aStudent({ address_1: '', address_2: null, city: '', state_prov: null, postal_code: '', date_of_birth: null, providers: [], parents_info: { ...guardian, ...noAddress } });
    const { calls } = stubStudent(imported);
    const { user } = renderApp({ path: paths.dashboard.editStudent(SCHOOL_ID, STUDENT_ID) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Student' })).toBeInTheDocument();
    const parent = await screen.findByRole('region', { name: 'Parent Information' });
    expect(await within(parent).findByRole('textbox', { name: /First name/ })).toHaveValue('Rosa');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    const student = screen.getByRole('region', { name: 'Student Information' });
    await waitFor(() => expect(within(student).getByRole('textbox', { name: /Address 1/ })).toHaveAccessibleDescription('Enter the address.'));
    expect(within(student).getByRole('textbox', { name: /City/ })).toHaveAccessibleDescription('Enter the city.');
    expect(within(student).getByRole('textbox', { name: /Zip/ })).toHaveAccessibleDescription('Enter the zip code.');
    expect(within(student).getByRole('textbox', { name: /Date of birth/ })).toHaveAccessibleDescription('Enter the date of birth.');
    expect(within(student).getByRole('alert')).toHaveTextContent("The district's roster gave no birth date for this student.");
    expect(variablesOf(calls, 'UpdateStudent')).toEqual([]);
  });

  it('takes the date of birth as MM/DD/YYYY, and keeps a future one with a reason', async () => {
    const { calls } = stubStudent();
    const { user } = renderApp({ path: paths.dashboard.newStudent(SCHOOL_ID) });
    const student = await screen.findByRole('region', { name: 'Student Information' });
    const dob = within(student).getByRole('textbox', { name: /Date of birth/ });
    expect(dob).toHaveAttribute('placeholder', 'MM/DD/YYYY');

    await fill(user, dob, '01/02/2999');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(student).findByText('The date cannot be in the future.')).toBeInTheDocument();
    expect(dob).toHaveValue('01/02/2999');
    expect(within(student).queryByText('Enter the date of birth.')).not.toBeInTheDocument();
    expect(variablesOf(calls, 'CreateStudent')).toEqual([]);
  });

  it('shows a stored date of birth as MM/DD/YYYY', async () => {
    stubStudent();
    renderApp({ path: paths.dashboard.editStudent(SCHOOL_ID, STUDENT_ID) });
    const student = await screen.findByRole('region', { name: 'Student Information' });
    await waitFor(() => expect(within(student).getByRole('textbox', { name: /Date of birth/ })).toHaveValue('04/09/2010'));
  });

  it('sends a Canadian address and an Other provider, and puts server field errors on their inputs', async () => {
    const { calls } = stubStudent(aStudent(), () => fieldErrors('VALIDATION_FAILED', { 'student.last_name': 'LAST_NAME_MAX' }));
    const { user } = renderApp({ path: paths.dashboard.newStudent(SCHOOL_ID) });

    const student = await screen.findByRole('region', { name: 'Student Information' });
    await fill(user, within(student).getByRole('textbox', { name: /First name/ }), 'Ana');
    await fill(user, within(student).getByRole('textbox', { name: /Last name/ }), 'Ruiz');
    await fill(user, within(student).getByRole('textbox', { name: /Date of birth/ }), '02/03/2011');
    await user.click(within(student).getByRole('combobox', { name: /Gender/ }));
    await user.click(await screen.findByRole('option', { name: 'Neutral' }));
    await fill(user, within(student).getByRole('textbox', { name: /Address 1/ }), '2 Elm St');
    await fill(user, within(student).getByRole('textbox', { name: /City/ }), 'Toronto');
    await user.click(within(student).getByRole('switch', { name: 'Canadian address' }));
    await user.click(within(student).getByRole('combobox', { name: /Province/ }));
    await user.click(await screen.findByRole('option', { name: 'Ontario' }));
    await fill(user, within(student).getByRole('textbox', { name: /Zip/ }), 'M5V 2T6');

    await user.click(within(entry(1)).getByRole('combobox', { name: 'Insurance company' }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText("Enter the provider's name.")).toBeInTheDocument();
    await fill(user, within(entry(1)).getByRole('textbox', { name: /Provider name/ }), 'Local Mutual');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Use at most 75 characters.')).toBeInTheDocument();
    const [variables] = variablesOf(calls, 'CreateStudent') as Array<SaveVariables & { schoolId: string }>;
    expect(variables?.schoolId).toBe(SCHOOL_ID);
    expect(variables?.input.student).toMatchObject({ country: 'CANADA', state_prov: 'Ontario', date_of_birth: '2011-02-03', gender: 'X' });
    expect(variables?.input.providers).toEqual([
      expect.objectContaining({ insurance_provider_id: null, is_other_provider: true, provider_name: 'Local Mutual', primary: true }),
    ]);
  });

  it('goes to the new student once created', async () => {
    const created = aStudent({ first_name: 'Ana' });
    stubStudent(created, () => created);
    const { user, router } = renderApp({ path: paths.dashboard.newStudent(SCHOOL_ID) });
    await screen.findByRole('heading', { level: 1, name: 'Add Student' });
    const student = await screen.findByRole('region', { name: 'Student Information' });
    await fill(user, within(student).getByRole('textbox', { name: /First name/ }), 'Ana');
    await fill(user, within(student).getByRole('textbox', { name: /Last name/ }), 'Ruiz');
    await fill(user, within(student).getByRole('textbox', { name: /Date of birth/ }), '2011-02-03');
    await user.click(within(student).getByRole('combobox', { name: /Gender/ }));
    await user.click(await screen.findByRole('option', { name: 'Female' }));
    await fill(user, within(student).getByRole('textbox', { name: /Address 1/ }), '2 Elm St');
    await fill(user, within(student).getByRole('textbox', { name: /City/ }), 'Springfield');
    await user.click(within(student).getByRole('combobox', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'Illinois' }));
    await fill(user, within(student).getByRole('textbox', { name: /Zip/ }), '62701');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Student created.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.editStudent(SCHOOL_ID, STUDENT_ID)));
  });
});

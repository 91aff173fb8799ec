import { SAMPLE_OFFICIAL_STATEMENT } from '@claims/shared/samples';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { claimDraftKey } from '../../../lib/storage';
import { stubAdminApi, variablesOf } from '../../../testing/admin-api';
import { jsonResponse, networkFailure, type StubHandler } from '../../../testing/fetch';
import { renderApp, type RenderAppResult } from '../../../testing/render';
import { ADMIN_SESSION } from '../../../testing/session';
import type { Student } from '../../../entities/students';
import type { IncidentQuery } from '../../../gql/graphql';
import type { NearClaim } from '../api/get-claims-near-injury';
import { newDraft, type WizardDraft } from '../components/wizard/wizard-draft';
import { aClaimRecord } from '../view/fixtures';
import {
  aClaim,
  aStudent,
  ACME_ID,
  ACTIVITIES,
  CLAIM_ID,
  INSURANCE_COMPANIES,
  LINK_ID,
  PROVIDER_ID,
  SCHOOL,
  SCHOOL_ID,
  SCHOOL_TPAS,
  STUDENT_ID,
} from '../testing/fixtures';

type User = RenderAppResult['user'];

const DOCUMENT_ID = '99999999-9999-4999-8999-999999999999';

const submitted = (): StubHandler => () => jsonResponse({ success: true, claim_id: CLAIM_ID, claim_number: 124 });
const uploaded = (): StubHandler => () =>
  jsonResponse({ document: { id: DOCUMENT_ID, kind: 'EOB', filename: 'eob.pdf', content_type: 'application/pdf', size: 4096, created_at: '2026-01-12T10:00:00Z', url: '/v1/files/x' } });
// A server too busy to start the work: 503 with Retry-After (0 s here, so that the retry goes at once).
const busyServer: StubHandler = () => new Response(JSON.stringify({ error: 'SERVICE_UNAVAILABLE' }), { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '0' } });

const stubWizard = ({
  student = aStudent(),
  submit = submitted(),
  upload = uploaded(),
  heldDocuments,
  school = SCHOOL,
  nearClaims = [],
  incident,
}: { student?: Student; submit?: StubHandler | StubHandler[]; upload?: StubHandler | StubHandler[]; heldDocuments?: string[]; school?: typeof SCHOOL; nearClaims?: NearClaim[]; incident?: IncidentQuery['incident'] } = {}) =>
  stubAdminApi(
    {
      ...(incident ? { Incident: () => ({ incident }) } : {}),
      Students: () => ({
        students: {
          total: 1,
          items: [
            {
              id: student.id,
              first_name: student.first_name,
              last_name: student.last_name,
              academic_id: student.academic_id,
              date_of_birth: student.date_of_birth,
              city: student.city,
              state_prov: student.state_prov,
            },
          ],
        },
      }),
      Student: () => ({ student }),
      CreateStudent: () => ({ createStudent: { ...student, providers: [] } }),
      ClaimWizardSchool: () => ({ school }),
      SchoolTpas: () => ({ schoolTpas: SCHOOL_TPAS }),
      Activities: () => ({ activities: ACTIVITIES }),
      InsuranceProviders: () => ({ insuranceProviders: INSURANCE_COMPANIES }),
      ClaimWizardClaim: () => ({ claim: aClaim() }),
      // the server still holds every draft document the wizard keeps
      DraftDocuments: (variables: unknown) => ({ claimDocuments: (heldDocuments ?? (variables as { ids: string[] }).ids).map((id) => ({ id })) }),
      // the claim's page, where the wizard goes once the claim is saved (its content is that page's tests')
      ClaimRecord: () => ({ claim: aClaimRecord({ id: CLAIM_ID }) }),
      ActiveSchools: () => ({ activeSchools: [{ id: SCHOOL_ID, name: 'Lincoln High' }] }),
      ClaimsNearInjury: () => ({ claimsNearInjury: nearClaims }),
    },
    {
      '/v1/claims': submit,
      [`/v1/claims/${CLAIM_ID}`]: submit,
      '/v1/claim-documents': upload,
    },
  );

const NEW_CLAIM_PATH = paths.dashboard.newClaim(SCHOOL_ID);
const draftKey = (claimId?: string) => claimDraftKey(ADMIN_SESSION.user.id, SCHOOL_ID, claimId);

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

// click then paste: much faster than typing character by character
const fill = async (user: User, input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};

const choose = async (user: User, label: RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

const answer = async (user: User, question: string, option: 'Yes' | 'No') =>
  user.click(within(screen.getByRole('radiogroup', { name: new RegExp(question) })).getByRole('radio', { name: option }));

const fillClaimInformation = async (user: User) => {
  await choose(user, /Activity$/, 'Basketball');
  await choose(user, /Activity type/, 'Game');
  await choose(user, /Activity level/, 'Intercollegiate');
  await fill(user, screen.getByRole('textbox', { name: /Date of injury/ }), '01/10/2026');
  await fill(user, screen.getByRole('textbox', { name: /Date injury was reported/ }), '01/11/2026');
  await fill(user, screen.getByRole('textbox', { name: /Date of first treatment/ }), '01/12/2026');
  await answer(user, 'Is this a previous injury', 'No');
  await fill(user, screen.getByRole('textbox', { name: /Location of injury/ }), 'Gym');
  await fill(user, screen.getByRole('textbox', { name: /Injury detail/ }), 'Sprain');
  await fill(user, screen.getByRole('textbox', { name: /Description of injury/ }), 'Twisted ankle on a rebound.');
  // the school official's statement: what it requires
  await choose(user, /Body part 1/, 'Ankle');
  await choose(user, /Side of body part 1/, 'Left');
  await choose(user, /Nature of injury/, 'Sprain or strain');
  await choose(user, /How it happened/, 'Fall');
  await answer(user, 'school sponsored', 'Yes');
  await answer(user, 'supervised', 'Yes');
  await fill(user, screen.getByRole('textbox', { name: /Supervisor's name/ }), 'Dana Brooks');
};

// A draft already at the preview, as the steps leave it.
const previewDraft = (): WizardDraft => ({
  ...newDraft('draft-key-1'),
  step: 'preview',
  data: {
    studentId: STUDENT_ID,
    studentAddress: { address_1: '1 Main St', address_2: '', city: 'Springfield', state_prov: 'Illinois', postal_code: '62701', country: 'United States' },
    studentDateOfBirth: null,
    parentInfo: { first_name: 'Rosa', last_name: 'Lopez', city: 'Springfield', state_prov: 'Illinois', country: 'United States' },
    hasInsurance: 'YES',
    insuranceEntries: [
      {
        id: PROVIDER_ID,
        insurance_provider_id: ACME_ID,
        is_other_provider: false,
        provider_name: '',
        insurance_member_id: 'M-1',
        insurance_group_id: 'G-1',
        phone: '555-111-2222',
      },
    ],
    claimInformation: {
      school_third_party_administrator_id: LINK_ID,
      benefits_due_another_provider: null,
      injury_date: '2026-01-10',
      injury_reported_date: '2026-01-11',
      activity: 'Basketball',
      activity_type: 'GAME',
      activity_level: 'INTERCOLLEGIATE',
      is_work_related: false,
      is_previous_injury: false,
      location_of_injury: 'Gym',
      injury_description: 'Twisted ankle on a rebound.',
      injury_type: 'Sprain',
      first_treatment_date: '2026-01-12',
      official_statement: SAMPLE_OFFICIAL_STATEMENT,
    },
    documents: [],
    signed: true,
    incidentId: null,
    reportedText: null,
  },
});

const storeDraft = (draft: WizardDraft, claimId?: string) => window.localStorage.setItem(draftKey(claimId), JSON.stringify(draft));

const section = (name: string) => screen.getByRole('region', { name });

// a stored draft is offered first; Continue takes it up where it was left
const continueDraft = async (user: User) => user.click(await screen.findByRole('button', { name: 'Continue' }));

// The wizard opened on a stored draft, continued at its step.
const resumeDraft = async (draft: WizardDraft, step: string) => {
  storeDraft(draft);
  const rendered = renderApp({ path: NEW_CLAIM_PATH });
  await continueDraft(rendered.user);
  await stepHeading(step);
  return rendered;
};

// An incident a coach reported in `language`, as the claim wizard reads it.
const anIncident = (language: string | null): IncidentQuery['incident'] => ({
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  incident_number: 500001,
  school_id: SCHOOL_ID,
  school_name: 'Lincoln High',
  person_kind: 'STUDENT',
  student_id: STUDENT_ID,
  student_first_name: 'Maya',
  student_last_name: 'Lopez',
  person_name: null,
  injury_date: '2026-01-10',
  location_of_injury: 'Gimnasio',
  injury_description: 'Se torció el tobillo al caer.',
  injury_type: null,
  activity: 'Basketball',
  activity_type: 'GAME',
  official_statement: SAMPLE_OFFICIAL_STATEMENT,
  language,
  serious: false,
  status: 'REPORTED',
  reported_by_name: 'Carlos Mendez',
  reviewed_at: null,
  closed_at: null,
  claim_id: null,
  created_at: '2026-01-11T15:00:00.000Z',
  return_to_play: null,
  photos: [],
  history: [],
});

// Opened from the incident's page, through to the claim's information.
const claimInformationFrom = async (incident: IncidentQuery['incident']) => {
  stubWizard({ incident });
  const { user } = renderApp({ path: `${NEW_CLAIM_PATH}?incident=${incident!.id}` });
  await stepHeading('View student');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await stepHeading('Insurance information');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await stepHeading('Claim information');
  return user;
};

const FROM_SPANISH = 'Taken from the report, written in Spanish. The claim goes to the TPA in English: write it in English.';

describe('a claim started from an incident', () => {
  it("marks the answers in the report's Spanish words until they are written again for the TPA", async () => {
    const user = await claimInformationFrom(anIncident('es'));
    const location = screen.getByRole('textbox', { name: /Location of injury/ });
    const description = screen.getByRole('textbox', { name: /Description of injury/ });
    expect(location).toHaveValue('Gimnasio');
    expect(location).toHaveAccessibleDescription(FROM_SPANISH);
    expect(description).toHaveAccessibleDescription(FROM_SPANISH);

    await user.clear(location);
    await fill(user, location, 'Gym');
    expect(location).not.toHaveAccessibleDescription(FROM_SPANISH);
    expect(description).toHaveAccessibleDescription(FROM_SPANISH);
  });

  it('marks nothing of a report written in English', async () => {
    await claimInformationFrom(anIncident('en'));
    expect(screen.getByRole('textbox', { name: /Location of injury/ })).toHaveValue('Gimnasio');
    expect(screen.queryByText(FROM_SPANISH)).not.toBeInTheDocument();
  });
});

describe('Claim wizard', () => {
  it('reports a claim through the six steps and sends the payload once, with the draft key', async () => {
    const { calls, callsTo } = stubWizard();
    const { user, router } = renderApp({ path: NEW_CLAIM_PATH });

    expect(await screen.findByRole('heading', { level: 1, name: 'Report new claim' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Service center' })).toHaveAttribute('href', paths.dashboard.school(SCHOOL_ID));

    // select student: search by name, then choose from the results
    await fill(user, await screen.findByRole('textbox', { name: 'Student name' }), 'lop');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(variablesOf(calls, 'Students').at(-1)).toMatchObject({ name: 'lop' }));
    await user.click(await screen.findByRole('button', { name: 'Select Maya Lopez' }));

    // view student
    await stepHeading('View student');
    expect(section('Student information')).toHaveTextContent('1 Main St, Springfield, Illinois 62701, United States');
    expect(section('Parent/guardian information')).toHaveTextContent('Rosa Lopez');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // insurance: preloaded from the student's saved provider
    await stepHeading('Insurance information');
    const entry = screen.getByRole('region', { name: 'Insurance 1' });
    expect(within(entry).getByRole('combobox', { name: /Insurance company/ })).toHaveValue('Acme Health');
    expect(within(entry).getByRole('textbox', { name: 'Member ID' })).toHaveValue('M-1');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // claim information: the default TPA preselected, work related defaults to No
    await stepHeading('Claim information');
    expect(screen.getByRole('combobox', { name: /Third party administrator/ })).toHaveValue('SCS - Summit Claims Services');
    expect(within(screen.getByRole('radiogroup', { name: /work related/ })).getByRole('radio', { name: 'No' })).toBeChecked();
    await fillClaimInformation(user);
    // a document: what it is is asked first, then the file goes up at once
    const documents = screen.getByRole('group', { name: 'Documents' });
    await user.upload(documents.querySelector('input[type="file"]')!, new File(['%PDF-1.4'], 'eob.pdf', { type: 'application/pdf' }));
    await user.click(within(documents).getByRole('button', { name: 'Attach' }));
    expect(await within(documents).findByText('Choose what the document is.')).toBeInTheDocument();
    await user.click(within(documents).getByRole('combobox', { name: 'What is it?' }));
    await user.click(await screen.findByRole('option', { name: 'Explanation of benefits (EOB)' }));
    await user.click(within(documents).getByRole('button', { name: 'Attach' }));
    expect(await within(documents).findByRole('cell', { name: 'eob.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // signature: the Texas notice, who submits, Next only once checked
    await stepHeading('Signature');
    expect(screen.getByRole('region', { name: 'Authorization' })).toHaveTextContent('valid for 12 months');
    expect(screen.getByRole('region', { name: 'Fraud warning' })).toHaveTextContent('General');
    expect(screen.getByText('Submitted by: Ada Admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // preview, then one submission even on a double click
    await stepHeading('Claim preview');
    expect(section('Claim information')).toHaveTextContent('01/10/2026');
    expect(section('Insurance information')).toHaveTextContent('Acme Health');
    await user.dblClick(screen.getByRole('button', { name: 'Submit claim' }));

    expect(await screen.findByText('Claim 124 created.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.claim(SCHOOL_ID, CLAIM_ID)));
    const sent = callsTo('/v1/claims');
    expect(sent).toHaveLength(1);
    const headers = new Headers(sent[0]?.init?.headers);
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]?.body).toEqual({
      data: {
        school_id: SCHOOL_ID,
        school_third_party_administrator_id: LINK_ID,
        student_id: STUDENT_ID,
        student_address: {
          address_1: '1 Main St',
          address_2: null,
          city: 'Springfield',
          state_prov: 'Illinois',
          postal_code: '62701',
          country: 'United States',
        },
        parent_info: expect.objectContaining({ first_name: 'Rosa', last_name: 'Lopez', city: 'Springfield' }),
        injury_date: '2026-01-10',
        injury_reported_date: '2026-01-11',
        first_treatment_date: '2026-01-12',
        activity: 'Basketball',
        activity_type: 'GAME',
        activity_level: 'INTERCOLLEGIATE',
        is_work_related: false,
        is_previous_injury: false,
        location_of_injury: 'Gym',
        injury_description: 'Twisted ankle on a rebound.',
        injury_type: 'Sprain',
        official_statement: expect.objectContaining({
          body_parts: [{ part: 'ANKLE', side: 'LEFT' }],
          nature_of_injury: 'SPRAIN_STRAIN',
          mechanism: 'FALL',
          is_school_sponsored: true,
          is_supervised: true,
          supervisor_name: 'Dana Brooks',
          witnesses: [],
        }),
        is_insured: true,
        submitted_to_tpa_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        benefits_due_another_provider: null,
        students_providers: [
          {
            id: PROVIDER_ID,
            insurance_provider_id: ACME_ID,
            is_other_provider: false,
            provider_name: null,
            insurance_member_id: 'M-1',
            insurance_group_id: 'G-1',
            phone: '555-111-2222',
          },
        ],
        document_ids: [DOCUMENT_ID],
        status: 'PENDING',
      },
    });
    expect(window.localStorage.getItem(draftKey())).toBeNull();
  });

  it('shows each claim-information rule with its key, and limits activities to the link', async () => {
    stubWizard();
    const { user } = await resumeDraft({ ...previewDraft(), step: 'claimInformation', data: { ...previewDraft().data, claimInformation: null } }, 'Claim information');

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    for (const text of [
      'Enter the date of injury.',
      'Enter the date the injury was reported.',
      'Enter the date of first treatment.',
      'Choose an activity.',
      'Choose an activity type.',
      'Choose an activity level.',
      'Answer whether this is a previous injury.',
      'Enter the location of the injury.',
      'Describe the injury.',
      'Choose the body part.',
      'Choose the side.',
      'Choose the nature of the injury.',
      'Choose how it happened.',
      'Say whether the activity was school sponsored.',
      'Say whether the activity was supervised.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Claim information' })).toBeInTheDocument();

    // the default link offers only its sports; a link without sports offers all
    await user.click(screen.getByRole('combobox', { name: /Activity$/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Basketball']);
    await user.keyboard('{Escape}');
    await choose(user, /Third party administrator/, 'ACS - Apex Claims');
    await user.click(screen.getByRole('combobox', { name: /Activity$/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Basketball', 'Soccer']);
    await user.keyboard('{Escape}');

    // a typed future date is kept, and refused with its key
    await fill(user, screen.getByRole('textbox', { name: /Date of first treatment/ }), '01/01/2099');
    await fill(user, screen.getByRole('textbox', { name: /Date of injury/ }), '01/10/2026');
    await fill(user, screen.getByRole('textbox', { name: /Date injury was reported/ }), '01/09/2026');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The reported date cannot be before the date of injury.')).toBeInTheDocument();
    expect(screen.getByText('The date cannot be in the future.')).toBeInTheDocument();
    expect(screen.getByText('Step 4 of 6: Claim information')).toBeInTheDocument();
  });

  it('drops from a reloaded draft a document the server no longer holds, so the submission is not refused for it', async () => {
    stubWizard({ heldDocuments: [] });
    const gone = { id: DOCUMENT_ID, kind: 'EOB' as const, filename: 'old-eob.pdf', content_type: 'application/pdf', size: 2048 };
    await resumeDraft({ ...previewDraft(), step: 'claimInformation', data: { ...previewDraft().data, documents: [gone] } }, 'Claim information');
    const documents = screen.getByRole('group', { name: 'Documents' });
    expect(await within(documents).findByText('No documents attached.')).toBeInTheDocument();
    expect(within(documents).queryByText('old-eob.pdf')).not.toBeInTheDocument();
  });

  it('keeps a half-filled wizard across a reload', async () => {
    stubWizard();
    const first = renderApp({ path: NEW_CLAIM_PATH });
    await first.user.click(await screen.findByRole('button', { name: 'Select Maya Lopez' }));
    await stepHeading('View student');
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Insurance information');
    const memberId = within(await screen.findByRole('region', { name: 'Insurance 1' })).getByRole('textbox', { name: 'Member ID' });
    await first.user.clear(memberId);
    await fill(first.user, memberId, 'M-77');
    first.unmount();

    const second = renderApp({ path: NEW_CLAIM_PATH });
    await continueDraft(second.user);
    await stepHeading('Insurance information');
    expect(within(await screen.findByRole('region', { name: 'Insurance 1' })).getByRole('textbox', { name: 'Member ID' })).toHaveValue('M-77');
    await second.user.click(screen.getByRole('button', { name: 'Previous' }));
    await stepHeading('View student');
  });

  it('edits each section from the preview: Save keeps, Cancel restores, both return to the preview', async () => {
    stubWizard();
    const { user } = await resumeDraft(previewDraft(), 'Claim preview');

    // claim information: Cancel drops the change
    await user.click(screen.getByRole('button', { name: 'Edit Claim information' }));
    await stepHeading('Claim information');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    const location = screen.getByRole('textbox', { name: /Location of injury/ });
    await user.clear(location);
    await fill(user, location, 'Track');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await stepHeading('Claim preview');
    expect(section('Claim information')).toHaveTextContent('Gym');

    // claim information: Save keeps it
    await user.click(screen.getByRole('button', { name: 'Edit Claim information' }));
    await stepHeading('Claim information');
    await user.clear(screen.getByRole('textbox', { name: /Location of injury/ }));
    await fill(user, screen.getByRole('textbox', { name: /Location of injury/ }), 'Track');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await stepHeading('Claim preview');
    expect(section('Claim information')).toHaveTextContent('Track');

    // view student: Cancel restores the removed parent info
    await user.click(screen.getByRole('button', { name: 'Edit Student' }));
    await stepHeading('View student');
    await user.click(screen.getByRole('button', { name: 'Remove parent/guardian info' }));
    expect(section('Parent/guardian information')).toHaveTextContent('No parent or guardian information.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await stepHeading('Claim preview');
    expect(section('Student')).toHaveTextContent('Rosa Lopez');

    // insurance: No empties the list and Save keeps that
    await user.click(screen.getByRole('button', { name: 'Edit Insurance information' }));
    await stepHeading('Insurance information');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('region', { name: 'Insurance 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await stepHeading('Claim preview');
    expect(section('Insurance information')).toHaveTextContent('The student has no insurance.');

    // signature: returns to the preview still signed
    await user.click(screen.getByRole('button', { name: 'Edit Signature' }));
    await stepHeading('Signature');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await stepHeading('Claim preview');
    expect(screen.getByRole('button', { name: 'Submit claim' })).toBeEnabled();
  });

  it('walks back: Previous from the signature clears the check; yes with no entries disables Next', async () => {
    stubWizard();
    const { user } = await resumeDraft({ ...previewDraft(), step: 'signature' }, 'Signature');
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await stepHeading('Claim information');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await stepHeading('Insurance information');

    // a company already used is not offered again; Other always is
    await user.click(screen.getByRole('button', { name: 'Add insurance' }));
    const second = screen.getByRole('region', { name: 'Insurance 2' });
    await user.click(within(second).getByRole('combobox', { name: /Insurance company/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Blue Shield', 'Other']);
    await user.click(screen.getByRole('option', { name: 'Other' }));
    expect(within(second).getByRole('textbox', { name: /Provider name/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText("Enter the provider's name.")).toBeInTheDocument();

    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('region', { name: 'Insurance 1' })).getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Claim information');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Signature');
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("puts the server's field keys back on their step and keeps the draft", async () => {
    const { callsTo } = stubWizard({
      submit: () => jsonResponse({ error: 'VALIDATION_FAILED', fields: { injury_type: 'INJURY_TYPE_INVALID' } }, 400),
    });
    const { user } = await resumeDraft(previewDraft(), 'Claim preview');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));

    await stepHeading('Claim information');
    expect(await screen.findByText('Use at most 255 characters.')).toBeInTheDocument();
    expect(screen.getByText('The claim could not be submitted.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(callsTo('/v1/claims')).toHaveLength(1);
    expect(window.localStorage.getItem(draftKey())).not.toBeNull();
  });

  it('says why a refused submission failed, and lets the user try again with the same key', async () => {
    const { callsTo } = stubWizard({ submit: [() => jsonResponse({ error: 'FORBIDDEN' }, 403), submitted()] });
    const { user } = await resumeDraft(previewDraft(), 'Claim preview');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));

    expect(await screen.findByText('The claim could not be submitted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit claim' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('Claim 124 created.')).toBeInTheDocument();
    const keys = callsTo('/v1/claims').map((call) => new Headers(call.init?.headers).get('Idempotency-Key'));
    expect(keys).toEqual(['draft-key-1', 'draft-key-1']);
  });

  it('sends the claim again with the same key when the server was busy or its answer was lost, and files it once', async () => {
    const { callsTo } = stubWizard({ submit: [busyServer, networkFailure, submitted()] });
    const { user } = await resumeDraft(previewDraft(), 'Claim preview');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));

    expect(await screen.findByText('Claim 124 created.', {}, { timeout: 5000 })).toBeInTheDocument();
    const keys = callsTo('/v1/claims').map((call) => new Headers(call.init?.headers).get('Idempotency-Key'));
    expect(keys).toEqual(['draft-key-1', 'draft-key-1', 'draft-key-1']);
  });

  it('uploads a document again with the key of its file selection when the server was busy or its answer was lost', async () => {
    const { callsTo } = stubWizard({ upload: [busyServer, networkFailure, uploaded()] });
    const { user } = await resumeDraft({ ...previewDraft(), step: 'claimInformation' }, 'Claim information');
    const documents = screen.getByRole('group', { name: 'Documents' });
    await user.click(within(documents).getByRole('combobox', { name: 'What is it?' }));
    await user.click(await screen.findByRole('option', { name: 'Explanation of benefits (EOB)' }));
    await user.upload(documents.querySelector('input[type="file"]')!, new File(['%PDF-1.4'], 'eob.pdf', { type: 'application/pdf' }));
    await user.click(within(documents).getByRole('button', { name: 'Attach' }));

    expect(await within(documents).findByRole('cell', { name: 'eob.pdf' }, { timeout: 5000 })).toBeInTheDocument();
    const keys = callsTo('/v1/claim-documents').map((call) => new Headers(call.init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers an unfinished claim with its student, start and step, and Continue takes it up there', async () => {
    storeDraft({ ...previewDraft(), step: 'claimInformation', startedAt: '2026-03-04T15:30:00.000Z' });
    stubWizard();
    const { user } = renderApp({ path: NEW_CLAIM_PATH });

    const offer = await screen.findByRole('region', { name: 'You have an unfinished claim' });
    expect(await within(offer).findByText('Maya Lopez')).toBeInTheDocument();
    expect(within(offer).getByText(/^03\/04\/2026 /)).toBeInTheDocument();
    expect(within(offer).getByText('Claim information')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Claim information' })).not.toBeInTheDocument();

    await user.click(within(offer).getByRole('button', { name: 'Continue' }));
    await stepHeading('Claim information');
    expect(screen.getByText('Claim for Maya Lopez')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Location of injury/ })).toHaveValue('Gym');
  });

  it('starts over afresh with a new draft key, and asks nothing about a draft without a student', async () => {
    storeDraft(previewDraft());
    stubWizard();
    const first = renderApp({ path: NEW_CLAIM_PATH });
    await first.user.click(await screen.findByRole('button', { name: 'Start over' }));
    await stepHeading('Select student');
    const stored = JSON.parse(window.localStorage.getItem(draftKey()) ?? '{}') as WizardDraft;
    expect(stored).toMatchObject({ step: 'selectStudent', data: { studentId: null } });
    expect(stored.idempotencyKey).not.toBe('draft-key-1');
    first.unmount();

    renderApp({ path: NEW_CLAIM_PATH });
    await stepHeading('Select student');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('opens a completed step from the stepper, never a later one nor while a step is edited from the preview', async () => {
    stubWizard();
    const { user } = await resumeDraft(previewDraft(), 'Claim preview');
    // a step's name starts with its number until it is completed
    const step = (name: string) => within(screen.getByRole('navigation', { name: 'Claim steps' })).getByRole('button', { name: new RegExp(`${name}$`) });

    // editing from the preview: only Save or Cancel leave the step
    await user.click(screen.getByRole('button', { name: 'Edit Insurance information' }));
    await stepHeading('Insurance information');
    expect(step('Select student')).toHaveAttribute('aria-disabled', 'true');
    await user.click(step('Select student'));
    expect(screen.getByRole('heading', { level: 2, name: 'Insurance information' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await stepHeading('Claim preview');

    // back before the signature withdraws it; a later step stays closed
    await user.click(step('Claim information'));
    await stepHeading('Claim information');
    await user.click(step('Claim preview'));
    expect(screen.getByRole('heading', { level: 2, name: 'Claim information' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Signature');
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).not.toBeChecked();

    await user.click(step('Select student'));
    await stepHeading('Select student');
  });

  it('edits a stored claim: starts at view student and updates it by id, saying when the parent is asked to sign again', async () => {
    const { callsTo } = stubWizard({ submit: () => jsonResponse({ success: true, claim_id: CLAIM_ID, claim_number: 124, parent_asked_again: true }) });
    const { user, router } = renderApp({ path: paths.dashboard.editClaim(SCHOOL_ID, CLAIM_ID) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit claim' })).toBeInTheDocument();
    await stepHeading('View student');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Insurance information');
    // the company's name shows once the companies have loaded, which a busy machine may delay
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Insurance 1' })).getByRole('combobox', { name: /Insurance company/ })).toHaveValue('Acme Health'),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Claim information');
    expect(screen.getByRole('textbox', { name: /Location of injury/ })).toHaveValue('Gym');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Signature');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Claim preview');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));

    expect(
      await screen.findByText('Claim 124 updated. The parent had signed their part before the change: they were sent a new link to sign it again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.claim(SCHOOL_ID, CLAIM_ID)));
    const [sent] = callsTo(`/v1/claims/${CLAIM_ID}`);
    expect(sent?.body).toMatchObject({ data: { claim_id: CLAIM_ID, school_third_party_administrator_id: LINK_ID, status: 'PENDING' } });
  });

  it("asks for the parent's e-mail before going on when the school's parents complete their part online", async () => {
    stubWizard({ school: { ...SCHOOL, parent_part_online: true } });
    const { user } = renderApp({ path: NEW_CLAIM_PATH });
    await fill(user, await screen.findByRole('textbox', { name: 'Student name' }), 'lop');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Select Maya Lopez' }));
    await stepHeading('View student');
    expect(await within(section('Parent/guardian information')).findByText(/parents complete their part of the claim online/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText("Enter the parent's e-mail address: this school's parents complete their part of the claim online.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'View student' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit parent/guardian info' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /Parent email/ }), 'rosa@family.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Insurance information');
  });

  it('asks for the birth date of a student imported without one, and sends it with the claim', async () => {
    const { callsTo } = stubWizard({ student: aStudent({ date_of_birth: null }) });
    const { user } = renderApp({ path: NEW_CLAIM_PATH });
    await fill(user, await screen.findByRole('textbox', { name: 'Student name' }), 'lop');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Needs birth date')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select Maya Lopez' }));
    await stepHeading('View student');
    expect(section('Student information')).toHaveTextContent("The district's roster gave no birth date for this student.");

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Enter the date of birth.')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'View student' })).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: /Date of birth/ }), '12/31/2999');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('The date cannot be in the future.')).not.toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /Date of birth/ }));
    await fill(user, screen.getByRole('textbox', { name: /Date of birth/ }), '05/06/2011');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Insurance information');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Claim information');
    await fillClaimInformation(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Claim preview');
    expect(section('Student')).toHaveTextContent('05/06/2011');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await waitFor(() => expect(callsTo('/v1/claims')).toHaveLength(1));
    expect(callsTo('/v1/claims')[0]?.body).toMatchObject({ data: { student_id: STUDENT_ID, student_date_of_birth: '2011-05-06' } });
  });

  it("shows the student's claim of the same injury before Submit and sends the reason it needs", async () => {
    const earlier: NearClaim = { id: 'c-earlier', claim_number: 100012, injury_date: '2026-01-10', activity: 'Basketball', status: 'DELIVERED', same_injury: true };
    const { calls, callsTo } = stubWizard({ nearClaims: [earlier] });
    const { user } = await resumeDraft(previewDraft(), 'Claim preview');

    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('This student already has a claim of this injury date and sport');
    expect(within(warning).getByRole('link', { name: 'Claim 100012' })).toHaveAttribute('href', paths.dashboard.claim(SCHOOL_ID, 'c-earlier'));
    expect(warning).toHaveTextContent('injured 01/10/2026, Basketball, Sent');
    expect(variablesOf(calls, 'ClaimsNearInjury')).toEqual([{ schoolId: SCHOOL_ID, studentId: STUDENT_ID, injuryDate: '2026-01-10', activity: 'Basketball' }]);

    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await within(warning).findByText('Say why this claim is reported as well, or open the existing claim instead.')).toBeInTheDocument();
    expect(callsTo('/v1/claims')).toHaveLength(0);

    await fill(user, within(warning).getByRole('textbox', { name: /Why report this claim as well/ }), 'The other knee, later in the game');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('Claim 124 created.')).toBeInTheDocument();
    expect(callsTo('/v1/claims')[0]?.body).toMatchObject({ data: { duplicate_reason: 'The other knee, later in the game' } });
  });

  it('adds a student and moves on to view student', async () => {
    const { calls } = stubWizard();
    const { user } = renderApp({ path: NEW_CLAIM_PATH });
    const form = await screen.findByRole('region', { name: 'Add a new student' });
    await user.click(within(form).getByRole('button', { name: 'Add a new student' }));
    await fill(user, within(form).getByRole('textbox', { name: /First name/ }), 'Maya');
    await fill(user, within(form).getByRole('textbox', { name: /Last name/ }), 'Lopez');
    await fill(user, within(form).getByRole('textbox', { name: /Date of birth/ }), '04/09/2010');
    await user.click(within(form).getByRole('combobox', { name: /Gender/ }));
    await user.click(await screen.findByRole('option', { name: 'Female' }));
    await fill(user, within(form).getByRole('textbox', { name: /Address 1/ }), '1 Main St');
    await fill(user, within(form).getByRole('textbox', { name: /City/ }), 'Springfield');
    await user.click(within(form).getByRole('combobox', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'Illinois' }));
    await fill(user, within(form).getByRole('textbox', { name: /Zip/ }), '62701');
    await user.click(within(form).getByRole('button', { name: 'Add student' }));

    expect(await screen.findByText('Student created.')).toBeInTheDocument();
    await stepHeading('View student');
    const [variables] = variablesOf(calls, 'CreateStudent') as Array<{ schoolId: string; input: { student: object; providers: unknown[] } }>;
    expect(variables).toMatchObject({ schoolId: SCHOOL_ID, input: { student: { first_name: 'Maya', state_prov: 'Illinois' }, providers: [] } });
  });

  it('asks an admin on /claims/new-claim for the school first', async () => {
    stubWizard();
    const { user, router } = renderApp({ path: paths.claims.new() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Report new claim' })).toBeInTheDocument();
    await choose(user, /School/, 'Lincoln High');
    await waitFor(() => expect(router.state.location.pathname).toBe(NEW_CLAIM_PATH));
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, type GuardianRequest, type GuardianStudent } from '@claims/shared';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, stubApi, type StubHandler } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';

const TOKEN = 'G'.repeat(43);
const ACCESS = 'A'.repeat(43);
const AETNA = '0b1c6c0e-3f0e-4a8e-9a55-2f4f5f6a7b8c';
const ANA = '11111111-1111-4111-8111-111111111111';
const LUIS = '22222222-2222-4222-8222-222222222222';
const at = (rest = '') => `/v1/guardian/${TOKEN}${rest}`;

const student = (id: string, first: string, birth: string, onFile: GuardianStudent['on_file'] = null): GuardianStudent => ({
  id,
  first_name: first,
  last_name: 'Rivera',
  authorization: { studentName: `${first} Rivera`, studentBirthDate: birth, schoolName: 'Lincoln High', tpaNames: ['Acme Claims'], expiresOn: '2027-12-01' },
  on_file: onFile,
  cards: [],
});

const request = (students: GuardianStudent[], values: Partial<GuardianRequest> = {}): GuardianRequest => ({
  school_name: 'Lincoln High',
  activity: 'Soccer',
  language: 'en',
  guardian: { first_name: 'Gloria', last_name: 'Rivera', email: 'gloria@family.test', phone: '' },
  opted_out: false,
  students,
  ...values,
});

const ON_FILE = { signed_on: '2026-12-01', expires_on: '2027-12-01', revoked_on: null };

// The guardian's routes answering as the server does for two students, Ana (03/04/2011) and Luis.
const stubGuardianApi = (requests: GuardianRequest[], overrides: Record<string, StubHandler | StubHandler[]> = {}) =>
  stubApi({
    [at()]: () => jsonResponse({ language: 'en' }),
    [at('/check')]: ({ body }) =>
      ['2011-03-04', '2013-05-06'].includes((body as { birth_date: string }).birth_date)
        ? jsonResponse({ access: ACCESS })
        : jsonResponse({ error: 'VALIDATION_FAILED', fields: { birth_date: 'BIRTH_DATE_MISMATCH' }, tries_left: 4 }, 400),
    [at('/request')]: requests.map((answer) => () => jsonResponse({ request: answer })),
    [at('/insurers')]: () => jsonResponse({ insurers: [{ id: AETNA, name: 'Aetna' }] }),
    [at(`/students/${ANA}/sign`)]: () => jsonResponse({ expires_on: '2027-12-01' }),
    [at(`/students/${ANA}/revoke`)]: () => jsonResponse({ success: true }),
    [at(`/students/${ANA}/cards`)]: () => jsonResponse({ document: { id: 'c1', kind: 'INSURANCE_CARD_FRONT', filename: 'card.jpg', content_type: 'image/jpeg', size: 2048, created_at: '2026-12-01T10:00:00.000Z', sent: false } }),
    [at('/opt-out')]: () => jsonResponse({ success: true }),
    ...overrides,
  });

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

const openStudents = async () => {
  const rendered = renderApp({ path: `/guardian/${TOKEN}` });
  await heading('Insurance and authorization for the season');
  const { user } = rendered;
  for (const [label, value] of [['Month', '05'], ['Day', '06'], ['Year', '2013']] as const) await user.type(screen.getByRole('textbox', { name: label }), value);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await heading('Your students');
  return rendered;
};

const studentCard = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

const signForAna = async (user: UserEvent) => {
  await user.click(within(studentCard('Ana Rivera')).getByRole('button', { name: 'Give insurance and sign' }));
  await heading('Your contact details');
  expect(screen.getByText('Ana Rivera · valid one year from today')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await heading('Other insurance');
  await user.click(screen.getByRole('radio', { name: 'No, the student has no other insurance' }));
  await user.click(within(screen.getByRole('radiogroup', { name: /Medicaid/ })).getByRole('radio', { name: 'No' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await heading('Documents');
  // only the card's two sides
  expect(within(screen.getByRole('combobox', { name: 'What is it?' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Choose',
    'Insurance card (front)',
    'Insurance card (back)',
  ]);
  await user.selectOptions(screen.getByRole('combobox', { name: 'What is it?' }), 'Insurance card (front)');
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"][capture]')!, { target: { files: [new File(['jpeg bytes'], 'card.jpg', { type: 'image/jpeg' })] } });
  expect(await screen.findByText('card.jpg was added.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await heading('Review and sign');
  expect(screen.getByText('1 document')).toBeInTheDocument();
};

afterEach(async () => {
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});

describe("a guardian's season link", () => {
  it("opens with either student's birth date and lists where each student's authorization stands", async () => {
    stubGuardianApi([request([student(ANA, 'Ana', '2011-03-04'), student(LUIS, 'Luis', '2013-05-06', { ...ON_FILE, revoked_on: '2026-12-02' })])]);
    await openStudents();
    expect(screen.getByText('Lincoln High · Soccer season')).toBeInTheDocument();
    expect(within(studentCard('Ana Rivera')).getByText('Not given yet')).toBeInTheDocument();
    expect(within(studentCard('Luis Rivera')).getByText('Cancelled on 12/02/2026')).toBeInTheDocument();
    expect(within(studentCard('Luis Rivera')).getByRole('button', { name: 'Sign again' })).toBeInTheDocument();
  });

  it("signs for one student with the season's texts, then shows them on file", async () => {
    const api = stubGuardianApi([request([student(ANA, 'Ana', '2011-03-04')]), request([student(ANA, 'Ana', '2011-03-04', ON_FILE)])]);
    const { user } = await openStudents();
    await signForAna(user);
    expect(screen.getByText(/for an injury in Lincoln High's sports or activities that is claimed while this runs/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to electronic records and signatures for this form and the claims made under it.' }));
    await user.click(screen.getByRole('checkbox', { name: 'I have read this authorization and I agree to it.' }));
    await user.type(screen.getByRole('textbox', { name: 'Type your full name' }), 'Gloria Rivera');
    await user.click(screen.getByRole('checkbox', { name: 'I intend to sign electronically, as stated above.' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    await heading('Your students');
    expect(screen.getByRole('status')).toHaveTextContent('Signed for Ana: on file until 12/01/2027.');
    expect(within(studentCard('Ana Rivera')).getByText('On file until 12/01/2027')).toBeInTheDocument();
    expect(screen.getByText(/Everything is done/)).toBeInTheDocument();
    const [signed] = api.callsTo(at(`/students/${ANA}/sign`));
    expect(signed!.body).toMatchObject({ other_insurance: 'NONE', medicaid: 'NO', signature_name: 'Gloria Rivera', parent: { first_name: 'Gloria', email: 'gloria@family.test' } });
    expect(signed!.init?.headers).toMatchObject({ 'x-parent-access': ACCESS });
  });

  it('cancels an authorization only once the guardian confirms', async () => {
    const api = stubGuardianApi([request([student(ANA, 'Ana', '2011-03-04', ON_FILE)]), request([student(ANA, 'Ana', '2011-03-04', { ...ON_FILE, revoked_on: '2026-12-01' })])]);
    const { user } = await openStudents();
    await user.click(within(studentCard('Ana Rivera')).getByRole('button', { name: 'Cancel the authorization' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo(at(`/students/${ANA}/revoke`))).toHaveLength(0);
    await user.click(within(studentCard('Ana Rivera')).getByRole('button', { name: 'Cancel the authorization' }));
    expect(screen.getByText(/A claim made after this will ask you for your part again/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent("Ana's authorization is cancelled."));
    expect(api.callsTo(at(`/students/${ANA}/revoke`))).toHaveLength(1);
    expect(await within(studentCard('Ana Rivera')).findByText('Cancelled on 12/01/2026')).toBeInTheDocument();
  });

  it('stops the reminders when the guardian would rather not', async () => {
    const api = stubGuardianApi([request([student(ANA, 'Ana', '2011-03-04')]), request([student(ANA, 'Ana', '2011-03-04')], { opted_out: true })]);
    const { user } = await openStudents();
    await user.click(screen.getByRole('button', { name: 'I would rather not do this now' }));
    await user.click(screen.getByRole('button', { name: "Don't remind me" }));
    expect(await screen.findByText(/The school will not remind you\. You can still complete this/)).toBeInTheDocument();
    expect(api.callsTo(at('/opt-out'))).toHaveLength(1);
  });

  it("shows a link's state as its own page", async () => {
    stubGuardianApi([], { [at()]: () => jsonResponse({ error: 'LINK_EXPIRED' }, 409) });
    renderApp({ path: `/guardian/${TOKEN}` });
    expect(await heading('This link has expired')).toBeInTheDocument();
  });

  it("says an expired link has expired in its e-mail's language, unless this browser chose another", async () => {
    stubGuardianApi([], { [at()]: () => jsonResponse({ error: 'LINK_EXPIRED', language: 'es' }, 409) });
    const spanish = renderApp({ path: `/guardian/${TOKEN}` });
    expect(await heading('Este enlace venció')).toBeInTheDocument();
    spanish.unmount();

    window.localStorage.setItem('language', 'en');
    await i18n.changeLanguage(DEFAULT_LANGUAGE);
    renderApp({ path: `/guardian/${TOKEN}` });
    expect(await heading('This link has expired')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTHORIZATION_ELEMENTS, DEFAULT_LANGUAGE, LIMITS } from '@claims/shared';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, networkFailure, stubApi, type StubHandler } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';

const TOKEN = 'T'.repeat(43);
const ACCESS = 'A'.repeat(43);
const AETNA = '0b1c6c0e-3f0e-4a8e-9a55-2f4f5f6a7b8c';
const at = (rest = '') => `/v1/parent/${TOKEN}${rest}`;

const CLAIM = {
  claim_number: 100234,
  school_name: 'Lincoln High',
  tpa_name: 'Acme Claims',
  student: { first_name: 'Maya', last_name: 'Rivera', date_of_birth: '2010-03-04' },
  injury_date: '2026-09-01',
  activity: 'Soccer',
  language: 'en',
  parent: { first_name: 'Paula', last_name: 'Rivera', email: 'paula@family.test', phone: '' },
  authorization: {
    studentName: 'Maya Rivera',
    studentBirthDate: '2010-03-04',
    schoolName: 'Lincoln High',
    tpaName: 'Acme Claims',
    claimNumber: '100234',
    injuryDate: '2026-09-01',
    expiresOn: '2027-11-27',
  },
  documents: [],
};

// The parent's routes answering as the server does for a link whose birth date is 03/04/2010.
const stubParentApi = (overrides: Record<string, StubHandler | StubHandler[]> = {}) =>
  stubApi({
    [at()]: () => jsonResponse({ language: 'en' }),
    [at('/check')]: ({ body }) =>
      (body as { birth_date: string }).birth_date === '2010-03-04'
        ? jsonResponse({ access: ACCESS })
        : jsonResponse({ error: 'VALIDATION_FAILED', fields: { birth_date: 'BIRTH_DATE_MISMATCH' } }, 400),
    [at('/claim')]: () => jsonResponse({ claim: CLAIM }),
    [at('/insurers')]: () => jsonResponse({ insurers: [{ id: AETNA, name: 'Aetna' }] }),
    [at('/sign')]: () => jsonResponse({ claim_number: CLAIM.claim_number }),
    ...overrides,
  });

const enterBirthDate = async (user: UserEvent, month: string, day: string, year: string) => {
  for (const [label, value] of [['Month', month], ['Day', day], ['Year', year]] as const) {
    const input = screen.getByRole('textbox', { name: label });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: 'Continue' }));
};

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

// Opened, past the birth date, at the contact step.
const openPart = async () => {
  const rendered = renderApp({ path: `/parent/${TOKEN}` });
  await heading('Complete your part of the claim');
  await enterBirthDate(rendered.user, '03', '04', '2010');
  await heading('Your contact details');
  return rendered;
};

// Other insurance: Aetna with a member id; no Medicaid.
const answerInsurance = async (user: UserEvent) => {
  await user.click(screen.getByRole('radio', { name: 'Yes, the student has other insurance' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Insurance company' }), 'Aetna');
  await user.type(screen.getByRole('textbox', { name: 'Member ID' }), 'PAR-1');
  await user.click(within(screen.getByRole('radiogroup', { name: /Medicaid/ })).getByRole('radio', { name: 'No' }));
};

const accept = async (user: UserEvent) => {
  await user.click(screen.getByRole('checkbox', { name: 'I agree to electronic records and signatures for this claim.' }));
  await user.click(screen.getByRole('checkbox', { name: 'I have read this authorization and I agree to it.' }));
  await user.type(screen.getByRole('textbox', { name: 'Type your full name' }), 'Paula Rivera');
  await user.click(screen.getByRole('checkbox', { name: 'I intend to sign electronically, as stated above.' }));
};

const acceptAndSign = async (user: UserEvent) => {
  await accept(user);
  await user.click(screen.getByRole('button', { name: 'Sign' }));
};

const SIGNED_PART = {
  parent: { first_name: 'Paula', last_name: 'Rivera', email: 'paula@family.test', phone: '' },
  other_insurance: 'HAS_OTHER',
  providers: [{ insurance_provider_id: AETNA, is_other_provider: false, provider_name: null, insurance_member_id: 'PAR-1', insurance_group_id: null, phone: null }],
  medicaid: 'NO',
  records_consent: true,
  authorization_accepted: true,
  signature_name: 'Paula Rivera',
  intent_accepted: true,
};

afterEach(async () => {
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});

describe("the parent's link", () => {
  it.each([
    ['NOT_FOUND', 404, 'This link is not valid'],
    ['LINK_EXPIRED', 409, 'This link has expired'],
    ['LINK_USED', 409, 'Your part is already completed'],
    ['LINK_LOCKED', 409, 'This link is locked'],
    ['NOT_AWAITING_PARENT', 409, 'Nothing to complete here'],
  ])('answered %s shows its own page and asks nothing', async (code, status, title) => {
    const { calls } = stubParentApi({ [at()]: () => jsonResponse({ error: code }, status) });
    renderApp({ path: `/parent/${TOKEN}` });

    expect(await heading(title)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([at()]);
  });

  it("says a locked link is locked in its e-mail's language on a browser that chose none, and keeps no choice", async () => {
    stubParentApi({ [at()]: () => jsonResponse({ error: 'LINK_LOCKED', language: 'es' }, 409) });
    renderApp({ path: `/parent/${TOKEN}` });

    expect(await heading('Este enlace está bloqueado')).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBeNull();
  });

  it('opens in the language of its e-mail, which this browser then keeps', async () => {
    stubParentApi({ [at()]: () => jsonResponse({ language: 'es' }) });
    renderApp({ path: `/parent/${TOKEN}` });

    expect(await heading('Complete su parte de la reclamación')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Año' })).toHaveAttribute('placeholder', 'AAAA');
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('es');
  });

  it('keeps the language this browser chose over the e-mail\'s', async () => {
    window.localStorage.setItem('language', 'en');
    stubParentApi({ [at()]: () => jsonResponse({ language: 'es' }) });
    renderApp({ path: `/parent/${TOKEN}` });

    expect(await heading('Complete your part of the claim')).toBeInTheDocument();
  });

  it('offers to try again when the server cannot be reached', async () => {
    stubParentApi({ [at()]: [networkFailure, () => jsonResponse({ language: 'en' })] });
    const { user } = renderApp({ path: `/parent/${TOKEN}` });

    expect(await screen.findByRole('alert')).toHaveTextContent('The page could not reach the server.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Month' })).toBeInTheDocument();
  });
});

describe('the birth date', () => {
  it('is checked before it is sent: required, then a real date', async () => {
    const { callsTo } = stubParentApi();
    const { user } = renderApp({ path: `/parent/${TOKEN}` });
    await heading('Complete your part of the claim');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Enter the student's date of birth.");
    await enterBirthDate(user, '02', '30', '2010');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a real date: month, day and a four-digit year.');
    await enterBirthDate(user, '03', '04', '10');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a real date');
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(at('/check'))).toHaveLength(0);
  });

  it('says when it does not match, and shows the locked page after too many wrong dates', async () => {
    const mismatch = (triesLeft: number) => () => jsonResponse({ error: 'VALIDATION_FAILED', fields: { birth_date: 'BIRTH_DATE_MISMATCH' }, tries_left: triesLeft }, 400);
    const { callsTo } = stubParentApi({ [at('/check')]: [mismatch(3), mismatch(1), () => jsonResponse({ error: 'LINK_LOCKED' }, 409)] });
    const { user } = renderApp({ path: `/parent/${TOKEN}` });
    await heading('Complete your part of the claim');

    await enterBirthDate(user, '3', '4', '2011');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This date of birth does not match the school's records. Check it and try again: 3 tries left before the link stops working.",
    );
    expect(callsTo(at('/check'))[0]?.body).toEqual({ birth_date: '2011-03-04' });
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('2011');

    await enterBirthDate(user, '03', '05', '2011');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('1 more wrong date and the link stops working.'));

    await enterBirthDate(user, '03', '04', '2012');
    expect(await heading('This link is locked')).toBeInTheDocument();
    expect(screen.getByText('The date of birth was entered wrong too many times. Ask the school to send you a new link.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('opens the claim with the page session in a header, never in the address', async () => {
    const { callsTo } = stubParentApi();
    await openPart();

    expect(screen.getByText('Claim 100234 · Maya Rivera · injury on 09/01/2026')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Paula');
    const request = callsTo(at('/claim'))[0]!;
    expect(new Headers(request.init?.headers).get('x-parent-access')).toBe(ACCESS);
    expect(new Headers(request.init?.headers).get('Authorization')).toBeNull();
  });
});

describe("the parent's part", () => {
  it("refuses each step with the shared schema's keys, and sends nothing", async () => {
    const { callsTo } = stubParentApi();
    const { user } = await openPart();

    await user.clear(screen.getByRole('textbox', { name: 'First name' }));
    await next(user);
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Paula');
    await next(user);

    await heading('Other insurance');
    await next(user);
    expect(await screen.findByText('Say whether the student has other insurance.')).toBeInTheDocument();
    expect(screen.getByText('Say whether the student is covered by Medicaid.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes, the student has other insurance' }));
    await next(user);
    expect(await screen.findByText('Choose the insurance company.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Insurance company' }), 'Other');
    await next(user);
    expect(await screen.findByText("Enter the company's name.")).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Blue Local');
    await user.click(within(screen.getByRole('radiogroup', { name: /Medicaid/ })).getByRole('radio', { name: 'Yes' }));
    await next(user);

    await heading('Documents');
    await next(user);
    await heading('Review and sign');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('To sign online, agree to electronic records.')).toBeInTheDocument();
    expect(screen.getByText('To sign, agree to the authorization.')).toBeInTheDocument();
    expect(screen.getByText('Type your full name to sign.')).toBeInTheDocument();
    expect(screen.getByText('Confirm that you intend to sign electronically.')).toBeInTheDocument();
    expect(callsTo(at('/sign'))).toHaveLength(0);
  });

  it('shows every section of the authorization and the intent with the typed name, then signs with the whole part', async () => {
    const { callsTo } = stubParentApi();
    const { user } = await openPart();
    await next(user);
    await answerInsurance(user);
    await next(user);
    await next(user);
    await heading('Review and sign');

    expect(screen.getByRole('heading', { level: 2, name: 'Authorization to Release Medical Records' })).toBeInTheDocument();
    // a plain line per element first, the full text one tap away
    const authorization = screen.getByRole('region', { name: 'Authorization to Release Medical Records' });
    expect(within(authorization).getAllByRole('listitem')).toHaveLength(AUTHORIZATION_ELEMENTS.length);
    expect(within(authorization).getByText('Who receives them: Acme Claims, which runs Lincoln High\'s student accident insurance.')).toBeVisible();
    const fullText = within(authorization).getByText('Read the full text').closest('details')!;
    expect(fullText).not.toHaveAttribute('open');
    expect(within(fullText).getByText(/I authorize Lincoln High and any physician/)).toHaveAttribute('lang', 'en');
    await user.click(within(authorization).getByText('Read the full text'));
    expect(fullText).toHaveAttribute('open');
    expect(screen.getByText('This authorization expires on 11/27/2027.')).toBeInTheDocument();
    expect(screen.getByText(/I may cancel \(revoke\) this authorization at any time by writing to Acme Claims/)).toBeInTheDocument();
    expect(screen.getByText('Aetna · PAR-1')).toBeInTheDocument();

    await accept(user);
    expect(screen.getByText(/By typing my name, Paula Rivera, and selecting Sign, I intend to sign/)).toHaveAttribute('lang', 'en');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await heading('Thank you')).toBeInTheDocument();
    expect(screen.getByText('Claim number: 100234')).toBeInTheDocument();
    const signed = callsTo(at('/sign'))[0]!;
    expect(signed.body).toEqual(SIGNED_PART);
    expect(new Headers(signed.init?.headers).get('x-parent-access')).toBe(ACCESS);
  });

  it('starts from the insurance given before the season when asked to confirm it, and signs it as corrected', async () => {
    const onFile = {
      signed_on: '2026-01-10',
      other_insurance: 'HAS_OTHER',
      medicaid: 'NO',
      providers: [{ insurance_provider_id: AETNA, is_other_provider: false, provider_name: null, insurance_member_id: 'SEASON-1', insurance_group_id: null }],
    };
    const { callsTo } = stubParentApi({ [at('/claim')]: () => jsonResponse({ claim: { ...CLAIM, on_file: onFile } }) });
    const { user } = await openPart();
    expect(screen.getByText(/The claim was sent with the insurance you gave on 01\/10\/2026/)).toBeInTheDocument();
    await next(user);
    await heading('Other insurance');
    expect(screen.getByRole('radio', { name: 'Yes, the student has other insurance' })).toBeChecked();
    expect(within(screen.getByRole('radiogroup', { name: /Medicaid/ })).getByRole('radio', { name: 'No' })).toBeChecked();
    const memberId = screen.getByRole('textbox', { name: 'Member ID' });
    expect(memberId).toHaveValue('SEASON-1');
    await user.clear(memberId);
    await user.type(memberId, 'PAR-1');
    await next(user);
    await next(user);
    await acceptAndSign(user);

    expect(await heading('Thank you')).toBeInTheDocument();
    expect(callsTo(at('/sign'))[0]!.body).toEqual(SIGNED_PART);
  });

  it('shows a Spanish reader the plain lines in Spanish, the full text and its governing English one tap away', async () => {
    stubParentApi({ [at()]: () => jsonResponse({ language: 'es' }) });
    const { user } = renderApp({ path: `/parent/${TOKEN}` });
    await heading('Complete su parte de la reclamación');
    for (const [label, value] of [['Mes', '03'], ['Día', '04'], ['Año', '2010']] as const) await user.type(screen.getByRole('textbox', { name: label }), value);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await heading('Sus datos de contacto');
    for (let step = 0; step < 3; step += 1) {
      if (step === 1) {
        await user.click(screen.getByRole('radio', { name: 'No, el estudiante no tiene otro seguro' }));
        await user.click(within(screen.getByRole('radiogroup', { name: /Medicaid/ })).getByRole('radio', { name: 'No' }));
      }
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    }

    expect(await heading('Revisar y firmar')).toBeInTheDocument();
    const authorization = screen.getByRole('region', { name: 'Autorización para divulgar registros médicos' });
    expect(within(authorization).getByText('Hasta: el 11/27/2027.')).toBeVisible();
    const fullText = within(authorization).getByText('Leer el texto completo').closest('details')!;
    expect(fullText).not.toHaveAttribute('open');
    const spanish = within(fullText).getByText('Esta autorización vence el 11/27/2027.');
    const english = within(fullText).getByText('This authorization expires on 11/27/2027.');
    expect(english).toHaveAttribute('lang', 'en');
    expect(spanish.compareDocumentPosition(within(fullText).getByText('El original en inglés, que es el que rige:')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(spanish.compareDocumentPosition(english) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // the intent in Spanish where it is signed, its full text and English behind the same tap
    expect(screen.getAllByText(/Al escribir mi nombre/)[0]).toBeVisible();
    expect(screen.getByRole('button', { name: 'Firmar' })).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields, at the step that asks them", async () => {
    stubParentApi({
      [at('/sign')]: [() => jsonResponse({ error: 'VALIDATION_FAILED', fields: { 'providers.0.insurance_provider_id': 'INSURANCE_COMPANY_REQUIRED' } }, 400)],
    });
    const { user } = await openPart();
    await next(user);
    await answerInsurance(user);
    await next(user);
    await next(user);
    await heading('Review and sign');
    await acceptAndSign(user);

    expect(await heading('Other insurance')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Insurance company' })).toHaveAccessibleDescription('Choose the insurance company.');
  });

  it('keeps everything entered when the network fails, and signs on the next try', async () => {
    const { callsTo } = stubParentApi({ [at('/sign')]: [networkFailure, () => jsonResponse({ claim_number: CLAIM.claim_number })] });
    const { user } = await openPart();
    await next(user);
    await answerInsurance(user);
    await next(user);
    await next(user);
    await acceptAndSign(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your part could not be signed.');
    expect(screen.getByRole('textbox', { name: 'Type your full name' })).toHaveValue('Paula Rivera');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading('Thank you')).toBeInTheDocument();
    expect(callsTo(at('/sign')).map((call) => call.body)).toEqual([SIGNED_PART, SIGNED_PART]);
  });

  it('asks the birth date again when the page session ended elsewhere, and keeps the answers behind it', async () => {
    const { callsTo } = stubParentApi({ [at('/sign')]: [() => jsonResponse({ error: 'NOT_AUTHENTICATED' }, 401), () => jsonResponse({ claim_number: CLAIM.claim_number })] });
    const { user } = await openPart();
    await next(user);
    await answerInsurance(user);
    await next(user);
    await next(user);
    await acceptAndSign(user);

    expect(await screen.findByText(/This link was opened in another tab or on another device/)).toBeInTheDocument();
    await enterBirthDate(user, '03', '04', '2010');
    expect(await heading('Review and sign')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await heading('Thank you')).toBeInTheDocument();
    expect(callsTo(at('/sign'))[1]?.body).toEqual(SIGNED_PART);
  });

  it('shows the link\'s page when it stopped working meanwhile', async () => {
    stubParentApi({ [at('/sign')]: () => jsonResponse({ error: 'LINK_USED' }, 409) });
    const { user } = await openPart();
    await next(user);
    await answerInsurance(user);
    await next(user);
    await next(user);
    await acceptAndSign(user);

    expect(await heading('Your part is already completed')).toBeInTheDocument();
  });
});

describe('the documents', () => {
  const documentsStep = async (overrides: Record<string, StubHandler | StubHandler[]>) => {
    const stub = stubParentApi(overrides);
    const rendered = await openPart();
    await next(rendered.user);
    await answerInsurance(rendered.user);
    await next(rendered.user);
    await heading('Documents');
    return { ...stub, ...rendered };
  };
  const fileInput = (camera: boolean) => document.querySelector<HTMLInputElement>(`input[type="file"]${camera ? '[capture]' : ':not([capture])'}`)!;
  const pickFile = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

  it('asks what a document is first, sends the kind before the file, lists it and removes it', async () => {
    const document = { id: 'd1', kind: 'INSURANCE_CARD_FRONT', filename: 'card.jpg', content_type: 'image/jpeg', size: 2048, created_at: '2026-11-27T10:00:00Z', sent: false };
    const { user, callsTo } = await documentsStep({
      [at('/documents')]: () => jsonResponse({ document }),
      [at('/documents/remove')]: () => jsonResponse({ success: true }),
    });
    expect(fileInput(true)).toHaveAttribute('accept', 'image/*');
    expect(fileInput(false)).toHaveAttribute('accept', 'image/*,application/pdf');

    await user.click(screen.getByRole('button', { name: 'Take a photo' }));
    expect(screen.getByRole('combobox', { name: 'What is it?' })).toHaveAccessibleDescription('Choose what the document is.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'What is it?' }), 'Insurance card (front)');
    pickFile(fileInput(true), new File(['jpeg bytes'], 'card.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('card.jpg was added.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Insurance card (front)card.jpg · 2 KB');
    const sent = callsTo(at('/documents'))[0]!.init?.body as FormData;
    expect([...sent.keys()]).toEqual(['kind', 'file']);
    expect(sent.get('kind')).toBe('INSURANCE_CARD_FRONT');

    await user.click(screen.getByRole('button', { name: 'Remove card.jpg' }));
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
    expect(callsTo(at('/documents/remove'))[0]?.body).toEqual({ document_id: 'd1' });
  });

  it('keeps a document an earlier signing sent to the TPA, with no way to remove it', async () => {
    const eob = { id: 'd2', kind: 'EOB', filename: 'eob.pdf', content_type: 'application/pdf', size: 4096, created_at: '2026-11-20T10:00:00Z', sent: true };
    await documentsStep({ [at('/claim')]: () => jsonResponse({ claim: { ...CLAIM, documents: [eob] } }) });
    expect(screen.getByRole('listitem')).toHaveTextContent('eob.pdf · 4 KBSent to the claims administrator');
    expect(screen.queryByRole('button', { name: 'Remove eob.pdf' })).not.toBeInTheDocument();
  });

  it("refuses a file over the limit without sending it, and shows the server's reason for one it refuses", async () => {
    const { user, callsTo } = await documentsStep({ [at('/documents')]: () => jsonResponse({ error: 'INVALID_FILE_TYPE' }, 400) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'What is it?' }), 'Itemized bill');
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: LIMITS.DOCUMENT_MAX_BYTES + 1 });
    pickFile(fileInput(false), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is too big: each document may be up to 10 MB.');
    expect(callsTo(at('/documents'))).toHaveLength(0);

    pickFile(fileInput(false), new File(['MZ'], 'bill.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Add a PDF or a photo (JPEG, PNG or HEIC).')).toBeInTheDocument();
  });
});

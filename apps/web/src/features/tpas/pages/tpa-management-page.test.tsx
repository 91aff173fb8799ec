import { LIMITS } from '@claims/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { fieldErrors, graphqlError, stubAdminApi, variablesOf } from '../../../testing/admin-api';
import { jsonResponse } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';
import type { Tpa } from '../api/get-tpa';
import { aFileElement, aLinkElement, aTpa, TPA_ID } from '../testing/fixtures';

const NEW_ID = '9b8e7d60-0000-4000-8000-000000000099';

const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

const pdfFile = (name = 'claim-form.pdf', bytes = 2048) => {
  const file = new File(['%PDF-1.4\n%%EOF'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

const formEntries = (body: BodyInit | null | undefined) => {
  if (!(body instanceof FormData)) throw new Error('multipart body expected');
  return [...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : (value as File).name]);
};

// The edit page of a TPA with the given elements; `extra` answers the mutations of a test.
const stubEdit = (tpa: Tpa, extra: Parameters<typeof stubAdminApi>[0] = {}, rest: Parameters<typeof stubAdminApi>[1] = {}) =>
  stubAdminApi({ Tpa: () => ({ tpa }), ...extra }, rest);

describe('New TPA', () => {
  it('shows the shared schema keys on the fields and sends nothing while they fail', async () => {
    const { calls } = stubAdminApi({});
    const { user } = renderApp({ path: paths.tpas.new() });
    expect(await findHeading('New TPA')).toBeInTheDocument();
    // nothing to list until the TPA exists
    expect(screen.queryByRole('button', { name: 'Add link' })).not.toBeInTheDocument();

    await user.type(textbox('Claims email'), 'not-an-email');
    await user.type(textbox('Claims portal URL'), 'portal.summit.test');
    await user.type(textbox('Zip'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a code.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Invalid URL. Please, add https:// or http://')).toBeInTheDocument();
    expect(screen.getByText(`Use at most ${LIMITS.ZIP_MAX} characters.`)).toBeInTheDocument();
    expect(textbox('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.url === '/v1/graphql')).toHaveLength(0);
  });

  it('creates the TPA with every field, then goes to its edit route', async () => {
    const created = aTpa({ id: NEW_ID, name: 'Harbor Claims', code: 'HBR' });
    const { calls } = stubAdminApi({ CreateTpa: () => ({ createTpa: created }), Tpa: () => ({ tpa: created }) });
    const { user, router } = renderApp({ path: paths.tpas.new() });
    await findHeading('New TPA');

    await user.type(textbox('Name'), ' Harbor Claims ');
    await user.type(textbox('Code'), 'HBR');
    await user.type(textbox('Address 1'), '1 Pier St');
    await user.type(textbox('City'), 'Boston');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Massachusetts' }));
    await user.type(textbox('Zip'), '02110');
    await user.type(textbox('Phone'), '617-555-0100');
    await user.type(textbox('Fax'), '617-555-0101');
    await user.type(textbox('Claims email'), 'claims@harbor.test');
    await user.type(textbox('Electronic claims email'), 'edi@harbor.test');
    await user.type(textbox('Claims portal URL'), 'https://portal.harbor.test');
    expect(screen.getByRole('combobox', { name: 'Delivery method' })).toHaveValue('Email');
    await user.click(screen.getByRole('combobox', { name: 'Delivery method' }));
    await user.click(await screen.findByRole('option', { name: 'Electronic email' }));
    await user.click(checkbox('Incident report'));
    await user.click(checkbox('EOB, or a statement of no other insurance'));
    await user.clear(textbox('Largest e-mail attachment total (MB)'));
    await user.type(textbox('Largest e-mail attachment total (MB)'), '15');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await findHeading('HBR – Harbor Claims')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.tpas.edit(NEW_ID));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('TPA created.')).toBeInTheDocument();
    expect(variablesOf(calls, 'CreateTpa')).toEqual([
      {
        input: {
          name: 'Harbor Claims',
          code: 'HBR',
          address_1: '1 Pier St',
          address_2: null,
          city: 'Boston',
          state: 'MA',
          postal_code: '02110',
          phone: '617-555-0100',
          fax: '617-555-0101',
          claims_email_address: 'claims@harbor.test',
          electronic_claims_email_address: 'edi@harbor.test',
          claims_portal_url: 'https://portal.harbor.test',
          delivery_method: 'ELECTRONIC_EMAIL',
          required_documents: ['CLAIM_FORM', 'ITEMIZED_BILL', 'INCIDENT_REPORT'],
          max_attachment_mb: 15,
        },
      },
    ]);
    // now the files and links can be added
    expect(screen.getByRole('button', { name: 'Add link' })).toBeInTheDocument();
  });

  it('starts from the default checklist and limit; the claim form stays required', async () => {
    stubAdminApi({});
    renderApp({ path: paths.tpas.new() });
    await findHeading('New TPA');

    const group = screen.getByRole('group', { name: 'Documents this TPA requires' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => [box.getAttribute('value'), (box as HTMLInputElement).checked])).toEqual([
      ['CLAIM_FORM', true],
      ['ITEMIZED_BILL', true],
      ['EOB_OR_NO_OTHER_INSURANCE', true],
      ['INSURANCE_CARD', false],
      ['INCIDENT_REPORT', false],
    ]);
    expect(checkbox('Claim form')).toBeDisabled();
    expect(checkbox('Itemized bill or paid receipt')).toBeEnabled();
    expect(textbox('Largest e-mail attachment total (MB)')).toHaveValue('20');
  });

  it.each([
    ['', 'Enter the largest attachment total in MB.'],
    ['0', `Enter a whole number of MB from ${LIMITS.TPA_ATTACHMENTS_MIN_MB} to ${LIMITS.TPA_ATTACHMENTS_MAX_MB}.`],
    [String(LIMITS.TPA_ATTACHMENTS_MAX_MB + 1), `Enter a whole number of MB from ${LIMITS.TPA_ATTACHMENTS_MIN_MB} to ${LIMITS.TPA_ATTACHMENTS_MAX_MB}.`],
  ])('refuses an attachment limit of "%s" with the shared schema’s key and sends nothing', async (typed, message) => {
    const { calls } = stubAdminApi({});
    const { user } = renderApp({ path: paths.tpas.new() });
    await findHeading('New TPA');

    await user.type(textbox('Name'), 'Harbor Claims');
    await user.type(textbox('Code'), 'HBR');
    const limit = textbox('Largest e-mail attachment total (MB)');
    await user.clear(limit);
    if (typed) await user.type(limit, typed);
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.url === '/v1/graphql')).toHaveLength(0);
  });

  it('puts TPA_CODE_NOT_UNIQUE on the code field and says the TPA was not created', async () => {
    stubAdminApi({ CreateTpa: () => fieldErrors('TPA_CODE_NOT_UNIQUE', { code: 'TPA_CODE_NOT_UNIQUE' }) });
    const { user, router } = renderApp({ path: paths.tpas.new() });
    await findHeading('New TPA');

    await user.type(textbox('Name'), 'Summit Two');
    await user.type(textbox('Code'), 'scs');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Another TPA already uses this code.', { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
    expect(textbox('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The TPA could not be created.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.tpas.new());
  });
});

describe('Edit TPA', () => {
  it('shows the saved TPA and updates it', async () => {
    const tpa = aTpa();
    const { calls } = stubEdit(tpa, { UpdateTpa: () => ({ updateTpa: { ...tpa, fax: '303-555-0199' } }) });
    const { user } = renderApp({ path: paths.tpas.edit(TPA_ID) });
    expect(await findHeading('SCS – Summit Claims Services')).toBeInTheDocument();

    expect(textbox('Name')).toHaveValue('Summit Claims Services');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Colorado');
    await user.type(textbox('Fax'), '303-555-0199');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('TPA updated.')).toBeInTheDocument();
    expect(variablesOf(calls, 'UpdateTpa')).toEqual([
      {
        id: TPA_ID,
        input: expect.objectContaining({ code: 'SCS', fax: '303-555-0199', electronic_claims_email_address: null, delivery_method: 'EMAIL' }),
      },
    ]);
  });

  it('shows the saved checklist and limit, and sends them changed', async () => {
    const tpa = aTpa({ required_documents: ['CLAIM_FORM', 'INSURANCE_CARD'], max_attachment_mb: 12 });
    const { calls } = stubEdit(tpa, { UpdateTpa: () => ({ updateTpa: { ...tpa, required_documents: ['CLAIM_FORM', 'INSURANCE_CARD', 'INCIDENT_REPORT'] } }) });
    const { user } = renderApp({ path: paths.tpas.edit(TPA_ID) });
    await findHeading('SCS – Summit Claims Services');

    expect(checkbox('Claim form')).toBeChecked();
    expect(checkbox('Insurance card')).toBeChecked();
    expect(checkbox('Itemized bill or paid receipt')).not.toBeChecked();
    expect(textbox('Largest e-mail attachment total (MB)')).toHaveValue('12');
    // the claim form cannot be unticked
    await user.click(checkbox('Claim form'));
    expect(checkbox('Claim form')).toBeChecked();
    await user.click(checkbox('Incident report'));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('TPA updated.')).toBeInTheDocument();
    expect(variablesOf(calls, 'UpdateTpa')).toEqual([
      { id: TPA_ID, input: expect.objectContaining({ required_documents: ['CLAIM_FORM', 'INSURANCE_CARD', 'INCIDENT_REPORT'], max_attachment_mb: 12 }) },
    ]);
  });

  it('goes back to the list when the TPA does not exist', async () => {
    stubAdminApi({ Tpa: () => graphqlError('NOT_FOUND'), Tpas: () => ({ tpas: { total: 0, items: [] } }) });
    const { router } = renderApp({ path: paths.tpas.edit(TPA_ID) });

    expect(await findHeading('TPAs')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.tpas.list());
  });

  it('lists the files and links labelled by dashboard section, with links that open them', async () => {
    stubEdit(aTpa({ elements: [aLinkElement(), aFileElement()] }));
    renderApp({ path: paths.tpas.edit(TPA_ID) });
    await findHeading('SCS – Summit Claims Services');

    expect(screen.getByText(/appear on the dashboard of every school linked to this TPA/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Dashboard files and links' });
    const rows = within(table).getAllByRole('row').slice(1);
    // in the sections' order: Forms before Claims management
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['Claim formclaim-form.pdf', 'File', 'Forms'],
      ['Claims portal', 'Link', 'Claims management'],
    ]);
    const openFile = within(table).getByRole('link', { name: 'Open Claim form' });
    expect(openFile).toHaveAttribute('href', aFileElement().file_url);
    expect(openFile).toHaveAttribute('target', '_blank');
    expect(openFile).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(table).getByRole('link', { name: 'Open Claims portal' })).toHaveAttribute('href', 'https://portal.summit.test');
    // only files can have their file replaced
    expect(within(rows[0]!).getByRole('button', { name: 'Replace the file of Claim form' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /Replace/ })).not.toBeInTheDocument();
  });

  it('checks a new link (URL scheme, title length) and adds it to the chosen section', async () => {
    const { calls } = stubEdit(aTpa(), { AddTpaLink: () => ({ addTpaLink: aLinkElement() }) });
    const { user } = renderApp({ path: paths.tpas.edit(TPA_ID) });
    await findHeading('SCS – Summit Claims Services');

    await user.click(screen.getByRole('button', { name: 'Add link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    const url = within(dialog).getByRole('textbox', { name: 'URL' });
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await user.click(save);
    expect(await within(dialog).findByText('Enter a title.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a section.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a URL.')).toBeInTheDocument();

    await user.type(title, 'x'.repeat(LIMITS.ATTACHMENT_TITLE_MAX + 1));
    expect(within(dialog).getByText(`${LIMITS.ATTACHMENT_TITLE_MAX + 1}/${LIMITS.ATTACHMENT_TITLE_MAX} characters`)).toBeInTheDocument();
    await user.type(url, 'portal.summit.test');
    await user.click(save);
    expect(await within(dialog).findByText(`The title can have at most ${LIMITS.ATTACHMENT_TITLE_MAX} characters.`)).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid URL. Please, add https:// or http://')).toBeInTheDocument();

    await user.clear(url);
    await user.type(url, 'https://');
    await user.click(save);
    expect(await within(dialog).findByText('The URL is invalid')).toBeInTheDocument();
    expect(variablesOf(calls, 'AddTpaLink')).toEqual([]);

    await user.clear(title);
    await user.type(title, 'Claims portal');
    await user.clear(url);
    await user.type(url, 'https://portal.summit.test');
    await user.click(within(dialog).getByRole('combobox', { name: 'Section' }));
    await user.click(await screen.findByRole('option', { name: 'Claims management' }));
    await user.click(save);

    expect(await screen.findByText('Link added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(variablesOf(calls, 'AddTpaLink')).toEqual([
      { tpaId: TPA_ID, input: { title: 'Claims portal', url: 'https://portal.summit.test', component: 'CLAIMS_MANAGEMENT' } },
    ]);
    // the TPA (with its elements) is read again
    await waitFor(() => expect(variablesOf(calls, 'Tpa')).toHaveLength(2));
  });

  it('puts the server’s INVALID_URL on the URL field', async () => {
    stubEdit(aTpa(), { AddTpaLink: () => fieldErrors('VALIDATION_FAILED', { url: 'INVALID_URL' }) });
    const { user } = renderApp({ path: paths.tpas.edit(TPA_ID) });
    await findHeading('SCS – Summit Claims Services');

    await user.click(screen.getByRole('button', { name: 'Add link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Portal');
    // valid for the client: the server's answer is what shows
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'http://portal.test');
    await user.click(within(dialog).getByRole('combobox', { name: 'Section' }));
    await user.click(await screen.findByRole('option', { name: 'Forms' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('The URL is invalid')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add link' })).toBeInTheDocument();
  });

  it('uploads a new file with its title and section, fields before the file', async () => {
    const { calls, callsTo } = stubEdit(aTpa(), {}, {
      '/v1/upload/tpa': () => jsonResponse({ success: true, element_id: 'e1', location: '/v1/files/x?exp=1&sig=y' }),
    });
    const { user } = renderApp({ path: paths.tpas.edit(TPA_ID) });
    await findHeading('SCS – Summit Claims Services');

    await user.click(screen.getByRole('button', { name: 'Add file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add file' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a file.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a title.')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('File', { selector: 'input' }), pdfFile());
    expect(within(dialog).getByText('Chosen: claim-form.pdf (2 KB)')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Claim form');
    await user.click(within(dialog).getByRole('combobox', { name: 'Section' }));
    await user.click(await screen.findByRole('option', { name: 'Forms' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('File added.')).toBeInTheDocument();
    const [upload] = callsTo('/v1/upload/tpa');
    expect(formEntries(upload?.init?.body)).toEqual([
      ['tpa_id', TPA_ID],
      ['title', 'Claim form'],
      ['component', 'FORMS'],
      ['file', 'claim-form.pdf'],
    ]);
    await waitFor(() => expect(variablesOf(calls, 'Tpa')).toHaveLength(2));
  });

  it('refuses a file over 10 MB at once and shows the server’s INVALID_FILE_TYPE', async () => {
    const { callsTo } = stubEdit(aTpa(), {}, { '/v1/upload/tpa': () => jsonResponse({ error: 'INVALID_FILE_TYPE' }, 400) });
    const { user } = renderApp({ path: paths.tpas.edit(TPA_ID) });
    await findHeading('SCS – Summit Claims Services');

    await user.click(screen.getByRole('button', { name: 'Add file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add file' });
    const input = within(dialog).getByLabelText('File', { selector: 'input' });
    await user.upload(input, pdfFile('huge.pdf', 11 * 1024 * 1024));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is too big (11 MB). The maximum is 10 MB.');

    await user.upload(input, pdfFile('renamed.pdf'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Policy');
    await user.click(within(dialog).getByRole('combobox', { name: 'Section' }));
    await user.click(await screen.findByRole('option', { name: 'Policy and reports' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Use a PDF, PNG, JPEG, GIF, Word (DOC, DOCX) or Excel (XLS, XLSX) file.',
    );
    expect(callsTo('/v1/upload/tpa')).toHaveLength(1);
  });

  it('edits the title and section of a file, and replaces its file', async () => {
    const file = aFileElement();
    const { calls, callsTo } = stubEdit(
      aTpa({ elements: [file] }),
      { UpdateTpaElement: () => ({ updateTpaElement: { ...file, title: 'Claim form 2026', component: 'RISK_MANAGEMENT' } }) },
      { '/v1/upload/tpa-element': () => jsonResponse({ success: true, element_id: file.id, location: null }) },
    );
    const { user } = renderApp({ path: paths.tpas.edit(TPA_ID) });
    await findHeading('SCS – Summit Claims Services');

    await user.click(screen.getByRole('button', { name: 'Edit Claim form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit file' });
    expect(within(dialog).queryByRole('textbox', { name: 'URL' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Section' })).toHaveValue('Forms');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' 2026');
    await user.click(within(dialog).getByRole('combobox', { name: 'Section' }));
    await user.click(await screen.findByRole('option', { name: 'Risk management' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('File or link updated.')).toBeInTheDocument();
    expect(variablesOf(calls, 'UpdateTpaElement')).toEqual([
      { id: file.id, input: { title: 'Claim form 2026', component: 'RISK_MANAGEMENT' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Replace the file of Claim form' }));
    const replace = await screen.findByRole('dialog', { name: 'Replace file' });
    expect(replace).toHaveTextContent('The new file replaces claim-form.pdf');
    await user.upload(within(replace).getByLabelText('File', { selector: 'input' }), pdfFile('claim-form-2026.pdf'));
    await user.click(within(replace).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('File replaced.')).toBeInTheDocument();
    expect(formEntries(callsTo('/v1/upload/tpa-element')[0]?.init?.body)).toEqual([
      ['element_id', file.id],
      ['file', 'claim-form-2026.pdf'],
    ]);
  });

  it('edits a link with its URL', async () => {
    const link = aLinkElement();
    const { calls } = stubEdit(aTpa({ elements: [link] }), { UpdateTpaElement: () => ({ updateTpaElement: link }) });
    const { user } = renderApp({ path: paths.tpas.edit(TPA_ID) });
    await findHeading('SCS – Summit Claims Services');

    await user.click(screen.getByRole('button', { name: 'Edit Claims portal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    const url = within(dialog).getByRole('textbox', { name: 'URL' });
    expect(url).toHaveValue('https://portal.summit.test');
    await user.clear(url);
    await user.type(url, 'https://claims.summit.test/start');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('File or link updated.')).toBeInTheDocument();
    expect(variablesOf(calls, 'UpdateTpaElement')).toEqual([
      { id: link.id, input: { title: 'Claims portal', url: 'https://claims.summit.test/start', component: 'CLAIMS_MANAGEMENT' } },
    ]);
  });

  it('asks for confirmation before deleting a file or link', async () => {
    const link = aLinkElement();
    const { calls } = stubEdit(aTpa({ elements: [link] }), { DeleteTpaElement: () => ({ deleteTpaElement: true }) });
    const { user } = renderApp({ path: paths.tpas.edit(TPA_ID) });
    await findHeading('SCS – Summit Claims Services');

    await user.click(screen.getByRole('button', { name: 'Delete Claims portal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete file or link' });
    expect(dialog).toHaveTextContent('It is also removed from the dashboard of every school linked to this TPA.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(variablesOf(calls, 'DeleteTpaElement')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Claims portal' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByText('File or link deleted.')).toBeInTheDocument();
    expect(variablesOf(calls, 'DeleteTpaElement')).toEqual([{ id: link.id }]);
  });
});

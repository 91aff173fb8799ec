import { LIMITS } from '@claims/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { jsonResponse, type StubRequest } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';
import type { School } from '../api/get-school';
import {
  aSchool,
  graphqlCalls,
  graphqlError,
  SALES_REPS,
  SCHOOL_ID,
  stubSchoolsApi,
  validationFailed,
} from '../testing/fixtures';

const NEW_ID = '5c1b0a52-0d9e-4f59-9d7a-6f0f7f3a0099';

// A decodable image is what the browser gives createImageBitmap; jsdom has none, so the test says what
// size the "decoded" image has.
const stubImageSize = (width: number, height: number) =>
  vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width, height, close: () => {} })));

const pngFile = (name = 'logo.png', bytes = 2048) => {
  const file = new File([new Uint8Array(16)], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

const logoInput = () => screen.getByLabelText('Logo', { selector: 'input' });

const tab = (name: string) => screen.getByRole('tab', { name });

// The first visit loads the page's lazy chunk (dates, dropzone), which can take a while in a cold run.
const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('Add school', () => {
  it('offers only General until the school exists, then creates it and goes to its edit route', async () => {
    const created = aSchool({ id: NEW_ID, name: 'New Academy', contact_name: null, address_1: null, city: null, state: 'TX', postal_code: null, contact_email_address: null, allow_students_import: false });
    const { calls } = stubSchoolsApi({ CreateSchool: () => ({ createSchool: created }), School: () => ({ school: created }) });
    const { user, router } = renderApp({ path: paths.schools.new() });

    expect(await findHeading('Add school')).toBeInTheDocument();
    expect(tab('General')).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Users', 'Insurance', 'Notes']) expect(tab(name)).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'New Academy');
    await user.click(screen.getByRole('combobox', { name: 'Sales rep' }));
    await user.click(await screen.findByRole('option', { name: 'Dana Whitfield' }));
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Texas' }));
    await user.click(screen.getByRole('switch', { name: 'Allow primary insurance validation (PIV)' }));
    await user.type(screen.getByRole('textbox', { name: 'Years closed claims are kept' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'Days before insurance on file is confirmed' }), '120');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'New Academy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.schools.edit(NEW_ID));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('School created.')).toBeInTheDocument();
    expect(tab('Users')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();

    const create = graphqlCalls(calls).find((call) => call.name === 'CreateSchool');
    expect(create?.variables).toEqual({
      input: {
        is_active: true,
        name: 'New Academy',
        sales_rep_id: SALES_REPS[0]?.id,
        contact_name: null,
        address_1: null,
        address_2: null,
        city: null,
        state: 'TX',
        postal_code: null,
        contact_email_address: null,
        contact_phone: null,
        allow_piv: true,
        allow_students_import: false,
        show_verification_status: false,
        parent_part_online: false,
        parent_link_days: 14,
        insurance_confirm_days: 120,
        retention_years: 7,
        sso_google_domains: [],
        sso_microsoft_tenants: [],
        password_sign_in: true,
      },
    });
  });

  it('uploads the logo to the new school and shows the stored one on its edit route', async () => {
    stubImageSize(150, 150);
    let stored = aSchool({ id: NEW_ID, name: 'Logo Academy' });
    const { callsTo } = stubSchoolsApi(
      { CreateSchool: () => ({ createSchool: stored }), School: () => ({ school: stored }) },
      {
        '/v1/upload/school-logo': () => {
          stored = { ...stored, logo_file_id: 'f0000000-0000-4000-8000-000000000007', logo_url: '/v1/files/stored' };
          return jsonResponse({ success: true, element_id: 'e1', location: '/v1/files/stored' });
        },
      },
    );
    const { user, router } = renderApp({ path: paths.schools.new() });
    await findHeading('Add school');

    await user.upload(logoInput(), pngFile('crest.png'));
    await screen.findByRole('img', { name: 'Logo preview' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Logo Academy');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Logo Academy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.schools.edit(NEW_ID));
    const form = callsTo('/v1/upload/school-logo')[0]?.init?.body;
    expect(form instanceof FormData && form.get('school_id')).toBe(NEW_ID);
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', '/v1/files/stored');
  });

  it('shows the validation keys of the school form and sends nothing', async () => {
    const { calls } = stubSchoolsApi({});
    const { user } = renderApp({ path: paths.schools.new() });
    await findHeading('Add school');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '12345678901');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'x'.repeat(LIMITS.CITY_MAX + 1));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Use at most 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('Use at most 75 characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(graphqlCalls(calls).some((call) => call.name === 'CreateSchool')).toBe(false);
  });

  it('puts the server field errors on the fields, with the failure toast', async () => {
    stubSchoolsApi({ CreateSchool: () => validationFailed({ name: 'NAME_MAX', contact_email_address: 'EMAIL_INVALID' }) });
    const { user } = renderApp({ path: paths.schools.new() });
    await findHeading('Add school');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Too long for the server');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('The school could not be created.')).toBeInTheDocument();
    expect(screen.getByText('Use at most 100 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
  });
});

describe('Edit school', () => {
  it('returns to the schools list when the school does not exist', async () => {
    stubSchoolsApi({ School: () => graphqlError('NOT_FOUND'), Schools: () => ({ schools: { total: 0, items: [] } }) });
    const { router } = renderApp({ path: paths.schools.edit(SCHOOL_ID) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Schools' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.schools.list());
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the saved school, updates it and Cancel goes back to the saved values', async () => {
    let stored: School = aSchool();
    const { calls } = stubSchoolsApi({
      School: () => ({ school: stored }),
      UpdateSchool: (variables) => {
        const { input } = variables as { input: Partial<School> };
        stored = { ...stored, ...input };
        return { updateSchool: stored };
      },
    });
    const { user } = renderApp({ path: paths.schools.edit(SCHOOL_ID) });

    expect(await findHeading('Lincoln High School')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Lincoln High School');
    // the sales rep's name shows once the dropdown's options arrive
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sales rep' })).toHaveValue('Dana Whitfield'));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('California');
    expect(screen.getByRole('switch', { name: 'Allow students import' })).toBeChecked();

    await user.clear(name);
    await user.type(name, 'Scratch');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(name).toHaveValue('Lincoln High School');

    await user.clear(screen.getByRole('textbox', { name: 'Contact name' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '555-0100');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('School updated.')).toBeInTheDocument();
    const update = graphqlCalls(calls).find((call) => call.name === 'UpdateSchool');
    expect(update?.variables).toMatchObject({
      id: SCHOOL_ID,
      input: { name: 'Lincoln High School', contact_name: null, contact_phone: '555-0100', is_active: false },
    });
    expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  });
});

describe("The school's staff sign-in", () => {
  // Its name runs on into its description in jsdom.
  const passwordSwitch = () => screen.getByRole('switch', { name: /^Password sign-in allowed/ });
  const stubSignInEdit = () => {
    let stored: School = aSchool();
    return stubSchoolsApi({
      School: () => ({ school: stored }),
      UpdateSchool: (variables) => {
        stored = { ...stored, ...(variables as { input: Partial<School> }).input };
        return { updateSchool: stored };
      },
    });
  };

  it('keeps the Google domains and Microsoft tenants the admin lists, and turns password sign-in off', async () => {
    const { calls } = stubSignInEdit();
    const { user } = renderApp({ path: paths.schools.edit(SCHOOL_ID) });
    expect(await findHeading('Lincoln High School')).toBeInTheDocument();
    expect(passwordSwitch()).toBeChecked();

    await user.type(screen.getByRole('combobox', { name: 'Google Workspace domains' }), 'Lincoln.K12.test{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'Microsoft Entra tenant ids' }), '0b7c5b1e-7a51-4c1a-9a4e-3f7d1c2b9e10{Enter}');
    await user.click(passwordSwitch());
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('School updated.')).toBeInTheDocument();
    expect(graphqlCalls(calls).find((call) => call.name === 'UpdateSchool')?.variables).toMatchObject({
      input: { sso_google_domains: ['lincoln.k12.test'], sso_microsoft_tenants: ['0b7c5b1e-7a51-4c1a-9a4e-3f7d1c2b9e10'], password_sign_in: false },
    });
  });

  it('refuses a bad domain, and password sign-in off with no domain or tenant, sending nothing', async () => {
    const { calls } = stubSignInEdit();
    const { user } = renderApp({ path: paths.schools.edit(SCHOOL_ID) });
    expect(await findHeading('Lincoln High School')).toBeInTheDocument();

    await user.click(passwordSwitch());
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(/Add a Google domain or a Microsoft tenant before turning password sign-in off/)).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Google Workspace domains' }), 'not a domain{Enter}');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter a domain name such as district.k12.ca.us.')).toBeInTheDocument();
    expect(graphqlCalls(calls).filter((call) => call.name === 'UpdateSchool')).toHaveLength(0);
  });
});

describe('School logo', () => {
  const stubEdit = (school = aSchool()) => {
    let stored = school;
    return stubSchoolsApi(
      {
        School: () => ({ school: stored }),
        UpdateSchool: () => ({ updateSchool: stored }),
      },
      {
        '/v1/upload/school-logo': () => {
          stored = { ...stored, logo_file_id: 'f0000000-0000-4000-8000-000000000009', logo_url: '/v1/files/new' };
          return jsonResponse({ success: true, element_id: 'e1', location: '/v1/files/new' });
        },
        '/v1/remove/school-element': () => {
          stored = { ...stored, logo_file_id: null, logo_url: null };
          return jsonResponse({ success: true });
        },
      },
    );
  };

  it('refuses an image smaller than 100x100 px', async () => {
    stubImageSize(99, 300);
    stubEdit();
    const { user } = renderApp({ path: paths.schools.edit(SCHOOL_ID) });
    await findHeading('Lincoln High School');

    await user.upload(logoInput(), pngFile());

    expect(await screen.findByText('The image must be at least 100×100 pixels.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
  });

  it('refuses a file over 10 MB, saying how big it is', async () => {
    stubImageSize(500, 500);
    stubEdit();
    const { user } = renderApp({ path: paths.schools.edit(SCHOOL_ID) });
    await findHeading('Lincoln High School');

    await user.upload(logoInput(), pngFile('huge.png', 12 * 1024 * 1024));

    expect(await screen.findByText('The file is too big (12 MB). The maximum is 10 MB.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
  });

  it('uploads a dropped logo when the school is saved', async () => {
    stubImageSize(120, 120);
    const { callsTo } = stubEdit();
    const { user } = renderApp({ path: paths.schools.edit(SCHOOL_ID) });
    await findHeading('Lincoln High School');

    await user.upload(logoInput(), pngFile('crest.png'));
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    expect(callsTo('/v1/upload/school-logo')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('School updated.')).toBeInTheDocument();
    const [upload] = callsTo('/v1/upload/school-logo');
    const form = upload?.init?.body;
    if (!(form instanceof FormData)) throw new Error('multipart body expected');
    expect(form.get('school_id')).toBe(SCHOOL_ID);
    expect(form.get('title')).toBe('school-logo');
    expect(form.get('component')).toBe('SCHOOL_LOGO');
    expect((form.get('file') as File).name).toBe('crest.png');
    expect([...form.keys()]).toEqual(['school_id', 'title', 'component', 'file']);
    // no JSON content type: the browser sets the multipart boundary
    expect(new Headers(upload?.init?.headers).get('Content-Type')).toBeNull();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', '/v1/files/new'));
  });

  it('removes a cleared logo when the school is saved', async () => {
    const withLogo = aSchool({ logo_file_id: 'f0000000-0000-4000-8000-000000000001', logo_url: '/v1/files/old' });
    const { callsTo } = stubEdit(withLogo);
    const { user } = renderApp({ path: paths.schools.edit(SCHOOL_ID) });
    await findHeading('Lincoln High School');

    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', '/v1/files/old');
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('School updated.')).toBeInTheDocument();
    expect(callsTo('/v1/remove/school-element').map((call: StubRequest) => call.body)).toEqual([
      { file_id: 'f0000000-0000-4000-8000-000000000001' },
    ]);
  });

  it('reports a failed upload with its toast', async () => {
    stubImageSize(200, 200);
    stubSchoolsApi(
      { School: () => ({ school: aSchool() }), UpdateSchool: () => ({ updateSchool: aSchool() }) },
      { '/v1/upload/school-logo': () => jsonResponse({ error: 'IMAGE_DIMENSIONS' }, 400) },
    );
    const { user } = renderApp({ path: paths.schools.edit(SCHOOL_ID) });
    await findHeading('Lincoln High School');

    await user.upload(logoInput(), pngFile());
    await screen.findByRole('img', { name: 'Logo preview' });
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const toast = (await screen.findByText('The logo could not be uploaded.')).closest('.mantine-Notification-root');
    expect(toast).not.toBeNull();
    expect(within(toast as HTMLElement).getByText('The image must be at least 100×100 pixels.')).toBeInTheDocument();
  });
});

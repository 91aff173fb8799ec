import { DASHBOARD_COMPONENTS, type DashboardComponent } from '@claims/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, DEFAULT_LANGUAGE, i18n } from '../../../lib/i18n';
import { paths } from '../../../config/paths';
import { fieldErrors, graphqlError, stubAdminApi, variablesOf } from '../../../testing/admin-api';
import { graphqlRoute, jsonResponse, stubApi } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';
import { meHandler, SCHOOL_USER_SESSION, storeSession } from '../../../testing/session';
import type { DashboardItem, SchoolDashboard } from '../api/get-school-dashboard';

const SCHOOL_ID = 's1';

const anItem = (overrides: Partial<DashboardItem> & Pick<DashboardItem, 'id' | 'kind' | 'title'>): DashboardItem => ({
  component: 'FORMS',
  order: 1,
  url: null,
  filename: null,
  file_id: null,
  file_url: null,
  from_tpa: false,
  tpa_name: null,
  company_name: null,
  representative_name: null,
  mail_address: null,
  phone: null,
  fax: null,
  email_address: null,
  ...overrides,
});

const FORM_FILE = anItem({ id: 'f1', kind: 'FILE', title: 'Accident form', filename: 'accident.pdf', file_id: 'file-1', file_url: '/v1/files/file-1?exp=1&sig=abc' });
const PORTAL = anItem({ id: 'l1', kind: 'URL', title: 'Enrollment portal', url: 'https://enroll.test', order: 2 });
const TPA_FORM = anItem({ id: 't1', kind: 'URL', title: 'TPA claim form', url: 'https://tpa.test', order: 3, from_tpa: true, tpa_name: 'Summit Claims' });
const BROKER = anItem({
  id: 'c1',
  kind: 'CONTACT',
  component: 'CONTACT_INFORMATION',
  title: 'Broker',
  company_name: 'Acme Insurance',
  representative_name: 'Jane Roe',
  mail_address: '1 Main St, Springfield',
  phone: '555-0100',
  fax: '555-0101',
  email_address: 'jane@acme.test',
});

const aDashboard = (items: DashboardItem[], canEdit: boolean): SchoolDashboard => ({
  school_id: SCHOOL_ID,
  name: 'Lincoln High',
  logo_url: '/v1/files/logo?exp=1&sig=l',
  can_edit: canEdit,
  claims_awaiting_parent: 0,
  claims_at_risk: 0,
  sections: DASHBOARD_COMPONENTS.map((component: DashboardComponent) => ({ component, items: items.filter((item) => item.component === component) })),
});

const ITEMS = [FORM_FILE, PORTAL, TPA_FORM, BROKER];
const findSchoolHeading = () => screen.findByRole('heading', { level: 1, name: 'Lincoln High' });
const section = (name: string) => screen.getByRole('region', { name });

describe('School dashboard', () => {
  it('shows a school user the logo, the six sections in order with their items, the claims shortcuts and hints', async () => {
    storeSession(SCHOOL_USER_SESSION);
    stubApi({
      '/v1/auth/me': meHandler(SCHOOL_USER_SESSION),
      '/v1/graphql': graphqlRoute({ SchoolDashboard: () => ({ schoolDashboard: aDashboard(ITEMS, false) }) }),
    });
    renderApp({ path: paths.dashboard.school(SCHOOL_ID) });
    await findSchoolHeading();

    expect(screen.getByRole('img', { name: 'Lincoln High logo' })).toHaveAttribute('src', '/v1/files/logo?exp=1&sig=l');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.trim())).toEqual([
      'Risk management',
      'Forms',
      'Policy and reports',
      'Contact information',
      'Claims management',
      'Value added programs',
      'Helpful hints',
    ]);
    const forms = section('Forms');
    expect(within(forms).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Accident form'),
      expect.stringContaining('Enrollment portal'),
      expect.stringContaining('TPA claim form'),
    ]);
    const file = within(forms).getByRole('link', { name: 'Open Accident form' });
    expect(file).toHaveAttribute('href', FORM_FILE.file_url);
    expect(file).toHaveAttribute('target', '_blank');
    expect(file).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(forms).getByRole('link', { name: 'Download Accident form' })).toHaveAttribute('download', 'accident.pdf');
    const portal = within(forms).getByRole('link', { name: 'Open Enrollment portal' });
    expect(portal).toHaveAttribute('href', 'https://enroll.test');
    expect(portal).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(forms).getByText('From TPA Summit Claims')).toBeInTheDocument();

    const contacts = section('Contact information');
    for (const text of ['Acme Insurance', 'Jane Roe', '1 Main St, Springfield', '555-0101']) expect(within(contacts).getByText(text)).toBeInTheDocument();
    expect(within(contacts).getByRole('link', { name: '555-0100' })).toHaveAttribute('href', 'tel:555-0100');
    expect(within(contacts).getByRole('link', { name: 'jane@acme.test' })).toHaveAttribute('href', 'mailto:jane@acme.test');

    const claims = section('Claims management');
    expect(within(claims).getByRole('link', { name: 'Report a claim' })).toHaveAttribute('href', paths.dashboard.newClaim(SCHOOL_ID));
    expect(within(claims).getByRole('link', { name: 'View claims' })).toHaveAttribute('href', paths.dashboard.claims(SCHOOL_ID));
    expect(within(claims).getByRole('link', { name: 'Manage students' })).toHaveAttribute('href', paths.dashboard.students(SCHOOL_ID));
    expect(within(section('Risk management')).getByText(/^Risk-management guides and safety resources/)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Edit dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Switch school' })).not.toBeInTheDocument();
  });

  describe('with nothing on it yet', () => {
    afterEach(async () => {
      await i18n.changeLanguage(DEFAULT_LANGUAGE);
    });

    const emptyTexts = async (canEdit: boolean) => {
      storeSession(SCHOOL_USER_SESSION);
      stubApi({
        '/v1/auth/me': meHandler(SCHOOL_USER_SESSION),
        '/v1/graphql': graphqlRoute({ SchoolDashboard: () => ({ schoolDashboard: aDashboard([], canEdit) }) }),
      });
      renderApp({ path: paths.dashboard.school(SCHOOL_ID) });
      await findSchoolHeading();
      return screen.getAllByRole('heading', { level: 2 }).slice(0, DASHBOARD_COMPONENTS.length).map((heading) => heading.closest('section')!.querySelector('p')!.textContent);
    };

    it('says in each card what it will hold and how it is filled, the claims card pointing to its own shortcuts', async () => {
      expect(await emptyTexts(false)).toEqual([
        "Risk-management guides and safety resources for your school will be listed here. The program's staff add them for your school.",
        "Forms to print or fill in, such as accident reports and your TPA's claim forms, will be listed here. The program's staff add them for your school.",
        "The school's policy documents and coverage reports will be listed here. The program's staff add them for your school.",
        "Whom to ask about coverage or a claim (your broker, your TPA) will be listed here. The program's staff add them for your school.",
        "Claim documents and links from your TPA will be listed here; the shortcuts below work now. The program's staff add them for your school.",
        "Programs that come with the school's coverage will be listed here. The program's staff add them for your school.",
      ]);
      expect(screen.queryByText('Nothing here yet.')).not.toBeInTheDocument();
      expect(within(section('Claims management')).getByRole('link', { name: 'Report a claim' })).toBeInTheDocument();
    });

    it('tells an admin to turn on Edit dashboard to fill a card', async () => {
      const texts = await emptyTexts(true);
      expect(texts[1]).toBe("Forms to print or fill in, such as accident reports and your TPA's claim forms, will be listed here. Turn on Edit dashboard to add files, links or contacts.");
    });

    it('says the same in Spanish', async () => {
      await applyLanguage('es');
      const texts = await emptyTexts(false);
      expect(texts[0]).toBe('Aquí aparecerán las guías de gestión de riesgos y los recursos de seguridad de su escuela. El personal del programa los agrega para su escuela.');
      expect(texts[4]).toBe('Aquí aparecerán los documentos y enlaces de reclamaciones de su TPA; los accesos directos de abajo ya funcionan. El personal del programa los agrega para su escuela.');
      expect(screen.queryByText('Todavía no hay nada aquí.')).not.toBeInTheDocument();
    });
  });

  it('counts the claims waiting for parents, linking to them on the claims list', async () => {
    storeSession(SCHOOL_USER_SESSION);
    stubApi({
      '/v1/auth/me': meHandler(SCHOOL_USER_SESSION),
      '/v1/graphql': graphqlRoute({ SchoolDashboard: () => ({ schoolDashboard: { ...aDashboard(ITEMS, false), claims_awaiting_parent: 2 } }) }),
    });
    renderApp({ path: paths.dashboard.school(SCHOOL_ID) });
    await findSchoolHeading();
    expect(within(section('Claims management')).getByRole('link', { name: '2 claims wait for parents' })).toHaveAttribute(
      'href',
      `${paths.dashboard.claims(SCHOOL_ID)}?status=AWAITING_PARENT`,
    );
  });

  it('counts the claims at risk of a deadline, linking to those due within 7 days, and says nothing when there are none', async () => {
    storeSession(SCHOOL_USER_SESSION);
    let atRisk = 3;
    stubApi({
      '/v1/auth/me': meHandler(SCHOOL_USER_SESSION),
      '/v1/graphql': graphqlRoute({ SchoolDashboard: () => ({ schoolDashboard: { ...aDashboard(ITEMS, false), claims_at_risk: atRisk } }) }),
    });
    const { unmount } = renderApp({ path: paths.dashboard.school(SCHOOL_ID) });
    await findSchoolHeading();
    expect(within(section('Claims management')).getByRole('link', { name: '3 claims at risk of a deadline' })).toHaveAttribute('href', `${paths.dashboard.claims(SCHOOL_ID)}?due=7`);
    unmount();

    atRisk = 0;
    renderApp({ path: paths.dashboard.school(SCHOOL_ID) });
    await findSchoolHeading();
    expect(within(section('Claims management')).queryByRole('link', { name: /at risk/ })).not.toBeInTheDocument();
  });

  it('tells a user the dashboard is not theirs when the server refuses it', async () => {
    stubAdminApi({ SchoolDashboard: () => graphqlError('FORBIDDEN') });
    renderApp({ path: paths.dashboard.school(SCHOOL_ID) });
    expect(await screen.findByText('You do not have access to this page.', undefined)).toBeInTheDocument();
  });

  it('lets an admin add a link, refusing one without http(s), in edit mode', async () => {
    const { calls } = stubAdminApi({
      SchoolDashboard: () => ({ schoolDashboard: aDashboard(ITEMS, true) }),
      AddDashboardLink: (variables) => {
        const { input } = variables as { input: { url: string } };
        return input.url.startsWith('http')
          ? { addDashboardLink: anItem({ id: 'l2', kind: 'URL', title: 'Safety tips', url: input.url, order: 4 }) }
          : fieldErrors('VALIDATION_FAILED', { url: 'INVALID_URL' });
      },
    });
    const { user } = renderApp({ path: paths.dashboard.school(SCHOOL_ID) });
    await findSchoolHeading();
    expect(within(section('Forms')).queryByRole('button', { name: 'Add link' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Edit dashboard' }));
    await user.click(within(section('Forms')).getByRole('button', { name: 'Add link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link to Forms' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Safety tips');
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'safety.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid URL. Please, add https:// or http://')).toBeInTheDocument();
    expect(variablesOf(calls, 'AddDashboardLink')).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: 'URL' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://safety.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dashboard updated.')).toBeInTheDocument();
    expect(variablesOf(calls, 'AddDashboardLink')).toEqual([
      { schoolId: SCHOOL_ID, input: { title: 'Safety tips', url: 'https://safety.test', component: 'FORMS' } },
    ]);
    await waitFor(() => expect(variablesOf(calls, 'SchoolDashboard')).toHaveLength(2));
  });

  it('moves items up and down, deletes after confirming, and leaves TPA items uneditable', async () => {
    const { calls } = stubAdminApi({
      SchoolDashboard: () => ({ schoolDashboard: aDashboard(ITEMS, true) }),
      MoveDashboardItem: () => ({ moveDashboardItem: [] }),
      DeleteDashboardItem: () => ({ deleteDashboardItem: true }),
    });
    const { user } = renderApp({ path: paths.dashboard.school(SCHOOL_ID) });
    await findSchoolHeading();
    await user.click(screen.getByRole('switch', { name: 'Edit dashboard' }));
    const forms = section('Forms');

    expect(within(forms).getByRole('button', { name: 'Move Accident form up' })).toBeDisabled();
    expect(within(forms).getByRole('button', { name: 'Move TPA claim form down' })).toBeDisabled();
    await user.click(within(forms).getByRole('button', { name: 'Move Accident form down' }));
    await user.click(within(forms).getByRole('button', { name: 'Move TPA claim form up' }));
    // dragging an item onto another puts it in that one's place
    const [first, second] = within(forms).getAllByRole('listitem');
    fireEvent.dragStart(second!);
    fireEvent.dragOver(first!);
    fireEvent.drop(first!);
    await waitFor(() =>
      expect(variablesOf(calls, 'MoveDashboardItem')).toEqual([
        { id: 'f1', newIndex: 1 },
        { id: 't1', newIndex: 1 },
        { id: 'l1', newIndex: 0 },
      ]),
    );
    expect(within(forms).queryByRole('button', { name: 'Edit TPA claim form' })).not.toBeInTheDocument();
    expect(within(forms).queryByRole('button', { name: 'Delete TPA claim form' })).not.toBeInTheDocument();
    expect(within(forms).getByRole('button', { name: 'Replace the file of Accident form' })).toBeInTheDocument();

    await user.click(within(forms).getByRole('button', { name: 'Delete Enrollment portal' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete from the dashboard' });
    expect(within(confirm).getByText("Delete Enrollment portal from this school's dashboard?")).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Removed from the dashboard.')).toBeInTheDocument();
    expect(variablesOf(calls, 'DeleteDashboardItem')).toEqual([{ id: 'l1' }]);
  });

  it('adds a contact with every field and uploads a file to a section, fields before the file', async () => {
    const { calls, callsTo } = stubAdminApi(
      {
        SchoolDashboard: () => ({ schoolDashboard: aDashboard(ITEMS, true) }),
        AddDashboardContact: () => ({ addDashboardContact: { ...BROKER, id: 'c2' } }),
      },
      { '/v1/upload/school-documents': () => jsonResponse({ success: true, element_id: 'f2', location: '/v1/files/f2?exp=1&sig=x' }) },
    );
    const { user } = renderApp({ path: paths.dashboard.school(SCHOOL_ID) });
    await findSchoolHeading();
    await user.click(screen.getByRole('switch', { name: 'Edit dashboard' }));

    await user.click(within(section('Contact information')).getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contact to Contact information' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    const values = {
      Title: 'Agent',
      Company: 'Beacon Mutual',
      Representative: 'Sam Lee',
      'Mail address': '2 Elm St',
      Phone: '555-0200',
      Fax: '555-0201',
      Email: 'sam@beacon.test',
    };
    for (const [label, value] of Object.entries(values)) await user.type(within(dialog).getByRole('textbox', { name: label }), value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(variablesOf(calls, 'AddDashboardContact')).toEqual([
        {
          schoolId: SCHOOL_ID,
          input: {
            component: 'CONTACT_INFORMATION',
            title: 'Agent',
            company_name: 'Beacon Mutual',
            representative_name: 'Sam Lee',
            mail_address: '2 Elm St',
            phone: '555-0200',
            fax: '555-0201',
            email_address: 'sam@beacon.test',
          },
        },
      ]),
    );

    await user.click(within(section('Policy and reports')).getByRole('button', { name: 'Add file' }));
    const fileDialog = await screen.findByRole('dialog', { name: 'Add file to Policy and reports' });
    await user.upload(within(fileDialog).getByLabelText('File', { selector: 'input' }), new File(['%PDF-1.4\n%%EOF'], 'policy.pdf', { type: 'application/pdf' }));
    await user.type(within(fileDialog).getByRole('textbox', { name: 'Title' }), 'Policy 2026');
    await user.click(within(fileDialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/v1/upload/school-documents')).toHaveLength(1));
    const body = callsTo('/v1/upload/school-documents')[0]?.init?.body;
    expect(body instanceof FormData ? [...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]) : body).toEqual([
      ['school_id', SCHOOL_ID],
      ['title', 'Policy 2026'],
      ['component', 'POLICY_AND_REPORTS'],
      ['file', 'policy.pdf'],
    ]);
  });

  it('gives admins a school switcher in the header that remembers the choice and opens that dashboard', async () => {
    stubAdminApi({
      SchoolDashboard: () => ({ schoolDashboard: aDashboard([], true) }),
      SchoolOptions: () => ({
        schoolOptions: [
          { id: 's1', name: 'Lincoln High', is_active: true },
          { id: 's2', name: 'Roosevelt Middle', is_active: true },
        ],
      }),
    });
    const { user, router } = renderApp({ path: paths.dashboard.school(SCHOOL_ID) });
    await findSchoolHeading();
    await user.click(screen.getByRole('combobox', { name: 'Switch school' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Lincoln High', 'Roosevelt Middle']);
    await user.click(screen.getByRole('option', { name: 'Roosevelt Middle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard.school('s2')));
    expect(JSON.parse(window.localStorage.getItem('dashboardSchool') ?? 'null')).toEqual({ id: 's2', name: 'Roosevelt Middle' });
  });
});

import { TIMINGS } from '@claims/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { variablesOf } from '../testing/admin-api';
import { graphqlRoute, jsonResponse, networkFailure, stubApi, type StubHandler } from '../testing/fetch';
import { renderApp } from '../testing/render';
import { ADMIN_SESSION, COACH_SESSION, SCHOOL_USER_SESSION, meHandler, storeSession, type TestSession } from '../testing/session';

const OFFLINE_TEXT = 'You appear to be offline. Your changes are kept; try again when the connection is back.';
const NO_ACCESS_TEXT = 'You do not have access to this page.';

// [text, href] of each link
const navLinks = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

const SCHOOLS = [
  { id: 's1', name: 'Adams Elementary' },
  { id: 's2', name: 'Lincoln High' },
  { id: 's3', name: 'Roosevelt Middle' },
];

// Signed in as `session`; the server answers /me, /logout and the queries the pages make.
const stubSignedIn = (session: TestSession, overrides: Record<string, StubHandler | StubHandler[]> = {}) => {
  storeSession(session);
  return stubApi({
    '/v1/auth/me': meHandler(session),
    '/v1/auth/logout': () => jsonResponse({ success: true }),
    '/v1/graphql': graphqlRoute({
      Activities: () => ({ activities: [{ id: 'a1', activity: 'Basketball' }] }),
      ActiveSchools: () => ({ activeSchools: SCHOOLS }),
      SchoolOptions: () => ({
        schoolOptions: [...SCHOOLS.map((school) => ({ ...school, is_active: true })), { id: 's9', name: 'Closed Academy', is_active: false }],
      }),
      Students: () => ({ students: { total: 0, items: [] } }),
      StudentsSchool: () => ({ school: { id: 's1', allow_students_import: false } }),
      SchoolDashboard: (variables) => ({
        schoolDashboard: {
          school_id: (variables as { schoolId: string }).schoolId,
          name: 'Adams Elementary',
          logo_url: null,
          can_edit: session.user.type === 'admin',
          claims_awaiting_parent: 0,
          claims_at_risk: 0,
          sections: [],
        },
      }),
    }),
    ...overrides,
  });
};

describe('access by role', () => {
  it.each(['/schools', '/tpas/management', '/sales-reps', '/activities', '/claims', '/claims/c1/emails', '/verification-queue', '/data-exports'])(
    'shows a school user the no-access panel on the admin page %s',
    async (path) => {
      const { callsTo } = stubSignedIn(SCHOOL_USER_SESSION);
      const { router } = renderApp({ path });

      expect(await screen.findByText(NO_ACCESS_TEXT)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(callsTo('/v1/graphql')).toHaveLength(0);
    },
  );

  it('shows a school user only the links of their role, with their name and Sign out', async () => {
    stubSignedIn(SCHOOL_USER_SESSION);
    const { user } = renderApp({ path: '/dashboard/s1/students' });

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(navLinks(nav)).toEqual([
      ['Dashboard', '/dashboard/s1'],
      ['Claims', '/dashboard/s1/claims'],
      ['Incidents', '/dashboard/s1/incidents'],
      ['Students', '/dashboard/s1/students'],
      ['Reports', '/reports'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Students');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Students' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Account: Sam Staff' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(screen.getByRole('menu')).getByText('Sam Staff')).toBeInTheDocument();
  });

  it("gives a school user the links of the school they are in, with Import where that school allows it", async () => {
    stubSignedIn(SCHOOL_USER_SESSION);
    renderApp({ path: '/dashboard/s2/students/import' });

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(navLinks(nav)).toEqual([
      ['Dashboard', '/dashboard/s2'],
      ['Claims', '/dashboard/s2/claims'],
      ['Incidents', '/dashboard/s2/incidents'],
      ['Students', '/dashboard/s2/students'],
      ['Import students', '/dashboard/s2/students/import'],
      ['Reports', '/reports'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Import students');
  });

  it("sends a coach from /dashboard to their school's incidents, with that one link", async () => {
    stubSignedIn(COACH_SESSION, { '/v1/graphql': graphqlRoute({ Incidents: () => ({ incidents: { total: 0, items: [] } }) }) });
    const { router } = renderApp({ path: '/dashboard' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Incidents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/s1/incidents');
    expect(navLinks(await screen.findByRole('navigation', { name: 'Main navigation' }))).toEqual([['Incidents', '/dashboard/s1/incidents']]);
    expect(screen.queryByRole('heading', { name: 'Coaches' })).not.toBeInTheDocument();
  });

  it('lets a coach of two schools move between their incidents, and nowhere else', async () => {
    const session = { ...COACH_SESSION, schools: [...COACH_SESSION.schools, { id: 's2', name: 'Roosevelt Middle', allow_students_import: false }] };
    const { calls } = stubSignedIn(session, { '/v1/graphql': graphqlRoute({ Incidents: () => ({ incidents: { total: 0, items: [] } }) }) });
    const { router, user } = renderApp({ path: '/dashboard/s1/incidents' });

    const school = await screen.findByRole('combobox', { name: 'School' });
    expect(school).toHaveValue('Lincoln High');
    await user.click(school);
    await user.click(await screen.findByRole('option', { name: 'Roosevelt Middle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/s2/incidents'));
    await waitFor(() => expect(variablesOf(calls, 'Incidents').at(-1)).toMatchObject({ schoolId: 's2' }));
  });

  it.each(['/dashboard/s1', '/dashboard/s1/claims', '/dashboard/s1/claims/new-claim', '/dashboard/s1/students', '/reports', '/claims'])(
    'shows a coach the no-access panel on %s, asking the server nothing',
    async (path) => {
      const { callsTo } = stubSignedIn(COACH_SESSION);
      renderApp({ path });

      expect(await screen.findByText(NO_ACCESS_TEXT)).toBeInTheDocument();
      expect(callsTo('/v1/graphql')).toHaveLength(0);
    },
  );

  it('sends a school user from /dashboard to their first school', async () => {
    stubSignedIn(SCHOOL_USER_SESSION);
    const { router } = renderApp({ path: '/dashboard' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Adams Elementary' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/s1');
    expect(screen.queryByText('You need to select an school')).not.toBeInTheDocument();
  });

  it("keeps a school user out of another school's dashboard", async () => {
    stubSignedIn(SCHOOL_USER_SESSION);
    renderApp({ path: '/dashboard/s9/claims/c1' });

    expect(await screen.findByText(NO_ACCESS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'View claim' })).not.toBeInTheDocument();
  });

  it("lets a school user into each of their own schools' pages", async () => {
    stubSignedIn(SCHOOL_USER_SESSION);
    renderApp({ path: '/dashboard/s2/claims/new-claim' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Report new claim' })).toBeInTheDocument();
    expect(screen.queryByText(NO_ACCESS_TEXT)).not.toBeInTheDocument();
  });

  it('asks an admin on /dashboard to pick a school, and opens the chosen one', async () => {
    stubSignedIn(ADMIN_SESSION);
    const { user, router } = renderApp({ path: '/dashboard' });

    expect(await screen.findByText(/^You need to select an school$/)).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: 'School' });
    await vi.waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(SCHOOLS.map((school) => school.name));

    await user.click(screen.getByRole('option', { name: 'Lincoln High' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/s2'));
    expect(screen.getByRole('combobox', { name: 'Switch school' })).toHaveValue('Lincoln High');
  });

  it("shows the page's school in an admin's header switcher, and keeps it off the school's pages", async () => {
    stubSignedIn(ADMIN_SESSION);
    const { user } = renderApp({ path: '/dashboard/s3/students' });

    const switcher = await screen.findByRole('combobox', { name: 'Switch school' });
    await vi.waitFor(() => expect(switcher).toHaveValue('Roosevelt Middle'));
    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Activities' }));

    expect(await screen.findByRole('cell', { name: 'Basketball' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Switch school' })).toHaveValue('Roosevelt Middle');
    expect(JSON.parse(window.localStorage.getItem('dashboardSchool') ?? 'null')).toEqual(SCHOOLS[2]);
  });

  it('lets an admin into any school dashboard, an inactive one named as such in the switcher', async () => {
    stubSignedIn(ADMIN_SESSION);
    renderApp({ path: '/dashboard/s9/students' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Students' })).toBeInTheDocument();
    const switcher = screen.getByRole('combobox', { name: 'Switch school' });
    await vi.waitFor(() => expect(switcher).toHaveValue('Closed Academy (inactive)'));
  });
});

describe('session', () => {
  it('shows a loader while the stored session is checked', async () => {
    storeSession(ADMIN_SESSION);
    stubApi({ '/v1/auth/me': () => new Promise<Response>(() => {}) });
    renderApp({ path: '/activities' });

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('signs out to /login, keeping the page to return to, when a GraphQL call answers 401', async () => {
    const { callsTo } = stubSignedIn(ADMIN_SESSION, {
      '/v1/graphql': () => jsonResponse({ error: 'NOT_AUTHENTICATED' }, 401),
    });
    const { router } = renderApp({ path: '/activities?page=2' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/activities', search: '?page=2', hash: '' } });
    expect(screen.getByText('Your session has ended. Sign in again.')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(callsTo('/v1/auth/me')).toHaveLength(1);
  });

  it('keeps the session and shows the offline notice when the server cannot be reached', async () => {
    stubSignedIn(ADMIN_SESSION, { '/v1/graphql': networkFailure });
    const { router } = renderApp({ path: '/activities' });

    expect(await screen.findByText(OFFLINE_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/activities');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe(ADMIN_SESSION.token);
  });

  it('signs out with the header button: tells the server, forgets the token, shows /login', async () => {
    const { callsTo } = stubSignedIn(ADMIN_SESSION);
    const { user, router } = renderApp({ path: '/activities' });

    await user.click(await screen.findByRole('button', { name: 'Account: Ada Admin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // the next person starts at home, not on this user's page
    expect(router.state.location.state).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    const logout = callsTo('/v1/auth/logout');
    expect(logout).toHaveLength(1);
    expect(new Headers(logout[0]?.init?.headers).get('Authorization')).toBe(`Bearer ${ADMIN_SESSION.token}`);
    // the identity is not asked for again once signed out
    expect(callsTo('/v1/auth/me')).toHaveLength(1);
  });

  it('sends a stored token the server no longer accepts to /login', async () => {
    storeSession(ADMIN_SESSION);
    stubApi({ '/v1/auth/me': () => jsonResponse({ error: 'NOT_AUTHENTICATED' }, 401) });
    const { router } = renderApp({ path: '/schools' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: '/schools', search: '', hash: '' } });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token when the session cannot be checked, and checks again on request', async () => {
    stubSignedIn(ADMIN_SESSION, { '/v1/auth/me': [networkFailure, meHandler(ADMIN_SESSION)] });
    const { user } = renderApp({ path: '/activities' });

    expect(
      await screen.findByText('We could not check your session. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe(ADMIN_SESSION.token);

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('cell', { name: 'Basketball' })).toBeInTheDocument();
  });

  it('checks the identity again when the user comes back after being idle, and signs out if it fails', async () => {
    const { callsTo } = stubSignedIn(ADMIN_SESSION, {
      '/v1/auth/me': [meHandler(ADMIN_SESSION), () => jsonResponse({ error: 'NOT_AUTHENTICATED' }, 401)],
    });
    const { router } = renderApp({ path: '/activities' });
    expect(await screen.findByRole('cell', { name: 'Basketball' })).toBeInTheDocument();

    // activity before the idle time has passed changes nothing
    fireEvent.keyDown(window);
    expect(callsTo('/v1/auth/me')).toHaveLength(1);

    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + TIMINGS.SESSION_IDLE_MS + 1000);
    try {
      fireEvent.mouseMove(window);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    } finally {
      clock.mockRestore();
    }
    expect(callsTo('/v1/auth/me')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('follows a sign-out in another tab', async () => {
    stubSignedIn(ADMIN_SESSION);
    const { router } = renderApp({ path: '/activities' });
    expect(await screen.findByRole('cell', { name: 'Basketball' })).toBeInTheDocument();

    window.localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: ADMIN_SESSION.token, newValue: null }));
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

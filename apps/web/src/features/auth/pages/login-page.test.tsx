import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { graphqlRoute, jsonResponse, networkFailure, stubApi, type StubHandler } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';
import { ADMIN_SESSION, SCHOOL_USER_SESSION, meHandler, storeSession } from '../../../testing/session';

const EMAIL = ADMIN_SESSION.user.email_address;
const PASSWORD = 'correct horse battery staple';

// The sign-in endpoints plus what the admin's pages ask for once signed in.
const stubSignIn = (overrides: Record<string, StubHandler | StubHandler[]> = {}) =>
  stubApi({
    '/v1/auth/login': () => jsonResponse({ two_factor: true }),
    '/v1/auth/verify': () => jsonResponse({ token: ADMIN_SESSION.token, email_address: EMAIL }),
    '/v1/auth/me': meHandler(ADMIN_SESSION),
    '/v1/graphql': graphqlRoute({
      Activities: () => ({ activities: [{ id: 'a1', activity: 'Basketball' }] }),
      ActiveSchools: () => ({ activeSchools: [] }),
      SchoolOptions: () => ({ schoolOptions: [] }),
    }),
    ...overrides,
  });

describe('Sign in', () => {
  it('signs in with password and e-mailed code, then returns to the page asked for', async () => {
    const { callsTo } = stubSignIn();
    const { user, router } = renderApp({ path: paths.activities.list() });

    // signed out: sent to /login
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your sign-in code' })).toBeInTheDocument();
    expect(screen.getByText(`We emailed a 6-digit code to ${EMAIL}.`)).toBeInTheDocument();
    expect(callsTo('/v1/auth/login')[0]?.body).toEqual({ email: EMAIL, password: PASSWORD, user_remembered: false });
    expect(window.localStorage.getItem('token')).toBeNull();

    await user.type(screen.getByLabelText('Sign-in code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('cell', { name: 'Basketball' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/activities');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Activities' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account: Ada Admin' })).toHaveTextContent('Ada Admin');

    expect(callsTo('/v1/auth/verify')[0]?.body).toEqual({ email: EMAIL, code: '123456' });
    const me = callsTo('/v1/auth/me')[0];
    expect(new Headers(me?.init?.headers).get('Authorization')).toBe(`Bearer ${ADMIN_SESSION.token}`);
    expect(window.localStorage.getItem('token')).toBe(ADMIN_SESSION.token);
  });

  it('shows the login failure text and keeps what was typed', async () => {
    stubSignIn({ '/v1/auth/login': () => jsonResponse({ error: 'LOGIN_FAILED' }, 401) });
    const { user, router } = renderApp({ path: paths.auth.login() });

    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The Email or Password you entered is incorrect\.\.\.$/,
    );
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says when there were too many attempts, and that a remembered browser still signs in', async () => {
    stubSignIn({ '/v1/auth/login': () => jsonResponse({ error: 'TOO_MANY_REQUESTS' }, 429) });
    const { user } = renderApp({ path: paths.auth.login() });

    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Wait up to 15 minutes and try again. A browser where you chose "Remember me" can still sign in.',
    );
  });

  it('puts the server field errors on their fields', async () => {
    stubSignIn({
      '/v1/auth/login': () => jsonResponse({ error: 'VALIDATION_FAILED', fields: { email: 'INVALID_EMAIL' } }, 400),
    });
    const { user } = renderApp({ path: paths.auth.login() });

    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it.each([
    ['CODE_LOCKED', 'Too many wrong codes. Send a new code.'],
    ['CODE_EXPIRED', 'That code has expired. Send a new code.'],
    ['INVALID_CODE', 'That code is not right. Check the email and try again.'],
  ])('shows %s on the code stage', async (code, text) => {
    stubSignIn({ '/v1/auth/verify': () => jsonResponse({ error: code }, 401) });
    const { user } = renderApp({ path: paths.auth.login() });

    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Sign-in code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends a new code with the same credentials, and goes back for a different account', async () => {
    const { callsTo } = stubSignIn();
    const { user } = renderApp({ path: paths.auth.login() });

    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByText('We sent a new code. Check your email.')).toBeInTheDocument();
    const logins = callsTo('/v1/auth/login');
    expect(logins).toHaveLength(2);
    expect(logins[1]?.body).toEqual(logins[0]?.body);

    await user.click(screen.getByRole('button', { name: 'Use a different account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('rejects a code that is not 6 digits without calling the server', async () => {
    const { callsTo } = stubSignIn();
    const { user } = renderApp({ path: paths.auth.login() });

    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Sign-in code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('That code is not right. Check the email and try again.')).toBeInTheDocument();
    expect(callsTo('/v1/auth/verify')).toHaveLength(0);
  });

  it('checks the fields with the shared sign-in rules before calling the server, focuses the first in error, and rechecks as they change', async () => {
    const { callsTo } = stubSignIn();
    const { user } = renderApp({ path: paths.auth.login() });

    await user.type(await screen.findByLabelText('Email'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('/v1/auth/login')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'school.org');
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), PASSWORD);
    expect(screen.queryByText('Enter your password.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText('Sign-in code')).toBeInTheDocument();
    expect(callsTo('/v1/auth/login')[0]?.body).toEqual({ email: 'ada@school.org', password: PASSWORD, user_remembered: false });
  });

  it('sends user_remembered for the remembered user, who then skips the code', async () => {
    window.localStorage.setItem('rememberMe', 'true');
    window.localStorage.setItem('rememberedUser', EMAIL);
    const { callsTo } = stubSignIn({
      '/v1/auth/login': () => jsonResponse({ token: ADMIN_SESSION.token, two_factor: false }),
    });
    const { user, router } = renderApp({ path: paths.auth.login() });

    // the form starts with the remembered e-mail and the box ticked
    expect(await screen.findByLabelText('Email')).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Remember me')).toBeChecked();
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('You need to select an school')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(callsTo('/v1/auth/login')[0]?.body).toEqual({ email: EMAIL, password: PASSWORD, user_remembered: true });
    expect(callsTo('/v1/auth/verify')).toHaveLength(0);
  });

  it('remembers the e-mail when "Remember me" is ticked, and forgets it when not', async () => {
    const { callsTo } = stubSignIn();
    const { user } = renderApp({ path: paths.auth.login() });

    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByLabelText('Sign-in code');

    expect(window.localStorage.getItem('rememberedUser')).toBe(EMAIL);
    expect(window.localStorage.getItem('rememberMe')).toBe('true');
    // ticking the box asks the server to remember this device after the code
    expect(callsTo('/v1/auth/login')[0]?.body).toMatchObject({ user_remembered: true });

    await user.click(screen.getByRole('button', { name: 'Use a different account' }));
    await user.click(await screen.findByLabelText('Remember me'));
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByLabelText('Sign-in code');

    expect(window.localStorage.getItem('rememberedUser')).toBeNull();
    expect(callsTo('/v1/auth/login')[1]?.body).toMatchObject({ user_remembered: false });
  });

  it('keeps the form and shows the offline notice when the server cannot be reached', async () => {
    stubSignIn({ '/v1/auth/login': networkFailure });
    const { user } = renderApp({ path: paths.auth.login() });

    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByText(
        'You appear to be offline. Your changes are kept; try again when the connection is back.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Password')).toHaveValue(PASSWORD);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('sends a signed-in user from /login to home', async () => {
    storeSession(SCHOOL_USER_SESSION);
    const dashboard = { school_id: 's1', name: 'Lincoln High', logo_url: null, can_edit: false, claims_awaiting_parent: 0, claims_at_risk: 0, sections: [] };
    stubApi({
      '/v1/auth/me': meHandler(SCHOOL_USER_SESSION),
      '/v1/graphql': graphqlRoute({ SchoolDashboard: () => ({ schoolDashboard: dashboard }) }),
    });
    const { router } = renderApp({ path: paths.auth.login() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lincoln High' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/s1');
  });

  it('links to the password reset page', async () => {
    stubApi({});
    const { user, router } = renderApp({ path: paths.auth.login() });

    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));

    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});

describe('Sign in with Google or Microsoft', () => {
  it('offers a button for each provider the server is set up for, leading to its start', async () => {
    stubSignIn({ '/v1/auth/sso/providers': () => jsonResponse({ providers: ['google', 'microsoft'] }) });
    renderApp({ path: paths.auth.login() });
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute('href', '/v1/auth/sso/google/start');
    expect(screen.getByRole('link', { name: 'Sign in with Microsoft' })).toHaveAttribute('href', '/v1/auth/sso/microsoft/start');
  });

  it('offers none when the server has no provider', async () => {
    const { callsTo } = stubSignIn();
    renderApp({ path: paths.auth.login() });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await vi.waitFor(() => expect(callsTo('/v1/auth/sso/providers')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it("takes the session the provider's sign-in opened, once, and goes home", async () => {
    const { callsTo } = stubSignIn({ '/v1/auth/sso/session': () => jsonResponse({ token: ADMIN_SESSION.token, email_address: EMAIL }) });
    const { router } = renderApp({ path: '/login?sso=done' });
    expect(await screen.findByRole('button', { name: 'Account: Ada Admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).not.toBe('/login');
    expect(callsTo('/v1/auth/sso/session')).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBe(ADMIN_SESSION.token);
  });

  it('says why a sign-in was refused, in the reader\'s language', async () => {
    stubSignIn();
    renderApp({ path: '/login?sso_error=SSO_NOT_ALLOWED' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Your school does not allow this account's organization to sign in.");
  });

  it('says the sign-in failed when the session to take is gone', async () => {
    stubSignIn({ '/v1/auth/sso/session': () => jsonResponse({ error: 'SSO_FAILED' }, 401) });
    renderApp({ path: '/login?sso=done' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in did not complete. Try again.');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('refuses a password where the school signs in with its district accounts only', async () => {
    stubSignIn({ '/v1/auth/login': () => jsonResponse({ error: 'PASSWORD_SIGN_IN_OFF' }, 403) });
    const { user } = renderApp({ path: paths.auth.login() });
    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your school signs in with Google or Microsoft only.');
  });
});

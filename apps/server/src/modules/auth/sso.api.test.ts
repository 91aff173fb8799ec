import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberedDevices, schools, sessions, ssoAttempts, twoFactorCodes } from '../../db/schema.ts';
import { bearer, createSchool, createUser, sessionFor, TEST_PASSWORD } from '../../testing/fixtures.ts';
import { captureLogs } from '../../testing/log-capture.ts';
import { startTestOidcProvider, TEST_OIDC_CLIENT } from '../../testing/oidc-provider.ts';
import { finishAtApp, passProvider, signInWithProvider, startAtApp, takeSession } from '../../testing/oidc-sign-in.ts';
import { createTestApp, graphql, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.ts';
import { hashSignInCode, hashToken, newToken } from './secrets.ts';

// Sign-in with Google Workspace and Microsoft Entra (ADR 030), against real OpenID Providers on loopback.
const DOMAIN = 'district.test';
const TENANT = '0b7c5b1e-7a51-4c1a-9a4e-3f7d1c2b9e10';
const OTHER_TENANT = 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9';

let google: Awaited<ReturnType<typeof startTestOidcProvider>>;
let microsoft: Awaited<ReturnType<typeof startTestOidcProvider>>;
let testApp: TestApp;
const logs = captureLogs();
let school: { id: string };
let nurse: { id: string; email_address: string };

beforeAll(async () => {
  const redirectUris = ['google', 'microsoft'].map((name) => `${TEST_PUBLIC_URL}/v1/auth/sso/${name}/callback`);
  google = await startTestOidcProvider({ kind: 'google', redirectUris });
  microsoft = await startTestOidcProvider({ kind: 'microsoft', redirectUris });
  testApp = await createTestApp({
    logger: logs.logger,
    rateLimits: { perIpPerMinute: 1000, perAccountPer15Minutes: 1000 },
    // a password sign-in queues its code e-mail; no worker needs to send it here
    runJobs: true,
    runWorkers: false,
    sso: { google: { issuer: google.issuer, ...TEST_OIDC_CLIENT }, microsoft: { issuer: microsoft.issuer, ...TEST_OIDC_CLIENT } },
  });
  school = await createSchool(testApp.db, { sso_google_domains: [DOMAIN], sso_microsoft_tenants: [TENANT] });
  nurse = await createUser(testApp.db, { email_address: 'Nurse.Kim@district.test', schoolIds: [school.id] });
});
afterAll(async () => {
  await testApp?.close();
  await google?.close();
  await microsoft?.close();
});

const sessionCount = async (userId: string) => (await testApp.db.select().from(sessions).where(eq(sessions.user_id, userId))).length;
const meWith = (token: string) => testApp.app.inject({ method: 'POST', url: '/v1/auth/me', headers: bearer(token) });
const refusal = (redirectedTo: string) => new URL(redirectedTo, TEST_PUBLIC_URL).searchParams.get('sso_error');

describe('the providers the server is set up for', () => {
  it('lists Google and Microsoft when configured, and none (with no way to start) when not', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/v1/auth/sso/providers' })).json()).toEqual({ providers: ['google', 'microsoft'] });
    const bare = await createTestApp({ database: testApp.database });
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/v1/auth/sso/providers' })).json()).toEqual({ providers: [] });
      expect((await bare.app.inject({ method: 'GET', url: '/v1/auth/sso/google/start' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/v1/auth/sso/facebook/start' })).statusCode).toBe(404);
  });

  it('starts with PKCE (S256), a state and a nonce, each new per attempt, and a cookie only this browser holds', async () => {
    const [first, second] = [await startAtApp(testApp, 'google'), await startAtApp(testApp, 'google')];
    expect(first.response.statusCode).toBe(302);
    const params = new URL(first.authorizeUrl).searchParams;
    expect(first.authorizeUrl.startsWith(`${google.issuer}/`)).toBe(true);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('redirect_uri')).toBe(`${TEST_PUBLIC_URL}/v1/auth/sso/google/callback`);
    for (const name of ['code_challenge', 'state', 'nonce']) {
      expect(params.get(name)).toBeTruthy();
      expect(new URL(second.authorizeUrl).searchParams.get(name)).not.toBe(params.get(name));
    }
    const cookie = [first.response.headers['set-cookie']].flat().find((value) => value?.startsWith('claims_sso='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/v1\/auth\/sso/);
  });
});

describe('sign-in with the Google-like provider', () => {
  it("signs a school's user in by the verified e-mail of an allowed domain, handing the session over once", async () => {
    const { redirectedTo, session } = await signInWithProvider(testApp, 'google', { email: 'nurse.kim@district.test', district: DOMAIN });
    expect(redirectedTo).toBe('/login?sso=done');
    expect(session.statusCode).toBe(200);
    expect(session.json().email_address).toBe(nurse.email_address);
    const me = await meWith(session.json().token);
    expect(me.json().user.id).toBe(nurse.id);
    expect(me.json().schools.map((row: { id: string }) => row.id)).toEqual([school.id]);
  });

  it('hands the session over only once, and only with its cookie', async () => {
    const start = await startAtApp(testApp, 'google');
    const finish = await finishAtApp(testApp, 'google', start.browserCookie, await passProvider(start.authorizeUrl, { email: nurse.email_address, district: DOMAIN }));
    expect(finish.sessionCookie).toBeTruthy();
    expect((await takeSession(testApp, undefined)).json()).toEqual({ error: 'SSO_FAILED' });
    expect((await takeSession(testApp, finish.sessionCookie)).statusCode).toBe(200);
    const handoff = [finish.response.headers['set-cookie']].flat().find((value) => value?.startsWith('claims_sso_session='))!;
    expect(handoff).toMatch(/HttpOnly/i);
    expect(handoff).toMatch(/Path=\/v1\/auth\/sso\/session/);
    expect(handoff).toMatch(/Max-Age=60/);
  });

  it('refuses an account of another domain, or of no Workspace domain at all, and opens no session', async () => {
    const before = await sessionCount(nurse.id);
    for (const district of ['other.test', '']) {
      const { redirectedTo, session } = await signInWithProvider(testApp, 'google', { email: nurse.email_address, district });
      expect(refusal(redirectedTo)).toBe('SSO_NOT_ALLOWED');
      expect(session.statusCode).toBe(401);
    }
    expect(await sessionCount(nurse.id)).toBe(before);
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const { redirectedTo } = await signInWithProvider(testApp, 'google', { email: nurse.email_address, district: DOMAIN, verified: false });
    expect(refusal(redirectedTo)).toBe('SSO_EMAIL_UNVERIFIED');
  });

  it('creates no user: an unknown e-mail, an inactive or a deleted user is refused', async () => {
    const inactive = await createUser(testApp.db, { email_address: 'gone@district.test', is_active: false, schoolIds: [school.id] });
    const deleted = await createUser(testApp.db, { email_address: 'deleted@district.test', deleted_at: new Date(), schoolIds: [school.id] });
    for (const email of ['stranger@district.test', inactive.email_address, deleted.email_address]) {
      expect(refusal((await signInWithProvider(testApp, 'google', { email, district: DOMAIN })).redirectedTo)).toBe('SSO_NO_ACCOUNT');
    }
  });

  it("counts only the domains of the user's own schools that are not deleted", async () => {
    // a domain another school allows is no door to this user
    await createSchool(testApp.db, { sso_google_domains: ['elsewhere.test'] });
    const gone = await createSchool(testApp.db, { sso_google_domains: ['gone.test'], deleted_at: new Date() });
    const user = await createUser(testApp.db, { email_address: 'coach@gone.test', schoolIds: [school.id, gone.id] });
    expect(refusal((await signInWithProvider(testApp, 'google', { email: user.email_address, district: 'elsewhere.test' })).redirectedTo)).toBe('SSO_NOT_ALLOWED');
    expect(refusal((await signInWithProvider(testApp, 'google', { email: user.email_address, district: 'gone.test' })).redirectedTo)).toBe('SSO_NOT_ALLOWED');
    expect((await signInWithProvider(testApp, 'google', { email: user.email_address, district: DOMAIN })).session.statusCode).toBe(200);
  });

  it('refuses an admin, who belongs to no school', async () => {
    const admin = await createUser(testApp.db, { email_address: 'admin@district.test', type: 'admin' });
    expect(refusal((await signInWithProvider(testApp, 'google', { email: admin.email_address, district: DOMAIN })).redirectedTo)).toBe('SSO_NOT_ALLOWED');
  });
});

describe('sign-in with the Entra-like provider', () => {
  it('signs in by an allowed tenant and refuses another tenant, or a domain given where a tenant is needed', async () => {
    const signedIn = await signInWithProvider(testApp, 'microsoft', { email: nurse.email_address, district: TENANT });
    expect(signedIn.session.statusCode).toBe(200);
    expect((await meWith(signedIn.session.json().token)).json().user.id).toBe(nurse.id);
    expect(refusal((await signInWithProvider(testApp, 'microsoft', { email: nurse.email_address, district: OTHER_TENANT })).redirectedTo)).toBe('SSO_NOT_ALLOWED');
    expect(refusal((await signInWithProvider(testApp, 'microsoft', { email: nurse.email_address, district: DOMAIN })).redirectedTo)).toBe('SSO_NOT_ALLOWED');
  });
});

describe('replayed or mismatched answers', () => {
  const account = () => ({ email: nurse.email_address, district: DOMAIN });
  const refusalsFor = (reason: string) => logs.lines.filter((line) => line.includes('"outcome":"refused"') && line.includes(`"reason":"${reason}"`));
  const refusedFor = (reason: string) => refusalsFor(reason).length;

  it('refuses a callback replayed after it signed in, opening no second session', async () => {
    const start = await startAtApp(testApp, 'google');
    const query = await passProvider(start.authorizeUrl, account());
    expect((await finishAtApp(testApp, 'google', start.browserCookie, query)).sessionCookie).toBeTruthy();
    const before = await sessionCount(nurse.id);
    const replay = await finishAtApp(testApp, 'google', start.browserCookie, query);
    expect(refusal(replay.response.headers.location as string)).toBe('SSO_FAILED');
    expect(replay.sessionCookie).toBeUndefined();
    expect(await sessionCount(nurse.id)).toBe(before);
  });

  it("refuses an answer with another attempt's state, or an altered state, and spends the attempt", async () => {
    const [mine, theirs] = [await startAtApp(testApp, 'google'), await startAtApp(testApp, 'google')];
    const theirQuery = await passProvider(theirs.authorizeUrl, account());
    const before = refusedFor('provider-answer-refused');
    expect(refusal((await finishAtApp(testApp, 'google', mine.browserCookie, theirQuery)).response.headers.location as string)).toBe('SSO_FAILED');
    expect(refusedFor('provider-answer-refused')).toBe(before + 1);
    expect(refusalsFor('provider-answer-refused').at(-1)).toMatch(/state/);
    // mine was spent by that answer: even its own answer no longer signs in
    const myQuery = await passProvider(mine.authorizeUrl, account());
    expect(refusal((await finishAtApp(testApp, 'google', mine.browserCookie, myQuery)).response.headers.location as string)).toBe('SSO_FAILED');

    const fresh = await startAtApp(testApp, 'google');
    const altered = (await passProvider(fresh.authorizeUrl, account())).replace(/state=[^&]+/, 'state=altered');
    expect(refusal((await finishAtApp(testApp, 'google', fresh.browserCookie, altered)).response.headers.location as string)).toBe('SSO_FAILED');
  });

  it('logs an issuer out of reach at the code exchange as provider-unreachable, not as a refused answer', async () => {
    const redirectUris = [`${TEST_PUBLIC_URL}/v1/auth/sso/google/callback`];
    const issuer = await startTestOidcProvider({ kind: 'google', redirectUris });
    const app = await createTestApp({ database: testApp.database, logger: logs.logger, rateLimits: { perIpPerMinute: 1000, perAccountPer15Minutes: 1000 }, sso: { google: { issuer: issuer.issuer, ...TEST_OIDC_CLIENT } } });
    try {
      const start = await startAtApp(app, 'google');
      const query = await passProvider(start.authorizeUrl, account());
      await issuer.close();
      const [unreachable, refused] = [refusedFor('provider-unreachable'), refusedFor('provider-answer-refused')];
      expect(refusal((await finishAtApp(app, 'google', start.browserCookie, query)).response.headers.location as string)).toBe('SSO_FAILED');
      expect(refusedFor('provider-unreachable')).toBe(unreachable + 1);
      expect(refusedFor('provider-answer-refused')).toBe(refused);
    } finally {
      await app.close();
      await issuer.close();
    }
  });

  it('refuses an ID token carrying a nonce other than the attempt’s', async () => {
    const [mine, theirs] = [await startAtApp(testApp, 'google'), await startAtApp(testApp, 'google')];
    const url = new URL(mine.authorizeUrl);
    url.searchParams.set('nonce', new URL(theirs.authorizeUrl).searchParams.get('nonce')!);
    const query = await passProvider(url.href, account());
    const before = await sessionCount(nurse.id);
    expect(refusal((await finishAtApp(testApp, 'google', mine.browserCookie, query)).response.headers.location as string)).toBe('SSO_FAILED');
    expect(refusalsFor('provider-answer-refused').at(-1)).toMatch(/nonce/);
    expect(await sessionCount(nurse.id)).toBe(before);
  });

  it('refuses a code used once already, an altered code, and a code sent without its PKCE verifier', async () => {
    const used = await startAtApp(testApp, 'google');
    const usedQuery = await passProvider(used.authorizeUrl, account());
    expect((await finishAtApp(testApp, 'google', used.browserCookie, usedQuery)).sessionCookie).toBeTruthy();
    // the used code under a new attempt's own state: the provider refuses it (and its verifier differs)
    const next = await startAtApp(testApp, 'google');
    const nextState = new URL(next.authorizeUrl).searchParams.get('state')!;
    const replayedCode = usedQuery.replace(/state=[^&]+/, `state=${encodeURIComponent(nextState)}`);
    expect(refusal((await finishAtApp(testApp, 'google', next.browserCookie, replayedCode)).response.headers.location as string)).toBe('SSO_FAILED');

    const altered = await startAtApp(testApp, 'google');
    const alteredQuery = (await passProvider(altered.authorizeUrl, account())).replace(/code=([^&]+)/, (_match, code: string) => `code=${code.slice(0, -4)}AAAA`);
    expect(refusal((await finishAtApp(testApp, 'google', altered.browserCookie, alteredQuery)).response.headers.location as string)).toBe('SSO_FAILED');

    // another browser's code, brought to this browser's attempt with that attempt's state: the PKCE
    // verifier of this attempt does not match the challenge the code was issued for
    const [victim, attacker] = [await startAtApp(testApp, 'google'), await startAtApp(testApp, 'google')];
    const attackerQuery = await passProvider(attacker.authorizeUrl, { email: 'stranger@district.test', district: DOMAIN });
    const victimState = new URL(victim.authorizeUrl).searchParams.get('state')!;
    const injected = attackerQuery.replace(/state=[^&]+/, `state=${encodeURIComponent(victimState)}`);
    expect(refusal((await finishAtApp(testApp, 'google', victim.browserCookie, injected)).response.headers.location as string)).toBe('SSO_FAILED');
  });

  it('refuses a callback without the cookie of the browser that started, and one past its time', async () => {
    const start = await startAtApp(testApp, 'google');
    const query = await passProvider(start.authorizeUrl, account());
    expect(refusal((await finishAtApp(testApp, 'google', undefined, query)).response.headers.location as string)).toBe('SSO_FAILED');
    expect(refusal((await finishAtApp(testApp, 'google', 'claims_sso=made-up', query)).response.headers.location as string)).toBe('SSO_FAILED');

    const late = await startAtApp(testApp, 'google');
    const lateQuery = await passProvider(late.authorizeUrl, account());
    await testApp.db.update(ssoAttempts).set({ expires_at: new Date(Date.now() - 1000) });
    expect(refusal((await finishAtApp(testApp, 'google', late.browserCookie, lateQuery)).response.headers.location as string)).toBe('SSO_FAILED');
    expect(refusedFor('attempt-expired')).toBeGreaterThan(0);
  });

  it('refuses a provider answering with an error (the user cancelled)', async () => {
    const start = await startAtApp(testApp, 'google');
    const state = new URL(start.authorizeUrl).searchParams.get('state')!;
    const cancelled = `?error=access_denied&state=${encodeURIComponent(state)}&iss=${encodeURIComponent(google.issuer)}`;
    expect(refusal((await finishAtApp(testApp, 'google', start.browserCookie, cancelled)).response.headers.location as string)).toBe('SSO_FAILED');
  });
});

describe('password sign-in turned off for a school', () => {
  it("refuses the right password (after checking it) of the school's users, and still lets them in by their district account", async () => {
    const strict = await createSchool(testApp.db, { sso_google_domains: [DOMAIN], password_sign_in: false });
    const user = await createUser(testApp.db, { email_address: 'strict@district.test', schoolIds: [strict.id] });
    const login = (password: string) => testApp.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: user.email_address, password } });
    expect((await login('not-the-password-at-all')).json()).toEqual({ error: 'LOGIN_FAILED' });
    const refused = await login(TEST_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'PASSWORD_SIGN_IN_OFF' });
    expect((await signInWithProvider(testApp, 'google', { email: user.email_address, district: DOMAIN })).session.statusCode).toBe(200);

    await testApp.db.update(schools).set({ password_sign_in: true }).where(eq(schools.id, strict.id));
    expect((await login(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('holds on a remembered device, and for a code e-mailed before passwords were turned off', async () => {
    const school = await createSchool(testApp.db, { sso_google_domains: [DOMAIN] });
    const user = await createUser(testApp.db, { schoolIds: [school.id] });
    const deviceToken = newToken();
    await testApp.db.insert(rememberedDevices).values({ user_id: user.id, token_hash: hashToken(deviceToken), expires_at: new Date(Date.now() + 3_600_000) });
    const login = (cookie?: string) =>
      testApp.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: user.email_address, password: TEST_PASSWORD, user_remembered: true }, headers: cookie ? { cookie } : {} });
    // before: the remembered device skips the code; a code asked for then waits
    expect((await login(`claims_device=${deviceToken}`)).json().token).toBeTruthy();
    expect((await login()).json()).toEqual({ two_factor: true });
    const code = '123456';
    await testApp.db.update(twoFactorCodes).set({ code_hash: hashSignInCode(user.id, code) }).where(eq(twoFactorCodes.user_id, user.id));

    await testApp.db.update(schools).set({ password_sign_in: false }).where(eq(schools.id, school.id));
    const before = await sessionCount(user.id);
    expect((await login(`claims_device=${deviceToken}`)).json()).toEqual({ error: 'PASSWORD_SIGN_IN_OFF' });
    const verify = await testApp.app.inject({ method: 'POST', url: '/v1/auth/verify', payload: { email: user.email_address, code } });
    expect(verify.json()).toEqual({ error: 'PASSWORD_SIGN_IN_OFF' });
    expect(await sessionCount(user.id)).toBe(before);
  });

  it('holds for a user of several schools when any one of them turns it off', async () => {
    const open = await createSchool(testApp.db);
    const strict = await createSchool(testApp.db, { sso_microsoft_tenants: [TENANT], password_sign_in: false });
    const user = await createUser(testApp.db, { schoolIds: [open.id, strict.id] });
    const refused = await testApp.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: user.email_address, password: TEST_PASSWORD } });
    expect(refused.json()).toEqual({ error: 'PASSWORD_SIGN_IN_OFF' });
  });
});

describe("a school's sign-in settings", () => {
  const input = (values: Record<string, unknown>) => ({ is_active: true, name: 'Sign-in High', ...values });
  const save = async (values: Record<string, unknown>) => {
    const admin = await createUser(testApp.db, { type: 'admin' });
    return graphql<{ createSchool: { sso_google_domains: string[]; sso_microsoft_tenants: string[]; password_sign_in: boolean } }>(
      testApp,
      'mutation ($input: SchoolInput!) { createSchool(input: $input) { sso_google_domains sso_microsoft_tenants password_sign_in } }',
      { token: await sessionFor(testApp.db, admin.id), variables: { input: input(values) } },
    );
  };

  it('are kept as the admin sets them (domains lower-cased, each once), password sign-in on by default', async () => {
    expect((await save({})).body.data?.createSchool).toEqual({ sso_google_domains: [], sso_microsoft_tenants: [], password_sign_in: true });
    const saved = await save({ sso_google_domains: [' District.TEST ', 'district.test', 'high.district.test'], sso_microsoft_tenants: [TENANT.toUpperCase()], password_sign_in: false });
    expect(saved.body.data?.createSchool).toEqual({ sso_google_domains: ['district.test', 'high.district.test'], sso_microsoft_tenants: [TENANT], password_sign_in: false });
  });

  it('refuses password sign-in off on a server that cannot sign the school in with the provider listed', async () => {
    const googleOnly = await createTestApp({ database: testApp.database, sso: { google: { issuer: google.issuer, ...TEST_OIDC_CLIENT } } });
    try {
      const admin = await createUser(testApp.db, { type: 'admin' });
      const token = await sessionFor(testApp.db, admin.id);
      const save = (values: Record<string, unknown>) =>
        graphql<{ createSchool: { password_sign_in: boolean } }>(googleOnly, 'mutation ($input: SchoolInput!) { createSchool(input: $input) { password_sign_in } }', {
          token,
          variables: { input: input(values) },
        });
      const refused = await save({ sso_microsoft_tenants: [TENANT], password_sign_in: false });
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password_sign_in: 'SSO_REQUIRED_FOR_PASSWORD_OFF' } });
      expect((await save({ sso_google_domains: [DOMAIN], password_sign_in: false })).body.data?.createSchool).toEqual({ password_sign_in: false });
    } finally {
      await googleOnly.close();
    }
  });

  it.each([
    [{ sso_google_domains: ['not a domain'] }, 'sso_google_domains.0', 'SSO_DOMAIN_INVALID'],
    [{ sso_google_domains: ['https://district.test'] }, 'sso_google_domains.0', 'SSO_DOMAIN_INVALID'],
    [{ sso_microsoft_tenants: ['district.test'] }, 'sso_microsoft_tenants.0', 'SSO_TENANT_INVALID'],
    [{ sso_google_domains: Array.from({ length: 21 }, (_, n) => `d${n}.test`) }, 'sso_google_domains', 'SSO_TOO_MANY'],
    [{ password_sign_in: false }, 'password_sign_in', 'SSO_REQUIRED_FOR_PASSWORD_OFF'],
  ])('refuses %j with its key, saving nothing', async (values, field, key) => {
    const before = (await testApp.db.select({ id: schools.id }).from(schools)).length;
    const { body } = await save(values);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: key } });
    expect((await testApp.db.select({ id: schools.id }).from(schools)).length).toBe(before);
  });
});

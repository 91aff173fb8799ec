import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, twoFactorCodes, users } from '../../db/schema.ts';
import { bearer, createSchool, createUser, TEST_PASSWORD } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { codeFrom, linkFrom, startTestSmtp, tokenFromLink, type TestSmtp } from '../../testing/test-smtp.ts';

let smtp: TestSmtp;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url, rateLimitClock, rateLimits: { perIpPerMinute: 1000, perAccountPer15Minutes: 1000 } });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url, payload, headers });

// Signs in through the real two stages, reading the code from the mailbox.
async function signIn(email: string, options: { remember?: boolean; cookie?: string } = {}) {
  const seen = smtp.messagesTo(email).length;
  const login = await post(
    '/v1/auth/login',
    { email, password: TEST_PASSWORD, user_remembered: options.remember ?? false },
    options.cookie ? { cookie: options.cookie } : {},
  );
  expect(login.statusCode).toBe(200);
  if (login.json().token) return { token: login.json().token as string, cookie: undefined, usedCode: false };
  const code = codeFrom(await smtp.waitForMail(email, seen));
  const verify = await post('/v1/auth/verify', { email, code });
  expect(verify.statusCode).toBe(200);
  return { token: verify.json().token as string, cookie: verify.headers['set-cookie'] as string | undefined, usedCode: true };
}

describe('sign-in with an emailed code', () => {
  it('signs in an admin and tells who they are', async () => {
    const admin = await createUser(testApp.db, { type: 'admin' });
    const { token } = await signIn(admin.email_address);
    const me = await post('/v1/auth/me', {}, bearer(token));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ token, user: { id: admin.id, type: 'admin', email_address: admin.email_address }, schools: [] });
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const user = await createUser(testApp.db);
    const wrongPassword = await post('/v1/auth/login', { email: user.email_address, password: 'not-the-password' });
    const unknown = await post('/v1/auth/login', { email: 'nobody@example.test', password: TEST_PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: 'LOGIN_FAILED' });
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('refuses malformed sign-in input with field keys', async () => {
    const response = await post('/v1/auth/login', { email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'VALIDATION_FAILED', fields: { email: 'INVALID_EMAIL', password: 'PASSWORD_REQUIRED' } });
  });

  it('emails a 6-digit code and returns no token at the first stage', async () => {
    const user = await createUser(testApp.db);
    const login = await post('/v1/auth/login', { email: user.email_address, password: TEST_PASSWORD });
    expect(login.json()).toEqual({ two_factor: true });
    const mail = await smtp.waitForMail(user.email_address);
    expect(codeFrom(mail)).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(codeFrom(mail));
  });

  it('accepts a code once only', async () => {
    const user = await createUser(testApp.db);
    await post('/v1/auth/login', { email: user.email_address, password: TEST_PASSWORD });
    const code = codeFrom(await smtp.waitForMail(user.email_address));
    expect((await post('/v1/auth/verify', { email: user.email_address, code })).statusCode).toBe(200);
    const again = await post('/v1/auth/verify', { email: user.email_address, code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: 'INVALID_CODE' });
  });

  it('locks the code after five wrong tries, even for the right code', async () => {
    const user = await createUser(testApp.db);
    await post('/v1/auth/login', { email: user.email_address, password: TEST_PASSWORD });
    const code = codeFrom(await smtp.waitForMail(user.email_address));
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push((await post('/v1/auth/verify', { email: user.email_address, code: wrong })).json().error);
    expect(answers).toEqual(['INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'CODE_LOCKED']);
    const right = await post('/v1/auth/verify', { email: user.email_address, code });
    expect(right.json()).toEqual({ error: 'CODE_LOCKED' });
  });

  it('refuses an expired code', async () => {
    const user = await createUser(testApp.db);
    await post('/v1/auth/login', { email: user.email_address, password: TEST_PASSWORD });
    const code = codeFrom(await smtp.waitForMail(user.email_address));
    await testApp.db.update(twoFactorCodes).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(twoFactorCodes.user_id, user.id));
    expect((await post('/v1/auth/verify', { email: user.email_address, code })).json()).toEqual({ error: 'CODE_EXPIRED' });
  });

  it('skips the code on a remembered device, and only there', async () => {
    const user = await createUser(testApp.db);
    const first = await signIn(user.email_address, { remember: true });
    expect(first.usedCode).toBe(true);
    expect(first.cookie).toMatch(/claims_device=.+HttpOnly/i);
    const cookie = first.cookie!.split(';')[0]!;
    const remembered = await signIn(user.email_address, { remember: true, cookie });
    expect(remembered.usedCode).toBe(false);
    const otherBrowser = await signIn(user.email_address, { remember: true });
    expect(otherBrowser.usedCode).toBe(true);
  });

  it('revokes the session at sign-out', async () => {
    const user = await createUser(testApp.db);
    const { token } = await signIn(user.email_address);
    expect((await post('/v1/auth/logout', {}, bearer(token))).statusCode).toBe(200);
    const me = await post('/v1/auth/me', {}, bearer(token));
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ error: 'NOT_AUTHENTICATED' });
  });

  it('ends a session that sat idle past the timeout', async () => {
    const user = await createUser(testApp.db);
    const { token } = await signIn(user.email_address);
    await testApp.db.update(sessions).set({ last_seen_at: new Date(Date.now() - 31 * 60_000) }).where(eq(sessions.user_id, user.id));
    expect((await post('/v1/auth/me', {}, bearer(token))).statusCode).toBe(401);
  });

  it('answers a missing token with NO_TOKEN_CREDENTIALS', async () => {
    const response = await post('/v1/auth/me', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'NO_TOKEN_CREDENTIALS' });
  });
});

describe('the preferred language', () => {
  it("keeps the user's own choice for their next sessions, and refuses a language the product does not speak", async () => {
    const user = await createUser(testApp.db);
    const other = await createUser(testApp.db);
    const { token } = await signIn(user.email_address);
    expect((await post('/v1/auth/me', {}, bearer(token))).json()).toMatchObject({ user: { preferred_language: null } });

    expect((await post('/v1/auth/me/language', { language: 'es' }, bearer(token))).json()).toEqual({ success: true });
    const next = await signIn(user.email_address);
    expect((await post('/v1/auth/me', {}, bearer(next.token))).json()).toMatchObject({ user: { preferred_language: 'es' } });

    const refused = await post('/v1/auth/me/language', { language: 'fr' }, bearer(token));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'VALIDATION_FAILED', fields: { language: 'INVALID_VALUE' } });
    const [stored] = await testApp.db.select({ language: users.preferred_language }).from(users).where(eq(users.id, user.id));
    expect(stored!.language).toBe('es');
    const [untouched] = await testApp.db.select({ language: users.preferred_language }).from(users).where(eq(users.id, other.id));
    expect(untouched!.language).toBeNull();
    expect((await post('/v1/auth/me/language', { language: 'es' })).statusCode).toBe(401);
  });
});

describe("e-mails in the reader's language", () => {
  const codeAndResetMails = async (email: string) => {
    const seen = smtp.messagesTo(email).length;
    expect((await post('/v1/auth/login', { email, password: TEST_PASSWORD, user_remembered: false })).statusCode).toBe(200);
    const code = await smtp.waitForMail(email, seen);
    expect((await post('/v1/auth/reset-password/request', { email })).json()).toEqual({ success: true });
    return { code, reset: await smtp.waitForMail(email, seen + 1) };
  };

  it('writes the sign-in code and the password reset in Spanish to a user who chose Spanish', async () => {
    const user = await createUser(testApp.db, { first_name: 'Lucía', preferred_language: 'es' });
    const { code, reset } = await codeAndResetMails(user.email_address);

    expect(code.subject).toMatch(/^Su código de inicio de sesión de School Claims: \d{6}$/);
    expect(code.text).toContain('Hola, Lucía:');
    expect(code.text).toContain(`Su código de inicio de sesión es ${codeFrom(code)}.`);
    expect(code.text).toContain('vence en 10 minutos');
    expect(code.html).toContain('<p>Hola, Lucía:</p>');
    expect(code.text).not.toMatch(/Hello|expires/);

    expect(reset.subject).toBe('Restablezca su contraseña de School Claims');
    expect(reset.text).toContain('Alguien solicitó restablecer la contraseña de su cuenta de School Claims.');
    expect(reset.text).toContain(`Elija una nueva contraseña: ${linkFrom(reset)}`);
    expect(reset.html).toContain('>Elija una nueva contraseña</a>');
    // the link is the product's, whatever the language
    expect(linkFrom(reset)).toMatch(/^http:\/\/claims\.test\/reset-password\?token=/);
  });

  it.each([
    ['chose English', 'en' as const],
    ['has not chosen', null],
  ])('writes them in English to a user who %s', async (_case, language) => {
    const user = await createUser(testApp.db, { first_name: 'Liam', preferred_language: language });
    const { code, reset } = await codeAndResetMails(user.email_address);
    expect(code.subject).toMatch(/^Your School Claims sign-in code: \d{6}$/);
    expect(code.text).toContain('Hello Liam,');
    expect(code.text).toContain(`Your sign-in code is ${codeFrom(code)}.`);
    expect(reset.subject).toBe('Reset your School Claims password');
    expect(reset.text).toContain(`Choose a new password: ${linkFrom(reset)}`);
    expect(reset.text).not.toMatch(/Hola|contraseña/);
  });

  it('follows a language chosen in the app from the next e-mail on', async () => {
    const user = await createUser(testApp.db);
    const { token } = await signIn(user.email_address);
    expect((await post('/v1/auth/me/language', { language: 'es' }, bearer(token))).statusCode).toBe(200);
    const seen = smtp.messagesTo(user.email_address).length;
    await post('/v1/auth/reset-password/request', { email: user.email_address });
    expect((await smtp.waitForMail(user.email_address, seen)).subject).toBe('Restablezca su contraseña de School Claims');
  });
});

describe('password reset', () => {
  it('resets a password through the emailed single-use link', async () => {
    const user = await createUser(testApp.db);
    const { token: oldSession } = await signIn(user.email_address);
    const seen = smtp.messagesTo(user.email_address).length;
    expect((await post('/v1/auth/reset-password/request', { email: user.email_address })).json()).toEqual({ success: true });
    const link = linkFrom(await smtp.waitForMail(user.email_address, seen));
    expect(link).toMatch(/^http:\/\/claims\.test\/reset-password\?token=/);
    const token = tokenFromLink(link);

    const tooShort = await post('/v1/auth/reset-password', { token, password: 'short' });
    expect(tooShort.json()).toEqual({ error: 'VALIDATION_FAILED', fields: { password: 'PASSWORD_TOO_SHORT' } });

    expect((await post('/v1/auth/reset-password', { token, password: 'a-brand-new-passphrase' })).statusCode).toBe(200);
    expect((await post('/v1/auth/reset-password', { token, password: 'another-new-passphrase' })).json()).toEqual({ error: 'INVALID_LINK' });
    expect((await post('/v1/auth/me', {}, bearer(oldSession))).statusCode).toBe(401);
    expect((await post('/v1/auth/login', { email: user.email_address, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await post('/v1/auth/login', { email: user.email_address, password: 'a-brand-new-passphrase' })).statusCode).toBe(200);
  });

  it('answers a request for an unknown email the same way and sends nothing', async () => {
    expect((await post('/v1/auth/reset-password/request', { email: 'ghost@example.test' })).json()).toEqual({ success: true });
    // A known address asked right after proves the queue is flowing, so the ghost's silence is real.
    const known = await createUser(testApp.db);
    await post('/v1/auth/reset-password/request', { email: known.email_address });
    await smtp.waitForMail(known.email_address);
    expect(smtp.messagesTo('ghost@example.test')).toHaveLength(0);
  });
});

describe('school users created by an admin', () => {
  it('emails a confirmation link; the user sets a password, signs in and sees only their school', async () => {
    const admin = await createUser(testApp.db, { type: 'admin' });
    const school = await createSchool(testApp.db, { name: 'Lakeside High' });
    await createSchool(testApp.db, { name: 'Another School' });
    const { token: adminToken } = await signIn(admin.email_address);

    const created = await post(
      '/v1/user',
      { email: 'coach@lakeside.test', first_name: 'Casey', last_name: 'Coach', school_id: school.id, type: 'user' },
      bearer(adminToken),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ success: true });

    // Not usable before confirmation.
    expect((await post('/v1/auth/login', { email: 'coach@lakeside.test', password: TEST_PASSWORD })).statusCode).toBe(401);

    const invitation = await smtp.waitForMail('coach@lakeside.test');
    // nobody knows the new user's language yet: the e-mail speaks both
    expect(invitation.subject).toBe('Your School Claims account / Su cuenta de School Claims');
    expect(invitation.text).toContain('Confirm your account: http://claims.test/confirm?token=');
    expect(invitation.text).toContain('Confirme su cuenta: http://claims.test/confirm?token=');
    const link = linkFrom(invitation);
    expect(link).toMatch(/^http:\/\/claims\.test\/confirm\?token=/);
    expect((await post('/v1/auth/confirm', { token: tokenFromLink(link), password: TEST_PASSWORD })).statusCode).toBe(200);

    const { token } = await signIn('coach@lakeside.test');
    const me = (await post('/v1/auth/me', {}, bearer(token))).json();
    expect(me.user.type).toBe('user');
    expect(me.schools).toEqual([{ id: school.id, name: 'Lakeside High', allow_students_import: false }]);
  });

  it('does not let a deactivated user reactivate the account with the confirmation link', async () => {
    const admin = await createUser(testApp.db, { type: 'admin' });
    const school = await createSchool(testApp.db);
    const adminToken = (await signIn(admin.email_address)).token;
    await post('/v1/user', { email: 'leaver@lakeside.test', first_name: 'Lee', last_name: 'Leaver', school_id: school.id, type: 'user' }, bearer(adminToken));
    const link = linkFrom(await smtp.waitForMail('leaver@lakeside.test'));
    const [leaver] = await testApp.db.select().from(users).where(eq(users.email_address, 'leaver@lakeside.test'));
    const deactivate = await testApp.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: bearer(adminToken),
      payload: { query: `mutation { updateUser(id: "${leaver!.id}", input: { first_name: "Lee", last_name: "Leaver", email_address: "leaver@lakeside.test", is_active: false }) { is_active } }` },
    });
    expect(deactivate.json().data.updateUser.is_active).toBe(false);
    expect((await post('/v1/auth/confirm', { token: tokenFromLink(link), password: TEST_PASSWORD })).json()).toEqual({ error: 'INVALID_LINK' });
    const [after] = await testApp.db.select().from(users).where(eq(users.id, leaver!.id));
    expect(after?.is_active).toBe(false);
  });

  it('refuses a second live user with the same email, in any case', async () => {
    const admin = await createUser(testApp.db, { type: 'admin' });
    const school = await createSchool(testApp.db);
    const existing = await createUser(testApp.db);
    const adminToken = (await signIn(admin.email_address)).token;
    const response = await post(
      '/v1/user',
      { email: existing.email_address.toUpperCase(), first_name: 'A', last_name: 'B', school_id: school.id, type: 'user' },
      bearer(adminToken),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'EMAIL_ALREADY_USED' });
  });

  it('stops a deactivated or deleted user from signing in and ends their sessions', async () => {
    const deactivated = await createUser(testApp.db);
    const { token } = await signIn(deactivated.email_address);
    await testApp.db.update(users).set({ is_active: false }).where(eq(users.id, deactivated.id));
    expect((await post('/v1/auth/me', {}, bearer(token))).statusCode).toBe(401);
    expect((await post('/v1/auth/login', { email: deactivated.email_address, password: TEST_PASSWORD })).statusCode).toBe(401);

    const deleted = await createUser(testApp.db, { deleted_at: new Date() });
    expect((await post('/v1/auth/login', { email: deleted.email_address, password: TEST_PASSWORD })).statusCode).toBe(401);
  });
});

// Rate-limit windows are counted on a frozen clock, so none ends while a slow machine runs the test.
const rateLimitClock = () => new Date('2026-03-01T08:00:00Z');

describe('rate limits', () => {
  it('answers 429 once an account has had too many attempts', async () => {
    const limited = await createTestApp({ rateLimitClock, rateLimits: { perIpPerMinute: 1000, perAccountPer15Minutes: 3 } });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await limited.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'target@example.test', password: 'guess-number-x' } });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const other = await limited.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'other@example.test', password: 'guess-number-x' } });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('counts only failures per account, so correct sign-ins and reset requests never lock the user out', async () => {
    const limited = await createTestApp({ smtpUrl: smtp.url, rateLimitClock, rateLimits: { perIpPerMinute: 1000, perAccountPer15Minutes: 2 } });
    try {
      const user = await createUser(limited.db);
      const login = (password: string) => limited.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: user.email_address, password } });
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt++) statuses.push((await login(TEST_PASSWORD)).statusCode);
      for (let attempt = 0; attempt < 3; attempt++) {
        await limited.app.inject({ method: 'POST', url: '/v1/auth/reset-password/request', payload: { email: user.email_address } });
      }
      statuses.push((await login(TEST_PASSWORD)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await limited.close();
    }
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, so rotating it does not escape the limit', async () => {
    const limited = await createTestApp({ rateLimitClock, rateLimits: { perIpPerMinute: 2, perAccountPer15Minutes: 1000 } });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: `x${attempt}@example.test`, password: 'guess-number-x' },
          headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 once one address has made too many requests', async () => {
    const limited = await createTestApp({ rateLimitClock, rateLimits: { perIpPerMinute: 2, perAccountPer15Minutes: 1000 } });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await limited.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: `x${attempt}@example.test`, password: 'guess-number-x' } });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
      expect((await limited.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'y@example.test', password: 'z' } })).json()).toEqual({ error: 'TOO_MANY_REQUESTS' });
    } finally {
      await limited.close();
    }
  });

  it('throttles a stranger by account and address, so the owner still signs in from elsewhere', async () => {
    const limited = await createTestApp({ smtpUrl: smtp.url, rateLimitClock, rateLimits: { perIpPerMinute: 1000, perAccountPer15Minutes: 3 } });
    try {
      const owner = await createUser(limited.db);
      const login = (password: string, remoteAddress: string) =>
        limited.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: owner.email_address, password }, remoteAddress });
      const stranger = [];
      for (let attempt = 0; attempt < 4; attempt++) stranger.push((await login('guess-number-x', '203.0.113.9')).statusCode);
      expect(stranger).toEqual([401, 401, 401, 429]);
      const refused = await login(TEST_PASSWORD, '203.0.113.9');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(TEST_PASSWORD, '198.51.100.7')).json()).toEqual({ two_factor: true });
    } finally {
      await limited.close();
    }
  });

  it('still throttles an account for everyone far above the per-address limit', async () => {
    const limited = await createTestApp({ rateLimitClock, rateLimits: { perIpPerMinute: 1000, perAccountPer15Minutes: 1 } });
    try {
      const statuses = [];
      for (let address = 1; address <= 11; address++) {
        const response = await limited.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'target@example.test', password: 'guess-number-x' }, remoteAddress: `203.0.113.${address}` });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
    } finally {
      await limited.close();
    }
  });

  it("lets the owner's remembered browser past the account's ceiling that strangers spent, and no one else", async () => {
    const limited = await createTestApp({ smtpUrl: smtp.url, rateLimitClock, rateLimits: { perIpPerMinute: 1000, perAccountPer15Minutes: 1 } });
    try {
      const owner = await createUser(limited.db);
      const other = await createUser(limited.db);
      const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
        limited.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password, user_remembered: true }, remoteAddress, headers: cookie ? { cookie } : {} });
      // the owner's browser remembered, and another user's
      const rememberedBy = async (email: string) => {
        const seen = smtp.messagesTo(email).length;
        await login(email, TEST_PASSWORD, '192.0.2.1');
        const verify = await limited.app.inject({ method: 'POST', url: '/v1/auth/verify', payload: { email, code: codeFrom(await smtp.waitForMail(email, seen)) }, remoteAddress: '192.0.2.1' });
        return String(verify.headers['set-cookie']).split(';')[0]!;
      };
      const ownersBrowser = await rememberedBy(owner.email_address);
      const othersBrowser = await rememberedBy(other.email_address);

      for (let address = 1; address <= 10; address++) expect((await login(owner.email_address, 'guess-number-x', `203.0.113.${address}`)).statusCode).toBe(401);
      const locked = await login(owner.email_address, TEST_PASSWORD, '198.51.100.7');
      expect(locked.statusCode).toBe(429);
      expect((await login(owner.email_address, TEST_PASSWORD, '198.51.100.7', othersBrowser)).statusCode).toBe(429);
      // a stranger's own address stays throttled even with the cookie
      expect((await login(owner.email_address, TEST_PASSWORD, '203.0.113.1', ownersBrowser)).statusCode).toBe(429);

      const signedIn = await login(owner.email_address, TEST_PASSWORD, '198.51.100.7', ownersBrowser);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().token).toEqual(expect.any(String));
    } finally {
      await limited.close();
    }
  });

  it('holds one count across server processes sharing the database', async () => {
    const first = await createTestApp({ rateLimitClock, rateLimits: { perIpPerMinute: 1000, perAccountPer15Minutes: 4 } });
    const second = await createTestApp({ database: first.database, rateLimitClock, rateLimits: { perIpPerMinute: 1000, perAccountPer15Minutes: 4 } });
    try {
      const statuses = [];
      for (const app of [first, second, first, second, first, second]) {
        statuses.push((await app.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'shared@example.test', password: 'guess-number-x' } })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('sign-in codes under concurrency', () => {
  it('compares at most five codes, however many arrive at once', async () => {
    const user = await createUser(testApp.db);
    await post('/v1/auth/login', { email: user.email_address, password: TEST_PASSWORD });
    const code = codeFrom(await smtp.waitForMail(user.email_address));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 30 }, () => post('/v1/auth/verify', { email: user.email_address, code: wrong })));
    expect(answers.every((answer) => answer.statusCode === 401)).toBe(true);
    const [stored] = await testApp.db.select({ attempts: twoFactorCodes.attempts }).from(twoFactorCodes).where(eq(twoFactorCodes.user_id, user.id));
    expect(stored!.attempts).toBe(5);
    expect((await post('/v1/auth/verify', { email: user.email_address, code })).json()).toEqual({ error: 'CODE_LOCKED' });
  });
});

describe('password reset links', () => {
  it('retires an older link when a newer one is asked for', async () => {
    const user = await createUser(testApp.db);
    const linkAfter = async () => {
      const seen = smtp.messagesTo(user.email_address).length;
      await post('/v1/auth/reset-password/request', { email: user.email_address });
      return tokenFromLink(linkFrom(await smtp.waitForMail(user.email_address, seen)));
    };
    const older = await linkAfter();
    const newer = await linkAfter();
    expect((await post('/v1/auth/reset-password', { token: older, password: 'a-brand-new-passphrase' })).json()).toEqual({ error: 'INVALID_LINK' });
    expect((await post('/v1/auth/reset-password', { token: newer, password: 'a-brand-new-passphrase' })).statusCode).toBe(200);
  });

  it('queues the same work for a known and an unknown address, so neither answer tells them apart', async () => {
    const known = await createUser(testApp.db);
    const queued = async () => ((await testApp.database.jobDatabase.executeSql("select count(*)::int as n from pgboss.job where name = 'passwordResetRequest'")).rows[0] as { n: number }).n;
    const before = await queued();
    const answers = [await post('/v1/auth/reset-password/request', { email: known.email_address }), await post('/v1/auth/reset-password/request', { email: 'nobody-here@example.test' })];
    expect(answers.map((answer) => answer.json())).toEqual([{ success: true }, { success: true }]);
    expect(await queued()).toBe(before + 2);
  });
});

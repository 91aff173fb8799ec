import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSchool, createUser, sessionFor, TEST_PASSWORD } from '../../testing/fixtures.ts';
import { captureLogs } from '../../testing/log-capture.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';
import { codeFrom, startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';

let smtp: TestSmtp;
let testApp: TestApp;
const logs = captureLogs();

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url, logger: logs.logger });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const events = () => logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the security log', () => {
  it('records each sign-in step without the password, code or token', async () => {
    const user = await createUser(testApp.db);
    await testApp.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: user.email_address, password: 'wrong-password-here' } });
    await testApp.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: user.email_address, password: TEST_PASSWORD } });
    const code = codeFrom(await smtp.waitForMail(user.email_address));
    const verified = await testApp.app.inject({ method: 'POST', url: '/v1/auth/verify', payload: { email: user.email_address, code } });
    const token = verified.json().token as string;

    const outcomes = events().filter((event) => event.event === 'sign-in').map((event) => event.outcome);
    expect(outcomes).toEqual(['refused', 'code-sent', 'code-accepted']);
    const everything = logs.text();
    for (const secret of ['wrong-password-here', TEST_PASSWORD, token]) expect(everything).not.toContain(secret);
    expect(everything).not.toContain(code);
  });

  it('never logs the token of an emailed link', async () => {
    await testApp.app.inject({ method: 'GET', url: '/reset-password?token=secret-link-token-123' });
    await testApp.app.inject({ method: 'POST', url: '/v1/auth/confirm?token=secret-link-token-456', payload: {} });
    expect(logs.text()).not.toContain('secret-link-token');
  });

  it('records requests refused for lack of a session or of a right', async () => {
    await testApp.app.inject({ method: 'POST', url: '/v1/auth/me' });
    const school = await createSchool(testApp.db);
    const token = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [school.id] })).id);
    await graphql(testApp, '{ schools { total } }', { token });
    await testApp.app.inject({ method: 'POST', url: '/v1/user', payload: {}, headers: bearer(token) });
    const refused = events().filter((event) => event.event === 'refused');
    expect(refused.map((event) => event.reason ?? event.code)).toEqual(['no-token', 'FORBIDDEN', 'FORBIDDEN']);
  });
});

import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

// What a browser does through a sign-in with a provider, in steps a test can replay, swap or tamper with:
// start at the app (which sets its cookie and sends the browser on), pass the provider's sign-in page,
// come back to the app's callback, and take the session the sign-in page is handed.
export type ProviderAccount = { email: string; verified?: boolean; district?: string };

const cookieOf = (response: LightMyRequestResponse, name: string) => {
  const header = [response.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith(`${name}=`));
  return header?.split(';')[0];
};

export async function startAtApp(testApp: TestApp, provider: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/v1/auth/sso/${provider}/start` });
  return { response, browserCookie: cookieOf(response, 'claims_sso'), authorizeUrl: response.headers.location as string };
}

// The provider's own pages, with its cookies kept between them, until it sends the browser back to the
// app's callback: the answer's query (code, state, iss).
export async function passProvider(authorizeUrl: string, account: ProviderAccount) {
  const jar = new Map<string, string>();
  const visit = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  let response = await visit(authorizeUrl);
  const interaction = new URL(response.headers.get('location')!, authorizeUrl);
  await (await visit(interaction.href)).text();
  const form = new URLSearchParams({ email: account.email, district: account.district ?? '' });
  if (account.verified ?? true) form.set('email_verified', 'on');
  response = await visit(interaction.href, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  // on through the provider's resume, until it answers with the client's callback
  for (let hops = 0; hops < 5; hops++) {
    const location = new URL(response.headers.get('location')!, authorizeUrl);
    if (location.pathname.startsWith('/v1/auth/sso/')) return location.search;
    response = await visit(location.href);
  }
  throw new Error('the provider did not send the browser back');
}

export async function finishAtApp(testApp: TestApp, provider: string, browserCookie: string | undefined, callbackQuery: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/v1/auth/sso/${provider}/callback${callbackQuery}`, headers: browserCookie ? { cookie: browserCookie } : {} });
  return { response, sessionCookie: cookieOf(response, 'claims_sso_session') };
}

export const takeSession = (testApp: TestApp, sessionCookie: string | undefined) =>
  testApp.app.inject({ method: 'POST', url: '/v1/auth/sso/session', headers: sessionCookie ? { cookie: sessionCookie } : {} });

// The whole way, as a browser goes it: the callback's answer, and the session the sign-in page then takes.
export async function signInWithProvider(testApp: TestApp, provider: string, account: ProviderAccount) {
  const start = await startAtApp(testApp, provider);
  const query = await passProvider(start.authorizeUrl, account);
  const finish = await finishAtApp(testApp, provider, start.browserCookie, query);
  return { redirectedTo: finish.response.headers.location as string, session: await takeSession(testApp, finish.sessionCookie) };
}

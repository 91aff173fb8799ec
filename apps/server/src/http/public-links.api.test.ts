import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../db/schema.ts';
import { PARENT_ACCESS_HEADER } from '../modules/parent-part/parent-part.routes.ts';
import { claimPayload, seedClaimSetup, TPA_EMAIL, type ClaimSetup } from '../testing/claims.ts';
import { bearer } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../testing/test-smtp.ts';
import { PUBLIC_LINK_LIMITS } from './public-links.ts';

let smtp: TestSmtp;
let testApp: TestApp;
let setup: ClaimSetup;

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url });
  setup = await seedClaimSetup(testApp.db);
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const unknownToken = () => randomBytes(32).toString('base64url');
const from = (remoteAddress: string) => ({
  parent: (token: string, path = '', options: { access?: string; payload?: Record<string, unknown> } = {}) =>
    testApp.app.inject({
      method: options.payload ? 'POST' : 'GET',
      url: `/v1/parent/${token}${path}`,
      remoteAddress,
      headers: options.access ? { [PARENT_ACCESS_HEADER]: options.access } : {},
      ...(options.payload ? { payload: options.payload } : {}),
    }),
  tpa: (token: string, path: '/open' | '/report', payload: Record<string, unknown> = {}) =>
    testApp.app.inject({ method: 'POST', url: `/v1/tpa/${token}${path}`, remoteAddress, payload }),
  guardian: (token: string) => testApp.app.inject({ method: 'GET', url: `/v1/guardian/${token}`, remoteAddress }),
});

const submit = (values: Record<string, unknown> = {}) =>
  testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids, values) } });

// A claim sent to the TPA, then one of a school that asks for the parent's part: the links they were e-mailed.
async function linksOfClaims() {
  const sent = await submit();
  expect(sent.statusCode).toBe(200);
  const claimNumber = (sent.json() as { claim_number: number }).claim_number;
  let seen = 0;
  let tpaMail = await smtp.waitForMail(TPA_EMAIL, seen);
  while (!tpaMail.subject?.includes(`claim ${claimNumber} `)) tpaMail = await smtp.waitForMail(TPA_EMAIL, ++seen);

  await testApp.db.update(schools).set({ parent_part_online: true }).where(eq(schools.id, setup.ids.school));
  const email = 'paula@family.test';
  expect((await submit({ parent_info: { first_name: 'Paula', last_name: 'Rivera', email, language: 'en' } })).statusCode).toBe(200);
  const parentMail = await smtp.waitForMail(email);
  return { parentToken: /\/parent\/([\w-]{43})\b/.exec(parentMail.text ?? '')![1]!, tpaToken: /\/tpa\/([\w-]{43})\b/.exec(tpaMail.text ?? '')![1]! };
}

describe("the parent's and the TPA's links", () => {
  it('refuse an address that tries unknown links, with a Retry-After, on both pages alike, and no other address', async () => {
    const stranger = from('203.0.113.40');
    const answers = [];
    for (let attempt = 0; attempt < PUBLIC_LINK_LIMITS.deadEndsPerAddress.max; attempt++) {
      const response = attempt % 2 ? await stranger.parent(unknownToken()) : await stranger.tpa(unknownToken(), '/open');
      answers.push(response.statusCode);
    }
    expect(new Set(answers)).toEqual(new Set([404]));
    for (const refused of [await stranger.tpa(unknownToken(), '/open'), await stranger.parent(unknownToken(), '/check', { payload: { birth_date: '2010-03-04' } })]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await from('203.0.113.41').tpa(unknownToken(), '/open')).statusCode).toBe(404);
  });

  it('count a burst of unknown links sent together before looking them up, and answer none past the limit', async () => {
    const burst = from('203.0.113.50');
    const { max } = PUBLIC_LINK_LIMITS.deadEndsPerAddress;
    const pages = [() => burst.parent(unknownToken()), () => burst.tpa(unknownToken(), '/open'), () => burst.guardian(unknownToken())];
    const answers = await Promise.all(Array.from({ length: 2 * max }, (_, attempt) => pages[attempt % pages.length]!()));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(max);
  });

  it('take a limited number of requests for any one link, from all addresses together', async () => {
    const token = unknownToken();
    const statuses = [];
    for (let address = 0; address <= PUBLIC_LINK_LIMITS.requestsPerLink.max; address++) statuses.push((await from(`198.51.100.${address}`).tpa(token, '/open')).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("never refuse a parent's or a TPA's ordinary use of their link", async () => {
    const { parentToken, tpaToken } = await linksOfClaims();
    const parent = from('192.0.2.10');
    const statuses = [(await parent.parent(parentToken)).statusCode];
    const check = await parent.parent(parentToken, '/check', { payload: { birth_date: '2010-03-04' } });
    statuses.push(check.statusCode);
    const { access } = check.json() as { access: string };
    for (let look = 0; look < 5; look++) {
      statuses.push((await parent.parent(parentToken, '/claim', { access })).statusCode, (await parent.parent(parentToken, '/insurers', { access })).statusCode);
    }
    expect(statuses).toEqual(Array(12).fill(200));

    const adjuster = from('192.0.2.20');
    const tpaStatuses = [];
    for (let look = 0; look < 6; look++) {
      tpaStatuses.push((await adjuster.tpa(tpaToken, '/open')).statusCode, (await adjuster.tpa(tpaToken, '/report', { status: 'RECEIVED', tpa_claim_number: `AX-${look}` })).statusCode);
    }
    expect(tpaStatuses).toEqual(Array(12).fill(200));
  });
});

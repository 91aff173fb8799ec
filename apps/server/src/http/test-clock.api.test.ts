import { DAY_MS } from '@claims/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../db/schema.ts';
import { claimPayload, seedClaimSetup } from '../testing/claims.ts';
import { bearer, createUser, sessionFor } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../testing/test-smtp.ts';
import { TEST_CLOCK_PATH } from './test-clock.ts';

// TEST_CLOCK (the e2e servers' movable clock, ADR 045): absent unless set, and once set, the app's dates
// and its scheduled work move with it.

describe('without TEST_CLOCK', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('has no test route, even for an admin', async () => {
    const admin = await createUser(testApp.db, { type: 'admin' });
    const response = await testApp.app.inject({ method: 'POST', url: TEST_CLOCK_PATH, headers: bearer(await sessionFor(testApp.db, admin.id)), payload: { days: 3 } });
    expect(response.statusCode).toBe(404);
    expect(testApp.app.registeredRoutes.filter((route) => route.url.startsWith('/v1/test'))).toEqual([]);
  });
});

describe('with TEST_CLOCK', () => {
  let smtp: TestSmtp;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    testApp = await createTestApp({ smtpUrl: smtp.url, testClock: true });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('moves the dates ahead by whole days, sends that day\'s reminders at once, and goes back with 0', async () => {
    const setup = await seedClaimSetup(testApp.db);
    await testApp.db.update(schools).set({ parent_part_online: true }).where(eq(schools.id, setup.ids.school));
    const email = 'clock.parent@family.test';
    const submitted = await testApp.app.inject({
      method: 'POST',
      url: '/v1/claims',
      headers: bearer(setup.tokens.nurse),
      payload: { data: claimPayload(setup.ids, { parent_info: { first_name: 'Paula', last_name: 'Rivera', email, language: 'en' } }) },
    });
    expect(submitted.statusCode).toBe(200);
    await smtp.waitForMail(email);
    const move = (days: number) => testApp.app.inject({ method: 'POST', url: TEST_CLOCK_PATH, headers: bearer(setup.tokens.admin), payload: { days } });

    const before = Date.now();
    const moved = await move(3);
    expect(moved.statusCode).toBe(200);
    const answer = moved.json() as { now: string; reminders: { parents: number } };
    expect(new Date(answer.now).getTime() - before).toBeGreaterThanOrEqual(3 * DAY_MS);
    expect(answer.reminders.parents).toBe(1);
    expect((await smtp.waitForMail(email, 1)).subject).toMatch(/reminder/i);

    const back = (await move(0)).json() as { now: string; reminders: { parents: number } };
    expect(new Date(back.now).getTime() - Date.now()).toBeLessThan(DAY_MS);
    expect(back.reminders.parents).toBe(0);
  });

  it.each([{ days: -1 }, { days: 1.5 }, {}])('refuses %o', async (payload) => {
    const admin = await createUser(testApp.db, { type: 'admin' });
    const response = await testApp.app.inject({ method: 'POST', url: TEST_CLOCK_PATH, headers: bearer(await sessionFor(testApp.db, admin.id)), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema.ts';
import { createUser, sessionFor } from '../../testing/fixtures.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await sessionFor(testApp.db, (await createUser(testApp.db)).id);
  await testApp.db.insert(activities).values([
    { activity: 'volleyball' },
    { activity: 'Basketball' },
    { activity: 'Archery', deleted_at: new Date() },
    { activity: 'Cross Country' },
  ]);
});
afterAll(() => testApp.close());

describe('activities query', () => {
  it('lists sports that are not deleted, sorted by name regardless of case', async () => {
    const { body } = await graphql<{ activities: { id: string; activity: string }[] }>(
      testApp,
      '{ activities { id activity } }',
      { token },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.activities.map((row) => row.activity)).toEqual(['Basketball', 'Cross Country', 'volleyball']);
  });

  it('refuses a second live sport with the same name in another case', async () => {
    await expect(testApp.db.insert(activities).values({ activity: 'BASKETBALL' })).rejects.toThrow();
  });

  it('allows reusing the name of a deleted sport', async () => {
    await expect(testApp.db.insert(activities).values({ activity: 'archery' })).resolves.toBeDefined();
  });
});

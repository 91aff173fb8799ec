import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, schoolsThirdPartyAdministrators, thirdPartyAdministrators } from '../../db/schema.ts';
import { createSchool, createUser, sessionFor } from '../../testing/fixtures.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let token: string;
let admin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await sessionFor(testApp.db, (await createUser(testApp.db)).id);
  admin = await sessionFor(testApp.db, (await createUser(testApp.db, { type: 'admin' })).id);
  await testApp.db.insert(activities).values([
    { activity: 'volleyball' },
    { activity: 'Basketball' },
    { activity: 'Archery', deleted_at: new Date() },
    { activity: 'Cross Country' },
  ]);
});
afterAll(() => testApp.close());

const asAdmin = async (query: string) => (await graphql<Record<string, { id: string; activity: string }>>(testApp, query, { token: admin })).body;
const listed = async () =>
  (await graphql<{ activities: { id: string; activity: string }[] }>(testApp, '{ activities { id activity } }', { token })).body.data!.activities.map((row) => row.activity);

describe('activities', () => {
  it('lists sports that are not deleted, sorted by name regardless of case, to any signed-in user', async () => {
    expect(await listed()).toEqual(['Basketball', 'Cross Country', 'volleyball']);
  });

  it('adds and renames a sport', async () => {
    const created = await asAdmin('mutation { createActivity(activity: "  Fencing ") { id activity } }');
    expect(created.data?.createActivity?.activity).toBe('Fencing');
    const renamed = await asAdmin(`mutation { updateActivity(id: "${created.data!.createActivity!.id}", activity: "Épée Fencing") { activity } }`);
    expect(renamed.data?.updateActivity?.activity).toBe('Épée Fencing');
    expect(await listed()).toContain('Épée Fencing');
  });

  it.each([
    ['BASKETBALL', 'ACTIVITY_NAME_NOT_UNIQUE'],
    ['  ', 'ACTIVITY_NAME_REQUIRED'],
  ])('refuses %j with %s and adds nothing', async (name, key) => {
    const before = await listed();
    const body = await asAdmin(`mutation { createActivity(activity: ${JSON.stringify(name)}) { id } }`);
    expect(body.errors?.[0]?.extensions).toMatchObject({ fields: { activity: key } });
    expect(await listed()).toEqual(before);
  });

  it('refuses renaming a sport to another one\'s name', async () => {
    const [row] = await testApp.db.select().from(activities).where(eq(activities.activity, 'volleyball'));
    const body = await asAdmin(`mutation { updateActivity(id: "${row!.id}", activity: "cross country") { id } }`);
    expect(body.errors?.[0]?.extensions.code).toBe('ACTIVITY_NAME_NOT_UNIQUE');
  });

  it('allows reusing the name of a deleted sport', async () => {
    expect((await asAdmin('mutation { createActivity(activity: "archery") { id } }')).errors).toBeUndefined();
  });

  it('deletes a sport while school links that use it keep it readable', async () => {
    const created = await asAdmin('mutation { createActivity(activity: "Curling") { id } }');
    const sportId = created.data!.createActivity!.id;
    const school = await createSchool(testApp.db);
    const [tpa] = await testApp.db.insert(thirdPartyAdministrators).values({ name: 'T', code: 'T1' }).returning();
    await testApp.db.insert(schoolsThirdPartyAdministrators).values({ school_id: school.id, third_party_administrator_id: tpa!.id, activities: [sportId] });
    expect((await asAdmin(`mutation { deleteActivity(id: "${sportId}") }`)).data).toEqual({ deleteActivity: true });
    expect(await listed()).not.toContain('Curling');
    const [link] = await testApp.db.select().from(schoolsThirdPartyAdministrators).where(eq(schoolsThirdPartyAdministrators.school_id, school.id));
    expect(link?.activities).toEqual([sportId]);
    const [kept] = await testApp.db.select().from(activities).where(eq(activities.id, sportId));
    expect(kept?.activity).toBe('Curling');
  });

  it('refuses changes from school users', async () => {
    const body = (await graphql(testApp, 'mutation { createActivity(activity: "Polo") { id } }', { token })).body;
    expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

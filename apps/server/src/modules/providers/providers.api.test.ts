import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionFor } from '../../testing/fixtures.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await sessionFor(testApp.db, (await createUser(testApp.db, { type: 'admin' })).id);
  user = await sessionFor(testApp.db, (await createUser(testApp.db)).id);
});
afterAll(() => testApp.close());

type Provider = { id: string; name: string; is_active: boolean };
const run = async <T>(token: string, query: string, variables?: Record<string, unknown>) => (await graphql<T>(testApp, query, { token, variables })).body;
const CREATE = 'mutation ($input: InsuranceProviderInput!) { createInsuranceProvider(input: $input) { id name is_active } }';
const UPDATE = 'mutation ($id: ID!, $input: InsuranceProviderInput!) { updateInsuranceProvider(id: $id, input: $input) { id name is_active } }';

describe('insurance companies', () => {
  it('are added, edited and deactivated by admins; forms see only active ones', async () => {
    const created = await run<{ createInsuranceProvider: Provider }>(admin, CREATE, { input: { name: 'Zenith Health', address: '1 Plaza', city: 'Omaha', state: 'NE', postal_code: '68102', is_active: true } });
    const id = created.data!.createInsuranceProvider.id;
    await run(admin, CREATE, { input: { name: 'alpha care', is_active: true } });
    const names = async (token: string, all = false) =>
      (await run<{ insuranceProviders: Provider[] }>(token, `{ insuranceProviders(includeInactive: ${all}) { name } }`)).data!.insuranceProviders.map((row) => row.name);
    expect(await names(user)).toEqual(['alpha care', 'Zenith Health']);

    const deactivated = await run<{ updateInsuranceProvider: Provider }>(admin, UPDATE, { id, input: { name: 'Zenith Health Plan', is_active: false } });
    expect(deactivated.data?.updateInsuranceProvider).toMatchObject({ name: 'Zenith Health Plan', is_active: false });
    expect(await names(user)).toEqual(['alpha care']);
    expect(await names(user, true)).toEqual(['alpha care']);
    expect(await names(admin, true)).toEqual(['alpha care', 'Zenith Health Plan']);
  });

  it.each([
    [{ name: '' }, 'name', 'NAME_REQUIRED'],
    [{ state: 'Nebraska' }, 'code', 'BAD_REQUEST'],
    [{ postal_code: '12345678901' }, 'postal_code', 'ZIP_INVALID'],
  ])('refuses %o with %s: %s', async (override, field, key) => {
    const body = await run(admin, CREATE, { input: { name: 'X', is_active: true, ...override } });
    // A state outside the UsState enum never reaches the rules: the schema refuses the variables.
    expect(body.errors?.[0]?.extensions).toMatchObject(field === 'code' ? { code: key } : { fields: { [field]: key } });
  });

  it('refuses changes from school users', async () => {
    expect((await run(user, CREATE, { input: { name: 'Sneaky', is_active: true } })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionFor } from '../../testing/fixtures.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let admin: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await sessionFor(testApp.db, (await createUser(testApp.db, { type: 'admin' })).id);
  for (const [first_name, last_name, is_active] of [
    ['Bella', 'Young', true],
    ['aaron', 'Zeller', true],
    ['Bella', 'Adams', true],
    ['Carl', 'Inactive', false],
  ] as const) {
    await asAdmin(`mutation ($input: SalesRepInput!) { createSalesRep(input: $input) { id } }`, { input: { first_name, last_name, is_active, email_address: `${first_name}.${last_name}@reps.test` } });
  }
});
afterAll(() => testApp.close());

async function asAdmin<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
  return (await graphql<T>(testApp, query, { token: admin, variables })).body;
}
const names = async (args = '') =>
  (await asAdmin<{ salesReps: { total: number; items: { first_name: string; last_name: string }[] } }>(`{ salesReps${args ? `(${args})` : ''} { total items { first_name last_name } } }`)).data!.salesReps;

describe('the sales reps grid', () => {
  it('lists active reps by first then last name, ignoring case', async () => {
    const grid = await names();
    expect(grid.items.map((rep) => `${rep.first_name} ${rep.last_name}`)).toEqual(['aaron Zeller', 'Bella Adams', 'Bella Young']);
    expect(grid.total).toBe(3);
  });

  it('toggles the order, sorts by last name, finds by name and shows inactive reps on request', async () => {
    expect((await names('direction: desc')).items[0]?.last_name).toBe('Young');
    expect((await names('sort: last_name')).items.map((rep) => rep.last_name)).toEqual(['Adams', 'Young', 'Zeller']);
    expect((await names('name: "bella y"')).items).toEqual([{ first_name: 'Bella', last_name: 'Young' }]);
    expect((await names('status: INACTIVE')).items).toEqual([{ first_name: 'Carl', last_name: 'Inactive' }]);
  });

  it('pages 20/50/100/200 and refuses other sizes', async () => {
    expect((await names('limit: 20, offset: 2')).items).toHaveLength(1);
    expect((await asAdmin('{ salesReps(limit: 25) { total } }')).errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
  });
});

describe('editing and deleting a sales rep', () => {
  it('edits every field and soft-deletes the rep', async () => {
    const created = await asAdmin<{ createSalesRep: { id: string } }>(`mutation { createSalesRep(input: { first_name: "Dana", last_name: "Doe", is_active: true }) { id } }`);
    const id = created.data!.createSalesRep.id;
    const input = { first_name: 'Dana', last_name: 'Doe-Smith', email_address: 'dana@reps.test', phone: '555-0100', address_1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '73301', see_all_schools: true, is_active: true };
    const updated = await asAdmin<{ updateSalesRep: Record<string, unknown> }>(
      `mutation ($id: ID!, $input: SalesRepInput!) { updateSalesRep(id: $id, input: $input) { last_name email_address state see_all_schools } }`,
      { id, input },
    );
    expect(updated.data?.updateSalesRep).toEqual({ last_name: 'Doe-Smith', email_address: 'dana@reps.test', state: 'TX', see_all_schools: true });
    expect((await asAdmin(`mutation { deleteSalesRep(id: "${id}") }`)).data).toEqual({ deleteSalesRep: true });
    expect((await asAdmin(`{ salesRep(id: "${id}") { id } }`)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await names('name: "Doe-Smith"')).total).toBe(0);
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'FIRST_NAME_REQUIRED'],
    [{ last_name: 'x'.repeat(76) }, 'last_name', 'LAST_NAME_MAX'],
    [{ email_address: 'nope' }, 'email_address', 'INVALID_EMAIL'],
    [{ state: 'XX' }, 'code', 'BAD_REQUEST'],
    [{ is_active: null }, 'is_active', 'IS_ACTIVE_REQUIRED'],
  ])('refuses %o with %s: %s', async (override, field, key) => {
    const body = await asAdmin(`mutation ($input: SalesRepInput!) { createSalesRep(input: $input) { id } }`, { input: { first_name: 'A', last_name: 'B', is_active: true, ...override } });
    // A state outside the UsState enum never reaches the rules: the schema refuses the variables.
    expect(body.errors?.[0]?.extensions).toMatchObject(field === 'code' ? { code: key } : { code: 'VALIDATION_FAILED', fields: { [field]: key } });
  });
});

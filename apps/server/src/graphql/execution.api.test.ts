import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool, createUser, sessionFor } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const PAGE = 'query Page($offset: Int! = 2, $countAll: Boolean! = false) { schools(offset: $offset) { exact: total @include(if: $countAll) items { id } } }';

describe('how a request is run', () => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    for (const name of ['Defaults A', 'Defaults B', 'Defaults C']) await createSchool(testApp.db, { name });
    token = await sessionFor(testApp.db, (await createUser(testApp.db, { type: 'admin' })).id);
  });
  afterAll(() => testApp.close());

  const ask = async (variables?: Record<string, unknown>) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      payload: { query: PAGE, variables },
      headers: { authorization: `Bearer ${token}` },
    });
    return response.json() as { data: { schools: { exact?: number; items: unknown[] } } | null; errors?: { message: string }[] };
  };

  // The first run is interpreted, the ones after it compiled: each must take a non-null variable's default.
  it('takes the defaults on every run of the same query', async () => {
    for (let run = 0; run < 3; run++) {
      const page = await ask();
      expect(page.errors, JSON.stringify(page.errors)).toBeUndefined();
      expect(page.data!.schools.items).toHaveLength(1);
      expect(page.data!.schools).not.toHaveProperty('exact');
    }
    const given = await ask({ offset: 0, countAll: true });
    expect(given.data!.schools.items).toHaveLength(3);
    expect(given.data!.schools.exact, JSON.stringify(given)).toBe(3);
  });

  it('refuses a document holding two operations, whichever one is asked for', async () => {
    const twoOperations = `${PAGE} query Other { schools { total } }`;
    for (const operationName of ['Page', 'Other', 'Page']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/v1/graphql',
        payload: { query: twoOperations, operationName },
        headers: { authorization: `Bearer ${token}` },
      });
      const body = response.json() as { data: unknown; errors?: { message: string; extensions: { code: string } }[] };
      expect(body.data).toBeNull();
      expect(body.errors?.[0]).toMatchObject({ message: 'Send one operation per request.', extensions: { code: 'BAD_REQUEST' } });
    }
  });

  it.each([
    ['a number as the query', { query: 5 }],
    ['an object as the query', { query: { kind: 'Document' } }],
    ['a list as the variables', { query: PAGE, variables: [1] }],
    ['a number as the operation name', { query: PAGE, operationName: 7 }],
  ])('answers %s with 400 BAD_REQUEST', async (_name, payload) => {
    const response = await testApp.app.inject({ method: 'POST', url: '/v1/graphql', payload, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: null, errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
  });
});

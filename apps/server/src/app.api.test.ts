import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionFor } from './testing/fixtures.ts';
import { createTestApp, graphql, type TestApp } from './testing/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const signedIn = async () => sessionFor(testApp.db, (await createUser(testApp.db)).id);

describe('the HTTP app', () => {
  it('reports health with the database it checked', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testApp.database.kind });
  });

  it('reports an unhealthy database as 503', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    await broken.app.close();
  });

  it('sends security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers unknown API paths with a JSON 404 to a session, not the web app', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/v1/nothing-here', headers: { authorization: `Bearer ${await signedIn()}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND' });
  });

  it('does not even say whether an API path exists without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(response.statusCode).toBe(401);
  });

  it('explains how to build the web app when it is missing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/schools' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it('answers a malformed GraphQL query with BAD_REQUEST and no internals', async () => {
    const { body } = await graphql(testApp, '{ activities { nope } }', { token: await signedIn() });
    expect(body.errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
  });

  it('refuses a query that asks for too many fields, e.g. under aliases', async () => {
    const flood = `{ ${Array.from({ length: 301 }, (_, index) => `a${index}: activities { id }`).join(' ')} }`;
    const { body } = await graphql(testApp, flood, { token: await signedIn() });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.message).toContain('Query too large');
  });

  it('refuses queries nested deeper than the limit', async () => {
    const deep = `{ ${'__schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } }'} }`;
    const { body } = await graphql(testApp, deep, { token: await signedIn() });
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});

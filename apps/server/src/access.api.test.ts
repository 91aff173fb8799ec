import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlSchema } from './graphql/schema.ts';
import { bearer, createSchool, createUser, sessionFor } from './testing/fixtures.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

type Access = 'public' | 'signed-in' | 'admin';

// The intended role of every REST route. A route missing here fails the suite: adding one forces a
// decision about who may call it.
const ROUTES: Record<string, Access> = {
  'GET /healthz': 'public',
  'POST /v1/auth/login': 'public',
  'POST /v1/auth/verify': 'public',
  'POST /v1/auth/reset-password/request': 'public',
  'POST /v1/auth/reset-password': 'public',
  'POST /v1/auth/confirm': 'public',
  'POST /v1/auth/me': 'signed-in',
  'POST /v1/auth/logout': 'signed-in',
  'POST /v1/user': 'admin',
  'GET /v1/graphql': 'signed-in',
  'POST /v1/graphql': 'signed-in',
};

// The same for every GraphQL query and mutation, with a call that exercises it.
const OPERATIONS: Record<string, { access: Access; document: (ids: Ids) => string }> = {
  activities: { access: 'signed-in', document: () => '{ activities { id } }' },
  activeSchools: { access: 'signed-in', document: () => '{ activeSchools { id } }' },
  users: { access: 'signed-in', document: () => '{ users { id } }' },
  schoolUsers: { access: 'admin', document: (ids) => `{ schoolUsers(schoolId: "${ids.ownSchool}") { total } }` },
  updateUser: {
    access: 'admin',
    document: (ids) =>
      `mutation { updateUser(id: "${ids.otherUser}", input: { first_name: "A", last_name: "B", email_address: "a@b.test", is_active: true }) { id } }`,
  },
  deleteUser: { access: 'admin', document: (ids) => `mutation { deleteUser(id: "${ids.otherUser}") }` },
};

type Ids = { ownSchool: string; otherSchool: string; otherUser: string };

let testApp: TestApp;
let ids: Ids;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const ownSchool = await createSchool(testApp.db, { name: 'Own School' });
  const otherSchool = await createSchool(testApp.db, { name: 'Other School' });
  const admin = await createUser(testApp.db, { type: 'admin' });
  const schoolUser = await createUser(testApp.db, { schoolIds: [ownSchool.id] });
  const otherUser = await createUser(testApp.db, { schoolIds: [otherSchool.id] });
  ids = { ownSchool: ownSchool.id, otherSchool: otherSchool.id, otherUser: otherUser.id };
  adminToken = await sessionFor(testApp.db, admin.id);
  userToken = await sessionFor(testApp.db, schoolUser.id);
});
afterAll(() => testApp.close());

const gql = (query: string, token?: string) =>
  testApp.app.inject({ method: 'POST', url: '/v1/graphql', payload: { query }, headers: token ? bearer(token) : {} });

const apiRoutes = () =>
  testApp.app.registeredRoutes.filter((route) => route.method !== 'HEAD' && (route.url.startsWith('/v1') || route.url === '/healthz'));

describe('every REST route has an intended role', () => {
  it('lists exactly the registered routes', () => {
    const registered = apiRoutes().map((route) => `${route.method} ${route.url}`);
    expect([...new Set(registered)].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('marks public exactly the routes meant to be public', () => {
    for (const route of apiRoutes().filter((r) => r.url.startsWith('/v1'))) {
      expect({ route: `${route.method} ${route.url}`, public: route.public }).toEqual({
        route: `${route.method} ${route.url}`,
        public: ROUTES[`${route.method} ${route.url}`] === 'public',
      });
    }
  });

  it.each(Object.entries(ROUTES).filter(([, access]) => access !== 'public'))('%s refuses a request without a session', async (route) => {
    const [method, url] = route.split(' ') as ['GET' | 'POST', string];
    const response = await testApp.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(401);
  });

  it.each(Object.entries(ROUTES).filter(([, access]) => access === 'admin'))('%s refuses a school user', async (route) => {
    const [method, url] = route.split(' ') as ['GET' | 'POST', string];
    const response = await testApp.app.inject({
      method,
      url,
      payload: { email: 'x@y.test', first_name: 'X', last_name: 'Y', school_id: ids.ownSchool, type: 'user' },
      headers: bearer(userToken),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'FORBIDDEN' });
  });
});

describe('every GraphQL operation has an intended role', () => {
  const fieldsOf = (type: GraphQLObjectType | null | undefined) => Object.keys(type?.getFields() ?? {});

  it('lists exactly the operations of the schema', () => {
    const operations = [...fieldsOf(graphqlSchema.getQueryType()), ...fieldsOf(graphqlSchema.getMutationType())];
    expect(operations.sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  it('refuses every operation without a session', async () => {
    for (const [name, operation] of Object.entries(OPERATIONS)) {
      const response = await gql(operation.document(ids));
      expect({ name, status: response.statusCode }).toEqual({ name, status: 401 });
    }
  });

  it.each(Object.entries(OPERATIONS).filter(([, op]) => op.access === 'admin'))('%s refuses a school user', async (_name, operation) => {
    const body = (await gql(operation.document(ids), userToken)).json();
    expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it.each(Object.entries(OPERATIONS))('%s answers an admin', async (_name, operation) => {
    const body = (await gql(operation.document(ids), adminToken)).json();
    expect(body.errors).toBeUndefined();
  });
});

describe('a school user only sees their own school', () => {
  it('lists only their own school among active schools', async () => {
    const body = (await gql('{ activeSchools { id name } }', userToken)).json();
    expect(body.data.activeSchools).toEqual([{ id: ids.ownSchool, name: 'Own School' }]);
  });

  it('lists only the users of their own school as submitters', async () => {
    const body = (await gql('{ users { id } }', userToken)).json();
    const listed = body.data.users.map((user: { id: string }) => user.id);
    expect(listed).not.toContain(ids.otherUser);
    expect(listed.length).toBeGreaterThan(0);
  });

  it('lets an admin see every active school', async () => {
    const body = (await gql('{ activeSchools { name } }', adminToken)).json();
    expect(body.data.activeSchools.map((school: { name: string }) => school.name)).toEqual(['Other School', 'Own School']);
  });
});

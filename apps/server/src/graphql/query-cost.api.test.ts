import fs from 'node:fs';
import { Kind, parse, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool, createUser, sessionFor } from '../testing/fixtures.ts';
import { createTestApp, graphql, type TestApp } from '../testing/test-app.ts';
import { MAX_PAGE_SIZE } from '../domain/paging.ts';
import { assertQueryCost, MAX_QUERY_COST } from './query-size-limit.ts';
import { graphqlSchema } from './schema.ts';

// Every query the web app sends, as generated from its `gql(...)` documents (apps/web/src/gql), each with
// the fragments it spreads. Mutations answer one record each; the lists are in the queries.
function webDocuments() {
  const generated = fs.readFileSync(new URL('../../../web/src/gql/graphql.ts', import.meta.url), 'utf8');
  return [...generated.matchAll(/export const (\w+Document) = new TypedDocumentString\(`([^`]*)`/g)]
    .filter(([, , document]) => /^\s*query\b/.test(document!))
    .map(([, name, document]) => ({ name: name!, document: document! }));
}

// A value for each variable a document declares: the largest page for `limit`, a placeholder otherwise
// (an empty list for a list).
function variablesFor(query: DocumentNode) {
  const placeholders: Record<string, unknown> = {
    ID: '00000000-0000-0000-0000-000000000000',
    String: 'x',
    Int: 0,
    Boolean: false,
    ReportFilter: { from: '2026-01-01', to: '2026-12-31' },
  };
  const variables: Record<string, unknown> = {};
  for (const definition of query.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const { variable, type } of definition.variableDefinitions ?? []) {
      const named = type.kind === Kind.NON_NULL_TYPE ? type.type : type;
      if (variable.name.value === 'limit') variables.limit = MAX_PAGE_SIZE;
      else if (type.kind === Kind.NON_NULL_TYPE && named.kind === Kind.NAMED_TYPE) variables[variable.name.value] = placeholders[named.name.value];
      else if (type.kind === Kind.NON_NULL_TYPE && named.kind === Kind.LIST_TYPE) variables[variable.name.value] = [];
    }
  }
  return variables;
}

describe('the GraphQL cost limit', () => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    const school = await createSchool(testApp.db, { name: 'Cost High' });
    token = await sessionFor(testApp.db, (await createUser(testApp.db, { schoolIds: [school.id] })).id);
  });
  afterAll(() => testApp.close());

  it('lets every screen of the web app ask for its largest page', () => {
    const documents = webDocuments();
    expect(documents.length).toBeGreaterThan(20);
    for (const { name, document } of documents) {
      const query = parse(document);
      // The rule as the server runs it, with the page size at its maximum.
      expect(() => assertQueryCost(graphqlSchema, query, variablesFor(query)), name).not.toThrow();
    }
  });

  it('refuses a flood of aliased lists before running any of it', async () => {
    const lists = Array.from({ length: 280 }, (_, index) => `l${index}: students(schoolId: $school, limit: 100) { ...rows }`).join('\n');
    const flood = await graphql(testApp, `query ($school: ID!) { ${lists} } fragment rows on StudentListItemPage { total items { id first_name last_name academic_id date_of_birth } }`, {
      token,
      variables: { school: '00000000-0000-0000-0000-000000000000' },
    });
    expect(flood.body.data, JSON.stringify(flood.body.errors)).toBeNull();
    expect(flood.body.errors?.[0]?.extensions.code, flood.body.errors?.[0]?.message).toBe('QUERY_TOO_COMPLEX');
    expect(MAX_QUERY_COST).toBeLessThan(280 * 100);
  });

  it('counts a page by the size asked for', async () => {
    const page = (limit: number) => `{ a: students(schoolId: "00000000-0000-0000-0000-000000000000", limit: ${limit}) { items { id first_name last_name } } }`;
    expect((await graphql(testApp, page(200), { token })).body.errors?.[0]?.extensions.code).not.toBe('QUERY_TOO_COMPLEX');
    const many = Array.from({ length: 40 }, (_, index) => page(200).replace('{ a:', `{ a${index}:`).slice(1, -1)).join('\n');
    expect((await graphql(testApp, `{ ${many} }`, { token })).body.errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
  });
  it('weighs one document again for each page size and condition it is asked with', async () => {
    const lists = Array.from({ length: 40 }, (_, index) => `a${index}: students(schoolId: $school, limit: $limit) @include(if: $all) { items { id first_name last_name } }`).join('\n');
    const document = `query ($school: ID!, $limit: Int, $all: Boolean!) { ${lists} }`;
    const ask = async (variables: Record<string, unknown>) =>
      (await graphql(testApp, document, { token, variables: { school: '00000000-0000-0000-0000-000000000000', ...variables } })).body.errors?.[0]?.extensions.code;
    // small pages first, so that a cost kept for them would let the large ones through
    expect(await ask({ limit: 1, all: true })).not.toBe('QUERY_TOO_COMPLEX');
    expect(await ask({ limit: 200, all: false })).not.toBe('QUERY_TOO_COMPLEX');
    expect(await ask({ limit: 200, all: true })).toBe('QUERY_TOO_COMPLEX');
    expect(await ask({ limit: 1, all: true })).not.toBe('QUERY_TOO_COMPLEX');
    // another school is the same cost, kept or not
    expect(await ask({ limit: 200, all: true, school: '00000000-0000-0000-0000-000000000001' })).toBe('QUERY_TOO_COMPLEX');
  });
});

describe('the GraphQL rate limit', () => {
  it('answers 429 once a user has sent too many operations in a minute', async () => {
    const limited = await createTestApp({ graphqlOperationsPerMinute: 3, rateLimitClock: () => new Date('2026-03-01T08:00:00Z') });
    try {
      const token = await sessionFor(limited.db, (await createUser(limited.db)).id);
      const other = await sessionFor(limited.db, (await createUser(limited.db)).id);
      const statuses = [];
      for (let request = 0; request < 4; request++) statuses.push((await graphql(limited, '{ __typename }', { token })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await graphql(limited, '{ __typename }', { token: other })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

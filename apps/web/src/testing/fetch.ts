import { vi } from 'vitest';
import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import type * as Documents from '../gql/graphql';
import { TypedDocumentString } from '../gql/graphql';

export type FetchCall = { url: string; init: RequestInit | undefined };

// Stubs the network boundary: each call to fetch gets the next response (the last one repeats).
export const stubFetch = (...responses: Array<() => Response | Promise<Response>>) => {
  const calls: FetchCall[] = [];
  let index = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const next = responses[Math.min(index, responses.length - 1)];
    index += 1;
    if (!next) throw new Error('stubFetch: no response configured');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
};

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type StubRequest = { url: string; init: RequestInit | undefined; body: unknown };
export type StubHandler = (request: StubRequest) => Response | Promise<Response>;

const parseBody = (init: RequestInit | undefined): unknown => {
  if (typeof init?.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body) as unknown;
  } catch {
    return init.body;
  }
};

// Stubs the network boundary by path: each path answers with its handler, or with its handlers in turn
// (the last one repeats). A request to a path with no handler fails the test (console.error) and gets a
// 404. `callsTo(path)` lists the requests a path received, with their parsed JSON bodies.
// Every sign-in page asks which providers the server offers: none, unless a test says otherwise.
const DEFAULT_ROUTES: Record<string, StubHandler> = { '/v1/auth/sso/providers': () => jsonResponse({ providers: [] }) };

export const stubApi = (given: Record<string, StubHandler | StubHandler[]>) => {
  const routes = { ...DEFAULT_ROUTES, ...given };
  const calls: StubRequest[] = [];
  const served = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const request = { url, init, body: parseBody(init) };
    calls.push(request);
    const route = routes[url];
    if (!route) {
      console.error(`stubApi: no handler for ${init?.method ?? 'GET'} ${url}`);
      return jsonResponse({ error: 'NOT_FOUND' }, 404);
    }
    const handlers = Array.isArray(route) ? route : [route];
    const index = served.get(url) ?? 0;
    served.set(url, index + 1);
    const handler = handlers[Math.min(index, handlers.length - 1)];
    if (!handler) throw new Error(`stubApi: empty handler list for ${url}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (url: string) => calls.filter((call) => call.url === url);
  return { fetchMock, calls, callsTo };
};

// Every generated document by its operation name: `ActivitiesDocument` -> `Activities`.
type DocumentsByName = {
  [Export in keyof typeof Documents as Export extends `${infer Name}Document` ? Name : never]: (typeof Documents)[Export];
};

// A handler per operation name, typed by the generated documents, so a fixture that no longer matches the
// schema (a renamed or missing field) fails typecheck. A handler returns the `data` object, or a whole
// Response (errors, HTTP 401 ...).
export type GraphqlOperations = {
  [Name in keyof DocumentsByName]?: (variables: VariablesOf<DocumentsByName[Name]>) => ResultOf<DocumentsByName[Name]> | Response;
};

// Answers GraphQL by operation name (`query Activities { ... }` -> operations.Activities).
export const graphqlRoute =
  (operations: GraphqlOperations): StubHandler =>
  ({ body }) => {
    const query = typeof body === 'object' && body !== null && 'query' in body ? String(body.query) : '';
    const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    const operation = operations[name as keyof GraphqlOperations] as ((variables: unknown) => object | Response) | undefined;
    if (!operation) {
      console.error(`graphqlRoute: no handler for operation "${name}"`);
      return jsonResponse({ errors: [{ message: `No stub for ${name}` }] });
    }
    const variables = typeof body === 'object' && body !== null && 'variables' in body ? body.variables : undefined;
    const result = operation(variables);
    return result instanceof Response ? result : jsonResponse({ data: result });
  };

export const networkFailure = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));

// A document outside the schema, for tests of the transport itself.
export const rawDocument = (query: string) => new TypedDocumentString<unknown, Record<string, never>>(query);

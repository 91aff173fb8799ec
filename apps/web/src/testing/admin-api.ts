import { graphqlRoute, stubApi, type GraphqlOperations, type StubHandler } from './fetch';
import { ADMIN_SESSION, meHandler, storeSession } from './session';

export type { GraphqlOperations } from './fetch';

// Signed in as an admin; GraphQL answers `operations` by name, other paths answer with `rest`.
export const stubAdminApi = (operations: GraphqlOperations, rest: Record<string, StubHandler | StubHandler[]> = {}) => {
  storeSession(ADMIN_SESSION);
  return stubApi({
    '/v1/auth/me': meHandler(ADMIN_SESSION),
    // The header's school switcher asks for the schools on a school's pages; a test may answer it itself.
    '/v1/graphql': graphqlRoute({ SchoolOptions: () => ({ schoolOptions: [] }), ...operations }),
    ...rest,
  });
};

// The GraphQL operation name and variables of each request to /v1/graphql.
export const graphqlCalls = (calls: ReadonlyArray<{ url: string; body: unknown }>) =>
  calls
    .filter((call) => call.url === '/v1/graphql')
    .map((call) => {
      const body = call.body as { query?: string; variables?: Record<string, unknown> };
      const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? '';
      return { name, variables: body.variables ?? {}, query: body.query ?? '' };
    });

// The variables each call of operation `name` sent.
export const variablesOf = (calls: ReadonlyArray<{ url: string; body: unknown }>, name: string) =>
  graphqlCalls(calls)
    .filter((call) => call.name === name)
    .map((call) => call.variables);

const graphqlErrorResponse = (code: string, extensions: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ data: null, errors: [{ message: code, extensions: { code, ...extensions } }] }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

// A GraphQL refusal with per-field keys, as the server sends VALIDATION_FAILED (and uniqueness errors).
export const fieldErrors = (code: string, fields: Record<string, string>) => graphqlErrorResponse(code, { fields });

export const graphqlError = (code: string) => graphqlErrorResponse(code);

// Route-level tests load the page's lazy chunk and click through Mantine inputs; under a full parallel
// run that can take longer than Vitest's 5 s default.

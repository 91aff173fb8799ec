import { getToken } from './token';

export const GRAPHQL_ENDPOINT = '/v1/graphql';

export type GraphQLErrorItem = {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
};

type GraphQLResponse<TData> = {
  data?: TData | null;
  errors?: GraphQLErrorItem[];
};

export type GraphQLVariables = Record<string, unknown>;

// Carries the first GraphQL error's `extensions.code` (a key of SPEC §8) so callers can translate it.
// `status` is the HTTP status when the server answered at all.
export class GraphQLRequestError extends Error {
  readonly code: string | undefined;
  readonly status: number | undefined;
  readonly errors: GraphQLErrorItem[];

  constructor(
    message: string,
    options: { code?: string; status?: number; errors?: GraphQLErrorItem[]; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'GraphQLRequestError';
    this.code = options.code;
    this.status = options.status;
    this.errors = options.errors ?? [];
  }
}

const isGraphQLResponse = (body: unknown): body is GraphQLResponse<unknown> =>
  typeof body === 'object' && body !== null && ('data' in body || 'errors' in body);

// POST { query, variables } to the GraphQL endpoint and return `data`, or throw GraphQLRequestError.
export const graphql = async <TData, TVariables extends GraphQLVariables = GraphQLVariables>(
  query: string,
  variables?: TVariables,
  init: { signal?: AbortSignal } = {},
): Promise<TData> => {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      headers,
      body: JSON.stringify(variables === undefined ? { query } : { query, variables }),
      signal: init.signal,
    });
  } catch (cause) {
    throw new GraphQLRequestError('Network error', { cause });
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new GraphQLRequestError(`Unexpected response (HTTP ${response.status})`, {
      status: response.status,
      cause,
    });
  }

  if (!isGraphQLResponse(body)) {
    throw new GraphQLRequestError(`Unexpected response (HTTP ${response.status})`, {
      status: response.status,
    });
  }

  const [first] = body.errors ?? [];
  if (first) {
    throw new GraphQLRequestError(first.message, {
      code: first.extensions?.code,
      status: response.status,
      errors: body.errors,
    });
  }
  if (!response.ok || body.data === undefined || body.data === null) {
    throw new GraphQLRequestError(`Request failed (HTTP ${response.status})`, {
      status: response.status,
    });
  }
  return body.data as TData;
};

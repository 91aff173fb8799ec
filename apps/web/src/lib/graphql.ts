import type { TypedDocumentString } from '../gql/graphql';
import { ApiError, send } from './api';

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

// Carries the first GraphQL error's `extensions.code` (a key of SPEC §8) so callers can translate it, or
// the `error` code of a plain JSON refusal (401 NOT_AUTHENTICATED). `status` is the HTTP status when the
// server answered at all; `isNetworkError` is set when it did not.
export class GraphQLRequestError extends Error {
  readonly code: string | undefined;
  readonly status: number | undefined;
  readonly errors: GraphQLErrorItem[];
  readonly isNetworkError: boolean;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    options: {
      code?: string;
      status?: number;
      errors?: GraphQLErrorItem[];
      isNetworkError?: boolean;
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'GraphQLRequestError';
    this.code = options.code;
    this.status = options.status;
    this.errors = options.errors ?? [];
    this.isNetworkError = options.isNetworkError ?? false;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

const isGraphQLResponse = (body: unknown): body is GraphQLResponse<unknown> =>
  typeof body === 'object' && body !== null && ('data' in body || 'errors' in body);

const errorCodeOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
    ? body.error
    : undefined;

// `timeoutMs`: see SendOptions (lib/api.ts).
type RequestInit = { signal?: AbortSignal; timeoutMs?: number };
// Variables may be left out only when the document declares none or all of them are optional.
type VariablesAndInit<TVariables> = Record<string, never> extends TVariables ? [variables?: TVariables, init?: RequestInit] : [variables: TVariables, init?: RequestInit];

// POST { query, variables } to the GraphQL endpoint with the bearer token and return `data`, or throw
// GraphQLRequestError. The document comes from `gql(...)` (src/gql, generated from the server's schema),
// so its answer and variables are typed. Session end (401) and outages are reported by `send` (lib/api.ts).
export async function graphql<TResult, TVariables>(document: TypedDocumentString<TResult, TVariables>, ...[variables, init = {}]: VariablesAndInit<TVariables>): Promise<TResult> {
  const query = document.toString();
  let response: Awaited<ReturnType<typeof send>>;
  try {
    response = await send(GRAPHQL_ENDPOINT, {
      body: variables === undefined ? { query } : { query, variables },
      signal: init.signal,
      timeoutMs: init.timeoutMs,
    });
  } catch (cause) {
    if (cause instanceof ApiError && cause.isNetworkError) {
      throw new GraphQLRequestError('Network error', { isNetworkError: true, cause });
    }
    throw cause;
  }

  const { body, status, ok, retryAfterSeconds } = response;
  if (body === undefined) {
    throw new GraphQLRequestError(`Unexpected response (HTTP ${status})`, { status, retryAfterSeconds });
  }
  if (!isGraphQLResponse(body)) {
    const code = errorCodeOf(body);
    throw new GraphQLRequestError(code ?? `Unexpected response (HTTP ${status})`, { code, status, retryAfterSeconds });
  }

  const [first] = body.errors ?? [];
  if (first) {
    throw new GraphQLRequestError(first.message, {
      code: first.extensions?.code,
      status,
      errors: body.errors,
      retryAfterSeconds,
    });
  }
  if (!ok || body.data === undefined || body.data === null) {
    throw new GraphQLRequestError(`Request failed (HTTP ${status})`, { status });
  }
  return body.data as TResult;
}

// Empty filters are left out, so the server applies none.
export const withoutEmpty = <T extends Record<string, unknown>>(args: T): T =>
  Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== '')) as T;

// Input types take null for "none": an empty text field is sent as null.
export const blankToNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value === '' ? null : value);

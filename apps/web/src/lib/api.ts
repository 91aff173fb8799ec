import { emitApiEvent } from './api-events';
import { getToken } from './token';
import { isRecord } from './json';

// Codes with which the server says the bearer token is missing or no longer valid (SPEC §7).
export const SESSION_ENDED_CODES: readonly string[] = ['NOT_AUTHENTICATED', 'NO_TOKEN_CREDENTIALS'];

export type ApiFieldErrors = Record<string, string>;

// A REST call that failed. `code` is the server's `error` key (SPEC §8, '@claims/shared' ErrorKey),
// `fields` its per-field keys for VALIDATION_FAILED, `status` the HTTP status. A network failure (the
// server never answered) has no status and `isNetworkError` set.
export class ApiError extends Error {
  readonly code: string | undefined;
  readonly fields: ApiFieldErrors;
  // the answer's other values (a limit, the tries left...), for the texts that name them
  readonly details: Record<string, unknown>;
  readonly status: number | undefined;
  readonly isNetworkError: boolean;
  // the answer's Retry-After in seconds (a 503 of a busy server, a 429), when it gave one
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    options: { code?: string; fields?: ApiFieldErrors; details?: Record<string, unknown>; status?: number; isNetworkError?: boolean; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.details = options.details ?? {};
    this.status = options.status;
    this.isNetworkError = options.isNetworkError ?? false;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export type SendOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  // sent as JSON, or as multipart when it is FormData (the browser sets the boundary)
  body?: unknown;
  signal?: AbortSignal;
  // Sign-in and password-link endpoints: no bearer token, and a 401 is an answer (LOGIN_FAILED,
  // INVALID_CODE ...), not the end of a session.
  isPublic?: boolean;
  // Bearer token to send instead of the stored one (the identity check right after sign-in).
  token?: string;
  // No offline notice (sign-out carries on locally whatever happens to its request).
  quiet?: boolean;
  // Extra request headers (Idempotency-Key of a claim submission).
  headers?: Record<string, string>;
  // 'blob' reads a successful answer as a file (the claims CSV export) instead of JSON.
  responseType?: 'json' | 'blob';
  // Stops waiting after this long, as if no answer came (a phone whose connection hangs rather than
  // drops): only for a request its caller may send again as it is (one carrying its client id).
  timeoutMs?: number;
};

// The caller's signal, and one that gives up after `timeoutMs`; `timedOut` tells the two apart.
const withTimeout = (signal: AbortSignal | undefined, timeoutMs: number | undefined) => {
  if (timeoutMs === undefined) return { signal, timedOut: () => false, done: () => undefined };
  const controller = new AbortController();
  let expired = false;
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort);
  if (signal?.aborted) onAbort();
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
};

export type RawResponse = { status: number; ok: boolean; body: unknown; retryAfterSeconds?: number };

// Retry-After as a number of seconds (the server never sends the date form).
const retryAfterOf = (response: Response) => {
  const value = response.headers.get('Retry-After');
  const seconds = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
};

const errorCodeOf = (body: unknown): string | undefined =>
  isRecord(body) && typeof body.error === 'string' ? body.error : undefined;

const fieldsOf = (body: unknown): ApiFieldErrors => {
  if (!isRecord(body) || !isRecord(body.fields)) return {};
  return Object.fromEntries(
    Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

const isAbort = (error: unknown, signal: AbortSignal | undefined) =>
  signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');

// The one place that calls fetch. Adds the bearer token, turns a fetch failure into a network ApiError
// (and an offline notice), reports a 401 on an authenticated call as the end of the session, and reads
// the answer as JSON (undefined when it is not JSON). Callers decide what an answer means.
export const send = async (url: string, options: SendOptions = {}): Promise<RawResponse> => {
  const { method = 'POST', body, signal, isPublic = false, quiet = false } = options;
  const token = options.token ?? (isPublic ? null : getToken());
  const asBlob = options.responseType === 'blob';
  const headers: Record<string, string> = { ...options.headers, Accept: asBlob ? '*/*' : 'application/json' };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const waiting = withTimeout(signal, options.timeoutMs);
  let response: Response;
  let parsed: unknown;
  try {
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: waiting.signal,
      });
    } catch (cause) {
      if (!waiting.timedOut() && isAbort(cause, signal)) throw cause; // the caller gave up (page left): not an outage
      if (!quiet) emitApiEvent({ type: 'offline' });
      throw new ApiError('Network error', { isNetworkError: true, cause });
    }
    try {
      parsed = asBlob && response.ok ? await response.blob() : await response.json();
    } catch {
      parsed = undefined;
    }
  } finally {
    waiting.done();
  }

  const code = errorCodeOf(parsed);
  if (!isPublic && (response.status === 401 || (code !== undefined && SESSION_ENDED_CODES.includes(code)))) {
    emitApiEvent({ type: 'session-ended', token });
  }
  return { status: response.status, ok: response.ok, body: parsed, retryAfterSeconds: retryAfterOf(response) };
};

// A JSON REST call: returns the parsed body of a 2xx answer (callers validate it), or throws ApiError.
export const api = async (path: string, options: SendOptions = {}): Promise<unknown> => {
  const response = await send(path, options);
  if (!response.ok) {
    throw new ApiError(errorCodeOf(response.body) ?? `Request failed (HTTP ${response.status})`, {
      code: errorCodeOf(response.body),
      fields: fieldsOf(response.body),
      details: isRecord(response.body) ? response.body : {},
      status: response.status,
      retryAfterSeconds: response.retryAfterSeconds,
    });
  }
  if (response.body === undefined) {
    throw new ApiError(`Unexpected response (HTTP ${response.status})`, { status: response.status });
  }
  return response.body;
};

export const isNetworkError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'isNetworkError' in error && error.isNetworkError === true;

// An answer that is not the shape its endpoint promises (a server and an app from different releases):
// treated like any failed request, with no code of the server's.
export const unexpectedAnswer = (path: string) => new ApiError(`Unexpected answer from ${path}`);

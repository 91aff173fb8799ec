// Query errors from Drizzle and node-postgres carry the statement's parameters (an injury description, an
// address, a parent's name) in their message, stack and fields. The log keeps what explains the failure:
// type, message and stack without the parameters, the SQLSTATE code, and the same for its cause.
const PARAMETERS = /\nparams: [^\n]*/g;
// An SMTP server's refusal quotes the recipient ("550 5.1.1 <paula@family.test>: Recipient address
// rejected"): a parent's, a guardian's or a TPA adjuster's address, which the outbox row keeps.
const EMAIL_ADDRESS = /[\w.+%-]+@[\w-]+(?:\.[\w-]+)+/g;
const redact = (text: string | undefined) => (text ?? '').replace(PARAMETERS, '\nparams: [redacted]').replace(EMAIL_ADDRESS, '[address]');

// Data exceptions (SQLSTATE class 22: a value that does not fit its type) quote the offending value.
const quotesValues = (code: unknown) => typeof code === 'string' && code.startsWith('22');
const withoutQuotedValues = (text: string) => text.replace(/"[^"\n]*"/g, '"[redacted]"');

// How deep causes (and an AggregateError's errors) are followed, and how many of its errors are kept.
const MAX_DEPTH = 3;
const MAX_ERRORS = 5;

export type SerializedError = {
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  // pg-boss's context: the queue and worker whose fetch or job failed
  queue?: string;
  worker?: string;
  cause?: SerializedError;
  errors?: SerializedError[];
};

type ErrorFields = { name?: unknown; type?: unknown; message?: unknown; stack?: unknown; code?: unknown; cause?: unknown; errors?: unknown; queue?: unknown; worker?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

// An Error, or an object that stands for one: pg-boss emits its errors as `{ ...error, message, stack,
// queue, worker }` (no prototype, no name, no cause), and a serialized error may be logged again.
const isErrorLike = (value: unknown): value is ErrorFields =>
  value instanceof Error || (typeof value === 'object' && value !== null && (typeof (value as ErrorFields).message === 'string' || typeof (value as ErrorFields).stack === 'string'));

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!isErrorLike(error)) return { type: typeof error, message: redact(String(error)), stack: '' };
  const { code, cause, errors, queue, worker } = error;
  const clean = (value: unknown) => (quotesValues(code) ? withoutQuotedValues(redact(text(value))) : redact(text(value)));
  const deeper = depth < MAX_DEPTH;
  return {
    type: text(error.name) ?? text(error.type) ?? 'Error',
    message: clean(error.message),
    stack: clean(error.stack),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(text(queue) ? { queue: text(queue) } : {}),
    ...(text(worker) ? { worker: text(worker) } : {}),
    ...(cause !== undefined && cause !== null && deeper ? { cause: serializeError(cause, depth + 1) } : {}),
    ...(Array.isArray(errors) && errors.length > 0 && deeper ? { errors: errors.slice(0, MAX_ERRORS).map((inner) => serializeError(inner, depth + 1)) } : {}),
  };
}

// A parent's, a guardian's and a TPA's links carry their token in the path (`/parent/<token>`, `/v1/tpa/<token>/open`),
// and reset, confirmation, file and PDF links in the query: a log line keeps the path with the token's
// segment replaced and no query, so whoever reads logs cannot open a child's claim. Matched on the decoded
// path, as the router matches it.
const LINK_TOKEN = /(^|\/)(parent|tpa|guardian)\/[^/]+/gi;

export function urlForLog(url: string) {
  const path = url.split('?')[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape is logged as sent, its link tokens still replaced
  }
  return decoded.replace(LINK_TOKEN, '$1$2/[redacted]');
}

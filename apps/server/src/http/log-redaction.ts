// Query errors from Drizzle and node-postgres carry the statement's parameters (an injury description, an
// address, a parent's name) in their message, stack and fields. The log keeps what explains the failure:
// type, message and stack without the parameters, the SQLSTATE code, and the same for its cause.
const PARAMETERS = /\nparams: [^\n]*/g;
const redact = (text: string | undefined) => (text ?? '').replace(PARAMETERS, '\nparams: [redacted]');

// Data exceptions (SQLSTATE class 22: a value that does not fit its type) quote the offending value.
const quotesValues = (code: unknown) => typeof code === 'string' && code.startsWith('22');
const withoutQuotedValues = (text: string) => text.replace(/"[^"\n]*"/g, '"[redacted]"');

export function serializeError(error: unknown, depth = 0): { type: string; message: string; stack: string; [detail: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: redact(String(error)), stack: '' };
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  const clean = (text: string | undefined) => (quotesValues(code) ? withoutQuotedValues(redact(text)) : redact(text));
  return {
    type: error.name,
    message: clean(error.message),
    stack: clean(error.stack),
    ...(typeof code === 'string' ? { code } : {}),
    ...(cause && depth < 3 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}

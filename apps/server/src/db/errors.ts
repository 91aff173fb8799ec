// node-postgres and PGlite both report SQLSTATE in `code`; Drizzle may wrap the driver error in `cause`.
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | undefined)?.cause) === '23505';
}

// The error and what it wraps (Drizzle puts the driver's error in `cause`), a few levels deep.
function* causesOf(error: unknown) {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    yield current as { code?: unknown; message?: unknown };
  }
}

// SQLSTATE classes and driver messages that mean the database is out of reach rather than the request
// being wrong: connection exceptions (08), operator intervention (57P01-57P03: shutdown, restart), and
// node-postgres's own errors for a socket that closed or never opened ("timeout expired" is a connect
// that got no answer within the client's connect timeout, client.ts).
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|^timeout expired$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causesOf(error)) {
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

// Refused at once by the requests' pool (client.ts) because as many requests already wait for a
// connection as its queue may hold: the database answers, this server has more work than it can take.
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';
}

// A request that waited past REQUEST_QUEUE_DEADLINE_MS (or whose client left) before its transaction
// started (http/queue-deadline.ts): refused before any work, as the pool refuses when its queue is full.
export class QueueDeadlineError extends Error {
  readonly code = 'QUEUE_DEADLINE';
}

// pg-pool's error for a request that waited in its queue for the whole of the pool's wait: the
// connections were all busy that long, the database may well be up.
const QUEUE_WAIT_EXCEEDED = /timeout exceeded when trying to connect/;

// A request refused for capacity (a full queue, a wait in it past its bound, or past the request's
// deadline), not for the database
// being away. Both are answered 503 with Retry-After; the log tells them apart.
export function isDatabaseBusy(error: unknown): boolean {
  for (const { code, message } of causesOf(error)) {
    if (code === 'DATABASE_BUSY' || code === 'QUEUE_DEADLINE' || (typeof message === 'string' && QUEUE_WAIT_EXCEEDED.test(message))) return true;
  }
  return false;
}

// What a client is told to wait before trying again, for either of the above.
export const RETRY_AFTER_SECONDS = 5;

// Why a request could not be served by the database, when that is the reason: for the log and the 503.
export const databaseRefusalOf = (error: unknown): 'database-busy' | 'database-unavailable' | undefined =>
  isDatabaseBusy(error) ? 'database-busy' : isDatabaseUnavailable(error) ? 'database-unavailable' : undefined;


// How often a write is sent in all, and the longest wait before a try: a person at the form waits at
// most about half a minute before being told it failed, and can send again with the same key.
const TRIES = 4;
const LONGEST_WAIT_SECONDS = 10;
// A lost answer (the network dropped, the server restarted) carries no Retry-After: 1 s, then 2 s, 4 s.
const FIRST_LOST_ANSWER_WAIT_SECONDS = 1;

// How long to wait before sending again, or undefined when the failure is an answer to keep: a 503 with
// Retry-After (a busy server that did nothing) and a request whose answer never came are worth another
// try; any other answer is final.
// Both ApiError (REST) and GraphQLRequestError carry these.
type RequestFailure = { status?: number; retryAfterSeconds?: number; isNetworkError?: boolean };
const isRequestFailure = (error: unknown): error is RequestFailure => typeof error === 'object' && error !== null && 'isNetworkError' in error;

const waitBeforeRetry = (error: unknown, retry: number) => {
  if (!isRequestFailure(error)) return undefined;
  if (error.status === 503 && error.retryAfterSeconds !== undefined) return Math.min(error.retryAfterSeconds, LONGEST_WAIT_SECONDS);
  if (error.isNetworkError) return Math.min(FIRST_LOST_ANSWER_WAIT_SECONDS * 2 ** retry, LONGEST_WAIT_SECONDS);
  return undefined;
};

const pause = (seconds: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, seconds * 1000);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

// Sends a write again after a busy server's 503 or a lost answer. Only for a write that carries the
// client's idempotency key (a claim submission, a document upload, an incident report): every try is the
// same write to the server, which stores it once however many arrive (DESIGN §11). The last failure is
// thrown as it came.
export const retryWithSameKey = async <T>(send: () => Promise<T>, { signal }: { signal?: AbortSignal } = {}): Promise<T> => {
  for (let retry = 0; ; retry++) {
    try {
      return await send();
    } catch (error) {
      const wait = retry + 1 < TRIES ? waitBeforeRetry(error, retry) : undefined;
      if (wait === undefined) throw error;
      await pause(wait, signal);
    }
  }
};

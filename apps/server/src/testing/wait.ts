// How long a test waits for work that happens outside the request (the job worker, the mail queue)
// before it fails: long enough for a machine several times oversubscribed, the same as vitest's
// expect.poll default (vitest.config.ts).
export const WAIT_TIMEOUT_MS = 60_000;

// Polls `check` until it answers true (a job's work seen in the database), or fails after the timeout;
// usable in hooks, where expect.poll is not.
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = WAIT_TIMEOUT_MS) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

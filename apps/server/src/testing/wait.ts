// How long a test waits for work that happens outside the request (the job worker, the mail queue)
// before it fails: long enough for a machine several times oversubscribed, the same as vitest's
// expect.poll default (vitest.config.ts).
export const WAIT_TIMEOUT_MS = 60_000;

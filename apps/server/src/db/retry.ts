import { setTimeout as wait } from 'node:timers/promises';
import { isDatabaseUnavailable } from './errors.ts';

// Waits between tries of work that must not be lost to a dropped connection: about half a minute in
// all, longer than a failover or a pool's connect timeout, shorter than a job's expiry.
const BACKOFF_MS = [250, 500, 1_000, 2_000, 4_000, 8_000, 15_000];

// Records what already happened outside the database (a message the SMTP server accepted): when the
// connection is lost on the way, the record is tried again, never the side effect. Any other error, or
// the database still away after the last wait, is thrown to the caller.
export async function retryWhileDatabaseUnavailable<T>(work: () => Promise<T>, onRetry: (error: unknown, attempt: number) => void): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const delay = BACKOFF_MS[attempt];
      if (delay === undefined || !isDatabaseUnavailable(error)) throw error;
      onRetry(error, attempt + 1);
      await wait(delay);
    }
  }
}

import type { Clock } from '../domain/clock.ts';

// The app's clock as a test moves it (AppOptions.clock): the real time until it is set, and again once
// reset. Scheduled work run after a move (app.scheduled.*) is the work of that moment; nothing sleeps.
export function createTestClock() {
  let at: Date | undefined;
  return {
    now: (() => new Date(at ?? Date.now())) satisfies Clock,
    set(instant: Date | string | number) {
      at = new Date(instant);
      return new Date(at);
    },
    // Stands still at the real time of the call, which it returns.
    freeze() {
      return this.set(Date.now());
    },
    reset() {
      at = undefined;
    },
  };
}

export type TestClock = ReturnType<typeof createTestClock>;

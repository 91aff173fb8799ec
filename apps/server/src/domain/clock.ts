import { DAY_MS } from '@claims/shared';

// The time the product's dates are reckoned on: the scheduled work (parent and deadline reminders), the
// dates links are made with and expire by, and the due-date math. One clock is given to every service,
// so that a test, or an operator's `npm run scheduled -- --as-of`, can move them all together. Audit times
// (when a row was written, opened, signed) are the real time and do not use it.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

// A clock that stands still at one instant.
export const fixedClock =
  (at: Date): Clock =>
  () =>
    new Date(at);

// The clock of a server started with TEST_CLOCK (config.ts): `base` moved some whole days ahead, so that
// the end-to-end suite sees reminders, deadlines and expiries come due. An offset, not a stopped instant:
// sessions, jobs and the page's own waits go on in real time around it.
export function movableClock(base: Clock = systemClock) {
  let aheadMs = 0;
  return {
    now: (() => new Date(base().getTime() + aheadMs)) satisfies Clock,
    // Absolute, not added to the last move: 0 puts the clock back, whatever a failed journey left.
    setDaysAhead(days: number) {
      aheadMs = days * DAY_MS;
    },
  };
}

export type MovableClock = ReturnType<typeof movableClock>;

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

// Calendar dates travel as YYYY-MM-DD ("wire") and show as MM/DD/YYYY. All helpers work in the local
// calendar and return null or '' on bad input instead of throwing, so they are safe on raw form values.

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
// A date-time string such as 2024-03-05T10:00:00Z or 2024-03-05 10:00:00+00 (Postgres timestamptz).
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function formatWire(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

// True for a well-formed YYYY-MM-DD that names a real day (no 2024-02-30).
export function isWireDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = WIRE_DATE.exec(value);
  if (!match) return false;
  return isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

// A Date becomes its local calendar day; a wire date passes through; a date-time string becomes the
// local calendar day of that instant. Anything else gives null.
export function toWireDate(value: Date | string | null | undefined): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return formatWire(value.getFullYear(), value.getMonth() + 1, value.getDate());
  }
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (isWireDate(trimmed)) return trimmed;
  if (DATE_TIME.test(trimmed)) return toWireDate(new Date(trimmed));
  return null;
}

// MM/DD/YYYY for a wire date, Date or date-time string; '' when the input is missing or invalid.
export function toDisplayDate(value: Date | string | null | undefined): string {
  const wire = toWireDate(value);
  if (!wire) return '';
  const [year, month, day] = wire.split('-');
  return `${month}/${day}/${year}`;
}

// Strict MM/DD/YYYY (as in the student CSV) to a wire date; null for malformed or impossible dates.
export function parseDisplayDate(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const match = DISPLAY_DATE.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const year = Number(match[3]);
  return isRealDate(year, month, day) ? formatWire(year, month, day) : null;
}

// What a person types in a date input: MM/DD/YYYY as dates show, or YYYY-MM-DD as they travel.
export function parseTypedDate(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return isWireDate(trimmed) ? trimmed : parseDisplayDate(trimmed);
}

export function todayWire(now: Date = new Date()): string {
  return formatWire(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

// Wire dates compare correctly as strings; invalid input is never "in the future".
export function isFutureDate(wire: string | null | undefined, today: string = todayWire()): boolean {
  return isWireDate(wire) && wire > today;
}

// Negative when a is before b, 0 when equal, positive when after; null when either is not a wire date.
export function compareWireDates(a: string | null | undefined, b: string | null | undefined): number | null {
  if (!isWireDate(a) || !isWireDate(b)) return null;
  return a < b ? -1 : a > b ? 1 : 0;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

const wireToUtc = (wire: string) => Date.UTC(Number(wire.slice(0, 4)), Number(wire.slice(5, 7)) - 1, Number(wire.slice(8, 10)));

// The calendar day an instant falls on in UTC, the server's calendar for deadlines.
export const utcWireDate = (instant: Date): string => instant.toISOString().slice(0, 10);

// A wire date moved by a number of days, across months, years and leap days.
export const addDaysToWire = (wire: string, days: number): string => utcWireDate(new Date(wireToUtc(wire) + days * DAY_MS));

// Whole days from one wire date to another: negative when `to` is before `from`.
export const daysBetweenWire = (from: string, to: string): number => Math.round((wireToUtc(to) - wireToUtc(from)) / DAY_MS);

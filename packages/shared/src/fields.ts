import { z } from 'zod';
import { compareWireDates, isFutureDate, isWireDate } from './dates.ts';
import type { ErrorKey } from './errors.ts';
import { EMAIL_PATTERN } from './sign-in-rules.ts';

// Small field schemas that the form schemas compose. Every message is an ErrorKey, so the web can
// translate it and the server can return it as-is.

// Cross-field checks must run even when a field already failed (the form shows every error at once),
// so they opt out of zod's default "skip after an aborting issue"; they still need an object, and they
// guard each field they read. Field checks below never use `abort: true`, which would block these
// checks too; instead a later check passes on '' so an empty field still gets a single error.
export const CROSS_FIELD_CHECK = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
} as const;


// A client's own id for a write it may send again (a retry after a lost answer, a second tap, a draft
// kept offline): any printable text up to 200 characters; the web sends a UUID made once per draft.
export const clientIdSchema = z
  .string('INVALID_VALUE')
  .trim()
  .min(1, 'INVALID_VALUE')
  .max(200, 'INVALID_VALUE')
  .regex(/^[\x21-\x7e]+$/, 'INVALID_VALUE');

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

// Required text: trimmed, non-empty, bounded. Empty and too long are told apart (issue 13: an empty
// field said "use at most N characters"), so both keys are always named.
export function requiredText(max: number, requiredKey: ErrorKey, maxKey: ErrorKey) {
  return z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, maxKey);
}

// Required text without a length limit (names of activities, TPAs...).
export function nonEmptyText(requiredKey: ErrorKey) {
  return z.string({ error: requiredKey }).trim().min(1, requiredKey);
}

// Optional text: '' and undefined both mean empty; null is accepted because stored rows carry it.
export function optionalText(max: number, maxKey: ErrorKey) {
  return z.string({ error: maxKey }).trim().max(max, maxKey).nullish();
}

export function optionalEmail(keys: { invalid: ErrorKey; max: ErrorKey }, max: number) {
  return z
    .string({ error: keys.invalid })
    .trim()
    .max(max, keys.max)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), keys.invalid)
    .nullish();
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

// Only absolute http(s) URLs: attachments and portal links open in a new tab, so other schemes
// (javascript:, file:) must never be stored.
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function requiredHttpUrl(requiredKey: ErrorKey, invalidKey: ErrorKey) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .refine((value) => value === '' || isHttpUrl(value), invalidKey);
}

export function optionalHttpUrl(invalidKey: ErrorKey) {
  return z
    .string({ error: invalidKey })
    .trim()
    .refine((value) => value === '' || isHttpUrl(value), invalidKey)
    .nullish();
}

// Ids are database-generated uuids; select inputs and the API both carry them as strings.
function uuidId(key: ErrorKey) {
  const error = { error: key };
  return z.string(error).trim().toLowerCase().pipe(z.uuid(error));
}

export const idSchema = uuidId('INVALID_VALUE');

export function requiredId(key: ErrorKey) {
  // the identity preprocess only widens the input type: an empty select holds null
  return z.preprocess((value: string | null | undefined) => value, uuidId(key));
}

// '' and whitespace-only mean no id (an empty select), as for optionalText.
export function optionalId() {
  return z.preprocess(
    (value: string | null | undefined) => (typeof value === 'string' && value.trim() === '' ? null : value),
    idSchema.nullish(),
  );
}

// An id compared or sent as the database stores it: trimmed and lower case; blank means none.
// Unlike idSchema it does not check the format, so a bad value still reaches (and fails) validation.
export function normalizeId(id: string | null | undefined): string | null {
  const value = (id ?? '').trim().toLowerCase();
  return value === '' ? null : value;
}

export function sameId(a: string | null | undefined, b: string | null | undefined): boolean {
  return normalizeId(a) === normalizeId(b);
}

// A calendar date as YYYY-MM-DD (Mantine date inputs give this form too), required and not in the future.
// Today is read at parse time, in the parser's local calendar.
export function requiredPastDate(requiredKey: ErrorKey) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .refine((value) => value === '' || isWireDate(value), 'INVALID_DATE')
    // isFutureDate is false for a malformed date, so a bad value gets only INVALID_DATE
    .refine((value) => !isFutureDate(value), 'FUTURE_DATE');
}

export function optionalWireDate() {
  return z
    .string({ error: 'INVALID_DATE' })
    .trim()
    .refine((value) => value === '' || isWireDate(value), 'INVALID_DATE')
    .nullish();
}

// True when both are real wire dates and `a` is strictly before `b`; unknown input is never "before".
export function isDateBefore(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const order = compareWireDates(a, b);
  return order !== null && order < 0;
}

import { expect } from 'vitest';
import { z } from 'zod';
import { isErrorKey } from './errors.ts';

// Test-only helpers (not exported from index.ts).

export type Issue = { path: string; message: string };

// Any zod schema, of the full API or of zod/mini (sign-in.ts).
type Schema = z.core.$ZodType;

export function issuesOf(schema: Schema, value: unknown): Issue[] {
  const result = z.safeParse(schema, value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

// Asserts the value fails with `key` at `path`, and that every message produced is a known ErrorKey.
export function expectIssue(schema: Schema, value: unknown, path: string, key: string): void {
  const issues = issuesOf(schema, value);
  for (const issue of issues) expect(isErrorKey(issue.message), `unknown key ${issue.message}`).toBe(true);
  expect(issues).toContainEqual({ path, message: key });
}

export function expectValid(schema: Schema, value: unknown): void {
  expect(issuesOf(schema, value)).toEqual([]);
}

export const text = (length: number, char = 'a') => char.repeat(length);

// Ids are database-generated uuids. ID is a valid one as the database returns it (lower case);
// testId(n) gives a distinct valid (version 4) uuid for each n, for payloads that need several ids.
export const ID = '0b1c6c0e-3f0e-4a8e-9a55-2f4f5f6a7b8c';
export const testId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

// Values every required id field must reject: the old integer ids (as numbers and strings), empty and
// blank strings (optional ids read those as null), and uuids with a typo (a non-hex character, a
// missing character, missing dashes).
export const BAD_IDS: readonly unknown[] = [
  7,
  '7',
  '',
  '  ',
  'x',
  '0b1c6c0e-3f0e-4a8e-9a55-2f4f5f6a7b8g',
  '0b1c6c0e-3f0e-4a8e-9a55-2f4f5f6a7b8',
  '0b1c6c0e3f0e4a8e9a552f4f5f6a7b8c',
];

// An e-mail address of exactly `length` characters.
export const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

// Local calendar day offset from today, as YYYY-MM-DD.
export function wireDayFromToday(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

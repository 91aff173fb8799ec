import { z } from 'zod';
import { isErrorKey } from '@claims/shared';
import { DomainError } from './domain-error.ts';

// Validates a request with the same shared schema the form uses; the answer names each bad field with
// its spec key, e.g. { error: 'VALIDATION_FAILED', fields: { email: 'INVALID_EMAIL' } }.
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  throw invalidInput(result.error.issues);
}

// The refusal of an input, from its schema's issues (in parseInput, or a route's declared body).
export function invalidInput(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.join('.') || '_';
    fields[field] ??= isErrorKey(issue.message) ? issue.message : 'INVALID_VALUE';
  }
  return new DomainError('VALIDATION_FAILED', 'invalid', { fields });
}

// Ids are uuids; anything else cannot name a row, so it is simply not found (never a database error).
export function parseId(value: unknown): string {
  const result = z.uuid().safeParse(value);
  if (!result.success) throw new DomainError('NOT_FOUND', 'not_found');
  return result.data;
}

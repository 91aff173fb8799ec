import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';
import { GraphQLRequestError } from './graphql';
import { isRecord } from './json';

// The server's code for a failed REST or GraphQL call (a key of SPEC §8), if it sent one.
export const errorCodeOf = (error: unknown): string | undefined =>
  error instanceof ApiError || error instanceof GraphQLRequestError ? error.code : undefined;

// Per-field keys of a VALIDATION_FAILED answer: REST `fields`, GraphQL `extensions.fields`.
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
  if (error instanceof ApiError) return error.fields;
  if (!(error instanceof GraphQLRequestError)) return {};
  const fields = error.errors[0]?.extensions?.fields;
  if (!isRecord(fields)) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

export const isNotFoundError = (error: unknown): boolean => errorCodeOf(error) === 'NOT_FOUND';

export const isRequestNetworkError = (error: unknown): boolean =>
  (error instanceof ApiError || error instanceof GraphQLRequestError) && error.isNetworkError;

// Puts the server's per-field keys on the form fields it names; true when at least one was placed.
export const applyFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: ReadonlyArray<Path<T>>,
): boolean => {
  const fields = fieldErrorsOf(error);
  const placed = fieldNames.filter((name) => fields[name] !== undefined);
  for (const name of placed) setError(name, { type: 'server', message: fields[name] });
  return placed.length > 0;
};

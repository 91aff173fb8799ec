import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { GraphQLRequestError } from './graphql';
import { errorCodeOf, fieldErrorsOf, isNotFoundError, isRequestNetworkError } from './request-error';

describe('request errors', () => {
  it('reads the code and field keys of a REST refusal', () => {
    const error = new ApiError('VALIDATION_FAILED', { code: 'VALIDATION_FAILED', fields: { email: 'INVALID_EMAIL' }, status: 400 });
    expect(errorCodeOf(error)).toBe('VALIDATION_FAILED');
    expect(fieldErrorsOf(error)).toEqual({ email: 'INVALID_EMAIL' });
  });

  it('reads the code and extensions.fields of a GraphQL refusal, ignoring non-string values', () => {
    const error = new GraphQLRequestError('VALIDATION_FAILED', {
      code: 'VALIDATION_FAILED',
      errors: [{ message: 'VALIDATION_FAILED', extensions: { code: 'VALIDATION_FAILED', fields: { name: 'NAME_MAX', n: 3 } } }],
    });
    expect(errorCodeOf(error)).toBe('VALIDATION_FAILED');
    expect(fieldErrorsOf(error)).toEqual({ name: 'NAME_MAX' });
    expect(isNotFoundError(new GraphQLRequestError('NOT_FOUND', { code: 'NOT_FOUND' }))).toBe(true);
  });

  it('knows a network failure and anything else has no code', () => {
    expect(isRequestNetworkError(new GraphQLRequestError('Network error', { isNetworkError: true }))).toBe(true);
    expect(isRequestNetworkError(new Error('boom'))).toBe(false);
    expect(errorCodeOf(new Error('boom'))).toBeUndefined();
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
  });
});

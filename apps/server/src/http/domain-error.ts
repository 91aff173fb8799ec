import type { DomainErrorKind } from '../domain/domain-error.ts';

// The HTTP status each kind of refusal answers with, on REST and GraphQL alike.
export function httpStatusOf(kind: DomainErrorKind): number {
  switch (kind) {
    case 'invalid':
      return 400;
    case 'unauthenticated':
      return 401;
    case 'forbidden':
      return 403;
    case 'not_found':
      return 404;
    case 'conflict':
      return 409;
    case 'too_many_requests':
      return 429;
  }
}

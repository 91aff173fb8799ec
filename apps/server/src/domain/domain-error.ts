import type { ErrorKey } from '@claims/shared';

// Why a request was refused or failed; the code is one of the spec's translation keys, never prose.
export type DomainErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_many_requests';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorKey,
    readonly kind: DomainErrorKind = 'invalid',
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

import type { ClaimDetail } from '../modules/claims/claims.graphql.ts';
import { builder } from './builder.ts';

// The Claim object, declared apart from where claims.graphql.ts implements it so that the modules around
// a claim (its documents, deadlines, parent's part) add their fields to it without importing the claims
// module that calls them (issue 38).
export const ClaimType = builder.objectRef<ClaimDetail>('Claim');

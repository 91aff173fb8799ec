import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { ClaimDueDatesQuery } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

// The deadlines of a claim's policy and where each stands (ADR 028). Read apart from the claim's record:
// their state changes with the day and with the claim's delivery, not with its edits.
const ClaimDueDatesDocument = gql(`
  query ClaimDueDates($id: ID!) {
    claim(id: $id) {
      id
      due_dates {
        kind
        due_on
        state
      }
    }
  }
`);

export type ClaimDueDate = ClaimDueDatesQuery['claim']['due_dates'][number];

export const claimDueDatesQueryOptions = (claimId: string) =>
  queryOptions({
    queryKey: ['claim-due-dates', claimId] as const,
    queryFn: async ({ signal }) => (await graphql(ClaimDueDatesDocument, { id: claimId }, { signal })).claim.due_dates,
  });

export const useClaimDueDates = (claimId: string) => useQuery(claimDueDatesQueryOptions(claimId));

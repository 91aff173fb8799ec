import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimCompleteness, ClaimSortColumn, ClaimStatus, SortDirection, TpaStatus } from '@claims/shared';
import { gql } from '../../../gql';
import type { ClaimsQuery } from '../../../gql/graphql';
import { graphql, withoutEmpty } from '../../../lib/graphql';

const ClaimsDocument = gql(`
  query Claims(
    $schoolId: ID
    $name: String
    $studentId: String
    $submittedBy: ID
    $status: ClaimStatus
    $statuses: [ClaimStatus!]
    $tpaId: ID
    $submittedFrom: String
    $submittedTo: String
    $completeness: ClaimCompleteness
    $tpaStatus: TpaStatus
    $dueWithinDays: Int
    $sort: ClaimSort
    $direction: SortDirection
    $offset: Int
    $limit: Int
    $countAll: Boolean! = false
  ) {
    claims(
      schoolId: $schoolId
      name: $name
      studentId: $studentId
      submittedBy: $submittedBy
      status: $status
      statuses: $statuses
      tpaId: $tpaId
      submittedFrom: $submittedFrom
      submittedTo: $submittedTo
      completeness: $completeness
      tpaStatus: $tpaStatus
      dueWithinDays: $dueWithinDays
      sort: $sort
      direction: $direction
      offset: $offset
      limit: $limit
    ) {
      total
      capped
      exact_total @include(if: $countAll)
      items {
        id
        claim_number
        status
        student_first_name
        student_last_name
        academic_id
        submitted_by_id
        submitted_by_name
        injury_date
        submitted_to_tpa_at
        school_id
        school_name
        tpa_name
        tpa_code
        missing_items
        tpa_status
        tpa_claim_number
        nearest_due_on
      }
    }
  }
`);

export type ClaimsList = ClaimsQuery['claims'];
export type ClaimListItem = ClaimsList['items'][number];

// The filters of SPEC §5 as the server takes them; dates are YYYY-MM-DD. No schoolId: every school (admin).
export type ClaimsFilterArgs = {
  schoolId?: string;
  name?: string;
  studentId?: string;
  submittedBy?: string;
  status?: ClaimStatus;
  statuses?: ClaimStatus[];
  tpaId?: string;
  submittedFrom?: string;
  submittedTo?: string;
  // against the TPA's required documents
  completeness?: ClaimCompleteness;
  // what the TPA reported
  tpaStatus?: TpaStatus;
  // not sent, the nearest deadline within so many days of today or past (ADR 028)
  dueWithinDays?: number;
};

export type ClaimsArgs = ClaimsFilterArgs & {
  sort: ClaimSortColumn;
  direction: SortDirection;
  offset: number;
  limit: number;
};

const getClaims = async (args: ClaimsArgs, { signal }: { signal?: AbortSignal } = {}): Promise<ClaimsList> =>
  (await graphql(ClaimsDocument, withoutEmpty(args), { signal })).claims;

export const claimsQueryKey = ['claims', 'list'] as const;

// The exact number of claims the filters match, counted only when the person asks (ADR 016): the list's
// own query once more, with its exact total.
export const useClaimCount = (args: ClaimsArgs, enabled: boolean) =>
  useQuery({
    queryKey: [...claimsQueryKey, 'count', args] as const,
    queryFn: async ({ signal }) => (await graphql(ClaimsDocument, { ...withoutEmpty(args), countAll: true }, { signal })).claims.exact_total,
    enabled,
    staleTime: 5_000,
  });

// SPEC §7: the claim lists are network-only, so a claim whose delivery just finished shows its new status:
// every mount asks again. The few seconds of freshness are for a page fetched on the click that asked for
// it (useChangeClaimsList), so the list does not ask for it a second time once the address changes.
const claimsQuery = (args: ClaimsArgs) =>
  queryOptions({
    queryKey: [...claimsQueryKey, args] as const,
    queryFn: ({ signal }) => getClaims(args, { signal }),
    staleTime: 5_000,
  });

export const useClaims = (args: ClaimsArgs) => useQuery({ ...claimsQuery(args), placeholderData: keepPreviousData, refetchOnMount: 'always' });

// The next page, sort or size is asked for on the click, alongside the change of address that re-renders
// the list, rather than after it.
export const usePrefetchClaims = () => {
  const queryClient = useQueryClient();
  return (args: ClaimsArgs) => void queryClient.prefetchQuery(claimsQuery(args));
};

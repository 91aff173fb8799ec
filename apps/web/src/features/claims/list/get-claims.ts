import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimSortColumn, ClaimStatus, SortDirection } from '@claims/shared';
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
    $sort: ClaimSort
    $direction: SortDirection
    $offset: Int
    $limit: Int
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
      sort: $sort
      direction: $direction
      offset: $offset
      limit: $limit
    ) {
      total
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

// SPEC §7: the claim lists are network-only, so a claim whose delivery just finished shows its new status.
export const useClaims = (args: ClaimsArgs) =>
  useQuery(
    queryOptions({
      queryKey: [...claimsQueryKey, args] as const,
      queryFn: ({ signal }) => getClaims(args, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
      refetchOnMount: 'always',
    }),
  );

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CLAIM_STATUSES, type ClaimSortColumn, type ClaimStatus, type SortDirection } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

const CLAIMS_QUERY = /* GraphQL */ `
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
`;

const claimListItemSchema = z.object({
  id: z.string(),
  claim_number: z.union([z.number(), z.string()]),
  status: z.enum(CLAIM_STATUSES),
  student_first_name: z.string(),
  student_last_name: z.string(),
  academic_id: z.string().nullable(),
  submitted_by_id: z.string().nullable(),
  submitted_by_name: z.string().nullable(),
  injury_date: z.string(),
  submitted_to_tpa_at: z.string(),
  school_id: z.string(),
  school_name: z.string().nullable(),
  tpa_name: z.string().nullable(),
  tpa_code: z.string().nullable(),
});
const claimsResponseSchema = z.object({
  claims: z.object({ total: z.number(), items: z.array(claimListItemSchema) }),
});

export type ClaimListItem = z.infer<typeof claimListItemSchema>;
export type ClaimsList = z.infer<typeof claimsResponseSchema>['claims'];

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

// Empty filters are left out, so the server applies none.
export const withoutEmpty = <T extends Record<string, unknown>>(args: T): Partial<T> =>
  Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;

export const getClaims = async (args: ClaimsArgs, { signal }: { signal?: AbortSignal } = {}): Promise<ClaimsList> => {
  const data = await graphql<unknown>(CLAIMS_QUERY, withoutEmpty(args), { signal });
  return claimsResponseSchema.parse(data).claims;
};

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

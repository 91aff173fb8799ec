import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolSortColumn, SchoolStatusFilter, SortDirection } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

const SCHOOLS_QUERY = /* GraphQL */ `
  query Schools(
    $name: String
    $salesRepId: ID
    $tpaId: ID
    $status: SchoolStatus
    $sort: SchoolSort
    $direction: SortDirection
    $offset: Int
    $limit: Int
  ) {
    schools(
      name: $name
      salesRepId: $salesRepId
      tpaId: $tpaId
      status: $status
      sort: $sort
      direction: $direction
      offset: $offset
      limit: $limit
    ) {
      total
      items {
        id
        name
        is_active
        updated_at
        sales_rep_name
        tpa_codes
        first_note
        logo_url
      }
    }
  }
`;

const schoolListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  updated_at: z.string(),
  sales_rep_name: z.string().nullable(),
  tpa_codes: z.array(z.string()),
  first_note: z.string().nullable(),
  logo_url: z.string().nullable(),
});
const schoolsResponseSchema = z.object({
  schools: z.object({ total: z.number(), items: z.array(schoolListItemSchema) }),
});

export type SchoolListItem = z.infer<typeof schoolListItemSchema>;
export type SchoolsPage = z.infer<typeof schoolsResponseSchema>['schools'];

export type SchoolsArgs = {
  name?: string;
  salesRepId?: string;
  tpaId?: string;
  status: SchoolStatusFilter;
  sort: SchoolSortColumn;
  direction: SortDirection;
  offset: number;
  limit: number;
};

// Filters left empty are not sent: the server treats a missing argument as "any".
export const getSchools = async (args: SchoolsArgs, { signal }: { signal?: AbortSignal } = {}): Promise<SchoolsPage> => {
  const variables = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== ''));
  const data = await graphql<unknown>(SCHOOLS_QUERY, variables, { signal });
  return schoolsResponseSchema.parse(data).schools;
};

export const schoolsQueryKey = ['schools', 'list'] as const;

export const getSchoolsQueryOptions = (args: SchoolsArgs) =>
  queryOptions({
    queryKey: [...schoolsQueryKey, args] as const,
    queryFn: ({ signal }) => getSchools(args, { signal }),
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  });

export const useSchools = (args: SchoolsArgs) => useQuery(getSchoolsQueryOptions(args));

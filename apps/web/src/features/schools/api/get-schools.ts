import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolSortColumn, SchoolStatusFilter, SortDirection } from '@claims/shared';
import { gql } from '../../../gql';
import type { SchoolsQuery } from '../../../gql/graphql';
import { graphql, withoutEmpty } from '../../../lib/graphql';

const SchoolsDocument = gql(`
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
`);

export type SchoolsPage = SchoolsQuery['schools'];
export type SchoolListItem = SchoolsPage['items'][number];

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
const getSchools = async (args: SchoolsArgs, { signal }: { signal?: AbortSignal } = {}): Promise<SchoolsPage> =>
  (await graphql(SchoolsDocument, withoutEmpty(args), { signal })).schools;

export const schoolsQueryKey = ['schools', 'list'] as const;

export const getSchoolsQueryOptions = (args: SchoolsArgs) =>
  queryOptions({
    queryKey: [...schoolsQueryKey, args] as const,
    queryFn: ({ signal }) => getSchools(args, { signal }),
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  });

export const useSchools = (args: SchoolsArgs) => useQuery(getSchoolsQueryOptions(args));

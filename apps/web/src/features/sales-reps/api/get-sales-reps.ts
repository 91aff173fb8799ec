import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortDirection } from '@claims/shared';
import { gql } from '../../../gql';
import type { SalesRepsQuery } from '../../../gql/graphql';
import { graphql, withoutEmpty } from '../../../lib/graphql';

export const SALES_REP_SORT_COLUMNS = ['first_name', 'last_name', 'email_address'] as const;
export type SalesRepSortColumn = (typeof SALES_REP_SORT_COLUMNS)[number];

export const SALES_REP_STATUS_FILTERS = ['ACTIVE', 'INACTIVE'] as const;
export type SalesRepStatusFilter = (typeof SALES_REP_STATUS_FILTERS)[number];

const SalesRepsDocument = gql(`
  query SalesReps(
    $name: String
    $status: ActiveStatus
    $sort: SalesRepSort
    $direction: SortDirection
    $offset: Int
    $limit: Int
  ) {
    salesReps(name: $name, status: $status, sort: $sort, direction: $direction, offset: $offset, limit: $limit) {
      total
      items {
        id
        first_name
        last_name
        email_address
        phone
        state
        see_all_schools
        is_active
      }
    }
  }
`);

export type SalesRepsPage = SalesRepsQuery['salesReps'];
export type SalesRepListItem = SalesRepsPage['items'][number];

export type SalesRepsArgs = {
  name?: string;
  status: SalesRepStatusFilter;
  sort: SalesRepSortColumn;
  direction: SortDirection;
  offset: number;
  limit: number;
};

// An empty name is not sent: the server then lists every rep of the status.
const getSalesReps = async (args: SalesRepsArgs, { signal }: { signal?: AbortSignal } = {}): Promise<SalesRepsPage> =>
  (await graphql(SalesRepsDocument, withoutEmpty(args), { signal })).salesReps;

export const salesRepsQueryKey = ['sales-reps', 'list'] as const;

export const getSalesRepsQueryOptions = (args: SalesRepsArgs) =>
  queryOptions({
    queryKey: [...salesRepsQueryKey, args] as const,
    queryFn: ({ signal }) => getSalesReps(args, { signal }),
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  });

export const useSalesReps = (args: SalesRepsArgs) => useQuery(getSalesRepsQueryOptions(args));

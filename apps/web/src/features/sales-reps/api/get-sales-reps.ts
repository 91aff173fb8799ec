import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortDirection } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

export const SALES_REP_SORT_COLUMNS = ['first_name', 'last_name', 'email_address'] as const;
export type SalesRepSortColumn = (typeof SALES_REP_SORT_COLUMNS)[number];

export const SALES_REP_STATUS_FILTERS = ['ACTIVE', 'INACTIVE'] as const;
export type SalesRepStatusFilter = (typeof SALES_REP_STATUS_FILTERS)[number];

const SALES_REPS_QUERY = /* GraphQL */ `
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
`;

const salesRepListItemSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email_address: z.string().nullable(),
  phone: z.string().nullable(),
  state: z.string().nullable(),
  see_all_schools: z.boolean(),
  is_active: z.boolean(),
});
const salesRepsResponseSchema = z.object({
  salesReps: z.object({ total: z.number(), items: z.array(salesRepListItemSchema) }),
});

export type SalesRepListItem = z.infer<typeof salesRepListItemSchema>;
export type SalesRepsPage = z.infer<typeof salesRepsResponseSchema>['salesReps'];

export type SalesRepsArgs = {
  name?: string;
  status: SalesRepStatusFilter;
  sort: SalesRepSortColumn;
  direction: SortDirection;
  offset: number;
  limit: number;
};

// An empty name is not sent: the server then lists every rep of the status.
export const getSalesReps = async (args: SalesRepsArgs, { signal }: { signal?: AbortSignal } = {}): Promise<SalesRepsPage> => {
  const variables = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== ''));
  const data = await graphql<unknown>(SALES_REPS_QUERY, variables, { signal });
  return salesRepsResponseSchema.parse(data).salesReps;
};

export const salesRepsQueryKey = ['sales-reps', 'list'] as const;

export const getSalesRepsQueryOptions = (args: SalesRepsArgs) =>
  queryOptions({
    queryKey: [...salesRepsQueryKey, args] as const,
    queryFn: ({ signal }) => getSalesReps(args, { signal }),
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  });

export const useSalesReps = (args: SalesRepsArgs) => useQuery(getSalesRepsQueryOptions(args));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortDirection } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

export const TPA_SORT_COLUMNS = ['name', 'code'] as const;
export type TpaSortColumn = (typeof TPA_SORT_COLUMNS)[number];

// SPEC §9 names no page sizes for TPAs: the schools list's sizes.
export const TPA_PAGE_SIZES = { options: [25, 50, 100], default: 25 } as const;

const TPAS_QUERY = /* GraphQL */ `
  query Tpas($search: String, $sort: TpaSort, $direction: SortDirection, $offset: Int, $limit: Int) {
    tpas(search: $search, sort: $sort, direction: $direction, offset: $offset, limit: $limit) {
      total
      items {
        id
        code
        name
        city
        state
        claims_email_address
        delivery_method
        updated_at
      }
    }
  }
`;

const tpaListItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  claims_email_address: z.string().nullable(),
  delivery_method: z.string(),
  updated_at: z.string(),
});
const tpasResponseSchema = z.object({ tpas: z.object({ total: z.number(), items: z.array(tpaListItemSchema) }) });

export type TpaListItem = z.infer<typeof tpaListItemSchema>;
export type TpasPage = z.infer<typeof tpasResponseSchema>['tpas'];

export type TpasArgs = {
  search?: string;
  sort: TpaSortColumn;
  direction: SortDirection;
  offset: number;
  limit: number;
};

// An empty search is not sent: the server lists every TPA not deleted.
export const getTpas = async (args: TpasArgs, { signal }: { signal?: AbortSignal } = {}): Promise<TpasPage> => {
  const variables = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== ''));
  const data = await graphql<unknown>(TPAS_QUERY, variables, { signal });
  return tpasResponseSchema.parse(data).tpas;
};

export const tpasQueryKey = ['tpas', 'list'] as const;

export const getTpasQueryOptions = (args: TpasArgs) =>
  queryOptions({
    queryKey: [...tpasQueryKey, args] as const,
    queryFn: ({ signal }) => getTpas(args, { signal }),
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  });

export const useTpas = (args: TpasArgs) => useQuery(getTpasQueryOptions(args));

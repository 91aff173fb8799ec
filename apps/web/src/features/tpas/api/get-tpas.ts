import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortDirection } from '@claims/shared';
import { gql } from '../../../gql';
import type { TpasQuery } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

export const TPA_SORT_COLUMNS = ['name', 'code'] as const;
export type TpaSortColumn = (typeof TPA_SORT_COLUMNS)[number];

// SPEC §9 names no page sizes for TPAs: the schools list's sizes.
export const TPA_PAGE_SIZES = { options: [25, 50, 100], default: 25 } as const;

const TpasDocument = gql(`
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
`);

export type TpasPage = TpasQuery['tpas'];
export type TpaListItem = TpasPage['items'][number];

export type TpasArgs = {
  search?: string;
  sort: TpaSortColumn;
  direction: SortDirection;
  offset: number;
  limit: number;
};

// An empty search is not sent: the server lists every TPA not deleted.
export const getTpas = async (args: TpasArgs, { signal }: { signal?: AbortSignal } = {}): Promise<TpasPage> => {
  const { tpas } = await graphql(TpasDocument, { ...args, search: args.search || undefined }, { signal });
  return tpas;
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

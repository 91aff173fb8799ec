import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { SalesRepQuery } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

gql(`
  fragment SalesRepFields on SalesRep {
    id
    first_name
    last_name
    email_address
    phone
    address_1
    address_2
    city
    state
    postal_code
    see_all_schools
    is_active
    updated_at
  }
`);

const SalesRepDocument = gql(`
  query SalesRep($id: ID!) {
    salesRep(id: $id) {
      ...SalesRepFields
    }
  }
`);

export type SalesRep = SalesRepQuery['salesRep'];

// Every field of a sales rep not deleted; NOT_FOUND otherwise (the page then returns to the list).
const getSalesRep = async (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<SalesRep> =>
  (await graphql(SalesRepDocument, { id }, { signal })).salesRep;

export const salesRepQueryKey = (id: string) => ['sales-reps', 'detail', id] as const;

export const getSalesRepQueryOptions = (id: string) =>
  queryOptions({
    queryKey: salesRepQueryKey(id),
    queryFn: ({ signal }) => getSalesRep(id, { signal }),
    // a missing rep is an answer, not a hiccup: do not ask again
    retry: false,
  });

export const useSalesRep = (id: string | undefined) =>
  useQuery({ ...getSalesRepQueryOptions(id ?? ''), enabled: id !== undefined });

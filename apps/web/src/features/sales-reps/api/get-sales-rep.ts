import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

export const SALES_REP_FIELDS = /* GraphQL */ `
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
`;

const SALES_REP_QUERY = /* GraphQL */ `
  query SalesRep($id: ID!) {
    salesRep(id: $id) {
      ...SalesRepFields
    }
  }
  ${SALES_REP_FIELDS}
`;

export const salesRepSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email_address: z.string().nullable(),
  phone: z.string().nullable(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  see_all_schools: z.boolean(),
  is_active: z.boolean(),
  updated_at: z.string(),
});

export type SalesRep = z.infer<typeof salesRepSchema>;

// Every field of a sales rep not deleted; NOT_FOUND otherwise (the page then returns to the list).
export const getSalesRep = async (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<SalesRep> => {
  const data = await graphql<unknown>(SALES_REP_QUERY, { id }, { signal });
  return z.object({ salesRep: salesRepSchema }).parse(data).salesRep;
};

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

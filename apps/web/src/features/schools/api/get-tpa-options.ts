import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

const TPAS_FOR_DROPDOWN_QUERY = /* GraphQL */ `
  query TpasForDropdown {
    tpasForDropdown {
      id
      code
      name
    }
  }
`;

const tpaOptionSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });

export type TpaOption = z.infer<typeof tpaOptionSchema>;

// TPAs not deleted, sorted by code by the server.
export const getTpaOptions = async ({ signal }: { signal?: AbortSignal } = {}): Promise<TpaOption[]> => {
  const data = await graphql<unknown>(TPAS_FOR_DROPDOWN_QUERY, undefined, { signal });
  return z.object({ tpasForDropdown: z.array(tpaOptionSchema) }).parse(data).tpasForDropdown;
};

export const getTpaOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['tpas', 'options'] as const, queryFn: ({ signal }) => getTpaOptions({ signal }) });

export const useTpaOptions = () => useQuery(getTpaOptionsQueryOptions());

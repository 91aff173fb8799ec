import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '../gql';
import { graphql } from '../lib/graphql';

const TpasForDropdownDocument = gql(`
  query TpasForDropdown {
    tpasForDropdown {
      id
      code
      name
    }
  }
`);

// TPAs not deleted, sorted by code by the server: the choices of a school's Add TPA and the claims filter.
// Saving or deleting a TPA invalidates this key.
export const tpaOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['tpas', 'options'] as const,
    queryFn: async ({ signal }) => (await graphql(TpasForDropdownDocument, undefined, { signal })).tpasForDropdown,
  });

export const useTpaOptions = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...tpaOptionsQueryOptions(), enabled });

export const tpaLabel = (tpa: { code: string; name: string }) => `${tpa.code} - ${tpa.name}`;

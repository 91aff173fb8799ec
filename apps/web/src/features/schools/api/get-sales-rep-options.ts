import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { SalesRepsForDropdownQuery } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

const SalesRepsForDropdownDocument = gql(`
  query SalesRepsForDropdown {
    salesRepsForDropdown {
      id
      first_name
      last_name
    }
  }
`);

export type SalesRepOption = SalesRepsForDropdownQuery['salesRepsForDropdown'][number];

// Active sales reps, sorted by first then last name by the server.
export const getSalesRepOptions = async ({ signal }: { signal?: AbortSignal } = {}): Promise<SalesRepOption[]> => {
  return (await graphql(SalesRepsForDropdownDocument, undefined, { signal })).salesRepsForDropdown;
};

export const getSalesRepOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['sales-reps', 'options'] as const, queryFn: ({ signal }) => getSalesRepOptions({ signal }) });

export const useSalesRepOptions = () => useQuery(getSalesRepOptionsQueryOptions());

// Select options: "First Last".
export const toSalesRepSelectData = (reps: readonly SalesRepOption[] | undefined) =>
  (reps ?? []).map((rep) => ({ value: rep.id, label: `${rep.first_name} ${rep.last_name}`.trim() }));

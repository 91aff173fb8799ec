import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '../gql';
import type { SalesRepsForDropdownQuery } from '../gql/graphql';
import { graphql } from '../lib/graphql';

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

// Active sales reps, sorted by first then last name by the server: a school's rep choices and the schools
// filter. Saving or deleting a rep invalidates this key.
export const salesRepOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['sales-reps', 'options'] as const,
    queryFn: async ({ signal }): Promise<SalesRepOption[]> => (await graphql(SalesRepsForDropdownDocument, undefined, { signal })).salesRepsForDropdown,
  });

export const useSalesRepOptions = () => useQuery(salesRepOptionsQueryOptions());

// Select options: "First Last".
export const toSalesRepSelectData = (reps: readonly SalesRepOption[] | undefined) =>
  (reps ?? []).map((rep) => ({ value: rep.id, label: `${rep.first_name} ${rep.last_name}`.trim() }));

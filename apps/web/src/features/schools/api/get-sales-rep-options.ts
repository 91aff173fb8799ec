import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

const SALES_REPS_FOR_DROPDOWN_QUERY = /* GraphQL */ `
  query SalesRepsForDropdown {
    salesRepsForDropdown {
      id
      first_name
      last_name
    }
  }
`;

const salesRepOptionSchema = z.object({ id: z.string(), first_name: z.string(), last_name: z.string() });

export type SalesRepOption = z.infer<typeof salesRepOptionSchema>;

// Active sales reps, sorted by first then last name by the server.
export const getSalesRepOptions = async ({ signal }: { signal?: AbortSignal } = {}): Promise<SalesRepOption[]> => {
  const data = await graphql<unknown>(SALES_REPS_FOR_DROPDOWN_QUERY, undefined, { signal });
  return z.object({ salesRepsForDropdown: z.array(salesRepOptionSchema) }).parse(data).salesRepsForDropdown;
};

export const getSalesRepOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['sales-reps', 'options'] as const, queryFn: ({ signal }) => getSalesRepOptions({ signal }) });

export const useSalesRepOptions = () => useQuery(getSalesRepOptionsQueryOptions());

// Select options: "First Last".
export const toSalesRepSelectData = (reps: readonly SalesRepOption[] | undefined) =>
  (reps ?? []).map((rep) => ({ value: rep.id, label: `${rep.first_name} ${rep.last_name}`.trim() }));

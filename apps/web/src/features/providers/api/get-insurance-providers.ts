import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

export const INSURANCE_PROVIDER_FIELDS = /* GraphQL */ `
  fragment InsuranceProviderFields on InsuranceProvider {
    id
    name
    address
    city
    state
    postal_code
    policy_or_certificate_number
    is_active
  }
`;

// Every company, deactivated ones included (an admin manages them all).
const INSURANCE_PROVIDERS_QUERY = /* GraphQL */ `
  query InsuranceProviders {
    insuranceProviders(includeInactive: true) {
      ...InsuranceProviderFields
    }
  }
  ${INSURANCE_PROVIDER_FIELDS}
`;

export const insuranceProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  policy_or_certificate_number: z.string().nullable(),
  is_active: z.boolean(),
});

export type InsuranceProvider = z.infer<typeof insuranceProviderSchema>;

// Sorted by name on the server.
export const getInsuranceProviders = async ({ signal }: { signal?: AbortSignal } = {}): Promise<InsuranceProvider[]> => {
  const data = await graphql<unknown>(INSURANCE_PROVIDERS_QUERY, undefined, { signal });
  return z.object({ insuranceProviders: z.array(insuranceProviderSchema) }).parse(data).insuranceProviders;
};

export const insuranceProvidersQueryKey = ['insurance-providers', 'all'] as const;

export const getInsuranceProvidersQueryOptions = () =>
  queryOptions({
    queryKey: insuranceProvidersQueryKey,
    queryFn: ({ signal }) => getInsuranceProviders({ signal }),
  });

export const useInsuranceProviders = () => useQuery(getInsuranceProvidersQueryOptions());

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

const INSURANCE_PROVIDERS_QUERY = /* GraphQL */ `
  query StudentInsuranceProviders {
    insuranceProviders {
      id
      name
    }
  }
`;

const responseSchema = z.object({ insuranceProviders: z.array(z.object({ id: z.string(), name: z.string() })) });

export type InsuranceProviderOption = { value: string; label: string };

// The active insurance companies as select options, sorted by name.
export const getInsuranceProviderOptions = async ({ signal }: { signal?: AbortSignal } = {}): Promise<InsuranceProviderOption[]> => {
  const data = await graphql<unknown>(INSURANCE_PROVIDERS_QUERY, undefined, { signal });
  return responseSchema
    .parse(data)
    .insuranceProviders.map((provider) => ({ value: provider.id, label: provider.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
};

export const useInsuranceProviderOptions = () =>
  useQuery({ queryKey: ['students', 'insurance-providers'], queryFn: ({ signal }) => getInsuranceProviderOptions({ signal }) });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import type { InsuranceProviderInput } from './create-insurance-provider';
import {
  INSURANCE_PROVIDER_FIELDS,
  insuranceProviderSchema,
  insuranceProvidersQueryKey,
  type InsuranceProvider,
} from './get-insurance-providers';

const UPDATE_INSURANCE_PROVIDER_MUTATION = /* GraphQL */ `
  mutation UpdateInsuranceProvider($id: ID!, $input: InsuranceProviderInput!) {
    updateInsuranceProvider(id: $id, input: $input) {
      ...InsuranceProviderFields
    }
  }
  ${INSURANCE_PROVIDER_FIELDS}
`;

// Companies are never deleted: is_active false takes one off the student and claim forms.
export const updateInsuranceProvider = async ({ id, input }: { id: string; input: InsuranceProviderInput }): Promise<InsuranceProvider> => {
  const data = await graphql<unknown>(UPDATE_INSURANCE_PROVIDER_MUTATION, { id, input });
  return z.object({ updateInsuranceProvider: insuranceProviderSchema }).parse(data).updateInsuranceProvider;
};

export const useUpdateInsuranceProvider = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInsuranceProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insuranceProvidersQueryKey }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsuranceProviderForm } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import {
  INSURANCE_PROVIDER_FIELDS,
  insuranceProviderSchema,
  insuranceProvidersQueryKey,
  type InsuranceProvider,
} from './get-insurance-providers';

const CREATE_INSURANCE_PROVIDER_MUTATION = /* GraphQL */ `
  mutation CreateInsuranceProvider($input: InsuranceProviderInput!) {
    createInsuranceProvider(input: $input) {
      ...InsuranceProviderFields
    }
  }
  ${INSURANCE_PROVIDER_FIELDS}
`;

// The InsuranceProviderInput the server takes: the form's values, with empty text sent as null.
export type InsuranceProviderInput = { [K in keyof InsuranceProviderForm]-?: Exclude<InsuranceProviderForm[K], undefined> };

const blankToNull = <V extends string>(value: V | null | undefined): V | null =>
  value === undefined || value === null || value === '' ? null : value;

export const toInsuranceProviderInput = (values: InsuranceProviderForm): InsuranceProviderInput => ({
  name: values.name,
  address: blankToNull(values.address),
  city: blankToNull(values.city),
  state: blankToNull(values.state),
  postal_code: blankToNull(values.postal_code),
  policy_or_certificate_number: blankToNull(values.policy_or_certificate_number),
  is_active: values.is_active,
});

export const createInsuranceProvider = async (input: InsuranceProviderInput): Promise<InsuranceProvider> => {
  const data = await graphql<unknown>(CREATE_INSURANCE_PROVIDER_MUTATION, { input });
  return z.object({ createInsuranceProvider: insuranceProviderSchema }).parse(data).createInsuranceProvider;
};

export const useCreateInsuranceProvider = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInsuranceProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insuranceProvidersQueryKey }),
  });
};

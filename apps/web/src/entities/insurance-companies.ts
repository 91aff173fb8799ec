import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type InsuranceProviderForm, usStateCode } from '@claims/shared';
import { gql } from '../gql';
import type { InsuranceProviderInput, InsuranceProvidersQuery } from '../gql/graphql';
import { blankToNull, graphql } from '../lib/graphql';

// The insurance companies (SPEC §7): one query and one cache key, read by the companies page (every one),
// the student form and the claim wizard (active ones), so a company added or deactivated shows everywhere.

gql(`
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
`);

const InsuranceProvidersDocument = gql(`
  query InsuranceProviders($includeInactive: Boolean) {
    insuranceProviders(includeInactive: $includeInactive) {
      ...InsuranceProviderFields
    }
  }
`);

const CreateInsuranceProviderDocument = gql(`
  mutation CreateInsuranceProvider($input: InsuranceProviderInput!) {
    createInsuranceProvider(input: $input) {
      ...InsuranceProviderFields
    }
  }
`);

const UpdateInsuranceProviderDocument = gql(`
  mutation UpdateInsuranceProvider($id: ID!, $input: InsuranceProviderInput!) {
    updateInsuranceProvider(id: $id, input: $input) {
      ...InsuranceProviderFields
    }
  }
`);

export type InsuranceCompany = InsuranceProvidersQuery['insuranceProviders'][number];

export const insuranceCompaniesQueryKey = ['insurance-companies'] as const;

// Sorted by name on the server; deactivated companies only for the page that manages them.
export const insuranceCompaniesQueryOptions = ({ includeInactive = false }: { includeInactive?: boolean } = {}) =>
  queryOptions({
    queryKey: [...insuranceCompaniesQueryKey, { includeInactive }] as const,
    queryFn: async ({ signal }) => (await graphql(InsuranceProvidersDocument, { includeInactive }, { signal })).insuranceProviders,
  });

export const useInsuranceCompanies = (options: { includeInactive?: boolean } = {}) => useQuery(insuranceCompaniesQueryOptions(options));

// The form's values as the server takes them, empty text as null.
export const toInsuranceProviderInput = (values: InsuranceProviderForm): InsuranceProviderInput => ({
  name: values.name,
  address: blankToNull(values.address),
  city: blankToNull(values.city),
  state: usStateCode(values.state),
  postal_code: blankToNull(values.postal_code),
  policy_or_certificate_number: blankToNull(values.policy_or_certificate_number),
  is_active: values.is_active,
});

// Companies are never deleted: is_active false takes one off the student and claim forms.
const saveInsuranceCompany = async ({ id, input }: { id?: string; input: InsuranceProviderInput }): Promise<InsuranceCompany> =>
  id
    ? (await graphql(UpdateInsuranceProviderDocument, { id, input })).updateInsuranceProvider
    : (await graphql(CreateInsuranceProviderDocument, { input })).createInsuranceProvider;

export const useSaveInsuranceCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInsuranceCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insuranceCompaniesQueryKey }),
  });
};

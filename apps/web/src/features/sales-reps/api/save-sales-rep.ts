import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SalesRepForm, usStateCode } from '@claims/shared';
import { salesRepOptionsQueryOptions } from '../../../entities/sales-rep-options';
import { gql } from '../../../gql';
import type { SalesRepInput } from '../../../gql/graphql';
import { blankToNull, graphql } from '../../../lib/graphql';
import { salesRepQueryKey, type SalesRep } from './get-sales-rep';
import { salesRepsQueryKey } from './get-sales-reps';

const CreateSalesRepDocument = gql(`
  mutation CreateSalesRep($input: SalesRepInput!) {
    createSalesRep(input: $input) {
      ...SalesRepFields
    }
  }
`);

const UpdateSalesRepDocument = gql(`
  mutation UpdateSalesRep($id: ID!, $input: SalesRepInput!) {
    updateSalesRep(id: $id, input: $input) {
      ...SalesRepFields
    }
  }
`);

// The form's values as the server takes them, empty text as null.
export const toSalesRepInput = (values: SalesRepForm): SalesRepInput => ({
  first_name: values.first_name,
  last_name: values.last_name,
  email_address: blankToNull(values.email_address),
  phone: blankToNull(values.phone),
  address_1: blankToNull(values.address_1),
  address_2: blankToNull(values.address_2),
  city: blankToNull(values.city),
  state: usStateCode(values.state),
  postal_code: blankToNull(values.postal_code),
  see_all_schools: values.see_all_schools,
  is_active: values.is_active,
});

const saveSalesRep = async ({ id, input }: { id?: string; input: SalesRepInput }): Promise<SalesRep> =>
  id ? (await graphql(UpdateSalesRepDocument, { id, input })).updateSalesRep : (await graphql(CreateSalesRepDocument, { input })).createSalesRep;

export const useSaveSalesRep = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSalesRep,
    onSuccess: (rep) => {
      queryClient.setQueryData(salesRepQueryKey(rep.id), rep);
      void queryClient.invalidateQueries({ queryKey: salesRepsQueryKey });
      void queryClient.invalidateQueries({ queryKey: salesRepOptionsQueryOptions().queryKey });
    },
  });
};

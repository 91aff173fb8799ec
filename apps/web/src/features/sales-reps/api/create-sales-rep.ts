import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalesRepForm } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import { SALES_REP_FIELDS, salesRepQueryKey, salesRepSchema, type SalesRep } from './get-sales-rep';
import { salesRepsQueryKey } from './get-sales-reps';

const CREATE_SALES_REP_MUTATION = /* GraphQL */ `
  mutation CreateSalesRep($input: SalesRepInput!) {
    createSalesRep(input: $input) {
      ...SalesRepFields
    }
  }
  ${SALES_REP_FIELDS}
`;

// The SalesRepInput the server takes: the form's values, with empty text sent as null.
export type SalesRepInput = { [K in keyof SalesRepForm]-?: Exclude<SalesRepForm[K], undefined> };

const blankToNull = <V extends string>(value: V | null | undefined): V | null =>
  value === undefined || value === null || value === '' ? null : value;

export const toSalesRepInput = (values: SalesRepForm): SalesRepInput => ({
  first_name: values.first_name,
  last_name: values.last_name,
  email_address: blankToNull(values.email_address),
  phone: blankToNull(values.phone),
  address_1: blankToNull(values.address_1),
  address_2: blankToNull(values.address_2),
  city: blankToNull(values.city),
  state: blankToNull(values.state),
  postal_code: blankToNull(values.postal_code),
  see_all_schools: values.see_all_schools,
  is_active: values.is_active,
});

export const createSalesRep = async (input: SalesRepInput): Promise<SalesRep> => {
  const data = await graphql<unknown>(CREATE_SALES_REP_MUTATION, { input });
  return z.object({ createSalesRep: salesRepSchema }).parse(data).createSalesRep;
};

export const useCreateSalesRep = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSalesRep,
    onSuccess: (rep) => {
      queryClient.setQueryData(salesRepQueryKey(rep.id), rep);
      void queryClient.invalidateQueries({ queryKey: salesRepsQueryKey });
    },
  });
};

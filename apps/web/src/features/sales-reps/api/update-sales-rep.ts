import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import type { SalesRepInput } from './create-sales-rep';
import { SALES_REP_FIELDS, salesRepQueryKey, salesRepSchema, type SalesRep } from './get-sales-rep';
import { salesRepsQueryKey } from './get-sales-reps';

const UPDATE_SALES_REP_MUTATION = /* GraphQL */ `
  mutation UpdateSalesRep($id: ID!, $input: SalesRepInput!) {
    updateSalesRep(id: $id, input: $input) {
      ...SalesRepFields
    }
  }
  ${SALES_REP_FIELDS}
`;

export const updateSalesRep = async ({ id, input }: { id: string; input: SalesRepInput }): Promise<SalesRep> => {
  const data = await graphql<unknown>(UPDATE_SALES_REP_MUTATION, { id, input });
  return z.object({ updateSalesRep: salesRepSchema }).parse(data).updateSalesRep;
};

export const useUpdateSalesRep = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSalesRep,
    onSuccess: (rep) => {
      queryClient.setQueryData(salesRepQueryKey(rep.id), rep);
      void queryClient.invalidateQueries({ queryKey: salesRepsQueryKey });
    },
  });
};

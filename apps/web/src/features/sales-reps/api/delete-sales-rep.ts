import { useMutation, useQueryClient } from '@tanstack/react-query';
import { salesRepOptionsQueryOptions } from '../../../entities/sales-rep-options';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';
import { salesRepQueryKey } from './get-sales-rep';
import { salesRepsQueryKey } from './get-sales-reps';

const DeleteSalesRepDocument = gql(`
  mutation DeleteSalesRep($id: ID!) {
    deleteSalesRep(id: $id)
  }
`);

// Soft delete (SPEC §4): the rep leaves the lists and dropdowns.
export const deleteSalesRep = async (id: string): Promise<void> => {
  await graphql(DeleteSalesRepDocument, { id });
};

export const useDeleteSalesRep = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSalesRep,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: salesRepQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: salesRepsQueryKey });
      void queryClient.invalidateQueries({ queryKey: salesRepOptionsQueryOptions().queryKey });
    },
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tpaOptionsQueryOptions } from '../../../entities/tpa-options';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';
import { tpaQueryKey } from './get-tpa';
import { tpasQueryKey } from './get-tpas';

const DeleteTpaMutation = gql(`
  mutation DeleteTpa($id: ID!) {
    deleteTpa(id: $id)
  }
`);

// Soft-deletes the TPA with its school links and dashboard elements, and their copies on schools (SPEC §4).
export const deleteTpa = async (id: string): Promise<void> => {
  await graphql(DeleteTpaMutation, { id });
};

export const useDeleteTpa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTpa,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: tpaQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: tpasQueryKey });
      void queryClient.invalidateQueries({ queryKey: tpaOptionsQueryOptions().queryKey });
    },
  });
};

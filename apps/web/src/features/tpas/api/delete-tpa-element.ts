import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';
import { tpaQueryKey } from './get-tpa';

const DeleteTpaElementMutation = gql(`
  mutation DeleteTpaElement($id: ID!) {
    deleteTpaElement(id: $id)
  }
`);

// Removes a file or link and its copies on the linked schools' dashboards. One mutation for both kinds
// (POST /v1/remove/tpa-element does the same for files, by file id).
export const deleteTpaElement = async ({ id }: { id: string; tpaId: string }): Promise<void> => {
  await graphql(DeleteTpaElementMutation, { id });
};

export const useDeleteTpaElement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTpaElement,
    onSuccess: (_data, { tpaId }) => queryClient.invalidateQueries({ queryKey: tpaQueryKey(tpaId) }),
  });
};

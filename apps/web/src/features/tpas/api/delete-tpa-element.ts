import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { tpaQueryKey } from './get-tpa';

const DELETE_TPA_ELEMENT_MUTATION = /* GraphQL */ `
  mutation DeleteTpaElement($id: ID!) {
    deleteTpaElement(id: $id)
  }
`;

// Removes a file or link and its copies on the linked schools' dashboards. One mutation for both kinds
// (POST /v1/remove/tpa-element does the same for files, by file id).
export const deleteTpaElement = async ({ id }: { id: string; tpaId: string }): Promise<void> => {
  await graphql<unknown>(DELETE_TPA_ELEMENT_MUTATION, { id });
};

export const useDeleteTpaElement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTpaElement,
    onSuccess: (_data, { tpaId }) => queryClient.invalidateQueries({ queryKey: tpaQueryKey(tpaId) }),
  });
};

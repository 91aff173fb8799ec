import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { schoolQueryKey } from './get-school';
import { schoolsQueryKey } from './get-schools';

const DELETE_SCHOOL_MUTATION = /* GraphQL */ `
  mutation DeleteSchool($id: ID!) {
    deleteSchool(id: $id)
  }
`;

// Soft-deletes the school with its users, TPA links and notes (SPEC §4).
export const deleteSchool = async (id: string): Promise<void> => {
  await graphql<unknown>(DELETE_SCHOOL_MUTATION, { id });
};

export const useDeleteSchool = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchool,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: schoolQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: schoolsQueryKey });
    },
  });
};

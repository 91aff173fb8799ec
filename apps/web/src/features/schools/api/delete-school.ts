import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';
import { schoolQueryKey } from './get-school';
import { schoolsQueryKeyRoot } from '../../../entities/schools';

const DeleteSchoolDocument = gql(`
  mutation DeleteSchool($id: ID!) {
    deleteSchool(id: $id)
  }
`);

// Soft-deletes the school with its users, TPA links and notes (SPEC §4).
export const deleteSchool = async (id: string): Promise<void> => {
  await graphql(DeleteSchoolDocument, { id });
};

export const useDeleteSchool = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchool,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: schoolQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: schoolsQueryKeyRoot });
    },
  });
};

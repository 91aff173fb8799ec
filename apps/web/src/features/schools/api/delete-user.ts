import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';
import { schoolUsersQueryKey } from './get-school-users';

const DeleteUserDocument = gql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

// Soft-deletes the user and ends their sessions.
export const deleteUser = async ({ id }: { id: string; schoolId: string }): Promise<void> => {
  await graphql(DeleteUserDocument, { id });
};

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_data, { schoolId }) => queryClient.invalidateQueries({ queryKey: schoolUsersQueryKey(schoolId) }),
  });
};

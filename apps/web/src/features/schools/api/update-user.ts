import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserForm } from '@claims/shared';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';
import { schoolUsersQueryKey } from './get-school-users';

const UpdateUserDocument = gql(`
  mutation UpdateUser($id: ID!, $input: UserInput!) {
    updateUser(id: $id, input: $input) {
      id
    }
  }
`);

// Names, email and status of a user; deactivating ends their sessions.
export const updateUser = async ({ id, input }: { id: string; input: UserForm; schoolId: string }): Promise<void> => {
  await graphql(UpdateUserDocument, { id, input });
};

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: (_data, _error, { schoolId }) => queryClient.invalidateQueries({ queryKey: schoolUsersQueryKey(schoolId) }),
  });
};

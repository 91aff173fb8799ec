import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { activitiesQueryKey } from './get-activities';

const DELETE_ACTIVITY_MUTATION = /* GraphQL */ `
  mutation DeleteActivity($id: ID!) {
    deleteActivity(id: $id)
  }
`;

// Soft delete: school links and claims that use the activity stay readable.
export const deleteActivity = async (id: string): Promise<void> => {
  await graphql<unknown>(DELETE_ACTIVITY_MUTATION, { id });
};

export const useDeleteActivity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesQueryKey }),
  });
};

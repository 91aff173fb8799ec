import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import { activitiesQueryKey, activitySchema, type Activity } from './get-activities';

const UPDATE_ACTIVITY_MUTATION = /* GraphQL */ `
  mutation UpdateActivity($id: ID!, $activity: String!) {
    updateActivity(id: $id, activity: $activity) {
      id
      activity
    }
  }
`;

// Renames an activity; school links and claims refer to it by id, so they follow.
export const updateActivity = async ({ id, activity }: { id: string; activity: string }): Promise<Activity> => {
  const data = await graphql<unknown>(UPDATE_ACTIVITY_MUTATION, { id, activity });
  return z.object({ updateActivity: activitySchema }).parse(data).updateActivity;
};

export const useUpdateActivity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesQueryKey }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import { activitiesQueryKey, activitySchema, type Activity } from './get-activities';

const CREATE_ACTIVITY_MUTATION = /* GraphQL */ `
  mutation CreateActivity($activity: String!) {
    createActivity(activity: $activity) {
      id
      activity
    }
  }
`;

// A new activity; the name must be unique regardless of case (ACTIVITY_NAME_NOT_UNIQUE).
export const createActivity = async (activity: string): Promise<Activity> => {
  const data = await graphql<unknown>(CREATE_ACTIVITY_MUTATION, { activity });
  return z.object({ createActivity: activitySchema }).parse(data).createActivity;
};

export const useCreateActivity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesQueryKey }),
  });
};

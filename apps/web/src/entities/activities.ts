import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gql } from '../gql';
import type { ActivitiesQuery } from '../gql/graphql';
import { graphql } from '../lib/graphql';

// The sports and activities (SPEC §7): one list, one cache entry, read by the activities page, the claim
// wizard and a TPA link's sports selector, so a sport created or renamed anywhere shows everywhere.

const ActivitiesDocument = gql(`
  query Activities {
    activities {
      id
      activity
    }
  }
`);

const CreateActivityDocument = gql(`
  mutation CreateActivity($activity: String!) {
    createActivity(activity: $activity) {
      id
      activity
    }
  }
`);

const UpdateActivityDocument = gql(`
  mutation UpdateActivity($id: ID!, $activity: String!) {
    updateActivity(id: $id, activity: $activity) {
      id
      activity
    }
  }
`);

const DeleteActivityDocument = gql(`
  mutation DeleteActivity($id: ID!) {
    deleteActivity(id: $id)
  }
`);

export type Activity = ActivitiesQuery['activities'][number];

export const activitiesQueryKey = ['activities'] as const;

// Not deleted, sorted by name by the server.
const activitiesQueryOptions = () =>
  queryOptions({
    queryKey: activitiesQueryKey,
    queryFn: async ({ signal }) => (await graphql(ActivitiesDocument, undefined, { signal })).activities,
  });

export const useActivities = () => useQuery(activitiesQueryOptions());

const useActivityMutation = <TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesQueryKey }) });
};

// The name must be unique regardless of case (ACTIVITY_NAME_NOT_UNIQUE).
export const useCreateActivity = () =>
  useActivityMutation(async (activity: string) => (await graphql(CreateActivityDocument, { activity })).createActivity);

// School links and claims refer to an activity by id, so they follow a rename.
export const useUpdateActivity = () =>
  useActivityMutation(async (variables: { id: string; activity: string }) => (await graphql(UpdateActivityDocument, variables)).updateActivity);

// Soft delete: school links and claims that use the activity stay readable.
export const useDeleteActivity = () =>
  useActivityMutation(async (id: string) => {
    await graphql(DeleteActivityDocument, { id });
  });

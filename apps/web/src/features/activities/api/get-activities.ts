import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

const ACTIVITIES_QUERY = /* GraphQL */ `
  query Activities {
    activities {
      id
      activity
    }
  }
`;

export const activitySchema = z.object({ id: z.string(), activity: z.string() });
const activitiesResponseSchema = z.object({ activities: z.array(activitySchema) });

export type Activity = z.infer<typeof activitySchema>;

// The server returns activities not deleted, sorted by name (SPEC §7).
export const getActivities = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Activity[]> => {
  const data = await graphql<unknown>(ACTIVITIES_QUERY, undefined, { signal });
  return activitiesResponseSchema.parse(data).activities;
};

export const activitiesQueryKey = ['activities'] as const;

export const getActivitiesQueryOptions = () =>
  queryOptions({
    queryKey: activitiesQueryKey,
    queryFn: ({ signal }) => getActivities({ signal }),
  });

export const useActivities = () => useQuery(getActivitiesQueryOptions());

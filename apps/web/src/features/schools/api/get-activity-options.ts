import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

const ACTIVITY_OPTIONS_QUERY = /* GraphQL */ `
  query ActivityOptions {
    activities {
      id
      activity
    }
  }
`;

const activityOptionSchema = z.object({ id: z.string(), activity: z.string() });

export type ActivityOption = z.infer<typeof activityOptionSchema>;

// Sports not deleted, sorted by name by the server: the choices of a TPA link's sports selector.
export const getActivityOptions = async ({ signal }: { signal?: AbortSignal } = {}): Promise<ActivityOption[]> => {
  const data = await graphql<unknown>(ACTIVITY_OPTIONS_QUERY, undefined, { signal });
  return z.object({ activities: z.array(activityOptionSchema) }).parse(data).activities;
};

export const getActivityOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['activities', 'options'] as const, queryFn: ({ signal }) => getActivityOptions({ signal }) });

export const useActivityOptions = () => useQuery(getActivityOptionsQueryOptions());

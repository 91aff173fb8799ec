import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

const ACTIVE_SCHOOLS_QUERY = /* GraphQL */ `
  query ActiveSchools {
    activeSchools {
      id
      name
    }
  }
`;

const schoolOptionSchema = z.object({ id: z.string(), name: z.string() });
const activeSchoolsResponseSchema = z.object({ activeSchools: z.array(schoolOptionSchema) });

export type SchoolOption = z.infer<typeof schoolOptionSchema>;

// Admins get every active school, school users their own; sorted by name by the server (SPEC §7).
export const getActiveSchools = async ({ signal }: { signal?: AbortSignal } = {}): Promise<SchoolOption[]> => {
  const data = await graphql<unknown>(ACTIVE_SCHOOLS_QUERY, undefined, { signal });
  return activeSchoolsResponseSchema.parse(data).activeSchools;
};

export const getActiveSchoolsQueryOptions = () =>
  queryOptions({
    queryKey: ['active-schools'] as const,
    queryFn: ({ signal }) => getActiveSchools({ signal }),
  });

export const useActiveSchools = () => useQuery(getActiveSchoolsQueryOptions());

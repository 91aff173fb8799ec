import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

const SCHOOL_USERS_QUERY = /* GraphQL */ `
  query SchoolUsers($schoolId: ID!, $search: String, $offset: Int, $limit: Int) {
    schoolUsers(schoolId: $schoolId, search: $search, offset: $offset, limit: $limit) {
      total
      items {
        id
        first_name
        last_name
        email_address
        is_active
        created_at
        last_activity_at
      }
    }
  }
`;

const schoolUserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email_address: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  last_activity_at: z.string().nullable(),
});
const schoolUsersPageSchema = z.object({ total: z.number(), items: z.array(schoolUserSchema) });

export type SchoolUser = z.infer<typeof schoolUserSchema>;
export type SchoolUsersPage = z.infer<typeof schoolUsersPageSchema>;
export type SchoolUsersArgs = { schoolId: string; search: string; offset: number; limit: number };

// A school's users not deleted; search is a case-insensitive contains on names and email.
export const getSchoolUsers = async (args: SchoolUsersArgs, { signal }: { signal?: AbortSignal } = {}): Promise<SchoolUsersPage> => {
  const search = args.search.trim();
  const data = await graphql<unknown>(SCHOOL_USERS_QUERY, { ...args, search: search === '' ? undefined : search }, { signal });
  return z.object({ schoolUsers: schoolUsersPageSchema }).parse(data).schoolUsers;
};

export const schoolUsersQueryKey = (schoolId: string) => ['schools', 'users', schoolId] as const;

export const getSchoolUsersQueryOptions = (args: SchoolUsersArgs) =>
  queryOptions({
    queryKey: [...schoolUsersQueryKey(args.schoolId), args] as const,
    queryFn: ({ signal }) => getSchoolUsers(args, { signal }),
    placeholderData: keepPreviousData,
  });

export const useSchoolUsers = (args: SchoolUsersArgs) => useQuery(getSchoolUsersQueryOptions(args));

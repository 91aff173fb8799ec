import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { SchoolUsersQuery } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

const SchoolUsersDocument = gql(`
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
`);

export type SchoolUsersPage = SchoolUsersQuery['schoolUsers'];
export type SchoolUser = SchoolUsersPage['items'][number];

export type SchoolUsersArgs = { schoolId: string; search: string; offset: number; limit: number };

// A school's users not deleted; search is a case-insensitive contains on names and email.
export const getSchoolUsers = async (args: SchoolUsersArgs, { signal }: { signal?: AbortSignal } = {}): Promise<SchoolUsersPage> => {
  const search = args.search.trim();
  return (await graphql(SchoolUsersDocument, { ...args, search: search === '' ? undefined : search }, { signal })).schoolUsers;
};

export const schoolUsersQueryKey = (schoolId: string) => ['schools', 'users', schoolId] as const;

export const getSchoolUsersQueryOptions = (args: SchoolUsersArgs) =>
  queryOptions({
    queryKey: [...schoolUsersQueryKey(args.schoolId), args] as const,
    queryFn: ({ signal }) => getSchoolUsers(args, { signal }),
    placeholderData: keepPreviousData,
  });

export const useSchoolUsers = (args: SchoolUsersArgs) => useQuery(getSchoolUsersQueryOptions(args));

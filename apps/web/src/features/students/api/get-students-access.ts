import { useQuery } from '@tanstack/react-query';
import { USER_ROLES } from '@claims/shared';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';

const StudentsSchoolDocument = gql(`
  query StudentsSchool($id: ID!) {
    school(id: $id) {
      id
      allow_students_import
    }
  }
`);

// /v1/auth/me is REST: its answer is checked here.
const meSchema = z.object({ user: z.object({ type: z.enum(USER_ROLES) }) });

// Whether the signed-in user may import (and reset) the school's students: admins always, school
// users where the school allows imports.
export const useStudentsImportAllowed = (schoolId: string): boolean => {
  const me = useQuery({
    queryKey: ['students', 'me-role'],
    queryFn: async ({ signal }) => meSchema.parse(await api('/v1/auth/me', { signal })).user.type,
    staleTime: 5 * 60_000,
  });
  const school = useQuery({
    queryKey: ['students', 'school', schoolId],
    queryFn: async ({ signal }) => (await graphql(StudentsSchoolDocument, { id: schoolId }, { signal })).school,
    enabled: me.data === 'user',
  });
  return me.data === 'admin' || school.data?.allow_students_import === true;
};

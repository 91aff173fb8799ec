import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../../entities/session';
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

// Whether the signed-in user may import (and reset) the school's students: admins always, school
// users where the school allows imports.
export const useStudentsImportAllowed = (schoolId: string): boolean => {
  const role = useSessionUser().data?.type;
  const school = useQuery({
    queryKey: ['students', 'school', schoolId],
    queryFn: async ({ signal }) => (await graphql(StudentsSchoolDocument, { id: schoolId }, { signal })).school,
    enabled: role === 'user',
  });
  return role === 'admin' || school.data?.allow_students_import === true;
};

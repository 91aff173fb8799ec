import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

const SEARCH_STUDENTS_QUERY = /* GraphQL */ `
  query ClaimWizardStudents($schoolId: ID!, $name: String, $offset: Int, $limit: Int) {
    students(schoolId: $schoolId, name: $name, offset: $offset, limit: $limit) {
      total
      items {
        id
        first_name
        last_name
        academic_id
        date_of_birth
      }
    }
  }
`;

const studentMatchSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  academic_id: z.string().nullable(),
  date_of_birth: z.string(),
});
const responseSchema = z.object({ students: z.object({ total: z.number(), items: z.array(studentMatchSchema) }) });

export type StudentMatch = z.infer<typeof studentMatchSchema>;
export type StudentSearchArgs = { schoolId: string; name: string; offset: number; limit: number };

export const searchStudents = async (args: StudentSearchArgs, { signal }: { signal?: AbortSignal } = {}) => {
  const { name, ...rest } = args;
  const variables = name.trim() === '' ? rest : { ...rest, name: name.trim() };
  const data = await graphql<unknown>(SEARCH_STUDENTS_QUERY, variables, { signal });
  return responseSchema.parse(data).students;
};

// The school's students whose first or last name contains `name` (SPEC §5: partial, any case).
export const useStudentSearch = (args: StudentSearchArgs) =>
  useQuery(
    queryOptions({
      queryKey: ['claims', 'wizard-students', args] as const,
      queryFn: ({ signal }) => searchStudents(args, { signal }),
      placeholderData: keepPreviousData,
    }),
  );

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortDirection } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

export const STUDENT_SORT_COLUMNS = ['last_name', 'first_name', 'academic_id', 'date_of_birth'] as const;
export type StudentSortColumn = (typeof STUDENT_SORT_COLUMNS)[number];

const STUDENTS_QUERY = /* GraphQL */ `
  query Students(
    $schoolId: ID!
    $name: String
    $academicId: String
    $sort: StudentSort
    $direction: SortDirection
    $offset: Int
    $limit: Int
  ) {
    students(
      schoolId: $schoolId
      name: $name
      academicId: $academicId
      sort: $sort
      direction: $direction
      offset: $offset
      limit: $limit
    ) {
      total
      items {
        id
        first_name
        last_name
        academic_id
        date_of_birth
        city
        state_prov
      }
    }
  }
`;

const studentListItemSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  academic_id: z.string().nullable(),
  date_of_birth: z.string(),
  city: z.string(),
  state_prov: z.string().nullable(),
});
const studentsResponseSchema = z.object({
  students: z.object({ total: z.number(), items: z.array(studentListItemSchema) }),
});

export type StudentListItem = z.infer<typeof studentListItemSchema>;
export type StudentsList = z.infer<typeof studentsResponseSchema>['students'];

export type StudentsArgs = {
  schoolId: string;
  name?: string;
  academicId?: string;
  sort: StudentSortColumn;
  direction: SortDirection;
  offset: number;
  limit: number;
};

export const getStudents = async (args: StudentsArgs, { signal }: { signal?: AbortSignal } = {}): Promise<StudentsList> => {
  const variables = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== ''));
  const data = await graphql<unknown>(STUDENTS_QUERY, variables, { signal });
  return studentsResponseSchema.parse(data).students;
};

export const studentsQueryKey = ['students', 'list'] as const;

export const useStudents = (args: StudentsArgs) =>
  useQuery(
    queryOptions({
      queryKey: [...studentsQueryKey, args] as const,
      queryFn: ({ signal }) => getStudents(args, { signal }),
      placeholderData: keepPreviousData,
    }),
  );

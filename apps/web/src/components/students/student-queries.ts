import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortDirection } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../lib/graphql';

// Student queries shared by the students screens and the claim wizard (features may not import each other).

export const STUDENT_FIELDS = /* GraphQL */ `
  fragment StudentPageFields on Student {
    id
    school_id
    first_name
    last_name
    academic_id
    gender
    date_of_birth
    email_address
    primary_phone
    address_1
    address_2
    city
    state_prov
    country
    postal_code
    parents_info
    show_verification_status
    can_verify
    updated_at
    providers {
      id
      insurance_provider_id
      is_other_provider
      name
      provider_name
      insurance_member_id
      insurance_group_id
      phone
      primary
      status
      updated_at
    }
  }
`;

const STUDENT_QUERY = /* GraphQL */ `
  query Student($id: ID!) {
    student(id: $id) {
      ...StudentPageFields
    }
  }
  ${STUDENT_FIELDS}
`;

const parentsInfoSchema = z
  .object({
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    address_1: z.string().nullish(),
    address_2: z.string().nullish(),
    city: z.string().nullish(),
    postal_code: z.string().nullish(),
    employer_name: z.string().nullish(),
    employer_phone: z.string().nullish(),
    country: z.enum(['United States', 'Canada']).nullish().catch(null),
    state_prov: z.string().nullish(),
  })
  .nullish()
  .catch(null);

export const studentProviderSchema = z.object({
  id: z.string(),
  insurance_provider_id: z.string().nullable(),
  is_other_provider: z.boolean(),
  name: z.string().nullable(),
  provider_name: z.string().nullable(),
  insurance_member_id: z.string().nullable(),
  insurance_group_id: z.string().nullable(),
  phone: z.string().nullable(),
  primary: z.boolean(),
  status: z.string().nullable(),
  updated_at: z.string(),
});

export const studentSchema = z.object({
  id: z.string(),
  school_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  academic_id: z.string().nullable(),
  gender: z.string(),
  date_of_birth: z.string(),
  email_address: z.string().nullable(),
  primary_phone: z.string().nullable(),
  address_1: z.string(),
  address_2: z.string().nullable(),
  city: z.string(),
  state_prov: z.string().nullable(),
  country: z.string(),
  postal_code: z.string(),
  parents_info: parentsInfoSchema,
  show_verification_status: z.boolean(),
  can_verify: z.boolean(),
  updated_at: z.string(),
  providers: z.array(studentProviderSchema),
});

export type Student = z.infer<typeof studentSchema>;
export type StudentProvider = z.infer<typeof studentProviderSchema>;

export const getStudent = async (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Student> => {
  const data = await graphql<unknown>(STUDENT_QUERY, { id }, { signal });
  return z.object({ student: studentSchema }).parse(data).student;
};

export const studentQueryKey = (id: string) => ['students', 'detail', id] as const;

export const studentQueryOptions = (id: string) =>
  queryOptions({ queryKey: studentQueryKey(id), queryFn: ({ signal }) => getStudent(id, { signal }) });

export const useStudent = (id: string | undefined) =>
  useQuery({ ...studentQueryOptions(id ?? ''), enabled: id !== undefined });

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

// The wizard's search leaves sort and direction to the server's default.
export type StudentsArgs = {
  schoolId: string;
  name?: string;
  academicId?: string;
  sort?: StudentSortColumn;
  direction?: SortDirection;
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

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { countryToApi, type ParentInfo, type SortDirection, type StudentForm, type StudentInsuranceEntry } from '@claims/shared';
import { gql } from '../gql';
import type { StudentQuery, StudentsQuery } from '../gql/graphql';
import { graphql, withoutEmpty } from '../lib/graphql';

// Students, read by the students screens and the claim wizard (features may not import each other).

// A parent or guardian as students and claims both carry one.
gql(`
  fragment ParentInfoFields on ParentInfo {
    first_name
    last_name
    address_1
    address_2
    city
    state_prov
    postal_code
    country
    employer_name
    employer_phone
    email
    phone
    language
  }
`);

gql(`
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
    parents_info {
      ...ParentInfoFields
    }
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
`);

const StudentDocument = gql(`
  query Student($id: ID!) {
    student(id: $id) {
      ...StudentPageFields
    }
  }
`);

export type Student = StudentQuery['student'];
export type StudentProvider = Student['providers'][number];

const getStudent = async (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Student> =>
  (await graphql(StudentDocument, { id }, { signal })).student;

export const studentQueryKey = (id: string) => ['students', 'detail', id] as const;

export const studentQueryOptions = (id: string) =>
  queryOptions({ queryKey: studentQueryKey(id), queryFn: ({ signal }) => getStudent(id, { signal }) });

export const useStudent = (id: string | undefined) =>
  useQuery({ ...studentQueryOptions(id ?? ''), enabled: id !== undefined });

export const STUDENT_SORT_COLUMNS = ['last_name', 'first_name', 'academic_id', 'date_of_birth'] as const;
export type StudentSortColumn = (typeof STUDENT_SORT_COLUMNS)[number];

const StudentsDocument = gql(`
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
`);

export type StudentsList = StudentsQuery['students'];
export type StudentListItem = StudentsList['items'][number];

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

const getStudents = async (args: StudentsArgs, { signal }: { signal?: AbortSignal } = {}): Promise<StudentsList> => {
  return (await graphql(StudentsDocument, withoutEmpty(args), { signal })).students;
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

const CreateStudentDocument = gql(`
  mutation CreateStudent($schoolId: ID!, $input: StudentPageInput!) {
    createStudent(schoolId: $schoolId, input: $input) {
      ...StudentPageFields
    }
  }
`);

const UpdateStudentDocument = gql(`
  mutation UpdateStudent($id: ID!, $input: StudentPageInput!) {
    updateStudent(id: $id, input: $input) {
      ...StudentPageFields
    }
  }
`);

// The student page's form: the student, the parent and the insurance entries under their stored names
// (docs/decisions/015); the claim wizard sends no providers, adding them on its insurance step.
export type StudentPageInput = { student: StudentForm; parent: ParentInfo; providers: StudentInsuranceEntry[] };

// The API names the country by its enum name (ADR 014).
const toApi = ({ student, parent, providers }: StudentPageInput) => ({
  student: { ...student, country: countryToApi(student.country) },
  parent: { ...parent, country: countryToApi(parent.country) },
  providers,
});

const saveStudent = async (schoolId: string, studentId: string | undefined, input: StudentPageInput): Promise<Student> =>
  studentId
    ? (await graphql(UpdateStudentDocument, { id: studentId, input: toApi(input) })).updateStudent
    : (await graphql(CreateStudentDocument, { schoolId, input: toApi(input) })).createStudent;

export const useSaveStudent = (schoolId: string, studentId: string | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StudentPageInput) => saveStudent(schoolId, studentId, input),
    onSuccess: (student) => {
      queryClient.setQueryData(studentQueryKey(student.id), student);
      void queryClient.invalidateQueries({ queryKey: studentsQueryKey });
    },
  });
};

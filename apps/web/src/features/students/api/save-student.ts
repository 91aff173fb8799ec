import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParentInfo, StudentForm, StudentInsuranceEntry } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import { STUDENT_FIELDS, studentQueryKey, studentSchema, studentsQueryKey, type Student } from '../../../components/students/student-queries';

// createStudent / updateStudent take the page's form as JSON (docs/decisions/007).
export type StudentPageInput = { student: StudentForm; parent: ParentInfo; providers: StudentInsuranceEntry[] };

const CREATE_STUDENT_MUTATION = /* GraphQL */ `
  mutation CreateStudent($schoolId: ID!, $input: JSON!) {
    createStudent(schoolId: $schoolId, input: $input) {
      ...StudentPageFields
    }
  }
  ${STUDENT_FIELDS}
`;

const UPDATE_STUDENT_MUTATION = /* GraphQL */ `
  mutation UpdateStudent($id: ID!, $input: JSON!) {
    updateStudent(id: $id, input: $input) {
      ...StudentPageFields
    }
  }
  ${STUDENT_FIELDS}
`;

export const createStudent = async (schoolId: string, input: StudentPageInput): Promise<Student> => {
  const data = await graphql<unknown>(CREATE_STUDENT_MUTATION, { schoolId, input });
  return z.object({ createStudent: studentSchema }).parse(data).createStudent;
};

export const updateStudent = async (id: string, input: StudentPageInput): Promise<Student> => {
  const data = await graphql<unknown>(UPDATE_STUDENT_MUTATION, { id, input });
  return z.object({ updateStudent: studentSchema }).parse(data).updateStudent;
};

export const useSaveStudent = (schoolId: string, studentId: string | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StudentPageInput) => (studentId ? updateStudent(studentId, input) : createStudent(schoolId, input)),
    onSuccess: (student) => {
      queryClient.setQueryData(studentQueryKey(student.id), student);
      void queryClient.invalidateQueries({ queryKey: studentsQueryKey });
    },
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParentInfo, StudentForm } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import { STUDENT_FIELDS, studentQueryKey, studentSchema, studentsQueryKey, type Student } from '../../../components/students/student-queries';

// createStudent takes the student page's form as JSON (docs/decisions/007); the wizard adds providers
// on its insurance step, so it sends none here.
export type WizardStudentInput = { student: StudentForm; parent: ParentInfo };

const CREATE_STUDENT_MUTATION = /* GraphQL */ `
  mutation ClaimWizardCreateStudent($schoolId: ID!, $input: JSON!) {
    createStudent(schoolId: $schoolId, input: $input) {
      ...StudentPageFields
    }
  }
  ${STUDENT_FIELDS}
`;

export const createWizardStudent = async (schoolId: string, input: WizardStudentInput): Promise<Student> => {
  const data = await graphql<unknown>(CREATE_STUDENT_MUTATION, { schoolId, input: { ...input, providers: [] } });
  return z.object({ createStudent: studentSchema }).parse(data).createStudent;
};

export const useCreateWizardStudent = (schoolId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WizardStudentInput) => createWizardStudent(schoolId, input),
    onSuccess: (student) => {
      queryClient.setQueryData(studentQueryKey(student.id), student);
      // the students screens list the new student too
      void queryClient.invalidateQueries({ queryKey: studentsQueryKey });
    },
  });
};

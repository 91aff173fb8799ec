import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import { studentsQueryKey } from '../../../components/students/student-queries';

const RESET_STUDENTS_MUTATION = /* GraphQL */ `
  mutation ResetStudents($schoolId: ID!, $confirmation: String) {
    resetStudents(schoolId: $schoolId, confirmation: $confirmation)
  }
`;

export const resetStudents = async (schoolId: string, confirmation: string): Promise<number> => {
  const data = await graphql<unknown>(RESET_STUDENTS_MUTATION, { schoolId, confirmation });
  return z.object({ resetStudents: z.number() }).parse(data).resetStudents;
};

export const useResetStudents = (schoolId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: string) => resetStudents(schoolId, confirmation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsQueryKey }),
  });
};

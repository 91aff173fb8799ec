import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';
import { studentsQueryKey } from '../../../entities/students';

const ResetStudentsDocument = gql(`
  mutation ResetStudents($schoolId: ID!, $confirmation: String) {
    resetStudents(schoolId: $schoolId, confirmation: $confirmation)
  }
`);

export const resetStudents = async (schoolId: string, confirmation: string): Promise<number> => {
  return (await graphql(ResetStudentsDocument, { schoolId, confirmation })).resetStudents;
};

export const useResetStudents = (schoolId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: string) => resetStudents(schoolId, confirmation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsQueryKey }),
  });
};

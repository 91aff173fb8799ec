import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import type { SchoolInput } from './create-school';
import { SCHOOL_FIELDS, schoolQueryKey, schoolSchema, type School } from './get-school';
import { schoolsQueryKey } from './get-schools';

const UPDATE_SCHOOL_MUTATION = /* GraphQL */ `
  mutation UpdateSchool($id: ID!, $input: SchoolInput!) {
    updateSchool(id: $id, input: $input) {
      ...SchoolFields
    }
  }
  ${SCHOOL_FIELDS}
`;

export const updateSchool = async ({ id, input }: { id: string; input: SchoolInput }): Promise<School> => {
  const data = await graphql<unknown>(UPDATE_SCHOOL_MUTATION, { id, input });
  return z.object({ updateSchool: schoolSchema }).parse(data).updateSchool;
};

export const useUpdateSchool = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchool,
    onSuccess: (school) => {
      queryClient.setQueryData(schoolQueryKey(school.id), school);
      void queryClient.invalidateQueries({ queryKey: schoolsQueryKey });
    },
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import { schoolsQueryKey } from './get-schools';
import { SCHOOL_TPA_FIELDS, schoolTpasQueryKey, schoolTpasSchema, type SchoolTpa } from './get-school-tpas';

const ADD_SCHOOL_TPA_MUTATION = /* GraphQL */ `
  mutation AddSchoolTpa($schoolId: ID!, $tpaId: ID) {
    addSchoolTpa(schoolId: $schoolId, tpaId: $tpaId) {
      ...SchoolTpaFields
    }
  }
  ${SCHOOL_TPA_FIELDS}
`;

// Links a TPA (active, not default) and copies its dashboard items; answers the school's links.
export const addSchoolTpa = async ({ schoolId, tpaId }: { schoolId: string; tpaId: string }): Promise<SchoolTpa[]> => {
  const data = await graphql<unknown>(ADD_SCHOOL_TPA_MUTATION, { schoolId, tpaId });
  return z.object({ addSchoolTpa: schoolTpasSchema }).parse(data).addSchoolTpa;
};

export const useAddSchoolTpa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSchoolTpa,
    onSuccess: (links, { schoolId }) => {
      queryClient.setQueryData(schoolTpasQueryKey(schoolId), links);
      void queryClient.invalidateQueries({ queryKey: schoolsQueryKey });
    },
  });
};

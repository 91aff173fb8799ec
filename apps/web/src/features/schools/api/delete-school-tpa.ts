import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import { schoolsQueryKey } from './get-schools';
import { SCHOOL_TPA_FIELDS, schoolTpasQueryKey, schoolTpasSchema, type SchoolTpa } from './get-school-tpas';

const DELETE_SCHOOL_TPA_MUTATION = /* GraphQL */ `
  mutation DeleteSchoolTpa($schoolId: ID!, $id: ID!) {
    deleteSchoolTpa(schoolId: $schoolId, id: $id) {
      ...SchoolTpaFields
    }
  }
  ${SCHOOL_TPA_FIELDS}
`;

// Unlinks the TPA (soft delete) and removes the dashboard items it brought; answers the remaining links.
export const deleteSchoolTpa = async ({ schoolId, id }: { schoolId: string; id: string }): Promise<SchoolTpa[]> => {
  const data = await graphql<unknown>(DELETE_SCHOOL_TPA_MUTATION, { schoolId, id });
  return z.object({ deleteSchoolTpa: schoolTpasSchema }).parse(data).deleteSchoolTpa;
};

export const useDeleteSchoolTpa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchoolTpa,
    onSuccess: (links, { schoolId }) => {
      queryClient.setQueryData(schoolTpasQueryKey(schoolId), links);
      void queryClient.invalidateQueries({ queryKey: schoolsQueryKey });
    },
  });
};

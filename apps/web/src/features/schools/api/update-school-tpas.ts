import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolTpaLink } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import { schoolsQueryKey } from './get-schools';
import { SCHOOL_TPA_FIELDS, schoolTpasQueryKey, schoolTpasSchema, type SchoolTpa } from './get-school-tpas';

const UPDATE_SCHOOL_TPAS_MUTATION = /* GraphQL */ `
  mutation UpdateSchoolTpas($schoolId: ID!, $links: [SchoolTpaLinkInput!]!) {
    updateSchoolTpas(schoolId: $schoolId, links: $links) {
      ...SchoolTpaFields
    }
  }
  ${SCHOOL_TPA_FIELDS}
`;

// One SchoolTpaLinkInput per row; empty text is sent as null.
const toLinkInput = (link: SchoolTpaLink) => ({
  id: link.id,
  policy_number: link.policy_number || null,
  tpa_identifier: link.tpa_identifier || null,
  effective_date: link.effective_date || null,
  activities: link.activities,
  is_active: link.is_active,
  is_default: link.is_default,
});

// Saves every link at once; the server applies the default rules to the whole set or saves nothing.
export const updateSchoolTpas = async ({ schoolId, links }: { schoolId: string; links: SchoolTpaLink[] }): Promise<SchoolTpa[]> => {
  const data = await graphql<unknown>(UPDATE_SCHOOL_TPAS_MUTATION, { schoolId, links: links.map(toLinkInput) });
  return z.object({ updateSchoolTpas: schoolTpasSchema }).parse(data).updateSchoolTpas;
};

export const useUpdateSchoolTpas = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchoolTpas,
    onSuccess: (links, { schoolId }) => {
      queryClient.setQueryData(schoolTpasQueryKey(schoolId), links);
      void queryClient.invalidateQueries({ queryKey: schoolsQueryKey });
    },
  });
};

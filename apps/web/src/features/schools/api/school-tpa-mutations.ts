import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolTpaLink } from '@claims/shared';
import { schoolTpasQueryOptions, type SchoolTpa } from '../../../entities/school-tpas';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';
import { schoolsQueryKey } from './get-schools';

// Each change to a school's TPA links answers the school's links as they now stand.

const AddSchoolTpaDocument = gql(`
  mutation AddSchoolTpa($schoolId: ID!, $tpaId: ID) {
    addSchoolTpa(schoolId: $schoolId, tpaId: $tpaId) {
      ...SchoolTpaFields
    }
  }
`);

const UpdateSchoolTpasDocument = gql(`
  mutation UpdateSchoolTpas($schoolId: ID!, $links: [SchoolTpaLinkInput!]!) {
    updateSchoolTpas(schoolId: $schoolId, links: $links) {
      ...SchoolTpaFields
    }
  }
`);

const DeleteSchoolTpaDocument = gql(`
  mutation DeleteSchoolTpa($schoolId: ID!, $id: ID!) {
    deleteSchoolTpa(schoolId: $schoolId, id: $id) {
      ...SchoolTpaFields
    }
  }
`);

// The answer is every link of the school; the active-only list (the wizard's) and the schools grid's TPA
// codes are read again.
const useSchoolTpasMutation = <TArgs extends { schoolId: string }>(mutationFn: (args: TArgs) => Promise<SchoolTpa[]>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (links, { schoolId }) => {
      queryClient.setQueryData(schoolTpasQueryOptions(schoolId).queryKey, links);
      void queryClient.invalidateQueries({ queryKey: schoolTpasQueryOptions(schoolId, { activeOnly: true }).queryKey });
      void queryClient.invalidateQueries({ queryKey: schoolsQueryKey });
    },
  });
};

// Links a TPA (active, not default) and copies its dashboard items.
export const useAddSchoolTpa = () =>
  useSchoolTpasMutation(async ({ schoolId, tpaId }: { schoolId: string; tpaId: string }) => (await graphql(AddSchoolTpaDocument, { schoolId, tpaId })).addSchoolTpa);

// One SchoolTpaLinkInput per row; empty text is sent as null.
const toLinkInput = (link: SchoolTpaLink) => ({
  id: link.id,
  policy_number: link.policy_number || null,
  tpa_identifier: link.tpa_identifier || null,
  effective_date: link.effective_date || null,
  activities: link.activities,
  is_active: link.is_active,
  is_default: link.is_default,
  notice_days: link.notice_days ?? null,
  treatment_days: link.treatment_days ?? null,
  filing_days: link.filing_days ?? null,
  absolute_days: link.absolute_days ?? null,
});

// Saves every link at once; the server applies the default rules to the whole set or saves nothing.
export const useUpdateSchoolTpas = () =>
  useSchoolTpasMutation(
    async ({ schoolId, links }: { schoolId: string; links: SchoolTpaLink[] }) =>
      (await graphql(UpdateSchoolTpasDocument, { schoolId, links: links.map(toLinkInput) })).updateSchoolTpas,
  );

// Unlinks the TPA (soft delete) and removes the dashboard items it brought.
export const useDeleteSchoolTpa = () =>
  useSchoolTpasMutation(async ({ schoolId, id }: { schoolId: string; id: string }) => (await graphql(DeleteSchoolTpaDocument, { schoolId, id })).deleteSchoolTpa);

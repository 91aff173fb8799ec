import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

export const SCHOOL_TPA_FIELDS = /* GraphQL */ `
  fragment SchoolTpaFields on SchoolTpa {
    id
    third_party_administrator_id
    tpa_code
    tpa_name
    policy_number
    tpa_identifier
    effective_date
    activities
    is_active
    is_default
  }
`;

const SCHOOL_TPAS_QUERY = /* GraphQL */ `
  query SchoolTpas($schoolId: ID!) {
    schoolTpas(schoolId: $schoolId) {
      ...SchoolTpaFields
    }
  }
  ${SCHOOL_TPA_FIELDS}
`;

export const schoolTpaSchema = z.object({
  id: z.string(),
  third_party_administrator_id: z.string(),
  tpa_code: z.string(),
  tpa_name: z.string(),
  policy_number: z.string().nullable(),
  tpa_identifier: z.string().nullable(),
  effective_date: z.string().nullable(),
  activities: z.array(z.string()),
  is_active: z.boolean(),
  is_default: z.boolean(),
});
export const schoolTpasSchema = z.array(schoolTpaSchema);

export type SchoolTpa = z.infer<typeof schoolTpaSchema>;

// The school's TPA links (active or not) with their TPA's code and name.
export const getSchoolTpas = async (schoolId: string, { signal }: { signal?: AbortSignal } = {}): Promise<SchoolTpa[]> => {
  const data = await graphql<unknown>(SCHOOL_TPAS_QUERY, { schoolId }, { signal });
  return z.object({ schoolTpas: schoolTpasSchema }).parse(data).schoolTpas;
};

export const schoolTpasQueryKey = (schoolId: string) => ['schools', 'tpas', schoolId] as const;

export const getSchoolTpasQueryOptions = (schoolId: string) =>
  queryOptions({
    queryKey: schoolTpasQueryKey(schoolId),
    queryFn: ({ signal }) => getSchoolTpas(schoolId, { signal }),
  });

export const useSchoolTpas = (schoolId: string) => useQuery(getSchoolTpasQueryOptions(schoolId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '../gql';
import type { SchoolTpasQuery } from '../gql/graphql';
import { graphql } from '../lib/graphql';

// A school's TPA links, read by the school's Insurance tab (every link, with the policy's deadlines) and
// the claim wizard (active ones): one query, one cache key per school, so a link changed on the school page
// shows in the wizard.

gql(`
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
    notice_days
    treatment_days
    filing_days
    absolute_days
  }
`);

const SchoolTpasDocument = gql(`
  query SchoolTpas($schoolId: ID!, $activeOnly: Boolean) {
    schoolTpas(schoolId: $schoolId, activeOnly: $activeOnly) {
      ...SchoolTpaFields
    }
  }
`);

export type SchoolTpa = SchoolTpasQuery['schoolTpas'][number];

// A change to the links sets the full list from its answer and invalidates the active-only one.
export const schoolTpasQueryOptions = (schoolId: string, { activeOnly = false }: { activeOnly?: boolean } = {}) =>
  queryOptions({
    queryKey: ['school-tpas', schoolId, { activeOnly }] as const,
    queryFn: async ({ signal }) => (await graphql(SchoolTpasDocument, { schoolId, activeOnly }, { signal })).schoolTpas,
  });

export const useSchoolTpas = (schoolId: string, options: { activeOnly?: boolean } = {}) => useQuery(schoolTpasQueryOptions(schoolId, options));

export const schoolTpaLabel = (link: Pick<SchoolTpa, 'tpa_code' | 'tpa_name'>) => `${link.tpa_code} - ${link.tpa_name}`;

import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { SchoolDashboardQuery } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

gql(`
  fragment DashboardItemFields on DashboardItem {
    id
    kind
    component
    order
    title
    url
    filename
    file_id
    file_url
    from_tpa
    tpa_name
    company_name
    representative_name
    mail_address
    phone
    fax
    email_address
  }
`);

const SchoolDashboardDocument = gql(`
  query SchoolDashboard($schoolId: ID!) {
    schoolDashboard(schoolId: $schoolId) {
      school_id
      name
      logo_url
      can_edit
      claims_awaiting_parent
      claims_at_risk
      sections {
        component
        items {
          ...DashboardItemFields
        }
      }
    }
  }
`);

export type SchoolDashboard = SchoolDashboardQuery['schoolDashboard'];
export type DashboardItem = SchoolDashboard['sections'][number]['items'][number];
export type DashboardSection = SchoolDashboard['sections'][number];

export const schoolDashboardQueryKey = (schoolId: string) => ['school-dashboard', schoolId] as const;

const getSchoolDashboard = async (schoolId: string, { signal }: { signal?: AbortSignal } = {}): Promise<SchoolDashboard> =>
  (await graphql(SchoolDashboardDocument, { schoolId }, { signal })).schoolDashboard;

// File links are signed for an hour, so the dashboard is read again after half of that.
export const getSchoolDashboardQueryOptions = (schoolId: string) =>
  queryOptions({
    queryKey: schoolDashboardQueryKey(schoolId),
    queryFn: ({ signal }) => getSchoolDashboard(schoolId, { signal }),
    staleTime: 30 * 60 * 1000,
    refetchInterval: 30 * 60 * 1000,
  });

export const useSchoolDashboard = (schoolId: string) => useQuery(getSchoolDashboardQueryOptions(schoolId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_COMPONENTS } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

export const DASHBOARD_ITEM_FIELDS = /* GraphQL */ `
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
`;

const SCHOOL_DASHBOARD_QUERY = /* GraphQL */ `
  query SchoolDashboard($schoolId: ID!) {
    schoolDashboard(schoolId: $schoolId) {
      school_id
      name
      logo_url
      can_edit
      sections {
        component
        items {
          ...DashboardItemFields
        }
      }
    }
  }
  ${DASHBOARD_ITEM_FIELDS}
`;

export const dashboardItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['FILE', 'URL', 'CONTACT']),
  component: z.enum(DASHBOARD_COMPONENTS),
  order: z.number(),
  title: z.string(),
  url: z.string().nullable(),
  filename: z.string().nullable(),
  file_id: z.string().nullable(),
  file_url: z.string().nullable(),
  from_tpa: z.boolean(),
  tpa_name: z.string().nullable(),
  company_name: z.string().nullable(),
  representative_name: z.string().nullable(),
  mail_address: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  email_address: z.string().nullable(),
});

const schoolDashboardSchema = z.object({
  school_id: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  can_edit: z.boolean(),
  sections: z.array(z.object({ component: z.enum(DASHBOARD_COMPONENTS), items: z.array(dashboardItemSchema) })),
});

export type DashboardItem = z.infer<typeof dashboardItemSchema>;
export type SchoolDashboard = z.infer<typeof schoolDashboardSchema>;
export type DashboardSection = SchoolDashboard['sections'][number];

export const schoolDashboardQueryKey = (schoolId: string) => ['school-dashboard', schoolId] as const;

export const getSchoolDashboard = async (schoolId: string, { signal }: { signal?: AbortSignal } = {}): Promise<SchoolDashboard> => {
  const data = await graphql<unknown>(SCHOOL_DASHBOARD_QUERY, { schoolId }, { signal });
  return z.object({ schoolDashboard: schoolDashboardSchema }).parse(data).schoolDashboard;
};

// File links are signed for an hour, so the dashboard is read again after half of that.
export const getSchoolDashboardQueryOptions = (schoolId: string) =>
  queryOptions({
    queryKey: schoolDashboardQueryKey(schoolId),
    queryFn: ({ signal }) => getSchoolDashboard(schoolId, { signal }),
    staleTime: 30 * 60 * 1000,
    refetchInterval: 30 * 60 * 1000,
  });

export const useSchoolDashboard = (schoolId: string) => useQuery(getSchoolDashboardQueryOptions(schoolId));

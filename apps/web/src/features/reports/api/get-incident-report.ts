import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { IncidentReportQuery, ReportFilter } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

const IncidentReportDocument = gql(`
  query IncidentReport($filter: ReportFilter!) {
    incidentReport(filter: $filter) {
      total
      became_claims
      year
      months {
        month
        incidents
        became_claims
      }
      by_sport {
        activity
        incidents
        became_claims
      }
      by_place {
        place
        incidents
        became_claims
      }
      by_body_part {
        body_part
        incidents
        became_claims
      }
    }
  }
`);

export type IncidentReport = IncidentReportQuery['incidentReport'];

// Asked for beside the claim report, under the same filter; a new filter keeps the last figures on
// screen until the new ones are here.
export const useIncidentReport = (filter: ReportFilter, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: ['reports', 'incidents', filter] as const,
    queryFn: async ({ signal }) => (await graphql(IncidentReportDocument, { filter }, { signal })).incidentReport,
    enabled,
    placeholderData: keepPreviousData,
  });

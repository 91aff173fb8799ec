import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { ClaimReportQuery, ReportFilter } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

const ClaimReportDocument = gql(`
  query ClaimReport($filter: ReportFilter!) {
    claimReport(filter: $filter) {
      from
      to
      year
      total
      open
      without_body_part
      average_submission_days
      average_delivery_hours
      months {
        month
        claims
        previous_year_claims
      }
      by_sport {
        activity
        claims
      }
      by_activity {
        activity_type
        activity_level
        claims
      }
      by_school {
        school_id
        name
        claims
      }
      by_status {
        status
        claims
      }
      by_tpa_status {
        tpa_status
        claims
      }
      by_nature {
        nature
        claims
      }
      by_body_part {
        body_part
        claims
      }
      open_by_age {
        bucket
        claims
      }
      submission_delay {
        bucket
        claims
      }
      delivery_delay {
        bucket
        claims
      }
    }
  }
`);

export type ClaimReport = ClaimReportQuery['claimReport'];

const claimReportQueryOptions = (filter: ReportFilter) =>
  queryOptions({
    queryKey: ['reports', 'claims', filter] as const,
    queryFn: async ({ signal }) => (await graphql(ClaimReportDocument, { filter }, { signal })).claimReport,
  });

// A new filter keeps the last report on screen, marked as loading, until the new one is here.
export const useClaimReport = (filter: ReportFilter, { enabled }: { enabled: boolean }) =>
  useQuery({ ...claimReportQueryOptions(filter), enabled, placeholderData: keepPreviousData });

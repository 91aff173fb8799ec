import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { DataExportsQuery } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

const DataExportsDocument = gql(`
  query DataExports($offset: Int, $limit: Int) {
    dataExports(offset: $offset, limit: $limit) {
      total
      items {
        id
        schools {
          id
          name
        }
        status
        steps_done
        steps_total
        size
        requested_by_name
        downloaded_by_name
        created_at
        finished_at
        downloaded_at
        download_url
      }
    }
  }
`);

const StartDataExportDocument = gql(`
  mutation StartDataExport($schoolIds: [ID!]!) {
    startDataExport(schoolIds: $schoolIds)
  }
`);

export type DataExport = DataExportsQuery['dataExports']['items'][number];

const dataExportsQueryKey = ['data-exports'] as const;
// While an export is being made, or a download was just started, the list looks again this often.
const WATCH_INTERVAL_MS = 2000;
// A ready export's download link works an hour (ADR 041): the list fetches fresh links well before.
const LINK_REFRESH_MS = 10 * 60_000;

const isUnderWay = (item: DataExport) => item.status === 'QUEUED' || item.status === 'RUNNING';

export const useDataExports = (page: { offset: number; limit: number }, watching: ReadonlySet<string>) =>
  useQuery({
    queryKey: [...dataExportsQueryKey, page],
    queryFn: async ({ signal }) => (await graphql(DataExportsDocument, page, { signal })).dataExports,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const items = query.state.data?.items ?? [];
      if (items.some((item) => isUnderWay(item) || (watching.has(item.id) && item.status === 'DONE'))) return WATCH_INTERVAL_MS;
      return items.some((item) => item.status === 'DONE') ? LINK_REFRESH_MS : false;
    },
  });

export const useStartDataExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (schoolIds: string[]) => (await graphql(StartDataExportDocument, { schoolIds })).startDataExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataExportsQueryKey }),
  });
};

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { DataExportsQuery } from '../../../gql/graphql';
import { api, ApiError } from '../../../lib/api';
import { graphql } from '../../../lib/graphql';
import { isBlob, saveFile } from '../../../lib/save-file';

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
// While an export is being made, the list looks again this often.
const WATCH_INTERVAL_MS = 2000;
// A ready export's download link works an hour (ADR 041): the list fetches fresh links well before.
const LINK_REFRESH_MS = 10 * 60_000;

const isUnderWay = (item: DataExport) => item.status === 'QUEUED' || item.status === 'RUNNING';

export const useDataExports = (page: { offset: number; limit: number }) =>
  useQuery({
    queryKey: [...dataExportsQueryKey, page],
    queryFn: async ({ signal }) => (await graphql(DataExportsDocument, page, { signal })).dataExports,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const items = query.state.data?.items ?? [];
      if (items.some(isUnderWay)) return WATCH_INTERVAL_MS;
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

// The zip, fetched with the session's token (the link works only with the session of the admin it was
// made for, ADR 041). Taken or not (another tab took it, it expired), the list then says what it is now.
export const useDownloadDataExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: DataExport) => {
      if (!item.download_url) throw new ApiError('No download link', { code: 'NOT_FOUND', status: 404 });
      const body = await api(item.download_url, { method: 'GET', responseType: 'blob' });
      if (!isBlob(body)) throw new ApiError('Unexpected export response');
      saveFile(body, `school-data-${item.id}.zip`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportsQueryKey }),
  });
};

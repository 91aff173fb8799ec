import { useMutation } from '@tanstack/react-query';
import type { LossRunFormat } from '@claims/shared';
import type { ReportFilter } from '../../../gql/graphql';
import { api, ApiError } from '../../../lib/api';
import { isBlob, saveFile } from '../../../lib/save-file';

// The report's filters as the loss run's query.
export const lossRunUrl = (filter: ReportFilter, format: LossRunFormat): string => {
  const params = new URLSearchParams(Object.entries(filter).flatMap(([name, value]) => (value === undefined || value === null ? [] : [[name, String(value)]])));
  return `/v1/reports/loss-run.${format}?${params.toString()}`;
};

export const lossRunFilename = (filter: ReportFilter, format: LossRunFormat) => `loss-run-${filter.from}-to-${filter.to}.${format}`;

export type LossRunRequest = { filter: ReportFilter; format: LossRunFormat };

// One school's claims of the period, as a file (the server refuses without a school).
const downloadLossRun = async ({ filter, format }: LossRunRequest): Promise<void> => {
  const body = await api(lossRunUrl(filter, format), { method: 'GET', responseType: 'blob' });
  if (!isBlob(body)) throw new ApiError('Unexpected loss run response');
  saveFile(body, lossRunFilename(filter, format));
};

export const useDownloadLossRun = () => useMutation({ mutationFn: downloadLossRun });

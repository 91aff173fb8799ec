import { useMutation } from '@tanstack/react-query';
import type { ClaimSortColumn, SortDirection } from '@claims/shared';
import { api, ApiError } from '../../../lib/api';
import { withoutEmpty } from '../../../lib/graphql';
import { isBlob, saveFile } from '../../../lib/save-file';
import type { ClaimsFilterArgs } from './get-claims';

export const CLAIMS_EXPORT_PATH = '/v1/claims/export.csv';
export const CLAIMS_EXPORT_FILENAME = 'claims.csv';

export type ClaimsExportArgs = ClaimsFilterArgs & { sort: ClaimSortColumn; direction: SortDirection };

export const claimsExportUrl = (args: ClaimsExportArgs): string => {
  const query = new URLSearchParams(Object.entries(withoutEmpty(args)).map(([name, value]) => [name, String(value)])).toString();
  return query ? `${CLAIMS_EXPORT_PATH}?${query}` : CLAIMS_EXPORT_PATH;
};

// The filtered list as CSV, in the list's order (every page).
export const exportClaims = async (args: ClaimsExportArgs): Promise<void> => {
  const body = await api(claimsExportUrl(args), { method: 'GET', responseType: 'blob' });
  if (!isBlob(body)) throw new ApiError('Unexpected export response');
  saveFile(body, CLAIMS_EXPORT_FILENAME);
};

export const useExportClaims = () => useMutation({ mutationFn: exportClaims });

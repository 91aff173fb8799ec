import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parentClaimAnswer } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';
import { parentPath, parentQueryKeys, withAccess } from './parent-request';

// GET /v1/parent/:token/claim. Errors: NOT_AUTHENTICATED (401) without a valid page session, and the
// link's states. Nothing but the parent changes it until they sign, so it is read once; a new page session
// (the birth date given again) reads it again, and the answer read before stays shown meanwhile, with the
// form drawn on it.
export const useParentClaim = (token: string, access: string) =>
  useQuery({
    queryKey: parentQueryKeys.claim(token, access),
    queryFn: async ({ signal }) => (await apiAnswer(parentClaimAnswer, parentPath(token, '/claim'), { method: 'GET', signal, ...withAccess(access) })).claim,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

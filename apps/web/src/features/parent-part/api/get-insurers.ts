import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parentInsurersAnswer } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';
import { linkPath, parentQueryKeys, withAccess, type LinkKind } from './parent-request';

// GET /v1/parent/:token/insurers: the active insurance companies, by name, as staff pick from them; read
// once per page session, as the claim is.
export const useParentInsurers = (token: string, access: string, kind: LinkKind = 'parent') =>
  useQuery({
    queryKey: parentQueryKeys.insurers(token, access),
    queryFn: async ({ signal }) => (await apiAnswer(parentInsurersAnswer, linkPath(kind, token, '/insurers'), { method: 'GET', signal, ...withAccess(access) })).insurers,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unexpectedAnswer } from '../../../lib/api';
import { isRecord } from '../../../lib/json';
import { parentPath, parentQueryKeys, withAccess, type ParentClaim } from './parent-request';

const isParentClaim = (value: unknown): value is ParentClaim =>
  isRecord(value) &&
  typeof value.claim_number === 'number' &&
  isRecord(value.student) &&
  isRecord(value.parent) &&
  isRecord(value.authorization) &&
  Array.isArray(value.documents);

// GET /v1/parent/:token/claim. Errors: NOT_AUTHENTICATED (401) without a valid page session, and the
// link's states. Nothing but the parent changes it until they sign, so it is read once; a new page session
// (the birth date given again) reads it again, and the answer read before stays shown meanwhile, with the
// form drawn on it.
export const useParentClaim = (token: string, access: string) =>
  useQuery({
    queryKey: parentQueryKeys.claim(token, access),
    queryFn: async ({ signal }) => {
      const answer = await api(parentPath(token, '/claim'), { method: 'GET', signal, ...withAccess(access) });
      if (!isRecord(answer) || !isParentClaim(answer.claim)) throw unexpectedAnswer(parentPath(token, '/claim'));
      return answer.claim;
    },
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
